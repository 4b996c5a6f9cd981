import { eq } from 'drizzle-orm';
import { Type, type Static } from '@sinclair/typebox';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import type { Lang, Text } from '../../core/i18n';
import { ms } from '../../core/paging';
import { ipPlace } from '../../core/ip-place';
import { profileText } from './messages';
import { avatarUrl, userOrgContext } from './user-profile';

type UserLike = Omit<typeof users.$inferSelect, 'passwordHash'>;

const text = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));
const time = () => Type.Optional(Type.Union([Type.Integer({ minimum: -2208988800000, description: 'epoch ms' }), Type.Null()]));

/** The profile fields a user may change about themselves; account and password are not among them. */
export const BaseInfoBody = Type.Object({
  realName: Type.Optional(Type.String({ maxLength: 50 })),
  nickName: text(50),
  gender: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 3 }), Type.Null()])),
  birthday: time(),
  mobilePhone: text(20),
  telePhone: text(30),
  landline: text(30),
  email: text(100),
  nation: text(50),
  nativePlace: text(100),
  certificatesType: text(50),
  certificatesNumber: text(50),
  education: text(50),
  urgentContacts: text(50),
  urgentTelePhone: text(30),
  postalAddress: text(200),
  signature: text(500),
  description: text(500),
});
export type BaseInfoInput = Static<typeof BaseInfoBody>;

const MOBILE = /^1[3-9]\d{9}$/;
const PHONE = /^[\d\-+() ]{5,30}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Rule checks the schema cannot word well; returns the first failure as {field, text}. */
export function checkBaseInfo(input: BaseInfoInput): { field: string; text: Text } | null {
  const filled = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';
  if (input.realName !== undefined && input.realName.trim() === '') return { field: 'realName', text: profileText.realNameRequired };
  if (filled(input.mobilePhone) && !MOBILE.test(input.mobilePhone.trim())) return { field: 'mobilePhone', text: profileText.mobileInvalid };
  if (filled(input.urgentTelePhone) && !MOBILE.test(input.urgentTelePhone.trim()) && !PHONE.test(input.urgentTelePhone.trim())) return { field: 'urgentTelePhone', text: profileText.phoneInvalid };
  if (filled(input.telePhone) && !PHONE.test(input.telePhone.trim())) return { field: 'telePhone', text: profileText.phoneInvalid };
  if (filled(input.landline) && !PHONE.test(input.landline.trim())) return { field: 'landline', text: profileText.phoneInvalid };
  if (filled(input.email) && !EMAIL.test(input.email.trim())) return { field: 'email', text: profileText.emailInvalid };
  if (typeof input.birthday === 'number' && input.birthday > Date.now()) return { field: 'birthday', text: profileText.birthdayInFuture };
  return null;
}

/** Writes only the editable fields present in the input; empty strings clear a field. */
export async function updateBaseInfo(db: DbOrTx, userId: string, input: BaseInfoInput): Promise<void> {
  const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date(), updatedBy: userId };
  for (const key of Object.keys(BaseInfoBody.properties) as Array<keyof BaseInfoInput>) {
    const value = input[key];
    if (value === undefined) continue;
    if (key === 'birthday') set.birthday = value === null ? null : new Date(value as number);
    else if (key === 'gender') set.gender = value as number | null;
    else if (key === 'realName') set.realName = (value as string).trim();
    else (set as Record<string, unknown>)[key] = typeof value === 'string' ? (value.trim() || null) : value;
  }
  await db.update(users).set(set).where(eq(users.id, userId));
}

/** GET BaseInfo: the profile plus organisation, position, role and manager names and the previous sign-in. */
export async function baseInfo(db: DbOrTx, user: UserLike, lang: Lang = 'zh') {
  const ctx = await userOrgContext(db, user, lang);
  const [manager] = user.managerId
    ? await db.select({ realName: users.realName, account: users.account }).from(users).where(eq(users.id, user.managerId))
    : [];
  return {
    id: user.id,
    account: user.account,
    realName: user.realName,
    nickName: user.nickName,
    gender: user.gender,
    birthday: ms(user.birthday),
    mobilePhone: user.mobilePhone,
    telePhone: user.telePhone,
    landline: user.landline,
    email: user.email,
    nation: user.nation,
    nativePlace: user.nativePlace,
    entryDate: ms(user.entryDate),
    certificatesType: user.certificatesType,
    certificatesNumber: user.certificatesNumber,
    education: user.education,
    urgentContacts: user.urgentContacts,
    urgentTelePhone: user.urgentTelePhone,
    postalAddress: user.postalAddress,
    signature: user.signature,
    description: user.description,
    headIcon: avatarUrl(user.headIcon),
    organizeId: ctx.company?.id ?? '',
    organize: ctx.company?.fullName ?? '',
    departmentId: ctx.department?.id ?? '',
    department: ctx.department?.fullName ?? '',
    position: ctx.positions.map((p) => p.name).join(','),
    roleId: ctx.roles.map((r) => r.name).join(','),
    manager: manager ? `${manager.realName}/${manager.account}` : '',
    theme: user.theme ?? 'classic',
    language: user.language ?? 'zh',
    isAdministrator: user.isAdministrator === 1,
    creatorTime: ms(user.createdAt),
    prevLogTime: ms(user.prevLogTime),
    prevLogIP: user.prevLogIp,
    prevLogIPAddressName: user.prevLogIp ? ipPlace(user.prevLogIp) : null,
  };
}
