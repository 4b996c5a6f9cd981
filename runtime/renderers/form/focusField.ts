import type { Field, Form } from '@formily/core';
import type { FieldSchema } from '../../../schemas';
import { fieldDomId, fieldItemDomId } from './layoutContext';
import type { Revealer } from './reveal';

/** The first field, in the order the form shows them, that has an error. */
export function firstFieldWithError(form: Form, fields: readonly FieldSchema[]): FieldSchema | null {
  return fields.find((schema) => ((form.fields[schema.vModel as string] as Field | undefined)?.selfErrors.length ?? 0) > 0) ?? null;
}

/** Opens the pane of a field, scrolls it into view and focuses its input. */
export function focusField(vModel: string, idPrefix: string, revealer: Revealer): void {
  revealer.reveal(vModel);
  const input = document.getElementById(fieldDomId(idPrefix, vModel));
  const target = input ?? document.getElementById(fieldItemDomId(idPrefix, vModel));
  target?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  input?.focus?.({ preventScroll: true });
}
