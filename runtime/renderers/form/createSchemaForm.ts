import { createForm, onFieldInputValueChange, type Field, type Form } from '@formily/core';
import type { FieldSchema, FormSchema } from '../../../schemas';
import { pickText, type Lang } from '../../../schemas/text';
import { widgetFor } from '../../../widgets/registry';
import { installCalculations } from './calculations';
import { conditionReactions } from './conditions';
import { fieldValidators } from './fieldValidators';
import { valueFieldEntries } from './fieldTree';
import { installSpecRequiredRule } from './requiredRule';
import { clearServerError } from './serverErrors';

export interface SchemaFormOptions {
  /** The record being edited (api.get's data). Without it, fields start at their `defaultValue`. */
  values?: Record<string, unknown> | null;
  /** Expression scope besides the values: `route`, `row`, `id`, ... */
  context?: Record<string, unknown>;
  /** Language of the validation messages. */
  lang?: Lang;
}

function initialValue(field: FieldSchema, record: Record<string, unknown> | null | undefined): unknown {
  // An edit shows the record as stored; defaults are for new records only (as JNPF does).
  const value = record ? record[field.vModel as string] : field.defaultValue;
  // formily makes values observable in place: copy so neither the schema nor the reply is mutated.
  return value !== null && typeof value === 'object' ? structuredClone(value) : value;
}

/**
 * The formily form of a form schema: one field per `vModel` (flat paths, containers add no level), with
 * the validators of `required` and `rules` on the widget's trigger and reactions for `visibleOn`,
 * `disabledOn` and `requiredOn` (see conditions.ts). `readonly` fields are formily `readOnly`: shown,
 * submitted, never validated.
 */
export function createSchemaForm(schema: FormSchema, options: SchemaFormOptions = {}): Form {
  installSpecRequiredRule();
  const lang = options.lang ?? 'zh';
  const context = options.context ?? {};
  const entries = valueFieldEntries(schema.fields);

  const initialValues: Record<string, unknown> = {};
  for (const { field } of entries) {
    const value = initialValue(field, options.values);
    if (value !== undefined) initialValues[field.vModel as string] = value;
  }

  const form = createForm({
    initialValues,
    validateFirst: true,
    effects() {
      onFieldInputValueChange('*', (field) => clearServerError(field as Field));
    },
  });

  for (const { field, containerVisibleOn } of entries) {
    const trigger = widgetFor(field.jnpfKey)?.trigger ?? 'change';
    form.createField({
      name: field.vModel as string,
      title: pickText(field.label, lang),
      pattern: field.readonly ? 'readOnly' : 'editable',
      validator: fieldValidators(field, trigger, lang),
      reactions: conditionReactions(field, context, containerVisibleOn),
    });
  }
  installCalculations(form, schema.fields);
  return form;
}
