import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_VERBS, WIDGETS } from '../../../widgets/registry';
import { checkSchemaFiles, findSchemaFiles, formatProblem, summary } from '../../../scripts/schemas/check-files';

/** What `npm run schemas:check` checks, run on the real business-screens/ with the real registry. */
describe('page schemas under business-screens/', () => {
  const files = findSchemaFiles();
  const result = checkSchemaFiles(files, { widgetKeys: new Set(Object.keys(WIDGETS)), placeholderVerbs: PLACEHOLDER_VERBS });

  it('are all found and counted in the summary', () => {
    expect(files.every((file) => file.endsWith('.json') && file.includes('/business-screens/'))).toBe(true);
    expect(summary(result)).toMatch(new RegExp(`^${files.length} schema files?, `));
  });

  it('validate against the meta-schema and lint clean as a set', () => {
    expect(result.problems.map(formatProblem)).toEqual([]);
    expect(summary(result)).toBe(`${files.length} schema file${files.length === 1 ? '' : 's'}, 0 problems`);
  });
});
