import type { ErrorObject } from 'ajv';
import { migrateSchema } from './migrate';
import { validatePage } from './page/validate-page';
import type { PageSchema } from './types';

/**
 * Structural validation of one page document against the page-schema language (page/language.ts:
 * TypeBox definitions, which are JSON Schema, compiled by ajv as draft-07). Checks that need the
 * whole set (references, widget keys, expressions) are `lint.ts`'s business.
 */
export type ValidationResult = { ok: true; schema: PageSchema } | { ok: false; errors: string[] };

/** Upgrades `doc` to the current schema version, then checks it against the page-schema language. */
export function validateSchemaDocument(doc: unknown): ValidationResult {
  let upgraded: PageSchema;
  try {
    upgraded = migrateSchema(doc);
  } catch (error) {
    return { ok: false, errors: [`/: ${error instanceof Error ? error.message : String(error)}`] };
  }
  if (validatePage(upgraded)) return { ok: true, schema: upgraded };
  return { ok: false, errors: formatErrors(validatePage.errors ?? []) };
}

/** "path: message" lines, without the if/then bookkeeping errors and without repeats. */
function formatErrors(errors: ErrorObject[]): string[] {
  const lines = errors.filter((error) => error.keyword !== 'if').map((error) => `${error.instancePath || '/'}: ${describe(error)}`);
  return [...new Set(lines)];
}

/** ajv's message, with the detail ajv keeps in `params` where its own text leaves it out. */
function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return `must NOT have additional property '${String(params.additionalProperty)}'`;
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')} (is ${JSON.stringify(error.data)})`;
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`;
    default:
      return error.message ?? error.keyword;
  }
}
