import type { Field, Form } from '@formily/core';
import type { FieldSchema, LocalText } from '../../../schemas';

/**
 * A failed save whose reply names a field, by key (`data.field`) or by the label its message starts with
 * ("联系电话：请正确输入您的手机或座机号", docs/product.md#envelope-and-errors: code 400, "msg says which field and why"),
 * is shown under that field. Such errors have their own
 * feedback code so the next keystroke in the field, or the next submit, clears them.
 */
const SERVER_ERROR = 'ServerError';

export function setServerError(field: Field, message: string): void {
  field.setFeedback({ type: 'error', code: SERVER_ERROR, messages: [message] });
}

export function clearServerError(field: Field): void {
  field.setFeedback({ type: 'error', code: SERVER_ERROR, messages: [] });
}

export function clearServerErrors(form: Form): void {
  for (const field of Object.values(form.fields)) {
    if ('setFeedback' in field && 'value' in field) clearServerError(field as Field);
  }
}

function labelVariants(label: LocalText | undefined): string[] {
  if (!label) return [];
  if (typeof label === 'string') return [label];
  return [label.zh, label.zhtw, label.en].filter((text): text is string => Boolean(text));
}

function stripPrefix(message: string, prefixes: readonly string[]): string {
  for (const prefix of [...prefixes].sort((a, b) => b.length - a.length)) {
    for (const separator of ['：', ':']) {
      if (message.startsWith(prefix + separator)) return message.slice(prefix.length + separator.length).trim() || message;
    }
  }
  return message;
}

/**
 * Where a failed save's message goes: under the field whose vModel is `key` (the reply's `data.field`,
 * in any language), without a leading "label：" (or "key:", as schema errors say) when it has one.
 * Without a key, the field whose label the message starts with (matchFieldMessage). Null (the popup
 * alone) when neither names a field of the form: a key the form does not have is not guessed from labels.
 */
export function locateServerError(
  message: string,
  key: string | undefined,
  fields: readonly FieldSchema[],
): { field: FieldSchema; text: string } | null {
  if (key === undefined) return matchFieldMessage(message, fields);
  const field = fields.find((candidate) => candidate.vModel === key);
  if (!field) return null;
  return { field, text: stripPrefix(message, [...labelVariants(field.label), key]) };
}

/**
 * The field a server message starts with (its label, in any language, followed by '：' or ':') and the
 * rest of the message; null when the message names no field. Longer labels win ("联系电话" over "电话").
 */
export function matchFieldMessage(message: string, fields: readonly FieldSchema[]): { field: FieldSchema; text: string } | null {
  const candidates = fields
    .flatMap((field) => labelVariants(field.label).map((label) => ({ field, label })))
    .sort((a, b) => b.label.length - a.label.length);
  for (const { field, label } of candidates) {
    for (const separator of ['：', ':']) {
      const prefix = label + separator;
      if (message.startsWith(prefix)) {
        const text = message.slice(prefix.length).trim();
        return { field, text: text || message };
      }
    }
  }
  return null;
}
