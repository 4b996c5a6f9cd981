import Decimal from 'decimal.js';
import { parseDecimal } from '../../schemas/format/amount';

/** A stored number (a number, or a numeric string from a URL or an old record) as a number. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const parsed = parseDecimal(value);
  return parsed ? parsed.toNumber() : null;
}

/** The number with `precision` decimals (half-up, decimal math); as stored without one. */
export function formatNumber(value: unknown, precision?: number | null): string {
  const parsed = parseDecimal(value);
  if (!parsed) return '';
  return precision === null || precision === undefined ? parsed.toString() : parsed.toFixed(precision, Decimal.ROUND_HALF_UP);
}
