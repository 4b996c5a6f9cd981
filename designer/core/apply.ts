import { isDeepStrictEqual } from './equal';
import { validateSchemaDocument } from '../../schemas/validate';
import type { FieldSchema, FormSchema } from '../../schemas/types';
import type { ApplyResult, Command, RefusalReason } from './commands';
import { normaliseForm, type DesignDocument, type DesignSettings } from './document';
import { placementRefusal, structureProblems } from './placement';
import { findField, isWithin, locate, replaceAt, replaceChildren, walk } from './tree';

/**
 * Applies one command (commands.ts): a pure function of the document, which is never changed in
 * place (untouched branches are shared). Returns the next document and the command that leads back,
 * or why the command was refused. A command that changes nothing returns the same document.
 */
export function applyCommand(doc: DesignDocument, command: Command): ApplyResult {
  switch (command.type) {
    case 'insert':
      return insert(doc, command.parentId, command.index, command.field);
    case 'remove':
      return remove(doc, command.id);
    case 'move':
      return move(doc, command.id, command.parentId, command.index);
    case 'setField':
      return setField(doc, command.id, command.path, command.value);
    case 'replaceField':
      return replaceField(doc, command.id, command.field);
    case 'settings':
      return settings(doc, command);
    case 'restoreSettings': {
      const form = doc.form.fields === command.form.fields ? command.form : { ...command.form, fields: doc.form.fields };
      return done({ form, settings: command.design }, { type: 'restoreSettings', form: doc.form, design: doc.settings });
    }
    case 'replace':
      return replace(doc, command.form, command.settings ?? doc.settings);
  }
}

const refuse = (reason: RefusalReason, problems?: string[]): ApplyResult => ({ ok: false, refusal: { reason, ...(problems ? { problems } : {}) } });
const done = (doc: DesignDocument, inverse: Command): ApplyResult => ({ ok: true, doc, inverse });
/** Nothing to change: the same document, so the editor records no step. */
const unchanged = done;

/** The shape check of the language (schemas/validate.ts): a command never leaves a document that does not validate. */
function shapeErrors(form: FormSchema): string[] | undefined {
  const result = validateSchemaDocument(form);
  return result.ok ? undefined : result.errors;
}

function withFields(doc: DesignDocument, fields: FieldSchema[]): DesignDocument {
  return { ...doc, form: { ...doc.form, fields } };
}

/** The list `parentId` holds and the key of its holder, or why there is none. */
function target(doc: DesignDocument, parentId: string | null): { list: readonly FieldSchema[]; key: string | null; indices: number[] } | RefusalReason {
  if (parentId === null) return { list: doc.form.fields, key: null, indices: [] };
  const at = locate(doc, parentId);
  if (!at) return 'notFound';
  if (!at.field.children) return 'notContainer';
  return { list: at.field.children, key: at.field.jnpfKey, indices: at.indices };
}

function insert(doc: DesignDocument, parentId: string | null, index: number, field: FieldSchema): ApplyResult {
  const place = target(doc, parentId);
  if (typeof place === 'string') return refuse(place);
  const refusal = placementRefusal(field, place.key);
  if (refusal) return refuse(refusal);
  if (!Number.isInteger(index) || index < 0 || index > place.list.length) return refuse('badIndex');
  // The subtree's own structure, with ids unique against the document's.
  const ids = new Set<string>();
  walk(doc.form.fields, (entry) => entry.formId !== undefined && ids.add(entry.formId));
  const problems = structureProblems([field], place.key, '/field', ids);
  if (problems.length > 0) return refuse('invalid', problems.map((p) => `${p.path}: ${p.reason}`));
  const fields = replaceChildren(doc.form.fields, place.indices, (list) => [...list.slice(0, index), field, ...list.slice(index)]);
  const errors = shapeErrors({ ...doc.form, fields });
  if (errors) return refuse('invalid', errors);
  return done(withFields(doc, fields), { type: 'remove', id: field.formId as string });
}

function remove(doc: DesignDocument, id: string): ApplyResult {
  const at = locate(doc, id);
  if (!at) return refuse('notFound');
  const parent = at.indices.slice(0, -1);
  const fields = replaceChildren(doc.form.fields, parent, (list) => list.filter((_, i) => i !== at.index));
  return done(withFields(doc, fields), { type: 'insert', parentId: at.parentId, index: at.index, field: at.field });
}

