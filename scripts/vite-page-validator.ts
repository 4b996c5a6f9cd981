import type { Plugin } from 'vite';
import { pageValidatorModule } from './page-validator-code';

const VIRTUAL = '\0page-validator';

/**
 * In the browser the page-schema validator (schemas/page/validate-page.ts) is the one compiled here, at build time:
 * ajv compiles with `new Function`, which the Content-Security-Policy (`script-src 'self'`) refuses. Same options,
 * same language, same answers (tests/unit/schemas/page-validator-code.test.ts).
 */
export function precompiledPageValidator(): Plugin {
  return {
    name: 'precompiled-page-validator',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './page/validate-page' && importer?.replace(/\\/g, '/').endsWith('/schemas/validate.ts')) return VIRTUAL;
      return undefined;
    },
    load(id) {
      return id === VIRTUAL ? pageValidatorModule() : undefined;
    },
  };
}
