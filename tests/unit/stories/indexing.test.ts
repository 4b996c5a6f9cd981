/**
 * Storybook indexes story files statically (before running them). A file its indexer cannot read
 * breaks `npm run storybook`, so every story file goes through the indexer of .storybook/main.ts here.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCsf } from 'storybook/internal/csf-tools';
import { widgetStoryCsf, widgetStoryIndexer } from '../../../.storybook/widget-indexer';

const files = Object.keys(import.meta.glob('../../../stories/**/*.stories.tsx')).map((path) => resolve(__dirname, path));
const makeTitle = (title?: string) => title ?? 'Untitled';

function indexInputs(fileName: string) {
  const code = readFileSync(fileName, 'utf-8');
  const csf = widgetStoryIndexer.test.test(fileName) ? widgetStoryCsf(code, fileName) : code;
  return loadCsf(csf, { fileName, makeTitle }).parse().indexInputs;
}

describe('story indexing', () => {
  it.each(files.map((file) => ({ file: file.replace(/.*[\\/]stories[\\/]/, ''), path: file })))('indexes $file', ({ path }) => {
    const inputs = indexInputs(path);
    expect(inputs.length).toBeGreaterThan(0);
    for (const input of inputs) expect(input.title).not.toBe('Untitled');
  });

  it('reads widgetMeta calls as the title they give', () => {
    expect(widgetStoryCsf("export default widgetMeta('amount');\nexport const A = {};", 'x/amount.stories.tsx')).toContain(
      'export default { title: "Widgets/amount" };',
    );
    expect(widgetStoryCsf("export default widgetMeta('comInput', 'password');", 'x/comInput.stories.tsx')).toContain('"Widgets/password"');
    expect(widgetStoryCsf('export default widgetMeta(KEY);', 'stories/widgets/sign.stories.tsx')).toContain('"Widgets/sign"');
  });

  it('gives the widget stories their names and titles', () => {
    const inputs = indexInputs(resolve(__dirname, '../../../stories/widgets/amount.stories.tsx'));
    expect(inputs.map((input) => input.exportName)).toEqual(['Empty', 'Filled', 'Disabled', 'Invalid', 'Display']);
    expect(new Set(inputs.map((input) => input.title))).toEqual(new Set(['Widgets/amount']));
  });
});
