/**
 * Pure helpers of the authorisation trees (server: h3 `GET /api/permission/Authority/Data/{id}`):
 * menus are nodes of type 'menu', granted items (buttons, columns, forms, data schemes) are their leaves.
 */

/** The kinds of rights, in the order of the dialog's tabs. */
export const GRANT_KINDS = ['module', 'button', 'column', 'form', 'resource'] as const;
export type GrantKind = (typeof GRANT_KINDS)[number];
export type ItemKind = Exclude<GrantKind, 'module'>;
export const ITEM_KINDS: readonly ItemKind[] = ['button', 'column', 'form', 'resource'];

export interface AuthNode {
  id: string;
  parentId?: string;
  fullName: string;
  enCode?: string;
  icon?: string | null;
  /** 'menu' for a menu, else the item kind. */
  type: string;
  menuType?: number;
  /** 'Web' or 'App' (menus). */
  category?: string;
  children?: AuthNode[];
}

/** One tab's tree and the ids granted in it. */
export interface GrantTree {
  list: AuthNode[];
  ids: string[];
}

export type GrantLists = Record<GrantKind, string[]>;

const hasChildren = (node: AuthNode): node is AuthNode & { children: AuthNode[] } => !!node.children && node.children.length > 0;

export function walk(nodes: readonly AuthNode[], visit: (node: AuthNode, parent: AuthNode | undefined) => void, parent?: AuthNode): void {
  for (const node of nodes) {
    visit(node, parent);
    if (hasChildren(node)) walk(node.children, visit, node);
  }
}

/** Ids of the nodes without children (what a check ultimately decides). */
export function leafIds(nodes: readonly AuthNode[]): string[] {
  const out: string[] = [];
  walk(nodes, (node) => { if (!hasChildren(node)) out.push(node.id); });
  return out;
}

/** Ids of the nodes with children (what 展开 opens). */
export function branchIds(nodes: readonly AuthNode[]): string[] {
  const out: string[] = [];
  walk(nodes, (node) => { if (hasChildren(node)) out.push(node.id); });
  return out;
}

/** `ids` kept only where they name a leaf of the tree. */
export function onlyLeaves(nodes: readonly AuthNode[], ids: Iterable<string>): string[] {
  const leaves = new Set(leafIds(nodes));
  return [...new Set(ids)].filter((id) => leaves.has(id));
}

/**
 * Parents follow their children (the tree is not check-strictly): a parent is checked when all its
 * children are, half-checked when some are. Saved ids are checked + half-checked, so the directory
 * of a granted page is granted too (docs/product.md#jnpf-authorisation: the client builds routes only under granted menus).
 */
export function conduct(nodes: readonly AuthNode[], checkedLeaves: ReadonlySet<string>): { checked: string[]; half: string[] } {
  const checked: string[] = [];
  const half: string[] = [];
  const visit = (node: AuthNode): 'all' | 'some' | 'none' => {
    if (!hasChildren(node)) {
      if (!checkedLeaves.has(node.id)) return 'none';
      checked.push(node.id);
      return 'all';
    }
    const states = node.children.map(visit);
    if (states.every((s) => s === 'all')) {
      checked.push(node.id);
      return 'all';
    }
    if (states.some((s) => s !== 'none')) {
      half.push(node.id);
      return 'some';
    }
    return 'none';
  };
  nodes.forEach(visit);
  return { checked, half };
}

/** Checked and half-checked ids of a tree. */
export function chosenIds(nodes: readonly AuthNode[], checkedLeaves: ReadonlySet<string>): string[] {
  const { checked, half } = conduct(nodes, checkedLeaves);
  return [...checked, ...half];
}

/**
 * The items of an item tab to save: checked or half-checked item nodes (menus left out: they are
 * granted by the menu tab) whose menu is among the chosen menus.
 */
export function chosenItems(nodes: readonly AuthNode[], checkedLeaves: ReadonlySet<string>, menus: ReadonlySet<string>): string[] {
  const chosen = new Set(chosenIds(nodes, checkedLeaves));
  const out: string[] = [];
  const visit = (list: readonly AuthNode[], menu: string | undefined) => {
    for (const node of list) {
      const owner = node.type === 'menu' ? node.id : menu;
      if (node.type !== 'menu' && chosen.has(node.id) && owner !== undefined && menus.has(owner)) out.push(node.id);
      if (hasChildren(node)) visit(node.children, owner);
    }
  };
  visit(nodes, undefined);
  return out;
}

/** A stable key of a set of menu ids (the item trees are fetched again when it changes). */
export function selectionKey(ids: Iterable<string>): string {
  return [...ids].sort().join(',');
}
