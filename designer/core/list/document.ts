import { SCHEMA_VERSION, type ActionKind, type ActionSchema, type ColumnSchema, type FieldSchema, type FormSchema, type ListSchema, type SearchField } from '../../../schemas/types';
import type { LocalText } from '../../../schemas/text';

/**
 * The list design (issue 17): a page-schema ListSchema stored as the design's columnData. Ids, calls, the form
 * and the permissions are placeholders the publish compiler (schemas/model/from-design.ts) rewrites; the lint
 * checks the design with the form registered beside it as DESIGN_FORM_ID.
 */
export const DESIGN_LIST_ID = 'design.list';
export const DESIGN_FORM_ID = 'design.form';
const BASE = '/api/_m/design';

/**
 * The left tree's source, as JNPF's treeDataSource: a dictionary (its code), a data interface (its id), or the
 * organisation tree (`organize`: companies, for a company field; `department`: companies and their departments, only
 * departments chosen, for a department field); the last two read no id ('').
 */
export type TreeSource = { kind: 'dictionary' | 'dataInterface' | 'organize' | 'department'; id: string };

/** The organisation trees a left tree can read: the enabled ones every signed-in user's pickers read, in their language. */
const ORG_TREES = {
  organize: '/api/permission/Organize/Selector',
  department: '/api/permission/Organize/Department/Selector',
} as const;

/** A value field of the form's main table: what a column, a search field, the sort, the tree and the group-by may name. */
export interface ListField {
  vModel: string;
  jnpfKey: string;
  label: LocalText;
  field: FieldSchema;
}

/** Widgets that hold no value of the main row (sub-tables are child rows; decorations show text only). */
const NOT_A_COLUMN: ReadonlySet<string> = new Set(['table', 'groupTitle', 'divider', 'text', 'button', 'qrcode', 'barcode']);

/** The form's main value fields in form order (containers walked, sub-tables and decorations left out). */
export function listFields(form: FormSchema): ListField[] {
  const out: ListField[] = [];
  const visit = (fields: readonly FieldSchema[]) => {
    for (const field of fields) {
      if (field.vModel !== undefined) {
        if (!NOT_A_COLUMN.has(field.jnpfKey)) out.push({ vModel: field.vModel, jnpfKey: field.jnpfKey, label: field.label ?? field.vModel, field });
      } else if (field.children) visit(field.children);
    }
  };
  visit(form.fields);
  return out;
}

/** JNPF's searchType by widget: ranges for dates, times and numbers (searchType 3), contains for text boxes (2), else equal. */
const RANGE_KEYS: ReadonlySet<string> = new Set(['createTime', 'modifyTime', 'time', 'date', 'numInput', 'amount', 'calculate']);
const LIKE_KEYS: ReadonlySet<string> = new Set(['comInput', 'textarea', 'billRule', 'scanInput']);

export function matchFor(jnpfKey: string): SearchField['match'] {
  if (RANGE_KEYS.has(jnpfKey)) return 'range';
  return LIKE_KEYS.has(jnpfKey) ? 'like' : 'equal';
}

/** A column showing a form field with the field's widget (its Display renders the cell) and options. */
export function columnFrom(field: ListField): ColumnSchema {
  const { options, props } = field.field;
  return {
    prop: field.vModel,
    label: field.label,
    jnpfKey: field.jnpfKey,
    ...(props && field.jnpfKey !== 'calculate' ? { props } : {}),
    ...(options ? { options } : {}),
  };
}

export function searchFrom(field: ListField): SearchField {
  const { options } = field.field;
  return { vModel: field.vModel, jnpfKey: field.jnpfKey, label: field.label, match: matchFor(field.jnpfKey), ...(options ? { options } : {}) };
}

/** The buttons the list designer offers (JNPF's btnsList and columnBtnsList) with their permission codes. */
export const TOOLBAR_KINDS = ['add', 'export', 'import', 'batchRemove'] as const satisfies readonly ActionKind[];
export const ROW_KINDS = ['edit', 'remove', 'detail'] as const satisfies readonly ActionKind[];
export type ToolbarKind = (typeof TOOLBAR_KINDS)[number];
export type RowKind = (typeof ROW_KINDS)[number];

export const PERMISSION_OF: Record<ToolbarKind | RowKind, string> = {
  add: 'btn_add',
  edit: 'btn_edit',
  remove: 'btn_remove',
  batchRemove: 'btn_remove',
  export: 'btn_download',
  import: 'btn_upload',
  detail: 'btn_detail',
};

/** A button of the kind with its permission and what the kind needs (the form, the detail route). */
export function actionOf(kind: ToolbarKind | RowKind): ActionSchema {
  const action: ActionSchema = { action: kind, permission: PERMISSION_OF[kind] };
  if (kind === 'add' || kind === 'edit') action.form = DESIGN_FORM_ID;
  if (kind === 'detail') action.to = `/design/detail/{{row.id}}`;
  return action;
}

export const DEFAULT_PAGE_SIZES = [10, 20, 50, 100];

