import type { ActionSchema, FieldSchema, FormSchema, ListSchema, SearchField } from '../types';
import { SCHEMA_VERSION } from '../types';
import type { LocalText } from '../text';
import { RULE_NAMES } from '../validation/rules';
import type { CompileResult, DesignSource, PublishedChild, PublishedDesign, PublishedItem } from './published';
import type { Model, ModelField, ModelText } from './types';
import { storageOf } from './widget-storage';
import { withDictionaryCodes } from './dictionary-codes';
import { validateModel } from './validate';
import { FIELD_KEY_PATTERN, RECORD_KEYS } from './reserved-keys';
import { all3, defaultColumns, defaultList, ITEM_NAMES, SYSTEM_COLUMNS } from './from-design-parts';

/**
 * Compiles a design (a visualdev record) into what publishing serves (docs/architecture.md#dynamic-models): the
 * model of its main table, a child model per sub-table, the runtime form and list pages and the menu's buttons
 * and columns. Pure: the server's publish stores the result, and passes the previous one back on a republish so
 * table and column names never change.
 */

const KEY = new RegExp(FIELD_KEY_PATTERN);
const RULES: ReadonlySet<string> = new Set(RULE_NAMES);
/** Types whose values the catalogue rules test (server/resource/input.ts checks text and decimals). */
const RULED = new Set(['text', 'decimal']);

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
/** A column name that never meets a lifecycle column: `f_` + the key in snake case, at most 60 characters. */
const columnFor = (key: string) => `f_${snake(key)}`.slice(0, 60);

const P = {
  noValue: { zh: '表单没有可保存的字段', zhtw: '表單沒有可保存的欄位', en: 'The form has no field that holds a value' },
  repeated: (v: string) => ({ zh: `字段 ${v} 重复`, zhtw: `欄位 ${v} 重複`, en: `The field ${v} is used twice` }),
  badKey: (v: string) => ({
    zh: `字段 ${v} 的字段名无效（须以字母开头，只含字母和数字，且不能是系统字段）`,
    zhtw: `欄位 ${v} 的欄位名無效（須以字母開頭，只含字母和數字，且不能是系統欄位）`,
    en: `The field key ${v} is not valid (a letter, then letters and digits, and not a system key)`,
  }),
  emptyTable: (v: string) => ({ zh: `子表 ${v} 没有列`, zhtw: `子表 ${v} 沒有欄`, en: `The sub-table ${v} has no columns` }),
  nestedTable: (v: string) => ({ zh: `子表 ${v} 不能放在子表里`, zhtw: `子表 ${v} 不能放在子表裡`, en: `The sub-table ${v} cannot sit in another sub-table` }),
  invalid: (what: string) => ({ zh: `发布内容无效：${what}`, zhtw: `發布內容無效：${what}`, en: `The published design is not valid: ${what}` }),
} satisfies Record<string, LocalText | ((v: string) => LocalText)>;

interface Walk {
  /** Value fields of the main scope, in form order. */
  fields: FieldSchema[];
  /** Sub-tables (a vModel and children) of the main scope. */
  tables: FieldSchema[];
  problems: LocalText[];
}

/** The value fields and sub-tables of a scope, through layout containers. */
function walk(list: readonly FieldSchema[], out: Walk, inTable = false): Walk {
  for (const field of list) {
    if (field.vModel === undefined) {
      if (field.children) walk(field.children, out, inTable);
      continue;
    }
    const storage = storageOf(field);
    if (storage.kind === 'table') {
      if (inTable) out.problems.push(P.nestedTable(field.vModel));
      else out.tables.push(field);
    } else if (storage.kind === 'field') out.fields.push(field);
  }
  return out;
}

/** The catalogue rules a field names (patterns with their own message stay in the form: the model has none). */
function catalogueRules(field: FieldSchema): ModelField['rules'] {
  const names = (field.rules ?? []).map((r) => (typeof r === 'string' ? r : 'rule' in r ? r.rule : undefined))
    .filter((r): r is (typeof RULE_NAMES)[number] => r !== undefined && RULES.has(r));
  return names.length ? [...new Set(names)] : undefined;
}

