import { Type, type Static } from '@sinclair/typebox';
import type { Text } from '../../core/i18n';
import { IntIn, TextIn, TimeIn, type AdminField } from './admin-fields';
import { PlainPassword } from './password-policy';

const L = (zh: string, zhtw: string, en: string): Text => ({ zh, zhtw, en });
const text = (key: string, label: Text, max: number, extra: Partial<AdminField> = {}): AdminField => ({ key, label, kind: 'text', max, ...extra });

/** The UserCrForm fields (docs/product.md#jnpf-permission-tables) with their form labels. */
export const USER_FIELDS: AdminField[] = [
  text('account', L('账户', '帳戶', 'Account'), 50, { required: true, rule: 'account' }),
  text('realName', L('姓名', '姓名', 'Name'), 50, { required: true }),
  text('organizeId', L('所属组织', '所屬組織', 'Organisation'), 64, { required: true }),
  text('managerId', L('直属主管', '直屬主管', 'Manager'), 64),
  { key: 'positionId', label: L('岗位', '崗位', 'Positions'), kind: 'ids' },
  { key: 'roleId', label: L('角色', '角色', 'Roles'), kind: 'ids' },
  text('description', L('说明', '說明', 'Description'), 500),
  { key: 'gender', label: L('性别', '性別', 'Gender'), kind: 'int', options: [1, 2] },
  text('nation', L('民族', '民族', 'Nation'), 50),
  text('nativePlace', L('籍贯', '籍貫', 'Native place'), 100),
  text('certificatesType', L('证件类型', '證件類型', 'Certificate type'), 50),
  text('certificatesNumber', L('证件号码', '證件號碼', 'Certificate number'), 50, { upper: true }),
  text('education', L('学历', '學歷', 'Education'), 50),
  { key: 'birthday', label: L('出生日期', '出生日期', 'Birthday'), kind: 'time' },
  text('telePhone', L('办公电话', '辦公電話', 'Office phone'), 30),
  text('landline', L('固定电话', '固定電話', 'Landline'), 30),
  text('mobilePhone', L('手机号码', '手機號碼', 'Mobile phone'), 20, { rule: 'mobile' }),
  text('email', L('电子邮箱', '電子郵箱', 'E-mail'), 100, { rule: 'email' }),
  text('urgentContacts', L('紧急联系人', '緊急聯絡人', 'Emergency contact'), 50),
  text('urgentTelePhone', L('紧急联系电话', '緊急聯絡電話', 'Emergency phone'), 30),
  text('postalAddress', L('通讯地址', '通訊地址', 'Postal address'), 200),
  text('headIcon', L('头像', '頭像', 'Avatar'), 128),
  { key: 'sortCode', label: L('排序', '排序', 'Sort order'), kind: 'int', notNull: true },
  { key: 'entryDate', label: L('入职日期', '入職日期', 'Entry date'), kind: 'time' },
  { key: 'enabledMark', label: L('状态', '狀態', 'Status'), kind: 'int', options: [0, 1], notNull: true },
];

/** The certificate type whose number must be a valid national id number (dictionary certificateType). */
export const ID_CARD_TYPE = 'idCard';

const fields = {
  account: TextIn('required; letters and digits; unique among users'),
  realName: TextIn('required'),
  organizeId: TextIn('required; id of a company or department'),
  managerId: TextIn('id of another user (direct manager)'),
  positionId: TextIn('comma-joined position ids', 4000),
  roleId: TextIn('comma-joined role ids', 4000),
  description: TextIn(),
  gender: IntIn('1 male, 2 female (dictionary sex)'),
  nation: TextIn('dictionary nation (enCode)'),
  nativePlace: TextIn(),
  certificatesType: TextIn('dictionary certificateType (enCode); idCard checks the number'),
  certificatesNumber: TextIn(),
  education: TextIn('dictionary education (enCode)'),
  birthday: TimeIn('birthday'),
  telePhone: TextIn(),
  landline: TextIn(),
  mobilePhone: TextIn('mobile number (11 digits)'),
  email: TextIn(),
  urgentContacts: TextIn(),
  urgentTelePhone: TextIn(),
  postalAddress: TextIn(),
  headIcon: Type.Optional(Type.Union([
    Type.String({ pattern: '^([A-Za-z0-9][A-Za-z0-9._-]{0,127})?$', description: 'avatar file name from the uploader' }),
    Type.Null(),
  ])),
  sortCode: IntIn('display order', 0, 999999),
  entryDate: TimeIn('entry date'),
  enabledMark: IntIn('1 enabled (default), 0 disabled'),
};

/** PUT body: the form without a password (it is reset by its own call). */
export const UserUpdateBody = Type.Object(fields);
/** POST body: the form, optionally with the initial password as typed (absent: a random one, in the reply once). */
export const UserCreateBody = Type.Object({ ...fields, password: Type.Optional(PlainPassword) });
export type UserUpdateInput = Static<typeof UserUpdateBody>;
export type UserCreateInput = Static<typeof UserCreateBody>;

/** The new password as typed, twice; both absent: a random one, in the reply once. */
export const ResetPasswordBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 64, description: 'the user id (must match the address when given)' })),
  userPassword: Type.Optional(PlainPassword),
  validatePassword: Type.Optional(PlainPassword),
});
