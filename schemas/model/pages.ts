import type { ColumnSchema, FieldSchema, PageSchema, SearchField, StaticOption } from '../types';
import { findField, labelOf, rowKeys } from './index';
import type { Model, ModelField } from './types';

/**
 * Pages refer to their model (`resource`): a field, column or search item that names a model field
 * inherits its label, required, rules, options and length unless the page overrides them, so a text
 * lives in the model once (docs/architecture.md#models-and-the-resource-engine). `checkPageModel`
 * holds a page to its model: no name the model lacks, no required field left off a save form.
 */

const optionsOf = (f: ModelField): StaticOption[] | undefined =>
  f.options?.map((o) => ({ label: o.label, value: o.value, ...(o.color ? { color: o.color } : {}) }));

function inheritField(field: FieldSchema, model: Model): FieldSchema {
  const children = field.children?.map((c) => inheritField(c, model));
  const out: FieldSchema = children ? { ...field, children } : { ...field };
  const m = field.vModel ? findField(model, field.vModel) : undefined;
  if (!m) return out;
  if (out.label === undefined) out.label = m.label;
  if (out.required === undefined && m.required && !m.readonly) out.required = true;
  if (out.rules === undefined && m.rules?.length) out.rules = [...m.rules];
  if (out.options === undefined && m.options) out.options = optionsOf(m);
  if (out.options === undefined && m.dictionary) {
    out.options = { dictionary: m.dictionary.type };
    if ((m.dictionary.valueKey ?? 'id') !== 'id' && out.props?.valueKey === undefined) out.props = { ...out.props, valueKey: m.dictionary.valueKey };
  }
  if (m.max !== undefined && (out.props?.maxlength === undefined)) out.props = { ...out.props, maxlength: m.max };
  return out;
}

function inheritColumn(column: ColumnSchema, model: Model): ColumnSchema {
  const m = findField(model, column.prop);
  const label = labelOf(model, column.prop);
  return {
    ...column,
    ...(column.label === undefined && label ? { label } : {}),
    ...(column.options === undefined && m?.options ? { options: optionsOf(m) } : {}),
  } as ColumnSchema;
}

function inheritSearch(item: SearchField, model: Model): SearchField {
  const m = findField(model, item.vModel);
  if (!m) return item;
  return {
    ...item,
    ...(item.label === undefined ? { label: m.label } : {}),
    ...(item.options === undefined && m.options ? { options: optionsOf(m) } : {}),
  } as SearchField;
}

/** The page with what it inherits from its model filled in. A page without `resource` is returned as it is. */
export function inheritFromModel<T extends PageSchema>(page: T, models: ReadonlyMap<string, Model>): T {
  const model = page && typeof page === 'object' && page.resource ? models.get(page.resource) : undefined;
  if (!model) return page;
  switch (page.type) {
    case 'form':
    case 'detail':
      return { ...page, fields: page.fields.map((f) => inheritField(f, model)) };
    case 'list':
      return {
        ...page,
        columns: page.columns.map((c) => inheritColumn(c, model)),
        ...(page.search ? { search: page.search.map((s) => inheritSearch(s, model)) } : {}),
      };
    default:
      return page;
  }
}

export interface PageModelIssue {
  path: string;
  message: string;
}

const walk = (fields: readonly FieldSchema[], path: string, visit: (f: FieldSchema, path: string) => void) =>
  fields.forEach((f, i) => {
    visit(f, `${path}/${i}`);
    if (f.children) walk(f.children, `${path}/${i}/children`, visit);
  });

/** The fields without sub-tables (`table` fields and their columns). */
const withoutTables = (fields: readonly FieldSchema[]): FieldSchema[] =>
  fields.map((f) => (f.jnpfKey === 'table' ? { jnpfKey: f.jnpfKey } : f.children ? { ...f, children: withoutTables(f.children) } : f));

/**
 * What a page says about its model that the model contradicts: an unknown model, a form field, column,
 * search key or sort the model lacks (search items marked `queryOnly`, like a keyword, are the
 * page's own), a save form that leaves out a required field (fields set by a save route excepted).
 */
export function checkPageModel(page: PageSchema, models: ReadonlyMap<string, Model>): PageModelIssue[] {
  if (!page.resource) return [];
  const model = models.get(page.resource);
  if (!model) return [{ path: '/resource', message: `unknown model '${page.resource}'` }];
  const keys = new Set(rowKeys(model));
  const issues: PageModelIssue[] = [];
  const known = (key: string, path: string, what: string) => {
    if (!keys.has(key)) issues.push({ path, message: `${what} '${key}' is not a field of model '${model.name}'` });
  };
  if (page.type === 'list') {
    page.columns.forEach((c, i) => known(c.prop, `/columns/${i}/prop`, 'column'));
    (page.search ?? []).forEach((s, i) => { if (!s.queryOnly) known(s.vModel, `/search/${i}/vModel`, 'search key'); });
    if (page.defaultSort) known(page.defaultSort.prop, '/defaultSort/prop', 'sort');
    page.columns.forEach((c, i) => {
      const f = findField(model, c.prop);
      if (c.sortable && f && !f.sort) issues.push({ path: `/columns/${i}/sortable`, message: `model '${model.name}' does not sort by '${c.prop}'` });
    });
  } else if (page.type !== 'tabs') {
    // A sub-table's rows belong to a child model the resource saves with the record (server/resource/children.ts).
    walk(withoutTables(page.fields), '/fields', (f, path) => { if (f.vModel) known(f.vModel, `${path}/vModel`, 'field'); });
  }
  if (page.type === 'form') {
    const onForm = new Set<string>();
    walk(page.fields, '/fields', (f) => { if (f.vModel) onForm.add(f.vModel); });
    const fixed = new Set((model.routes.save ?? []).flatMap((v) => Object.keys(v.fixed ?? {})));
    // A form that saves through one of the model's save routes must carry every required field.
    const saveUrls = new Set((model.routes.save ?? [{ path: 'edit' }]).map((v) => `${model.routes.base}/${v.path}`));
    const calls = Array.isArray(page.api.save) ? page.api.save : [page.api.save];
    if (calls.some((c) => saveUrls.has(c.url.split('?')[0]))) {
      for (const f of model.fields) {
        if (f.required && !f.readonly && !fixed.has(f.key) && !onForm.has(f.key)) issues.push({ path: '/fields', message: `required field '${f.key}' of model '${model.name}' is not on the form` });
      }
    }
  }
  return issues;
}
