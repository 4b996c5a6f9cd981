import { and, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../core/errors';
import { hashPassword } from '../auth/password';
import { endSessions, sessionsOfUser } from '../auth/session-service';
import { organizations, positions, roles, userRelations, users } from './tables';
import { fieldError, fieldOf, readAdminFields, type AdminValues } from './admin-fields';
import { assertNotOwn, assertObjectsWithin } from './escalation';
import type { Grants } from './grants';
import { lockWrites, sameText } from './admin-query';
import { randomPassword, typedPasswordMd5 } from './password-policy';
import { liveUser } from './user-admin-read';
import { ID_CARD_TYPE, USER_FIELDS, type UserCreateInput, type UserUpdateInput } from './user-admin-input';
import { USER_TEXT, fillAll } from './user-role-text';

type UserRow = typeof users.$inferSelect;
type UserSet = Partial<typeof users.$inferInsert>;

/**
 * Who administers users: their id, their rights (nobody hands out roles or positions with more than they hold)
 * and the user page's data scope (undefined: no limit), which every by-id call applies.
 */
export interface UserAdminActor {
  id: string;
  grants: Grants;
  scope: SQL | undefined;
}

/** A write that ended the target's sessions: the routes push `logout` to them after the commit. */
export interface EndedSessions {
  ended: string[];
  language: string | null;
}

// Every account check and write runs under this lock, so two saves cannot both pass the check.
const ACCOUNT_LOCK = 'permission:user-account';

const field = (key: string) => fieldOf(USER_FIELDS, key);

/**
 * The live user inside the caller's data scope (the user page's data rules; undefined: no limit), locked for the
 * rest of the transaction; 404 when missing, deleted or out of scope, so a scoped caller learns nothing of others.
 */
async function lockLive(tx: Tx, id: string, scope: SQL | undefined): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(and(eq(users.id, id), liveUser, scope)).for('update');
  if (!row) throw notFound(USER_TEXT.notFound);
  return row;
}

/** The administrator is managed only through their own profile (docs/product.md#jnpf-permission-tables). */
function refuseAdministrator(row: UserRow): void {
  if (row.isAdministrator === 1) throw badRequest(USER_TEXT.adminLocked);
}

/** Accounts of live users differ by more than letter case; a deleted user's account is free again. */
async function assertAccountFree(tx: Tx, account: string, selfId?: string): Promise<void> {
  const rows = await tx.select({ id: users.id }).from(users)
    .where(and(sameText(users.account, account), isNull(users.deletedAt), selfId ? ne(users.id, selfId) : undefined));
  if (rows.length) throw conflict(USER_TEXT.accountTaken);
}

async function assertIdsExist(tx: Tx, key: 'positionId' | 'roleId', ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const table = key === 'positionId' ? positions : roles;
  const found = new Set((await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((r) => r.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw fieldError(field(key), fillAll(USER_TEXT.notExistsIds, { ids: missing.join(',') }));
}

/** The references of the form point at real records: organisation, manager (not the user), positions, roles. */
async function assertReferences(tx: Tx, values: AdminValues, selfId?: string): Promise<void> {
  if (typeof values.organizeId === 'string') {
    const [org] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, values.organizeId));
    if (!org) throw fieldError(field('organizeId'), USER_TEXT.notExists);
  }
  if (typeof values.managerId === 'string') {
    if (values.managerId === selfId) throw badRequest(USER_TEXT.managerSelf, 'managerId');
    const [manager] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, values.managerId), liveUser));
    if (!manager) throw fieldError(field('managerId'), USER_TEXT.notExists);
  }
  if (Array.isArray(values.positionId)) await assertIdsExist(tx, 'positionId', values.positionId);
  if (Array.isArray(values.roleId)) await assertIdsExist(tx, 'roleId', values.roleId);
}

/** Checks that span fields, on the record as it will be stored. */
function assertConsistent(merged: Pick<UserRow, 'certificatesType' | 'certificatesNumber' | 'birthday'>): void {
  if (merged.certificatesType === ID_CARD_TYPE && merged.certificatesNumber) {
    const def = field('certificatesNumber');
    // Re-read through the field rules with the id-number rule switched on.
    readAdminFields([{ ...def, rule: 'idNumber' }], { certificatesNumber: merged.certificatesNumber }, false);
  }
  if (merged.birthday && merged.birthday.getTime() > Date.now()) throw fieldError(field('birthday'), USER_TEXT.futureDate);
}

