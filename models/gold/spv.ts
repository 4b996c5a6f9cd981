import { defineModel } from '../../schemas/model';
import { GOLD_MENUS, GOLD_PICKER_MENUS, T, address, areaIds, bank, code, creditCode, date, enabledStatus, legalPerson, money, phone, remark, text } from './fields';

/** SPV: the supplier entity that owns the gold (docs/domain.md#spv). */
export const spvModel = defineModel({
  name: 'spv',
  table: 'spvs',
  label: T('SPV', 'SPV', 'SPV'),
  routes: { base: '/api/spv' },
  access: { menu: GOLD_MENUS.spv, pickers: GOLD_PICKER_MENUS },
  code: { field: 'code', billRule: 'spvCode' },
  keyword: ['code', 'name', 'shortName'],
  unique: [{ fields: ['name'], index: 'spvs_name_live_idx', message: T('SPV名称已存在', 'SPV名稱已存在', 'An SPV with this name already exists') }],
  list: { fields: ['id', 'code', 'name', 'shortName'], where: { status: 1 } },
  export: {
    fileName: 'SPV信息.xlsx',
    columns: ['code', 'name', 'shortName', 'creditCode', 'legalPerson', 'registeredCapital', 'establishedDate', 'contact', 'phone', 'areaName',
      'address', 'bankName', 'bankAccount', 'accountName', 'creditLimit', 'status', 'remark', 'createdAt', 'createdByName'],
  },
  texts: { notFound: T('SPV不存在', 'SPV不存在', 'SPV not found') },
  fields: [
    code(T('SPV编码', 'SPV編碼', 'SPV code')),
    text('name', T('SPV名称', 'SPV名稱', 'SPV name'), 100, { required: true, search: 'contains', sort: true }),
    text('shortName', T('简称', '簡稱', 'Short name'), 50, { sort: true }),
    creditCode,
    legalPerson,
    money('registeredCapital', T('注册资本(元)', '註冊資本(元)', 'Registered capital (CNY)'), { sort: true }),
    date('establishedDate', T('成立日期', '成立日期', 'Established on'), { sort: true }),
    text('contact', T('联系人', '聯絡人', 'Contact'), 50),
    phone,
    areaIds,
    address,
    ...bank,
    money('creditLimit', T('授信额度(元)', '授信額度(元)', 'Credit limit (CNY)'), { sort: true }),
    enabledStatus,
    remark,
  ],
});
