import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { positions, roles, userRelations, users } from '../../db/schema';
import { ipPlace } from '../../core/ip-place';
import { ms } from '../../core/paging';
import { companyOf, orgById } from './org-service';

type UserLike = Omit<typeof users.$inferSelect, 'passwordHash'>;

/** URL the client shows an avatar from (JNPF: /api/file/Image/userAvatar/<file>). */
export const avatarUrl = (file: string | null | undefined) => (file ? `/api/file/Image/userAvatar/${file}` : '');

/** The user's department, company, positions and roles, by name. */
export async function userOrgContext(db: DbOrTx, user: UserLike) {
  const [department, company, positionRows, roleRows] = await Promise.all([
    orgById(db, user.organizeId),
    companyOf(db, user.organizeId),
    db.select({ id: positions.id, name: positions.fullName }).from(userRelations)
      .innerJoin(positions, eq(positions.id, userRelations.objectId))
      .where(and(eq(userRelations.userId, user.id), eq(userRelations.objectType, 'Position')))
      .orderBy(asc(userRelations.sortCode)),
    db.select({ id: roles.id, name: roles.fullName }).from(userRelations)
      .innerJoin(roles, eq(roles.id, userRelations.objectId))
      .where(and(eq(userRelations.userId, user.id), eq(userRelations.objectType, 'Role')))
      .orderBy(asc(userRelations.sortCode)),
  ]);
  return { department, company, positions: positionRows, roles: roleRows };
}

/** userInfo of CurrentUser (docs/product.md#jnpf-current-user plus realName/account, mustChangePassword, language, theme). */
export async function userInfo(db: DbOrTx, user: UserLike, settings: Record<string, string>) {
  const ctx = await userOrgContext(db, user);
  return {
    userId: user.id,
    userAccount: user.account,
    account: user.account,
    userName: user.realName,
    realName: user.realName,
    headIcon: avatarUrl(user.headIcon),
    departmentId: ctx.department?.id ?? '',
    departmentName: ctx.department?.fullName ?? '',
    organizeId: ctx.company?.id ?? '',
    organizeName: ctx.company?.fullName ?? '',
    positionIds: ctx.positions,
    portalId: user.portalId ?? '',
    prevLogin: settings.lastLoginTimeSwitch === '1' ? 1 : 0,
    prevLoginTime: ms(user.prevLogTime),
    prevLoginIPAddress: user.prevLogIp ?? null,
    prevLoginIPAddressName: user.prevLogIp ? ipPlace(user.prevLogIp) : null,
    isAdministrator: user.isAdministrator === 1,
    mustChangePassword: user.mustChangePassword,
    language: user.language ?? 'zh',
    theme: user.theme ?? 'classic',
  };
}
