import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedProduct, fixedSum } from '../../../server/modules/gold/fixed-point';

/**
 * Decimal texts as an import reads them: an optional sign, whole digits, up to `scale` decimals; at most 9 digits, so
 * a product stays within the 20 significant digits Decimal computes exactly by default.
 */
const decimalText = (scale: number) => fc.tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 9n }), fc.integer({ min: 0, max: scale }))
  .map(([negative, units, places]) => {
    const digits = units.toString().padStart(places + 1, '0');
    const text = places ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
    return negative ? `-${text}` : text;
  });

describe('fixed-point sale arithmetic', () => {
  it('multiplies and rounds half away from zero exactly as Decimal ROUND_HALF_UP does', () => {
    fc.assert(fc.property(decimalText(4), decimalText(3), (a, b) => {
      expect(fixedProduct(a, b, 2)).toBe(new Decimal(a).times(b).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
    }), { numRuns: 2000 });
  });

  it('adds exactly as Decimal does', () => {
    fc.assert(fc.property(decimalText(4), decimalText(2), (a, b) => {
      expect(fixedSum(a, b, 2)).toBe(new Decimal(a).plus(b).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
    }), { numRuns: 2000 });
  });

  it('rounds the half-fen cases up and keeps signs', () => {
    expect(fixedProduct('0.005', '1', 2)).toBe('0.01');
    expect(fixedProduct('-0.005', '1', 2)).toBe('-0.01');
    expect(fixedProduct('12.345', '658.00', 2)).toBe('8123.01');
    expect(fixedSum('.5', '1.', 2)).toBe('1.50');
  });

  it('answers null for texts that are not plain decimals, so the caller falls back to Decimal', () => {
    expect(fixedProduct('1e3', '2', 2)).toBeNull();
    expect(fixedSum('abc', '1', 2)).toBeNull();
    expect(fixedProduct('', '1', 2)).toBeNull();
  });
});
