import { and, asc, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../core/errors';
import { AUTHORIZE_TEXT, fillText } from './authorize-messages';
import type { Lang } from '../../core/i18n';
import { nameIn } from '../../core/local-name';
import { AUTH_KINDS, authorizeTree, type AuthItem, type AuthItemKind, type AuthKind, type AuthMenu } from './authorize-tree';
import { assertHolds, assertNotOwn } from './escalation';
import type { Grants } from './grants';
import { authorizations, menuButtons, menuColumns, menuDataSchemes, menuForms, menus, positions, roles, users } from './tables';

export const OBJECT_TYPES = ['Role', 'Position', 'User'] as const;
export type ObjectType = (typeof OBJECT_TYPES)[number];

/** Granted item ids per kind, as the dialog sends and receives them. */
export type GrantLists = Partial<Record<AuthKind, string[]>>;

const ITEM_TABLES = { button: menuButtons, column: menuColumns, form: menuForms, resource: menuDataSchemes } as const;
const INSERT_BATCH = 1000;

/**
 * Who authorises: their rights (they grant only what they hold, and never to themselves or the roles and positions
 * their own rights come from) and the user page's data scope, which limits the users they may authorise.
 */
export interface GrantActor {
  id: string;
  grants: Grants;
  userScope: SQL | undefined;
}

export interface GrantObject {
  id: string;
  objectType: ObjectType;
  isAdministrator: boolean;
}

/**
 * The role, position or (not deleted, in `userScope`) user `id`, or null. `lock` row-locks it for the transaction.
 */
async function findObject(db: DbOrTx, objectType: ObjectType, id: string, userScope: SQL | undefined, lock: boolean): Promise<GrantObject | null> {
  if (objectType === 'User') {
    const q = db.select({ id: users.id, isAdministrator: users.isAdministrator }).from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt), userScope));
    const [row] = lock ? await q.for('update') : await q;
    return row ? { id: row.id, objectType, isAdministrator: row.isAdministrator === 1 } : null;
  }
  const table = objectType === 'Role' ? roles : positions;
  const q = db.select({ id: table.id }).from(table).where(eq(table.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ? { id: row.id, objectType, isAdministrator: false } : null;
}

/** The object `id` of `objectType` (any type when not given); 404 when there is none or the user is out of scope. */
export async function requireObject(
  db: DbOrTx, objectType: ObjectType | undefined, id: string, userScope: SQL | undefined, lock = false,
): Promise<GrantObject> {
  for (const type of objectType ? [objectType] : OBJECT_TYPES) {
    const found = await findObject(db, type, id, userScope, lock);
    if (found) return found;
  }
  throw notFound(AUTHORIZE_TEXT.objectNotFound);
}

/** The ids granted to the object, per kind (portal grants aside). */
async function grantedIds(db: DbOrTx, object: GrantObject): Promise<Record<AuthKind, string[]>> {
  const rows = await db.select({ itemType: authorizations.itemType, itemId: authorizations.itemId }).from(authorizations)
    .where(and(eq(authorizations.objectType, object.objectType), eq(authorizations.objectId, object.id)))
    .orderBy(asc(authorizations.sortCode), asc(authorizations.createdAt));
  const out = Object.fromEntries(AUTH_KINDS.map((k) => [k, [] as string[]])) as Record<AuthKind, string[]>;
  for (const r of rows) out[r.itemType as AuthKind]?.push(r.itemId);
  return out;
}

/** Enabled menus of both categories, Web first, each in display order; names in `lang`. */
async function enabledMenus(db: DbOrTx, lang: Lang): Promise<AuthMenu[]> {
  const rows = await db.select({
    id: menus.id, parentId: menus.parentId, fullName: menus.fullName, nameI18n: menus.nameI18n, enCode: menus.enCode, icon: menus.icon, type: menus.type, category: menus.category,
  }).from(menus).where(eq(menus.enabledMark, 1)).orderBy(asc(menus.sortCode), asc(menus.createdAt), asc(menus.id));
  const rank = (c: string) => (c === 'Web' ? 0 : 1);
  return rows.sort((a, b) => rank(a.category) - rank(b.category))
    .map(({ nameI18n, ...m }) => ({ ...m, fullName: nameIn(lang, m.fullName, nameI18n) }));
}

/** Enabled items of one kind, in display order; names in `lang`. */
async function enabledItems(db: DbOrTx, kind: AuthItemKind, lang: Lang): Promise<AuthItem[]> {
  const t = ITEM_TABLES[kind] as unknown as typeof menuForms; // the item tables share these columns
  const rows = (await db.select({ id: t.id, moduleId: t.moduleId, parentId: t.parentId, fullName: t.fullName, nameI18n: t.nameI18n, enCode: t.enCode })
    .from(t).where(eq(t.enabledMark, 1)).orderBy(asc(t.sortCode), asc(t.createdAt), asc(t.id)))
    .map(({ nameI18n, ...r }) => ({ ...r, fullName: nameIn(lang, r.fullName, nameI18n) }));
  if (kind !== 'button') return rows;
  const icons = new Map((await db.select({ id: menuButtons.id, icon: menuButtons.icon }).from(menuButtons)).map((b) => [b.id, b.icon]));
  return rows.map((r) => ({ ...r, icon: icons.get(r.id) ?? null }));
}

async function treeOf(db: DbOrTx, kind: AuthKind, menuRows: AuthMenu[], lang: Lang, onlyMenus?: Set<string>) {
  const items = kind === 'module' ? [] : await enabledItems(db, kind, lang);
  return authorizeTree(kind, menuRows, items, onlyMenus);
}

/** Every tab of the authorisation dialog: {module, button, column, form, resource}, each {list: tree, ids: granted}. */
export async function authorizeData(db: DbOrTx, objectType: ObjectType, objectId: string, userScope: SQL | undefined, lang: Lang = 'zh') {
  const object = await requireObject(db, objectType, objectId, userScope);
  const [menuRows, ids] = await Promise.all([enabledMenus(db, lang), grantedIds(db, object)]);
  const entries = await Promise.all(AUTH_KINDS.map(async (kind) => [kind, { list: await treeOf(db, kind, menuRows, lang), ids: ids[kind] }] as const));
  return Object.fromEntries(entries) as Record<AuthKind, { list: Awaited<ReturnType<typeof treeOf>>; ids: string[] }>;
}

/** One tab's tree limited to the chosen menus, with the object's granted ids of that kind. */
export async function authorizeValues(db: DbOrTx, object: GrantObject, kind: AuthKind, moduleIds: string[], lang: Lang = 'zh') {
  const [menuRows, ids] = await Promise.all([enabledMenus(db, lang), grantedIds(db, object)]);
  return { list: await treeOf(db, kind, menuRows, lang, new Set(moduleIds)), ids: ids[kind] };
}

/** The lists deduplicated; 400 naming the kind when one holds an id that does not exist. */
async function existingItems(db: DbOrTx, lists: GrantLists): Promise<Record<AuthKind, string[]>> {
  const out = {} as Record<AuthKind, string[]>;
  for (const kind of AUTH_KINDS) {
    const ids = [...new Set(lists[kind] ?? [])];
    out[kind] = ids;
    if (ids.length === 0) continue;
    const t = kind === 'module' ? menus : (ITEM_TABLES[kind] as unknown as typeof menuForms);
    const found = await db.select({ id: t.id }).from(t).where(inArray(t.id, ids));
    if (found.length !== ids.length) throw badRequest(fillText(AUTHORIZE_TEXT.unknownItems, { kind }), kind);
  }
  return out;
}

type GrantRow = typeof authorizations.$inferInsert;

async function insertGrants(tx: DbOrTx, rows: GrantRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await tx.insert(authorizations).values(rows.slice(i, i + INSERT_BATCH)).onConflictDoNothing();
  }
}

