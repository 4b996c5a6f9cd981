import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { Type, type Static } from '@sinclair/typebox';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../core/errors';
import type { Lang, Text } from '../../core/i18n';
import { NameI18nBody, nameI18nInput, nameI18nWire, nameIn } from '../../core/local-name';
import { ms, offsetOf } from '../../core/paging';
import { dictionaryItems, type DictionaryItem } from '../system/dictionary-service';
import type { TreeNode } from '../system/catalogue-tree';
import { authorizations, roles, userRelations } from './tables';
import { IntIn, TextIn, readAdminFields, type AdminField } from './admin-fields';
import { containsAny, lockWrites, otherNames, sameText } from './admin-query';
import { ROLE_TEXT } from './user-role-text';

const L = (zh: string, zhtw: string, en: string): Text => ({ zh, zhtw, en });

/** The role form (docs/product.md#jnpf-permission-tables: fullName enCode type enabledMark description sortCode). */
export const ROLE_FIELDS: AdminField[] = [
  { key: 'fullName', label: L('角色名称', '角色名稱', 'Role name'), kind: 'text', max: 50, required: true },
  { key: 'enCode', label: L('角色编码', '角色編碼', 'Role code'), kind: 'text', max: 50, required: true, rule: 'code' },
  { key: 'type', label: L('角色类型', '角色類型', 'Role type'), kind: 'text', max: 50 },
  { key: 'enabledMark', label: L('状态', '狀態', 'Status'), kind: 'int', options: [0, 1], notNull: true },
  { key: 'description', label: L('说明', '說明', 'Description'), kind: 'text', max: 500 },
  { key: 'sortCode', label: L('排序', '排序', 'Sort order'), kind: 'int', notNull: true },
];

export const RoleBody = Type.Object({
  fullName: TextIn('required, unique'),
  ...NameI18nBody,
  enCode: TextIn('required, unique; letters, digits and inner dots'),
  type: TextIn('enCode of an enabled item of dictionary roleType (e.g. system, business)'),
  enabledMark: IntIn('1 enabled (default), 0 disabled'),
  description: TextIn(),
  sortCode: IntIn('display order', 0, 999999),
});
export type RoleInput = Static<typeof RoleBody>;

/** The dictionary whose item codes are the role types. */
export const ROLE_TYPE_DICTIONARY = 'roleType';

// Name and code checks plus the write run under this lock: the roles table has no unique index.
const ROLE_LOCK = 'permission:role';

/**
 * Live users holding the role (deleted users lose their relations, but count defensively). Written
 * with explicit aliases: Drizzle leaves columns unqualified in single-table selects.
 */
const userCount = sql<number>`(select count(*) from user_relations ur join users u on u.id = ur.user_id
  where ur.object_type = 'Role' and ur.object_id = "roles"."id" and u.deleted_at is null)`.mapWith(Number);

/** GET /Role: a page of roles, keyword on name (any language) or code, in display order, with their user counts. */
export async function pageRoles(db: DbOrTx, q: { keyword?: string; currentPage: number; pageSize: number }, lang: Lang = 'zh') {
  const keyword = q.keyword?.trim();
  const where: SQL | undefined = keyword ? containsAny(keyword, roles.fullName, ...otherNames(roles.nameI18n), roles.enCode) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select({
      id: roles.id, fullName: roles.fullName, nameI18n: roles.nameI18n, enCode: roles.enCode, type: roles.type, enabledMark: roles.enabledMark,
      description: roles.description, sortCode: roles.sortCode, createdAt: roles.createdAt, userCount,
    }).from(roles).where(where)
      .orderBy(asc(roles.sortCode), desc(roles.createdAt), asc(roles.id))
      .limit(q.pageSize).offset(offsetOf(q)),
    db.select({ total: count() }).from(roles).where(where),
  ]);
  return {
    list: rows.map(({ createdAt, nameI18n, ...r }) => ({ ...r, fullName: nameIn(lang, r.fullName, nameI18n), creatorTime: ms(createdAt) })),
    total: Number(total),
  };
}

const flatten = (items: Array<TreeNode<DictionaryItem>>): DictionaryItem[] =>
  items.flatMap((i) => [i, ...flatten(i.children ?? [])]);

const roleTypes = async (db: DbOrTx, lang: Lang = 'zh') => flatten(await dictionaryItems(db, ROLE_TYPE_DICTIONARY, lang));

export interface RoleOption {
  id: string;
  fullName: string;
  enCode: string;
  type: string | null;
  typeName: string;
}

export interface RoleTypeGroup {
  id: string;
  fullName: string;
  type: 'roleType';
  enCode: string;
  children: Array<RoleOption & { parentId: string }>;
}

/**
 * GET /Role/Selector: enabled roles in display order. Flat by default (what multi-selects want);
 * `grouped` nests them under their type's dictionary item (JNPF's tree), with a group '其他' for
 * roles without a known type. Group nodes are not roles: their `type` is 'roleType'.
 */
