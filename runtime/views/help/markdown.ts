/**
 * The markdown the user guide (docs/guide) uses, parsed into blocks: headings (with an optional `{#id}` so a deep
 * link names the same section in every language), paragraphs, lists, notes (`> `), tables, and inline bold, code
 * and links. Nothing else is recognised: the rest is text. Pure, so it is tested without a DOM; Markdown.tsx turns
 * the blocks into React elements (never HTML strings).
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; id: string; text: string; inlines: Inline[] }
  | { kind: 'paragraph'; inlines: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'note'; inlines: Inline[] }
  | { kind: 'table'; head: Inline[][]; rows: Inline[][][] };

/** An anchor from a heading's text: lower case, spaces to '-', punctuation dropped (letters of any script kept). */
export function slug(text: string): string {
  return text.trim().toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, '').replace(/\s+/g, '-');
}

const TOKEN = /\*\*(.+?)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  for (let m = TOKEN.exec(rest); m; m = TOKEN.exec(rest)) {
    if (m.index > 0) out.push({ kind: 'text', text: rest.slice(0, m.index) });
    if (m[1] !== undefined) out.push({ kind: 'bold', children: parseInline(m[1]) });
    else if (m[2] !== undefined) out.push({ kind: 'code', text: m[2] });
    else out.push({ kind: 'link', href: m[4], children: parseInline(m[3]) });
    rest = rest.slice(m.index + m[0].length);
  }
  if (rest) out.push({ kind: 'text', text: rest });
  return out;
}

/** The text of inlines without their markup (search, heading titles). */
export function plainText(inlines: Inline[]): string {
  return inlines.map((i) => (i.kind === 'text' || i.kind === 'code' ? i.text : plainText(i.children))).join('');
}

const HEADING = /^(#{1,3})\s+(.*?)(?:\s*\{#([\w-]+)\})?\s*$/;
const BULLET = /^[-*]\s+(.*)$/;
const NUMBERED = /^\d+[.)]\s+(.*)$/;
const CELL_RULE = /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?$/;

const CJK = /[\u3000-\u9fff\uff00-\uffef]/;

/** Wrapped lines joined back: a space between words, none where Chinese text meets (it has no spaces). */
function joinLines(parts: string[]): string {
  return parts.reduce((all, next) => (!all ? next : CJK.test(all.at(-1) ?? '') || CJK.test(next[0] ?? '') ? all + next : `${all} ${next}`), '');
}

function cells(line: string): Inline[][] {
  return line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => parseInline(c.trim()));
}

/** Blocks of a markdown text (see the module comment for the subset). */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  const more = (test: (line: string) => boolean) => i < lines.length && lines[i].trim() !== '' && test(lines[i]);
  while (i < lines.length) {
    const line = lines[i];
    const trimmed = line.trim();
    if (!trimmed) { i++; continue; }
    const heading = HEADING.exec(trimmed);
    if (heading) {
      const text = heading[2];
      const level = heading[1].length as 1 | 2 | 3;
      blocks.push({ kind: 'heading', level, id: heading[3] ?? slug(plainText(parseInline(text))), text: plainText(parseInline(text)), inlines: parseInline(text) });
      i++;
      continue;
    }
    if (trimmed.startsWith('|') && i + 1 < lines.length && CELL_RULE.test(lines[i + 1].trim())) {
      const head = cells(trimmed);
      i += 2;
      const rows: Inline[][][] = [];
      while (more((l) => l.trim().startsWith('|'))) rows.push(cells(lines[i++]));
      blocks.push({ kind: 'table', head, rows });
      continue;
    }
    if (trimmed.startsWith('>')) {
      const parts: string[] = [];
      while (more((l) => l.trim().startsWith('>'))) parts.push(lines[i++].trim().replace(/^>\s?/, ''));
      blocks.push({ kind: 'note', inlines: parseInline(joinLines(parts)) });
      continue;
    }
    const bullet = BULLET.test(trimmed) ? BULLET : NUMBERED.test(trimmed) ? NUMBERED : null;
    if (bullet) {
      const items: string[] = [];
      // An item runs on over indented lines; a new marker starts the next item.
      while (more((l) => bullet.test(l.trim()) || /^\s+\S/.test(l))) {
        const item = bullet.exec(lines[i].trim());
        if (item) items.push(item[1]);
        else items[items.length - 1] = joinLines([items[items.length - 1], lines[i].trim()]);
        i++;
      }
      blocks.push({ kind: 'list', ordered: bullet === NUMBERED, items: items.map(parseInline) });
      continue;
    }
    const parts: string[] = [];
    while (more((l) => !HEADING.test(l.trim()) && !BULLET.test(l.trim()) && !NUMBERED.test(l.trim()) && !l.trim().startsWith('>') && !l.trim().startsWith('|'))) {
      parts.push(lines[i++].trim());
    }
    if (parts.length === 0) parts.push(lines[i++].trim());
    blocks.push({ kind: 'paragraph', inlines: parseInline(joinLines(parts)) });
  }
  return blocks;
}

/** The text of a whole page without markup, for the search box. */
export function blocksText(blocks: Block[]): string {
  return blocks.map((b) => {
    switch (b.kind) {
      case 'heading': return b.text;
      case 'paragraph': case 'note': return plainText(b.inlines);
      case 'list': return b.items.map(plainText).join('\n');
      case 'table': return [b.head, ...b.rows].map((r) => r.map(plainText).join(' ')).join('\n');
    }
  }).join('\n');
}
