import { defineModel } from '../../schemas/model';
import {
  GOLD_MENUS, GOLD_PICKER_MENUS, T, address, areaIds, bank, code, creditCode, date, enabledStatus, legalPerson, money, phone, remark, spvRef, text,
} from './fields';

const COMMON = ['spvId', 'name', 'phone', 'areaIds', 'address', 'bankName', 'bankAccount', 'accountName', 'contractNo', 'contractStart',
  'contractEnd', 'depositAmount', 'status', 'remark'];
export const PERSONAL_KEYS = ['idNumber', 'gender'];
export const ENTERPRISE_KEYS = ['creditCode', 'legalPerson', 'legalPersonIdNumber'];

/** Franchisee (alliance business), personal (type 1) or enterprise (type 2): docs/domain.md#franchisee. */
export const franchiseeModel = defineModel({
  name: 'franchisee',
  table: 'alliance_businesses',
  label: T('加盟商', '加盟商', 'Franchisee'),
  routes: {
    base: '/api/allianceBusiness',
    save: [
      { path: 'personalEdit', fixed: { type: 1 }, fields: [...COMMON, ...PERSONAL_KEYS], required: ['idNumber'],
        summary: 'Create or update a personal franchisee (type 1): idNumber required' },
      { path: 'enterpriseEdit', fixed: { type: 2 }, fields: [...COMMON, ...ENTERPRISE_KEYS], required: ['creditCode'],
        summary: 'Create or update an enterprise franchisee (type 2): creditCode required' },
    ],
  },
  access: { menu: GOLD_MENUS.franchisee, pickers: GOLD_PICKER_MENUS },
  code: { field: 'code', billRule: 'allianceBusinessCode' },
  keyword: ['code', 'name', 'phone'],
  unique: [{
    fields: ['spvId', 'name'], index: 'alliance_businesses_name_live_idx',
    message: T('该SPV下已存在同名加盟商', '該SPV下已存在同名加盟商', 'This SPV already has a franchisee with this name'),
  }],
  list: { fields: ['id', 'code', 'name', 'type', 'spvId'], where: { status: 1 }, filters: ['spvId'] },
  export: {
    fileName: '加盟商信息.xlsx',
    columns: ['code', 'name', 'type', 'spvName', 'phone', 'idNumber', 'gender', 'creditCode', 'legalPerson', 'legalPersonIdNumber', 'areaName',
      'address', 'bankName', 'bankAccount', 'accountName', 'contractNo', 'contractStart', 'contractEnd', 'depositAmount', 'shopCount', 'status',
      'remark', 'createdAt', 'createdByName'],
  },
  computed: [{ key: 'shopCount', label: T('门店数', '門店數', 'Shops'), type: 'integer' }],
  texts: { notFound: T('加盟商不存在', '加盟商不存在', 'Franchisee not found') },
  fields: [
    code(T('加盟商编码', '加盟商編碼', 'Franchisee code')),
    { key: 'type', type: 'enum', label: T('加盟商类型', '加盟商類型', 'Franchisee type'), search: 'equal', sort: true, required: true,
      options: [{ value: 1, label: T('个人', '個人', 'Personal') }, { value: 2, label: T('企业', '企業', 'Enterprise') }] },
    spvRef({ required: true }),
    text('name', T('加盟商名称', '加盟商名稱', 'Franchisee name'), 100, { required: true, search: 'contains', sort: true }),
    phone,
    areaIds,
    address,
    ...bank,
    text('contractNo', T('合同编号', '合約編號', 'Contract number'), 50),
    date('contractStart', T('合同开始日期', '合約開始日期', 'Contract start'), { sort: true }),
    date('contractEnd', T('合同结束日期', '合約結束日期', 'Contract end'), { sort: true }),
    money('depositAmount', T('保证金(元)', '保證金(元)', 'Deposit (CNY)'), { sort: true }),
    enabledStatus,
    remark,
    text('idNumber', T('身份证号码', '身分證號碼', 'National ID number'), 18, { rules: ['idNumber'], upper: true }),
    { key: 'gender', type: 'enum', label: T('性别', '性別', 'Gender'),
      options: [{ value: 1, label: T('男', '男', 'Male') }, { value: 2, label: T('女', '女', 'Female') }] },
    creditCode,
    legalPerson,
    text('legalPersonIdNumber', T('法定代表人身份证号码', '法定代表人身分證號碼', 'Legal representative ID number'), 18, { rules: ['idNumber'], upper: true }),
  ],
});
