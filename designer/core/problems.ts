import { lintSchemas } from '../../schemas/lint';
import { validateSchemaDocument } from '../../schemas/validate';
import type { FieldSchema } from '../../schemas/types';
import type { DesignDocument } from './document';
import { structureProblems } from './placement';
import { fieldAtPointer } from './tree';

/** One problem the designer shows live, on the field it concerns when there is one. */
export interface Problem {
  /** JSON pointer into the form (`/fields/0/children/1/vModel`). */
  path: string;
  message: string;
  /** formId of the field the path is in. */
  fieldId?: string;
  /** validate: the language's shape; lint: schemas/lint.ts (what CI runs); structure: where entries may stand; vModel: a name used in two scopes. */
  source: 'validate' | 'lint' | 'structure' | 'vModel';
}

const cache = new WeakMap<DesignDocument, WeakMap<ReadonlySet<string>, Problem[]>>();

/**
 * The problems of a document: the same validation and lint CI runs (`npm run schemas:check`:
 * schemas/validate.ts, then schemas/lint.ts with the registry's widget keys), the designer's
 * structure rules, and vModels repeated across scopes (the lint reports repeats within a scope;
 * a sub-table column named like a form field makes formulas ambiguous, and the designer keeps names
 * unique over the whole form as JNPF does). Cached per document.
 */
export function problemsOf(doc: DesignDocument, widgetKeys: ReadonlySet<string>): Problem[] {
  const byKeys = cache.get(doc) ?? new WeakMap<ReadonlySet<string>, Problem[]>();
  cache.set(doc, byKeys);
  const cached = byKeys.get(widgetKeys);
  if (cached) return cached;
  const on = (path: string, message: string, source: Problem['source']): Problem => {
    const field = fieldAtPointer(doc, path);
    return { path, message, source, ...(field?.formId === undefined ? {} : { fieldId: field.formId }) };
  };
  const problems: Problem[] = [];
  const checked = validateSchemaDocument(doc.form);
  if (!checked.ok) {
    problems.push(...checked.errors.map((line) => split(line)).map(([path, message]) => on(path, message, 'validate')));
  } else {
    problems.push(...lintSchemas([doc.form], { widgetKeys }).map((issue) => on(issue.path, issue.message, 'lint')));
  }
  problems.push(...structureProblems(doc.form.fields).map((p) => on(p.path, p.reason, 'structure')));
  problems.push(...crossScopeRepeats(doc.form.fields).map((p) => on(p.path, p.message, 'vModel')));
  byKeys.set(widgetKeys, problems);
  return problems;
}

function split(line: string): [string, string] {
  const at = line.indexOf(': ');
  return at < 0 ? ['/', line] : [line.slice(0, at), line.slice(at + 2)];
}

/** vModels used in more than one scope (the form, each sub-table); repeats inside one scope are the lint's. */
function crossScopeRepeats(fields: readonly FieldSchema[]): { path: string; message: string }[] {
  const first = new Map<string, { path: string; scope: string }>();
  const out: { path: string; message: string }[] = [];
  const visit = (list: readonly FieldSchema[], base: string, scope: string) => {
    list.forEach((field, i) => {
      const path = `${base}/${i}`;
      if (field.vModel !== undefined) {
        const seen = first.get(field.vModel);
        if (!seen) first.set(field.vModel, { path: `${path}/vModel`, scope });
        else if (seen.scope !== scope) out.push({ path: `${path}/vModel`, message: `vModel '${field.vModel}' is also used at ${seen.path}` });
      }
      if (field.children) visit(field.children, `${path}/children`, field.jnpfKey === 'table' ? path : scope);
    });
  };
  visit(fields, '/fields', '');
  return out;
}
