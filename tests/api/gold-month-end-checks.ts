import Decimal from 'decimal.js';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { shopFundSettlements, shopFunds, shopInventories, shopSales, shopSettlements, shopSpecialFunds } from '../../server/db/schema';
import { FUND_COMPLETED } from '../../models/gold/fund';
import { ITEM_IN_STOCK, ITEM_OUT } from '../../models/gold/inventory';
import { addMonths } from '../../server/modules/gold/month-end-compute';
import type { GoldContext } from './gold-helpers';
import { MONTHS } from './gold-month-end-arbitraries';
import type { MonthEndSession } from './gold-month-end-ops';

/**
 * The month-end invariants (issue 15; docs/domain.md, "Decisions of gold operations II", Month-end, and invariant 1),
 * checked once all three months of a run's shop are closed: conservation in every month and category, each month's
 * closing is the next month's opening, each month's movements and ledger lines are those of the rows dated in it
 * (computed here from the rows), the last closing is what the shop holds and owes, and no closed month was rewritten.
 */

interface Figures { count: number; weight: Decimal }
const ZERO: Figures = { count: 0, weight: new Decimal(0) };
const add = (a: Figures, n: number, w: Decimal.Value): Figures => ({ count: a.count + n, weight: a.weight.plus(w) });
const show = (f: Figures) => `${f.count} / ${f.weight.toFixed(3)} g`;
const fail = (message: string, detail: unknown): never => {
  throw new Error(`${message}: ${JSON.stringify(detail)}`);
};
const sameFigures = (a: Figures, b: Figures) => a.count === b.count && a.weight.equals(b.weight);
const LAST = MONTHS[MONTHS.length - 1];
/** The first day after the window: every date of the checks is before it. */
const AFTER = `${addMonths(LAST, 1)}-01`;

/** Σ by `key` (category or month|category), in decimals. */
function tallyBy<T>(rows: T[], key: (r: T) => string | null, weight: (r: T) => string): Map<string, Figures> {
  const out = new Map<string, Figures>();
  for (const r of rows) {
    const k = key(r);
    if (k !== null) out.set(k, add(out.get(k) ?? ZERO, 1, weight(r)));
  }
  return out;
}

/** Movements (by month|category) and ledger lines (by month) of the shop, from its rows. */
async function fromRows(t: GoldContext, shopId: string) {
  const [items, sales, settlements, paid, specials] = await Promise.all([
    t.db.select().from(shopInventories).where(and(eq(shopInventories.shopId, shopId), isNull(shopInventories.deletedAt))),
    t.db.select({ date: shopSales.saleDate, category: shopInventories.category, weight: shopInventories.goldWeight }).from(shopSales)
      .innerJoin(shopInventories, eq(shopInventories.id, shopSales.inventoryId))
      .where(and(eq(shopInventories.shopId, shopId), isNull(shopSales.deletedAt))),
    t.db.select().from(shopSettlements).where(and(eq(shopSettlements.shopId, shopId), isNull(shopSettlements.deletedAt))),
    // A fund counts on its completion day as the database session dates it (docs/domain.md, Standing book).
    t.db.select({ amount: shopFundSettlements.amount, day: sql<string>`(${shopFunds.completedAt})::date::text` }).from(shopFunds)
      .innerJoin(shopFundSettlements, eq(shopFundSettlements.fundId, shopFunds.id))
      .where(and(eq(shopFunds.shopId, shopId), eq(shopFunds.status, FUND_COMPLETED), isNull(shopFunds.deletedAt))),
    t.db.select().from(shopSpecialFunds).where(and(eq(shopSpecialFunds.shopId, shopId), isNull(shopSpecialFunds.deletedAt))),
  ]);
  const byMonth = (date: string, category: string) => `${date.slice(0, 7)}|${category}`;
  const money = (rows: Array<{ d: string; a: Decimal.Value }>) => {
    const out = new Map<string, Decimal>();
    for (const r of rows) out.set(r.d.slice(0, 7), (out.get(r.d.slice(0, 7)) ?? new Decimal(0)).plus(r.a));
    return out;
  };
  return {
    inbound: tallyBy(items, (i) => byMonth(i.inboundDate, i.category), (i) => i.goldWeight),
    outbound: tallyBy(items, (i) => (i.state === ITEM_OUT && i.outDate ? byMonth(i.outDate, i.category) : null), (i) => i.goldWeight),
    sold: tallyBy(sales, (s) => byMonth(s.date, s.category), (s) => s.weight),
    inStock: tallyBy(items, (i) => (i.state === ITEM_IN_STOCK ? i.category : null), (i) => i.goldWeight),
    // Payable = settlement amount − substitution, by settlement date.
    settled: money(settlements.map((s) => ({ d: s.settlementDate, a: new Decimal(s.settlementAmount).minus(s.substitutionAmount) }))),
    paid: money(paid.map((p) => ({ d: p.day, a: p.amount }))),
    special: money(specials.map((s) => ({ d: s.fundDate, a: s.amount }))),
    /** Every ledger line up to the window's end: what the shop owed then. */
    owed: settlements.filter((s) => s.settlementDate < AFTER).reduce((b, s) => b.plus(s.settlementAmount).minus(s.substitutionAmount), new Decimal(0))
      .minus(paid.filter((p) => p.day < AFTER).reduce((b, p) => b.plus(p.amount), new Decimal(0)))
      .minus(specials.filter((s) => s.fundDate < AFTER).reduce((b, s) => b.plus(s.amount), new Decimal(0))),
  };
}

