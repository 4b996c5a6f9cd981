/** A row that hangs in a tree by `parentId`. */
export interface TreeRow {
  id: string;
  parentId: string;
}

export type TreeNode<T> = T & { children?: Array<TreeNode<T>> };

/**
 * Builds the tree under `rootId` from rows already in display order. Only rows reachable from the
 * root are kept, so the subtree of a disabled (left out) row is hidden too. Leaves carry no
 * `children` key, as JNPF's tree VOs do.
 */
export function buildTree<T extends TreeRow>(rows: readonly T[], rootId: string): Array<TreeNode<T>> {
  const byParent = new Map<string, T[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parentId);
    if (siblings) siblings.push(row);
    else byParent.set(row.parentId, [row]);
  }
  const seen = new Set<string>(); // guards against a cycle in edited data
  const grow = (parentId: string): Array<TreeNode<T>> => (byParent.get(parentId) ?? [])
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .map((row) => {
      const children = grow(row.id);
      return children.length ? { ...row, children } : { ...row };
    });
  return grow(rootId);
}

const collator = new Intl.Collator('zh-Hans-CN');

/** Display order of catalogue rows: sortCode, then name (pinyin order, the same on every database). */
export const bySortThenName = (a: { sortCode: number; fullName: string }, b: { sortCode: number; fullName: string }) =>
  a.sortCode - b.sortCode || collator.compare(a.fullName, b.fullName);
