import { defineModel } from '../../schemas/model';
import { GOLD_MENUS, T, date, money, remark, text } from './fields';
import { inventoryNumber, shopRef, weight } from './inventory';

/** A sale's link to stock: 0 matched to an inbound item, 1 saved without one and marked for reconciliation. */
export const SALE_MATCHED = 0;
export const SALE_NO_INVENTORY = 1;

const price = (key: string, label: ReturnType<typeof T>, required = false) =>
  ({ key, type: 'decimal' as const, label, rules: [required ? 'amount' as const : 'money' as const], scale: 2, intDigits: 10, required });

/**
 * Sale (`shop_sale`, docs/domain.md#sale): one piece sold by a shop, with the old gold traded in. The amounts are
 * computed by the server, rounded half-up once per line (docs/domain.md#units-and-precision).
 */
export const saleModel = defineModel({
  name: 'shopSale',
  table: 'shop_sales',
  label: T('销售记录', '銷售記錄', 'Sale'),
  routes: { base: '/api/shop/sale', omit: ['list', 'save'] },
  access: { menu: GOLD_MENUS.sale },
  keyword: ['inventoryNumber', 'salesperson'],
  // A shop sells an item number once; a matched sale's item is sold once too (shop_sales_item_live_idx), which the
  // item's state move enforces first. A sale without an inbound record so holds its number in its own shop only.
  unique: [{
    fields: ['inventoryNumber', 'shopId'],
    index: 'shop_sales_number_shop_live_idx',
    message: T('本门店已有该饰品的销售记录', '本門店已有該飾品的銷售記錄', 'This shop already has a sale of this item'),
  }],
  export: {
    fileName: '门店销售.xlsx',
    columns: ['shopName', 'inventoryNumber', 'saleDate', 'goldWeight', 'retailPrice', 'labourFee', 'saleAmount', 'oldGoldWeight', 'oldGoldPrice',
      'oldGoldAmount', 'salesperson', 'noInventory', 'remark', 'createdAt', 'createdByName'],
  },
  import: {
    columns: ['shopId', 'inventoryNumber', 'saleDate', 'goldWeight', 'retailPrice', 'labourFee', 'oldGoldWeight', 'oldGoldPrice', 'salesperson', 'remark'],
    example: {
      shopId: 'MD2026010001', inventoryNumber: 'JZ20260105001', saleDate: '2026-01-08', goldWeight: '3.456', retailPrice: '658.00', labourFee: '120.00',
      oldGoldWeight: '2.100', oldGoldPrice: '560.00', salesperson: '张三', remark: '',
    },
  },
  texts: { notFound: T('销售记录不存在', '銷售記錄不存在', 'Sale not found') },
  fields: [
    shopRef(),
    inventoryNumber,
    date('saleDate', T('销售日期', '銷售日期', 'Sale date'), { required: true, search: 'range', sort: true }),
    weight('goldWeight', T('金重(g)', '金重(g)', 'Gold weight (g)'), { required: true, sort: true }),
    price('retailPrice', T('销售金价(元/克)', '銷售金價(元/克)', 'Retail price (CNY/g)'), true),
    money('labourFee', T('工费(元)', '工費(元)', 'Labour fee (CNY)')),
    money('saleAmount', T('销售金额(元)', '銷售金額(元)', 'Sale amount (CNY)'), { readonly: true, sort: true }),
    weight('oldGoldWeight', T('旧料克重(g)', '舊料克重(g)', 'Old gold traded in (g)'), { notNull: true, default: '0.000', sort: true }),
    price('oldGoldPrice', T('旧料金价(元/克)', '舊料金價(元/克)', 'Old-gold price (CNY/g)')),
    money('oldGoldAmount', T('旧料金额(元)', '舊料金額(元)', 'Old-gold amount (CNY)'), { readonly: true }),
    text('salesperson', T('销售员', '銷售員', 'Salesperson'), 50, { search: 'contains' }),
    {
      key: 'noInventory', type: 'enum', label: T('无入库记录', '無入庫記錄', 'No inbound record'), readonly: true, search: 'equal', default: SALE_MATCHED, history: false,
      options: [{ value: SALE_MATCHED, label: T('否', '否', 'No') }, { value: SALE_NO_INVENTORY, label: T('是，待核对', '是，待核對', 'Yes, to reconcile'), color: 'orange' }],
    },
    remark,
  ],
});
