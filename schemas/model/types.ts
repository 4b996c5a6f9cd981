import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { RULE_NAMES } from '../validation/rules';
import { FIELD_TYPES } from './field-types';
import { FIELD_KEY_PATTERN } from './reserved-keys';

/**
 * The model language (docs/architecture.md#models-and-the-resource-engine): one definition of an
 * entity, from its table to its screens. TypeBox gives both the TypeScript types (Static) and the
 * JSON Schema that checks a model stored as data (a designer-published model) — one source.
 */

const Str = (description: string, extra: Record<string, unknown> = {}) => Type.String({ description, ...extra });
const Opt = <T extends TSchema>(schema: T) => Type.Optional(schema);

/** A text in the three UI languages (models always carry all three: exports and errors need them). */
export const ModelTextSchema = Type.Object({ zh: Type.String(), zhtw: Type.String(), en: Type.String() }, { additionalProperties: false });
export type ModelText = Static<typeof ModelTextSchema>;


/** A union of string literals from a const list, typed as the list's members. */
const literals = <T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>(Type.Union(values.map((v) => Type.Literal(v))));

export const ModelOptionSchema = Type.Object({
  value: Type.Union([Type.Integer(), Type.String()]),
  label: ModelTextSchema,
  /** antd colour of the tag in lists. */
  color: Opt(Type.String()),
}, { additionalProperties: false });
export type ModelOption = Static<typeof ModelOptionSchema>;

export const ModelFieldSchema = Type.Object({
  key: Str('the field key: wire name, form vModel, change-record field', { pattern: FIELD_KEY_PATTERN, maxLength: 60 }),
  column: Opt(Str('table column (default: the key in snake_case)', { pattern: '^[a-z][a-z0-9_]*$', maxLength: 60 })),
  type: literals(FIELD_TYPES),
  label: ModelTextSchema,
  required: Opt(Type.Boolean({ description: 'must be given on create and never cleared' })),
  notNull: Opt(Type.Boolean({ description: 'may be left out (the default applies) but never cleared' })),
  /** Text: maximum length in characters. */
  max: Opt(Type.Integer({ minimum: 1 })),
  /** Text: stored upper-case (id numbers and credit codes end in letters). */
  upper: Opt(Type.Boolean()),
  /** Catalogue rules (schemas/validation) checked on both sides with their exact messages. */
  rules: Opt(Type.Array(literals(RULE_NAMES))),
  /** Decimal: digits after the point, and the most digits before it (the column's numeric(p, s)). */
  scale: Opt(Type.Integer({ minimum: 0, maximum: 10 })),
  intDigits: Opt(Type.Integer({ minimum: 1, maximum: 30 })),
  /** Enum: the values and their labels. */
  options: Opt(Type.Array(ModelOptionSchema, { minItems: 1 })),
  /** Enum from a dictionary: its type code, and which item key is stored (default 'id', as the select widgets store it). */
  dictionary: Opt(Type.Object({
    type: Type.String({ minLength: 1 }),
    valueKey: Opt(literals(['id', 'enCode', 'fullName'] as const)),
  }, { additionalProperties: false })),
  /** Ref: the model (or platform table: 'user') the id points at, and the wire key of its name. */
  ref: Opt(Type.Object({ model: Type.String(), nameKey: Type.String() }, { additionalProperties: false })),
  /** Set by the server or a custom action, never read from a save body (code, freeze reason). */
  readonly: Opt(Type.Boolean()),
  /** How the page and export filter by it. */
  search: Opt(literals(['equal', 'contains', 'range'] as const)),
  sort: Opt(Type.Boolean()),
  /** Exported as a column (false: left out of the .xlsx). Default true. */
  export: Opt(Type.Boolean()),
  /** Changes are recorded in the change history. Default true for fields a save may change. */
  history: Opt(Type.Boolean()),
  default: Opt(Type.Unknown()),
  description: Opt(Type.String()),
}, { additionalProperties: false });
export type ModelField = Static<typeof ModelFieldSchema>;

/** A save route of the model; several when the body's shape depends on a kind (personal / enterprise franchisee). */
export const SaveVariantSchema = Type.Object({
  path: Str('route under the base, e.g. "edit"'),
  /** Values the route sets whatever the body says (type 1 for personalEdit). */
  fixed: Opt(Type.Record(Type.String(), Type.Union([Type.String(), Type.Integer()]))),
  /** Field keys the body may carry (default: every field that is not readonly). */
  fields: Opt(Type.Array(Type.String())),
  /** Field keys required by this route beyond the model's required fields. */
  required: Opt(Type.Array(Type.String())),
  summary: Opt(Type.String()),
}, { additionalProperties: false });
export type SaveVariant = Static<typeof SaveVariantSchema>;

