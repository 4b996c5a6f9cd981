import { pgTable, text, integer, timestamp, index, jsonb } from 'drizzle-orm/pg-core';
import type { NameI18n } from '../../core/local-name';
import { idColumn } from '../../db/columns';

/** Key/value system configuration (docs/product.md#jnpf-system-config). */
export const sysConfig = pgTable('sys_config', {
  key: text('key').primaryKey(),
  name: text('name'),
  value: text('value'),
  /** The value in the other languages, for the texts shown as the product's name (sysName, copyright…); see core/local-name.ts. */
  valueI18n: jsonb('value_i18n').$type<NameI18n>(),
  category: text('category').notNull().default('SysConfig'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** System log: category 1 login, 2 visit, 3 operation, 4 exception, 5 request. */
export const sysLogs = pgTable('sys_logs', {
  id: idColumn(),
  category: integer('category').notNull(),
  type: text('type'),
  level: text('level'),
  userId: text('user_id'),
  userName: text('user_name'),
  ipAddress: text('ip_address'),
  ipAddressName: text('ip_address_name'),
  requestUrl: text('request_url'),
  requestMethod: text('request_method'),
  requestDuration: integer('request_duration'),
  abstracts: text('abstracts'),
  json: text('json'),
  platform: text('platform'),
  moduleId: text('module_id'),
  moduleName: text('module_name'),
  objectId: text('object_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('sys_logs_category_time_idx').on(t.category, t.createdAt), index('sys_logs_user_idx').on(t.userId)]);
