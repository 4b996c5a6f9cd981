/**
 * A JSON value printed as a readable TypeScript literal, in the house style of models/gold/*.ts: unquoted keys,
 * single quotes, an object or array on one line when it fits, otherwise one entry per line.
 */

const WIDTH = 140;
const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

const key = (k: string) => (IDENT.test(k) ? k : quote(k));

export const quote = (s: string): string => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r')}'`;

/**
 * Text (a design's name, typed by a user) inside a generated comment: on one line, and unable to close the comment, so
 * it can never become code in the generated module.
 */
export const commentText = (s: string): string => s.replace(/[\r\n\u2028\u2029]+/g, ' ').replace(/\*\//g, '*\\/');

function flat(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return quote(value);
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return `[${value.map(flat).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return entries.length === 0 ? '{}' : `{ ${entries.map(([k, v]) => `${key(k)}: ${flat(v)}`).join(', ')} }`;
}

/** The literal of `value`, its first line starting at column `indent` (after `prefix`, e.g. "fields: "). */
export function tsLiteral(value: unknown, indent = 0, prefix = ''): string {
  const one = flat(value);
  if (indent + prefix.length + one.length <= WIDTH || value === null || typeof value !== 'object') return one;
  const pad = ' '.repeat(indent + 2);
  const close = ' '.repeat(indent);
  if (Array.isArray(value)) {
    return `[\n${value.map((v) => `${pad}${tsLiteral(v, indent + 2)},`).join('\n')}\n${close}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return `{\n${entries.map(([k, v]) => `${pad}${key(k)}: ${tsLiteral(v, indent + 2, `${key(k)}: `)},`).join('\n')}\n${close}}`;
}