/** Calls of a design's list (placeholders: the compiler puts the model's routes in). */
export const PLACEHOLDER_API = {
  list: { method: 'POST', url: `${BASE}/List` },
  remove: { method: 'POST', url: '/api/_m/batchDelete/design', body: { ids: '{{ids}}' } },
  export: { method: 'POST', url: `${BASE}/Actions/Export` },
} as const satisfies Record<string, ListSchema['api']['list']>;

/** The tree's call for its source (JNPF: getDictionaryDataSelector / getDataInterfaceRes / getDepTree). */
export function treeCall(source: TreeSource): NonNullable<ListSchema['tree']>['api'] {
  if (source.kind === 'organize' || source.kind === 'department') return { method: 'GET', url: ORG_TREES[source.kind] };
  return source.kind === 'dictionary'
    ? { method: 'GET', url: `/api/system/DictionaryData/${encodeURIComponent(source.id)}/Data/Selector` }
    : { method: 'GET', url: `/api/system/DataInterface/${encodeURIComponent(source.id)}/Actions/Response` };
}

/** Which source a tree call reads (the inverse of treeCall), for the settings panel. */
export function treeSourceOf(tree: ListSchema['tree']): TreeSource | undefined {
  const url = tree?.api.url ?? '';
  const org = (Object.keys(ORG_TREES) as Array<keyof typeof ORG_TREES>).find((kind) => ORG_TREES[kind] === url);
  if (org) return { kind: org, id: '' };
  const dictionary = /^\/api\/system\/DictionaryData\/([^/]*)\/Data\/Selector$/.exec(url);
  if (dictionary) return { kind: 'dictionary', id: decodeURIComponent(dictionary[1]) };
  const data = /^\/api\/system\/DataInterface\/([^/]*)\/Actions\/Response$/.exec(url);
  return data ? { kind: 'dataInterface', id: decodeURIComponent(data[1]) } : undefined;
}

/** Key order of a list document (the language's order): keeps undo exact to the key order. */
const KEY_ORDER = [
  'schemaVersion', 'type', 'id', 'title', 'permissions', 'resource', 'api', 'model', 'rowKey', 'rowsKey', 'titleKey', 'search', 'columns',
  'columnPermission', 'toolbar', 'rowActions', 'selectable', 'treeRows', 'defaultSort', 'pagination', 'tree', 'groupBy', 'import', 'summary', 'chart',
] as const;

const uniq = <T>(items: T[]) => [...new Set(items)];

/**
 * What follows from the buttons, made again after every command so undo needs no bookkeeping: the declared
 * permissions, api.remove / api.export when a button needs them, the import wizard of an import button, the
 * checkbox column of batch remove. Keys come in the language's order.
 */
export function derive(list: ListSchema): ListSchema {
  const actions = [...(list.toolbar ?? []), ...(list.rowActions ?? [])];
  const has = (kind: ActionKind) => actions.some((action) => action.action === kind);
  const permissions = uniq(actions.flatMap((action) => (action.permission ? [action.permission] : [])));
  const api: ListSchema['api'] = { list: list.api.list };
  if (has('remove') || has('batchRemove')) api.remove = list.api.remove ?? PLACEHOLDER_API.remove;
  if (has('export')) api.export = list.api.export ?? PLACEHOLDER_API.export;
  const next: Record<string, unknown> = { ...list, api, permissions: permissions.length ? permissions : undefined };
  next.selectable = has('batchRemove') ? true : undefined;
  next.import = has('import')
    ? {
        check: { method: 'POST', url: `${BASE}/checkImportData` },
        save: { method: 'POST', url: `${BASE}/import` },
        payload: 'list',
        template: `${BASE}/Template`,
        columns: list.columns.map(({ prop, label, jnpfKey }) => ({ prop, label, ...(jnpfKey ? { jnpfKey } : {}) })),
      }
    : undefined;
  for (const key of ['toolbar', 'rowActions', 'search'] as const) if ((list[key] ?? []).length === 0) next[key] = undefined;
  return ordered(next) as ListSchema;
}

function ordered(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of KEY_ORDER) if (value[key] !== undefined) out[key] = value[key];
  for (const [key, item] of Object.entries(value)) if (!(key in out) && item !== undefined) out[key] = item;
  return out;
}

/** The default list of a form: its main value fields as columns, add / edit / remove, 20 rows a page. */
export function blankList(form: FormSchema): ListSchema {
  const fields = listFields(form);
  const columns = fields.length ? fields.map(columnFrom) : [{ prop: 'id', label: 'ID' }];
  return derive({
    schemaVersion: SCHEMA_VERSION,
    type: 'list',
    id: DESIGN_LIST_ID,
    api: { list: PLACEHOLDER_API.list },
    model: { form: DESIGN_FORM_ID },
    columns,
    toolbar: [actionOf('add')],
    rowActions: [actionOf('edit'), actionOf('remove')],
    pagination: { pageSize: 20, pageSizes: DEFAULT_PAGE_SIZES },
  });
}

/** A stored list design opened for editing (null: the form's default), in the document's canonical shape. */
export function openList(form: FormSchema, value: ListSchema | null): ListSchema {
  return value ? derive(value) : blankList(form);
}
