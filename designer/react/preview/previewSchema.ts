import type { FieldSchema, FormSchema } from '../../../schemas/types';

/** Every entry full width, as a 375 px screen lays a form out (JNPF's app forms stack their fields). */
function fullWidth(fields: readonly FieldSchema[]): FieldSchema[] {
  return fields.map((field) => {
    const { span: _span, ...rest } = field;
    return field.children ? { ...rest, children: fullWidth(field.children) } : rest;
  });
}

/**
 * The form the preview renders: the design as it is, on a phone with every span 24. The preview is
 * never saved, so its save call is never used.
 */
export function previewSchema(form: FormSchema, device: 'desktop' | 'phone'): FormSchema {
  return device === 'phone' ? { ...form, fields: fullWidth(form.fields) } : form;
}

export const PHONE_WIDTH = 375;
export const DESKTOP_WIDTH = 600;
