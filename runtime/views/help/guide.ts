import type { Lang } from '../../state/app';
import { blocksText, parseMarkdown, type Block } from './markdown';

/**
 * The user guide's pages (docs/guide/<lang>/NN-name.md), bundled at build time: each file is its own small chunk,
 * loaded when the guide is opened, so neither the sign-in page nor the shell carries the text.
 */
const FILES = import.meta.glob<string>('/docs/guide/*/*.md', { query: '?raw', import: 'default' });

export const GUIDE_LANGS: readonly Lang[] = ['zh', 'zhtw', 'en'];
const FALLBACK: Lang = 'zh';

const pathOf = (lang: Lang, page: string) => `/docs/guide/${lang}/${page}.md`;

/** The page names (file names without `.md`), in file order; the Simplified Chinese folder is the reference. */
export function guidePages(files: Record<string, unknown> = FILES): string[] {
  const prefix = `/docs/guide/${FALLBACK}/`;
  return Object.keys(files).filter((f) => f.startsWith(prefix)).map((f) => f.slice(prefix.length, -'.md'.length)).sort();
}

export interface GuidePage {
  name: string;
  title: string;
  blocks: Block[];
  /** Lower-case text without markup, for the search box. */
  text: string;
  /** The `##` sections, for the table of contents, with their lower-case text (search). */
  sections: Array<{ id: string; title: string; text: string }>;
}

/** The `##` sections of a page: each heading with the blocks up to the next one. */
function sectionsOf(blocks: Block[]): GuidePage['sections'] {
  const sections: GuidePage['sections'] = [];
  let body: Block[] = [];
  const close = () => {
    const last = sections.at(-1);
    if (last) last.text = blocksText(body).toLowerCase();
    body = [];
  };
  for (const b of blocks) {
    if (b.kind === 'heading' && b.level === 2) {
      close();
      sections.push({ id: b.id, title: b.text, text: '' });
    }
    body.push(b);
  }
  close();
  return sections;
}

/** One page parsed: its `#` heading is the title (else the file name). */
export function toGuidePage(name: string, source: string): GuidePage {
  const blocks = parseMarkdown(source);
  const title = blocks.find((b) => b.kind === 'heading' && b.level === 1);
  return {
    name,
    title: title?.kind === 'heading' ? title.text : name,
    blocks,
    text: blocksText(blocks).toLowerCase(),
    sections: sectionsOf(blocks),
  };
}

/** Every page in `lang`, a page missing in that language in Simplified Chinese. */
export async function loadGuide(lang: Lang): Promise<GuidePage[]> {
  return Promise.all(guidePages().map(async (name) => {
    const load = FILES[pathOf(lang, name)] ?? FILES[pathOf(FALLBACK, name)];
    return toGuidePage(name, await load());
  }));
}

/** The language the guide is shown in: the UI's when the guide has it, else Simplified Chinese. */
export function guideLang(locale: string): Lang {
  return (GUIDE_LANGS as readonly string[]).includes(locale) ? (locale as Lang) : FALLBACK;
}

/** Pages whose text holds every word of `query` (case-insensitive), each with the sections that hold them (all of
 * its sections when the words are spread over several); every page and section for an empty query. */
export function searchGuide(pages: GuidePage[], query: string): GuidePage[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return pages;
  const holds = (text: string) => words.every((w) => text.includes(w));
  return pages.filter((p) => holds(p.text)).map((p) => {
    const sections = p.sections.filter((s) => holds(s.text));
    return sections.length ? { ...p, sections } : p;
  });
}

/** Where a link of a guide page leads: another page (`02-lists.md#id`), a section (`#id`), an app route, or out. */
export function guideLink(href: string, currentPage: string): { href: string; internal: boolean } {
  const page = /^(?:\.\/)?([\w-]+)\.md(#[\w-]+)?$/.exec(href);
  if (page) return { href: `/help?page=${page[1]}${page[2] ?? ''}`, internal: true };
  if (href.startsWith('#')) return { href: `/help?page=${currentPage}${href}`, internal: true };
  if (href.startsWith('/') && !href.startsWith('//')) return { href, internal: true };
  return { href, internal: false };
}