export const ModelSchema = Type.Object({
  name: Str('unique model name; also the change-history entity type', { pattern: '^[a-zA-Z][a-zA-Z0-9]*$' }),
  table: Str('the database table', { pattern: '^[a-z][a-z0-9_]*$', maxLength: 60 }),
  label: ModelTextSchema,
  /** The spec's paths: `${base}/page`, `${base}/detail/:id`, ... */
  routes: Type.Object({
    base: Str('e.g. /api/shop', { pattern: '^/api/[a-zA-Z0-9/_-]+$' }),
    /** Save routes; default one `edit`. */
    save: Opt(Type.Array(SaveVariantSchema, { minItems: 1 })),
    /** Routes not mounted (another module serves them). */
    omit: Opt(Type.Array(literals(['page', 'list', 'detail', 'save', 'delete', 'export'] as const))),
  }, { additionalProperties: false }),
  access: Type.Object({
    menu: Str('menu code (enCode) of the model\'s page'),
    /** Menu codes whose screens pick this model's rows from a drop-down (the list route accepts any). */
    pickers: Opt(Type.Array(Type.String())),
    /** Button codes of the actions, where they differ from btn_add, btn_edit, btn_remove, btn_download, btn_upload. */
    buttons: Opt(Type.Object({
      add: Opt(Type.String()), edit: Opt(Type.String()), remove: Opt(Type.String()), download: Opt(Type.String()), upload: Opt(Type.String()),
    }, { additionalProperties: false })),
  }, { additionalProperties: false }),
  /** Code issued from a bill rule on create, into the field `field`. */
  code: Opt(Type.Object({ field: Type.String(), billRule: Type.String() }, { additionalProperties: false })),
  softDelete: Opt(Type.Boolean({ description: 'delete sets deleted_at (default true)' })),
  /** Fields a `keyword` query searches (contains, any of them). */
  keyword: Opt(Type.Array(Type.String())),
  /** Unique among live rows: the fields, and the message of a clash. */
  unique: Opt(Type.Array(Type.Object({
    fields: Type.Array(Type.String(), { minItems: 1 }),
    index: Opt(Type.String({ description: 'the partial unique index (default <table>_<columns>_live_idx)' })),
    message: ModelTextSchema,
  }, { additionalProperties: false }))),
  /** Data-rule fields of the model's page mapped to the field keys they filter. */
  scope: Opt(Type.Record(Type.String(), Type.String())),
  /** The drop-down list: field keys sent, and a filter of enabled rows. */
  list: Opt(Type.Object({
    fields: Type.Array(Type.String()),
    where: Opt(Type.Record(Type.String(), Type.Union([Type.String(), Type.Integer()]))),
    filters: Opt(Type.Array(Type.String())),
  }, { additionalProperties: false })),
  export: Opt(Type.Object({
    fileName: Str('the .xlsx name (spec texts are Chinese whatever the language)'),
    /** Column order: field keys and derived keys (areaName, <ref nameKey>, createdAt, createdByName...). */
    columns: Type.Array(Type.String()),
  }, { additionalProperties: false })),
  /** The bulk import: the field keys of the file's columns, in template order (headers are their labels). */
  import: Opt(Type.Object({
    columns: Type.Array(Type.String(), { minItems: 1 }),
    /** A row of the downloadable template. */
    example: Opt(Type.Record(Type.String(), Type.String())),
  }, { additionalProperties: false })),
  /** Values a hook computes for each row (not stored): key, label, how they export. */
  computed: Opt(Type.Array(Type.Object({
    key: Type.String(),
    label: ModelTextSchema,
    type: literals(['text', 'integer', 'decimal', 'time'] as const),
    scale: Opt(Type.Integer({ minimum: 0, maximum: 10 })),
  }, { additionalProperties: false }))),
  /** Texts of the model's replies. */
  texts: Type.Object({ notFound: ModelTextSchema }, { additionalProperties: false }),
  fields: Type.Array(ModelFieldSchema, { minItems: 1 }),
}, { additionalProperties: false });
export type Model = Static<typeof ModelSchema>;
