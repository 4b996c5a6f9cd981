import Decimal from 'decimal.js';
import { and, eq, inArray, isNull, lte, desc } from 'drizzle-orm';
import {
  goldPrices, shopFundSettlements, shopFunds, shopSales, shopSalesMonths, shopSettlementDays, shopSettlements, shopSpecialFunds,
} from '../../server/db/schema';
import { FUND_COMPLETED } from '../../models/gold/fund';
import { SETTLEMENT_PAID, SETTLEMENT_PART_PAID, SETTLEMENT_UNPAID } from '../../models/gold/settlement';
import { PRICE_BASE } from '../../models/gold/goldPrice';
import { call } from './helpers';
import type { GoldContext } from './gold-helpers';
import type { FinanceSession } from './gold-finance-ops';

/**
 * The money invariants of docs/domain.md#invariants (3, 4, 5), checked after every operation of a run for its shops,
 * each computed here from the rows independently of the server's code, and compared with what the server answers.
 */

const sum = (values: Array<string | null | undefined>) => values.reduce((s, v) => s.plus(v ?? 0), new Decimal(0));
const fail = (message: string, detail: unknown): never => {
  throw new Error(`${message}: ${JSON.stringify(detail)}`);
};
const same = (a: Decimal.Value, b: Decimal.Value) => new Decimal(a).equals(new Decimal(b));

/** The base price that applies to a day: the live one of the latest date on or before it. */
async function basePriceOf(t: GoldContext, day: string): Promise<string | null> {
  const [row] = await t.db.select({ price: goldPrices.price }).from(goldPrices)
    .where(and(eq(goldPrices.priceType, PRICE_BASE), lte(goldPrices.priceDate, day), isNull(goldPrices.deletedAt))).orderBy(desc(goldPrices.priceDate)).limit(1);
  return row?.price ?? null;
}

/** Unsettled days are the live sales of their shop and date, valued at the day's price (or the one set by hand). */
async function checkDays(t: GoldContext, shopIds: string[]): Promise<Array<typeof shopSettlementDays.$inferSelect>> {
  const [days, sales] = await Promise.all([
    t.db.select().from(shopSettlementDays).where(inArray(shopSettlementDays.shopId, shopIds)),
    t.db.select().from(shopSales).where(and(inArray(shopSales.shopId, shopIds), isNull(shopSales.deletedAt))),
  ]);
  const byDay = new Map<string, typeof sales>();
  for (const s of sales) byDay.set(`${s.shopId}|${s.saleDate}`, [...(byDay.get(`${s.shopId}|${s.saleDate}`) ?? []), s]);
  const dayKeys = new Set(days.map((d) => `${d.shopId}|${d.day}`));
  for (const key of byDay.keys()) if (!dayKeys.has(key)) fail('a day with live sales has no settlement day', key);
  for (const d of days) {
    const own = byDay.get(`${d.shopId}|${d.day}`) ?? [];
    if (d.settlementId) continue;
    if (!own.length) fail('an unsettled day without live sales is kept', d);
    const weight = sum(own.map((s) => s.goldWeight));
    const price = d.priceManual ? d.settlementPrice : await basePriceOf(t, d.day);
    const amount = price === null ? new Decimal(0) : weight.times(price).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const wanted = { saleCount: own.length, soldWeight: weight.toFixed(3), price, amount: amount.toFixed(2), oldGold: sum(own.map((s) => s.oldGoldWeight)).toFixed(3) };
    const actual = { saleCount: d.saleCount, soldWeight: new Decimal(d.soldWeight).toFixed(3), price: d.settlementPrice === null ? null : new Decimal(d.settlementPrice).toFixed(2),
      amount: new Decimal(d.amount).toFixed(2), oldGold: new Decimal(d.oldGoldWeight).toFixed(3) };
    if (wanted.price !== null) wanted.price = new Decimal(wanted.price).toFixed(2);
    if (JSON.stringify(wanted) !== JSON.stringify(actual)) fail(`unsettled day ${d.day} is not derived from its sales`, { wanted, actual });
  }
  return days;
}

