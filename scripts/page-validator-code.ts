import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { PageSchema } from '../schemas/page/language';
import { PAGE_AJV_OPTIONS } from '../schemas/page/validate-page';

/**
 * The page-schema validator as an ES module of plain code (ajv's standalone output), exporting `validatePage` as
 * schemas/page/validate-page.ts does. ajv's only runtime helper it needs, ucs2length (string length in code points),
 * is written inline; any other `require` fails the build rather than the browser.
 */
export function pageValidatorModule(): string {
  const ajv = new Ajv({ ...PAGE_AJV_OPTIONS, code: { source: true, esm: true, lines: false } });
  let code = standaloneCode(ajv, ajv.compile(PageSchema));
  code = code.split('require("ajv/dist/runtime/ucs2length").default').join('__ucs2length');
  if (code.includes('require(')) throw new Error('the precompiled page validator needs an ajv runtime helper that is not inlined');
  return `const __ucs2length = (s) => Array.from(s).length;\n${code}\nexport { validate as validatePage };\n`;
}