/** Replaces the user's Role or Position relation rows, keeping the given order. */
async function writeRelations(tx: Tx, userId: string, objectType: 'Role' | 'Position', ids: string[]): Promise<void> {
  await tx.delete(userRelations).where(and(eq(userRelations.userId, userId), eq(userRelations.objectType, objectType)));
  if (ids.length) await tx.insert(userRelations).values(ids.map((objectId, i) => ({ userId, objectType, objectId, sortCode: i + 1 })));
}

type Relations = Record<'roleId' | 'positionId', string[]>;

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** The user's current role and position ids. */
async function relationIds(tx: Tx, userId: string): Promise<Relations> {
  const rows = await tx.select({ objectType: userRelations.objectType, objectId: userRelations.objectId })
    .from(userRelations).where(eq(userRelations.userId, userId));
  return {
    roleId: rows.filter((r) => r.objectType === 'Role').map((r) => r.objectId),
    positionId: rows.filter((r) => r.objectType === 'Position').map((r) => r.objectId),
  };
}

/**
 * Roles and positions (docs/architecture.md#access-rules): nobody but the administrator changes their own, and an
 * actor adds to a user only those whose rights the actor holds. `before` is empty on create.
 */
async function assertRelationsAllowed(tx: Tx, actor: UserAdminActor, values: AdminValues, before: Relations, userId?: string): Promise<void> {
  if (actor.grants.admin) return;
  const added: string[] = [];
  for (const key of ['roleId', 'positionId'] as const) {
    const next = values[key];
    if (!Array.isArray(next)) continue;
    if (userId === actor.id && !sameSet(next, before[key])) await assertNotOwn(tx, actor, [actor.id]);
    added.push(...next.filter((id) => !before[key].includes(id)));
  }
  await assertObjectsWithin(tx, actor.grants, added);
}

/** The column values of the form (everything but the relation lists). */
function columnsOf(values: AdminValues): UserSet {
  const { positionId: _p, roleId: _r, ...columns } = values;
  return columns as UserSet;
}

/** A password set for someone else: the typed one, or a random one that is handed back once (`shown`). */
function initialPassword(typed: string | undefined, field: string): { md5: string; shown?: string } {
  if (typed !== undefined) return { md5: typedPasswordMd5(typed, field) };
  const random = randomPassword();
  return { md5: random.md5, shown: random.plain };
}

/**
 * POST: creates a user and their role/position relations in one transaction. The initial password is the typed
 * one, else a random one returned once as `password`; either way the user must change it at first sign-in.
 */
export async function createAdminUser(db: Db, actor: UserAdminActor, body: UserCreateInput): Promise<{ id: string; password?: string }> {
  const values = readAdminFields(USER_FIELDS, body, true);
  assertConsistent({
    certificatesType: (values.certificatesType as string | undefined) ?? null,
    certificatesNumber: (values.certificatesNumber as string | undefined) ?? null,
    birthday: (values.birthday as Date | undefined) ?? null,
  });
  const initial = initialPassword(body.password, 'password');
  const passwordHash = await hashPassword(initial.md5);
  const id = await db.transaction(async (tx) => {
    await lockWrites(tx, ACCOUNT_LOCK);
    await assertAccountFree(tx, values.account as string);
    await assertReferences(tx, values);
    await assertRelationsAllowed(tx, actor, values, { roleId: [], positionId: [] });
    const [row] = await tx.insert(users).values({
      ...columnsOf(values),
      account: values.account as string,
      realName: values.realName as string,
      passwordHash,
      mustChangePassword: true,
      createdBy: actor.id,
    }).returning({ id: users.id });
    await writeRelations(tx, row.id, 'Position', (values.positionId as string[] | undefined) ?? []);
    await writeRelations(tx, row.id, 'Role', (values.roleId as string[] | undefined) ?? []);
    return row.id;
  });
  return { id, password: initial.shown };
}

/**
 * PUT: updates the fields present in the body (absent: unchanged; null or '': cleared) and, when
 * given, replaces the position/role lists, in one transaction. Disabling through the form ends the
 * user's sessions like the State action does.
 */
