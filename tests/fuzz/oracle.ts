/** What a reply must never be: a server error, or a body that shows a stack, SQL or a server path. */

const LEAKS: ReadonlyArray<[string, RegExp]> = [
  ['stack frame', /\n\s+at |\\n\s+at | at [\w.<>]+ \(/],
  ['source file', /\.(?:ts|js|mjs|cjs):\d+/],
  ['node_modules', /node_modules/],
  ['server path', new RegExp(`${process.cwd().replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}|/server/(?:modules|core|db)/|file:///`)],
  ['SQL select', /\bselect\s+(?:\*|distinct\b|count\(|"?\w+"?\s*(?:,|\bfrom\b))/i],
  ['SQL insert', /\binsert into\b/i],
  ['SQL update', /\bupdate\s+"?\w+"?\s+set\b/i],
  ['SQL delete', /\bdelete from\b/i],
  ['SQL error', /syntax error at|relation "|\bviolates\b|duplicate key value|invalid input syntax for|value too long for type|out of range for type|column "[^"]+" (?:of|does)|\bdrizzle\b|\bpg_\w+/i],
  ['database driver', /PGlite|PostgresError|DatabaseError/],
];

export interface Verdict { serverError: boolean; leak?: string }

/** Every string the request carried (so a reply that only echoes the caller's own text is no leak). */
export function sentStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') { if (value.length >= 3) out.push(value); } else if (Array.isArray(value)) for (const v of value) sentStrings(v, out);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) { sentStrings(k, out); sentStrings(v, out); }
  return out;
}

export function judge(status: number, contentType: string, text: string, sent: string[]): Verdict {
  let envelopeCode: number | undefined;
  // A JSON reply is read as its strings (a quote inside is `"`, not the `\"` of the raw text).
  let readable = text;
  if (contentType.includes('json')) {
    try {
      const parsed = JSON.parse(text) as { code?: number };
      envelopeCode = parsed.code;
      readable = sentStrings(parsed).join('\n');
    } catch { /* not an envelope */ }
  }
  const serverError = status >= 500 || (typeof envelopeCode === 'number' && envelopeCode >= 500 && envelopeCode < 600);
  if (!/json|text|html|xml/.test(contentType)) return { serverError }; // exports: binary workbooks
  // Fastify's own 4xx messages quote the request path partly percent-encoded: decode before removing the echo.
  let scrubbed = readable.replace(/(?:%[0-9A-Fa-f]{2})+/g, (m) => { try { return decodeURIComponent(m); } catch { return m; } });
  for (const s of sent) {
    scrubbed = scrubbed.split(s).join('');
  }
  const leak = LEAKS.find(([, re]) => re.test(scrubbed));
  return { serverError, leak: leak?.[0] };
}
