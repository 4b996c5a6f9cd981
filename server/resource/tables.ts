import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn } from '../db/columns';

/**
 * One changed field of a record, written in the edit's transaction. `field` is the model's field
 * key; a `raw` row holds the stored values (decimal string, option value, id, JSON area ids), shown in
 * the reader's language when read. Rows written before the models work hold Chinese display texts
 * (`raw` false) and are shown as they are.
 */
export const updateRecords = pgTable('update_records', {
  id: idColumn(),
  /** The model name: 'spv' | 'franchisee' | 'shop' | a published model. */
  entityType: text('entity_type').notNull(),
  entityId: text('entity_id').notNull(),
  field: text('field').notNull(),
  fieldName: text('field_name'),
  oldValue: text('old_value'),
  newValue: text('new_value'),
  raw: boolean('raw').notNull().default(false),
  operatorId: text('operator_id'),
  operatorName: text('operator_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('update_records_entity_idx').on(t.entityType, t.entityId, t.createdAt)]);

/**
 * A saved import (docs/architecture.md#models-and-the-resource-engine, imports): the digest of its rows per model and
 * kind, written in the import's transaction. The same rows saved again within a day (a retried request, the same file
 * twice) find it and add nothing.
 */
/** How long a receipt stops the same rows being saved again; the retention job deletes older ones. */
export const IMPORT_RECEIPT_HOURS = 24;

export const importReceipts = pgTable('import_receipts', {
  id: idColumn(),
  /** Model name and import kind, e.g. 'shopInventory:stockOut'. */
  resource: text('resource').notNull(),
  digest: text('digest').notNull(),
  rows: integer('rows').notNull(),
  createdBy: text('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('import_receipts_digest_idx').on(t.resource, t.digest)]);
