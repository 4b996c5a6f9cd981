import type { FieldSchema } from '../../schemas/types';
import type { LocalText } from '../../schemas/text';
import type { DesignDocument } from './document';

/**
 * Addressing fields of a document: by formId (its id), by parent and index, and by the JSON pointer
 * the lint reports. The index is derived from the field tree and cached per tree (a command makes a
 * new root array, so an old index is never reused for a changed tree).
 */
export interface FieldLocation {
  field: FieldSchema;
  /** formId of the containing entry; null at the top of the form. */
  parentId: string | null;
  index: number;
  /** Indices from the top of the form down to this field. */
  indices: number[];
}

const indexes = new WeakMap<readonly FieldSchema[], Map<string, FieldLocation>>();

function indexOf(fields: readonly FieldSchema[]): Map<string, FieldLocation> {
  let index = indexes.get(fields);
  if (index) return index;
  const built = new Map<string, FieldLocation>();
  const visit = (list: readonly FieldSchema[], parentId: string | null, base: number[]) => {
    list.forEach((field, i) => {
      const indices = [...base, i];
      if (field.formId !== undefined && !built.has(field.formId)) built.set(field.formId, { field, parentId, index: i, indices });
      if (field.children) visit(field.children, field.formId ?? null, indices);
    });
  };
  visit(fields, null, []);
  index = built;
  indexes.set(fields, index);
  return index;
}

export function locate(doc: DesignDocument, id: string): FieldLocation | undefined {
  return indexOf(doc.form.fields).get(id);
}

export function findField(doc: DesignDocument, id: string): FieldSchema | undefined {
  return locate(doc, id)?.field;
}

/** Every id of the document, in document order. */
export function fieldIds(doc: DesignDocument): string[] {
  return [...indexOf(doc.form.fields).keys()];
}

/** The children list of `parentId` (null: the form's fields); undefined when the parent is unknown. */
export function childrenOf(doc: DesignDocument, parentId: string | null): readonly FieldSchema[] | undefined {
  if (parentId === null) return doc.form.fields;
  return findField(doc, parentId)?.children;
}

/** True when `ancestorId` is `id` or contains it at any depth. */
export function isWithin(doc: DesignDocument, id: string, ancestorId: string): boolean {
  let at: string | null = id;
  while (at !== null) {
    if (at === ancestorId) return true;
    at = locate(doc, at)?.parentId ?? null;
  }
  return false;
}

/** Depth-first, parents before children. */
export function walk(fields: readonly FieldSchema[], visit: (field: FieldSchema, parent: FieldSchema | null) => void, parent: FieldSchema | null = null): void {
  for (const field of fields) {
    visit(field, parent);
    if (field.children) walk(field.children, visit, field);
  }
}

/**
 * Rebuilds the path from the top of the form to the list at `indices` (the field at `indices` holds
 * it; [] is the form's fields), replacing that list by `change(list)`. Untouched branches are shared.
 */
export function replaceChildren(
  fields: readonly FieldSchema[],
  indices: readonly number[],
  change: (list: readonly FieldSchema[]) => FieldSchema[],
): FieldSchema[] {
  if (indices.length === 0) return change(fields);
  const [head, ...rest] = indices;
  const holder = fields[head];
  const out = fields.slice();
  out[head] = { ...holder, children: replaceChildren(holder.children ?? [], rest, change) };
  return out;
}

/** Replaces the entry at `indices` (non-empty) by `field`. */
export function replaceAt(fields: readonly FieldSchema[], indices: readonly number[], field: FieldSchema): FieldSchema[] {
  const parent = indices.slice(0, -1);
  const last = indices[indices.length - 1];
  return replaceChildren(fields, parent, (list) => list.map((entry, i) => (i === last ? field : entry)));
}

/** The outline tree the designer shows: derived from the document on demand, never stored. */
export interface OutlineNode {
  id: string;
  jnpfKey: string;
  label?: LocalText;
  vModel?: string;
  children?: OutlineNode[];
}

const outlines = new WeakMap<readonly FieldSchema[], OutlineNode[]>();

export function outline(doc: DesignDocument): OutlineNode[] {
  const cached = outlines.get(doc.form.fields);
  if (cached) return cached;
  const build = (list: readonly FieldSchema[]): OutlineNode[] =>
    list.map((field) => ({
      id: field.formId ?? '',
      jnpfKey: field.jnpfKey,
      ...(field.label === undefined ? {} : { label: field.label }),
      ...(field.vModel === undefined ? {} : { vModel: field.vModel }),
      ...(field.children ? { children: build(field.children) } : {}),
    }));
  const tree = build(doc.form.fields);
  outlines.set(doc.form.fields, tree);
  return tree;
}

/**
 * The field a JSON pointer into the form names (`/fields/2/children/0/vModel` → the entry at [2, 0]):
 * the deepest entry on the path. Problems are shown on that field.
 */
export function fieldAtPointer(doc: DesignDocument, pointer: string): FieldSchema | undefined {
  const parts = pointer.split('/').slice(1);
  if (parts[0] !== 'fields') return undefined;
  let list: readonly FieldSchema[] | undefined = doc.form.fields;
  let found: FieldSchema | undefined;
  for (let i = 1; i < parts.length && list; i += 2) {
    const entry: FieldSchema | undefined = list[Number(parts[i])];
    if (!entry) break;
    found = entry;
    if (parts[i + 1] !== 'children') break;
    list = entry.children;
  }
  return found;
}
