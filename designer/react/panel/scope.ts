import { locate, type DesignDocument } from '../../core';
import { scopeNames } from '../../../schemas/lint/fields';
import type { FieldSchema } from '../../../schemas/types';
import type { LocalText } from '../../../schemas/text';
import { widgetFor } from '../../../widgets/registry';

/** A name an expression or formula may read, with what the pad shows for it. */
export interface ScopeName {
  /** What is typed: `price`, or `items.amount` (a sub-table column summed over the rows). */
  name: string;
  label?: LocalText;
  numeric: boolean;
}

const NUMERIC: ReadonlySet<string> = new Set(['number', 'decimal']);
const isNumeric = (field: FieldSchema) => NUMERIC.has(widgetFor(field.jnpfKey)?.valueType ?? '');

/** The sub-table (its entry) a field stands in, if any. */
export function enclosingTable(doc: DesignDocument, id: string): FieldSchema | undefined {
  let at = locate(doc, id)?.parentId ?? null;
  while (at !== null) {
    const parent = locate(doc, at);
    if (!parent) return undefined;
    if (parent.field.jnpfKey === 'table') return parent.field;
    at = parent.parentId;
  }
  return undefined;
}

/** Value fields of one scope, through layout containers (a sub-table is one value of its scope). */
function scopeFields(fields: readonly FieldSchema[]): FieldSchema[] {
  return fields.flatMap((field) => (field.vModel !== undefined ? [field] : field.children ? scopeFields(field.children) : []));
}

const cache = new WeakMap<readonly FieldSchema[], Map<string, ScopeName[]>>();

/**
 * The names the expressions and formulas of field `id` may read, as the lint allows them
 * (schemas/lint/fields.ts): the form's fields, every sub-table column as `table.column`, and inside
 * a sub-table its own columns bare. Cached per field tree and table, so the panel never rescans per render.
 */
export function namesFor(doc: DesignDocument, id: string | null): ScopeName[] {
  const table = id === null ? undefined : enclosingTable(doc, id);
  const key = table?.formId ?? '';
  const byTable = cache.get(doc.form.fields) ?? new Map<string, ScopeName[]>();
  cache.set(doc.form.fields, byTable);
  const cached = byTable.get(key);
  if (cached) return cached;
  const main = scopeFields(doc.form.fields);
  const names: ScopeName[] = [];
  if (table) for (const column of scopeFields(table.children ?? [])) names.push({ name: column.vModel as string, label: column.label, numeric: isNumeric(column) });
  for (const field of main) {
    names.push({ name: field.vModel as string, label: field.label, numeric: isNumeric(field) });
    if (field.jnpfKey === 'table') {
      for (const column of scopeFields(field.children ?? [])) {
        names.push({ name: `${field.vModel}.${column.vModel}`, label: column.label, numeric: isNumeric(column) });
      }
    }
  }
  byTable.set(key, names);
  return names;
}

/** What a form's expressions may read besides its fields (schemas/lint/pages.ts FORM_CONTEXT). */
const FORM_CONTEXT = ['id', 'row', 'route'];

/** The top-level names an expression of field `id` may read (what the lint checks conditions against). */
export function conditionNames(doc: DesignDocument, id: string): ReadonlySet<string> {
  const table = enclosingTable(doc, id);
  return new Set([...FORM_CONTEXT, ...scopeNames(doc.form.fields), ...(table ? scopeNames(table.children ?? []) : [])]);
}
