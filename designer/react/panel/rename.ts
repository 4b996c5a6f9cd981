import { findField, renameIdentifiers, vModelsOf, type DesignDocument, type Step } from '../../core';
import { isSystemFieldKey } from '../../../schemas/system-fields';
import { FIELD_KEY_PATTERN, RECORD_KEYS } from '../../../schemas/model/reserved-keys';
import type { FieldSchema } from '../../../schemas/types';

/** Why a field key is refused (the panel shows the matching text), or null when it may be used. */
export type KeyProblem = 'empty' | 'pattern' | 'duplicate' | 'reserved' | null;

/** The model's key pattern: a key publishing would refuse is refused as it is typed. */
const PATTERN = new RegExp(FIELD_KEY_PATTERN);
/**
 * Names a key may not take: the record's own columns (RECORD_KEYS, which publishing refuses too), the words of the
 * expression language (a field called `and` could never be read by a formula) and the expression context.
 */
const RESERVED: ReadonlySet<string> = new Set([
  ...RECORD_KEYS, 'row', 'route',
  'and', 'or', 'not', 'in', 'true', 'false', 'null', 'undefined', 'PI', 'E',
  'abs', 'ceil', 'floor', 'round', 'trunc', 'sqrt', 'min', 'max', 'sum', 'roundTo', 'if',
]);

export function keyProblem(doc: DesignDocument, id: string, key: string): KeyProblem {
  if (key === '') return 'empty';
  if (!PATTERN.test(key)) return 'pattern';
  if (RESERVED.has(key) || isSystemFieldKey(key)) return 'reserved';
  const current = findField(doc, id)?.vModel;
  if (key !== current && vModelsOf(doc).has(key)) return 'duplicate';
  return null;
}

const CONDITIONS = ['visibleOn', 'disabledOn', 'requiredOn'] as const;

/** One entry with `from` renamed to `to` where it is read: conditions, a formula, a sub-table's summaryField. */
function renameIn(field: FieldSchema, names: ReadonlyMap<string, string>): FieldSchema {
  let out = field;
  const set = (patch: Partial<FieldSchema>) => {
    out = out === field ? { ...field, ...patch } : { ...out, ...patch };
  };
  for (const key of CONDITIONS) {
    const source = field[key];
    if (source === undefined) continue;
    const renamed = renameIdentifiers(source, names);
    if (renamed !== source) set({ [key]: renamed });
  }
  const props = field.props;
  if (props) {
    let next = props;
    if (field.jnpfKey === 'calculate' && typeof props.expression === 'string') {
      const renamed = renameIdentifiers(props.expression, names);
      if (renamed !== props.expression) next = { ...next, expression: renamed };
    }
    if (Array.isArray(props.summaryField) && props.summaryField.some((name) => typeof name === 'string' && names.has(name))) {
      next = { ...next, summaryField: props.summaryField.map((name) => (typeof name === 'string' ? (names.get(name) ?? name) : name)) };
    }
    if (next !== props) set({ props: next });
  }
  if (field.children) {
    const children = field.children.map((child) => renameIn(child, names));
    if (children.some((child, i) => child !== field.children?.[i])) set({ children });
  }
  return out;
}

/**
 * The step that renames field `id` to `key`. Core has no rename command, so when formulas,
 * conditions or totals read the old name the whole form is replaced with the renamed one (one undoable
 * step, labelled as the key's change); otherwise it is the plain property step. Check `keyProblem` first.
 */
export function renameStep(doc: DesignDocument, id: string, key: string, plain: Step): Step {
  const from = findField(doc, id)?.vModel;
  if (from === undefined || from === key) return plain;
  const names = new Map([[from, key]]);
  const fields = doc.form.fields.map((entry) => renameIn(entry, names));
  if (fields.every((entry, i) => entry === doc.form.fields[i])) return plain;
  const renamed = setKey(fields, id, key);
  return {
    command: { type: 'replace', form: { ...doc.form, fields: renamed }, settings: doc.settings },
    label: plain.label,
  };
}

function setKey(fields: readonly FieldSchema[], id: string, key: string): FieldSchema[] {
  return fields.map((field) => {
    if (field.formId === id) return { ...field, vModel: key };
    return field.children ? { ...field, children: setKey(field.children, id, key) } : field;
  });
}
