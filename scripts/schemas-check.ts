/**
 * `npm run schemas:check`: validates every page schema under business-screens/ against the
 * page-schema language (schemas/page/language.ts) and lints the set against the widget registry.
 * Prints `file: path: message` per problem and a summary line; exits 1 on any problem.
 * `schemas-check.ts <folder>` checks another folder.
 */
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { checkSchemaFiles, findSchemaFiles, formatProblem, SCREENS_DIR, summary, type RegistryFacts } from './schemas/check-files';

const REGISTRY = fileURLToPath(new URL('../widgets/registry.ts', import.meta.url));

/**
 * The registered widget keys and placeholder verbs. The widgets use lingui macros, which exist only when compiled by the
 * lingui babel plugin (a plain Node import fails: "does not provide an export named 't'"), so the
 * registry is loaded through Vite's module runner with that plugin, as the app and vitest build it.
 */
async function loadRegistry(): Promise<RegistryFacts> {
  const { module } = await runnerImport<{ WIDGETS: Record<string, unknown>; PLACEHOLDER_VERBS: RegistryFacts['placeholderVerbs'] }>(REGISTRY, {
    plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } })],
    logLevel: 'error',
  });
  return { widgetKeys: new Set(Object.keys(module.WIDGETS)), placeholderVerbs: module.PLACEHOLDER_VERBS };
}

// An optional folder argument checks another tree (used to try the script on a scratch folder).
const root = process.argv[2] ?? SCREENS_DIR;
const files = findSchemaFiles(root);
if (files.length === 0) console.log(`No page schema files under ${root} yet.`);
const result = checkSchemaFiles(files, await loadRegistry());
for (const problem of result.problems) console.error(formatProblem(problem));
console.log(summary(result));
process.exitCode = result.problems.length > 0 ? 1 : 0;
