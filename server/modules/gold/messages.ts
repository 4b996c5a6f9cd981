import { L } from '../../core/text';

/** Texts of the gold master-data rules, sent in the request's language (the engine's own are in server/resource/messages.ts). */
export const GOLD_TEXT = {
  frozen: L('冻结成功', '凍結成功', 'Shop frozen'),
  unfrozen: L('解冻成功', '解凍成功', 'Shop unfrozen'),
  spvUnavailable: L('所属SPV不存在或已禁用', '所屬SPV不存在或已禁用', 'The SPV does not exist or is disabled'),
  franchiseeUnavailable: L('所属加盟商不存在或已禁用', '所屬加盟商不存在或已禁用', 'The franchisee does not exist or is disabled'),
  spvInUse: L('SPV「{name}」下还有加盟商或门店，不能删除', 'SPV「{name}」下還有加盟商或門店，不能刪除', 'SPV "{name}" still has franchisees or shops and cannot be deleted'),
  franchiseeInUse: L('加盟商「{name}」下还有门店，不能删除', '加盟商「{name}」下還有門店，不能刪除', 'Franchisee "{name}" still has shops and cannot be deleted'),
  typeLocked: L('该加盟商已有门店，不能修改加盟商类型', '該加盟商已有門店，不能修改加盟商類型', 'The franchisee has shops; its type cannot be changed'),
  spvLocked: L('该加盟商已有门店，不能更换所属SPV', '該加盟商已有門店，不能更換所屬SPV', 'The franchisee has shops; its SPV cannot be changed'),
  contractOrder: L('合同结束日期不能早于合同开始日期', '合約結束日期不能早於合約開始日期', 'The contract end date cannot be before its start date'),
  alreadyFrozen: L('门店已处于冻结状态', '門店已處於凍結狀態', 'The shop is already frozen'),
  notFrozen: L('门店未冻结', '門店未凍結', 'The shop is not frozen'),
} as const;

