import { formatAmount } from '../../../../schemas/format/amount';

/** Digits grouped by thousands, the decimals kept as sent ("12345.600" -> "12,345.600"). */
export function grouped(value: string | number): string {
  const [integer, decimals] = String(value).split('.');
  const digits = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return decimals === undefined ? digits : `${digits}.${decimals}`;
}

export const yuan = (value: string): string => formatAmount(value);
export const grams = (value: string): string => grouped(value);
