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
  beforeInbound: L('日期早于该饰品的入库日期{date}', '日期早於該飾品的入庫日期{date}', 'The date is before the item\'s inbound date {date}'),
  repeated: L('与第{row}行重复', '與第{row}行重複', 'repeats row {row}'),
  changedMeanwhile: L('库存已被他人修改，请重新校验后导入', '庫存已被他人修改，請重新校驗後導入', 'The stock changed meanwhile; check the file again'),
  daySettled: L('{date}的销售已结算，不能删除', '{date}的銷售已結算，不能刪除', 'Sales of {date} are settled and cannot be deleted'),
  outSaved: L('出库成功', '出庫成功', 'Items moved out'),
  outUndone: L('已撤销出库', '已撤銷出庫', 'Outbound undone'),
} as const;

/** Texts of funds, fund batches, special funds and the standing book (docs/domain.md, decisions of gold operations II). */
export const FUND_TEXT = {
  allocationRepeated: L('同一结算单只能分配一次', '同一結算單只能分配一次', 'A settlement may be allocated only once per payment'),
  allocationAmount: L('分配金额', '分配金額', 'Allocated amount'),
  settlementUnavailable: L('结算单不存在或不属于该门店', '結算單不存在或不屬於該門店', 'The settlement does not exist or does not belong to the shop'),
  overAllocated: L('结算单{code}的分配金额超过未付金额{outstanding}', '結算單{code}的分配金額超過未付金額{outstanding}', 'The amount allocated to settlement {code} exceeds its outstanding {outstanding}'),
  batchOtherShop: L('资金批次不属于该门店', '資金批次不屬於該門店', 'The fund batch belongs to another shop'),
  batchNotOpen: L('资金批次已提交收款，不能再加入付款', '資金批次已提交收款，不能再加入付款', 'The fund batch is already presented and takes no more payments'),
  batchNotRegistered: L('只有已登记的资金批次可以提交收款', '只有已登記的資金批次可以提交收款', 'Only a registered fund batch can be presented for receipt'),
  batchNotReady: L('只有待确认收款的资金批次可以确认收款', '只有待確認收款的資金批次可以確認收款', 'Only a batch ready for receipt can be confirmed'),
  fundNotOpen: L('只有已登记或待确认收款的付款可以手动完成', '只有已登記或待確認收款的付款可以手動完成', 'Only a registered or presented payment can be completed by hand'),
  fundNotRegistered: L('只有已登记的付款可以删除', '只有已登記的付款可以刪除', 'Only registered payments can be deleted'),
  reasonLabel: L('手动完成原因', '手動完成原因', 'Manual completion reason'),
  presented: L('已提交收款', '已提交收款', 'Batch presented for receipt'),
  received: L('已确认收款', '已確認收款', 'Receipt confirmed'),
  completed: L('已手动完成', '已手動完成', 'Payment completed by hand'),
  dateOrder: L('结束日期不能早于开始日期', '結束日期不能早於開始日期', 'The end date cannot be before the start date'),
} as const;

/** Texts of settlement days and settlements (docs/domain.md, decisions of gold operations II). */
export const SETTLEMENT_TEXT = {
  shopFrozen: L('门店已冻结，不能结算', '門店已凍結，不能結算', 'The shop is frozen and cannot settle'),
  nothingToSettle: L('没有可结算的销售日', '沒有可結算的銷售日', 'There are no unsettled sale days to settle'),
  missingPrice: L('以下销售日没有结算金价，不能结算：{dates}', '以下銷售日沒有結算金價，不能結算：{dates}', 'These sale days have no settlement price and cannot be settled: {dates}'),
  noOldGoldPrice: L('没有旧料回收价，不能抵扣旧料', '沒有舊料回收價，不能抵扣舊料', 'There is no old-gold price; old gold cannot be handed over'),
  overHeld: L('旧料抵扣克重不能超过门店持有的旧料{held}克', '舊料抵扣克重不能超過門店持有的舊料{held}克', 'The old gold handed over cannot exceed the {held} g the shop holds'),
  overAmount: L('旧料抵扣金额{amount}不能超过结算金额{settlement}', '舊料抵扣金額{amount}不能超過結算金額{settlement}', 'The old-gold value {amount} cannot exceed the settlement amount {settlement}'),
  substitutionWeight: L('旧料抵扣克重', '舊料抵扣克重', 'Old gold handed over'),
  endDay: L('截止销售日', '截止銷售日', 'Last sale day'),
  changedMeanwhile: L('销售日已被他人修改，请刷新后重试', '銷售日已被他人修改，請刷新後重試', 'The sale days changed meanwhile; reload and try again'),
  allocated: L('结算单{code}已有付款登记，不能删除', '結算單{code}已有付款登記，不能刪除', 'Settlement {code} has payments registered against it and cannot be deleted'),
  daySettled: L('该销售日已结算，不能修改结算金价', '該銷售日已結算，不能修改結算金價', 'The sale day is settled; its price can no longer change'),
  dayNotFound: L('结算日不存在', '結算日不存在', 'Settlement day not found'),
  saleDaySettled: L('{date}的销售已结算，不能再导入该日销售', '{date}的銷售已結算，不能再導入該日銷售', 'Sales of {date} are settled; no more sales of that day can be imported'),
  oldGoldHandedOver: L('该门店的旧料已在结算中抵扣，删除这些销售后持有旧料将为负，不能删除', '該門店的舊料已在結算中抵扣，刪除這些銷售後持有舊料將為負，不能刪除', 'The shop has handed this old gold over in a settlement; deleting these sales would leave it holding less than nothing'),
  saved: L('结算成功', '結算成功', 'Settlement saved'),
  priceSaved: L('结算金价已修改', '結算金價已修改', 'Settlement price changed'),
} as const;

/** Texts of month-end (docs/domain.md, decisions of gold operations II: Month-end). */
export const MONTH_END_TEXT = {
  monthClosed: L('{month}已月结关账，不能新增、修改或删除该月的数据', '{month}已月結關賬，不能新增、修改或刪除該月的資料', 'Month {month} is closed: nothing dated in it can be added, changed or deleted'),
  badMonth: L('月份格式应为YYYY-MM', '月份格式應為YYYY-MM', 'The month must be YYYY-MM'),
  notPast: L('只能生成已经结束的月份（{month}之前）', '只能生成已經結束的月份（{month}之前）', 'Only a month that has ended (before {month}) can be generated'),
  alreadyClosed: L('{month}已关账，不能重新生成', '{month}已關賬，不能重新生成', 'Month {month} is already closed and is never generated again'),
  generated: L('已生成{month}月末：{shops}家门店，共{count}个门店月', '已生成{month}月末：{shops}家門店，共{count}個門店月', 'Month-end {month} generated: {shops} shops, {count} shop-months closed'),
} as const;