/** Runs every check; throws naming the first broken one. Answers the number of months the shop has closed. */
export async function checkMonthEnd(t: GoldContext, session: MonthEndSession): Promise<number> {
  const rows = await session.closedRows();
  const months = [...rows.keys()];
  // Months close in order from the shop's first activity (or the first month asked) up to the last asked: no gap.
  if (months[months.length - 1] !== LAST) fail('the last month is not closed', months);
  months.forEach((m, i) => i > 0 && m !== addMonths(months[i - 1], 1) && fail('closed months have a gap', months));
  const rowsOf = await fromRows(t, session.shop.id);

  let previous: { month: string; categories: Map<string, Figures>; balance: string } | null = null;
  for (const [month, { head, stocks }] of rows) {
    if (head.status !== 2) fail('a closed month is not in status 2', head);
    const cats = new Map(stocks.map((s) => [s.category, s]));
    // 1. Conservation in count and weight, per category, and the head's totals are the categories' sums.
    for (const s of stocks) {
      const closing = add(add(add({ count: s.openingCount, weight: new Decimal(s.openingWeight) }, s.inboundCount, s.inboundWeight), -s.outboundCount, new Decimal(s.outboundWeight).neg()),
        -s.soldCount, new Decimal(s.soldWeight).neg());
      if (!sameFigures(closing, { count: s.closingCount, weight: new Decimal(s.closingWeight) })) fail(`${month} ${s.category}: opening + in − out − sold ≠ closing`, s);
      // The month's movements are the rows dated in it (the closed month kept them: nothing dated in it changed since).
      for (const [kind, n, w, source] of [['inbound', s.inboundCount, s.inboundWeight, rowsOf.inbound], ['outbound', s.outboundCount, s.outboundWeight, rowsOf.outbound],
        ['sold', s.soldCount, s.soldWeight, rowsOf.sold]] as const) {
        const expected = source.get(`${month}|${s.category}`) ?? ZERO;
        if (!sameFigures(expected, { count: n, weight: new Decimal(w) })) fail(`${month} ${s.category}: ${kind} ${n} / ${w} g, the rows dated in it ${show(expected)}`, s);
      }
    }
    for (const [key, f] of [...rowsOf.inbound, ...rowsOf.outbound, ...rowsOf.sold]) {
      const [m, category] = key.split('|');
      if (m === month && !cats.has(category) && (f.count || !f.weight.isZero())) fail(`${month} ${category}: rows moved it, the month has no such category`, key);
    }
    const total = (k: 'opening' | 'closing') => stocks.reduce((a, s) => add(a, s[`${k}Count`], s[`${k}Weight`]), ZERO);
    for (const k of ['opening', 'closing'] as const) {
      if (!sameFigures(total(k), { count: head[`${k}Count`], weight: new Decimal(head[`${k}Weight`]) })) fail(`${month}: the head's ${k} is not its categories' sum`, head);
    }
    const ledger = new Decimal(head.openingBalance).plus(head.settledAmount).minus(head.paidAmount).minus(head.specialAmount);
    if (!ledger.equals(head.closingBalance)) fail(`${month}: opening + settled − paid − special ≠ closing balance`, head);
    for (const [kind, amount, source] of [['settled', head.settledAmount, rowsOf.settled], ['paid', head.paidAmount, rowsOf.paid], ['special', head.specialAmount, rowsOf.special]] as const) {
      const expected = source.get(month) ?? new Decimal(0);
      if (!expected.equals(amount)) fail(`${month}: ${kind} ${amount}, the rows dated in it ${expected.toFixed(2)}`, head);
    }

    // 2. The previous month's closing is this month's opening, per category and for the balance; the first opens at zero.
    const opening = new Map(stocks.map((s) => [s.category, { count: s.openingCount, weight: new Decimal(s.openingWeight) }]));
    const carried = previous?.categories ?? new Map<string, Figures>();
    for (const category of new Set([...opening.keys(), ...carried.keys()])) {
      const was = carried.get(category) ?? ZERO;
      const is = opening.get(category) ?? ZERO;
      if (!sameFigures(was, is)) fail(`${category}: ${previous?.month ?? 'before the first closed month'} closed at ${show(was)}, ${month} opened at ${show(is)}`, stocks);
    }
    const openedAt = previous?.balance ?? '0';
    if (!new Decimal(openedAt).equals(head.openingBalance)) fail(`${month} opened at balance ${head.openingBalance}, the month before closed at ${openedAt}`, head);
    previous = { month, categories: new Map(stocks.map((s) => [s.category, { count: s.closingCount, weight: new Decimal(s.closingWeight) }])), balance: head.closingBalance };
  }

  // 3. The last closing is what the shop holds now (nothing is dated after the window) and what it owed at the window's end.
  const last = previous!;
  for (const category of new Set([...last.categories.keys(), ...rowsOf.inStock.keys()])) {
    const closing = last.categories.get(category) ?? ZERO;
    const held = rowsOf.inStock.get(category) ?? ZERO;
    if (!sameFigures(closing, held)) fail(`${LAST} ${category}: closed at ${show(closing)}, the shop holds ${show(held)}`, category);
  }
  if (!rowsOf.owed.equals(last.balance)) fail(`${LAST}: closing balance ${last.balance}, the ledger rows up to its end ${rowsOf.owed.toFixed(2)}`, last.balance);

  // 4. A month closed mid-run is as it was then.
  for (const [month, snapshot] of session.snapshots) {
    if (JSON.stringify(rows.get(month)) !== snapshot) fail(`${month} was rewritten after it closed`, { then: JSON.parse(snapshot), now: rows.get(month) });
  }
  return months.length;
}
