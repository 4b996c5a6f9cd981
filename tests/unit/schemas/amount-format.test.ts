import { describe, expect, it } from 'vitest';
import { amountToChinese, formatAmount, parseDecimal, toFixed2 } from '../../../schemas/format/amount';

describe('toFixed2', () => {
  it('keeps two decimals as a string, rounding half up with decimal math', () => {
    expect(toFixed2('1234.5')).toBe('1234.50');
    expect(toFixed2(1234.5)).toBe('1234.50');
    expect(toFixed2('1.005')).toBe('1.01'); // a float would give 1.00
    expect(toFixed2('0.1')).toBe('0.10');
    expect(toFixed2('-0.001')).toBe('0.00');
    expect(toFixed2('-12.345')).toBe('-12.35');
    expect(toFixed2('99999999999999999.99')).toBe('99999999999999999.99');
    expect(toFixed2(' 7 ')).toBe('7.00');
  });

  it('is null for empty or non-numeric input', () => {
    expect(toFixed2('')).toBeNull();
    expect(toFixed2(null)).toBeNull();
    expect(toFixed2(undefined)).toBeNull();
    expect(toFixed2('abc')).toBeNull();
    expect(toFixed2('1e5')).toBeNull();
    expect(toFixed2('0x10')).toBeNull();
    expect(toFixed2(Number.NaN)).toBeNull();
    expect(toFixed2(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('formatAmount', () => {
  it('groups thousands and keeps two decimals', () => {
    expect(formatAmount('1234.5')).toBe('1,234.50');
    expect(formatAmount('0')).toBe('0.00');
    expect(formatAmount('999')).toBe('999.00');
    expect(formatAmount('1234567.891')).toBe('1,234,567.89');
    expect(formatAmount('-1234567')).toBe('-1,234,567.00');
    expect(formatAmount('1,234.5')).toBe('1,234.50');
  });

  it('is empty for empty or non-numeric input', () => {
    expect(formatAmount('')).toBe('');
    expect(formatAmount(null)).toBe('');
    expect(formatAmount('x')).toBe('');
  });
});

describe('amountToChinese', () => {
  it('writes the upper-case amount of cheques', () => {
    expect(amountToChinese(1234.5)).toBe('壹仟贰佰叁拾肆元伍角');
    expect(amountToChinese('1234.56')).toBe('壹仟贰佰叁拾肆元伍角陆分');
    expect(amountToChinese('0')).toBe('零元整');
    expect(amountToChinese(0)).toBe('零元整');
    expect(amountToChinese('100')).toBe('壹佰元整');
    expect(amountToChinese('10')).toBe('壹拾元整');
    expect(amountToChinese('1005')).toBe('壹仟零伍元整');
    expect(amountToChinese('1000.05')).toBe('壹仟元零伍分');
    expect(amountToChinese('0.5')).toBe('伍角');
    expect(amountToChinese('0.05')).toBe('伍分');
    expect(amountToChinese('100001')).toBe('壹拾万零壹元整');
    expect(amountToChinese('100000')).toBe('壹拾万元整');
    expect(amountToChinese('100000000')).toBe('壹亿元整');
    expect(amountToChinese('100000001')).toBe('壹亿零壹元整');
    expect(amountToChinese('120003400')).toBe('壹亿贰仟万零叁仟肆佰元整');
    expect(amountToChinese('100100000')).toBe('壹亿零壹拾万元整');
    expect(amountToChinese('999999999999.99')).toBe('玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分');
  });

  it('is empty for negative or non-numeric input', () => {
    expect(amountToChinese(-1)).toBe('');
    expect(amountToChinese('-0.01')).toBe('');
    expect(amountToChinese('abc')).toBe('');
    expect(amountToChinese('')).toBe('');
    expect(amountToChinese(null)).toBe('');
  });

  it('says the amount is too large beyond 12 integer digits, in the asked language', () => {
    expect(amountToChinese('1234567890123')).toBe('金额过大');
    expect(amountToChinese('1234567890123', 'en')).toBe('Amount too large');
    expect(amountToChinese('1234567890123', 'zhtw')).toBe('金額過大');
    // 12 digits still convert; rounding up to 13 digits does not.
    expect(amountToChinese('100000000000')).toBe('壹仟亿元整');
    expect(amountToChinese('999999999999.995')).toBe('金额过大');
  });

  it('reads decimals exactly', () => {
    expect(parseDecimal('0.1')!.plus('0.2').toString()).toBe('0.3');
  });
});
