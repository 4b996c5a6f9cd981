import { Type, type TSchema } from '@sinclair/typebox';
import { badRequest } from '../../core/errors';
import type { Text } from '../../core/i18n';
import { checkRule, type RuleName } from '../../../schemas/validation';
import { USER_TEXT, fieldText, fillAll, requiredText } from './user-role-text';

/**
 * Label-aware field checks of the user and role forms. The TypeBox body fixes types and hard size
 * caps; these say what the form says ("手机号码：请正确输入您的手机号"), in the request's language.
 */
export type AdminFieldKind = 'text' | 'int' | 'time' | 'ids';

export interface AdminField {
  key: string;
  label: Text;
  kind: AdminFieldKind;
  required?: boolean;
  /** May be left out (the column default applies on create) but never cleared. */
  notNull?: boolean;
  /** Text: maximum length. */
  max?: number;
  /** Text: the catalogue rule of docs/product.md#validation-rules (schemas/validation). */
  rule?: RuleName;
  /** Int: the allowed values. */
  options?: number[];
  /** Text: stored upper-case (id numbers end in X). */
  upper?: boolean;
}

export type AdminValue = string | number | Date | string[] | null;
export type AdminValues = Record<string, AdminValue>;

export const fieldError = (def: AdminField, message: Text) => badRequest(fieldText(def.label, message), def.key);

function ruleError(rule: RuleName, value: string): Text | null {
  const zh = checkRule(rule, value, 'zh');
  return zh ? { zh, zhtw: checkRule(rule, value, 'zhtw')!, en: checkRule(rule, value, 'en')! } : null;
}

/** One field's value, checked; null means empty (cleared). Throws a 400 naming the field. */
function normalize(def: AdminField, raw: unknown): AdminValue {
  if (raw === null || raw === '') return def.kind === 'ids' ? [] : null;
  switch (def.kind) {
    case 'int': {
      const value = Number(raw);
      if (def.options && !def.options.includes(value)) {
        throw fieldError(def, fillAll({ zh: '取值必须是 {v} 之一', zhtw: '取值必須是 {v} 之一', en: 'must be one of {v}' }, { v: def.options.join('、') }));
      }
      return value;
    }
    case 'time':
      return new Date(Number(raw));
    case 'ids':
      // A comma-joined id list (docs/product.md#form-behaviour: multi-selects), de-duplicated, order kept.
      return [...new Set(String(raw).split(',').map((s) => s.trim()).filter(Boolean))];
    default: {
      let s = String(raw).trim();
      if (!s) return null;
      if (def.upper) s = s.toUpperCase();
      if (def.max !== undefined && s.length > def.max) throw fieldError(def, fillAll(USER_TEXT.tooLong, { max: def.max }));
      const broken = def.rule ? ruleError(def.rule, s) : null;
      if (broken) throw fieldError(def, broken);
      return s;
    }
  }
}

/**
 * Reads the fields of a create or update body. An absent field is left out (unchanged on update,
 * the column default on create); null or '' clears it. Required fields must be present on create
 * and may never be cleared.
 */
export function readAdminFields(defs: AdminField[], body: Record<string, unknown>, creating: boolean): AdminValues {
  const out: AdminValues = {};
  for (const def of defs) {
    const raw = body[def.key];
    if (raw === undefined) {
      if (creating && def.required) throw badRequest(requiredText(def.label), def.key);
      continue;
    }
    const value = normalize(def, raw);
    if (value === null && (def.required || def.notNull)) throw badRequest(requiredText(def.label), def.key);
    out[def.key] = value;
  }
  return out;
}

export const fieldOf = (defs: AdminField[], key: string): AdminField => {
  const def = defs.find((d) => d.key === key);
  if (!def) throw new Error(`unknown field ${key}`);
  return def;
};

// Request shapes: types and hard caps only (the field rules above word the rest).
const nullable = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));
export const TextIn = (description?: string, maxLength = 1000) =>
  nullable(Type.String({ maxLength, ...(description ? { description } : {}) }));
/**
 * An integer or null. A plain anyOf with null would let ajv's coercion turn null into 0 (a valid
 * value for several fields), so the type list is given directly.
 */
export const IntIn = (description: string, minimum = -2147483648, maximum = 2147483647) =>
  Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum, maximum, description }));
export const TimeIn = (description: string) =>
  Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: -2208988800000, maximum: 253402300799000, description: `${description}, epoch ms` }));
export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
