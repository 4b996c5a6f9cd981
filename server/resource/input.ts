import Decimal from 'decimal.js';
import { badRequest } from '../core/errors';
import type { Text } from '../core/i18n';
import { fieldText, fillAll, withLabel } from '../core/text';
import { RULES } from '../../schemas/validation';
import { pickText, type LocalText } from '../../schemas/text';
import type { ModelField } from '../../schemas/model';
import { RESOURCE_TEXT } from './messages';
import type { FieldValue, Values } from './types';

/**
 * Reading a save body by the model: each field's value checked and normalised as it is stored. An
 * error is a 400 that names the field (its key in the reply, its label in the message).
 */

const allLangs = (t: LocalText): Text => ({ zh: pickText(t, 'zh'), zhtw: pickText(t, 'zhtw'), en: pickText(t, 'en') });

export const fieldError = (field: ModelField, message: Text) => badRequest(fieldText(field.label, message), field.key);
export const missing = (field: ModelField) => badRequest(withLabel(RESOURCE_TEXT.required, field.label), field.key);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isDateString(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

function checkRules(field: ModelField, s: string): void {
  for (const rule of field.rules ?? []) if (!RULES[rule].test(s)) throw fieldError(field, allLangs(RULES[rule].message));
}

const PLAIN_DECIMAL = /^(-?)0*(\d*?)(?:\.(\d*))?$/;

/**
 * A plain decimal text ("12", "-0.5", "003.10") at the field's scale without decimal arithmetic: imports read hundreds
 * of thousands of cells, and a Decimal per cell was most of a check's time. Null when the text needs real arithmetic
 * (rounding, exponents), which the caller then does.
 */
function plainDecimal(field: ModelField, s: string): string | null {
  const m = PLAIN_DECIMAL.exec(s);
  if (!m || (m[2] === '' && m[3] === undefined && !/\d/.test(s))) return null;
  const [, sign, whole, fraction = ''] = m;
  const scale = field.scale ?? 2;
  if (fraction.length > scale) return null;
  if (field.intDigits !== undefined && whole.length > field.intDigits) throw fieldError(field, RESOURCE_TEXT.tooLarge);
  const digits = `${whole || '0'}${scale ? `.${fraction.padEnd(scale, '0')}` : ''}`;
  return sign && /[1-9]/.test(digits) ? `-${digits}` : digits;
}

function decimalValue(field: ModelField, raw: unknown): string | null {
  const s = String(raw).trim();
  if (!s) return null;
  checkRules(field, s);
  const plain = plainDecimal(field, s);
  if (plain !== null) return plain;
  let value: Decimal;
  try {
    value = new Decimal(s);
  } catch {
    throw fieldError(field, RESOURCE_TEXT.tooLarge);
  }
  if (!value.isFinite() || (field.intDigits !== undefined && value.abs().gte(new Decimal(10).pow(field.intDigits)))) throw fieldError(field, RESOURCE_TEXT.tooLarge);
  return value.toFixed(field.scale ?? 2);
}

function textValue(field: ModelField, raw: unknown): string | null {
  let s = String(raw).trim();
  if (!s) return null;
  if (field.upper) s = s.toUpperCase();
  if (field.max !== undefined && [...s].length > field.max) throw fieldError(field, fillAll(RESOURCE_TEXT.tooLong, { max: field.max }));
  checkRules(field, s);
  return s;
}

/** One field's value, checked; null means empty. */
export function normalizeField(field: ModelField, raw: unknown): FieldValue {
  if (raw === null || raw === '') return null;
  switch (field.type) {
    case 'area': {
      const ids = (Array.isArray(raw) ? raw : [raw]).map((v) => String(v).trim()).filter(Boolean);
      return ids.length ? ids : null;
    }
    case 'enum': {
      // A dictionary's items are checked against the database (server/resource/dictionary.ts).
      if (field.dictionary) return String(raw).trim() || null;
      const allowed = (field.options ?? []).map((o) => o.value);
      const value = allowed.find((v) => String(v) === String(raw));
      if (value === undefined) throw fieldError(field, fillAll(RESOURCE_TEXT.badOption, { values: [...allowed].sort().join('、') }));
      return value;
    }
    case 'integer': {
      const value = Number(raw);
      if (!Number.isSafeInteger(value)) throw fieldError(field, RESOURCE_TEXT.badNumber);
      return value;
    }
    case 'decimal': return decimalValue(field, raw);
    case 'date': {
      const s = String(raw).trim();
      if (!s) return null;
      if (!isDateString(s)) throw fieldError(field, RESOURCE_TEXT.badDate);
      return s;
    }
    case 'time': {
      const time = new Date(typeof raw === 'number' ? raw : String(raw));
      if (Number.isNaN(time.getTime())) throw fieldError(field, RESOURCE_TEXT.badTime);
      return time;
    }
    case 'ref': return String(raw).trim() || null;
    case 'files':
    case 'json': return raw as FieldValue;
    default: return textValue(field, raw);
  }
}

/**
 * Reads the fields of a save body. An absent field is left out (unchanged on update, its default on
 * create); null or '' clears it. Required fields must be present on create and are never cleared.
 */
export function readFields(fields: ModelField[], body: Record<string, unknown>, creating: boolean, required: ReadonlySet<string>): Values {
  const out: Values = {};
  for (const field of fields) {
    const raw = body[field.key];
    const isRequired = field.required || required.has(field.key);
    if (raw === undefined) {
      if (creating && isRequired) throw missing(field);
      continue;
    }
    const value = normalizeField(field, raw);
    if (value === null && (isRequired || field.notNull)) throw missing(field);
    out[field.key] = value;
  }
  return out;
}
