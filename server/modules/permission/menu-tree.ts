/** Builds a tree from rows already in display order; only roots (parentId '-1') stay at the top. */
export function buildTree<T extends { id: string; parentId: string }>(rows: T[]): Array<TreeNode<T>> {
  const nodes = new Map<string, TreeNode<T>>();
  for (const row of rows) nodes.set(row.id, { ...row, hasChildren: false, children: [] });
  const roots: Array<TreeNode<T>> = [];
  for (const node of nodes.values()) {
    if (node.parentId === '-1') roots.push(node);
    else {
      const parent = nodes.get(node.parentId);
      if (parent) {
        parent.children.push(node);
        parent.hasChildren = true;
      } // a node whose parent is not in the set is left out, as JNPF does
    }
  }
  return roots;
}

export type TreeNode<T> = T & { hasChildren: boolean; children: Array<TreeNode<T>> };

/** Ids of `ids` plus all their ancestors found in `parentOf`. */
export function withAncestors(ids: Iterable<string>, parentOf: Map<string, string>): Set<string> {
  const out = new Set<string>();
  for (let id of ids) {
    while (id && !out.has(id) && parentOf.has(id)) {
      out.add(id);
      id = parentOf.get(id)!;
    }
  }
  return out;
}
