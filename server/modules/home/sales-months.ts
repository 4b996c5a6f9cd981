import Decimal from 'decimal.js';
import { and, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import type { GoldScope } from '../gold/scope';
import { shopSalesMonths, shopSettlementDays } from '../gold/tables';
import type { MonthWindow } from './months';

/**
 * Sales by month, read from the shop-month sums (shop_sales_months, kept by triggers on the settlement days) or, when
 * the caller's rules look at who created a row, from the settlement days themselves (one row per shop and day with
 * sales, kept by the sales import and delete: docs/domain.md#decisions-of-gold-operations-ii); never from every sale.
 * Money as 2-decimal strings, grams as 3-decimal strings.
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
const m = shopSalesMonths;
const sum = (column: SQL | AnyPgColumn, filter?: SQL) =>
  filter ? sql<string>`coalesce(sum(${column}) filter (where ${filter}), 0)` : sql<string>`coalesce(sum(${column}), 0)`;

export const emptySalesMonth = (month: string): SalesMonth =>
  ({ month, saleCount: 0, soldWeight: '0.000', saleAmount: '0.00', labourFee: '0.00', margin: '0.00', unpricedDays: 0 });

type Sums = Record<keyof SalesMonth, SQL<string>>;

function fromSums(db: DbOrTx, scope: GoldScope, windows: MonthWindow[]) {
  const month = sql<string>`to_char(${m.month}::timestamp, 'YYYY-MM')`;
  const sums: Sums = {
    month, saleCount: sum(m.saleCount), soldWeight: sum(m.soldWeight), saleAmount: sum(m.saleAmount),
    labourFee: sum(m.labourFee), margin: sum(m.margin), unpricedDays: sum(m.unpricedDays),
  };
  return db.select(sums).from(m)
    .where(and(gte(m.month, windows[0].firstDay), lt(m.month, windows[windows.length - 1].nextDay), scope.filters.salesMonth))
    .groupBy(month);
}

function fromDays(db: DbOrTx, scope: GoldScope, windows: MonthWindow[]) {
  const month = sql<string>`to_char(${d.day}::timestamp, 'YYYY-MM')`;
  const sums: Sums = {
    month, saleCount: sum(d.saleCount), soldWeight: sum(d.soldWeight), saleAmount: sum(d.saleAmount), labourFee: sum(d.labourFee),
    margin: sum(sql`${d.saleAmount} - ${d.labourFee} - ${d.amount}`, isNotNull(d.settlementPrice)),
    unpricedDays: sql<string>`count(*) filter (where ${d.settlementPrice} is null)`,
  };
  return db.select(sums).from(d)
    .where(and(gte(d.day, windows[0].firstDay), lt(d.day, windows[windows.length - 1].nextDay), scope.filters.settlementDay))
    .groupBy(month);
}

export async function salesByMonth(db: DbOrTx, scope: GoldScope, windows: MonthWindow[]): Promise<SalesMonth[]> {
  const rows = await (scope.byCreator ? fromDays : fromSums)(db, scope, windows);
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