type SearchKind = NonNullable<ModelField['search']>;
const SEARCHES: Record<SearchField['match'], SearchKind> = { equal: 'equal', like: 'contains', range: 'range' };
/** Which searches a field type supports in the engine (server/resource/read.ts fieldFilter). */
const SEARCHABLE: Record<SearchKind, ReadonlySet<string>> = {
  equal: new Set(['text', 'integer', 'decimal', 'enum', 'date', 'ref', 'area']),
  contains: new Set(['text']),
  range: new Set(['integer', 'decimal', 'date', 'time']),
};

interface ListFacts {
  search: Map<string, SearchKind>;
  sortable: Set<string>;
}

/** One model field of a form field; problems for a key that cannot be one. */
function modelField(field: FieldSchema, columns: ReadonlyMap<string, string>, facts: ListFacts | null, problems: LocalText[]): ModelField | null {
  const key = field.vModel!;
  if (!KEY.test(key) || key.length > 60 || RECORD_KEYS.has(key)) {
    problems.push(P.badKey(key));
    return null;
  }
  const storage = storageOf(field);
  if (storage.kind !== 'field') return null;
  const out: ModelField = { key, column: columns.get(key) ?? columnFor(key), label: all3(field.label, key), ...storage.field };
  if (field.required && !out.readonly) out.required = true;
  const rules = RULED.has(out.type) ? catalogueRules(field) : undefined;
  if (rules) out.rules = rules;
  const search = facts?.search.get(key);
  if (search && SEARCHABLE[search].has(out.type)) out.search = search;
  if (facts?.sortable.has(key) && out.type !== 'json' && out.type !== 'area') out.sort = true;
  return out;
}

/** The fields of one scope; problems for repeated keys. */
function modelFields(fields: readonly FieldSchema[], columns: ReadonlyMap<string, string>, facts: ListFacts | null, problems: LocalText[]): ModelField[] {
  const seen = new Set<string>();
  const out: ModelField[] = [];
  for (const field of fields) {
    const key = field.vModel!;
    if (seen.has(key)) {
      problems.push(P.repeated(key));
      continue;
    }
    seen.add(key);
    const f = modelField(field, columns, facts, problems);
    if (f) out.push(f);
  }
  return out;
}

const NOT_FOUND: ModelText = { zh: '数据不存在', zhtw: '資料不存在', en: 'The record does not exist' };

/**
 * The design's name in three languages: zh is the record's 功能名称 (fullName, what JNPF stores and lists); the
 * record has no other languages, so zhtw and en come from the page's title as the designer sets it in three
 * languages (the list's, the page the menu opens, else the form's). Missing ones are left out (readers fall back to zh).
 */
export function designName(source: Pick<DesignSource, 'fullName' | 'form' | 'list'>): { zh: string; zhtw?: string; en?: string } {
  const titled = [source.list?.title, source.form.title].find((t) => typeof t === 'object' && (t.zhtw?.trim() || t.en?.trim()));
  const other: { zhtw?: string; en?: string } = typeof titled === 'object' ? titled : {};
  return {
    zh: source.fullName,
    ...(other.zhtw?.trim() ? { zhtw: other.zhtw.trim() } : {}),
    ...(other.en?.trim() ? { en: other.en.trim() } : {}),
  };
}

function baseModel(source: DesignSource, name: string, table: string, fields: ModelField[]): Model {
  return {
    name,
    table,
    label: all3(designName(source), source.enCode),
    routes: { base: `/api/_m/${source.id}` },
    access: { menu: source.enCode },
    // Data rules of the menu may name who created a row or any stored field of the form (JNPF's rule fields are the
    // form's vModels); each binds to its own column.
    scope: { createdBy: 'createdBy', ...Object.fromEntries(fields.filter((f) => f.type !== 'json').map((f) => [f.key, f.key])) },
    texts: { notFound: NOT_FOUND },
    fields,
  };
}