function move(doc: DesignDocument, id: string, parentId: string | null, index: number): ApplyResult {
  const at = locate(doc, id);
  if (!at) return refuse('notFound');
  if (parentId !== null && !findField(doc, parentId)) return refuse('notFound');
  if (parentId !== null && isWithin(doc, parentId, id)) return refuse('intoItself');
  const back: Command = { type: 'move', id, parentId: at.parentId, index: at.index };
  if (parentId === at.parentId && index === at.index) return unchanged(doc, back);
  const without = withFields(doc, replaceChildren(doc.form.fields, at.indices.slice(0, -1), (list) => list.filter((_, i) => i !== at.index)));
  const place = target(without, parentId);
  if (typeof place === 'string') return refuse(place);
  const refusal = placementRefusal(at.field, place.key);
  if (refusal) return refuse(refusal);
  if (!Number.isInteger(index) || index < 0 || index > place.list.length) return refuse('badIndex');
  const fields = replaceChildren(without.form.fields, place.indices, (list) => [...list.slice(0, index), at.field, ...list.slice(index)]);
  return done(withFields(doc, fields), back);
}

/** Structure is changed by insert, move and remove only; the id is the field's identity. */
const STRUCTURAL: ReadonlySet<string> = new Set(['jnpfKey', 'formId', 'children']);

function setField(doc: DesignDocument, id: string, path: (string | number)[], value: unknown): ApplyResult {
  const at = locate(doc, id);
  if (!at) return refuse('notFound');
  if (path.length === 0 || STRUCTURAL.has(String(path[0]))) return refuse('readOnlyProperty');
  const next = setIn(at.field, path, value) as FieldSchema;
  return replaceField(doc, id, next);
}

function replaceField(doc: DesignDocument, id: string, field: FieldSchema): ApplyResult {
  const at = locate(doc, id);
  if (!at) return refuse('notFound');
  if (field.formId !== id || field.jnpfKey !== at.field.jnpfKey || !isDeepStrictEqual(field.children, at.field.children)) return refuse('readOnlyProperty');
  const back: Command = { type: 'replaceField', id, field: at.field };
  if (isDeepStrictEqual(field, at.field)) return unchanged(doc, back);
  const fields = replaceAt(doc.form.fields, at.indices, field);
  const errors = shapeErrors({ ...doc.form, fields });
  if (errors) return refuse('invalid', errors);
  return done(withFields(doc, fields), back);
}

const FORM_FIXED: ReadonlySet<string> = new Set(['fields', 'type', 'schemaVersion']);

function settings(doc: DesignDocument, command: Extract<Command, { type: 'settings' }>): ApplyResult {
  const back: Command = { type: 'restoreSettings', form: doc.form, design: doc.settings };
  let form: FormSchema = doc.form;
  if (command.form) {
    if (Object.keys(command.form).some((key) => FORM_FIXED.has(key))) return refuse('readOnlyProperty');
    const next: Record<string, unknown> = { ...doc.form };
    for (const [key, value] of Object.entries(command.form)) {
      if (value === undefined) delete next[key];
      else next[key] = value;
    }
    form = next as FormSchema;
  }
  const design = command.design ? { ...doc.settings, ...command.design } : doc.settings;
  if (isDeepStrictEqual(form, doc.form) && isDeepStrictEqual(design, doc.settings)) return unchanged(doc, back);
  const errors = shapeErrors(form);
  if (errors) return refuse('invalid', errors);
  return done({ form, settings: design }, back);
}

function replace(doc: DesignDocument, form: FormSchema, design: DesignSettings): ApplyResult {
  const errors = shapeErrors(form);
  if (errors) return refuse('invalid', errors);
  const normal = normaliseForm(form);
  const problems = structureProblems(normal.fields);
  if (problems.length > 0) return refuse('invalid', problems.map((p) => `${p.path}: ${p.reason}`));
  return done({ form: normal, settings: design }, { type: 'replace', form: doc.form, settings: doc.settings });
}

/** `value` at `path` in a copy of `object` (objects and arrays on the way are copied, missing objects made); undefined removes. */
function setIn(object: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  const current = (object ?? {}) as Record<string | number, unknown>;
  const inner = rest.length === 0 ? value : setIn(current[head], rest, value);
  if (Array.isArray(current)) {
    const copy = current.slice();
    if (inner === undefined) copy.splice(Number(head), 1);
    else copy[Number(head)] = inner;
    return copy;
  }
  const copy: Record<string | number, unknown> = { ...current };
  if (inner === undefined) delete copy[head];
  else copy[head] = inner;
  return copy;
}


