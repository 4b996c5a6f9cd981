import { withAncestors } from './menu-tree';

/** What can be granted (authorizations.itemType), 'portal' aside. */
export const AUTH_KINDS = ['module', 'button', 'column', 'form', 'resource'] as const;
export type AuthKind = (typeof AUTH_KINDS)[number];
export type AuthItemKind = Exclude<AuthKind, 'module'>;

export interface AuthMenu {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  icon: string | null;
  type: number;
  category: string;
}

export interface AuthItem {
  id: string;
  moduleId: string;
  parentId: string;
  fullName: string;
  enCode: string;
  icon?: string | null;
}

/** A node of an authorisation tree: a menu (type 'menu', menuType 1-8) or a granted item (a leaf of its menu). */
export interface AuthNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  icon: string | null;
  type: 'menu' | AuthItemKind;
  menuType?: number;
  category?: string;
  children?: AuthNode[];
}

const ROOT = '-1';

/** Leaves carry no `children`, so the tree widget shows no expander on them. */
const withChildren = (node: AuthNode, children: AuthNode[]): AuthNode => (children.length ? { ...node, children } : node);

function groupBy<T>(rows: T[], key: (r: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

/** A menu's items as a tree by parentId; an item whose parent is not among them hangs from the menu. */
function itemNodes(kind: AuthItemKind, items: AuthItem[]): AuthNode[] {
  const ids = new Set(items.map((i) => i.id));
  const byParent = groupBy(items, (i) => (ids.has(i.parentId) && i.parentId !== i.id ? i.parentId : ROOT));
  const seen = new Set<string>(); // guards against a cycle in edited data
  const grow = (parentId: string): AuthNode[] => (byParent.get(parentId) ?? [])
    .filter((i) => !seen.has(i.id) && seen.add(i.id))
    .map((i) => withChildren({
      id: i.id,
      parentId: parentId === ROOT ? i.moduleId : parentId,
      fullName: i.fullName,
      enCode: i.enCode,
      icon: i.icon ?? null,
      type: kind,
    }, grow(i.id)));
  return grow(ROOT);
}

/**
 * The tree one tab of the authorisation dialog shows, from menus in display order:
 *  - 'module': the menus (all, or `onlyMenus` and their ancestors);
 *  - an item kind: the menus that have such items (limited to `onlyMenus` if given) and their
 *    ancestors, each menu with its items as its first children.
 * A menu whose parent is not in the list is left out, as the menu tree of the current user is.
 */
export function authorizeTree(kind: AuthKind, menus: AuthMenu[], items: AuthItem[], onlyMenus?: Set<string>): AuthNode[] {
  const itemsOf = groupBy(items, (i) => i.moduleId);
  const parentOf = new Map(menus.map((m) => [m.id, m.parentId]));
  const wanted = kind === 'module'
    ? menus.map((m) => m.id).filter((id) => !onlyMenus || onlyMenus.has(id))
    : [...itemsOf.keys()].filter((id) => !onlyMenus || onlyMenus.has(id));
  const keep = withAncestors(wanted, parentOf);
  const byParent = groupBy(menus.filter((m) => keep.has(m.id)), (m) => m.parentId);
  const seen = new Set<string>();
  const grow = (parentId: string): AuthNode[] => (byParent.get(parentId) ?? [])
    .filter((m) => !seen.has(m.id) && seen.add(m.id))
    .map((m) => withChildren(
      { id: m.id, parentId: m.parentId, fullName: m.fullName, enCode: m.enCode, icon: m.icon, type: 'menu', menuType: m.type, category: m.category },
      [...(kind === 'module' ? [] : itemNodes(kind, itemsOf.get(m.id) ?? [])), ...grow(m.id)],
    ));
  return grow(ROOT);
}