/** Child tables by sub-table vModel: the previous numbers kept, new sub-tables numbered after the highest. */
function childTables(source: DesignSource, tables: readonly FieldSchema[], previous?: PublishedDesign): Map<string, string> {
  const out = new Map<string, string>((previous?.children ?? []).map((c) => [c.vModel, c.model.table]));
  let next = Math.max(0, ...[...out.values()].map((t) => Number(/_(\d+)$/.exec(t)?.[1] ?? 0))) + 1;
  for (const t of tables) if (!out.has(t.vModel!)) out.set(t.vModel!, `vd_${source.id}_${next++}`);
  return out;
}

function compileChild(source: DesignSource, table: FieldSchema, tableName: string, previous: PublishedChild | undefined, problems: LocalText[]): PublishedChild | null {
  const inner = walk(table.children ?? [], { fields: [], tables: [], problems: [] }, true);
  problems.push(...inner.problems);
  if (!inner.fields.length) {
    problems.push(P.emptyTable(table.vModel!));
    return null;
  }
  const columns = new Map((previous?.model.fields ?? []).map((f) => [f.key, f.column ?? columnFor(f.key)]));
  const fields = modelFields(inner.fields, columns, null, problems);
  const link: ModelField[] = [
    { key: 'parentId', column: 'parent_id', type: 'text', label: { zh: '主表', zhtw: '主表', en: 'Parent' }, required: true, readonly: true, history: false },
    { key: 'sortCode', column: 'sort_code', type: 'integer', label: { zh: '排序', zhtw: '排序', en: 'Order' }, history: false },
  ];
  // Columns removed from the design keep their column (hidden): the model still names them so no data is lost.
  const kept = (previous?.model.fields ?? []).filter((f) => !link.some((l) => l.key === f.key) && !fields.some((g) => g.key === f.key));
  const model: Model = {
    ...baseModel(source, `${tableName.replace(/_/g, '')}`, tableName, [...link, ...fields, ...kept.map(hide)]),
    label: all3(table.label, table.vModel!),
    routes: { base: `/api/_m/${source.id}/${table.vModel}` },
  };
  return { vModel: table.vModel!, model };
}

/** A field the design no longer has: kept in the model (its column and data stay), never required or shown. */
const hide = (f: ModelField): ModelField => {
  const { required: _r, search: _s, sort: _o, ...rest } = f;
  return { ...rest, export: false, readonly: true };
};

function listFacts(list: ListSchema | null): ListFacts {
  const search = new Map<string, SearchKind>();
  // The left tree's node filters its relation field by equality (JNPF type 2: queryJson {[treeRelation]: value}).
  if (list?.tree) search.set(list.tree.queryKey, 'equal');
  for (const s of list?.search ?? []) if (!s.queryOnly) search.set(s.vModel, SEARCHES[s.match]);
  const sortable = new Set((list?.columns ?? []).filter((c) => c.sortable).map((c) => c.prop));
  return { search, sortable };
}

/** The runtime form: the design's, with its id and calls; calculated fields stay for the runtime to compute. */
function runtimeForm(source: DesignSource): FormSchema {
  const id = source.id;
  return {
    ...structuredClone(source.form),
    schemaVersion: source.form.schemaVersion ?? SCHEMA_VERSION,
    id: `vd.${id}.form`,
    type: 'form',
    api: {
      get: { method: 'GET', url: `/api/_m/${id}/{{id}}`, replyJson: 'data' },
      save: [
        { method: 'PUT', url: `/api/_m/${id}/{{id}}`, when: 'id' },
        { method: 'POST', url: `/api/_m/${id}` },
      ],
    },
  };
}

/** An action's form and permission as the published menu has them. */
function runtimeAction(action: ActionSchema, formId: string): ActionSchema {
  const out = { ...action };
  if (out.action === 'add' || out.action === 'edit' || out.action === 'form') out.form = formId;
  return out;
}

/** The left tree's call when it lists a dictionary's items (designer/core/list/document.ts treeCall). */
const DICTIONARY_TREE = /^\/api\/system\/DictionaryData\/[^/]+\/Data\/Selector$/;

