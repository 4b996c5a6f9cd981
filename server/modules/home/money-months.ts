import Decimal from 'decimal.js';
import { and, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { FUND_COMPLETED } from '../../../models/gold/fund';
import type { DbOrTx } from '../../db/client';
import { shopFunds, shopSettlements } from '../gold/finance-tables';
import { completionDate } from '../gold/ledger-dates';
import type { MonthWindow } from './months';

/**
 * What shops owe and pay, by month, as the standing book and the month-end count them
 * (docs/domain.md#decisions-of-gold-operations-ii): payable of the live settlements by settlement date; paid = completed
 * funds by their completion date (a fund's amount is the sum of its allocations). Scopes are the caller's filters over
 * settlements and funds.
 */
export interface MoneyMonth {
  month: string;
  payableAmount: string;
  paidAmount: string;
}

/** `timeZone`: the configured zone, in which a fund's completion falls on a day and month. */
export async function moneyByMonth(db: DbOrTx, scopes: { settlement?: SQL; fund?: SQL }, windows: MonthWindow[], timeZone: string): Promise<MoneyMonth[]> {
  const s = shopSettlements;
  const f = shopFunds;
  const first = windows[0].firstDay;
  const next = windows[windows.length - 1].nextDay;
  const paidOn = completionDate(timeZone, f.completedAt);
  const [payable, paid] = await Promise.all([
    db.select({ month: sql<string>`to_char(${s.settlementDate}::timestamp, 'YYYY-MM')`, amount: sql<string>`coalesce(sum(${s.payableAmount}), 0)` }).from(s)
      .where(and(isNull(s.deletedAt), gte(s.settlementDate, first), lt(s.settlementDate, next), scopes.settlement))
      .groupBy(sql`1`),
    db.select({ month: sql<string>`to_char(${paidOn}::timestamp, 'YYYY-MM')`, amount: sql<string>`coalesce(sum(${f.amount}), 0)` }).from(f)
      .where(and(isNull(f.deletedAt), eq(f.status, FUND_COMPLETED), sql`${paidOn} >= ${first}::date`, sql`${paidOn} < ${next}::date`, scopes.fund))
      .groupBy(sql`1`),
  ]);
  const payableOf = new Map(payable.map((r) => [r.month, r.amount]));
  const paidOf = new Map(paid.map((r) => [r.month, r.amount]));
  return windows.map((w) => ({
    month: w.month,
    payableAmount: new Decimal(payableOf.get(w.month) ?? 0).toFixed(2),
    paidAmount: new Decimal(paidOf.get(w.month) ?? 0).toFixed(2),
  }));
}
