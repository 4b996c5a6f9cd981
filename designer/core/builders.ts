import { lintSchemas } from '../../schemas/lint';
import { validateSchemaDocument } from '../../schemas/validate';
import type { FieldSchema, FormSchema } from '../../schemas/types';
import type { LocalText } from '../../schemas/text';
import type { Command, CommandLabel, Refusal } from './commands';
import { normaliseForm, type DesignDocument, type DesignSettings } from './document';
import { fieldFromPalette, type NextId, type PaletteEntry } from './palette';
import { structureProblems } from './placement';
import { rekey } from './rekey';
import { findField, locate, walk } from './tree';

/**
 * What the user did, as a command with its history label: the builders below turn a gesture
 * (drop a palette entry, duplicate, paste, type in the property panel) into one. `mergeKey`: steps
 * with the same key in one typing burst become one history step (history.ts). `created`: the id of
 * the entry the step adds, which the UI usually selects.
 */
export interface Step {
  command: Command;
  label: CommandLabel;
  mergeKey?: string;
  created?: string;
}

const nameOf = (field: FieldSchema | undefined): LocalText | undefined => field?.label ?? field?.jnpfKey;

/** Every vModel of the form (any scope): new names are kept unique over the whole form, as JNPF's are. */
export function vModelsOf(doc: DesignDocument): Set<string> {
  const names = new Set<string>();
  walk(doc.form.fields, (field) => field.vModel !== undefined && names.add(field.vModel));
  return names;
}

/** Drop of a palette entry into `parentId` (null: the form) at `index`. */
export function insertFromPalette(doc: DesignDocument, entry: PaletteEntry, parentId: string | null, index: number, nextId: NextId): Step {
  const field = fieldFromPalette(entry, nextId, vModelsOf(doc));
  return { command: { type: 'insert', parentId, index, field }, label: { action: 'insert', field: entry.label }, created: field.formId };
}

export function removeField(doc: DesignDocument, id: string): Step {
  return { command: { type: 'remove', id }, label: { action: 'remove', field: nameOf(findField(doc, id)) } };
}

export function moveField(doc: DesignDocument, id: string, parentId: string | null, index: number): Step {
  return { command: { type: 'move', id, parentId, index }, label: { action: 'move', field: nameOf(findField(doc, id)) } };
}

/** A copy of the entry right after it, with new ids and vModels (children too). Undefined when `id` is unknown. */
export function duplicateField(doc: DesignDocument, id: string, nextId: NextId): Step | undefined {
  const at = locate(doc, id);
  if (!at) return undefined;
  const field = rekey(at.field, nextId, vModelsOf(doc));
  return {
    command: { type: 'insert', parentId: at.parentId, index: at.index + 1, field },
    label: { action: 'duplicate', field: nameOf(at.field) },
    created: field.formId,
  };
}

/** What copy puts on the clipboard: the subtree as it is (paste re-keys it). */
export function copyField(doc: DesignDocument, id: string): FieldSchema | undefined {
  const field = findField(doc, id);
  return field && structuredClone(field);
}

/** Pastes a copied subtree (from this form or another, or the system clipboard's JSON) at (parent, index), re-keyed. */
export function pasteField(doc: DesignDocument, copied: FieldSchema, parentId: string | null, index: number, nextId: NextId): Step {
  const field = rekey(copied, nextId, vModelsOf(doc));
  return { command: { type: 'insert', parentId, index, field }, label: { action: 'paste', field: nameOf(copied) }, created: field.formId };
}

/**
 * Sets one property of an entry (property panel). Steps on the same property of the same entry share
 * a mergeKey, so typing a label is one history step.
 */
export function setFieldProperty(doc: DesignDocument, id: string, path: (string | number)[], value: unknown): Step {
  return {
    command: { type: 'setField', id, path, value },
    label: { action: 'setField', field: nameOf(findField(doc, id)), property: path.join('.') },
    mergeKey: `field:${id}:${path.join('.')}`,
  };
}

/** Page settings (label width and position, popup, title, submit label, ...) and designer settings. */
export function updateSettings(
  form: Extract<Command, { type: 'settings' }>['form'],
  design?: Partial<DesignSettings>,
): Step {
  const keys = [...Object.keys(form ?? {}), ...Object.keys(design ?? {})];
  return {
    command: { type: 'settings', ...(form ? { form } : {}), ...(design ? { design } : {}) },
    label: { action: 'settings', property: keys.join(',') },
    mergeKey: `settings:${keys.sort().join(',')}`,
  };
}

/**
 * The JSON view's save: the text (or parsed JSON) of a whole form. Refused with every problem when it
 * does not parse, does not validate (schemas/validate.ts), breaks the designer's structure or fails
 * the lint CI runs (schemas/lint.ts with `widgetKeys`, the registry's keys).
 */
export function replaceDocument(
  doc: DesignDocument,
  json: unknown,
  widgetKeys: ReadonlySet<string>,
): { ok: true; step: Step } | { ok: false; refusal: Refusal } {
  let value = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json) as unknown;
    } catch (error) {
      return { ok: false, refusal: { reason: 'invalid', problems: [`/: ${error instanceof Error ? error.message : String(error)}`] } };
    }
  }
  const checked = validateSchemaDocument(value);
  if (!checked.ok) return { ok: false, refusal: { reason: 'invalid', problems: checked.errors } };
  if (checked.schema.type !== 'form') return { ok: false, refusal: { reason: 'invalid', problems: [`/type: must be "form"`] } };
  const form = normaliseForm(checked.schema as FormSchema);
  const problems = [
    ...structureProblems(form.fields).map((p) => `${p.path}: ${p.reason}`),
    ...lintSchemas([form], { widgetKeys }).map((issue) => `${issue.path}: ${issue.message}`),
  ];
  if (problems.length > 0) return { ok: false, refusal: { reason: 'invalid', problems } };
  return { ok: true, step: { command: { type: 'replace', form, settings: doc.settings }, label: { action: 'replace' } } };
}
