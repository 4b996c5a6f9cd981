import type { ModelField, ModelOption, ModelText } from '../../schemas/model';

/** Fields and options several gold models share, each with its one label (docs/domain.md). */

export const T = (zh: string, zhtw: string, en: string): ModelText => ({ zh, zhtw, en });

export const ENABLED_OPTIONS: ModelOption[] = [
  { value: 1, label: T('启用', '啟用', 'Enabled'), color: 'green' },
  { value: 0, label: T('禁用', '禁用', 'Disabled'), color: 'red' },
];

export const text = (key: string, label: ModelText, max: number, extra: Partial<ModelField> = {}): ModelField =>
  ({ key, type: 'text', label, max, ...extra });
export const money = (key: string, label: ModelText, extra: Partial<ModelField> = {}): ModelField =>
  ({ key, type: 'decimal', label, rules: ['money'], scale: 2, intDigits: 16, ...extra });
export const date = (key: string, label: ModelText, extra: Partial<ModelField> = {}): ModelField => ({ key, type: 'date', label, ...extra });

/** The code a bill rule issues on create: shown, searched, sorted, never edited. */
export const code = (label: ModelText): ModelField => ({ key: 'code', type: 'text', label, readonly: true, search: 'contains', sort: true, history: false });

export const phone = text('phone', T('联系电话', '聯絡電話', 'Phone'), 20, { rules: ['mobileOrLandline'] });
export const areaIds: ModelField = { key: 'areaIds', type: 'area', label: T('所在地区', '所在地區', 'Area'), search: 'equal' };
export const address = text('address', T('详细地址', '詳細地址', 'Address'), 200);
export const bank: ModelField[] = [
  { key: 'bankName', type: 'enum', label: T('开户银行', '開戶銀行', 'Bank'), dictionary: { type: 'bank', valueKey: 'fullName' } },
  text('bankAccount', T('银行账号', '銀行帳號', 'Bank account'), 32, { rules: ['numericCode'] }),
  text('accountName', T('账户名称', '帳戶名稱', 'Account name'), 100),
];
export const remark = text('remark', T('备注', '備註', 'Remark'), 500);
export const creditCode = text('creditCode', T('统一社会信用代码', '統一社會信用代碼', 'Unified social credit code'), 18, { rules: ['creditCode'], upper: true });
export const legalPerson = text('legalPerson', T('法定代表人', '法定代表人', 'Legal representative'), 50);
export const enabledStatus: ModelField = {
  key: 'status', type: 'enum', label: T('状态', '狀態', 'Status'), options: ENABLED_OPTIONS, notNull: true, default: 1, search: 'equal', sort: true,
};
export const spvRef = (extra: Partial<ModelField> = {}): ModelField => ({
  key: 'spvId', type: 'ref', label: T('所属SPV', '所屬SPV', 'SPV'), ref: { model: 'spv', nameKey: 'spvName' }, search: 'equal', export: false, ...extra,
});

/** Menu codes of the gold master pages; the server's routes and the seeds name them. */
export const GOLD_MENUS = {
  spv: 'goldSpv', franchisee: 'goldFranchisee', shop: 'goldStore', inventory: 'goldInventory', sale: 'goldSale', goldPrice: 'goldPrice',
  settlement: 'goldSettlement', fund: 'goldFund', specialFund: 'goldSpecialMoney', standingBook: 'goldStandingBook', monthEnd: 'goldMonthEnd',
} as const;
/** The finance pages (gold operations II): settlements, funds, special funds, the standing book, month-end. */
export const GOLD_FINANCE_MENUS: string[] = [GOLD_MENUS.settlement, GOLD_MENUS.fund, GOLD_MENUS.specialFund, GOLD_MENUS.standingBook, GOLD_MENUS.monthEnd];
/** Pages whose rows belong to SPVs, franchisees and shops: their data rules scope by them, and they pick them from drop-downs. */
export const GOLD_SCOPED_MENUS: string[] = [GOLD_MENUS.spv, GOLD_MENUS.franchisee, GOLD_MENUS.shop, GOLD_MENUS.inventory, GOLD_MENUS.sale, ...GOLD_FINANCE_MENUS];
export const GOLD_PICKER_MENUS: string[] = GOLD_SCOPED_MENUS;
