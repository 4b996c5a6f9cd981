import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../core/errors';
import { ms, offsetOf } from '../../core/paging';
import { organizations, positions, roles, userRelations, users } from './tables';
import { containsAny, orderFor, orgSubtreeIds, type SortInput } from './admin-query';
import { USER_TEXT } from './user-role-text';

/** Users the administration screens see: soft-deleted users are gone. */
export const liveUser = isNull(users.deletedAt);

export interface UserPageQuery extends SortInput {
  keyword?: string;
  organizeId?: string;
  /** The data-rule filter of the user page (undefined: no restriction). */
  rule?: SQL;
  currentPage: number;
  pageSize: number;
}

const SORTABLE = {
  account: users.account,
  realName: users.realName,
  gender: users.gender,
  mobilePhone: users.mobilePhone,
  enabledMark: users.enabledMark,
  sortCode: users.sortCode,
  creatorTime: users.createdAt,
};

/** Role and position ids and names of users, in the order they were given (relation sortCode). */
export async function relationsOf(db: DbOrTx, userIds: string[]) {
  const out = new Map<string, { positions: Array<{ id: string; name: string }>; roles: Array<{ id: string; name: string }> }>();
  for (const id of userIds) out.set(id, { positions: [], roles: [] });
  if (userIds.length === 0) return out;
  const [positionRows, roleRows] = await Promise.all([
    db.select({ userId: userRelations.userId, id: positions.id, name: positions.fullName }).from(userRelations)
      .innerJoin(positions, eq(positions.id, userRelations.objectId))
      .where(and(inArray(userRelations.userId, userIds), eq(userRelations.objectType, 'Position')))
      .orderBy(asc(userRelations.sortCode), asc(userRelations.createdAt)),
    db.select({ userId: userRelations.userId, id: roles.id, name: roles.fullName }).from(userRelations)
      .innerJoin(roles, eq(roles.id, userRelations.objectId))
      .where(and(inArray(userRelations.userId, userIds), eq(userRelations.objectType, 'Role')))
      .orderBy(asc(userRelations.sortCode), asc(userRelations.createdAt)),
  ]);
  for (const r of positionRows) out.get(r.userId)!.positions.push({ id: r.id, name: r.name });
  for (const r of roleRows) out.get(r.userId)!.roles.push({ id: r.id, name: r.name });
  return out;
}

/**
 * GET /api/permission/Users: a page of UserListVO (docs/product.md#jnpf-permission-tables). `organizeId` covers that
 * organisation's whole subtree; the keyword matches account, name or mobile number.
 */
export async function pageUsers(db: DbOrTx, q: UserPageQuery) {
  const where: Array<SQL | undefined> = [liveUser, q.rule];
  const keyword = q.keyword?.trim();
  if (keyword) where.push(containsAny(keyword, users.account, users.realName, users.mobilePhone));
  if (q.organizeId) where.push(inArray(users.organizeId, await orgSubtreeIds(db, q.organizeId)));
  const filter = and(...where);
  const [rows, [{ total }]] = await Promise.all([
    db.select({ user: users, department: organizations.fullName }).from(users)
      .leftJoin(organizations, eq(organizations.id, users.organizeId))
      .where(filter)
      .orderBy(...orderFor(q, SORTABLE, [asc(users.sortCode), desc(users.createdAt)], users.id))
      .limit(q.pageSize).offset(offsetOf(q)),
    db.select({ total: count() }).from(users).where(filter),
  ]);
  const relations = await relationsOf(db, rows.map((r) => r.user.id));
  const list = rows.map(({ user: u, department }) => {
    const rel = relations.get(u.id)!;
    return {
      id: u.id,
      account: u.account,
      realName: u.realName,
      gender: u.gender,
      mobilePhone: u.mobilePhone,
      organizeId: u.organizeId,
      department: department ?? '',
      position: rel.positions.map((p) => p.name).join(','),
      roleName: rel.roles.map((r) => r.name).join(','),
      description: u.description,
      enabledMark: u.enabledMark,
      creatorTime: ms(u.createdAt),
      sortCode: u.sortCode,
      isAdministrator: u.isAdministrator,
    };
  });
  return { list, total: Number(total) };
}

/** GET /All: enabled live users for pickers (manager, department head, batch authorisation). */
export async function allUsers(db: DbOrTx) {
  const rows = await db.select({ id: users.id, account: users.account, realName: users.realName, organizeId: users.organizeId })
    .from(users).where(and(liveUser, eq(users.enabledMark, 1)))
    .orderBy(asc(users.sortCode), asc(users.account));
  return rows.map((r) => ({ ...r, fullName: `${r.realName}/${r.account}` }));
}

/** GET /{id}: the form's fields (positionId and roleId comma-joined, times epoch ms). */
export async function userForm(db: DbOrTx, id: string, scope: SQL | undefined) {
  const [u] = await db.select().from(users).where(and(eq(users.id, id), liveUser, scope));
  if (!u) throw notFound(USER_TEXT.notFound);
  const rel = (await relationsOf(db, [u.id])).get(u.id)!;
  return {
    id: u.id,
    account: u.account,
    realName: u.realName,
    organizeId: u.organizeId,
    managerId: u.managerId,
    positionId: rel.positions.map((p) => p.id).join(','),
    roleId: rel.roles.map((r) => r.id).join(','),
    description: u.description,
    gender: u.gender,
    nation: u.nation,
    nativePlace: u.nativePlace,
    certificatesType: u.certificatesType,
    certificatesNumber: u.certificatesNumber,
    education: u.education,
    birthday: ms(u.birthday),
    telePhone: u.telePhone,
    landline: u.landline,
    mobilePhone: u.mobilePhone,
    email: u.email,
    urgentContacts: u.urgentContacts,
    urgentTelePhone: u.urgentTelePhone,
    postalAddress: u.postalAddress,
    headIcon: u.headIcon,
    sortCode: u.sortCode,
    entryDate: ms(u.entryDate),
    enabledMark: u.enabledMark,
    isAdministrator: u.isAdministrator,
    creatorTime: ms(u.createdAt),
  };
}
