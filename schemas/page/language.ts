import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { RULE_NAMES } from '../validation/rules';
import { Enum, Switch, Tagged } from './unions';

/**
 * The page-schema language (docs/architecture.md#the-schema-language), written once in
 * TypeBox. These definitions are JSON Schema: validate.ts compiles `PageSchema` with ajv, and
 * types.ts derives the TypeScript types from them with `Static`. A change of the language is made
 * here only. Objects are closed (`Closed`): a property the language does not have is an error.
 *
 * This module loads TypeBox; the browser code imports only the types (types.ts), so it stays out
 * of the app bundle.
 */

/** An object that allows only its own properties. */
const Closed = <T extends TProperties>(properties: T, description?: string) =>
  Type.Object(properties, { additionalProperties: false, ...(description === undefined ? {} : { description }) });

/** A non-empty string (ids, names, URLs, keys). */
const Name = () => Type.String({ minLength: 1 });

/** A text in a schema: one string for every language, or per language (zh required); schemas/text.ts `LocalText`. */
export const LocalText = Switch(
  [
    { when: { type: 'string' }, then: Type.String() },
    { when: { type: 'object' }, then: Closed({ zh: Type.String(), zhtw: Type.Optional(Type.String()), en: Type.Optional(Type.String()) }) },
  ],
  { description: 'One string for every language, or per language (zh required).' },
);

/** An expression (expr-eval syntax) over field names; the lint checks that it parses and that the names exist. */
export const Expression = Type.String({
  minLength: 1,
  description: 'An expression (expr-eval syntax) over field names; the lint checks that it parses and that the names exist.',
});

/** Free-form properties (widget props, query parameters). */
const Props = () => Type.Record(Type.String(), Type.Unknown());

export const HttpMethod = Enum(['GET', 'POST', 'PUT', 'DELETE']);

const apiCallProperties = {
  method: HttpMethod,
  url: Name(),
  query: Type.Optional(Props()),
  body: Type.Optional(Type.Unknown()),
  /**
   * The reply's `data[<key>]` is JSON text (JNPF's `{ id, data: "<json>" }`): the runtime parses it and uses it as
   * the reply's data, keeping the reply's other keys (such as `id`) where the parsed object lacks them.
   */
  replyJson: Type.Optional(Name()),
};

/**
 * One API call of a page. `url`, `query` and `body` may hold `{{path}}` placeholders resolved against
 * the call's context: `id`, `ids`, `row.<field>`, `route.<param>`, `values.<field>`, `values`.
 * A string that is exactly one placeholder becomes the raw value (an array stays an array).
 * Without `body`, a form's save sends the form values; without `query`, a list sends search + paging.
 */
export const ApiCall = Closed(apiCallProperties, 'One API call of a page; url, query and body may hold {{path}} placeholders.');

/** A conditional call: the first whose `when` expression is true (or has none) is used. */
export const ConditionalApiCall = Closed(
  { ...apiCallProperties, when: Type.Optional(Expression) },
  'A save call; the first whose `when` is true (or has none) is used.',
);

export const StaticOption = Closed({
  label: LocalText,
  value: Switch([
    { when: { type: 'string' }, then: Type.String() },
    { when: { type: 'number' }, then: Type.Number() },
    { when: { type: 'boolean' }, then: Type.Boolean() },
  ]),
  /** antd colour name for list tags (e.g. 'green', 'red'). */
  color: Type.Optional(Type.String()),
});

/** Where a select, radio or checkbox gets its options. */
export const OptionsSource = Switch(
  [
    { when: { type: 'array' }, then: Type.Array(StaticOption) },
    { when: { type: 'object', required: ['dictionary'] }, then: Closed({ dictionary: Name() }) },
    { when: { type: 'object', required: ['dataInterface'] }, then: Closed({ dataInterface: Name() }) },
    {
      when: { type: 'object' },
      then: Closed({ api: ApiCall, labelKey: Type.Optional(Type.String()), valueKey: Type.Optional(Type.String()) }),
    },
  ],
  { description: 'Static options, a dictionary, a data interface or an API call.' },
);

/** A rule of the shared catalogue (schemas/validation/rules.ts `RULE_NAMES`, the one list of them). */
export const RuleName = Enum(RULE_NAMES, { description: 'A rule of schemas/validation/rules.ts (RULE_NAMES).' });

/** When a form checks a rule (spec: inputs on blur, pickers on change). */
const RuleTrigger = Enum(['blur', 'change']);

