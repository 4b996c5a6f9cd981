import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { loadCsf } from 'storybook/internal/csf-tools';
import type { Indexer } from 'storybook/internal/types';

/**
 * Widget story files say `export default widgetMeta('amount')` (stories/kit.tsx). Storybook indexes
 * stories statically and takes only an object literal as the default export, so for those files the
 * call is read as `{ title: 'Widgets/<title>' }` before the standard CSF parser indexes them. At run
 * time the module's real default export (the same title) is used.
 */
const WIDGET_META = /export\s+default\s+widgetMeta\(\s*(['"])([^'"]+)\1\s*(?:,\s*(['"])([^'"]+)\3\s*)?\)\s*;?/;

export function widgetStoryCsf(code: string, fileName: string): string {
  const match = WIDGET_META.exec(code);
  if (match) return code.replace(match[0], `export default { title: ${JSON.stringify(`Widgets/${match[4] ?? match[2]}`)} };`);
  // widgetMeta with computed arguments: the key from the file name (stories/widgets/<key>.stories.tsx).
  const key = basename(fileName).replace(/\.stories\.tsx$/, '');
  return code.replace(/export\s+default\s+widgetMeta\([^;]*\)\s*;?/, `export default { title: ${JSON.stringify(`Widgets/${key}`)} };`);
}

export const widgetStoryIndexer: Indexer = {
  test: /[\\/]stories[\\/]widgets[\\/][^\\/]+\.stories\.tsx$/,
  createIndex: async (fileName, options) => {
    const code = await readFile(fileName, 'utf-8');
    return loadCsf(widgetStoryCsf(code, fileName), { ...options, fileName }).parse().indexInputs;
  },
};
