import type { ImportContext } from './context';
import { isRecord, type Json } from './source';

/** Keys whose value is one id or several comma-joined ids (docs/product.md#form-behaviour), never an array. */
const JOINED = new Set(['checkbox', 'select', 'treeSelect', 'userSelect', 'depSelect', 'posSelect', 'comSelect', 'dicSelect']);

/**
 * `__config__.defaultValue` → our `defaultValue`, in our value shapes. JNPF's "empty" defaults
 * (null, '', []) give none, so a new record starts empty as in JNPF. A switch's boolean becomes its
 * active value (false is the empty state); multi-value pickers join their arrays; amounts are
 * fixed-decimal strings.
 */
export function convertDefault(value: unknown, key: string, props: Json, where: string, context: ImportContext): unknown {
  if (value === null || value === undefined || value === '') return undefined;
  if (Array.isArray(value) && value.length === 0) return undefined;
  if (key === 'switch' && typeof value === 'boolean') return value ? (props.activeValue ?? 1) : undefined;
  if (key === 'amount' && typeof value === 'number') return value.toFixed(2);
  if (JOINED.has(key) && Array.isArray(value)) {
    if (value.every((item) => typeof item === 'string' || typeof item === 'number')) return value.join(',');
    context.warn(where, 'defaultValue is an array of non-ids: dropped');
    return undefined;
  }
  if (key === 'table' || key === 'calculate' || isRecord(value)) {
    // Sub-table rows, a formula's result and objects are no default a form field holds.
    context.warn(where, 'defaultValue is not converted');
    return undefined;
  }
  return value;
}
