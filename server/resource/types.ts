import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { TSchema } from '@sinclair/typebox';
import type { Model, ModelField, SaveVariant } from '../../schemas/model';
import type { Text } from '../core/i18n';
import type { Db, DbOrTx, Tx } from '../db/client';

/**
 * The contracts of the resource engine (docs/architecture.md#models-and-the-resource-engine): a
 * resource is a model, its table and its hooks. Hooks hold business rules only; fields, routes,
 * schemas, exports and change records come from the model.
 */

/** A Drizzle table whose columns are named by the model's field keys, plus the lifecycle columns. */
// Tables are built at run time for published models, so the engine sees them untyped.
export type ResourceTable = any;

/** A checked field value as stored: text, fixed-scale decimal string, 'YYYY-MM-DD', number, id list, JSON. */
export type FieldValue = string | number | string[] | Date | null | Record<string, unknown> | unknown[];
export type Values = Record<string, FieldValue>;

/** A stored row, by field key. */
export type Row = Record<string, any> & { id: string; version: number };

/** Who makes a change. */
export interface Actor {
  id: string;
  name: string;
}

/**
 * Which rows the caller may touch: `manage` filters pages, exports, edits, deletes and history;
 * `read` filters details and drop-downs (a franchisee user reads their SPV's name, not its page).
 */
export interface ResourceScope {
  manage?: SQL;
  read?: SQL;
  /** May the caller create a record at all (where it lands is checked through its references). */
  canCreate: boolean;
}

export interface SaveContext {
  tx: Tx;
  /** The call, for hooks that need other scopes of the caller. */
  request: FastifyRequest;
  scope: ResourceScope;
  actor: Actor;
  variant: SaveVariant;
  creating: boolean;
  /** The edit's checked values (hooks may add or change values). */
  values: Values;
  /** The locked row before an update. */
  before?: Row;
}

/** A query parameter beyond the model's searchable fields. */
export interface ExtraFilter {
  schema: TSchema;
  where(value: any, table: ResourceTable): SQL | undefined;
}

export interface ResourceHooks {
  /**
   * The caller's scope; default: the data rules of the model's page over `model.scope`. `page`: the page whose rules
   * apply when the route has none of its own and acts for one record's page (the change history).
   */
  scope?(request: FastifyRequest, db: DbOrTx, page?: string): Promise<ResourceScope>;
  /** SQL of the model's `computed` values, by key. */
  computed?(table: ResourceTable): Record<string, SQL>;
  filters?: Record<string, ExtraFilter>;
  /** In the save's transaction, after the values are checked and before they are written. */
  beforeSave?(ctx: SaveContext): Promise<void> | void;
  /** In the save's transaction, after the row is written (created or changed): derived data follows it. */
  afterSave?(ctx: SaveContext, id: string): Promise<void> | void;
  /** In the delete's transaction, with the locked rows: refuse by throwing. */
  beforeDelete?(tx: Tx, rows: Row[], actor: Actor): Promise<void>;
  /** In the delete's transaction, after the rows are deleted (as they were before): derived data follows them. */
  afterDelete?(tx: Tx, rows: Row[], actor: Actor): Promise<void>;
  /** The model's import (its `default` kind's business rules) and other kinds of import (stock out). */
  import?: {
    default?: Partial<Pick<ImportKind, 'name' | 'check' | 'save' | 'creates'>>;
    kinds?: ImportKind[];
  };
  /** Custom actions (freeze, unfreeze), mounted beside the standard routes. */
  routes?(app: FastifyInstance, resource: Resource): Promise<void> | void;
}

/** A part of a record kept in rows of its own (a sub-table): its key among the record's values and its rows' model. */
export interface RecordPart {
  key: string;
  model: Model;
}

/** Child rows of a record (a sub-table): they travel under `key`; the child model has `parentId` and `sortCode`. */
export interface ResourceChild extends RecordPart {
  table: ResourceTable;
}

export interface ResourceDef {
  model: Model;
  table: ResourceTable;
  hooks?: ResourceHooks;
  /** Sub-tables (server/resource/children.ts): saved with the record, in its detail, in its change history. */
  children?: ResourceChild[];
}

/** A mounted resource: its definition and the engine's operations on it. */
export interface Resource extends ResourceDef {
  db: Db;
  /** The caller's scope on the current route, or under the rules of `page` (see ResourceHooks.scope). */
  scopeOf(request: FastifyRequest, page?: string): Promise<ResourceScope>;
}

/** One data row of an import. `n` is its number among the data rows (1 = the row under the header). */
export interface ImportLine {
  n: number;
  /** The row as the file (or the saved list) gave it, by field key: what the preview shows and the save sends back. */
  cells: Record<string, unknown>;
  /** The checked values as stored (references resolved to ids). */
  values: Values;
  errors: Record<string, Text>;
  /** Sales: the row has no inbound record in its shop; saved marked for reconciliation. */
  noInventory?: boolean;
  /** What business checks found and the save needs (e.g. the stock item's id). */
  found: Record<string, unknown>;
}


export interface ImportContext {
  db: DbOrTx;
  request: FastifyRequest;
  resource: Resource;
  scope: ResourceScope;
}

export interface ImportSaveContext extends ImportContext {
  tx: Tx;
  actor: Actor;
}

/** One kind of import of a model: its file's columns and, beyond the model's checks, its business rules. */
export interface ImportKind {
  /** 'default' is the model's own `import`; others are chosen by the `type` query (and `blnOut` on save). */
  name: string;
  /** The fields of the file's columns, in template order. */
  fields: ModelField[];
  example?: Record<string, string>;
  /** A save with `blnOut: true` picks this kind (stock out). */
  outbound?: boolean;
  /** The import creates rows, so the model's unique rules apply. Default true. */
  creates?: boolean;
  /** Business checks of the read lines, in bulk: add errors, set `noInventory`, remember what the save needs in `found`. */
  check?(ctx: ImportContext, lines: ImportLine[]): Promise<void>;
  /** Writes the checked lines inside the save's transaction (default: each line inserted as a create). */
  save?(ctx: ImportSaveContext, lines: ImportLine[]): Promise<void>;
}

