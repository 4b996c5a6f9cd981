import type { FieldSchema } from '../../schemas/types';
import { SHOP_TYPES, widgetMeta, widgetStates, type WidgetStoryObj } from '../kit';

export default widgetMeta('table');

const columns: FieldSchema[] = [
  { jnpfKey: 'comInput', vModel: 'name', label: { zh: '品名', en: 'Item' }, required: true, columnWidth: 160 },
  { jnpfKey: 'radio', vModel: 'shop', label: { zh: '门店类型', en: 'Shop type' }, options: SHOP_TYPES, columnWidth: 140 },
  { jnpfKey: 'numInput', vModel: 'qty', label: { zh: '数量', en: 'Qty' }, required: true, columnWidth: 120 },
  { jnpfKey: 'amount', vModel: 'price', label: { zh: '单价', en: 'Price' }, props: { showChinese: false }, columnWidth: 140 },
  { jnpfKey: 'slider', vModel: 'purity', label: { zh: '成色', en: 'Purity' }, columnWidth: 160 },
  { jnpfKey: 'calculate', vModel: 'lineTotal', label: { zh: '小计', en: 'Line total' }, props: { expression: 'price * qty', precision: 2 }, columnWidth: 120 },
];
const field: Partial<FieldSchema> = { vModel: 'items', label: { zh: '采购明细', en: 'Items' }, children: columns, props: { actionText: '添加明细' } };

const rows = [
  { name: '足金手镯', shop: '1', qty: 2, price: '1234.50', purity: 99, lineTotal: '2469.00' },
  { name: '铂金戒指', shop: '2', qty: 1, price: '0.10', purity: 95, lineTotal: '0.10' },
  { name: '金币', shop: null, qty: 3, price: '0.20', purity: 99, lineTotal: '0.60' },
];

const states = widgetStates(rows, field);
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Display = states.Display;

/** After a failed submit: every empty required cell says 不能为空. */
export const Invalid: WidgetStoryObj = {
  args: { ...states.Invalid.args, field, value: [rows[0], { name: '', shop: null, qty: null, price: null, purity: null, lineTotal: null }] },
};

/** A calculated column reading a field outside the table (`rate` of the form) and the row's weight. */
export const OutsideField: WidgetStoryObj = {
  args: {
    field: {
      ...field,
      children: [
        { jnpfKey: 'numInput', vModel: 'weight', label: { zh: '克重', en: 'Weight (g)' } },
        { jnpfKey: 'calculate', vModel: 'cost', label: { zh: '料价', en: 'Gold cost' }, props: { expression: 'rate * weight', precision: 2 } },
      ],
    },
    value: [{ weight: 10.5 }, { weight: 3 }],
    scopeValues: { rate: '568.30' },
  },
};

/** 40 rows × 6 columns: typing re-renders only the edited cell. */
export const Large: WidgetStoryObj = {
  args: {
    field,
    value: Array.from({ length: 40 }, (_, index) => ({ name: `金条 ${index + 1}`, shop: '1', qty: 1, price: '100.00', purity: 99, lineTotal: '100.00' })),
  },
};

/**
 * Cells at rest are painted as the text their box shows (a long text is cut), 大写 included; the widget
 * takes over on hover, press or Tab. A text box with an addon stays a live widget.
 */
export const RestingCells: WidgetStoryObj = {
  args: {
    field: {
      ...field,
      children: [
        { jnpfKey: 'comInput', vModel: 'name', label: { zh: '品名', en: 'Item' }, columnWidth: 110 },
        { jnpfKey: 'comInput', vModel: 'code', label: { zh: '编码', en: 'Code' }, props: { prepend: 'NO.' }, columnWidth: 160 },
        { jnpfKey: 'amount', vModel: 'price', label: { zh: '金额', en: 'Amount' }, columnWidth: 200 },
      ],
    },
    value: [
      { name: '足金手镯', code: '001', price: '1234.50' },
      { name: '足金古法雕花手镯（大号）', code: '002', price: null },
    ],
  },
};
