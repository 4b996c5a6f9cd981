import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../core/errors';
import { ms } from '../../core/paging';
import { authorizations, menuButtons, menuColumns, menuDataSchemes, menuForms, menus } from '../permission/tables';
import { buildTree, withAncestors } from '../permission/menu-tree';
import { MENU_TEXT } from './menu-messages';
import type { Lang } from '../../core/i18n';
import { localizeRows, nameI18nInput, nameI18nWire, type NameI18nFields } from '../../core/local-name';

export type MenuRow = typeof menus.$inferSelect;
export type MenuCategory = 'Web' | 'App';

/** Top level of the menu tree (JNPF root parent). */
export const MENU_ROOT = '-1';
/** Types whose address is their target: page, data screen, link. */
const NEEDS_URL = new Set([2, 6, 7]);
/** Types that open a designed model, dictionary, report or portal named by propertyJson.moduleId. */
const NEEDS_MODULE = new Set([3, 4, 5, 8]);

export interface MenuInput extends NameI18nFields {
  parentId?: string;
  type: number;
  fullName: string;
  enCode: string;
  icon?: string | null;
  urlAddress?: string | null;
  linkTarget?: string | null;
  category?: MenuCategory;
  propertyJson?: string | Record<string, unknown> | null;
  isButtonAuthorize?: number;
  isColumnAuthorize?: number;
  isDataAuthorize?: number;
  isFormAuthorize?: number;
  description?: string | null;
  sortCode?: number;
  enabledMark?: number;
}

/** A menu as the administration screens read it; creatorTime is epoch ms. */
export const menuWire = (m: MenuRow) => ({
  id: m.id,
  parentId: m.parentId,
  type: m.type,
  fullName: m.fullName,
  ...nameI18nWire(m.nameI18n),
  enCode: m.enCode,
  icon: m.icon,
  urlAddress: m.urlAddress,
  linkTarget: m.linkTarget,
  category: m.category,
  propertyJson: m.propertyJson,
  isButtonAuthorize: m.isButtonAuthorize,
  isColumnAuthorize: m.isColumnAuthorize,
  isDataAuthorize: m.isDataAuthorize,
  isFormAuthorize: m.isFormAuthorize,
  description: m.description,
  sortCode: m.sortCode,
  enabledMark: m.enabledMark,
  creatorTime: ms(m.createdAt),
});

const displayOrder = [asc(menus.sortCode), asc(menus.createdAt), asc(menus.id)];

/** `rootId` and every row below it. */
export function subtreeOf(rootId: string, rows: Array<{ id: string; parentId: string }>): Set<string> {
  const out = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of rows) {
      if (out.has(r.parentId) && !out.has(r.id)) {
        out.add(r.id);
        grew = true;
      }
    }
  }
  return out;
}

/** Rows whose text matches `keyword`, with their ancestors so the tree stays connected. */
export function keepMatches<T extends { id: string; parentId: string }>(rows: T[], keyword: string | undefined, text: (r: T) => string[]): T[] {
  const k = keyword?.trim().toLowerCase();
  if (!k) return rows;
  const hits = rows.filter((r) => text(r).some((s) => s.toLowerCase().includes(k))).map((r) => r.id);
  const keep = withAncestors(hits, new Map(rows.map((r) => [r.id, r.parentId])));
  return rows.filter((r) => keep.has(r.id));
}

/** Every menu of a category (disabled ones too) as a tree, names in `lang`; a keyword keeps the hits and their ancestors. */
export async function listMenus(db: DbOrTx, category: MenuCategory, keyword?: string, lang: Lang = 'zh') {
  const rows = await db.select().from(menus).where(eq(menus.category, category)).orderBy(...displayOrder);
  const hits = keepMatches(rows, keyword, (m) => [m.fullName, m.enCode, m.nameI18n?.zhtw ?? '', m.nameI18n?.en ?? '']);
  return buildTree(localizeRows(lang, hits).map(menuWire));
}

/**
 * The directories a menu may be placed under (the parent picker): every directory of the category
 * except `excludeId` and its sub-tree ('0' when creating). Choosing none means the top level ('-1').
 */
export async function menuDirectories(db: DbOrTx, excludeId: string, category: MenuCategory, lang: Lang = 'zh') {
  const rows = localizeRows(lang, await db.select().from(menus).where(eq(menus.category, category)).orderBy(...displayOrder));
  const excluded = subtreeOf(excludeId, rows);
  return buildTree(rows
    .filter((m) => m.type === 1 && !excluded.has(m.id))
    .map((m) => ({ id: m.id, parentId: m.parentId, fullName: m.fullName, enCode: m.enCode, icon: m.icon, type: m.type, category: m.category, enabledMark: m.enabledMark })));
}