/** A rule of the shared catalogue by name, or a pattern with its own message. */
export const RuleRef = Switch([
  { when: { type: 'string' }, then: RuleName },
  {
    when: { type: 'object', required: ['pattern'] },
    then: Closed({ pattern: Name(), message: LocalText, trigger: Type.Optional(RuleTrigger) }),
  },
  { when: { type: 'object' }, then: Closed({ rule: RuleName, trigger: Type.Optional(RuleTrigger) }) },
]);

/**
 * A form field or container. Fields carry `vModel` (the data key); containers carry `children`.
 * `jnpfKey` is the widget key of `widgets/registry.ts` or a container/decoration key.
 */
export const FieldSchema = Type.Recursive(
  (This) =>
    Closed(
      {
        jnpfKey: Name(),
        vModel: Type.Optional(Type.String({ pattern: '^[A-Za-z_][A-Za-z0-9_]*$' })),
        label: Type.Optional(LocalText),
        required: Type.Optional(Type.Boolean()),
        /** Width in a 24-column grid (default 24). */
        span: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 })),
        /** Widget properties (placeholder, maxlength, level, precision, format, ...): the widget's propsSchema. */
        props: Type.Optional(Props()),
        options: Type.Optional(OptionsSource),
        rules: Type.Optional(Type.Array(RuleRef)),
        defaultValue: Type.Optional(Type.Unknown()),
        /** Stable id of the field in the designer (JNPF formId). */
        formId: Type.Optional(Type.String()),
        /** Column width when the field is shown in a table. */
        columnWidth: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
        /** Expressions over the other fields (expr-eval syntax): show / disable / require the field. */
        visibleOn: Type.Optional(Expression),
        disabledOn: Type.Optional(Expression),
        requiredOn: Type.Optional(Expression),
        /** Shown but never edited (e.g. the code issued by a bill rule). */
        readonly: Type.Optional(Type.Boolean()),
        /** Help text under the field. */
        tip: Type.Optional(LocalText),
        children: Type.Optional(Type.Array(This)),
      },
      'A form field (vModel) or a container (children).',
    ),
  { $id: 'FieldSchema' },
);

/**
 * FieldSchema where a page holds fields. ajv allows an `$id` only once in a schema and the
 * recursive FieldSchema has one (its children point back to it), so form and detail pages point to
 * the one copy that `PageSchema` keeps under `definitions`.
 */
const FieldRef = Type.Unsafe<Static<typeof FieldSchema>>(Type.Ref('FieldSchema'));

export const SearchField = Closed({
  vModel: Name(),
  jnpfKey: Name(),
  label: LocalText,
  /** equal: `vModel=value`; like: the same, matched by the server as contains; range: two parameters. */
  match: Enum(['equal', 'like', 'range']),
  /** Query keys of a range (default `<vModel>Start`, `<vModel>End`). */
  rangeKeys: Type.Optional(Type.Tuple([Name(), Name()])),
  /** A query parameter that is not a row field (a keyword matched over several fields). */
  queryOnly: Type.Optional(Type.Boolean()),
  options: Type.Optional(OptionsSource),
  props: Type.Optional(Props()),
  defaultValue: Type.Optional(Type.Unknown()),
  /** Searches as soon as the widget commits its value (a scanned code, the widget's own query button, leaving the box). */
  instant: Type.Optional(Type.Boolean()),
});

export const ColumnSchema = Closed({
  prop: Name(),
  label: LocalText,
  width: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
  minWidth: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
  align: Type.Optional(Enum(['left', 'center', 'right'])),
  fixed: Type.Optional(Enum(['left', 'right'])),
  sortable: Type.Optional(Type.Boolean()),
  /** Widget whose Display renders the cell (amount, date, select with options, switch, ...). */
  jnpfKey: Type.Optional(Name()),
  props: Type.Optional(Props()),
  options: Type.Optional(OptionsSource),
  /** Renders the cell as a link running the row action with this name ('detail', 'history', ...). */
  link: Type.Optional(Name()),
  /** Hidden until switched on in the column-settings popover. */
  hidden: Type.Optional(Type.Boolean()),
  /**
   * Which columns stay when the list is too narrow for all (docs/architecture.md#list-layout): 1 always stays, 2 and 3
   * go after the unmarked columns (3 before 2). The runtime hides what does not fit; the column settings show it again.
   */
  priority: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
});

