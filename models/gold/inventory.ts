import { defineModel, type ModelField } from '../../schemas/model';
import { GOLD_MENUS, T, date, money, remark, text } from './fields';

/** Stock item states (docs/domain.md#stock-item): exactly one at a time. */
export const ITEM_IN_STOCK = 1;
export const ITEM_SOLD = 2;
export const ITEM_OUT = 3;

/** Grams to the milligram: numeric(14,3). */
export const weight = (key: string, label: ReturnType<typeof T>, extra: Partial<ModelField> = {}): ModelField =>
  ({ key, type: 'decimal', label, rules: ['weight'], scale: 3, intDigits: 11, ...extra });

/** The shop a stock item or a sale belongs to; imports name it by its code. */
export const shopRef = (extra: Partial<ModelField> = {}): ModelField => ({
  key: 'shopId', type: 'ref', label: T('门店', '門店', 'Shop'), required: true, search: 'equal', export: false,
  ref: { model: 'shop', nameKey: 'shopName' }, ...extra,
});

export const inventoryNumber: ModelField = text('inventoryNumber', T('饰品编号', '飾品編號', 'Item number'), 50,
  { required: true, rules: ['code'], search: 'contains', sort: true, description: 'the barcode on the piece' });

/** Outbound kinds. */
export const OUT_TYPE_OPTIONS = [
  { value: 1, label: T('退回SPV', '退回SPV', 'Returned to the SPV') },
  { value: 2, label: T('调拨至其他门店', '調撥至其他門店', 'Transferred to another shop') },
  { value: 3, label: T('其他', '其他', 'Other') },
];

/**
 * Stock item (`shop_inventory`, docs/domain.md#stock-item): one consigned piece, in stock, sold or out.
 * Inbound creates it (form or import); outbound and sale change its state, never delete it.
 */
export const inventoryModel = defineModel({
  name: 'shopInventory',
  table: 'shop_inventories',
  label: T('库存', '庫存', 'Stock item'),
  routes: { base: '/api/shopInventory', omit: ['list'] },
  access: { menu: GOLD_MENUS.inventory },
  keyword: ['inventoryNumber', 'productName', 'batchNumber'],
  unique: [{
    fields: ['inventoryNumber'],
    index: 'shop_inventories_number_live_idx',
    message: T('饰品编号已存在', '飾品編號已存在', 'This item number already exists'),
  }],
  export: {
    fileName: '门店库存.xlsx',
    columns: ['inventoryNumber', 'shopName', 'batchNumber', 'category', 'productName', 'goldWeight', 'purity', 'labourFee', 'inboundDate', 'state',
      'outDate', 'outType', 'outReason', 'remark', 'createdAt', 'createdByName'],
  },
  import: {
    columns: ['inventoryNumber', 'shopId', 'batchNumber', 'category', 'productName', 'goldWeight', 'purity', 'labourFee', 'inboundDate', 'remark'],
    example: {
      inventoryNumber: 'JZ20260105001', shopId: 'MD2026010001', batchNumber: 'RK20260105', category: '戒指', productName: '足金素圈戒指',
      goldWeight: '3.456', purity: '999', labourFee: '80.00', inboundDate: '2026-01-05', remark: '',
    },
  },
  texts: { notFound: T('库存记录不存在', '庫存記錄不存在', 'Stock item not found') },
  fields: [
    inventoryNumber,
    shopRef(),
    text('batchNumber', T('入库批次', '入庫批次', 'Inbound batch'), 50, { search: 'contains', sort: true }),
    { key: 'category', type: 'enum', label: T('饰品类别', '飾品類別', 'Category'), required: true, search: 'equal', dictionary: { type: 'goldCategory', valueKey: 'enCode' } },
    text('productName', T('品名', '品名', 'Product name'), 100, { required: true, search: 'contains' }),
    weight('goldWeight', T('金重(g)', '金重(g)', 'Gold weight (g)'), { required: true, sort: true }),
    { key: 'purity', type: 'integer', label: T('成色(‰)', '成色(‰)', 'Purity (‰)'), rules: ['positiveInteger'], default: 999 },
    money('labourFee', T('工费(元)', '工費(元)', 'Labour fee (CNY)')),
    date('inboundDate', T('入库日期', '入庫日期', 'Inbound date'), { required: true, search: 'range', sort: true }),
    {
      key: 'state', type: 'enum', label: T('状态', '狀態', 'State'), readonly: true, search: 'equal', sort: true, default: ITEM_IN_STOCK, history: false,
      options: [
        { value: ITEM_IN_STOCK, label: T('在库', '在庫', 'In stock'), color: 'green' },
        { value: ITEM_SOLD, label: T('已售', '已售', 'Sold'), color: 'blue' },
        { value: ITEM_OUT, label: T('已出库', '已出庫', 'Out'), color: 'default' },
      ],
    },
    date('outDate', T('出库日期', '出庫日期', 'Outbound date'), { readonly: true, search: 'range', sort: true, history: false }),
    { key: 'outType', type: 'enum', label: T('出库类型', '出庫類型', 'Outbound type'), readonly: true, search: 'equal', options: OUT_TYPE_OPTIONS, history: false },
    text('outReason', T('出库原因', '出庫原因', 'Outbound reason'), 200, { readonly: true, history: false }),
    remark,
  ],
});
