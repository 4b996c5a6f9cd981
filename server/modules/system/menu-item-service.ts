import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../core/errors';
import { ms } from '../../core/paging';
import { checkScheme, ruleFieldsOf, type SchemeConditions } from '../permission/data-rules';
import { buildTree } from '../permission/menu-tree';
import { authorizations, menuButtons, menuColumns, menuDataSchemes, menuForms, menus } from '../permission/tables';
import { ITEM_TEXT, MENU_TEXT } from './menu-messages';
import { keepMatches, MENU_ROOT, subtreeOf } from './menu-service';
import { describeScheme } from './scheme-text';
import type { Lang } from '../../core/i18n';
import { nameI18nInput, nameI18nWire, nameIn, type NameI18n, type NameI18nFields } from '../../core/local-name';

/** The things a menu carries and grants hang on; 'resource' is a data-rule scheme (authorizations.itemType). */
export type ItemKind = 'button' | 'column' | 'form' | 'resource';

const TABLES = { button: menuButtons, column: menuColumns, form: menuForms, resource: menuDataSchemes } as const;

/**
 * The four tables share their columns (tables.ts menuItemColumns) and differ only in a few extra
 * text columns, so one code path serves them all through the shared columns' typing.
 */
type SharedTable = typeof menuForms;
const tableOf = (kind: ItemKind) => TABLES[kind] as unknown as SharedTable;

/** Each kind's extra free-text columns. */
const EXTRA_TEXT: Record<ItemKind, string[]> = {
  button: ['icon', 'urlAddress'],
  column: ['bindTable', 'bindTableName'],
  form: ['bindTable'],
  resource: ['conditionText'],
};

export interface ItemInput extends NameI18nFields {
  moduleId?: string;
  parentId?: string;
  fullName: string;
  enCode: string;
  sortCode?: number;
  enabledMark?: number;
  icon?: string | null;
  urlAddress?: string | null;
  bindTable?: string | null;
  bindTableName?: string | null;
  conditionJson?: SchemeConditions;
  conditionText?: string | null;
}

type Row = Record<string, unknown> & { id: string; moduleId: string; parentId: string; createdAt: Date };

const parseConditions = (text: unknown): unknown => {
  try {
    return JSON.parse(String(text ?? '[]'));
  } catch {
    return [];
  }
};

/** An item as the screens read it: its columns without the audit ones; conditionJson as an array. */
function itemWire(kind: ItemKind, row: Row) {
  const { createdAt, createdBy: _c, updatedAt: _u, updatedBy: _b, nameI18n, ...rest } = row;
  return {
    ...rest,
    ...nameI18nWire(nameI18n as NameI18n | null),
    ...(kind === 'resource' ? { conditionJson: parseConditions(rest.conditionJson) } : {}),
    creatorTime: ms(createdAt),
  };
}

async function menuById(db: DbOrTx, id: string) {
  const [menu] = await db.select({ id: menus.id, enCode: menus.enCode }).from(menus).where(eq(menus.id, id));
  if (!menu) throw notFound(MENU_TEXT.menuNotFound);
  return menu;
}

/** A menu's items of one kind (disabled too) as a tree by parentId; a keyword keeps hits and ancestors. */
export async function listItems(db: DbOrTx, kind: ItemKind, moduleId: string, keyword?: string, lang: Lang = 'zh') {
  await menuById(db, moduleId);
  const t = tableOf(kind);
  const rows = await db.select().from(t).where(eq(t.moduleId, moduleId)).orderBy(asc(t.sortCode), asc(t.createdAt), asc(t.id)) as Row[];
  const kept = keepMatches(rows, keyword, (r) => [String(r.fullName), String(r.enCode)]);
  // Names in the reader's language (docs/architecture.md#names-that-are-data).
  return buildTree(kept.map((r) => itemWire(kind, { ...r, fullName: nameIn(lang, String(r.fullName), r.nameI18n as NameI18n | null) })));
}

export async function getItem(db: DbOrTx, kind: ItemKind, id: string) {
  const t = tableOf(kind);
  const [row] = await db.select().from(t).where(eq(t.id, id)) as Row[];
  if (!row) throw notFound(ITEM_TEXT[kind].notFound);
  return itemWire(kind, row);
}

/** The fields, operators and placeholders a scheme of this menu may use (the scheme editor). */
export async function schemeFields(db: DbOrTx, moduleId: string) {
  return ruleFieldsOf((await menuById(db, moduleId)).enCode);
}

const optionalText = (v: string | null | undefined) => (v == null || v.trim() === '' ? null : v.trim());

/** The stored values after applying `input` over `before` (or the defaults): absent fields keep their value. */
function readItem(kind: ItemKind, input: ItemInput, before?: Row): Record<string, unknown> {
  const fullName = input.fullName.trim();
  const enCode = input.enCode.trim();
  if (!fullName) throw badRequest(MENU_TEXT.blankName, 'fullName');
  if (!enCode) throw badRequest(MENU_TEXT.blankCode, 'enCode');
  const values: Record<string, unknown> = {
    parentId: input.parentId ?? before?.parentId ?? MENU_ROOT,
    fullName,
    nameI18n: nameI18nInput(input, fullName, before as { fullName: string; nameI18n: NameI18n | null } | undefined),
    enCode,
    sortCode: input.sortCode ?? before?.sortCode ?? 0,
    enabledMark: input.enabledMark ?? before?.enabledMark ?? 1,
  };
  for (const key of EXTRA_TEXT[kind]) {
    const given = input[key as keyof ItemInput] as string | null | undefined;
    values[key] = given !== undefined ? optionalText(given) : before?.[key] ?? null;
  }
  return values;
}

