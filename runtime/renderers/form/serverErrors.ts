import type { Field, Form } from '@formily/core';
import type { FieldSchema, LocalText } from '../../../schemas';

/**
 * A failed save whose message names a field ("联系电话：请正确输入您的手机或座机号", server-contract.md:
 * code 400, "msg says which field and why") is shown under that field. Such errors have their own
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
