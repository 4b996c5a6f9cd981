import { text, timestamp, integer, jsonb } from 'drizzle-orm/pg-core';
import type { NameI18n } from '../core/local-name';
import { randomUUID } from 'node:crypto';

/** A new primary key: 32 hex characters (JNPF ids are opaque strings). */
export const newId = (): string => randomUUID().replace(/-/g, '');

export const idColumn = () => text('id').primaryKey().$defaultFn(newId);

/** Audit columns every table carries. */
export const auditColumns = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: text('created_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  updatedBy: text('updated_by'),
});

export const sortColumn = () => integer('sort_code').notNull().default(0);
/** 1 enabled, 0 disabled (docs/product.md#states-and-transitions: toggles). */
export const enabledColumn = () => integer('enabled_mark').notNull().default(1);

/**
 * The other languages of a name that is data (menus and their items, dictionaries, roles, positions, organisations):
 * `{ zhtw, en }`; the row's own name column stays the zh text (JNPF `fullName`). Read with `localName` (core/local-name.ts).
 */
export const nameI18nColumn = () => jsonb('name_i18n').$type<NameI18n>();
