import { sql } from 'drizzle-orm';
import { index, integer, numeric, timestamp, type ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns';

/** Column kinds shared by the gold tables (docs/domain.md#units-and-precision, #common-columns). */

/** Optimistic lock and soft delete, with the audit columns. */
export const lifecycle = () => ({
  version: integer('version').notNull().default(0),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  ...auditColumns(),
});

/** Money in yuan, numeric(18,2). */
export const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
/** Grams to the milligram, numeric(14,3). */
export const grams = (name: string) => numeric(name, { precision: 14, scale: 3 });
/** Yuan per gram, numeric(12,2). */
export const perGram = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** The list order of a page (newest first) over live rows. */
export const liveCreated = (name: string, t: { createdAt: ExtraConfigColumn; id: ExtraConfigColumn }) =>
  index(name).on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`deleted_at is null`);
