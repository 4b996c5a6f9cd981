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


/** Texts of stock, sales and prices (gold operations I). */
export const STOCK_TEXT = {
  shopOutOfReach: L('门店不存在或无权操作', '門店不存在或無權操作', 'The shop does not exist or is out of your reach'),
  shopFrozen: L('门店已冻结，不能入库', '門店已凍結，不能入庫', 'The shop is frozen and takes no inbound stock'),
  shopFrozenSale: L('门店已冻结，不能导入销售', '門店已凍結，不能導入銷售', 'The shop is frozen and takes no sales'),
  unknownItem: L('饰品编号不存在', '飾品編號不存在', 'No such item'),
  alreadySold: L('该饰品已售出', '該飾品已售出', 'The item is already sold'),
  alreadyOut: L('该饰品已出库', '該飾品已出庫', 'The item is already out'),
  notInStock: L('只能操作在库的饰品', '只能操作在庫的飾品', 'Only items in stock can be changed'),
  notOut: L('该饰品不是出库状态', '該飾品不是出庫狀態', 'The item is not out'),
  repeated: L('与第{row}行重复', '與第{row}行重複', 'repeats row {row}'),
  changedMeanwhile: L('库存已被他人修改，请重新校验后导入', '庫存已被他人修改，請重新校驗後導入', 'The stock changed meanwhile; check the file again'),
  daySettled: L('{date}的销售已结算，不能删除', '{date}的銷售已結算，不能刪除', 'Sales of {date} are settled and cannot be deleted'),
  outSaved: L('出库成功', '出庫成功', 'Items moved out'),
  outUndone: L('已撤销出库', '已撤銷出庫', 'Outbound undone'),
} as const;
