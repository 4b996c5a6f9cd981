import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileFormula, FORMULA_WARNING } from '../../../schemas/formula';

const value = (source: string, values: Record<string, unknown> = {}, precision?: number) =>
  compileFormula(source).evaluate(values, undefined, precision);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('compileFormula', () => {
  it('follows operator precedence and parentheses', () => {
    expect(value('1 + 2 * 3')).toBe('7.00');
    expect(value('(1 + 2) * 3')).toBe('9.00');
    expect(value('10 - 4 / 2')).toBe('8.00');
    expect(value('-a + 5', { a: 2 })).toBe('3.00');
  });

  it('is decimal arithmetic: no float rounding errors', () => {
    expect(value('0.1 + 0.2', {}, 20)).toBe('0.30000000000000000000');
    expect(value('a + b', { a: '0.1', b: '0.2' }, 17)).toBe('0.30000000000000000');
    expect(value('price * qty', { price: '19.99', qty: 3 }, 10)).toBe('59.9700000000');
    // 1.005 is 1.00499999999999989... as a float: a float toFixed(2) gives 1.00.
    expect(value('a', { a: '1.005' })).toBe('1.01');
  });

  it('rounds half-up to the precision (default 2) and never shows -0', () => {
    expect(value('10 / 3')).toBe('3.33');
    expect(value('2 / 3', {}, 0)).toBe('1');
    expect(value('2 / 3', {}, 4)).toBe('0.6667');
    expect(value('0 - 0.001')).toBe('0.00');
    expect(value('0 - 1.255')).toBe('-1.26');
  });

  it('counts missing and invalid values as 0', () => {
    expect(value('a + b + 1', {})).toBe('1.00');
    expect(value('a + b + c + d + 1', { a: 'abc', b: null, c: '', d: { x: 1 } })).toBe('1.00');
    expect(value('a * 2', { a: ' 12.5 ' })).toBe('25.00');
    expect(value('a * 2', { a: Number.NaN })).toBe('0.00');
  });

  it('gives 0 for NaN and Infinity (division by zero)', () => {
    expect(value('a / b', { a: 5, b: 0 })).toBe('0.00');
    expect(value('a / b', { a: 0, b: 0 })).toBe('0.00');
    expect(value('(a / b) + 1', { a: 1, b: 'abc' })).toBe('0.00');
  });

  it('warns and gives 0 when the evaluation fails', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(value('unknownFn(1) + 2', {})).toBe('0.00');
    expect(warn).toHaveBeenCalledWith(FORMULA_WARNING);
    expect(FORMULA_WARNING).toBe('计算公式出错, 可能包含无效的组件值');
  });

  it('does not warn for missing values', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(value('a + b', {})).toBe('0.00');
    expect(warn).not.toHaveBeenCalled();
  });

  it('sums a sub-table column over the rows', () => {
    const items = [{ amount: '1.10' }, { amount: 'x' }, { amount: 2.2 }, null, { other: 1 }];
    expect(value('items.amount', { items })).toBe('3.30');
    expect(value('items.amount * 2 + fee', { items, fee: '0.4' })).toBe('7.00');
    expect(value('items.amount', { items: 'not rows' })).toBe('0.00');
    expect(value('items.amount', {})).toBe('0.00');
  });

  it('reads the same row inside a row of the sub-table', () => {
    const values = { rate: 2, items: [{ price: '1.5', qty: 2 }, { price: '0.1', qty: 3 }] };
    const formula = compileFormula('items.price * items.qty * rate');
    expect(formula.evaluate(values, { table: 'items', index: 0 })).toBe('6.00');
    expect(formula.evaluate(values, { table: 'items', index: 1 })).toBe('0.60');
    // Outside a row the same references are sums: (1.5 + 0.1) * (2 + 3) * 2.
    expect(formula.evaluate(values)).toBe('16.00');
    // A bare column name in a row is the row's cell.
    expect(compileFormula('price * qty').evaluate(values, { table: 'items', index: 1, columns: ['price', 'qty'] })).toBe('0.30');
  });

  it('knows the paths it reads, and parses once', () => {
    expect(compileFormula('price * qty + items.amount').refs).toEqual(['price', 'qty', 'items.amount']);
    expect(compileFormula('price * qty + items.amount')).toBe(compileFormula('price * qty + items.amount'));
  });

  it('throws a clear error for a formula that does not parse', () => {
    expect(() => compileFormula('price * ')).toThrow(/formula 'price \* ' does not parse/);
  });

  it('keeps functions and comparisons decimal', () => {
    expect(value('max(a, b) - min(a, b)', { a: '0.3', b: '0.1' }, 20)).toBe('0.20000000000000000000');
    expect(value('a > b ? a : b', { a: '10', b: '9' })).toBe('10.00');
    expect(value('roundTo(a, 1)', { a: '2.25' })).toBe('2.30');
  });
});
