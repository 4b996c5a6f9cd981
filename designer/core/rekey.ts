import type { FieldSchema } from '../../schemas/types';
import type { NextId } from './palette';

const CONDITIONS = ['visibleOn', 'disabledOn', 'requiredOn'] as const;

/**
 * A copy of a subtree with new ids, as JNPF's designer copies a field: every entry a new formId,
 * every vModel `${key}Field${formId}` (`tableField…` for a sub-table). References inside the copy
 * follow the renames (conditions, a calculated field's formula, a sub-table's `summaryField`), so a
 * duplicated sub-table computes over its own columns. `taken`: vModels already in the form.
 */
export function rekey(field: FieldSchema, nextId: NextId, taken: ReadonlySet<string>): FieldSchema {
  const names = new Map<string, string>();
  const used = new Set(taken);
  const fresh = (entry: FieldSchema): FieldSchema => {
    let id = nextId();
    const out: FieldSchema = { ...entry, formId: String(id) };
    if (entry.vModel !== undefined) {
      const stem = entry.jnpfKey === 'table' ? 'table' : entry.jnpfKey;
      while (used.has(`${stem}Field${id}`)) id = nextId();
      out.formId = String(id);
      out.vModel = `${stem}Field${id}`;
      used.add(out.vModel);
      names.set(entry.vModel, out.vModel);
    }
    if (entry.children) out.children = entry.children.map(fresh);
    return out;
  };
  const copy = fresh(structuredClone(field));
  return names.size === 0 ? copy : renameReferences(copy, names);
}

function renameReferences(field: FieldSchema, names: ReadonlyMap<string, string>): FieldSchema {
  const out: FieldSchema = { ...field };
  for (const key of CONDITIONS) {
    const source = out[key];
    if (source !== undefined) out[key] = renameIdentifiers(source, names);
  }
  if (out.props) {
    const props = { ...out.props };
    if (typeof props.expression === 'string') props.expression = renameIdentifiers(props.expression, names);
    if (Array.isArray(props.summaryField)) props.summaryField = props.summaryField.map((name) => (typeof name === 'string' ? (names.get(name) ?? name) : name));
    out.props = props;
  }
  if (out.children) out.children = out.children.map((child) => renameReferences(child, names));
  return out;
}

/** Renames whole identifiers of an expression (each segment of `table.column` too), leaving string literals alone. */
export function renameIdentifiers(source: string, names: ReadonlyMap<string, string>): string {
  return source.replace(/("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')|[A-Za-z_$][\w$]*/g, (token, literal: string | undefined) =>
    literal !== undefined ? token : (names.get(token) ?? token),
  );
}
