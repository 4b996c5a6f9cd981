import Decimal from 'decimal.js';
import { pickText, type Lang, type LocalText } from '../text';

/**
 * Money formatting shared by the amount widget, list cells and the server (docs/product.md#form-behaviour and #constants).
 * Amounts travel as fixed 2-decimal strings ("1234.50"); every step here is decimal string math,
 * never a float sum.
 */

/** Integer digits the Chinese upper-case conversion handles (docs/product.md#constants: 12). */
export const AMOUNT_CHINESE_MAX_DIGITS = 12;

/** What the conversion says for more than 12 integer digits (docs/product.md#form-behaviour: 'amount too large'). */
export const AMOUNT_TOO_LARGE: LocalText = { zh: '金额过大', zhtw: '金額過大', en: 'Amount too large' };

const NUMBER_PATTERN = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** The value as a Decimal, or null when it is empty or not a plain decimal number. */
export function parseDecimal(value: unknown): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/,/g, '');
  return NUMBER_PATTERN.test(text) ? new Decimal(text) : null;
}

/** "1234.5" -> "1234.50" (half-up); null for empty or non-numeric input. */
export function toFixed2(value: unknown): string | null {
  const amount = parseDecimal(value);
  if (!amount) return null;
  const fixed = amount.toFixed(2, Decimal.ROUND_HALF_UP);
  return fixed === '-0.00' ? '0.00' : fixed;
}

/** "1234.5" -> "1,234.50"; '' for empty or non-numeric input. */
export function formatAmount(value: unknown): string {
  const fixed = toFixed2(value);
  if (fixed === null) return '';
  const negative = fixed.startsWith('-');
  const [integer, cents] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${cents}`;
}

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const DIGIT_UNITS = ['', '拾', '佰', '仟'];
const SECTION_UNITS = ['', '万', '亿'];

/** "1002003" -> "壹佰万贰仟零叁": groups of four digits, one 零 for any run of inner zeros. */
function integerToChinese(digits: string): string {
  let out = '';
  let pendingZero = false;
  let sectionHasDigit = false;
  for (let k = 0; k < digits.length; k++) {
    const digit = Number(digits[k]);
    const position = digits.length - 1 - k;
    if (digit === 0) {
      if (out) pendingZero = true;
    } else {
      if (pendingZero) out += '零';
      pendingZero = false;
      sectionHasDigit = true;
      out += DIGITS[digit] + DIGIT_UNITS[position % 4];
    }
    if (position % 4 === 0) {
      // A section of only zeros gets no 万/亿 (1,0000,0001 is 壹亿零壹).
      if (sectionHasDigit) out += SECTION_UNITS[position / 4];
      sectionHasDigit = false;
    }
  }
  return out;
}

/**
 * The Chinese upper-case amount of cheques and receipts: 1234.5 -> 壹仟贰佰叁拾肆元伍角, 0 -> 零元整.
 * Empty for negative or non-numeric input; AMOUNT_TOO_LARGE for more than 12 integer digits.
 */
export function amountToChinese(value: unknown, lang: Lang = 'zh'): string {
  const amount = parseDecimal(value);
  if (!amount || amount.lt(0)) return '';
  const [integer, cents] = amount.toFixed(2, Decimal.ROUND_HALF_UP).split('.');
  if (integer.length > AMOUNT_CHINESE_MAX_DIGITS) return pickText(AMOUNT_TOO_LARGE, lang);
  const jiao = Number(cents[0]);
  const fen = Number(cents[1]);
  const hasInteger = integer !== '0';
  const yuan = hasInteger ? `${integerToChinese(integer)}元` : '';
  if (jiao === 0 && fen === 0) return hasInteger ? `${yuan}整` : '零元整';
  let fraction = '';
  if (jiao !== 0) fraction += `${DIGITS[jiao]}角`;
  else if (hasInteger) fraction += '零';
  if (fen !== 0) fraction += `${DIGITS[fen]}分`;
  return yuan + fraction;
}
