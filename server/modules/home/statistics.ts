import Decimal from 'decimal.js';
import { and, gte, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { GoldScope } from '../gold/scope';
import { shopSettlements } from '../gold/finance-tables';
import { thisMonth } from './months';
import { salesByMonth } from './sales-months';
import { partyCounts, type PartyCounts } from './shops';
import { stockByCategory, stockTotals } from './stock';

/**
 * The statistics card (docs/domain.md#home-dashboard): parties, the stock held now, and this month's sales and
 * settlements, each over what the caller's gold scope reaches.
 */
export interface HomeStatistics extends PartyCounts {
  /** 'YYYY-MM': the month of the month figures. */
  month: string;
  stockCount: number;
  stockWeight: string;
  saleCount: number;
  saleAmount: string;
  soldWeight: string;
  /** Settlement amount (sold gold at the settlement price) of the live settlements dated this month. */
  settlementAmount: string;
}

export async function homeStatistics(db: DbOrTx, scope: GoldScope, now: Date, timeZone?: string): Promise<HomeStatistics> {
  const month = thisMonth(now, timeZone);
  const { filters } = scope;
  const s = shopSettlements;
  const [parties, stock, [sales], [settled]] = await Promise.all([
    partyCounts(db, { spv: filters.spvRead, franchisee: filters.franchisee, shop: filters.shop }),
    stockByCategory(db, filters.inventory),
    salesByMonth(db, scope, [month]),
    db.select({ amount: sql<string>`coalesce(sum(${s.settlementAmount}), 0)` }).from(s)
      .where(and(isNull(s.deletedAt), gte(s.settlementDate, month.firstDay), lt(s.settlementDate, month.nextDay), filters.settlement)),
  ]);
  const totals = stockTotals(stock);
  return {
    month: month.month,
    ...parties,
    stockCount: totals.count,
    stockWeight: totals.weight,
    saleCount: sales?.saleCount ?? 0,
    saleAmount: sales?.saleAmount ?? '0.00',
    soldWeight: sales?.soldWeight ?? '0.000',
    settlementAmount: new Decimal(settled.amount).toFixed(2),
  };
}
