import { and, asc, count, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jsonTexts } from '../../db/json-params';
import { containsAny } from '../permission/admin-query';
import { organizations, users } from '../permission/tables';
import { liveUser } from '../permission/user-admin-read';
import { avatarUrl } from '../permission/user-profile';

/**
 * Chat contacts and the lazy user picker (docs/product.md#message-calls; JNPF UsersController ImUser,
 * ImUser/Selector, getUserList). Only enabled, not deleted users are offered: a disabled user leaves the
 * contacts, while the conversations with them stay (imreply-service.ts).
 */
const activeUser = and(liveUser, eq(users.enabledMark, 1));
const userOrder = [asc(users.sortCode), asc(users.account), asc(users.id)];

/** GET /Users/ImUser: everyone the caller can chat with, paged. */
export async function pageImUsers(db: DbOrTx, me: string, q: { currentPage: number; pageSize: number; keyword?: string }) {
  const keyword = q.keyword?.trim();
  const where: SQL | undefined = and(activeUser, ne(users.id, me), keyword ? containsAny(keyword, users.realName, users.account) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db.select({ id: users.id, account: users.account, realName: users.realName, headIcon: users.headIcon, department: organizations.fullName })
      .from(users).leftJoin(organizations, eq(organizations.id, users.organizeId)).where(where)
      .orderBy(...userOrder).limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { list: rows.map((r) => ({ ...r, headIcon: avatarUrl(r.headIcon), department: r.department ?? '' })), total };
}

/** A node of the lazy picker: an organisation to open, or a user (JNPF OrganizeMemberListOutput). */
export interface MemberNode {
  id: string;
  parentId: string;
  fullName: string;
  enabledMark: number;
  type: string;
  hasChildren: boolean;
  isLeaf: boolean;
  headIcon?: string;
}

/** At most this many users answer a keyword (JNPF takes 50). */
const KEYWORD_LIMIT = 50;

const userNode = (parentId: string) => (u: { id: string; realName: string; account: string; enabledMark: number; headIcon: string | null }): MemberNode => ({
  id: u.id, parentId, fullName: `${u.realName}/${u.account}`, enabledMark: u.enabledMark, type: 'user', hasChildren: false, isLeaf: true,
  headIcon: avatarUrl(u.headIcon),
});

const userColumns = { id: users.id, realName: users.realName, account: users.account, enabledMark: users.enabledMark, headIcon: users.headIcon };

/**
 * POST /Users/ImUser/Selector/{organizeId}: with a keyword, the matching users (account or name, at most 50);
 * otherwise one level of the organisation tree: '0' (or '-1') gives the top organisations, an organisation id
 * its users followed by its enabled sub-organisations.
 */
export async function memberSelector(db: DbOrTx, organizeId: string, keyword?: string): Promise<MemberNode[]> {
  const needle = keyword?.trim();
  if (needle) {
    const rows = await db.select(userColumns).from(users)
      .where(and(activeUser, containsAny(needle, users.account, users.realName))).orderBy(...userOrder).limit(KEYWORD_LIMIT);
    return rows.map(userNode('0'));
  }
  const parent = organizeId === '0' ? '-1' : organizeId;
  const [members, orgs] = await Promise.all([
    parent === '-1' ? Promise.resolve([]) : db.select(userColumns).from(users).where(and(activeUser, eq(users.organizeId, parent))).orderBy(...userOrder),
    db.select({ id: organizations.id, fullName: organizations.fullName, category: organizations.category, enabledMark: organizations.enabledMark })
      .from(organizations).where(and(eq(organizations.parentId, parent), eq(organizations.enabledMark, 1)))
      .orderBy(asc(organizations.sortCode), asc(organizations.fullName), asc(organizations.id)),
  ]);
  return [
    ...members.map(userNode(organizeId)),
    ...orgs.map((o) => ({
      id: o.id, parentId: organizeId, fullName: o.fullName, enabledMark: o.enabledMark, type: o.category, hasChildren: true, isLeaf: false,
    })),
  ];
}

/** POST /Users/getUserList: names of the given users (enabled, not deleted; unknown ids are left out), by sortCode. */
export async function usersByIds(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db.select({ ...userColumns, organize: organizations.fullName }).from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizeId))
    .where(and(activeUser, inArray(users.id, jsonTexts(ids)))).orderBy(...userOrder);
  return rows.map((u) => ({
    id: u.id, fullName: `${u.realName}/${u.account}`, realName: u.realName, account: u.account, headIcon: avatarUrl(u.headIcon),
    organize: u.organize ?? '', enabledMark: u.enabledMark,
  }));
}
