import { pgTable, text, integer, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, auditColumns, sortColumn, enabledColumn, nameI18nColumn } from '../../db/columns';

/** Dictionary types (docs/product.md#jnpf-dictionaries: base_dictionarytype); root parent '-1'. */
export const dictionaryTypes = pgTable('dictionary_types', {
  id: idColumn(),
  parentId: text('parent_id').notNull().default('-1'),
  fullName: text('full_name').notNull(),
  nameI18n: nameI18nColumn(),
  enCode: text('en_code').notNull(),
  /** 1: the data form a tree. */
  isTree: integer('is_tree').notNull().default(0),
  description: text('description'),
  sortCode: sortColumn(),
  enabledMark: enabledColumn(),
  ...auditColumns(),
}, (t) => [uniqueIndex('dictionary_types_code_idx').on(t.enCode)]);

/** Dictionary data (docs/product.md#jnpf-dictionaries: base_dictionarydata); tree root parent '0'. */
export const dictionaryData = pgTable('dictionary_data', {
  id: idColumn(),
  typeId: text('type_id').notNull(),
  parentId: text('parent_id').notNull().default('0'),
  fullName: text('full_name').notNull(),
  nameI18n: nameI18nColumn(),
  enCode: text('en_code').notNull(),
  simpleSpelling: text('simple_spelling'),
  isDefault: integer('is_default').notNull().default(0),
  description: text('description'),
  sortCode: sortColumn(),
  enabledMark: enabledColumn(),
  ...auditColumns(),
}, (t) => [index('dictionary_data_type_idx').on(t.typeId, t.parentId), uniqueIndex('dictionary_data_code_idx').on(t.typeId, t.enCode)]);

/** Provinces, cities and districts (docs/product.md#jnpf-areas: base_province); ids are the national division codes, root '-1'. */
export const areas = pgTable('areas', {
  id: idColumn(),
  parentId: text('parent_id').notNull().default('-1'),
  enCode: text('en_code').notNull(),
  fullName: text('full_name').notNull(),
  quickQuery: text('quick_query'),
  /** 1 province, 2 city, 3 district. */
  type: integer('type').notNull(),
  description: text('description'),
  sortCode: sortColumn(),
  enabledMark: enabledColumn(),
  ...auditColumns(),
}, (t) => [index('areas_parent_idx').on(t.parentId), uniqueIndex('areas_code_idx').on(t.enCode)]);

/** Bill-number rules (docs/product.md#jnpf-bill-rules: base_billrule). */
export const billRules = pgTable('bill_rules', {
  id: idColumn(),
  fullName: text('full_name').notNull(),
  enCode: text('en_code').notNull(),
  prefix: text('prefix').notNull().default(''),
  /** 'yyyyMMdd' | 'yyyyMM' | 'yyyy' | 'no'. */
  dateFormat: text('date_format').notNull().default('no'),
  digit: integer('digit').notNull(),
  startNumber: text('start_number').notNull().default('0'),
  example: text('example'),
  /** Counter within the current date part. */
  thisNumber: integer('this_number').notNull().default(0),
  /** The last number issued; set means the rule is used and cannot be deleted. */
  outputNumber: text('output_number'),
  description: text('description'),
  sortCode: sortColumn(),
  enabledMark: enabledColumn(),
  ...auditColumns(),
}, (t) => [uniqueIndex('bill_rules_code_idx').on(t.enCode)]);

/** Data seed steps already applied (each runs once per database, so admins may edit or delete seeded rows). */
export const seedSteps = pgTable('seed_steps', {
  name: text('name').primaryKey(),
  appliedAt: text('applied_at').notNull(),
});
