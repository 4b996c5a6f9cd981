import type { ActionKind, ActionSchema } from '../types';
import type { PageLint } from './context';

/** What the page around a group of actions offers them. */
export interface ActionPlace {
  hasRemove: boolean;
  hasExport: boolean;
  /** The page's bulk import (its check and save calls). */
  hasImport: boolean;
  /**
   * The row fields a `visibleOn` may read (as `name` or `row.name`); `row` itself is always
   * allowed. Undefined: the fields are unknown, the expression only has to parse.
   */
  rowFields?: ReadonlySet<string>;
  /** What `rowFields` are, for messages ("in the list's model"). */
  where: string;
}

const NEEDS_FORM: ReadonlySet<ActionKind> = new Set(['add', 'edit', 'form']);
const NEEDS_ROUTE: ReadonlySet<ActionKind> = new Set(['detail', 'history', 'link']);

/** The name a `link` column uses to run the action. */
export function actionName(action: ActionSchema): string {
  return action.name ?? action.action;
}

/** Permission codes, what each kind of action needs, and row visibility expressions. */
export function lintActions(lint: PageLint, actions: readonly ActionSchema[], path: string, place: ActionPlace): void {
  actions.forEach((action, i) => {
    const at = `${path}/${i}`;
    const kind = action.action;
    if (action.permission !== undefined) lint.permission(action.permission, `${at}/permission`);
    if (NEEDS_FORM.has(kind)) {
      if (action.form === undefined) lint.report(at, `a '${kind}' action needs a form`);
      else lint.reference(action.form, 'form', `${at}/form`);
    }
    if (NEEDS_ROUTE.has(kind) && action.to === undefined) lint.report(at, `a '${kind}' action needs 'to'`);
    if (kind === 'api' && action.api === undefined) lint.report(at, `an 'api' action needs 'api'`);
    // The runtime opens the dialog registered under `component` (ScreenSet.dialogs); other kinds never read it.
    if (kind === 'custom' && action.component === undefined) lint.report(at, `a 'custom' action needs 'component'`);
    if (kind !== 'custom' && action.component !== undefined) lint.report(`${at}/component`, `only a 'custom' action opens a 'component'`);
    if ((kind === 'remove' || kind === 'batchRemove') && !place.hasRemove) lint.report(at, `a '${kind}' action needs the page's api.remove`);
    if (kind === 'export' && !place.hasExport) lint.report(at, `an 'export' action needs the page's api.export`);
    if (kind === 'import' && !place.hasImport) lint.report(at, `an 'import' action needs the page's import (its check and save calls)`);
    if (action.selection && kind !== 'form' && kind !== 'api') lint.report(`${at}/selection`, `only a 'form' or 'api' action works on the ticked rows`);
    if (action.visibleOn !== undefined) lintRowCondition(lint, action.visibleOn, `${at}/visibleOn`, place);
  });
}

function lintRowCondition(lint: PageLint, source: string, path: string, place: ActionPlace): void {
  const fields = place.rowFields;
  const names = fields ? new Set([...fields, 'row']) : undefined;
  const variables = lint.expression(source, path, names, place.where);
  if (!fields || !variables?.includes('row')) return;
  for (const member of rowMembers(source)) {
    if (!fields.has(member)) lint.report(path, `'row.${member}' is not ${place.where}`);
  }
}

/** The `row.<name>` members an expression reads (string literals left out). */
function rowMembers(source: string): string[] {
  const code = source.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""');
  return [...new Set([...code.matchAll(/(?<![\w$.])row\s*\.\s*([A-Za-z_$][\w$]*)/g)].map((match) => match[1]))];
}
