/**
 * The JNPF designer JSON as it is read (docs/product.md#jnpf-designer-json). Everything arrives as
 * `unknown` (stored forms are parsed strings, written by several JNPF versions), so these helpers
 * read it defensively instead of trusting a type.
 */

export type Json = Record<string, unknown>;

/** `__config__` of a field or pane: only what the importer reads is named. */
export interface JnpfConfig extends Json {
  jnpfKey?: unknown;
  label?: unknown;
  showLabel?: unknown;
  required?: unknown;
  span?: unknown;
  defaultValue?: unknown;
  formId?: unknown;
  children?: unknown;
  regList?: unknown;
  trigger?: unknown;
  noShow?: unknown;
  visibility?: unknown;
  columnWidth?: unknown;
}

export interface JnpfField extends Json {
  __config__: JnpfConfig;
  __vModel__?: unknown;
  __slot__?: unknown;
}

export function isRecord(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function isJnpfField(value: unknown): value is JnpfField {
  return isRecord(value) && isRecord(value.__config__);
}

/** A non-empty string, or undefined. */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A finite number, also from a numeric string ('24', '600px' is not one). */
export function num(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

/** A CSS width: '600px' and 600 give 600, '80%' stays a string. */
export function width(value: unknown): number | string | undefined {
  const plain = num(value);
  if (plain !== undefined) return plain > 0 ? plain : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const px = /^\s*(\d+(?:\.\d+)?)px\s*$/.exec(value);
  return px ? Number(px[1]) : value.trim();
}

/** `show-word-limit` → `showWordLimit` (element-ui attribute names → our props). */
export function camelCase(name: string): string {
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** Whether a value says something (a default `false`, `''`, `null`, `[]` or `{}` does not). */
export function meaningful(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (isRecord(value)) return Object.values(value).some(meaningful);
  return true;
}
