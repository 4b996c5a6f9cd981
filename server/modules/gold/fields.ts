import type { Text } from '../../core/i18n';
import type { RuleName } from '../../../schemas/validation';

/**
 * The editable fields of SPVs, franchisees and shops, with their labels. One catalogue drives input
 * checks (input.ts), change records (records.ts) and export headers, so all three name a field alike.
 */
export type FieldKind = 'text' | 'decimal' | 'date' | 'areas' | 'option' | 'ref';

export interface FieldDef {
  key: string;
  label: Text;
  kind: FieldKind;
  required?: boolean;
  /** May be left out (the column default applies on create) but never cleared. */
  notNull?: boolean;
  /** Text: maximum length. */
  max?: number;
  /** Text or decimal: the catalogue rule of spec section 5 (schemas/validation). */
  rule?: RuleName;
  /** Decimal: digits after and before the point (the column's numeric(p, s)). */
  scale?: number;
  intDigits?: number;
  /** Option: display text per value. */
  options?: Record<number, Text>;
  /** Ref: whose name stands for the id in change records. */
  ref?: 'spv' | 'franchisee';
  /** Text: store upper-case (id numbers, credit codes end in X or letters). */
  upper?: boolean;
}

const L = (zh: string, zhtw: string, en: string): Text => ({ zh, zhtw, en });

export const ENABLED_OPTIONS: Record<number, Text> = { 1: L('启用', '啟用', 'Enabled'), 0: L('禁用', '禁用', 'Disabled') };
export const SHOP_STATUS_OPTIONS: Record<number, Text> = { 1: L('开业', '開業', 'Open'), 2: L('冻结', '凍結', 'Frozen') };
export const FRANCHISEE_TYPE_OPTIONS: Record<number, Text> = { 1: L('个人', '個人', 'Personal'), 2: L('企业', '企業', 'Enterprise') };
export const GENDER_OPTIONS: Record<number, Text> = { 1: L('男', '男', 'Male'), 2: L('女', '女', 'Female') };

/** Code labels per entity (the screens' column titles). */
export const CODE_LABELS = {
  spv: L('SPV编码', 'SPV編碼', 'SPV code'),
  franchisee: L('加盟商编码', '加盟商編碼', 'Franchisee code'),
  shop: L('门店编码', '門店編碼', 'Shop code'),
} as const;

/** Labels of columns that are not edited but exported. */
export const COMMON_LABELS = {
  areaName: L('所在地区', '所在地區', 'Area'),
  spvName: L('所属SPV', '所屬SPV', 'SPV'),
  allianceBusinessName: L('所属加盟商', '所屬加盟商', 'Franchisee'),
  shopCount: L('门店数', '門店數', 'Shops'),
  freezeTime: L('冻结时间', '凍結時間', 'Frozen at'),
  freezeByName: L('冻结人', '凍結人', 'Frozen by'),
  createdAt: L('创建时间', '建立時間', 'Created at'),
  createdByName: L('创建人', '建立人', 'Created by'),
} as const;

const text = (key: string, label: Text, max: number, extra: Partial<FieldDef> = {}): FieldDef => ({ key, label, kind: 'text', max, ...extra });
const money = (key: string, label: Text): FieldDef => ({ key, label, kind: 'decimal', rule: 'money', scale: 2, intDigits: 16 });
const date = (key: string, label: Text): FieldDef => ({ key, label, kind: 'date' });

const phone = text('phone', L('联系电话', '聯絡電話', 'Phone'), 20, { rule: 'mobileOrLandline' });
const areaIds: FieldDef = { key: 'areaIds', label: L('所在地区', '所在地區', 'Area'), kind: 'areas' };
const address = text('address', L('详细地址', '詳細地址', 'Address'), 200);
const bank = [
  text('bankName', L('开户银行', '開戶銀行', 'Bank'), 100),
  text('bankAccount', L('银行账号', '銀行帳號', 'Bank account'), 50),
  text('accountName', L('账户名称', '帳戶名稱', 'Account name'), 100),
];
const remark = text('remark', L('备注', '備註', 'Remark'), 500);
const creditCode = text('creditCode', L('统一社会信用代码', '統一社會信用代碼', 'Unified social credit code'), 18, { rule: 'creditCode', upper: true });
const legalPerson = text('legalPerson', L('法定代表人', '法定代表人', 'Legal representative'), 50);
const enabled: FieldDef = { key: 'status', label: L('状态', '狀態', 'Status'), kind: 'option', options: ENABLED_OPTIONS, notNull: true };

