import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { shopFunds } from './finance-tables';

/**
 * The day a fund counts in the ledger: its `completed_at` as a date in the configured time zone `zone` (system setting
 * timeZone; docs/domain.md, decisions of gold operations II, "Standing book"). The standing book, the month-end and the
 * dashboard read paid amounts by it, so a payment completed at 00:30 local time is on that local day in all of them.
 */
export const completionDate = (zone: string, column: AnyPgColumn = shopFunds.completedAt): SQL<string> =>
  sql<string>`(${column} at time zone ${zone})::date`;
