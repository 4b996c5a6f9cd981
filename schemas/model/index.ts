import type { Model, ModelField, ModelText } from './types';

// Types only: the TypeBox definitions (./types) stay out of the browser's start-up code; the
// validator imports them (./validate).
export type { Model, ModelField, ModelOption, ModelText, SaveVariant } from './types';
export { FIELD_TYPES, type FieldType } from './field-types';

/**
 * Reading a model: its fields by key, the column of a field, and the keys a row carries besides its
 * fields (derived names and audit times), each with one label. Screens, exports, change records and
 * server messages all take their labels from here.
 */

/** Keys every row of a model carries beyond its fields, with their labels. */
export const AUDIT_LABELS: Record<'createdAt' | 'createdByName' | 'updatedAt' | 'updatedByName', ModelText> = {
  createdAt: { zh: '创建时间', zhtw: '建立時間', en: 'Created at' },
  createdByName: { zh: '创建人', zhtw: '建立人', en: 'Created by' },
  updatedAt: { zh: '修改时间', zhtw: '修改時間', en: 'Updated at' },
  updatedByName: { zh: '修改人', zhtw: '修改人', en: 'Updated by' },
};

/** The wire key of an area field's joined "province/city/district" name. */
export const areaNameKey = (field: Pick<ModelField, 'key'>) => (field.key === 'areaIds' ? 'areaName' : `${field.key}Name`);

export function fieldOf(model: Model, key: string): ModelField {
  const field = model.fields.find((f) => f.key === key);
  if (!field) throw new Error(`model ${model.name} has no field ${key}`);
  return field;
}

export const findField = (model: Model, key: string): ModelField | undefined => model.fields.find((f) => f.key === key);

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
export const columnOf = (field: ModelField): string => field.column ?? snake(field.key);

/** Derived keys of a row (ref names, area names, audit) with the label each shows under. */
export function derivedLabels(model: Model): Map<string, ModelText> {
  const out = new Map<string, ModelText>();
  for (const f of model.fields) {
    if (f.type === 'ref' && f.ref) out.set(f.ref.nameKey, f.label);
    if (f.type === 'area') out.set(areaNameKey(f), f.label);
  }
  for (const c of model.computed ?? []) out.set(c.key, c.label);
  for (const [key, label] of Object.entries(AUDIT_LABELS)) out.set(key, label);
  return out;
}

/** Every key a row of the model carries: id, version, fields, derived names, audit. */
export function rowKeys(model: Model): string[] {
  return ['id', 'version', ...model.fields.map((f) => f.key), ...derivedLabels(model).keys()];
}

/** The label of a field or a derived key; undefined when the model has neither. */
export function labelOf(model: Model, key: string): ModelText | undefined {
  return findField(model, key)?.label ?? derivedLabels(model).get(key);
}

/** An enum stored as an integer: numeric options; a dictionary's keys and text options are text. */
export const isNumericEnum = (f: ModelField): boolean =>
  !f.dictionary && (f.options ?? []).length > 0 && f.options!.every((o) => typeof o.value === 'number');

/** The option of an enum field with this value. */
export const optionOf = (field: ModelField, value: unknown) => field.options?.find((o) => String(o.value) === String(value));

/** Fields a save may write: everything not readonly. */
export const editableFields = (model: Model): ModelField[] => model.fields.filter((f) => !f.readonly);

export type ModelAction = 'add' | 'edit' | 'remove' | 'download' | 'upload';

/** The button code a model's action needs (btn_add, ... unless the model names another). */
export const buttonOf = (model: Model, action: ModelAction): string => model.access.buttons?.[action] ?? `btn_${action}`;

/** Identity that keeps a model literal's type while checking it. */
export const defineModel = (model: Model): Model => model;
