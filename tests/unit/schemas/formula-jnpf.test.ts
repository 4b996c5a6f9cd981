import { describe, expect, it } from 'vitest';
import {
  checkJnpfTokens,
  compileFormula,
  FORMULA_INVALID_VALUE,
  FORMULA_NOT_ARITHMETIC,
  jnpfTokensToFormula,
  type JnpfFormulaToken,
} from '../../../schemas/formula';

const price = { __vModel__: 'numInputField101', label: '单价' };
const qty = { __vModel__: 'numInputField102', label: '数量' };
const column = { __vModel__: 'tableField105.numInputField106', label: '明细.数量' };
const known = ['numInputField101', 'numInputField102', 'tableField105.numInputField106'];

describe('jnpfTokensToFormula', () => {
  it('converts operands, × and ÷, and merges digits typed one key at a time', () => {
    const tokens: JnpfFormulaToken[] = [price, '×', qty, '+', '1', '0'];
    expect(jnpfTokensToFormula(tokens)).toBe('numInputField101 * numInputField102 + 10');
    expect(jnpfTokensToFormula(['(', price, '+', '2', '.', '5', ')', '÷', '1', '0', '0'])).toBe('(numInputField101 + 2.5) / 100');
  });

  it('keeps sub-table column references and the result evaluates like JNPF', () => {
    const source = jnpfTokensToFormula([column, '×', '1', '.', '5']);
    expect(source).toBe('tableField105.numInputField106 * 1.5');
    const values = { tableField105: [{ numInputField106: 2 }, { numInputField106: '4' }] };
    expect(compileFormula(source).evaluate(values)).toBe('9.00');
  });
});

describe('checkJnpfTokens (the designer checks before saving)', () => {
  it('accepts well-formed formulas', () => {
    expect(checkJnpfTokens([price, '×', qty, '+', '1', '0'], known)).toBeNull();
    expect(checkJnpfTokens(['(', price, '+', qty, ')', '÷', '2'], known)).toBeNull();
    expect(checkJnpfTokens([column], known)).toBeNull();
  });

  it('refuses a formula that breaks the rules of arithmetic', () => {
    expect(FORMULA_NOT_ARITHMETIC).toMatchObject({ zh: '编辑的公式不符合计算法则，无法计算' });
    expect(checkJnpfTokens([price, '×'], known)).toBe(FORMULA_NOT_ARITHMETIC); // ends with an operator
    expect(checkJnpfTokens(['+', price], known)).toBe(FORMULA_NOT_ARITHMETIC); // starts with one
    expect(checkJnpfTokens([price, qty], known)).toBe(FORMULA_NOT_ARITHMETIC); // two numbers in a row
    expect(checkJnpfTokens([price, '+', '×', qty], known)).toBe(FORMULA_NOT_ARITHMETIC);
    expect(checkJnpfTokens([], known)).toBe(FORMULA_NOT_ARITHMETIC);
    expect(checkJnpfTokens(['(', price, '+', qty], known)).toBe(FORMULA_NOT_ARITHMETIC); // unbalanced
    expect(checkJnpfTokens(['1', '.', '2', '.', '3'], known)).toBe(FORMULA_NOT_ARITHMETIC); // no number
  });

  it('refuses a formula referencing a removed field', () => {
    expect(FORMULA_INVALID_VALUE).toMatchObject({ zh: '编辑的公式含有无效的值，无法计算' });
    expect(checkJnpfTokens([price, '+', { __vModel__: 'numInputField999', label: '已删除' }], known)).toBe(FORMULA_INVALID_VALUE);
  });
});
