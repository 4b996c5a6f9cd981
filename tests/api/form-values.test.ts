import { describe, expect, it } from 'vitest';
import type { FieldSchema } from '../../schemas';
import { prepareFormValues } from '../../server/core/form-values';

/** The server's preparation of a schema form's values before a save (same code as the browser's). */
const FIELDS: FieldSchema[] = [
  { jnpfKey: 'comInput', vModel: 'customer', label: '客户' },
  { jnpfKey: 'createUser', vModel: 'creator', label: '创建人' },
  { jnpfKey: 'createTime', vModel: 'created', label: '创建时间' },
  { jnpfKey: 'modifyTime', vModel: 'modified', label: '修改时间' },
  {
    jnpfKey: 'table', vModel: 'goods', label: '商品', children: [
      { jnpfKey: 'numInput', vModel: 'qty', label: '数量' },
      { jnpfKey: 'amount', vModel: 'price', label: '单价' },
      { jnpfKey: 'calculate', vModel: 'line', label: '金额', props: { expression: 'goods.qty * goods.price' } },
    ],
  },
  { jnpfKey: 'amount', vModel: 'freight', label: '运费' },
  { jnpfKey: 'calculate', vModel: 'payable', label: '应付', props: { expression: 'goods.line + freight' } },
];
const user = { userId: 'u1', userName: '张三' };

describe('prepareFormValues', () => {
  it('ignores the client\'s calculated and system values: recomputes in decimals and fills from the session', () => {
    const body = {
      customer: '南山店', creator: 'someone-else', created: 1, modified: 2, freight: '0.10', payable: '999.00',
      goods: [{ qty: 3, price: '0.10', line: '1.00' }, { qty: 1, price: '0.20', line: 'x' }],
    };
    const saved = prepareFormValues(FIELDS, body, { isNew: true, now: 1_700_000_000_000, user });
    expect(saved).toMatchObject({
      customer: '南山店', creator: 'u1', created: 1_700_000_000_000, modified: null, payable: '0.60',
      goods: [{ qty: 3, price: '0.10', line: '0.30' }, { qty: 1, price: '0.20', line: '0.20' }],
    });
  });

  it('keeps the stored creator and time on an update and stamps the modification', () => {
    const previous = { creator: 'u9', created: 5 };
    const saved = prepareFormValues(FIELDS, { creator: 'u1', created: 7, goods: [] }, { isNew: false, now: 10, user, previous });
    expect(saved).toMatchObject({ creator: 'u9', created: 5, modified: 10, payable: '0.00' });
  });

  it('refuses a form whose calculated fields depend on each other in a circle', () => {
    const circle: FieldSchema[] = [
      { jnpfKey: 'calculate', vModel: 'a', props: { expression: 'b + 1' } },
      { jnpfKey: 'calculate', vModel: 'b', props: { expression: 'a + 1' } },
    ];
    expect(() => prepareFormValues(circle, {}, { isNew: true, now: 0, user })).toThrow(/cycle/);
  });
});
