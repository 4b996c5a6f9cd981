import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
