/** The kinds of model field (no TypeBox here: screens import this without the validator). */
export const FIELD_TYPES = ['text', 'integer', 'decimal', 'date', 'time', 'enum', 'ref', 'area', 'files', 'json'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
