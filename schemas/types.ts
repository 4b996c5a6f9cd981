import type { LocalText } from './text';
import type { RuleName } from './validation/rules';

/**
 * The schema language (architecture.md section 2, schema-language.md). These types are the source
 * of truth; `meta-schema.json` is kept in agreement with them by a test.
 */

/** The version this code writes; older documents are upgraded by `migrate` when loaded. */
export const SCHEMA_VERSION = 1;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API call of a page. `url`, `query` and `body` may hold `{{path}}` placeholders resolved against
 * the call's context: `id`, `ids`, `row.<field>`, `route.<param>`, `values.<field>`, `values`.
 * A string that is exactly one placeholder becomes the raw value (an array stays an array).
 * Without `body`, a form's save sends the form values; without `query`, a list sends search + paging.
 */
export interface ApiCall {
  method: HttpMethod;
  url: string;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** A conditional call: the first whose `when` expression is true (or has none) is used. */
export interface ConditionalApiCall extends ApiCall {
  when?: string;
}

export interface StaticOption {
  label: LocalText;
  value: string | number | boolean;
  /** antd colour name for list tags (e.g. 'green', 'red'). */
  color?: string;
}

/** Where a select, radio or checkbox gets its options. */
export type OptionsSource =
  | StaticOption[]
  | { dictionary: string }
  | { dataInterface: string }
  | { api: ApiCall; labelKey?: string; valueKey?: string };

/** A rule of the shared catalogue by name, or a pattern with its own message. */
export type RuleRef =
  | RuleName
  | { rule: RuleName; trigger?: 'blur' | 'change' }
  | { pattern: string; message: LocalText; trigger?: 'blur' | 'change' };

/** Keys of the layout containers; they hold `children` and have no value. */
export const CONTAINER_KEYS = ['row', 'card', 'tab', 'tabItem', 'collapse', 'collapseItem'] as const;
/** Keys that show something but hold no value. */
export const DECORATION_KEYS = [
  'groupTitle', 'divider', 'text', 'button', 'qrcode', 'barcode', 'relationFormAttr', 'popupAttr', 'relationFlowAttr',
] as const;
export type ContainerKey = (typeof CONTAINER_KEYS)[number];

/**
 * A form field or container. Fields carry `vModel` (the data key); containers carry `children`.
 * `jnpfKey` is the widget key of `widgets/registry.ts` or a container/decoration key.
 */
export interface FieldSchema {
  jnpfKey: string;
  vModel?: string;
  label?: LocalText;
  required?: boolean;
  /** Width in a 24-column grid (default 24). */
  span?: number;
  /** Widget properties (placeholder, maxlength, level, precision, format, ...): the widget's propsSchema. */
  props?: Record<string, unknown>;
  options?: OptionsSource;
  rules?: RuleRef[];
  defaultValue?: unknown;
  /** Stable id of the field in the designer (JNPF formId). */
  formId?: string;
  /** Column width when the field is shown in a table. */
  columnWidth?: number;
  /** Expressions over the other fields (expr-eval syntax): show / disable / require the field. */
  visibleOn?: string;
  disabledOn?: string;
  requiredOn?: string;
  /** Shown but never edited (e.g. the code issued by a bill rule). */
  readonly?: boolean;
  /** Help text under the field. */
  tip?: LocalText;
  children?: FieldSchema[];
}

export interface SearchField {
  vModel: string;
  jnpfKey: string;
  label: LocalText;
  /** equal: `vModel=value`; like: the same, matched by the server as contains; range: two parameters. */
  match: 'equal' | 'like' | 'range';
  /** Query keys of a range (default `<vModel>Start`, `<vModel>End`). */
  rangeKeys?: [string, string];
  /** A query parameter that is not a row field (a keyword matched over several fields). */
  queryOnly?: boolean;
  options?: OptionsSource;
  props?: Record<string, unknown>;
  defaultValue?: unknown;
}

export interface ColumnSchema {
  prop: string;
  label: LocalText;
  width?: number;
  minWidth?: number;
  align?: 'left' | 'center' | 'right';
  fixed?: 'left' | 'right';
  sortable?: boolean;
  /** Widget whose Display renders the cell (amount, date, select with options, switch, ...). */
  jnpfKey?: string;
  props?: Record<string, unknown>;
  options?: OptionsSource;
  /** Renders the cell as a link running the row action with this name ('detail', 'history', ...). */
  link?: string;
  /** Hidden until switched on in the column-settings popover. */
  hidden?: boolean;
}

export type ActionKind =
  | 'add' // toolbar: opens `form` empty
  | 'edit' // row: opens `form` with the row id
  | 'form' // row or toolbar: opens `form` with the row as context (freeze with a reason, ...)
  | 'remove' // row: confirm, then api.remove with ids [row.id]
  | 'batchRemove' // toolbar: confirm, then api.remove with the selected ids
  | 'export' // toolbar: api.export with the current search, downloads the file
  | 'detail' // row: navigates to `to`
  | 'history' // row: navigates to `to`
  | 'link' // row or toolbar: navigates to `to`
  | 'api' // row: optional confirm, then `api`
  | 'import' // toolbar: the bulk import wizard of the page's `import` (spec section 4)
  | 'custom'; // row or toolbar: opens the registered dialog component `component` (authorisation trees, ...)

export interface ActionSchema {
  action: ActionKind;
  /** Name for `link` columns and tests; defaults to `action`. */
  name?: string;
  label?: LocalText;
  /** Button code the user must hold for the page's modelId (declared in the page's `permissions`). */
  permission?: string;
  /** Form schema id for add, edit and form. */
  form?: string;
  /** Route template for detail, history and link, e.g. `/gold/spvs/detail/{{row.id}}`. */
  to?: string;
  /** Call of an `api` action. */
  api?: ApiCall;
  /** Registered dialog component of a `custom` action (business-screens register them by name). */
  component?: string;
  /** Confirmation text; remove and batchRemove always confirm. */
  confirm?: LocalText;
  /** Row actions: expression over the row deciding whether the button shows. */
  visibleOn?: string;
  /** antd icon name. */
  icon?: string;
  danger?: boolean;
}

interface PageBase {
  schemaVersion: number;
  id: string;
  title?: LocalText;
  /** Button codes the page uses; actions may only name these. */
  permissions?: string[];
}

/**
 * How the import payload is shaped and checked (spec section 3 "Stock import save payload"):
 * stock kinds save `{ list, blnOut }` (blnOut true for stockOut), the others the plain list;
 * sale confirms rows that have no inbound record (blnNoInventory) by their inventoryNumber.
 */
/**
 * What is imported: decides the save payload (stock kinds send `{ list, blnOut }`) and how a refused
 * upload or save is shown (gold price and shop: a persistent closable toast; others: an error dialog).
 */
export type ImportKind = 'stock' | 'stockOut' | 'sale' | 'goldPrice' | 'shop' | 'other';

/** The bulk import wizard of a list (spec section 4): upload and check a file, preview its rows, save them. */
export interface ListImport {
  /** Receives the xls/xlsx file as multipart (field `file`); replies `data: { list, blnError, blnNoInventory }`. */
  check: ApiCall;
  /**
   * Saves the previewed rows (without the erroneous ones); replies `data: { resultType, snum, fnum, failResult }`.
   * Without `body` it sends the payload of `kind`; a declared body may read `{{list}}` and `{{blnOut}}`.
   */
  save: ApiCall;
  /** Default 'other'. */
  kind?: ImportKind;
  /** Columns of the preview and of the failed rows (fields of the parsed file, not of the list's model). */
  columns: ColumnSchema[];
  /** URL of a template file to download from the first step. */
  template?: string;
}

export interface ListSchema extends PageBase {
  type: 'list';
  api: { list: ApiCall; remove?: ApiCall; export?: ApiCall };
  /**
   * The fields a row has: the fields of the `form` schema plus `fields` (server-computed names,
   * times). Columns, search fields and row expressions may only use these.
   */
  model: { form?: string; fields?: string[] };
  rowKey?: string;
  search?: SearchField[];
  columns: ColumnSchema[];
  /** When true a column shows only if the permission list holds its `prop` as a column code. */
  columnPermission?: boolean;
  toolbar?: ActionSchema[];
  rowActions?: ActionSchema[];
  /** Checkbox column for batch actions. */
  selectable?: boolean;
  /** Rows form a tree (organisations, menus, areas, tree dictionaries): no pagination. */
  treeRows?: TreeRows;
  defaultSort?: { prop: string; order: 'asc' | 'desc' };
  pagination?: { pageSize: number; pageSizes: number[] } | false;
  /** Left-tree layout: the tree's selected node filters the list by `queryKey`. */
  tree?: { title: LocalText; api: ApiCall; queryKey: string; labelKey?: string; valueKey?: string };
  /** The bulk import wizard an `import` toolbar action opens. */
  import?: ListImport;
}

export interface TreeRows {
  /** Row property holding the children (default `children`). */
  childrenKey?: string;
  defaultExpandAll?: boolean;
  /**
   * Children loaded when a row is expanded (areas: thousands of nodes); `{{row.id}}` names the
   * parent. A row with `isLeaf: true` has no expander. Without it the list call returns the tree.
   */
  lazy?: ApiCall;
}

export interface FormSchema extends PageBase {
  type: 'form';
  popup?: { kind: 'dialog' | 'drawer' | 'page'; width?: number | string };
  labelWidth?: number;
  labelPosition?: 'left' | 'right' | 'top';
  api: { get?: ApiCall; save: ConditionalApiCall | ConditionalApiCall[] };
  fields: FieldSchema[];
  submitLabel?: LocalText;
}

export interface DetailTab {
  label: LocalText;
  /** A list schema id, rendered with the detail's route params. */
  list: string;
}

export interface DetailSchema extends PageBase {
  type: 'detail';
  api: { get: ApiCall };
  /** The fields shown read-only (usually the form's fields) plus server-computed ones. */
  fields: FieldSchema[];
  tabs?: DetailTab[];
  actions?: ActionSchema[];
}

export type PageSchema = ListSchema | FormSchema | DetailSchema;
export type PageType = PageSchema['type'];