export const ActionKind = Enum([
  'add', // toolbar: opens `form` empty
  'edit', // row: opens `form` with the row id
  'form', // row or toolbar: opens `form` with the row as context (freeze with a reason, ...)
  'remove', // row: confirm, then api.remove with ids [row.id]
  'batchRemove', // toolbar: confirm, then api.remove with the selected ids
  'export', // toolbar: api.export with the current search, downloads the file
  'detail', // row: navigates to `to`
  'history', // row: navigates to `to`
  'link', // row or toolbar: navigates to `to`
  'api', // row: optional confirm, then `api`
  'import', // toolbar: the bulk import wizard of the page's `import` (docs/product.md#import-wizard)
  'custom', // row or toolbar: opens the registered dialog component `component` (authorisation trees, ...)
]);

export const ActionSchema = Closed({
  action: ActionKind,
  /** Name for `link` columns and tests; defaults to `action`. */
  name: Type.Optional(Name()),
  label: Type.Optional(LocalText),
  /** Button code the user must hold for the page's modelId (declared in the page's `permissions`). */
  permission: Type.Optional(Name()),
  /** Form schema id for add, edit and form. */
  form: Type.Optional(Name()),
  /** Route template for detail, history and link, e.g. `/gold/spvs/detail/{{row.id}}`. */
  to: Type.Optional(Name()),
  /** Call of an `api` action. */
  api: Type.Optional(ApiCall),
  /** Registered dialog component of a `custom` action (business-screens register them by name). */
  component: Type.Optional(Name()),
  /** Confirmation text; remove and batchRemove always confirm. */
  confirm: Type.Optional(LocalText),
  /** Row actions: expression over the row deciding whether the button shows. */
  visibleOn: Type.Optional(Expression),
  /** antd icon name. */
  icon: Type.Optional(Type.String()),
  danger: Type.Optional(Type.Boolean()),
  /**
   * Toolbar `form` or `api` action on the ticked rows: the list shows its checkbox column, the action warns when
   * no row is ticked, and its context gets `{{ids}}` (a row action gets `{{ids}}` = [its row's id] too).
   */
  selection: Type.Optional(Type.Boolean()),
});

/** What every page has. */
const pageBase = {
  schemaVersion: Type.Integer({ minimum: 1 }),
  id: Name(),
  title: Type.Optional(LocalText),
  /** Button codes the page uses; actions may only name these. */
  permissions: Type.Optional(Type.Array(Name(), { uniqueItems: true })),
  /**
   * The model this page shows; fields, columns and search items that name a model field inherit its
   * label, widget, rules and options. (Declared ahead of its use: nothing reads it yet.)
   */
  resource: Type.Optional(
    Type.String({
      minLength: 1,
      description:
        'the model this page shows; fields, columns and search items that name a model field inherit its label, widget, rules and options',
    }),
  ),
};

/** The bulk import wizard of a list (docs/product.md#import-wizard): upload and check a file, preview its rows, save them. */
export const ListImport = Closed(
  {
    /** Receives the xls/xlsx file as multipart (field `file`); replies `data: { list, blnError, blnNoInventory }`. */
    check: ApiCall,
    /**
     * Saves the previewed rows (without the erroneous ones); replies `data: { resultType, snum, fnum, failResult }`.
     * Without `body` it sends the `payload`; a declared body may read `{{list}}` and `{{blnOut}}`.
     */
    save: ApiCall,
    /**
     * How the import behaves is declared here, not known by kind (the runtime knows no business import;
     * docs/product.md#import-wizard). What the save sends without a body: the rows ('list', default) or
     * `{ list, blnOut }` ('listWithOut', stock imports).
     */
    payload: Type.Optional(Enum(['list', 'listWithOut'])),
    /** The `blnOut` of the save: an outbound (stock-out) import. Default false. */
    outbound: Type.Optional(Type.Boolean()),
    /** How a refused check or save is shown: an error dialog ('dialog', default) or a closable toast that stays ('toast'). */
    refusal: Type.Optional(Enum(['dialog', 'toast'])),
    /** Before saving, ask whether to go on when rows are marked blnNoInventory (listing their inventoryNumber). Default false. */
    confirmNoInventory: Type.Optional(Type.Boolean()),
    /** Columns of the preview and of the failed rows (fields of the parsed file, not of the list's model). */
    columns: Type.Array(ColumnSchema, { minItems: 1 }),
    /** URL of a template file to download from the first step. */
    template: Type.Optional(Name()),
  },
  'The bulk import wizard of a list: check the uploaded file, preview its rows, save them.',
);

