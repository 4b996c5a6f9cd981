import Ajv, { type Options } from 'ajv';
import { PageSchema } from './language';
import type { PageSchema as Page } from '../types';

/** One set of options for the validator compiled here and the one compiled ahead of time for the browser. */
export const PAGE_AJV_OPTIONS: Options = { allErrors: true, allowUnionTypes: true, verbose: true };

/**
 * The page-schema language compiled by ajv, once per process (the language never changes at run time; `verbose`
 * keeps the offending value, which the enum message quotes). The browser build replaces this module with the same
 * validator compiled at build time (scripts/vite-page-validator.ts): ajv compiles with `new Function`, which the
 * app's Content-Security-Policy forbids.
 */
export const validatePage = new Ajv(PAGE_AJV_OPTIONS).compile<Page>(PageSchema);
