import type { FormSchema } from '../../../schemas';

/**
 * The end-to-end form of issue 5: an order with a goods sub-table (name required, quantity, unit price,
 * line amount = quantity x unit price per row), the goods total and freight, and the amount payable.
 */
export function orderFormSchema(): FormSchema {
  return {
    schemaVersion: 1,
    type: 'form',
    id: 'lab.orderForm',
    title: '采购单',
    api: { save: { method: 'POST', url: '/lab/save' } },
    fields: [
      { jnpfKey: 'comInput', vModel: 'customer', label: '客户', required: true, span: 12 },
      { jnpfKey: 'date', vModel: 'orderDate', label: '下单日期', span: 12 },
      {
        jnpfKey: 'table', vModel: 'goods', label: '商品明细', props: { actionText: '添加商品' }, children: [
          { jnpfKey: 'comInput', vModel: 'name', label: '品名', required: true, columnWidth: 160 },
          { jnpfKey: 'numInput', vModel: 'qty', label: '数量', columnWidth: 110 },
          { jnpfKey: 'amount', vModel: 'price', label: '单价', columnWidth: 130, props: { showChinese: false } },
          { jnpfKey: 'calculate', vModel: 'lineTotal', label: '金额', columnWidth: 130, props: { expression: 'goods.qty * goods.price', precision: 2 } },
        ],
      },
      { jnpfKey: 'calculate', vModel: 'goodsTotal', label: '商品合计', span: 8, props: { expression: 'goods.lineTotal', precision: 2 } },
      { jnpfKey: 'amount', vModel: 'freight', label: '运费', span: 8, props: { showChinese: false } },
      { jnpfKey: 'calculate', vModel: 'payable', label: '应付金额', span: 8, props: { expression: 'goodsTotal + freight', precision: 2 } },
    ],
  };
}