export async function roleSelector(db: DbOrTx, grouped: boolean, otherName = '其他', lang: Lang = 'zh'): Promise<Array<RoleOption | RoleTypeGroup>> {
  const [rows, types] = await Promise.all([
    db.select({ id: roles.id, fullName: roles.fullName, nameI18n: roles.nameI18n, enCode: roles.enCode, type: roles.type }).from(roles)
      .where(eq(roles.enabledMark, 1)).orderBy(asc(roles.sortCode), asc(roles.fullName)),
    roleTypes(db, lang),
  ]);
  const typeName = new Map(types.map((t) => [t.enCode, t.fullName]));
  const options: RoleOption[] = rows.map(({ nameI18n, ...r }) => ({
    ...r, fullName: nameIn(lang, r.fullName, nameI18n), typeName: (r.type && typeName.get(r.type)) || '',
  }));
  if (!grouped) return options;
  const groups: RoleTypeGroup[] = types.map((t) => ({ id: t.id, fullName: t.fullName, type: 'roleType', enCode: t.enCode, children: [] }));
  const other: RoleTypeGroup = { id: 'other', fullName: otherName, type: 'roleType', enCode: '', children: [] };
  for (const o of options) {
    const group = groups.find((g) => g.enCode === o.type) ?? other;
    group.children.push({ ...o, parentId: group.id });
  }
  return [...groups, other].filter((g) => g.children.length > 0);
}

/** GET /Role/{id}: the form. */
export async function roleForm(db: DbOrTx, id: string) {
  const [r] = await db.select({
    id: roles.id, fullName: roles.fullName, nameI18n: roles.nameI18n, enCode: roles.enCode, type: roles.type, enabledMark: roles.enabledMark,
    description: roles.description, sortCode: roles.sortCode, createdAt: roles.createdAt, userCount,
  }).from(roles).where(eq(roles.id, id));
  if (!r) throw notFound(ROLE_TEXT.notFound);
  const { createdAt, nameI18n, ...rest } = r;
  return { ...rest, ...nameI18nWire(nameI18n), creatorTime: ms(createdAt) };
}

/** Name and code are unique among roles (case-insensitive); the type is a roleType code. */
async function assertRoleRules(tx: Tx, values: Record<string, unknown>, selfId?: string): Promise<void> {
  const others = selfId ? ne(roles.id, selfId) : undefined;
  if (typeof values.fullName === 'string') {
    const [taken] = await tx.select({ id: roles.id }).from(roles).where(and(sameText(roles.fullName, values.fullName), others)).limit(1);
    if (taken) throw conflict(ROLE_TEXT.nameTaken);
  }
  if (typeof values.enCode === 'string') {
    const [taken] = await tx.select({ id: roles.id }).from(roles).where(and(sameText(roles.enCode, values.enCode), others)).limit(1);
    if (taken) throw conflict(ROLE_TEXT.codeTaken);
  }
  if (typeof values.type === 'string' && !(await roleTypes(tx)).some((t) => t.enCode === values.type)) {
    throw badRequest(ROLE_TEXT.badType, 'type');
  }
}

async function lockRole(tx: Tx, id: string) {
  const [row] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
  if (!row) throw notFound(ROLE_TEXT.notFound);
  return row;
}

export async function createRole(db: Db, actorId: string, body: RoleInput): Promise<string> {
  const values = readAdminFields(ROLE_FIELDS, body, true);
  return db.transaction(async (tx) => {
    await lockWrites(tx, ROLE_LOCK);
    await assertRoleRules(tx, values);
    const [row] = await tx.insert(roles).values({
      ...(values as Partial<typeof roles.$inferInsert>), fullName: values.fullName as string, enCode: values.enCode as string, createdBy: actorId,
      nameI18n: nameI18nInput(body, values.fullName as string),
    }).returning({ id: roles.id });
    return row.id;
  });
}

/** PUT: fields present are written (absent: unchanged; null or '' clears an optional one). */
export async function updateRole(db: Db, actorId: string, id: string, body: RoleInput): Promise<void> {
  const values = readAdminFields(ROLE_FIELDS, body, false);
  await db.transaction(async (tx) => {
    await lockWrites(tx, ROLE_LOCK);
    const before = await lockRole(tx, id);
    // A type sent back unchanged is kept even if its dictionary item was disabled since.
    if (values.type === before.type) delete values.type;
    await assertRoleRules(tx, values, id);
    const nameI18n = nameI18nInput(body, typeof values.fullName === 'string' ? values.fullName : before.fullName, before);
    await tx.update(roles).set({ ...(values as Partial<typeof roles.$inferInsert>), nameI18n, updatedAt: new Date(), updatedBy: actorId }).where(eq(roles.id, id));
  });
}

/** DELETE: refused while a live user holds the role; its grants go with it, in one transaction. */
export async function deleteRole(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockWrites(tx, ROLE_LOCK);
    const row = await lockRole(tx, id);
    const [{ n }] = await tx.select({ n: userCount }).from(roles).where(eq(roles.id, row.id));
    if (n > 0) throw badRequest(ROLE_TEXT.inUse);
    await tx.delete(authorizations).where(and(eq(authorizations.objectType, 'Role'), eq(authorizations.objectId, id)));
    await tx.delete(userRelations).where(and(eq(userRelations.objectType, 'Role'), eq(userRelations.objectId, id)));
    await tx.delete(roles).where(eq(roles.id, id));
  });
}

/** State action: toggles enabledMark 1 <-> 0. A disabled role grants nothing from the next request on (grants.ts). */
export async function toggleRoleState(db: Db, actorId: string, id: string): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await lockRole(tx, id);
    const enabledMark = row.enabledMark === 1 ? 0 : 1;
    await tx.update(roles).set({ enabledMark, updatedAt: new Date(), updatedBy: actorId }).where(eq(roles.id, id));
    return enabledMark;
  });
}
