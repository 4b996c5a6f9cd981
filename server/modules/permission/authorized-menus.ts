import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { menuButtons, menuColumns, menuDataSchemes, menuForms, menus } from '../../db/schema';
import type { Grants } from './grants';
import { buildTree, withAncestors } from './menu-tree';
import type { Lang } from '../../core/i18n';
import { localizeRows } from '../../core/local-name';

export type MenuRow = typeof menus.$inferSelect;
export interface PermissionItem { id: string; fullName: string; enCode: string; moduleId: string; parentId: string }

/**
 * The enabled menus a user may open, in sortCode order: the administrator gets all, others the
 * granted ones plus the (enabled) directories above them, so a page granted without its parent
 * still appears in the tree. Names are in `lang` (docs/architecture.md#names-that-are-data).
 */
export async function authorizedMenus(db: DbOrTx, grants: Grants, category = 'Web', lang: Lang = 'zh') {
  const all = localizeRows(lang, await db.select().from(menus)
    .where(and(eq(menus.enabledMark, 1), eq(menus.category, category)))
    .orderBy(asc(menus.sortCode), asc(menus.createdAt)));
  if (grants.admin) return { all, granted: all, visible: all };
  const granted = all.filter((m) => grants.items.module.has(m.id));
  const parentOf = new Map(all.map((m) => [m.id, m.parentId]));
  const visibleIds = withAncestors(granted.map((m) => m.id), parentOf);
  return { all, granted, visible: all.filter((m) => visibleIds.has(m.id)) };
}

const itemTables = { button: menuButtons, column: menuColumns, form: menuForms, resource: menuDataSchemes } as const;
export type PermissionKind = keyof typeof itemTables;

/** The granted (admin: all) enabled items of one kind that belong to `moduleIds`. */
export async function authorizedItems(db: DbOrTx, grants: Grants, kind: PermissionKind, moduleIds: string[], lang: Lang = 'zh'): Promise<PermissionItem[]> {
  if (moduleIds.length === 0) return [];
  const t = itemTables[kind];
  const rows = localizeRows(lang, await db.select({ id: t.id, fullName: t.fullName, nameI18n: t.nameI18n, enCode: t.enCode, moduleId: t.moduleId, parentId: t.parentId })
    .from(t).where(and(inArray(t.moduleId, moduleIds), eq(t.enabledMark, 1))).orderBy(asc(t.sortCode)));
  const mine = grants.admin ? rows : rows.filter((r) => grants.items[kind].has(r.id));
  return mine.map(({ nameI18n: _, ...item }) => item);
}

/** menuList as CurrentUser returns it (docs/product.md#jnpf-current-user, MenuTreeVO fields). */
export function menuTree(rows: MenuRow[]) {
  return buildTree(rows.map((m) => ({
    id: m.id,
    parentId: m.parentId,
    fullName: m.fullName,
    enCode: m.enCode,
    icon: m.icon,
    urlAddress: m.urlAddress,
    linkTarget: m.linkTarget,
    type: m.type,
    propertyJson: m.propertyJson,
    sortCode: m.sortCode,
  })));
}

/** permissionList: one entry per granted menu that is not a directory. */
export async function permissionList(db: DbOrTx, grants: Grants, granted: MenuRow[], lang: Lang = 'zh') {
  const pages = granted.filter((m) => m.type !== 1);
  const ids = pages.map((m) => m.id);
  const [button, column, form, resource] = await Promise.all(
    (['button', 'column', 'form', 'resource'] as const).map((k) => authorizedItems(db, grants, k, ids, lang)),
  );
  const of = (items: PermissionItem[], moduleId: string) =>
    items.filter((i) => i.moduleId === moduleId).map(({ id, fullName, enCode }) => ({ id, fullName, enCode }));
  return pages.map((m) => ({
    modelId: m.id,
    moduleName: m.fullName,
    button: of(button, m.id),
    column: of(column, m.id),
    resource: of(resource, m.id),
    form: of(form, m.id),
  }));
}
