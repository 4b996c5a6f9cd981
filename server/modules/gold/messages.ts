import { L } from '../../core/text';

export { fillAll, fieldText } from '../../core/text';

/** Texts of the gold master-data API, sent in the request's language. */
export const GOLD_TEXT = {
  created: L('新建成功', '新建成功', 'Created'),
  updated: L('更新成功', '更新成功', 'Updated'),
  frozen: L('冻结成功', '凍結成功', 'Shop frozen'),
  unfrozen: L('解冻成功', '解凍成功', 'Shop unfrozen'),
  stale: L('数据已被他人修改，请刷新后重试', '資料已被他人修改，請重新整理後重試', 'The record was changed by someone else; please refresh and try again'),
  versionRequired: L('版本号不能为空', '版本號不能為空', 'version is required when editing'),
  spvNotFound: L('SPV不存在', 'SPV不存在', 'SPV not found'),
  franchiseeNotFound: L('加盟商不存在', '加盟商不存在', 'Franchisee not found'),
  shopNotFound: L('门店不存在', '門店不存在', 'Shop not found'),
  spvUnavailable: L('所属SPV不存在或已禁用', '所屬SPV不存在或已禁用', 'The SPV does not exist or is disabled'),
  franchiseeUnavailable: L('所属加盟商不存在或已禁用', '所屬加盟商不存在或已禁用', 'The franchisee does not exist or is disabled'),
  spvNameTaken: L('SPV名称已存在', 'SPV名稱已存在', 'An SPV with this name already exists'),
  franchiseeNameTaken: L('该SPV下已存在同名加盟商', '該SPV下已存在同名加盟商', 'This SPV already has a franchisee with this name'),
  spvInUse: L('SPV「{name}」下还有加盟商或门店，不能删除', 'SPV「{name}」下還有加盟商或門店，不能刪除', 'SPV "{name}" still has franchisees or shops and cannot be deleted'),
  franchiseeInUse: L('加盟商「{name}」下还有门店，不能删除', '加盟商「{name}」下還有門店，不能刪除', 'Franchisee "{name}" still has shops and cannot be deleted'),
  typeLocked: L('该加盟商已有门店，不能修改加盟商类型', '該加盟商已有門店，不能修改加盟商類型', 'The franchisee has shops; its type cannot be changed'),
  spvLocked: L('该加盟商已有门店，不能更换所属SPV', '該加盟商已有門店，不能更換所屬SPV', 'The franchisee has shops; its SPV cannot be changed'),
  contractOrder: L('合同结束日期不能早于合同开始日期', '合約結束日期不能早於合約開始日期', 'The contract end date cannot be before its start date'),
  alreadyFrozen: L('门店已处于冻结状态', '門店已處於凍結狀態', 'The shop is already frozen'),
  notFrozen: L('门店未冻结', '門店未凍結', 'The shop is not frozen'),
  nothingToExport: L('没有可导出的数据', '沒有可匯出的資料', 'There is no data to export'),
  badSort: L('sidx：不支持按该字段排序', 'sidx：不支援按該欄位排序', 'sidx: sorting by this field is not supported'),
  // Field-level texts, composed with a field label by input.ts.
  required: L('{label}不能为空', '{label}不能為空', '{label} is required'),
  tooLong: L('长度不能超过{max}个字符', '長度不能超過{max}個字元', 'must be at most {max} characters'),
  badDate: L('请输入正确的日期（YYYY-MM-DD）', '請輸入正確的日期（YYYY-MM-DD）', 'enter a valid date (YYYY-MM-DD)'),
  tooLarge: L('数值超出范围', '數值超出範圍', 'the number is too large'),
  badOption: L('取值必须是 {values} 之一', '取值必須是 {values} 之一', 'must be one of {values}'),
  badArea: L('请选择有效的省市区', '請選擇有效的省市區', 'choose a valid province, city and district'),
} as const;

