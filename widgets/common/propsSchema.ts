import type { PropsSchema } from '../types';

/**
 * Builders for widgets' designer property schemas (JSON Schema rendered by @rjsf in the designer).
 * Titles are the Simplified Chinese source texts, like every other designer label.
 */
type Prop = Record<string, unknown>;

export function propsSchema(properties: Record<string, Prop>): PropsSchema {
  return { type: 'object', properties, additionalProperties: true };
}

export const stringProp = (title: string, extra: Prop = {}): Prop => ({ type: 'string', title, ...extra });
export const numberProp = (title: string, extra: Prop = {}): Prop => ({ type: 'number', title, ...extra });
export const integerProp = (title: string, extra: Prop = {}): Prop => ({ type: 'integer', title, ...extra });
export const booleanProp = (title: string, extra: Prop = {}): Prop => ({ type: 'boolean', title, ...extra });

/** One of fixed values, with a label for each (rjsf shows `oneOf` titles in the dropdown). */
export function enumProp(title: string, choices: Array<[value: string | number, label: string]>, extra: Prop = {}): Prop {
  return { title, oneOf: choices.map(([value, label]) => ({ const: value, title: label })), ...extra };
}

/** A schema text: one string, or {zh, zhtw, en} (schemas/text.ts LocalText). */
export function localTextProp(title: string): Prop {
  return {
    title,
    anyOf: [
      { type: 'string', title: '文本' },
      {
        type: 'object',
        title: '多语言',
        properties: { zh: { type: 'string', title: '简体中文' }, zhtw: { type: 'string', title: '繁体中文' }, en: { type: 'string', title: 'English' } },
        required: ['zh'],
      },
    ],
  };
}

export const placeholderProp = (): Prop => localTextProp('占位提示');
