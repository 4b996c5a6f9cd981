import type { ApiCall, DetailSchema, FormSchema, ListSchema, TabsSchema } from '../types';
import { actionName, lintActions } from './actions';
import type { PageLint } from './context';
import { lintFields, scopeNames } from './fields';
import { calculationPlan } from '../formula/plan';

const IN_MODEL = "in the list's model";
const FORM_FIELD = 'a field of this form';
const DETAIL_FIELD = 'a field of this detail page';
/**
 * Besides the fields, form expressions (conditions, formulas, a save's `when`) may read the page
 * context the runtime puts in their scope (runtime/renderers/form/createSchemaForm.ts): the record
 * id (edit vs add), the row of a `form` action and the route params.
 */
const FORM_CONTEXT = ['id', 'row', 'route'];

export function lintList(lint: PageLint, page: ListSchema): void {
  const model = listModel(lint, page);
  const inModel = (name: string, path: string) => {
    if (model && !model.has(name)) lint.report(path, `'${name}' is not ${IN_MODEL}`);
  };
  page.search?.forEach((field, i) => {
    lint.widgetKey(field.jnpfKey, `/search/${i}/jnpfKey`);
    if (!field.queryOnly) inModel(field.vModel, `/search/${i}/vModel`);
  });
  const rowActionNames = new Set((page.rowActions ?? []).map(actionName));
  page.columns.forEach((column, i) => {
    inModel(column.prop, `/columns/${i}/prop`);
    if (column.jnpfKey !== undefined) lint.widgetKey(column.jnpfKey, `/columns/${i}/jnpfKey`);
    if (column.link !== undefined && !rowActionNames.has(column.link)) {
      lint.report(`/columns/${i}/link`, `link '${column.link}' is not the name of a row action`);
    }
  });
  if (page.defaultSort) inModel(page.defaultSort.prop, '/defaultSort/prop');
  if (page.groupBy) inModel(page.groupBy.prop, '/groupBy/prop');
  if (page.treeRows) lintTreeRows(lint, page, inModel);
  // Import columns name fields of the uploaded file, not of the model: only their widgets are checked.
  page.import?.columns.forEach((column, i) => {
    if (column.jnpfKey !== undefined) lint.widgetKey(column.jnpfKey, `/import/columns/${i}/jnpfKey`);
  });
  const place = {
    hasRemove: page.api.remove !== undefined,
    hasExport: page.api.export !== undefined,
    hasImport: page.import !== undefined,
    where: IN_MODEL,
  };
  // Toolbar actions have no row: their visibleOn only has to parse.
  lintActions(lint, page.toolbar ?? [], '/toolbar', place);
  lintActions(lint, page.rowActions ?? [], '/rowActions', { ...place, rowFields: model });
  page.rowActions?.forEach((action, i) => {
    if (action.selection) lint.report(`/rowActions/${i}/selection`, 'only a toolbar action works on the ticked rows (a row action has its row)');
  });
  page.summary?.forEach((item, i) => lintSearchCall(lint, item.api, `/summary/${i}/api`));
  if (page.chart) lintSearchCall(lint, page.chart.api, '/chart/api');
}

/** What a summary or chart call may read: the list's search parameters and the route params. */
const SEARCH_CONTEXT = new Set(['search', 'route']);

function lintSearchCall(lint: PageLint, call: ApiCall, path: string): void {
  for (const name of placeholders(call)) {
    if (!SEARCH_CONTEXT.has(name.split('.')[0])) lint.report(path, `'{{${name}}}' is not available to this call (search, route)`);
  }
}

/** Each tab names a list of the set, and the permission code of a tab is one the page declares. */
export function lintTabs(lint: PageLint, page: TabsSchema): void {
  page.tabs.forEach((tab, i) => {
    lint.reference(tab.list, 'list', `/tabs/${i}/list`);
    if (tab.permission !== undefined) lint.permission(tab.permission, `/tabs/${i}/permission`);
  });
}

/** What the lazy call of tree rows may read: the expanded row, its key and the route params. */
const LAZY_CONTEXT = new Set(['row', 'id', 'route']);

/** The `{{path}}` placeholders of a call's url, query and body. */
function placeholders(call: ApiCall): string[] {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') for (const match of value.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)) out.push(match[1]);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk([call.url, call.query, call.body]);
  return out;
}

/** A tree list has no pager, and its lazy call reads only the row (fields of the model), its id and the route. */
function lintTreeRows(lint: PageLint, page: ListSchema, inModel: (name: string, path: string) => void): void {
  if (page.pagination) lint.report('/pagination', 'a treeRows list is not paged: leave out pagination or set it to false');
  const lazy = page.treeRows?.lazy;
  if (!lazy) return;
  for (const path of placeholders(lazy)) {
    const [root, member] = path.split('.');
    if (!LAZY_CONTEXT.has(root)) lint.report('/treeRows/lazy', `'{{${path}}}' is not available to the lazy call (row, id, route)`);
    else if (root === 'row' && member !== undefined) inModel(member, '/treeRows/lazy');
  }
}

/**
 * The names a row has: the row key, `model.fields` and the fields of `model.form`. Undefined when
 * the form is missing (already reported; checking against half a model would only add noise).
 */
function listModel(lint: PageLint, page: ListSchema): Set<string> | undefined {
  const names = new Set([page.rowKey ?? 'id', ...(page.model.fields ?? [])]);
  if (page.model.form === undefined) return names;
  const form = lint.reference(page.model.form, 'form', '/model/form') as FormSchema | undefined;
  if (!form) return undefined;
  for (const name of scopeNames(form.fields)) names.add(name);
  return names;
}

export function lintForm(lint: PageLint, page: FormSchema): void {
  lintFields(lint, page.fields, '/fields', FORM_FIELD, FORM_CONTEXT);
  // Calculated fields that read each other in a circle can never be computed (the server refuses such a save).
  try {
    calculationPlan(page.fields);
  } catch (error) {
    lint.report('/fields', error instanceof Error ? error.message : String(error));
  }
  const names = new Set([...scopeNames(page.fields), ...FORM_CONTEXT]);
  const saves = Array.isArray(page.api.save) ? page.api.save.map((call, i) => ({ call, path: `/api/save/${i}` })) : [{ call: page.api.save, path: '/api/save' }];
  for (const { call, path } of saves) {
    if (call.when !== undefined) lint.expression(call.when, `${path}/when`, names, FORM_FIELD);
  }
}

export function lintDetail(lint: PageLint, page: DetailSchema): void {
  lintFields(lint, page.fields, '/fields', DETAIL_FIELD, FORM_CONTEXT);
  page.tabs?.forEach((tab, i) => lint.reference(tab.list, 'list', `/tabs/${i}/list`));
  // A detail page shows one record: its actions' visibleOn reads that record's fields.
  lintActions(lint, page.actions ?? [], '/actions', {
    hasRemove: false,
    hasExport: false,
    hasImport: false,
    rowFields: new Set(scopeNames(page.fields)),
    where: DETAIL_FIELD,
  });
}
