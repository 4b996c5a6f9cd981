import { CONTAINER_KEYS, type FieldSchema } from '../../../../schemas/types';
import type { PublishedDesign } from '../../../../schemas/model/published';

/**
 * The value-holding fields of a published form by vModel: the main fields (through layout containers) and the
 * sub-tables with their columns. The server reads and shows values by the widget the form uses (system fields,
 * bill numbers, calculated fields, names of ids); built once per published design.
 */
export interface SubTable {
  field: FieldSchema;
  columns: Map<string, FieldSchema>;
}

export interface FormIndex {
  main: Map<string, FieldSchema>;
  tables: Map<string, SubTable>;
}

const CONTAINERS: ReadonlySet<string> = new Set(CONTAINER_KEYS);
const indexes = new WeakMap<PublishedDesign, FormIndex>();

function columnsOf(table: FieldSchema): Map<string, FieldSchema> {
  const out = new Map<string, FieldSchema>();
  const visit = (list: readonly FieldSchema[]) => {
    for (const f of list) {
      if (f.vModel && !CONTAINERS.has(f.jnpfKey)) out.set(f.vModel, f);
      else if (f.children) visit(f.children);
    }
  };
  visit(table.children ?? []);
  return out;
}

export function formIndex(published: PublishedDesign): FormIndex {
  let index = indexes.get(published);
  if (index) return index;
  index = { main: new Map(), tables: new Map() };
  const visit = (list: readonly FieldSchema[]) => {
    for (const f of list) {
      if (f.jnpfKey === 'table' && f.vModel) index!.tables.set(f.vModel, { field: f, columns: columnsOf(f) });
      else if (f.vModel && !CONTAINERS.has(f.jnpfKey)) index!.main.set(f.vModel, f);
      else if (f.children) visit(f.children);
    }
  };
  visit(published.form.fields);
  indexes.set(published, index);
  return index;
}

/** A widget prop of a form field (props are free-form in the schema language). */
export const propOf = <T>(field: FieldSchema | undefined, key: string): T | undefined => (field?.props as Record<string, unknown> | undefined)?.[key] as T | undefined;
