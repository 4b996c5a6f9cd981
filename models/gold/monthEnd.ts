import { defineModel, type ModelField } from '../../schemas/model';
import { GOLD_MENUS, T, money } from './fields';
import { shopRef, weight } from './inventory';

export const MONTH_END_CLOSED = 2;

const count = (key: string, label: ReturnType<typeof T>) => ({ key, type: 'integer' as const, label, readonly: true });

/**
 * Month-end of a shop (`month_end_settlement`, docs/domain.md#month-end): the month's ledger and stock totals, written by
 * the month-end run and never again once closed. Its categories are in `month_end_stocks`.
 */
export const monthEndModel = defineModel({
  name: 'monthEndSettlement',
  table: 'month_end_settlements',
  label: T('月末结算', '月末結算', 'Month-end'),
  routes: { base: '/api/shopSettlement/monthEnd', omit: ['page', 'list', 'detail', 'save', 'delete', 'export'] },
  access: { menu: GOLD_MENUS.monthEnd },
  softDelete: false,
  export: {
    fileName: '月末库存.xlsx',
    columns: ['month', 'shopName', 'openingCount', 'openingWeight', 'closingCount', 'closingWeight', 'openingBalance', 'settledAmount', 'paidAmount',
      'specialAmount', 'closingBalance', 'status'],
  },
  texts: { notFound: T('月末记录不存在', '月末記錄不存在', 'Month-end record not found') },
  fields: [
    shopRef({ readonly: true }),
    { key: 'month', type: 'text', label: T('月份', '月份', 'Month'), readonly: true, max: 7, search: 'equal', sort: true },
    money('openingBalance', T('期初余额(元)', '期初餘額(元)', 'Opening balance (CNY)'), { readonly: true }),
    money('settledAmount', T('本月结算(元)', '本月結算(元)', 'Settled (CNY)'), { readonly: true }),
    money('paidAmount', T('本月付款(元)', '本月付款(元)', 'Paid (CNY)'), { readonly: true }),
    money('specialAmount', T('本月特殊款项(元)', '本月特殊款項(元)', 'Special amounts (CNY)'), { readonly: true }),
    money('closingBalance', T('期末余额(元)', '期末餘額(元)', 'Closing balance (CNY)'), { readonly: true, sort: true }),
    count('openingCount', T('期初件数', '期初件數', 'Opening pieces')),
    weight('openingWeight', T('期初金重(g)', '期初金重(g)', 'Opening weight (g)'), { readonly: true }),
    count('closingCount', T('期末件数', '期末件數', 'Closing pieces')),
    weight('closingWeight', T('期末金重(g)', '期末金重(g)', 'Closing weight (g)'), { readonly: true }),
    { key: 'status', type: 'enum', label: T('状态', '狀態', 'Status'), readonly: true, default: MONTH_END_CLOSED,
      options: [{ value: 1, label: T('预览', '預覽', 'Preview'), color: 'orange' }, { value: MONTH_END_CLOSED, label: T('已关账', '已關賬', 'Closed'), color: 'green' }] },
    { key: 'generatedAt', type: 'time', label: T('生成时间', '生成時間', 'Generated at'), readonly: true },
  ],
});

/**
 * The month's stock of one category (`month_end_stocks`): opening + inbound − outbound − sold = closing, in count and
 * weight. The detail call answers these keys (with `categoryName`), and its export is these columns.
 */
export const monthEndStockFields: ModelField[] = [
  { key: 'category', type: 'enum', label: T('饰品类别', '飾品類別', 'Category'), readonly: true, dictionary: { type: 'goldCategory', valueKey: 'enCode' } },
  count('openingCount', T('期初件数', '期初件數', 'Opening pieces')),
  weight('openingWeight', T('期初金重(g)', '期初金重(g)', 'Opening weight (g)'), { readonly: true }),
  count('inboundCount', T('本月入库件数', '本月入庫件數', 'Inbound pieces')),
  weight('inboundWeight', T('本月入库金重(g)', '本月入庫金重(g)', 'Inbound weight (g)'), { readonly: true }),
  count('outboundCount', T('本月出库件数', '本月出庫件數', 'Outbound pieces')),
  weight('outboundWeight', T('本月出库金重(g)', '本月出庫金重(g)', 'Outbound weight (g)'), { readonly: true }),
  count('soldCount', T('本月销售件数', '本月銷售件數', 'Sold pieces')),
  weight('soldWeight', T('本月销售金重(g)', '本月銷售金重(g)', 'Sold weight (g)'), { readonly: true }),
  count('closingCount', T('期末件数', '期末件數', 'Closing pieces')),
  weight('closingWeight', T('期末金重(g)', '期末金重(g)', 'Closing weight (g)'), { readonly: true }),
];

/** The export of one month-end's categories (monthEndSettlementDetailExport). */
export const MONTH_END_DETAIL_EXPORT = { fileName: '月末库存明细.xlsx', columns: monthEndStockFields.map((f) => f.key) };
