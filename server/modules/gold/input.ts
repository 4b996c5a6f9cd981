import Decimal from 'decimal.js';
import { badRequest } from '../../core/errors';
import type { Text } from '../../core/i18n';
import { RULES } from '../../../schemas/validation';
import { pickText, type LocalText } from '../../../schemas/text';
import type { FieldDef } from './fields';
import { GOLD_TEXT, fieldText, fillAll } from './messages';

/** A checked field value as stored: text, fixed-scale decimal string, 'YYYY-MM-DD', option number, area ids. */
export type FieldValue = string | number | string[] | null;
export type FieldValues = Record<string, FieldValue>;

/** An edit call's body: no id = create; id + version = update. Fields are read by `readFields`. */
export interface EditBody extends Record<string, unknown> {
  id?: string;
  version?: number;
}

const allLangs = (t: LocalText): Text => ({ zh: pickText(t, 'zh'), zhtw: pickText(t, 'zhtw'), en: pickText(t, 'en') });

const fieldError = (def: FieldDef, message: Text) => badRequest(fieldText(def.label, message), def.key);

// The required text names the field in each language, so fill per language.
function requiredText(def: FieldDef): Text {
  return {
    zh: GOLD_TEXT.required.zh.replace('{label}', def.label.zh),
    zhtw: GOLD_TEXT.required.zhtw.replace('{label}', def.label.zhtw),
    en: GOLD_TEXT.required.en.replace('{label}', def.label.en),
  };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isDateString(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** One field's value, checked; null means empty. Throws a 400 naming the field. */
export function normalizeField(def: FieldDef, raw: unknown): FieldValue {
  if (raw === null || raw === '') return null;
  switch (def.kind) {
    case 'areas': {
      const ids = (Array.isArray(raw) ? raw : [raw]).map((v) => String(v).trim()).filter(Boolean);
      return ids.length ? ids : null;
    }
    case 'option': {
      const value = Number(raw);
      const allowed = Object.keys(def.options ?? {});
      if (!allowed.includes(String(value))) throw fieldError(def, fillAll(GOLD_TEXT.badOption, { values: allowed.join('、') }));
      return value;
    }
    case 'decimal': {
      const s = String(raw).trim();
      if (!s) return null;
      if (def.rule && !RULES[def.rule].test(s)) throw fieldError(def, allLangs(RULES[def.rule].message));
      const value = new Decimal(s);
      if (def.intDigits !== undefined && value.abs().gte(new Decimal(10).pow(def.intDigits))) throw fieldError(def, GOLD_TEXT.tooLarge);
      return value.toFixed(def.scale ?? 2);
    }
    case 'date': {
      const s = String(raw).trim();
      if (!s) return null;
      if (!isDateString(s)) throw fieldError(def, GOLD_TEXT.badDate);
      return s;
    }
    default: {
      let s = String(raw).trim();
      if (!s) return null;
      if (def.upper) s = s.toUpperCase();
      if (def.max !== undefined && s.length > def.max) throw fieldError(def, fillAll(GOLD_TEXT.tooLong, { max: def.max }));
      if (def.rule && !RULES[def.rule].test(s)) throw fieldError(def, allLangs(RULES[def.rule].message));
      return s;
    }
  }
}

/**
 * Reads the fields of an edit body. An absent field is left out (unchanged on update, the column
 * default on create); null or '' clears it. Required fields must be present on create and may
 * never be cleared.
 */
export function readFields(defs: FieldDef[], body: Record<string, unknown>, creating: boolean): FieldValues {
  const out: FieldValues = {};
  for (const def of defs) {
    const raw = body[def.key];
    if (raw === undefined) {
      if (creating && def.required) throw badRequest(requiredText(def), def.key);
      continue;
    }
    const value = normalizeField(def, raw);
    if (value === null && (def.required || def.notNull)) throw badRequest(requiredText(def), def.key);
    out[def.key] = value;
  }
  return out;
}

/** The 400 for a required field that is missing after defaults were applied. */
export const missing = (def: FieldDef) => badRequest(requiredText(def), def.key);
