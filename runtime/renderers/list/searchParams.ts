import type { SearchField } from '../../../schemas';

/** Draft values of the search form by `vModel`; a range holds `[from, to]` (dates as epoch ms). */
export type SearchValues = Record<string, unknown>;

/** Widget keys whose range is a date range (antd RangePicker); every other range is two number inputs. */
export const DATE_RANGE_KEYS = new Set(['date', 'datePicker', 'createTime', 'modifyTime']);

export function isDateRange(field: SearchField): boolean {
  return field.match === 'range' && DATE_RANGE_KEYS.has(field.jnpfKey);
}

/** Nothing to filter by: no value, an empty text or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The query keys of a range field (schemas/types.ts SearchField.rangeKeys). */
export function rangeKeys(field: SearchField): [string, string] {
  return field.rangeKeys ?? [`${field.vModel}Start`, `${field.vModel}End`];
}

/** The form's starting values: each field's `defaultValue`. */
export function defaultSearchValues(fields: readonly SearchField[] | undefined): SearchValues {
  const values: SearchValues = {};
  for (const field of fields ?? []) {
    if (field.defaultValue !== undefined) values[field.vModel] = field.defaultValue;
  }
  return values;
}

/**
 * Query parameters of the search values: equal and like send `vModel=value` (texts trimmed);
 * a range sends its two ends under `rangeKeys` (an open end is left out). Empty values send nothing.
 */
export function toSearchQuery(fields: readonly SearchField[] | undefined, values: SearchValues): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const field of fields ?? []) {
    const value = values[field.vModel];
    if (field.match === 'range') {
      const [from, to] = Array.isArray(value) ? value : [];
      const [fromKey, toKey] = rangeKeys(field);
      if (!isEmptyValue(from)) query[fromKey] = from;
      if (!isEmptyValue(to)) query[toKey] = to;
    } else if (!isEmptyValue(value)) {
      query[field.vModel] = typeof value === 'string' ? value.trim() : value;
    }
  }
  return query;
}
