import type { ApiCall } from '../../schemas';

const WHOLE = /^\{\{\s*([\w.]+)\s*\}\}$/;
const PART = /\{\{\s*([\w.]+)\s*\}\}/g;

function lookup(context: Record<string, unknown>, path: string): unknown {
  let current: unknown = context;
  for (const key of path.split('.')) {
    if (current === null || current === undefined || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * Resolves `{{path}}` placeholders (schemas/types.ts ApiCall): a string that is exactly one
 * placeholder becomes the raw value; placeholders inside text are replaced by the URI-safe text.
 */
export function resolveTemplate(value: unknown, context: Record<string, unknown>, encode = false): unknown {
  if (typeof value === 'string') {
    const whole = WHOLE.exec(value);
    if (whole) return lookup(context, whole[1]);
    return value.replace(PART, (_, path: string) => {
      const v = lookup(context, path);
      const text = v === undefined || v === null ? '' : String(v);
      return encode ? encodeURIComponent(text) : text;
    });
  }
  if (Array.isArray(value)) return value.map((v) => resolveTemplate(v, context, encode));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveTemplate(v, context, encode)]));
  }
  return value;
}

/** The URL of a call with its placeholders filled (values URI-encoded). */
export function resolveUrl(call: ApiCall, context: Record<string, unknown>): string {
  return resolveTemplate(call.url, context, true) as string;
}