/**
 * A figure above a list, read by its own call (a total of the filtered rows, a stock figure). Its `query` (GET) or
 * `body` may read `{{search.<key>}}` (the list's current search and tree-filter parameters) and `{{route.<param>}}`;
 * a parameter that resolves to nothing is left out. Without them the call gets the search parameters. It is read
 * again whenever the list searches or reloads.
 */
export const ListSummary = Closed(
  {
    label: LocalText,
    api: ApiCall,
    /** Key of the value in the reply's `data` (`totalOldGoldWeight`), or a dotted path into it (`shop.outstanding`). */
    value: Name(),
    /** Text after the value (g, 元). */
    unit: Type.Optional(LocalText),
    /** Help shown beside the label (what the figure counts). */
    tip: Type.Optional(LocalText),
  },
  'A figure above a list, read by its own call with the list search.',
);

/**
 * A chart above a list, fed by its own call with the list's search (same placeholders as a summary) and drawn with
 * echarts, which loads only when such a list is shown. The reply is `data.list` (or an array) of points.
 */
export const ListChart = Closed(
  {
    kind: Enum(['line', 'bar']),
    api: ApiCall,
    title: Type.Optional(LocalText),
    /** Point key of the x axis (a date), in the order the call answers. */
    x: Name(),
    /** Point key of the value (a decimal string or a number). */
    y: Name(),
    /**
     * Point key splitting the points into one line per value; a list column with the same `prop` names the lines
     * with its options' labels. Without it: one line named by `title`.
     */
    series: Type.Optional(Name()),
    /** Text of the y axis (unit). */
    yLabel: Type.Optional(LocalText),
    /** Height in px (default 280). */
    height: Type.Optional(Type.Integer({ minimum: 120, maximum: 800 })),
  },
  'A chart above a list, fed by its own call with the list search (echarts, loaded on demand).',
);

export const TreeRows = Closed(
  {
    /** Row property holding the children (default `children`). */
    childrenKey: Type.Optional(Name()),
    defaultExpandAll: Type.Optional(Type.Boolean()),
    /**
     * Children loaded when a row is expanded (areas: thousands of nodes); `{{row.id}}` names the
     * parent. A row with `isLeaf: true` has no expander. Without it the list call returns the tree.
     */
    lazy: Type.Optional(ApiCall),
  },
  'Rows form a tree: each row’s `children` are shown under it, expandable; no pagination.',
);

export const ListSchema = Closed({
  ...pageBase,
  type: Type.Literal('list'),
  api: Closed({ list: ApiCall, remove: Type.Optional(ApiCall), export: Type.Optional(ApiCall) }),
  /**
   * The fields a row has: the fields of the `form` schema plus `fields` (server-computed names,
   * times). Columns, search fields and row expressions may only use these.
   */
  model: Closed(
    { form: Type.Optional(Name()), fields: Type.Optional(Type.Array(Name(), { uniqueItems: true })) },
    'The fields a row has: the fields of the `form` schema plus `fields`.',
  ),
  rowKey: Type.Optional(Name()),
  /**
   * Key of the rows in the list call's `data` when it is not `list` (a ledger answering `{ openingBalance, lines,
   * closingBalance }`, a record with its `categories`); the figures beside them can be read by a `summary`.
   */
  rowsKey: Type.Optional(Name()),
  /**
   * Key of the list call's `data` holding the page's title, written by the server in the reader's language (the change
   * history names its record: 门店 MD0001 南山店 的修改记录); `title` shows until the first reply brings it.
   */
  titleKey: Type.Optional(Name()),
  search: Type.Optional(Type.Array(SearchField)),
  columns: Type.Array(ColumnSchema, { minItems: 1 }),
  /** When true a column shows only if the permission list holds its `prop` as a column code. */
  columnPermission: Type.Optional(Type.Boolean()),
  toolbar: Type.Optional(Type.Array(ActionSchema)),
  rowActions: Type.Optional(Type.Array(ActionSchema)),
  /** Checkbox column for batch actions. */
  selectable: Type.Optional(Type.Boolean()),
  /** Rows form a tree (organisations, menus, areas, tree dictionaries): no pagination. */
  treeRows: Type.Optional(TreeRows),
  defaultSort: Type.Optional(Closed({ prop: Name(), order: Enum(['asc', 'desc']) })),
  pagination: Type.Optional(
    Switch([
      {
        when: { type: 'object' },
        then: Closed({
          pageSize: Type.Integer({ minimum: 1 }),
          pageSizes: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1 }),
        }),
      },
      { when: { type: 'boolean' }, then: Type.Literal(false) },
    ]),
  ),
  /** Left-tree layout: the tree's selected node filters the list by `queryKey`. */
  tree: Type.Optional(
    Closed({
      title: LocalText,
      api: ApiCall,
      queryKey: Name(),
      labelKey: Type.Optional(Type.String()),
      valueKey: Type.Optional(Type.String()),
      /** Select the first node once the tree loads, so the page opens filtered by it (not on an empty choice). */
      selectFirst: Type.Optional(Type.Boolean()),
    }),
  ),
  /**
   * Group-by layout (JNPF columnData type 3, `groupField`): rows grouped under the values of this field, one
   * expandable header row per value with its count, the field's column not shown, no buttons or checkbox on a header
   * row (schemas/page/group.ts). The OnlineDev List answers the groups (every group on one page, at most 10000 rows);
   * a list whose call answers plain rows has its current page grouped by the runtime, its pager kept.
   */
  groupBy: Type.Optional(Closed({ prop: Name() })),
  /** The bulk import wizard an `import` toolbar action opens. */
  import: Type.Optional(ListImport),
  /** Figures above the list, each read by its own call with the list's search (totals of the filtered rows). */
  summary: Type.Optional(Type.Array(ListSummary, { minItems: 1 })),
  /** A chart above the list, fed by its own call with the list's search. */
  chart: Type.Optional(ListChart),
});