/**
 * The owning menu, row-locked for the transaction: item writes of one menu queue behind each
 * other (so the code check cannot race) and behind a delete of the menu.
 */
async function lockMenu(tx: DbOrTx, moduleId: string) {
  const [menu] = await tx.select({ id: menus.id, enCode: menus.enCode }).from(menus).where(eq(menus.id, moduleId)).for('update');
  if (!menu) throw badRequest(MENU_TEXT.ownerMissing, 'moduleId');
  return menu;
}

/** Parent '-1' or an item of the same menu that is neither the item nor below it; code unique per menu. */
async function checkPlacement(tx: DbOrTx, kind: ItemKind, moduleId: string, values: Record<string, unknown>, selfId?: string) {
  const t = tableOf(kind);
  const parentId = String(values.parentId);
  if (parentId !== MENU_ROOT) {
    if (parentId === selfId) throw badRequest(MENU_TEXT.parentCycle, 'parentId');
    const siblings = await tx.select({ id: t.id, parentId: t.parentId }).from(t).where(eq(t.moduleId, moduleId));
    if (!siblings.some((s) => s.id === parentId)) throw badRequest(MENU_TEXT.itemParentInvalid, 'parentId');
    if (selfId && subtreeOf(selfId, siblings).has(parentId)) throw badRequest(MENU_TEXT.parentCycle, 'parentId');
  }
  const [taken] = await tx.select({ id: t.id }).from(t)
    .where(and(eq(t.moduleId, moduleId), eq(t.enCode, String(values.enCode)), selfId ? ne(t.id, selfId) : undefined)).limit(1);
  if (taken) throw conflict(ITEM_TEXT[kind].codeTaken);
}

/**
 * A scheme's conditions, checked against the menu's rule fields; its text is computed from them
 * (with the fields' labels) unless the body gives one.
 */
function applyScheme(menuEnCode: string, input: ItemInput, values: Record<string, unknown>, before?: Row): void {
  const conditions = input.conditionJson ?? (before ? (parseConditions(before.conditionJson) as SchemeConditions) : []);
  const failure = checkScheme(menuEnCode, conditions);
  if (failure) throw badRequest(failure, 'conditionJson');
  values.conditionJson = JSON.stringify(conditions);
  if (!optionalText(input.conditionText)) values.conditionText = describeScheme(conditions, ruleFieldsOf(menuEnCode));
}

export async function createItem(db: Db, kind: ItemKind, actorId: string, input: ItemInput): Promise<string> {
  const t = tableOf(kind);
  return db.transaction(async (tx) => {
    const menu = await lockMenu(tx, input.moduleId!);
    const values = readItem(kind, input);
    await checkPlacement(tx, kind, menu.id, values);
    if (kind === 'resource') applyScheme(menu.enCode, input, values);
    const [row] = await tx.insert(t).values({ ...values, moduleId: menu.id, createdBy: actorId } as never).returning({ id: t.id });
    return row.id;
  });
}

/**
 * Locks the item's menu, then the item (the order every menu and item write takes, so none
 * deadlocks); 404 when the item does not exist.
 */
async function lockItem(tx: DbOrTx, kind: ItemKind, id: string) {
  const t = tableOf(kind);
  const [found] = await tx.select({ moduleId: t.moduleId }).from(t).where(eq(t.id, id));
  if (!found) throw notFound(ITEM_TEXT[kind].notFound);
  const [menu] = await tx.select({ id: menus.id, enCode: menus.enCode }).from(menus).where(eq(menus.id, found.moduleId)).for('update');
  const [row] = await tx.select().from(t).where(eq(t.id, id)).for('update') as Row[];
  if (!menu || !row) throw notFound(ITEM_TEXT[kind].notFound);
  return { menu, row };
}

export async function updateItem(db: Db, kind: ItemKind, actorId: string, id: string, input: ItemInput): Promise<void> {
  const t = tableOf(kind);
  await db.transaction(async (tx) => {
    const { menu, row: before } = await lockItem(tx, kind, id);
    if (input.moduleId !== undefined && input.moduleId !== before.moduleId) throw badRequest(MENU_TEXT.ownerLocked, 'moduleId');
    const values = readItem(kind, input, before);
    await checkPlacement(tx, kind, menu.id, values, id);
    if (kind === 'resource') applyScheme(menu.enCode, input, values, before);
    await tx.update(t).set({ ...values, updatedAt: new Date(), updatedBy: actorId } as never).where(eq(t.id, id));
  });
}

/** Deletes an item without sub-items, with every grant of it. */
export async function deleteItem(db: Db, kind: ItemKind, id: string): Promise<void> {
  const t = tableOf(kind);
  await db.transaction(async (tx) => {
    await lockItem(tx, kind, id);
    const [child] = await tx.select({ id: t.id }).from(t).where(eq(t.parentId, id)).limit(1);
    if (child) throw badRequest(MENU_TEXT.inUse);
    await tx.delete(authorizations).where(and(eq(authorizations.itemType, kind), eq(authorizations.itemId, id)));
    await tx.delete(t).where(eq(t.id, id));
  });
}

/** Enables a disabled item and disables an enabled one. */
export async function toggleItem(db: DbOrTx, kind: ItemKind, actorId: string, id: string): Promise<number> {
  const t = tableOf(kind);
  const [row] = await db.update(t)
    .set({ enabledMark: sql`1 - ${t.enabledMark}`, updatedAt: new Date(), updatedBy: actorId })
    .where(eq(t.id, id)).returning({ enabledMark: t.enabledMark });
  if (!row) throw notFound(ITEM_TEXT[kind].notFound);
  return row.enabledMark;
}