/** The dashboard's shop-month sums (kept by triggers) are the days summed per shop and month. */
async function checkSalesMonths(t: GoldContext, shopIds: string[], days: Array<typeof shopSettlementDays.$inferSelect>): Promise<void> {
  const figures = (saleCount: number, weight: Decimal.Value, amount: Decimal.Value, fee: Decimal.Value, margin: Decimal.Value, unpriced: number) =>
    [saleCount, new Decimal(weight).toFixed(3), new Decimal(amount).toFixed(2), new Decimal(fee).toFixed(2), new Decimal(margin).toFixed(2), unpriced].join(' ');
  const wanted = new Map<string, { n: number; w: Decimal; a: Decimal; f: Decimal; m: Decimal; u: number }>();
  for (const d of days) {
    const key = `${d.shopId}|${d.day.slice(0, 7)}`;
    const acc = wanted.get(key) ?? { n: 0, w: new Decimal(0), a: new Decimal(0), f: new Decimal(0), m: new Decimal(0), u: 0 };
    const priced = d.settlementPrice !== null;
    wanted.set(key, {
      n: acc.n + d.saleCount, w: acc.w.plus(d.soldWeight), a: acc.a.plus(d.saleAmount), f: acc.f.plus(d.labourFee),
      m: priced ? acc.m.plus(d.saleAmount).minus(d.labourFee).minus(d.amount) : acc.m, u: acc.u + (priced ? 0 : 1),
    });
  }
  const rows = await t.db.select().from(shopSalesMonths).where(inArray(shopSalesMonths.shopId, shopIds));
  const empty = figures(0, 0, 0, 0, 0, 0);
  const actual = new Map(rows.map((r) => [`${r.shopId}|${r.month.slice(0, 7)}`,
    figures(r.saleCount, r.soldWeight, r.saleAmount, r.labourFee, r.margin, r.unpricedDays)]));
  for (const key of new Set([...wanted.keys(), ...actual.keys()])) {
    const w = wanted.get(key);
    const expected = w ? figures(w.n, w.w, w.a, w.f, w.m, w.u) : empty;
    if ((actual.get(key) ?? empty) !== expected) fail(`the month sums of ${key} are not its days summed`, { expected, actual: actual.get(key) });
  }
}

/** (3) a settlement's amounts are the sums of its days; (paid ≤ allocated ≤ payable, status from paid) per settlement. */
async function checkSettlements(t: GoldContext, shopIds: string[]): Promise<void> {
  const settlements = await t.db.select().from(shopSettlements).where(inArray(shopSettlements.shopId, shopIds));
  const live = new Set(settlements.filter((s) => !s.deletedAt).map((s) => s.id));
  const days = await t.db.select().from(shopSettlementDays).where(inArray(shopSettlementDays.shopId, shopIds));
  for (const d of days) if (d.settlementId && !live.has(d.settlementId)) fail('a day belongs to a settlement that is not live', d);
  const ids = [...live];
  const allocations = ids.length ? await t.db.select({ a: shopFundSettlements, f: shopFunds }).from(shopFundSettlements)
    .innerJoin(shopFunds, eq(shopFunds.id, shopFundSettlements.fundId)).where(and(inArray(shopFundSettlements.settlementId, ids), isNull(shopFunds.deletedAt))) : [];
  for (const s of settlements.filter((x) => !x.deletedAt)) {
    const own = days.filter((d) => d.settlementId === s.id);
    const amounts = { dayCount: own.length, soldWeight: sum(own.map((d) => d.soldWeight)).toFixed(3), amount: sum(own.map((d) => d.amount)).toFixed(2) };
    const stated = { dayCount: s.dayCount, soldWeight: new Decimal(s.soldWeight).toFixed(3), amount: new Decimal(s.settlementAmount).toFixed(2) };
    if (JSON.stringify(amounts) !== JSON.stringify(stated)) fail(`settlement ${s.code} is not the sum of its days`, { amounts, stated });
    if (!same(s.payableAmount, new Decimal(s.settlementAmount).minus(s.substitutionAmount))) fail(`settlement ${s.code}: payable is not amount − substitution`, s);
    if (new Decimal(s.payableAmount).isNegative()) fail(`settlement ${s.code}: negative payable`, s);
    const mine = allocations.filter((x) => x.a.settlementId === s.id);
    const allocated = sum(mine.map((x) => x.a.amount));
    const paid = sum(mine.filter((x) => x.f.status === FUND_COMPLETED).map((x) => x.a.amount));
    if (!same(allocated, s.allocatedAmount) || !same(paid, s.paidAmount)) fail(`settlement ${s.code}: allocated/paid differ from its allocations`, { allocated, paid, s });
    if (paid.greaterThan(allocated) || allocated.greaterThan(s.payableAmount)) fail(`settlement ${s.code}: paid ≤ allocated ≤ payable broken`, s);
    const status = paid.isZero() && !new Decimal(s.payableAmount).isZero() ? SETTLEMENT_UNPAID : paid.equals(s.payableAmount) ? SETTLEMENT_PAID : SETTLEMENT_PART_PAID;
    if (s.status !== status) fail(`settlement ${s.code}: status ${s.status}, paid ${paid} of ${s.payableAmount}`, s);
  }
}

