import { L } from '../core/text';

/** Texts of the resource engine's replies, in the request's language. */
export const RESOURCE_TEXT = {
  created: L('新建成功', '新建成功', 'Created'),
  updated: L('更新成功', '更新成功', 'Updated'),
  stale: L('数据已被他人修改，请刷新后重试', '資料已被他人修改，請重新整理後重試', 'The record was changed by someone else; please refresh and try again'),
  versionRequired: L('版本号不能为空', '版本號不能為空', 'version is required when editing'),
  nothingToExport: L('没有可导出的数据', '沒有可匯出的資料', 'There is no data to export'),
  badSort: L('sidx：不支持按该字段排序', 'sidx：不支援按該欄位排序', 'sidx: sorting by this field is not supported'),
  // Field-level texts, composed with a field label.
  required: L('{label}不能为空', '{label}不能為空', '{label} is required'),
  tooLong: L('长度不能超过{max}个字符', '長度不能超過{max}個字元', 'must be at most {max} characters'),
  badDate: L('请输入正确的日期（YYYY-MM-DD）', '請輸入正確的日期（YYYY-MM-DD）', 'enter a valid date (YYYY-MM-DD)'),
  badTime: L('请输入正确的时间', '請輸入正確的時間', 'enter a valid time'),
  badNumber: L('请输入整数', '請輸入整數', 'enter a whole number'),
  tooLarge: L('数值超出范围', '數值超出範圍', 'the number is too large'),
  badOption: L('取值必须是 {values} 之一', '取值必須是 {values} 之一', 'must be one of {values}'),
  badDictionary: L('请选择字典中的有效选项', '請選擇字典中的有效選項', 'choose one of the dictionary\'s items'),
  badArea: L('请选择有效的省市区', '請選擇有效的省市區', 'choose a valid province, city and district'),
  badRef: L('{label}不存在或已禁用', '{label}不存在或已禁用', 'The {label} does not exist or is disabled'),
} as const;
