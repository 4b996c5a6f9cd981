import { defineModel, type ModelField } from '../../schemas/model';
import { GOLD_MENUS, T, code, date, money, remark } from './fields';
import { shopRef, weight } from './inventory';

/** Settlement status (docs/domain.md#settlement), from what completed funds have paid. */
export const SETTLEMENT_UNPAID = 1;
export const SETTLEMENT_PART_PAID = 2;
export const SETTLEMENT_PAID = 3;

/** Yuan per gram, numeric(12,2). */
export const perGram = (key: string, label: ReturnType<typeof T>, extra: Partial<ModelField> = {}): ModelField =>
  ({ key, type: 'decimal', label, rules: ['amount'], scale: 2, intDigits: 10, ...extra });

/**
 * Settlement day (`shop_settlement_day`, docs/domain.md#settlement-day): a shop's sales of one day valued at that day's
 * base price. Derived from sales and prices by the server; only the price of an unsettled day is edited by hand.
 */
export const settlementDayModel = defineModel({
  name: 'shopSettlementDay',
  table: 'shop_settlement_days',
  label: T('结算日', '結算日', 'Settlement day'),
  routes: { base: '/api/shopSettlement/day', omit: ['page', 'list', 'detail', 'save', 'delete', 'export'] },
  access: { menu: GOLD_MENUS.settlement },
  softDelete: false,
  texts: { notFound: T('结算日不存在', '結算日不存在', 'Settlement day not found') },
  fields: [
    shopRef(),
    date('day', T('销售日期', '銷售日期', 'Sale date'), { readonly: true, search: 'range', sort: true }),
    { key: 'saleCount', type: 'integer', label: T('销售件数', '銷售件數', 'Pieces sold'), readonly: true },
    money('saleAmount', T('销售金额(元)', '銷售金額(元)', 'Sales (CNY)'), { readonly: true }),
    money('labourFee', T('工费(元)', '工費(元)', 'Labour fee (CNY)'), { readonly: true }),
    weight('soldWeight', T('销售金重(g)', '銷售金重(g)', 'Gold sold (g)'), { readonly: true, sort: true }),
    perGram('settlementPrice', T('结算金价(元/克)', '結算金價(元/克)', 'Settlement price (CNY/g)')),
    money('amount', T('结算金额(元)', '結算金額(元)', 'Settlement amount (CNY)'), { readonly: true, sort: true }),
    weight('oldGoldWeight', T('旧料克重(g)', '舊料克重(g)', 'Old gold traded in (g)'), { readonly: true }),
    perGram('substitutionPrice', T('旧料回收价(元/克)', '舊料回收價(元/克)', 'Old-gold price (CNY/g)'), { readonly: true }),
    money('substitutionAmount', T('旧料金额(元)', '舊料金額(元)', 'Old-gold value (CNY)'), { readonly: true }),
    { key: 'priceManual', type: 'enum', label: T('手工改价', '手工改價', 'Price set by hand'), readonly: true, default: 0,
      options: [{ value: 0, label: T('否', '否', 'No') }, { value: 1, label: T('是', '是', 'Yes'), color: 'orange' }] },
    { key: 'settlementId', type: 'ref', label: T('结算单', '結算單', 'Settlement'), readonly: true, search: 'equal', export: false,
      ref: { model: 'shopSettlement', nameKey: 'settlementCode' } },
  ],
});

/**
 * Settlement (`shop_settlement`, docs/domain.md#settlement): the unsettled days of a shop up to a date, and the old gold it
 * hands over. Created by `save` with its days in one transaction; deleted only while nothing is allocated to it.
 */
export const settlementModel = defineModel({
  name: 'shopSettlement',
  table: 'shop_settlements',
  label: T('门店结算单', '門店結算單', 'Shop settlement'),
  routes: { base: '/api/shopSettlement', omit: ['list', 'save'] },
  access: { menu: GOLD_MENUS.settlement },
  code: { field: 'code', billRule: 'settlementCode' },
  keyword: ['code', 'remark'],
  export: {
    fileName: '门店结算单.xlsx',
    columns: ['code', 'shopName', 'settlementDate', 'startDay', 'endDay', 'dayCount', 'soldWeight', 'settlementAmount', 'substitutionWeight',
      'substitutionPrice', 'substitutionAmount', 'payableAmount', 'paidAmount', 'status', 'remark', 'createdAt', 'createdByName'],
  },
  texts: { notFound: T('结算单不存在', '結算單不存在', 'Settlement not found') },
  fields: [
    code(T('结算单号', '結算單號', 'Settlement number')),
    shopRef(),
    date('settlementDate', T('结算日期', '結算日期', 'Settlement date'), { readonly: true, search: 'range', sort: true }),
    date('startDay', T('起始销售日', '起始銷售日', 'First sale day'), { readonly: true }),
    date('endDay', T('截止销售日', '截止銷售日', 'Last sale day'), { readonly: true }),
    { key: 'dayCount', type: 'integer', label: T('结算天数', '結算天數', 'Days'), readonly: true },
    weight('soldWeight', T('销售金重(g)', '銷售金重(g)', 'Gold sold (g)'), { readonly: true, sort: true }),
    money('settlementAmount', T('结算金额(元)', '結算金額(元)', 'Settlement amount (CNY)'), { readonly: true, sort: true }),
    weight('substitutionWeight', T('旧料抵扣克重(g)', '舊料抵扣克重(g)', 'Old gold handed over (g)'), { readonly: true }),
    perGram('substitutionPrice', T('旧料抵扣金价(元/克)', '舊料抵扣金價(元/克)', 'Old-gold price (CNY/g)'), { readonly: true }),
    money('substitutionAmount', T('旧料抵扣金额(元)', '舊料抵扣金額(元)', 'Old-gold substitution (CNY)'), { readonly: true }),
    money('payableAmount', T('应付金额(元)', '應付金額(元)', 'Payable (CNY)'), { readonly: true, sort: true }),
    money('allocatedAmount', T('已登记付款(元)', '已登記付款(元)', 'Registered payments (CNY)'), { readonly: true, export: false }),
    money('paidAmount', T('已付金额(元)', '已付金額(元)', 'Paid (CNY)'), { readonly: true }),
    { key: 'status', type: 'enum', label: T('付款状态', '付款狀態', 'Payment status'), readonly: true, search: 'equal', sort: true, default: SETTLEMENT_UNPAID,
      options: [
        { value: SETTLEMENT_UNPAID, label: T('未付款', '未付款', 'Unpaid'), color: 'orange' },
        { value: SETTLEMENT_PART_PAID, label: T('部分付款', '部分付款', 'Partly paid'), color: 'blue' },
        { value: SETTLEMENT_PAID, label: T('已付清', '已付清', 'Paid'), color: 'green' },
      ] },
    remark,
  ],
});
