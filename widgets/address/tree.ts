import type { AreaNode } from '../services';

/** A cascader option of the lazy area tree. `children` is absent until loaded. */
export interface AreaOption {
  value: string;
  label: string;
  isLeaf: boolean;
  loading?: boolean;
  children?: AreaOption[];
}

/** Nodes at `depth` (0 = provinces); a node is a leaf at the configured level or when the data says so. */
export function toOptions(nodes: AreaNode[], depth: number, level: number): AreaOption[] {
  return nodes.map((node) => ({ value: String(node.id), label: node.fullName, isLeaf: node.isLeaf || depth >= level }));
}

/** The tree with the node at `path` replaced by `update(node)`; the root list for an empty path. */
function updateAt(tree: AreaOption[], path: readonly string[], update: (node: AreaOption) => AreaOption): AreaOption[] {
  const [head, ...rest] = path;
  let changed = false;
  const next = tree.map((node) => {
    if (node.value !== head) return node;
    changed = true;
    if (rest.length === 0) return update(node);
    return node.children ? { ...node, children: updateAt(node.children, rest, update) } : node;
  });
  return changed ? next : tree;
}

export function markLoading(tree: AreaOption[], path: readonly string[], loading: boolean): AreaOption[] {
  return updateAt(tree, path, (node) => ({ ...node, loading }));
}

/** Puts loaded children under `parentPath` ([] = the provinces). No children makes the node a leaf. */
export function withChildren(tree: AreaOption[], parentPath: readonly string[], children: AreaOption[]): AreaOption[] {
  if (parentPath.length === 0) return tree.length > 0 ? tree : children;
  return updateAt(tree, parentPath, (node) =>
    children.length > 0 ? { ...node, loading: false, children } : { ...node, loading: false, isLeaf: true, children: undefined },
  );
}

function nodeAt(tree: AreaOption[], path: readonly string[]): AreaOption | undefined {
  let list: AreaOption[] | undefined = tree;
  let node: AreaOption | undefined;
  for (const id of path) {
    node = list?.find((candidate) => candidate.value === id);
    if (!node) return undefined;
    list = node.children;
  }
  return node;
}

/**
 * The parent paths whose children must be loaded so every level of `path` has its label:
 * [] (the provinces), [province], [province, city], ... down to the configured level.
 */
export function missingParents(tree: AreaOption[], path: readonly string[], level: number): string[][] {
  // The provinces always; then one parent per stored level.
  const depth = Math.max(1, Math.min(path.length, level + 1));
  const missing: string[][] = [];
  for (let i = 0; i < depth; i++) {
    const parentPath = path.slice(0, i);
    if (i === 0) {
      if (tree.length === 0) missing.push(parentPath);
      continue;
    }
    const parent = nodeAt(tree, parentPath);
    if (missing.length > 0 || (parent && !parent.isLeaf && !parent.children)) missing.push(parentPath);
  }
  return missing;
}
