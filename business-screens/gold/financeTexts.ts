import { fillText, pickText, type Lang, type LocalText } from '../../schemas/text';

/**
 * Texts of the two finance dialogs (the settlement workbench, the payment registration) in zh, zhtw and en, kept
 * beside them as LocalText like the texts of the page schemas. `{name}` marks a value filled in by `financeText`.
 */
export const FINANCE_TEXTS = {
  settleTitle: { zh: '新增结算', zhtw: '新增結算', en: 'New settlement' },
  shop: { zh: '门店', zhtw: '門店', en: 'Shop' },
  shopPlaceholder: { zh: '选择有未结算销售日的门店', zhtw: '選擇有未結算銷售日的門店', en: 'Choose a shop with unsettled days' },
  shopOption: { zh: '{name}（{days}天：{first} 至 {last}）', zhtw: '{name}（{days}天：{first} 至 {last}）', en: '{name} ({days} days: {first} to {last})' },
  noShops: { zh: '没有可结算的门店', zhtw: '沒有可結算的門店', en: 'No shop has days to settle' },
  endDay: { zh: '截止销售日', zhtw: '截止銷售日', en: 'Last sale day' },
  endDayTip: { zh: '结算该日及之前的全部未结算销售日；不选则结算全部', zhtw: '結算該日及之前的全部未結算銷售日；不選則結算全部', en: 'Settles every unsettled day up to this one; empty settles them all' },
  days: { zh: '结算日', zhtw: '結算日', en: 'Days' },
  day: { zh: '销售日期', zhtw: '銷售日期', en: 'Sale date' },
  soldWeight: { zh: '销售金重(g)', zhtw: '銷售金重(g)', en: 'Gold sold (g)' },
  settlementPrice: { zh: '结算金价(元/克)', zhtw: '結算金價(元/克)', en: 'Settlement price (CNY/g)' },
  amount: { zh: '结算金额(元)', zhtw: '結算金額(元)', en: 'Amount (CNY)' },
  noPrice: { zh: '缺金价', zhtw: '缺金價', en: 'No price' },
  missingPrices: {
    zh: '有 {count} 个销售日没有基础金价，不能结算。请先导入金价，或在“结算日”中手工改价。',
    zhtw: '有 {count} 個銷售日沒有基礎金價，不能結算。請先匯入金價，或在「結算日」中手工改價。',
    en: '{count} day(s) have no base price and cannot be settled. Import the prices first, or set them by hand under Settlement days.',
  },
  noDays: { zh: '所选范围内没有未结算的销售日', zhtw: '所選範圍內沒有未結算的銷售日', en: 'No unsettled day in this range' },
  totalDays: { zh: '{count} 天，{start} 至 {end}', zhtw: '{count} 天，{start} 至 {end}', en: '{count} days, {start} to {end}' },
  settlementAmount: { zh: '结算金额', zhtw: '結算金額', en: 'Settlement amount' },
  oldGold: { zh: '交回旧料', zhtw: '交回舊料', en: 'Old gold handed over' },
  oldGoldHeld: { zh: '持有旧料 {held} g，旧料金价 {price} 元/克', zhtw: '持有舊料 {held} g，舊料金價 {price} 元/克', en: 'Old gold held {held} g, old-gold price {price} CNY/g' },
  noOldGoldPrice: { zh: '没有旧料金价，不能交回旧料', zhtw: '沒有舊料金價，不能交回舊料', en: 'No old-gold price: no old gold can be handed over' },
  weightInvalid: { zh: '请输入不超过3位小数的克重', zhtw: '請輸入不超過3位小數的克重', en: 'Enter a weight with at most 3 decimals' },
  weightOver: { zh: '超过门店持有的旧料（{held} g）', zhtw: '超過門店持有的舊料（{held} g）', en: "More than the shop's old gold ({held} g)" },
  substitutionOver: { zh: '旧料抵扣金额不能超过结算金额', zhtw: '舊料抵扣金額不能超過結算金額', en: 'The old gold may not be worth more than the settlement amount' },
  substitutionAmount: { zh: '旧料抵扣', zhtw: '舊料抵扣', en: 'Old-gold substitution' },
  payable: { zh: '应付金额', zhtw: '應付金額', en: 'Payable' },
  remark: { zh: '备注', zhtw: '備註', en: 'Remark' },
  yuan: { zh: '元', zhtw: '元', en: 'CNY' },
  save: { zh: '保存结算', zhtw: '保存結算', en: 'Save settlement' },
  cancel: { zh: '取消', zhtw: '取消', en: 'Cancel' },
  confirmTitle: { zh: '提示', zhtw: '提示', en: 'Confirm' },
  confirmSettle: {
    zh: '确认结算 {shop} 的 {count} 个销售日，应付 {payable} 元？保存后这些销售日不能再改价。',
    zhtw: '確認結算 {shop} 的 {count} 個銷售日，應付 {payable} 元？保存後這些銷售日不能再改價。',
    en: 'Settle {count} day(s) of {shop}, payable {payable} CNY? Their prices can no longer change afterwards.',
  },
  saved: { zh: '结算单 {code} 已保存', zhtw: '結算單 {code} 已保存', en: 'Settlement {code} saved' },
  loading: { zh: '加载中', zhtw: '載入中', en: 'Loading' },
  loadFailed: { zh: '加载失败', zhtw: '載入失敗', en: 'Loading failed' },
  retry: { zh: '重试', zhtw: '重試', en: 'Retry' },
  registerTitle: { zh: '登记付款', zhtw: '登記付款', en: 'Register a payment' },
  payDate: { zh: '付款日期', zhtw: '付款日期', en: 'Pay date' },
  payMethod: { zh: '付款方式', zhtw: '付款方式', en: 'Method' },
  bankSerial: { zh: '银行流水号', zhtw: '銀行流水號', en: 'Bank serial number' },
  voucher: { zh: '付款凭证', zhtw: '付款憑證', en: 'Voucher' },
  batch: { zh: '资金批次', zhtw: '資金批次', en: 'Batch' },
  newBatch: { zh: '新建批次', zhtw: '新建批次', en: 'A new batch' },
  batchOption: { zh: '{code}（{count} 笔，{total} 元）', zhtw: '{code}（{count} 筆，{total} 元）', en: '{code} ({count} payments, {total} CNY)' },
  allocations: { zh: '分配到结算单', zhtw: '分配到結算單', en: 'Allocated to settlements' },
  settlementCode: { zh: '结算单号', zhtw: '結算單號', en: 'Settlement' },
  settlementDate: { zh: '结算日期', zhtw: '結算日期', en: 'Date' },
  payableAmount: { zh: '应付(元)', zhtw: '應付(元)', en: 'Payable (CNY)' },
  outstanding: { zh: '未分配(元)', zhtw: '未分配(元)', en: 'Outstanding (CNY)' },
  allocate: { zh: '本次付款(元)', zhtw: '本次付款(元)', en: 'This payment (CNY)' },
  payAll: { zh: '全部付清', zhtw: '全部付清', en: 'Pay all' },
  noOutstanding: { zh: '该门店没有待付款的结算单', zhtw: '該門店沒有待付款的結算單', en: 'The shop has no settlement left to pay' },
  chooseShopFirst: { zh: '请先选择门店', zhtw: '請先選擇門店', en: 'Choose a shop first' },
  amountInvalid: { zh: '请输入不超过2位小数的正数金额', zhtw: '請輸入不超過2位小數的正數金額', en: 'Enter a positive amount with at most 2 decimals' },
  amountOver: { zh: '超过未分配金额 {max}', zhtw: '超過未分配金額 {max}', en: 'More than the outstanding {max}' },
  total: { zh: '付款金额合计', zhtw: '付款金額合計', en: 'Total of the payment' },
  required: { zh: '{label}不能为空', zhtw: '{label}不能為空', en: '{label} is required' },
  nothingAllocated: { zh: '请至少为一张结算单填写付款金额', zhtw: '請至少為一張結算單填寫付款金額', en: 'Enter an amount for at least one settlement' },
  register: { zh: '登记', zhtw: '登記', en: 'Register' },
  confirmRegister: {
    zh: '确认登记 {shop} 的付款 {total} 元？',
    zhtw: '確認登記 {shop} 的付款 {total} 元？',
    en: 'Register a payment of {total} CNY from {shop}?',
  },
  registered: { zh: '已登记到批次 {code}', zhtw: '已登記到批次 {code}', en: 'Registered in batch {code}' },
} satisfies Record<string, LocalText>;

export type FinanceTextKey = keyof typeof FINANCE_TEXTS;

/** The text in `lang` with its `{name}` values filled in. */
export function financeText(lang: Lang, key: FinanceTextKey, values: Record<string, string | number> = {}): string {
  return fillText(pickText(FINANCE_TEXTS[key], lang), values);
}