export async function getMenu(db: DbOrTx, id: string) {
  const [row] = await db.select().from(menus).where(eq(menus.id, id));
  if (!row) throw notFound(MENU_TEXT.menuNotFound);
  return menuWire(row);
}

/** Optional text: trimmed, '' stored as null. */
const optionalText = (v: string | null | undefined) => (v == null || v.trim() === '' ? null : v.trim());

/** propertyJson as stored text; an object, or a string holding one. */
function propertyText(v: MenuInput['propertyJson']): { text: string | null; moduleId?: unknown } {
  if (v == null || (typeof v === 'string' && v.trim() === '')) return { text: null };
  let parsed: unknown = v;
  if (typeof v === 'string') {
    try {
      parsed = JSON.parse(v);
    } catch {
      throw badRequest(MENU_TEXT.propertyJsonInvalid, 'propertyJson');
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest(MENU_TEXT.propertyJsonInvalid, 'propertyJson');
  return { text: JSON.stringify(parsed), moduleId: (parsed as { moduleId?: unknown }).moduleId };
}

type MenuValues = Omit<typeof menus.$inferInsert, 'id' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy'>;

/**
 * The stored values after applying `input` to `before` (or to the defaults when creating): fields
 * the body leaves out keep their value. Checks the rules that need no database.
 */
function readMenu(input: MenuInput, before?: MenuRow): MenuValues {
  const fullName = input.fullName.trim();
  const enCode = input.enCode.trim();
  if (!fullName) throw badRequest(MENU_TEXT.blankName, 'fullName');
  if (!enCode) throw badRequest(MENU_TEXT.blankCode, 'enCode');
  const has = (k: keyof MenuInput) => input[k] !== undefined;
  const property = has('propertyJson') ? propertyText(input.propertyJson) : propertyText(before?.propertyJson);
  const values: MenuValues = {
    parentId: input.parentId ?? before?.parentId ?? MENU_ROOT,
    type: input.type,
    fullName,
    nameI18n: nameI18nInput(input, fullName, before),
    enCode,
    icon: has('icon') ? optionalText(input.icon) : before?.icon ?? null,
    urlAddress: has('urlAddress') ? optionalText(input.urlAddress) : before?.urlAddress ?? null,
    linkTarget: has('linkTarget') ? optionalText(input.linkTarget) : before?.linkTarget ?? null,
    category: input.category ?? before?.category ?? 'Web',
    propertyJson: property.text,
    isButtonAuthorize: input.isButtonAuthorize ?? before?.isButtonAuthorize ?? 0,
    isColumnAuthorize: input.isColumnAuthorize ?? before?.isColumnAuthorize ?? 0,
    isDataAuthorize: input.isDataAuthorize ?? before?.isDataAuthorize ?? 0,
    isFormAuthorize: input.isFormAuthorize ?? before?.isFormAuthorize ?? 0,
    description: has('description') ? optionalText(input.description) : before?.description ?? null,
    sortCode: input.sortCode ?? before?.sortCode ?? 0,
    enabledMark: input.enabledMark ?? before?.enabledMark ?? 1,
  };
  if (NEEDS_URL.has(values.type) && !values.urlAddress) throw badRequest(MENU_TEXT.urlRequired, 'urlAddress');
  const moduleId = property.moduleId;
  if (NEEDS_MODULE.has(values.type) && (typeof moduleId !== 'string' || moduleId.trim() === '')) {
    throw badRequest(MENU_TEXT.moduleIdRequired, 'propertyJson');
  }
  return values;
}

/** Serialises menu writes, so the uniqueness and tree checks below cannot race each other. */
const lockMenus = (tx: DbOrTx) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('menus'))`);

/** The parent must be '-1' or a directory of the same category that is neither the menu nor below it. */
async function checkParent(tx: DbOrTx, values: MenuValues, selfId?: string): Promise<void> {
  const parentId = values.parentId ?? MENU_ROOT;
  if (parentId === MENU_ROOT) return;
  if (parentId === selfId) throw badRequest(MENU_TEXT.parentCycle, 'parentId');
  const [parent] = await tx.select({ type: menus.type, category: menus.category }).from(menus).where(eq(menus.id, parentId));
  if (!parent || parent.type !== 1 || parent.category !== values.category) throw badRequest(MENU_TEXT.parentInvalid, 'parentId');
  if (selfId) {
    const all = await tx.select({ id: menus.id, parentId: menus.parentId }).from(menus);
    if (subtreeOf(selfId, all).has(parentId)) throw badRequest(MENU_TEXT.parentCycle, 'parentId');
  }
}

/** enCode unique per category, fullName unique among siblings. */
async function checkUnique(tx: DbOrTx, values: MenuValues, selfId?: string): Promise<void> {
  const notSelf = selfId ? ne(menus.id, selfId) : undefined;
  const category = eq(menus.category, values.category!);
  const [code] = await tx.select({ id: menus.id }).from(menus).where(and(category, eq(menus.enCode, values.enCode), notSelf)).limit(1);
  if (code) throw conflict(MENU_TEXT.menuCodeTaken);
  const [name] = await tx.select({ id: menus.id }).from(menus)
    .where(and(category, eq(menus.parentId, values.parentId!), eq(menus.fullName, values.fullName), notSelf)).limit(1);
  if (name) throw conflict(MENU_TEXT.menuNameTaken);
}

const hasChildMenus = async (tx: DbOrTx, id: string) =>
  (await tx.select({ id: menus.id }).from(menus).where(eq(menus.parentId, id)).limit(1)).length > 0;

export async function createMenu(db: Db, actorId: string, input: MenuInput): Promise<string> {
  const values = readMenu(input);
  return db.transaction(async (tx) => {
    await lockMenus(tx);
    await checkParent(tx, values);
    await checkUnique(tx, values);
    const [row] = await tx.insert(menus).values({ ...values, createdBy: actorId }).returning({ id: menus.id });
    return row.id;
  });
}

export async function updateMenu(db: Db, actorId: string, id: string, input: MenuInput): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMenus(tx);
    const [before] = await tx.select().from(menus).where(eq(menus.id, id));
    if (!before) throw notFound(MENU_TEXT.menuNotFound);
    const values = readMenu(input, before);
    await checkParent(tx, values, id);
    if (await hasChildMenus(tx, id)) {
      // The sub-menus must keep a directory of their own category above them.
      if (values.type !== 1) throw badRequest(MENU_TEXT.mustStayDirectory, 'type');
      if (values.category !== before.category) throw badRequest(MENU_TEXT.categoryLocked, 'category');
    }
    await checkUnique(tx, values, id);
    await tx.update(menus).set({ ...values, updatedAt: new Date(), updatedBy: actorId }).where(eq(menus.id, id));
  });
}

const ITEM_TABLES = { button: menuButtons, column: menuColumns, form: menuForms, resource: menuDataSchemes } as const;

/**
 * Deletes a menu without sub-menus, with its buttons, columns, forms and schemes and every grant
 * of the menu or of those items, all in one transaction.
 */
export async function deleteMenu(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMenus(tx);
    // The row lock makes a concurrent item write on this menu wait, then find no menu.
    const [row] = await tx.select({ id: menus.id }).from(menus).where(eq(menus.id, id)).for('update');
    if (!row) throw notFound(MENU_TEXT.menuNotFound);
    if (await hasChildMenus(tx, id)) throw badRequest(MENU_TEXT.inUse);
    const grants: SQL[] = [and(eq(authorizations.itemType, 'module'), eq(authorizations.itemId, id))!];
    for (const [kind, table] of Object.entries(ITEM_TABLES)) {
      const items = await tx.select({ id: table.id }).from(table).where(eq(table.moduleId, id));
      if (items.length) grants.push(and(eq(authorizations.itemType, kind), inArray(authorizations.itemId, items.map((i) => i.id)))!);
      await tx.delete(table).where(eq(table.moduleId, id));
    }
    await tx.delete(authorizations).where(or(...grants));
    await tx.delete(menus).where(eq(menus.id, id));
  });
}

/** Enables a disabled menu and disables an enabled one. */
export async function toggleMenu(db: DbOrTx, actorId: string, id: string): Promise<number> {
  const [row] = await db.update(menus)
    .set({ enabledMark: sql`1 - ${menus.enabledMark}`, updatedAt: new Date(), updatedBy: actorId })
    .where(eq(menus.id, id)).returning({ enabledMark: menus.enabledMark });
  if (!row) throw notFound(MENU_TEXT.menuNotFound);
  return row.enabledMark;
}
