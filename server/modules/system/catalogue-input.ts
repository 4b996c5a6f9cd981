import { Type } from '@sinclair/typebox';
import { badRequest } from '../../core/errors';
import type { Text } from '../../core/i18n';
import { RULES, type RuleName } from '../../../schemas/validation';
import { pickText, type LocalText } from '../../../schemas/text';
import { CATALOGUE_TEXT, fieldText, fillAll, requiredText } from './catalogue-text';

/*
 * Request fragments of the catalogue administration. Bodies are checked by strictValidator (no
 * coercion), so `null` never silently becomes 0 and a number is never taken for a text; the field
 * rules (required, trimmed length, code format) are then checked here with the field's label.
 */

export const Id = Type.String({ minLength: 1, maxLength: 64 });
export const IdParams = Type.Object({ id: Id });

const described = (description?: string) => (description ? { description } : {});

/** Text; null or '' clears it (required fields refuse that with their label). */
export const TextIn = (maxLength: number, description?: string) =>
  Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength, ...described(description) }));

/** Display order; null means 0. */
export const SortCodeIn = Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 0, maximum: 999999999, description: 'display order (null = 0)' }));

/** A 0/1 switch such as enabledMark. */
export const FlagIn = (description: string) => Type.Optional(Type.Unsafe<number>({ type: 'integer', enum: [0, 1], description }));

/** The catalogue's own text of a shared validation rule, in every language. */
export const ruleText = (rule: RuleName): Text => {
  const m: LocalText = RULES[rule].message;
  return { zh: pickText(m, 'zh'), zhtw: pickText(m, 'zhtw'), en: pickText(m, 'en') };
};

export interface TextField {
  key: string;
  label: Text;
  max: number;
  required?: boolean;
  /** A rule of the shared catalogue (docs/product.md#validation-rules) the trimmed value must pass. */
  rule?: RuleName;
}

export const fieldError = (f: Pick<TextField, 'key' | 'label'>, message: Text) => badRequest(fieldText(f.label, message), f.key);

/**
 * A text field of a body, trimmed. Absent: undefined (unchanged on update, the default on create;
 * a required field must be present on create). null or blank: null, refused for required fields.
 * `stored` is the value before an update: keeping it is always allowed, so a record saved before a
 * rule existed can still be edited.
 */
export function readText(body: Record<string, unknown>, f: TextField, creating: boolean, stored?: string | null): string | null | undefined {
  const raw = body[f.key];
  if (raw === undefined) {
    if (creating && f.required) throw badRequest(requiredText(f.label), f.key);
    return undefined;
  }
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (!value) {
    if (f.required) throw badRequest(requiredText(f.label), f.key);
    return null;
  }
  if (value.length > f.max) throw fieldError(f, fillAll(CATALOGUE_TEXT.tooLong, { max: f.max }));
  if (f.rule && value !== stored && !RULES[f.rule].test(value)) throw fieldError(f, ruleText(f.rule));
  return value;
}

/** The values readTexts gives: a required field is never null. */
export type TextValues<F extends Record<string, TextField>> = {
  [K in keyof F]?: F[K] extends { required: true } ? string : string | null;
};

/** Reads the text fields of a body (create without `stored`, update with the row) into the present values. */
export function readTexts<F extends Record<string, TextField>>(
  body: Record<string, unknown>,
  fields: F,
  stored?: { [K in keyof F]?: string | null },
): TextValues<F> {
  const out: Record<string, string | null> = {};
  for (const key of Object.keys(fields)) {
    const value = readText(body, fields[key], !stored, stored?.[key]);
    if (value !== undefined) out[key] = value;
  }
  return out as TextValues<F>;
}

/** sortCode and 0/1 switches: absent stays undefined, null sortCode is 0. */
export function readOrder(body: { sortCode?: number | null; enabledMark?: number }) {
  return {
    ...(body.sortCode !== undefined ? { sortCode: body.sortCode ?? 0 } : {}),
    ...(body.enabledMark !== undefined ? { enabledMark: body.enabledMark } : {}),
  };
}

const L = (zh: string, zhtw: string, en: string): Text => ({ zh, zhtw, en });

/** Field labels shared by the catalogue forms. */
export const LABELS = {
  fullName: L('名称', '名稱', 'Name'),
  enCode: L('编码', '編碼', 'Code'),
  description: L('说明', '說明', 'Description'),
  dictionaryType: L('字典分类', '字典分類', 'Dictionary type'),
  dictionaryName: L('字典名称', '字典名稱', 'Dictionary name'),
  dictionaryCode: L('字典编码', '字典編碼', 'Dictionary code'),
  itemName: L('字典值名称', '字典值名稱', 'Item name'),
  itemCode: L('字典值编码', '字典值編碼', 'Item code'),
  areaName: L('区域名称', '區域名稱', 'Area name'),
  areaCode: L('区域编码', '區域編碼', 'Area code'),
  billName: L('业务名称', '業務名稱', 'Rule name'),
  billCode: L('业务编码', '業務編碼', 'Rule code'),
  prefix: L('流水前缀', '流水前綴', 'Prefix'),
  digit: L('流水位数', '流水位數', 'Digits'),
  startNumber: L('流水起始', '流水起始', 'Start number'),
} as const;