export async function updateAdminUser(db: Db, actor: UserAdminActor, id: string, body: UserUpdateInput): Promise<EndedSessions> {
  return db.transaction(async (tx) => {
    await lockWrites(tx, ACCOUNT_LOCK);
    const before = await lockLive(tx, id, actor.scope);
    refuseAdministrator(before);
    // The account sent back unchanged is not re-checked: accounts made before the rule stay editable.
    const { account, ...rest } = body;
    const values = readAdminFields(USER_FIELDS, account === before.account ? rest : body, false);
    const disabling = values.enabledMark === 0 && before.enabledMark === 1;
    if (disabling && id === actor.id) throw badRequest(USER_TEXT.cannotDisableSelf, 'enabledMark');
    const set = columnsOf(values);
    assertConsistent({ ...before, ...set } as UserRow);
    if (typeof values.account === 'string' && values.account !== before.account) await assertAccountFree(tx, values.account, id);
    await assertReferences(tx, values, id);
    await assertRelationsAllowed(tx, actor, values, await relationIds(tx, id), id);
    await tx.update(users).set({ ...set, updatedAt: new Date(), updatedBy: actor.id }).where(eq(users.id, id));
    if (Array.isArray(values.positionId)) await writeRelations(tx, id, 'Position', values.positionId);
    if (Array.isArray(values.roleId)) await writeRelations(tx, id, 'Role', values.roleId);
    const ended = disabling ? await endSessions(tx, sessionsOfUser(id), 'forced') : [];
    return { ended, language: before.language };
  });
}

/**
 * DELETE: soft delete (deletedAt), relation rows removed and sessions ended, in one transaction.
 * Refused for the administrator, oneself, and a department's manager.
 */
export async function deleteAdminUser(db: Db, actor: UserAdminActor, id: string): Promise<EndedSessions> {
  return db.transaction(async (tx) => {
    const before = await lockLive(tx, id, actor.scope);
    refuseAdministrator(before);
    if (id === actor.id) throw badRequest(USER_TEXT.cannotDeleteSelf);
    const [heads] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.managerId, id)).limit(1);
    if (heads) throw badRequest(USER_TEXT.isDepartmentManager);
    const now = new Date();
    await tx.update(users).set({ deletedAt: now, updatedAt: now, updatedBy: actor.id }).where(eq(users.id, id));
    await tx.delete(userRelations).where(eq(userRelations.userId, id));
    const ended = await endSessions(tx, sessionsOfUser(id), 'forced');
    return { ended, language: before.language };
  });
}

/**
 * ResetPassword: the typed password (twice, matching) or a random one returned once as `password`; the user must
 * change it at next sign-in, and every session of theirs ends. Never for the administrator: whoever holds
 * btn_resetPassword could otherwise take over the administrator account.
 */
export async function resetUserPassword(
  db: Db, actor: UserAdminActor, id: string, body: { id?: string; userPassword?: string; validatePassword?: string },
): Promise<EndedSessions & { password?: string }> {
  if (body.id && body.id !== id) throw badRequest(USER_TEXT.idMismatch, 'id');
  if (body.userPassword !== body.validatePassword) throw badRequest(USER_TEXT.passwordMismatch, 'validatePassword');
  const initial = initialPassword(body.userPassword, 'userPassword');
  const passwordHash = await hashPassword(initial.md5);
  return db.transaction(async (tx) => {
    const before = await lockLive(tx, id, actor.scope);
    refuseAdministrator(before);
    const now = new Date();
    await tx.update(users).set({ passwordHash, mustChangePassword: true, changePasswordAt: now, updatedAt: now, updatedBy: actor.id })
      .where(eq(users.id, id));
    const ended = await endSessions(tx, sessionsOfUser(id), 'password');
    return { ended, language: before.language, password: initial.shown };
  });
}

/** State action: toggles enabledMark 1 <-> 0; disabling ends the user's sessions. */
export async function toggleUserState(db: Db, actor: UserAdminActor, id: string): Promise<EndedSessions & { enabledMark: number }> {
  return db.transaction(async (tx) => {
    const before = await lockLive(tx, id, actor.scope);
    refuseAdministrator(before);
    const enabledMark = before.enabledMark === 1 ? 0 : 1;
    if (enabledMark === 0 && id === actor.id) throw badRequest(USER_TEXT.cannotDisableSelf);
    await tx.update(users).set({ enabledMark, updatedAt: new Date(), updatedBy: actor.id }).where(eq(users.id, id));
    const ended = enabledMark === 0 ? await endSessions(tx, sessionsOfUser(id), 'forced') : [];
    return { ended, language: before.language, enabledMark };
  });
}
