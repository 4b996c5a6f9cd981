import Decimal from 'decimal.js';
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import { FUND_COMPLETED, FUND_REGISTERED } from '../../../models/gold/fund';
import { SETTLEMENT_PAID, SETTLEMENT_UNPAID } from '../../../models/gold/settlement';
import type { Tx } from '../../db/client';
import type { SeedStep } from '../../db/seed-steps';
import { datePart, issueBillNumber } from '../system/bill-number';
import { shopFundBatches, shopFundSettlements, shopFunds, shopSettlements, shopSpecialFunds } from './finance-tables';
import { latestPrice } from './settlement-days';
import { shopSettlementDays, shops } from './tables';

/**
 * Demo money side (SEED_DEMO, after demo-operations.ts): each demo shop settles every past month on the 1st of the next,
 * handing over the old gold traded in that month; settlements before last month are paid in full (a batch received
 * ten days later), last month's is half registered; every third shop has a rebate. Month-end is left to the monthly
 * job (or 生成月末), as in a live system.
 */

type Day = typeof shopSettlementDays.$inferSelect;
const sum = (days: Day[], key: 'soldWeight' | 'amount' | 'oldGoldWeight') => days.reduce((s, d) => s.plus(d[key]), new Decimal(0));
const nextMonthFirst = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};
const plusDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const noon = (date: string) => new Date(`${date}T12:00:00`);

async function settleMonth(tx: Tx, shopId: string, month: string, days: Day[]): Promise<{ id: string; payable: Decimal; date: string }> {
  const date = nextMonthFirst(month);
  const price = await latestPrice(tx, 2, date);
  const amount = sum(days, 'amount');
  let weight = sum(days, 'oldGoldWeight');
  let substitution = price === null ? new Decimal(0) : weight.times(price).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  if (price === null || substitution.greaterThan(amount)) [weight, substitution] = [new Decimal(0), new Decimal(0)];
  const payable = amount.minus(substitution);
  const [row] = await tx.insert(shopSettlements).values({
    code: await issueBillNumber(tx, 'settlementCode', noon(date)), shopId, settlementDate: date, startDay: days[0].day, endDay: days.at(-1)!.day,
    dayCount: days.length, soldWeight: sum(days, 'soldWeight').toFixed(3), settlementAmount: amount.toFixed(2), substitutionWeight: weight.toFixed(3),
    substitutionPrice: weight.isZero() ? null : price, substitutionAmount: substitution.toFixed(2), payableAmount: payable.toFixed(2),
    status: payable.isZero() ? SETTLEMENT_PAID : SETTLEMENT_UNPAID, createdAt: noon(date),
  }).returning({ id: shopSettlements.id });
  for (const d of days) await tx.update(shopSettlementDays).set({ settlementId: row.id }).where(eq(shopSettlementDays.id, d.id));
  return { id: row.id, payable, date };
}

/** One fund of `share` of the payable in its own batch: completed (and the batch received) or registered. */
async function pay(tx: Tx, shopId: string, settlement: { id: string; payable: Decimal; date: string }, share: number, completed: boolean): Promise<void> {
  const amount = settlement.payable.times(share).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  if (amount.isZero()) return;
  const payDate = plusDays(settlement.date, 7);
  const receivedAt = noon(plusDays(settlement.date, 10));
  const status = completed ? FUND_COMPLETED : FUND_REGISTERED;
  const [batch] = await tx.insert(shopFundBatches).values({
    code: await issueBillNumber(tx, 'fundBatchCode', noon(payDate)), shopId, batchDate: payDate, fundCount: 1, totalAmount: amount.toFixed(2), status,
    receivedAt: completed ? receivedAt : null, createdAt: noon(payDate),
  }).returning({ id: shopFundBatches.id });
  const [fund] = await tx.insert(shopFunds).values({
    shopId, batchId: batch.id, amount: amount.toFixed(2), payDate, payMethod: 'transfer', bankSerial: `DEMO${payDate.replaceAll('-', '')}${shopId.slice(0, 6)}`, status,
    completedAt: completed ? receivedAt : null, createdAt: noon(payDate),
  }).returning({ id: shopFunds.id });
  await tx.insert(shopFundSettlements).values({ fundId: fund.id, settlementId: settlement.id, amount: amount.toFixed(2) });
  const paid = completed ? amount : new Decimal(0);
  await tx.update(shopSettlements).set({
    allocatedAmount: amount.toFixed(2), paidAmount: paid.toFixed(2),
    status: paid.isZero() ? SETTLEMENT_UNPAID : paid.equals(settlement.payable) ? SETTLEMENT_PAID : 2,
  }).where(eq(shopSettlements.id, settlement.id));
}

export const demoFinanceStep: SeedStep = {
  name: 'gold-demo-finance',
  async run(tx) {
    const thisMonth = datePart('yyyy-MM-dd', new Date()).slice(0, 7);
    const lastMonth = datePart('yyyy-MM-dd', new Date(Date.parse(`${thisMonth}-01T00:00:00Z`) - 86_400_000)).slice(0, 7);
    const shopRows = await tx.select({ id: shops.id }).from(shops).where(isNull(shops.deletedAt)).orderBy(asc(shops.code));
    // Bill numbers run in date order: month by month, every shop's settlement first, then the payments a week later.
    const months = new Map<string, Map<string, Day[]>>();
    for (const shop of shopRows) {
      const days = await tx.select().from(shopSettlementDays)
        .where(and(eq(shopSettlementDays.shopId, shop.id), lt(shopSettlementDays.day, `${thisMonth}-01`))).orderBy(asc(shopSettlementDays.day));
      for (const d of days.filter((x) => x.settlementPrice !== null)) {
        const byShop = months.get(d.day.slice(0, 7)) ?? new Map<string, Day[]>();
        byShop.set(shop.id, [...(byShop.get(shop.id) ?? []), d]);
        months.set(d.day.slice(0, 7), byShop);
      }
    }
    for (const month of [...months.keys()].sort()) {
      const settled = [];
      for (const [shopId, days] of months.get(month)!) settled.push({ shopId, settlement: await settleMonth(tx, shopId, month, days) });
      for (const { shopId, settlement } of settled) await pay(tx, shopId, settlement, month === lastMonth ? 0.5 : 1, month !== lastMonth);
    }
    for (const [i, shop] of shopRows.entries()) {
      if (i % 3 === 0) await tx.insert(shopSpecialFunds).values({ shopId: shop.id, fundType: 'rebate', amount: '2000.00', fundDate: `${lastMonth}-15`, remark: '季度销售返利' });
    }
  },
};