export const FormSchema = Closed({
  ...pageBase,
  type: Type.Literal('form'),
  popup: Type.Optional(
    Closed({
      kind: Enum(['dialog', 'drawer', 'page']),
      width: Type.Optional(
        Switch([
          { when: { type: 'number' }, then: Type.Number() },
          { when: { type: 'string' }, then: Type.String() },
        ]),
      ),
    }),
  ),
  labelWidth: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
  labelPosition: Type.Optional(Enum(['left', 'right', 'top'])),
  api: Closed({
    get: Type.Optional(ApiCall),
    save: Switch([
      { when: { type: 'object' }, then: ConditionalApiCall },
      { when: { type: 'array' }, then: Type.Array(ConditionalApiCall, { minItems: 1 }) },
    ]),
  }),
  fields: Type.Array(FieldRef),
  submitLabel: Type.Optional(LocalText),
  /**
   * A value the save's reply carries that is shown once and never again (a generated initial password): after a
   * save whose reply data has `key`, a dialog shows it under `label` with a copy button and `note`.
   */
  shownOnce: Type.Optional(Closed({ key: Name(), label: LocalText, note: Type.Optional(LocalText) })),
});

export const DetailTab = Closed({
  label: LocalText,
  /** A list schema id, rendered with the detail's route params. */
  list: Name(),
});

export const DetailSchema = Closed({
  ...pageBase,
  type: Type.Literal('detail'),
  api: Closed({ get: ApiCall }),
  /** The fields shown read-only (usually the form's fields) plus server-computed ones. */
  fields: Type.Array(FieldRef),
  tabs: Type.Optional(Type.Array(DetailTab)),
  actions: Type.Optional(Type.Array(ActionSchema)),
});

export const PageTab = Closed({
  label: LocalText,
  /** A list schema id, rendered embedded with the page's route params. */
  list: Name(),
  /** Button code the user must hold for the page's modelId to see the tab (declared in the page's `permissions`). */
  permission: Type.Optional(Name()),
});

/** Several lists of one menu page, one per tab (stock in, stock out, aggregations); a tab's list loads when first shown. */
export const TabsSchema = Closed({
  ...pageBase,
  type: Type.Literal('tabs'),
  tabs: Type.Array(PageTab, { minItems: 1 }),
});

/**
 * One page: a list, a form, a detail or tabs of lists, told apart by `type`. The schema validate.ts compiles; it
 * holds the FieldSchema the form and detail pages point to.
 */
export const PageSchema = Tagged('type', [ListSchema, FormSchema, DetailSchema, TabsSchema], {
  $id: 'https://gold-franchise.local/schemas/page-schema.json',
  title: 'Page schema',
  description: 'One page of the schema language (schemas/page/language.ts).',
  definitions: { FieldSchema },
});
