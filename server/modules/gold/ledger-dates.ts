import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { shopFunds } from './finance-tables';

/**
 * The day a fund counts in the ledger: its `completed_at` as a date in the database session's time zone (docs/domain.md,
 * decisions of gold operations II, "Standing book"). The standing book and the month-end read paid amounts by it, so a
 * payment completed at 00:30 local time is on that local day in both.
 */
export const completionDate = (column: AnyPgColumn = shopFunds.completedAt): SQL<string> => sql<string>`(${column})::date`;
