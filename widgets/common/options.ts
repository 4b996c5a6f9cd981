import { pickText, type Lang } from '../../schemas/text';
import type { StaticOption } from '../../schemas/types';

/** An option ready to show: the label is already in the UI language. */
export interface ResolvedOption {
  label: string;
  value: string | number | boolean;
  color?: string;
}

export type OptionValue = ResolvedOption['value'];

export function resolveStaticOptions(options: StaticOption[], lang: Lang): ResolvedOption[] {
  return options.map((option) => ({ label: pickText(option.label, lang), value: option.value, color: option.color }));
}

/** The rows of a reply: a bare array, or the `list` / `data` / `records` array of an object. */
export function extractRows(reply: unknown): Record<string, unknown>[] {
  if (Array.isArray(reply)) return reply as Record<string, unknown>[];
  if (reply && typeof reply === 'object') {
    for (const key of ['list', 'data', 'records', 'rows']) {
      const inner = (reply as Record<string, unknown>)[key];
      if (Array.isArray(inner)) return inner as Record<string, unknown>[];
    }
  }
  return [];
}

/** Rows (and their `children`, flattened depth first) as options. */
export function rowsToOptions(rows: Record<string, unknown>[], labelKey: string, valueKey: string): ResolvedOption[] {
  const out: ResolvedOption[] = [];
  const visit = (list: Record<string, unknown>[]) => {
    for (const row of list) {
      const value = row[valueKey];
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
        out.push({ label: String(row[labelKey] ?? value), value });
      }
      if (Array.isArray(row.children)) visit(row.children as Record<string, unknown>[]);
    }
  };
  visit(rows);
  return out;
}

/** Values compare as text: a stored "1" matches the option 1 (numbers come back as strings from forms and URLs). */
export function sameValue(a: unknown, b: unknown): boolean {
  return a === b || (a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b));
}

export function findOption(options: ResolvedOption[], value: unknown): ResolvedOption | undefined {
  return options.find((option) => sameValue(option.value, value));
}

/** The values of a stored multi-value: an array, or a comma-joined string (docs/product.md#form-behaviour). */
export function splitValues(value: unknown): unknown[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value.split(',').filter((part) => part !== '');
  return [value];
}

export function joinValues(values: readonly unknown[]): string {
  return values.map(String).join(',');
}

/** The option's own value for a stored one, so antd's exact comparison finds it ("1" -> 1). */
export function canonicalValue(options: ResolvedOption[], value: unknown): unknown {
  return findOption(options, value)?.value ?? value;
}
