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

/**
 * The rows that match, plus every ancestor of a match, in their original order: a keyword search
 * over a tree keeps the path to each hit so the result still hangs from the root.
 */
export function withAncestors<T extends TreeRow>(rows: readonly T[], matches: (row: T) => boolean): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<string>();
  for (const row of rows) {
    if (!matches(row)) continue;
    // Stops at a row already kept (its ancestors are too), which also ends a cycle in edited data.
    for (let r: T | undefined = row; r && !keep.has(r.id); r = byId.get(r.parentId)) keep.add(r.id);
  }
  return rows.filter((r) => keep.has(r.id));
}

/** Ids of every row below `id` (children, grandchildren, ...). */
export function descendantIds(rows: readonly TreeRow[], id: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const r of rows) {
    const list = children.get(r.parentId);
    if (list) list.push(r.id);
    else children.set(r.parentId, [r.id]);
  }
  const found = new Set<string>();
  const stack = [...(children.get(id) ?? [])];
  while (stack.length) {
    const next = stack.pop()!;
    if (found.has(next) || next === id) continue;
    found.add(next);
    stack.push(...(children.get(next) ?? []));
  }
  return found;
}

/** Case-insensitive "contains" over the name and the code, the keyword search of the catalogue screens. */
export const keywordMatch = (keyword: string | undefined) => {
  const k = keyword?.trim().toLowerCase();
  return k ? (r: { fullName: string; enCode: string }) => r.fullName.toLowerCase().includes(k) || r.enCode.toLowerCase().includes(k) : null;
};