/** The list designer writes its calls under this placeholder (designer/core/list/document.ts); publishing names the model. */
const DESIGN_CALLS = '/api/_m/design/';
/** Actions that navigate to a page of their own: a published model has none (its record opens in its form). */
const NAVIGATING = new Set(['detail', 'history', 'link']);
const keptAction = (a: ActionSchema) => !(NAVIGATING.has(a.action) && (!a.to || a.to.startsWith('/design/')));

/**
 * A column as the published list shows it: List and Export answer display text (users' names, dictionary names,
 * formatted dates), so a widget Display would read a name as a value; the column shows the text.
 */
function textColumn(column: ListSchema['columns'][number]): ListSchema['columns'][number] {
  const { jnpfKey: _widget, options: _options, props: _props, ...rest } = column;
  return rest;
}

/** The runtime list: the list design (or every main field as a column), with its ids and calls. */
function runtimeList(source: DesignSource, model: Model, formId: string, fields: readonly FieldSchema[]): ListSchema {
  const id = source.id;
  const design: ListSchema = source.list
    ? JSON.parse(JSON.stringify(source.list).split(DESIGN_CALLS).join(`/api/_m/${id}/`)) as ListSchema
    : defaultList(defaultColumns(fields, model));
  const known = new Set(model.fields.map((f) => f.key));
  const used = new Set([...(design.model?.fields ?? []), ...design.columns.map((c) => c.prop), design.defaultSort?.prop]);
  const system = [...SYSTEM_COLUMNS].filter((k) => used.has(k));
  const columns = design.columns.filter((c) => known.has(c.prop) || SYSTEM_COLUMNS.has(c.prop)).map(textColumn);
  const toolbar = (design.toolbar ?? []).filter(keptAction).map((a) => runtimeAction(a, formId));
  const rowActions = (design.rowActions ?? []).filter(keptAction).map((a) => runtimeAction(a, formId));
  const permissions = [...new Set([...toolbar, ...rowActions].map((a) => a.permission).filter((p): p is string => !!p))];
  const search = (design.search ?? []).filter((s) => s.queryOnly || known.has(s.vModel));
  const list: ListSchema = {
    ...design,
    schemaVersion: design.schemaVersion ?? SCHEMA_VERSION,
    id: `vd.${id}.list`,
    type: 'list',
    title: design.title ?? designName(source),
    api: {
      list: { method: 'POST', url: `/api/_m/${id}/List` },
      remove: { method: 'POST', url: `/api/_m/batchDelete/${id}`, body: { ids: '{{ids}}' } },
      export: { method: 'POST', url: `/api/_m/${id}/Actions/Export` },
    },
    model: { form: formId, ...(system.length ? { fields: system } : {}) },
    columns: columns.length ? columns : defaultColumns(fields, model),
    toolbar,
    rowActions,
    ...(search.length ? { search } : { search: undefined }),
    ...(permissions.length ? { permissions } : { permissions: undefined }),
  };
  if (list.defaultSort && !known.has(list.defaultSort.prop) && !SYSTEM_COLUMNS.has(list.defaultSort.prop)) delete list.defaultSort;
  if (list.groupBy && !known.has(list.groupBy.prop)) delete list.groupBy;
  if (list.tree && !known.has(list.tree.queryKey)) delete list.tree;
  // A dictionary tree sends the item key its relation field stores (id, enCode or name), as the field's select does.
  const treeStores = list.tree && model.fields.find((f) => f.key === list.tree!.queryKey)?.dictionary?.valueKey;
  if (list.tree && treeStores && DICTIONARY_TREE.test(list.tree.api.url)) list.tree = { ...list.tree, valueKey: treeStores };
  for (const k of ['search', 'permissions'] as const) if (list[k] === undefined) delete list[k];
  return list;
}

/** The menu's buttons: the codes the list's actions name, with the action's label (or the usual name). */
function menuButtons(list: ListSchema): PublishedItem[] {
  const out = new Map<string, PublishedItem>();
  for (const a of [...(list.toolbar ?? []), ...(list.rowActions ?? [])]) {
    if (!a.permission || out.has(a.permission)) continue;
    out.set(a.permission, { enCode: a.permission, fullName: all3(a.label ?? ITEM_NAMES[a.permission] ?? a.permission, a.permission) });
  }
  return [...out.values()];
}

