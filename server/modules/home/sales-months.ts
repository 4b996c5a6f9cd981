import Decimal from 'decimal.js';
import { and, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { shopSettlementDays } from '../gold/tables';
import type { MonthWindow } from './months';

/**
 * Sales by month, read from the settlement days (one row per shop and day with sales, kept by the sales import and
 * delete: docs/domain.md#decisions-of-gold-operations-ii) rather than from every sale. `scope` is the caller's
 * filter over settlement days. Money as 2-decimal strings, grams as 3-decimal strings.
 */
export interface SalesMonth {
  month: string;
  saleCount: number;
  soldWeight: string;
  saleAmount: string;
  labourFee: string;
  /** Sales amount − labour fee − the sold gold at the day's settlement price, over the days that have a price. */
  margin: string;
  /** Days with sales but no settlement price yet: their margin is unknown and left out. */
  unpricedDays: number;
}

const d = shopSettlementDays;
const sum = (column: SQL | AnyPgColumn, filter?: SQL) =>
  filter ? sql<string>`coalesce(sum(${column}) filter (where ${filter}), 0)` : sql<string>`coalesce(sum(${column}), 0)`;

export const emptySalesMonth = (month: string): SalesMonth =>
  ({ month, saleCount: 0, soldWeight: '0.000', saleAmount: '0.00', labourFee: '0.00', margin: '0.00', unpricedDays: 0 });

export async function salesByMonth(db: DbOrTx, scope: SQL | undefined, windows: MonthWindow[]): Promise<SalesMonth[]> {
  const month = sql<string>`to_char(${d.day}::timestamp, 'YYYY-MM')`;
  const priced = isNotNull(d.settlementPrice);
  const rows = await db.select({
    month,
    saleCount: sql<string>`coalesce(sum(${d.saleCount}), 0)`,
    soldWeight: sum(d.soldWeight),
    saleAmount: sum(d.saleAmount),
    labourFee: sum(d.labourFee),
    margin: sum(sql`${d.saleAmount} - ${d.labourFee} - ${d.amount}`, priced),
    unpricedDays: sql<string>`count(*) filter (where ${d.settlementPrice} is null)`,
  }).from(d)
    .where(and(gte(d.day, windows[0].firstDay), lt(d.day, windows[windows.length - 1].nextDay), scope))
    .groupBy(month);
  return rows.map((r) => ({
    month: r.month,
    saleCount: Number(r.saleCount),
    soldWeight: new Decimal(r.soldWeight).toFixed(3),
    saleAmount: new Decimal(r.saleAmount).toFixed(2),
    labourFee: new Decimal(r.labourFee).toFixed(2),
    margin: new Decimal(r.margin).toFixed(2),
    unpricedDays: Number(r.unpricedDays),
  }));
}
