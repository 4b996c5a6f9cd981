import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { positions, roles, userRelations, users } from '../../db/schema';
import { ipPlace } from '../../core/ip-place';
import { ms } from '../../core/paging';
import { companyOf, orgById } from './org-service';
import type { Lang } from '../../core/i18n';
import { nameIn } from '../../core/local-name';

type UserLike = Omit<typeof users.$inferSelect, 'passwordHash'>;
type OrgName = (typeof positions.$inferSelect)['nameI18n'];

/** URL the client shows an avatar from (JNPF: /api/file/Image/userAvatar/<file>). */
export const avatarUrl = (file: string | null | undefined) => (file ? `/api/file/Image/userAvatar/${file}` : '');

/** The user's department, company, positions and roles, by name (in `lang`; stored values use zh, the default). */
export async function userOrgContext(db: DbOrTx, user: UserLike, lang: Lang = 'zh') {
  const [departmentRow, companyRow, positionRows, roleRows] = await Promise.all([
    orgById(db, user.organizeId),
    companyOf(db, user.organizeId),
    db.select({ id: positions.id, name: positions.fullName, nameI18n: positions.nameI18n }).from(userRelations)
      .innerJoin(positions, eq(positions.id, userRelations.objectId))
      .where(and(eq(userRelations.userId, user.id), eq(userRelations.objectType, 'Position')))
      .orderBy(asc(userRelations.sortCode)),
    db.select({ id: roles.id, name: roles.fullName, nameI18n: roles.nameI18n }).from(userRelations)
      .innerJoin(roles, eq(roles.id, userRelations.objectId))
      .where(and(eq(userRelations.userId, user.id), eq(userRelations.objectType, 'Role')))
      .orderBy(asc(userRelations.sortCode)),
  ]);
  const local = <T extends { fullName: string; nameI18n: OrgName }>(row: T | null) => (row ? { ...row, fullName: nameIn(lang, row.fullName, row.nameI18n) } : null);
  const named = (rows: Array<{ id: string; name: string; nameI18n: OrgName }>) => rows.map((r) => ({ id: r.id, name: nameIn(lang, r.name, r.nameI18n) }));
  return { department: local(departmentRow), company: local(companyRow), positions: named(positionRows), roles: named(roleRows) };
}

/** userInfo of CurrentUser (docs/product.md#jnpf-current-user plus realName/account, mustChangePassword, language, theme). */
export async function userInfo(db: DbOrTx, user: UserLike, settings: Record<string, string>, lang: Lang = 'zh') {
  const ctx = await userOrgContext(db, user, lang);
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