/** (4) the standing book per shop, and (5) old gold held, against the rows and the session's tally. */
async function checkLedger(t: GoldContext, session: FinanceSession): Promise<void> {
  for (const [i, shop] of session.shops.entries()) {
    const [settlements, specials, completed, sales] = await Promise.all([
      t.db.select().from(shopSettlements).where(and(eq(shopSettlements.shopId, shop.id), isNull(shopSettlements.deletedAt))),
      t.db.select().from(shopSpecialFunds).where(and(eq(shopSpecialFunds.shopId, shop.id), isNull(shopSpecialFunds.deletedAt))),
      t.db.select().from(shopFunds).where(and(eq(shopFunds.shopId, shop.id), eq(shopFunds.status, FUND_COMPLETED), isNull(shopFunds.deletedAt))),
      t.db.select().from(shopSales).where(and(eq(shopSales.shopId, shop.id), isNull(shopSales.deletedAt))),
    ]);
    const rows = { payable: sum(settlements.map((s) => s.payableAmount)), paid: sum(completed.map((f) => f.amount)), special: sum(specials.map((s) => s.amount)) };
    const balance = rows.payable.minus(rows.paid).minus(rows.special);
    if (!rows.payable.equals(shop.payable) || !rows.paid.equals(shop.paid) || !rows.special.equals(shop.special)) {
      fail(`shop${i}: the rows differ from what the session booked`, { rows, booked: { payable: shop.payable, paid: shop.paid, special: shop.special } });
    }
    const book = await call(t.app, 'GET', '/api/shopFund/shopStandBookStatistics', { token: t.admin, query: { shopId: shop.id } });
    const line = (book.data?.list ?? []).find((l: any) => l.shopId === shop.id || l.id === shop.id);
    const zero = balance.isZero() && rows.payable.isZero() && rows.special.isZero();
    if (!line && !zero) fail(`shop${i}: missing from the standing book`, book);
    if (line && !same(line.balance, balance)) fail(`shop${i}: standing-book balance ${line.balance}, the rows say ${balance}`, line);
    if (!zero) {
      const detail = await call(t.app, 'GET', `/api/shopFund/standBookDetail/${shop.id}`, { token: t.admin });
      if (!same(detail.data.closingBalance, balance)) fail(`shop${i}: the standing-book detail closes at ${detail.data.closingBalance}, not ${balance}`, detail.data);
    }
    const held = sum(sales.map((s) => s.oldGoldWeight)).minus(sum(settlements.map((s) => s.substitutionWeight)));
    if (held.isNegative()) fail(`shop${i}: handed over more old gold than traded in`, { held });
    const told = await call(t.app, 'GET', `/api/shopSettlement/getSubstitutionAmount/${shop.id}`, { token: t.admin });
    if (!same(told.data.oldGoldHeld, held)) fail(`shop${i}: old gold held answered ${told.data.oldGoldHeld}, the rows say ${held}`, told.data);
  }
}

export async function checkFinance(t: GoldContext, session: FinanceSession): Promise<void> {
  const ids = session.shops.map((s) => s.id);
  await checkSalesMonths(t, ids, await checkDays(t, ids));
  await checkSettlements(t, ids);
  await checkLedger(t, session);
}
