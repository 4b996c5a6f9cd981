import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor, screen } from '@testing-library/react';
import { toJS } from '@formily/reactive';
import type { FieldSchema } from '../../../../schemas';
import { compileFormula } from '../../../../schemas/formula';
import { createSchemaForm } from '../../../../runtime/renderers/form';
import { flushCalculations, FORMULA_DEBOUNCE_MS, sameValue } from '../../../../runtime/renderers/form/calculations';
import { WIDGETS } from '../../../../widgets/registry';
import { calculateWidget } from '../../../../widgets/calculate';
import { stubFetch, type Call } from '../../data/net';
import { bodyOf, formSchema, inputOf, renderSchemaForm } from './harness';

Object.assign(WIDGETS, { [calculateWidget.key]: calculateWidget });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const num = (vModel: string, label = vModel): FieldSchema => ({ jnpfKey: 'numInput', vModel, label });
const calc = (vModel: string, expression: string, label = vModel): FieldSchema => ({ jnpfKey: 'calculate', vModel, label, props: { expression } });

const TOTAL = 'price * qty';
const FEE = 'weight * 2';
const fields: FieldSchema[] = [
  num('price', '单价'),
  num('qty', '数量'),
  calc('total', TOTAL, '金额'),
  num('weight', '重量'),
  calc('fee', FEE, '工费'),
  {
    jnpfKey: 'table',
    vModel: 'items',
    label: '明细',
    children: [num('amount'), num('count'), calc('line', 'items.amount * items.count'), calc('stamp', 'rate * 1')],
  },
  num('rate'),
  calc('itemsTotal', 'items.line', '明细合计'),
];

const values = (form: ReturnType<typeof createSchemaForm>) => toJS(form.values) as Record<string, unknown>;

describe('calculations in a formily form', () => {
  it('computes every calculated field when the form is built (an edit shows the values)', () => {
    const form = createSchemaForm(formSchema(fields), {
      values: { price: '2.5', qty: 4, weight: 1, rate: 3, items: [{ amount: '0.1', count: 3 }, { amount: 2, count: '0.5' }], total: '999.00' },
    });
    expect(values(form)).toMatchObject({
      total: '10.00',
      fee: '2.00',
      items: [
        { amount: '0.1', count: 3, line: '0.30', stamp: '3.00' },
        { amount: 2, count: '0.5', line: '1.00', stamp: '3.00' },
      ],
      itemsTotal: '1.30',
    });
  });

  it('recomputes once, 500 ms after the last of several keystrokes, and only the dependents', () => {
    vi.useFakeTimers();
    const form = createSchemaForm(formSchema(fields), { values: { price: '1', qty: 2, weight: 1 } });
    const total = vi.spyOn(compileFormula(TOTAL), 'evaluate');
    const fee = vi.spyOn(compileFormula(FEE), 'evaluate');

    for (const typed of ['1', '12', '12.', '12.5']) {
      form.setValuesIn('price', typed);
      vi.advanceTimersByTime(200);
    }
    expect(total).not.toHaveBeenCalled();
    expect(form.values.total).toBe('2.00');
    vi.advanceTimersByTime(FORMULA_DEBOUNCE_MS - 200 - 1);
    expect(form.values.total).toBe('2.00');
    vi.advanceTimersByTime(1);
    expect(form.values.total).toBe('25.00');
    expect(total).toHaveBeenCalledTimes(1);
    expect(fee).not.toHaveBeenCalled();

    form.setValuesIn('weight', 4);
    vi.advanceTimersByTime(FORMULA_DEBOUNCE_MS);
    expect(form.values.fee).toBe('8.00');
    expect(fee).toHaveBeenCalledTimes(1);
    expect(total).toHaveBeenCalledTimes(1);
  });

  it('recomputes sub-table columns and sums when rows change, in place or as a new array', () => {
    vi.useFakeTimers();
    const form = createSchemaForm(formSchema(fields), { values: { rate: 2, items: [{ amount: 1, count: 1 }] } });
    expect(form.values.itemsTotal).toBe('1.00');

    // The sub-table widget gives a new rows array (a row added).
    form.setValuesIn('items', [...values(form).items as object[], { amount: '2.5', count: 2 }]);
    vi.advanceTimersByTime(FORMULA_DEBOUNCE_MS);
    expect(values(form).items).toEqual([
      { amount: 1, count: 1, line: '1.00', stamp: '2.00' },
      { amount: '2.5', count: 2, line: '5.00', stamp: '2.00' },
    ]);
    expect(form.values.itemsTotal).toBe('6.00');

    // A cell changed inside a row.
    form.setValuesIn('items.0.count', 10);
    vi.advanceTimersByTime(FORMULA_DEBOUNCE_MS);
    expect(form.values.items[0].line).toBe('10.00');
    expect(form.values.itemsTotal).toBe('15.00');

    form.setValuesIn('rate', 5);
    vi.advanceTimersByTime(FORMULA_DEBOUNCE_MS);
    expect((values(form).items as Array<{ stamp: string }>).map((row) => row.stamp)).toEqual(['5.00', '5.00']);
  });

  it('flushes a pending recompute when the form validates (a submit never loses the last keystroke)', async () => {
    vi.useFakeTimers();
    const form = createSchemaForm(formSchema(fields), { values: { price: 3, qty: 1 } });
    form.setValuesIn('qty', 7);
    await form.validate();
    expect(form.values.total).toBe('21.00');

    form.setValuesIn('qty', 8);
    flushCalculations(form);
    expect(form.values.total).toBe('24.00');
  });

  it('warns and leaves the fields alone when the formulas form a cycle', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const form = createSchemaForm(formSchema([calc('a', 'b + 1'), calc('b', 'a + 1')]));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('cycle: a -> b -> a'));
    expect(form.values.a).toBeUndefined();
  });
});

