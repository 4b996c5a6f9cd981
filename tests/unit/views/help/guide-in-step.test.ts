import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GUIDE_LANGS, guidePages, toGuidePage } from '../../../../runtime/views/help/guide';

/* The user guide (docs/guide/<lang>) stays in step: the same pages in every language, each with the same sections
 * under the same anchors, so a deep link (/help?page=...#...) names the same place in any language. */
const root = resolve(__dirname, '../../../../docs/guide');
const files = (lang: string) => readdirSync(resolve(root, lang)).filter((f) => f.endsWith('.md')).sort();
const page = (lang: string, file: string) => toGuidePage(file.replace(/\.md$/, ''), readFileSync(resolve(root, lang, file), 'utf8'));

describe('the user guide', () => {
  it('has the same numbered pages in zh, zhtw and en', () => {
    const zh = files('zh');
    expect(zh.length).toBeGreaterThanOrEqual(10);
    for (const f of zh) expect(f).toMatch(/^\d{2}-[a-z0-9-]+\.md$/);
    for (const lang of GUIDE_LANGS) expect(files(lang), lang).toEqual(zh);
  });

  it('has a title and the same ## sections, with the same anchors, on each page in every language', () => {
    for (const f of files('zh')) {
      const zh = page('zh', f);
      expect(zh.sections.length, f).toBeGreaterThan(0);
      for (const lang of GUIDE_LANGS) {
        const other = page(lang, f);
        expect(other.title, `${lang}/${f}`).not.toBe(other.name);
        expect(other.sections.map((s) => s.id), `${lang}/${f}`).toEqual(zh.sections.map((s) => s.id));
      }
    }
  });

  it('links only to pages and sections that exist', () => {
    for (const lang of GUIDE_LANGS) {
      for (const f of files(lang)) {
        const text = readFileSync(resolve(root, lang, f), 'utf8');
        for (const [, target, anchor] of text.matchAll(/\]\(([\w-]+)\.md(?:#([\w-]+))?\)/g)) {
          const linked = page(lang, `${target}.md`);
          if (anchor) expect(linked.sections.map((s) => s.id), `${lang}/${f} -> ${target}#${anchor}`).toContain(anchor);
        }
      }
    }
  });

  it('is bundled page by page (the build-time list of pages is the zh folder)', () => {
    expect(guidePages()).toEqual(files('zh').map((f) => f.replace(/\.md$/, '')));
  });
});
