import type { PageSchema } from './types';
import { PageLint, type LintIssue, type LintOptions } from './lint/context';
import { lintDetail, lintForm, lintList, lintTabs } from './lint/pages';

export type { LintIssue, LintOptions } from './lint/context';

/**
 * Checks a set of valid page schemas (validate.ts first) for what the meta-schema cannot see:
 * unknown widget keys, references to missing fields and schemas, undeclared permission codes,
 * actions that lack what their kind needs, duplicate vModels and ids, expressions that do not parse.
 */
export function lintSchemas(docs: readonly PageSchema[], options: LintOptions): LintIssue[] {
  const issues: LintIssue[] = [];
  const byId = new Map<string, PageSchema>();
  docs.forEach((doc, index) => {
    if (byId.has(doc.id)) issues.push({ schemaId: doc.id, index, path: '/id', message: `duplicate schema id '${doc.id}'` });
    else byId.set(doc.id, doc);
  });
  docs.forEach((doc, index) => {
    const lint = new PageLint(doc, index, byId, options, issues);
    if (doc.type === 'list') lintList(lint, doc);
    else if (doc.type === 'form') lintForm(lint, doc);
    else if (doc.type === 'tabs') lintTabs(lint, doc);
    else lintDetail(lint, doc);
  });
  return issues;
}