describe('what counts as a change of a watched value', () => {
  it('compares by structure: equal cells, rows and NaN are no change; a changed, added or missing one is', () => {
    expect(sameValue([1, '2.50', null], [1, '2.50', null])).toBe(true);
    expect(sameValue([[1, 2], { a: 'x' }], [[1, 2], { a: 'x' }])).toBe(true);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
    expect(sameValue([1, 2], [1, 3])).toBe(false);
    expect(sameValue([1, 2], [1, 2, 3])).toBe(false);
    expect(sameValue({ a: 1 }, { b: 1 })).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue('1', 1)).toBe(false);
    expect(sameValue(null, undefined)).toBe(false);
  });
});

describe('a rendered form with calculated fields', () => {
  const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');
  const submitButton = () => screen.getByRole('button', { name: /确\s?定/ });
  const record = { id: '7', price: 10, qty: 2, items: [{ amount: '1.5', count: 2 }, { amount: '0.25', count: 4 }], version: 1 };

  it('shows price × qty and the items sum, updates them as the user types, and submits fresh values', async () => {
    const calls = stubFetch({ 'GET /api/spv/detail/7': { code: 200, msg: '', data: record }, 'POST /api/spv/edit': { code: 200, msg: '保存成功', data: null } });
    const schema = formSchema([num('price', '单价'), num('qty', '数量'), calc('total', TOTAL, '金额'), fields[5], calc('itemsTotal', 'items.line', '明细合计')]);
    const { container, user, onSaved } = renderSchemaForm(schema, { recordId: '7' });

    const total = await waitFor(() => inputOf(container, 'total'));
    expect(total.value).toBe('20.00');
    expect(total.readOnly).toBe(true);
    expect(inputOf(container, 'itemsTotal').value).toBe('4.00');

    const qty = inputOf(container, 'qty');
    await user.clear(qty);
    await user.type(qty, '3');
    await waitFor(() => expect(inputOf(container, 'total').value).toBe('30.00'), { timeout: 3000 });

    // Typed and submitted at once: the value sent is recomputed, not the one of 500 ms before.
    await user.type(qty, '1');
    await user.click(submitButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(bodyOf(posts(calls)[0])).toMatchObject({
      price: 10,
      qty: 31,
      total: '310.00',
      items: [
        { amount: '1.5', count: 2, line: '3.00' },
        { amount: '0.25', count: 4, line: '1.00' },
      ],
      itemsTotal: '4.00',
    });
  });
});