export const SPV_FIELDS: FieldDef[] = [
  text('name', L('SPV名称', 'SPV名稱', 'SPV name'), 100, { required: true }),
  text('shortName', L('简称', '簡稱', 'Short name'), 50),
  creditCode,
  legalPerson,
  money('registeredCapital', L('注册资本(元)', '註冊資本(元)', 'Registered capital (CNY)')),
  date('establishedDate', L('成立日期', '成立日期', 'Established on')),
  text('contact', L('联系人', '聯絡人', 'Contact'), 50),
  phone,
  areaIds,
  address,
  ...bank,
  money('creditLimit', L('授信额度(元)', '授信額度(元)', 'Credit limit (CNY)')),
  enabled,
  remark,
];

/** Set by the call (personalEdit / enterpriseEdit), not read from the body; recorded when it changes. */
export const FRANCHISEE_TYPE_FIELD: FieldDef = { key: 'type', label: L('加盟商类型', '加盟商類型', 'Franchisee type'), kind: 'option', options: FRANCHISEE_TYPE_OPTIONS };

/** Fields every franchisee has; the type-specific ones follow. */
export const FRANCHISEE_FIELDS: FieldDef[] = [
  { key: 'spvId', label: L('所属SPV', '所屬SPV', 'SPV'), kind: 'ref', ref: 'spv', required: true },
  text('name', L('加盟商名称', '加盟商名稱', 'Franchisee name'), 100, { required: true }),
  phone,
  areaIds,
  address,
  ...bank,
  text('contractNo', L('合同编号', '合約編號', 'Contract number'), 50),
  date('contractStart', L('合同开始日期', '合約開始日期', 'Contract start')),
  date('contractEnd', L('合同结束日期', '合約結束日期', 'Contract end')),
  money('depositAmount', L('保证金(元)', '保證金(元)', 'Deposit (CNY)')),
  enabled,
  remark,
];

export const PERSONAL_FIELDS: FieldDef[] = [
  text('idNumber', L('身份证号码', '身分證號碼', 'National ID number'), 18, { rule: 'idNumber', required: true, upper: true }),
  { key: 'gender', label: L('性别', '性別', 'Gender'), kind: 'option', options: GENDER_OPTIONS },
];

export const ENTERPRISE_FIELDS: FieldDef[] = [
  { ...creditCode, required: true },
  legalPerson,
  text('legalPersonIdNumber', L('法定代表人身份证号码', '法定代表人身分證號碼', 'Legal representative ID number'), 18, { rule: 'idNumber', upper: true }),
];

export const SHOP_FIELDS: FieldDef[] = [
  text('name', L('门店名称', '門店名稱', 'Shop name'), 100, { required: true }),
  { key: 'allianceBusinessId', label: L('所属加盟商', '所屬加盟商', 'Franchisee'), kind: 'ref', ref: 'franchisee', required: true },
  { key: 'spvId', label: L('所属SPV', '所屬SPV', 'SPV'), kind: 'ref', ref: 'spv' },
  areaIds,
  address,
  { key: 'longitude', label: L('经度', '經度', 'Longitude'), kind: 'decimal', rule: 'longitude', scale: 6, intDigits: 3 },
  { key: 'latitude', label: L('纬度', '緯度', 'Latitude'), kind: 'decimal', rule: 'latitude', scale: 6, intDigits: 2 },
  text('manager', L('店长', '店長', 'Manager'), 50),
  { ...phone },
  date('openingDate', L('开业日期', '開業日期', 'Opening date')),
  { key: 'floorArea', label: L('营业面积(㎡)', '營業面積(㎡)', 'Floor area (m²)'), kind: 'decimal', rule: 'money', scale: 2, intDigits: 8 },
  { key: 'weightLimit', label: L('铺货克重上限(g)', '鋪貨克重上限(g)', 'Stock weight limit (g)'), kind: 'decimal', rule: 'weight', scale: 3, intDigits: 11 },
  remark,
];

/** Fields the freeze call changes (recorded like an edit). */
export const SHOP_FREEZE_FIELDS: FieldDef[] = [
  { key: 'status', label: L('状态', '狀態', 'Status'), kind: 'option', options: SHOP_STATUS_OPTIONS },
  text('freezeReason', L('冻结原因', '凍結原因', 'Freeze reason'), 200),
];

export const fieldByKey = (defs: FieldDef[], key: string): FieldDef => {
  const def = defs.find((d) => d.key === key);
  if (!def) throw new Error(`unknown field ${key}`);
  return def;
};
