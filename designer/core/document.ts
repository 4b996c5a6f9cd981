import { CONTAINER_KEYS, type FieldSchema, type FormSchema } from '../../schemas/types';
import { importJnpfForm } from '../../schemas/import/jnpf';

/**
 * The document the form designer edits (designer/README.md): one form page schema of our language,
 * plus the few designer settings the language does not hold (stored beside the schema on save).
 * Every field and container carries a `formId` (JNPF's formId, the language's "stable id of the field
 * in the designer"): the id commands, selection and the outline address it by.
 */
export interface DesignSettings {
  /** A web form or an app form (laid out for a 375 px screen). */
  platform: 'web' | 'app';
}

export interface DesignDocument {
  form: FormSchema;
  settings: DesignSettings;
}

/** Keys whose entries hold `children`: the layout containers and the sub-table. */
export const HOLDER_KEYS: ReadonlySet<string> = new Set([...CONTAINER_KEYS, 'table']);

export const isHolder = (field: FieldSchema): boolean => HOLDER_KEYS.has(field.jnpfKey);

/** The highest numeric formId of a field tree (0 when none): new ids are taken above it, like JNPF's idGlobal. */
export function maxFormId(fields: readonly FieldSchema[]): number {
  let max = 0;
  const visit = (list: readonly FieldSchema[]) => {
    for (const field of list) {
      const n = Number(field.formId);
      if (field.formId !== undefined && Number.isInteger(n) && n > max) max = n;
      if (field.children) visit(field.children);
    }
  };
  visit(fields);
  return max;
}

/**
 * Makes a form editable by id: every entry gets a unique formId (missing or repeated ones are given
 * new numbers above the highest), every container a `children` array. Deterministic, and returns the
 * same object when nothing had to change, so opening a designed form twice gives the same document.
 */
export function normaliseForm(form: FormSchema): FormSchema {
  let next = maxFormId(form.fields);
  const seen = new Set<string>();
  let changed = false;
  const visit = (list: readonly FieldSchema[]): FieldSchema[] =>
    list.map((field) => {
      let out = field;
      if (field.formId === undefined || seen.has(field.formId)) {
        next += 1;
        out = { ...out, formId: String(next) };
        changed = true;
      }
      seen.add(out.formId as string);
      if (isHolder(out) && !out.children) {
        out = { ...out, children: [] };
        changed = true;
      }
      if (out.children) {
        const children = visit(out.children);
        if (children.some((child, i) => child !== out.children?.[i])) out = { ...out, children };
      }
      return out;
    });
  const fields = visit(form.fields);
  return changed ? { ...form, fields } : form;
}

export const DEFAULT_SETTINGS: DesignSettings = { platform: 'web' };

/** A designed form opened for editing (see normaliseForm). */
export function openDocument(form: FormSchema, settings: DesignSettings = DEFAULT_SETTINGS): DesignDocument {
  return { form: normaliseForm(form), settings };
}

/** An empty form with the same default calls an imported JNPF form gets (the OnlineDev mirror `/api/_m/{{route.modelId}}`). */
export function blankDocument(id: string, settings: DesignSettings = DEFAULT_SETTINGS): DesignDocument {
  return openDocument(importJnpfForm([], { id }).schema, settings);
}
