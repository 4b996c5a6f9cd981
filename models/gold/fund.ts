import { defineModel } from '../../schemas/model';
import { GOLD_MENUS, T, code, date, money, remark, text } from './fields';
import { shopRef } from './inventory';

/** Fund and fund batch status (docs/domain.md#fund): a batch's status is its funds'. */
export const FUND_REGISTERED = 1;
export const FUND_READY = 2;
export const FUND_COMPLETED = 3;

const FUND_STATUS_OPTIONS = [
  { value: FUND_REGISTERED, label: T('已登记', '已登記', 'Registered'), color: 'default' },
  { value: FUND_READY, label: T('待确认收款', '待確認收款', 'Ready for receipt'), color: 'orange' },
  { value: FUND_COMPLETED, label: T('已完成', '已完成', 'Completed'), color: 'green' },
];

/** Fund batch (`shop_fund_batch`, docs/domain.md#fund-batch): one shop's payments presented together for receipt. */
export const fundBatchModel = defineModel({
  name: 'shopFundBatch',
  table: 'shop_fund_batches',
  label: T('资金批次', '資金批次', 'Fund batch'),
  routes: { base: '/api/shopFund/batch', omit: ['page', 'list', 'detail', 'save', 'delete', 'export'] },
  access: { menu: GOLD_MENUS.fund },
  code: { field: 'code', billRule: 'fundBatchCode' },
  keyword: ['code'],
  texts: { notFound: T('资金批次不存在', '資金批次不存在', 'Fund batch not found') },
  fields: [
    code(T('批次号', '批次號', 'Batch number')),
    shopRef({ readonly: true }),
    date('batchDate', T('批次日期', '批次日期', 'Batch date'), { readonly: true, search: 'range', sort: true }),
    { key: 'fundCount', type: 'integer', label: T('笔数', '筆數', 'Payments'), readonly: true },
    money('totalAmount', T('合计金额(元)', '合計金額(元)', 'Total (CNY)'), { readonly: true, sort: true }),
    { key: 'status', type: 'enum', label: T('状态', '狀態', 'Status'), readonly: true, search: 'equal', sort: true, default: FUND_REGISTERED, options: FUND_STATUS_OPTIONS },
    { key: 'receivedAt', type: 'time', label: T('确认收款时间', '確認收款時間', 'Received at'), readonly: true },
    { key: 'receivedBy', type: 'ref', label: T('确认人', '確認人', 'Received by'), readonly: true, export: false, ref: { model: 'user', nameKey: 'receivedByName' } },
    remark,
  ],
});

/**
 * Fund (`shop_fund`, docs/domain.md#fund): a shop's payment, allocated to its outstanding settlements. Registered by
 * `save`, presented in its batch (`readyReceipt`), completed by the receipt or by hand with a reason (`manualComplete`).
 */
export const fundModel = defineModel({
  name: 'shopFund',
  table: 'shop_funds',
  label: T('付款记录', '付款記錄', 'Payment'),
  routes: { base: '/api/shopFund', omit: ['page', 'list', 'save'] },
  access: { menu: GOLD_MENUS.fund },
  keyword: ['bankSerial', 'remark'],
  export: {
    fileName: '付款记录.xlsx',
    columns: ['shopName', 'batchCode', 'amount', 'payDate', 'payMethod', 'bankSerial', 'status', 'completeReason', 'completedAt', 'completedByName', 'remark',
      'createdAt', 'createdByName'],
  },
  texts: { notFound: T('付款记录不存在', '付款記錄不存在', 'Payment not found') },
  fields: [
    shopRef(),
    { key: 'batchId', type: 'ref', label: T('资金批次', '資金批次', 'Batch'), readonly: true, search: 'equal', export: false, ref: { model: 'shopFundBatch', nameKey: 'batchCode' } },
    money('amount', T('付款金额(元)', '付款金額(元)', 'Amount (CNY)'), { readonly: true, sort: true }),
    date('payDate', T('付款日期', '付款日期', 'Pay date'), { required: true, search: 'range', sort: true }),
    { key: 'payMethod', type: 'enum', label: T('付款方式', '付款方式', 'Method'), required: true, search: 'equal', dictionary: { type: 'paymentMethod', valueKey: 'enCode' } },
    text('bankSerial', T('银行流水号', '銀行流水號', 'Bank serial number'), 64, { search: 'contains' }),
    { key: 'voucher', type: 'files', label: T('付款凭证', '付款憑證', 'Voucher'), export: false },
    { key: 'status', type: 'enum', label: T('状态', '狀態', 'Status'), readonly: true, search: 'equal', sort: true, default: FUND_REGISTERED, options: FUND_STATUS_OPTIONS },
    text('completeReason', T('手动完成原因', '手動完成原因', 'Manual completion reason'), 500, { readonly: true }),
    { key: 'completedAt', type: 'time', label: T('完成时间', '完成時間', 'Completed at'), readonly: true },
    { key: 'completedBy', type: 'ref', label: T('完成人', '完成人', 'Completed by'), readonly: true, export: false, ref: { model: 'user', nameKey: 'completedByName' } },
    remark,
  ],
});

/** Special fund (`shop_special_fund`, docs/domain.md#special-fund): signed, positive in the shop's favour. */
export const specialFundModel = defineModel({
  name: 'shopSpecialFund',
  table: 'shop_special_funds',
  label: T('特殊款项', '特殊款項', 'Special amount'),
  routes: { base: '/api/shopFund/special', omit: ['page', 'list', 'delete'] },
  access: { menu: GOLD_MENUS.specialFund },
  keyword: ['remark'],
  export: { fileName: '特殊款项.xlsx', columns: ['shopName', 'fundType', 'amount', 'fundDate', 'remark', 'createdAt', 'createdByName'] },
  texts: { notFound: T('特殊款项不存在', '特殊款項不存在', 'Special amount not found') },
  fields: [
    shopRef(),
    { key: 'fundType', type: 'enum', label: T('款项类型', '款項類型', 'Type'), required: true, search: 'equal', dictionary: { type: 'specialFundType', valueKey: 'enCode' } },
    money('amount', T('金额(元)', '金額(元)', 'Amount (CNY)'), { required: true, rules: ['signedAmount'], sort: true,
      description: 'positive in the shop\'s favour (lowers what it owes), negative against it' }),
    date('fundDate', T('日期', '日期', 'Date'), { required: true, search: 'range', sort: true }),
    remark,
  ],
});
