import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { auditColumns, idColumn, sortColumn } from '../../db/columns';

/**
 * Visual development records (JNPF base_visualdev, docs/product.md#visual-development): one design of a form and
 * its list. `form_data` is our page-schema form (JNPF designer JSON is converted before it is stored), `column_data`
 * the list design, `tables` JNPF's TableModel[] (may be empty). `version` counts saves; each save first copies the
 * content it replaces into visualdev_versions.
 */
export const visualdev = pgTable('visualdev', {
  id: idColumn(),
  fullName: text('full_name').notNull(),
  enCode: text('en_code').notNull(),
  category: text('category'),
  /** 1 web design, 2 app design, 3 flow form, 4 web form generator, 5 app form generator. */
  type: integer('type').notNull(),
  /** '1' form only, '2' form and list, '3' flow form. */
  webType: text('web_type').notNull().default('2'),
  /** 0 unpublished, 1 published. */
  state: integer('state').notNull().default(0),
  formData: jsonb('form_data'),
  columnData: jsonb('column_data'),
  tables: jsonb('tables').notNull().default([]),
  description: text('description'),
  sortCode: sortColumn(),
  version: integer('version').notNull().default(1),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  ...auditColumns(),
}, (t) => [
  uniqueIndex('visualdev_code_live').on(t.enCode).where(sql`${t.deletedAt} is null`),
  index('visualdev_type_time').on(t.type, t.createdAt),
]);

/** The content a save replaced: version n is the design as it was while the record's version was n. */
export const visualdevVersions = pgTable('visualdev_versions', {
  visualdevId: text('visualdev_id').notNull().references(() => visualdev.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  formData: jsonb('form_data'),
  columnData: jsonb('column_data'),
  tables: jsonb('tables').notNull().default([]),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  savedBy: text('saved_by'),
}, (t) => [primaryKey({ columns: [t.visualdevId, t.version] })]);
