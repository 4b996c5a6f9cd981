import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lintSchemas } from '../../schemas/lint';
import { lintPlaceholderWording, type PlaceholderVerb } from '../../schemas/placeholder-wording';
import type { PageSchema } from '../../schemas/types';
import { validateSchemaDocument } from '../../schemas/validate';
import { checkPageModel, inheritFromModel } from '../../schemas/model/pages';
import { MODELS } from '../../models';

/**
 * The work of `npm run schemas:check` without the widget registry loading (scripts/schemas-check.ts),
 * so the unit tests can run it with the registry they import directly.
 */
// Paths from this file's own path, not `new URL(..., import.meta.url)`: under happy-dom (the unit
// tests) the global URL is the DOM's.
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const SCREENS_DIR = join(REPO_ROOT, 'business-screens');

export interface Problem {
  /** Relative to the repository root. */
  file: string;
  path: string;
  message: string;
}

export interface CheckResult {
  files: string[];
  problems: Problem[];
}

/** Every *.json under `root`, recursively, in a stable order. A missing folder has none. */
export function findSchemaFiles(root: string = SCREENS_DIR): string[] {
  let entries;
  try {
    entries = readdirSync(root, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .flatMap((entry) => {
      const path = join(root, entry.name);
      if (entry.isDirectory()) return findSchemaFiles(path);
      return entry.isFile() && entry.name.endsWith('.json') ? [path] : [];
    })
    .sort();
}

/** What the check needs of the widget registry (widgets/registry.ts: WIDGETS' keys and PLACEHOLDER_VERBS). */
export interface RegistryFacts {
  widgetKeys: ReadonlySet<string>;
  placeholderVerbs: ReadonlyMap<string, PlaceholderVerb>;
}

/**
 * Validates each file against the page-schema language and its model, then lints the valid ones as one set, and
 * holds this repository's screens to one placeholder wording per widget (designed forms are not: a configurator's
 * wording is theirs).
 */
export function checkSchemaFiles(files: readonly string[], { widgetKeys, placeholderVerbs }: RegistryFacts): CheckResult {
  const problems: Problem[] = [];
  const valid: { file: string; schema: PageSchema }[] = [];
  for (const path of files) {
    const file = relative(REPO_ROOT, path);
    let doc: unknown;
    try {
      doc = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      problems.push({ file, path: '/', message: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` });
      continue;
    }
    // A page naming its model is checked as the screens see it: with what it inherits filled in.
    const result = validateSchemaDocument(inheritFromModel(doc as PageSchema, MODELS));
    if (result.ok) {
      valid.push({ file, schema: result.schema });
      for (const issue of checkPageModel(result.schema, MODELS)) problems.push({ file, ...issue });
      for (const issue of lintPlaceholderWording(doc, placeholderVerbs)) problems.push({ file, ...issue });
    }
    else for (const line of result.errors) problems.push({ file, ...splitError(line) });
  }
  const issues = lintSchemas(
    valid.map((entry) => entry.schema),
    { widgetKeys },
  );
  for (const issue of issues) problems.push({ file: valid[issue.index].file, path: issue.path, message: issue.message });
  return { files: [...files], problems };
}

/** validate.ts's "path: message" line as its parts. */
function splitError(line: string): { path: string; message: string } {
  const at = line.indexOf(': ');
  return at < 0 ? { path: '/', message: line } : { path: line.slice(0, at), message: line.slice(at + 2) };
}

export function formatProblem(problem: Problem): string {
  return `${problem.file}: ${problem.path}: ${problem.message}`;
}

export function summary(result: CheckResult): string {
  const files = result.files.length;
  const problems = result.problems.length;
  return `${files} schema file${files === 1 ? '' : 's'}, ${problems} problem${problems === 1 ? '' : 's'}`;
}