const rowsFor = (objects: GrantObject[], items: Record<AuthKind, string[]>, actorId: string): GrantRow[] =>
  objects.flatMap((o) => AUTH_KINDS.flatMap((kind) => items[kind].map((itemId, i) => ({
    objectType: o.objectType, objectId: o.id, itemType: kind, itemId, sortCode: i, createdBy: actorId,
  }))));

/**
 * Replaces every grant of one role, position or user (portal grants aside) with the given lists,
 * in one transaction. The administrator needs none (400); unknown objects are 404, unknown ids 400;
 * one's own grants, or a right the actor does not hold added, 403.
 */
export async function saveAuthorize(db: Db, actor: GrantActor, objectType: ObjectType, objectId: string, lists: GrantLists): Promise<void> {
  await db.transaction(async (tx) => {
    // The row lock queues concurrent saves of one object, and a delete of it.
    const object = await requireObject(tx, objectType, objectId, actor.userScope, true);
    if (object.isAdministrator) throw badRequest(AUTHORIZE_TEXT.adminHasAll);
    await assertNotOwn(tx, actor, [object.id]);
    const items = await existingItems(tx, lists);
    // Rights the object already has may stay (or go) whoever saves; only what is added must be the actor's own.
    const before = await grantedIds(tx, object);
    assertHolds(actor.grants, Object.fromEntries(AUTH_KINDS.map((k) => [k, items[k].filter((id) => !before[k].includes(id))])));
    await tx.delete(authorizations).where(and(
      eq(authorizations.objectType, objectType), eq(authorizations.objectId, objectId), ne(authorizations.itemType, 'portal'),
    ));
    await insertGrants(tx, rowsFor([object], items, actor.id));
  });
}

export interface BatchInput extends GrantLists {
  userIds?: string[];
  positionIds?: string[];
  roleIds?: string[];
}

/** Adds every given right to every given role, position and user (existing grants stay), in one transaction. */
export async function batchAuthorize(db: Db, actor: GrantActor, input: BatchInput): Promise<void> {
  const targets: Array<[ObjectType, string[]]> = [
    ['Role', [...new Set(input.roleIds ?? [])]],
    ['Position', [...new Set(input.positionIds ?? [])]],
    ['User', [...new Set(input.userIds ?? [])]],
  ];
  if (targets.every(([, ids]) => ids.length === 0)) throw badRequest(AUTHORIZE_TEXT.noObjects);
  if (AUTH_KINDS.every((k) => (input[k] ?? []).length === 0)) throw badRequest(AUTHORIZE_TEXT.noItems);
  await db.transaction(async (tx) => {
    const objects: GrantObject[] = [];
    for (const [type, ids] of targets) {
      for (const id of ids) {
        const object = await requireObject(tx, type, id, actor.userScope, true);
        if (object.isAdministrator) throw badRequest(AUTHORIZE_TEXT.adminHasAll);
        objects.push(object);
      }
    }
    await assertNotOwn(tx, actor, objects.map((o) => o.id));
    const items = await existingItems(tx, input);
    assertHolds(actor.grants, items);
    await insertGrants(tx, rowsFor(objects, items, actor.id));
  });
}
