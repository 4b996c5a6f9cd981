import type { FieldSchema } from '../../types';
import { describeField, type FieldImport, type ImportContext } from './context';
import { convertBox, convertPanes, convertTable } from './containers';
import { convertValueOrDecoration } from './values';
import { entryKind, ourKey } from './keys';
import { isJnpfField, num, text, type JnpfField } from './source';

/** `__config__.span` (a number, or '24' in container defaults) → 1..24; 24 is the default and left out. */
function span(value: unknown, where: string, context: ImportContext): number | undefined {
  const n = num(value);
  if (n === undefined || n === 24) return undefined;
  if (Number.isInteger(n) && n >= 1 && n <= 24) return n;
  context.warn(where, `span ${String(value)} is not a whole number from 1 to 24: full width`);
  return undefined;
}

/**
 * Hidden entries: `noShow` (hidden by the designer or a form permission) and V341 `visibility`
 * without 'pc' (app-only) render nothing in JNPF's web client. They stay in the schema, switched off
 * with `visibleOn: 'false'`, so their values keep their place and a designer can show them again.
 */
function hidden(field: JnpfField): boolean {
  const { noShow, visibility } = field.__config__;
  return noShow === true || (Array.isArray(visibility) && !visibility.includes('pc'));
}

/** The vModel of a value field or sub-table; a missing one (hasTable forms save '') is generated like JNPF's. */
function vModelOf(field: JnpfField, jnpfKey: string, formId: string, where: string, at: FieldImport): string {
  const own = text(field.__vModel__);
  const wanted = own ?? (jnpfKey === 'table' ? `tableField${formId}` : `${jnpfKey}Field${formId}`);
  if (!own) at.context.warn(where, `no __vModel__: named '${wanted}'`);
  return at.scope.claim(wanted, where, at.context);
}

/** One JNPF field (or container) → our field, or null (reported) when it cannot be converted. */
export function convertField(raw: unknown, at: FieldImport, parent = ''): FieldSchema | null {
  const { context } = at;
  if (!isJnpfField(raw)) {
    context.warn(parent, 'an entry without __config__ is not a JNPF field: dropped');
    return null;
  }
  const where = parent ? `${parent} / ${describeField(raw)}` : describeField(raw);
  const jnpfKey = text(raw.__config__.jnpfKey);
  const key = jnpfKey === undefined ? undefined : ourKey(jnpfKey);
  if (jnpfKey === undefined || key === undefined) {
    context.warn(where, `jnpfKey '${String(raw.__config__.jnpfKey)}' has no widget here: dropped`);
    return null;
  }
  const kind = entryKind(key);
  const ownId = num(raw.__config__.formId);
  if (ownId !== undefined) context.seeId(ownId);
  // Palette objects have no formId yet: the designer gives one on drop (++idGlobal), so do we for value fields.
  const needsId = ownId === undefined && (kind === 'value' || kind === 'table');
  const formId = ownId ?? (needsId ? context.allocateId() : undefined);

  const base: FieldSchema = { jnpfKey: key };
  const width = kind === 'tab' || kind === 'collapse' ? undefined : span(raw.__config__.span, where, context);
  if (width !== undefined) base.span = width;
  if (formId !== undefined) base.formId = String(formId);
  if (hidden(raw)) base.visibleOn = 'false';

  switch (kind) {
    case 'row':
    case 'card':
      return convertBox(raw, base, at, where, walkFields);
    case 'tab':
    case 'collapse':
      return convertPanes(raw, base, at, where, walkFields);
    case 'table':
      if (at.table !== undefined) {
        context.warn(where, 'a sub-table inside a sub-table is not supported: dropped');
        return null;
      }
      return convertTable(raw, base, vModelOf(raw, jnpfKey, String(formId), where, at), at, where, walkFields);
    case 'decoration':
      return convertValueOrDecoration(raw, jnpfKey, base, undefined, at, where);
    default:
      return convertValueOrDecoration(raw, jnpfKey, base, vModelOf(raw, jnpfKey, String(formId), where, at), at, where);
  }
}

/** A list of JNPF fields in one scope; sub-table columns may only be value fields and decorations. */
export function walkFields(list: unknown, at: FieldImport, where: string): FieldSchema[] {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) {
    at.context.warn(where, 'children is not an array: dropped');
    return [];
  }
  const out: FieldSchema[] = [];
  for (const raw of list) {
    const field = convertField(raw, at, where);
    if (!field) continue;
    if (at.table !== undefined && field.children && field.jnpfKey !== 'table') {
      at.context.warn(where, `a ${field.jnpfKey} container inside a sub-table is not supported: dropped`);
      continue;
    }
    out.push(field);
  }
  return out;
}
