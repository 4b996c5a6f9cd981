import { describe, expect, it } from 'vitest';
import type { FieldSchema } from '../../../schemas';
import { calculationPlan, dependentsOf, recomputeCalculated } from '../../../schemas/formula';

const num = (vModel: string): FieldSchema => ({ jnpfKey: 'numInput', vModel });
const calc = (vModel: string, expression: unknown, precision?: number): FieldSchema => ({
  jnpfKey: 'calculate',
  vModel,
  props: precision === undefined ? { expression } : { expression, precision },
});

/** A form: order lines (price × qty = line total), a discount, and totals that read each other. */
const fields: FieldSchema[] = [
  // The grand total comes first in the schema but reads the fields below.
  calc('grand', 'subtotal - discount'),
  num('discount'),
  {
    jnpfKey: 'card',
    children: [
      {
        jnpfKey: 'table',
        vModel: 'items',
        children: [num('price'), num('qty'), calc('lineTotal', 'items.price * items.qty')],
      },
    ],
  },
  calc('subtotal', 'items.lineTotal'),
  num('weight'),
  calc('weightFee', 'weight * 0.5', 3),
];

describe('calculationPlan', () => {
  it('lists every calculated field, sub-table columns included, after what it reads', () => {
    const plan = calculationPlan(fields);
    expect(plan.map((field) => field.path)).toEqual(['items.lineTotal', 'subtotal', 'grand', 'weightFee']);
    const line = plan[0];
    expect(line).toMatchObject({ vModel: 'lineTotal', table: 'items', columns: ['price', 'qty', 'lineTotal'], reads: ['items.price', 'items.qty'] });
    expect(plan[3]).toMatchObject({ vModel: 'weightFee', precision: 3, reads: ['weight'] });
    expect(plan[3].table).toBeUndefined();
  });

  it('resolves a bare column name inside a sub-table to the same row', () => {
    const plan = calculationPlan([{ jnpfKey: 'table', vModel: 'items', children: [num('price'), num('qty'), calc('line', 'price * qty + fee')] }, num('fee')]);
    expect(plan[0].reads).toEqual(['items.price', 'items.qty', 'fee']);
  });

  it('converts an imported JNPF token array, and treats an empty formula as 0', () => {
    const plan = calculationPlan([calc('a', [{ __vModel__: 'x' }, '×', '2']), calc('b', '')]);
    expect(plan.map((field) => field.formula.source)).toEqual(['x * 2', '0']);
  });

  it('refuses a cycle with a message naming it', () => {
    const cyclic = [calc('a', 'b + 1'), calc('b', 'c * 2'), calc('c', 'a'), calc('d', 'd')];
    expect(() => calculationPlan(cyclic)).toThrow('calculated fields depend on each other in a cycle: a -> b -> c -> a');
    expect(() => calculationPlan([calc('d', 'd + 1')])).toThrow('cycle: d -> d');
  });
});

describe('dependentsOf', () => {
  const plan = calculationPlan(fields);
  const paths = (changed: string | string[]) => dependentsOf(plan, changed).map((field) => field.path);

  it('returns only the fields depending on the change, transitively, in order', () => {
    expect(paths('items.qty')).toEqual(['items.lineTotal', 'subtotal', 'grand']);
    expect(paths('discount')).toEqual(['grand']);
    expect(paths('weight')).toEqual(['weightFee']);
    expect(paths('unrelated')).toEqual([]);
  });

  it('treats a change of a whole sub-table as a change of its columns', () => {
    expect(paths('items')).toEqual(['items.lineTotal', 'subtotal', 'grand']);
    expect(paths(['discount', 'weight'])).toEqual(['grand', 'weightFee']);
  });
});

describe('recomputeCalculated', () => {
  it('recomputes every calculated field and sub-table column, not trusting the values sent', () => {
    const sent = {
      discount: '1.5',
      weight: '2.25',
      items: [
        { price: '19.99', qty: 3, lineTotal: '999.00' },
        { price: '0.1', qty: '0.2', lineTotal: 'forged' },
        { price: 'abc', qty: 1 },
      ],
      subtotal: '1.00',
      grand: '1000000.00',
    };
    const out = recomputeCalculated(fields, sent);
    expect(out).toEqual({
      discount: '1.5',
      weight: '2.25',
      items: [
        { price: '19.99', qty: 3, lineTotal: '59.97' },
        { price: '0.1', qty: '0.2', lineTotal: '0.02' },
        { price: 'abc', qty: 1, lineTotal: '0.00' },
      ],
      subtotal: '59.99',
      grand: '58.49',
      weightFee: '1.125',
    });
    // The input is left as it was.
    expect(sent.items[0].lineTotal).toBe('999.00');
    expect(sent.grand).toBe('1000000.00');
  });

  it('leaves a missing sub-table alone and still computes the rest', () => {
    expect(recomputeCalculated(fields, { discount: 2 })).toEqual({ discount: 2, subtotal: '0.00', grand: '-2.00', weightFee: '0.000' });
  });
});