const menuColumns = (list: ListSchema): PublishedItem[] => list.columns.map((c) => ({ enCode: c.prop, fullName: all3(c.label, c.prop) }));

/** The code field: the first bill-rule field with a rule. */
function codeOf(fields: readonly FieldSchema[]): Model['code'] {
  const bill = fields.find((f) => f.jnpfKey === 'billRule' && typeof f.props?.rule === 'string' && f.props.rule);
  return bill ? { field: bill.vModel!, billRule: String(bill.props!.rule) } : undefined;
}

/**
 * `dictionaryCodes`: the codes of the dictionary types the form names by id (type id → code; the caller reads them,
 * as this stays pure), so the published models and form name every dictionary by its code.
 */
export function compileDesign(source: DesignSource, previous?: PublishedDesign, dictionaryCodes: ReadonlyMap<string, string> = new Map()): CompileResult {
  const found = walk(source.form.fields, { fields: [], tables: [], problems: [] });
  const problems = [...found.problems];
  if (!found.fields.length && !found.tables.length) problems.push(P.noValue);
  const prevColumns = new Map((previous?.model.fields ?? []).map((f) => [f.key, f.column ?? columnFor(f.key)]));
  const facts = listFacts(source.list);
  const fields = modelFields(found.fields, prevColumns, facts, problems);
  const tableKeys = new Set<string>();
  for (const t of found.tables) {
    if (tableKeys.has(t.vModel!) || fields.some((f) => f.key === t.vModel)) problems.push(P.repeated(t.vModel!));
    else if (!KEY.test(t.vModel!) || RECORD_KEYS.has(t.vModel!)) problems.push(P.badKey(t.vModel!));
    tableKeys.add(t.vModel!);
  }
  const tableNames = childTables(source, found.tables, previous);
  const children = found.tables.map((t) => compileChild(source, t, tableNames.get(t.vModel!)!, previous?.children.find((c) => c.vModel === t.vModel), problems))
    .filter((c): c is PublishedChild => c !== null);
  if (problems.length) return { ok: false, problems };

  // Fields removed from the design keep their column and data: hidden in the model, never lost.
  const removed = (previous?.model.fields ?? []).filter((f) => !fields.some((g) => g.key === f.key) && !tableKeys.has(f.key)).map(hide);
  const model = baseModel(source, previous?.model.name ?? `vd${source.id}`, previous?.model.table ?? `vd_${source.id}`, [...fields, ...removed]);
  // A form of sub-tables only still needs one field: the model language wants at least one.
  if (!model.fields.length) model.fields.push({ key: 'title', column: 'f_title', type: 'text', label: model.label, readonly: true, export: false });
  const keyword = fields.filter((f) => f.search === 'contains').map((f) => f.key);
  if (keyword.length) model.keyword = keyword;
  const code = codeOf(found.fields);
  if (code) model.code = code;

  const form = runtimeForm(source);
  const list = runtimeList(source, model, form.id, found.fields);
  // The export writes what the list shows: its visible columns (a hidden one is not exported, as the list designer says).
  const exportColumns = list.columns.filter((c) => !c.hidden).map((c) => c.prop)
    .filter((p) => model.fields.some((f) => f.key === p && f.type !== 'json') || SYSTEM_COLUMNS.has(p));
  if (exportColumns.length) model.export = { fileName: `${source.fullName}.xlsx`, columns: exportColumns };
  const published: PublishedDesign = withDictionaryCodes({
    modelId: source.id,
    webType: source.webType,
    name: designName(source),
    model,
    children,
    form,
    list,
    buttons: menuButtons(list),
    columns: menuColumns(list),
  }, dictionaryCodes);
  for (const m of [model, ...children.map((c) => c.model)]) {
    const check = validateModel(m);
    if (!check.ok) return { ok: false, problems: check.errors.slice(0, 5).map((e) => P.invalid(`${m.name}${e}`)) };
  }
  return { ok: true, published };
}
