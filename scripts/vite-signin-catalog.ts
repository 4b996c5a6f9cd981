import path from 'node:path';
import type { Plugin } from 'vite';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { SIGN_IN_SOURCES } from '../runtime/i18n/sign-in-sources';

const SUFFIX = '.po?signin';

/**
 * Serves `<catalog>.po?signin`: the messages of the catalog that a file under SIGN_IN_SOURCES uses (by the
 * origins the .po keeps), compiled as @lingui/vite-plugin compiles a whole catalog. One set of translations, two
 * downloads: the sign-in page takes this part, the signed-in application the whole catalog.
 */
export function signInCatalog(): Plugin {
  const config = getConfig();
  const rootDir = config.rootDir ?? process.cwd();
  return {
    name: 'sign-in-catalog',
    enforce: 'pre',
    async transform(_src, id) {
      if (!id.endsWith(SUFFIX)) return undefined;
      const file = id.slice(0, -'?signin'.length);
      const found = getCatalogForFile(path.relative(rootDir, file), await getCatalogs(config));
      if (!found) throw new Error(`${file} is not a catalog of lingui.config`);
      const { locale, catalog } = found;
      this.addWatchFile(file);
      const extracted = await catalog.read(locale);
      const { messages } = await catalog.getTranslations(locale, {
        fallbackLocales: config.fallbackLocales ?? {}, sourceLocale: config.sourceLocale ?? locale,
      });
      const used = (msgId: string) => (extracted?.[msgId]?.origin ?? []).some(([origin]) => SIGN_IN_SOURCES.some((p) => origin.replace(/\\/g, '/').startsWith(p)));
      const part = Object.fromEntries(Object.entries(messages).filter(([msgId]) => used(msgId)));
      const { source } = createCompiledCatalog(locale, part, { namespace: 'es' });
      return { code: source, map: null };
    },
  };
}
