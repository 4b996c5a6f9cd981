import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import Decimal from 'decimal.js';
import { eq, isNull } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';
import {
  dictionaryData, dictionaryTypes, goldPrices, seedSteps, shopFundSettlements, shopFunds, shopInventories, shopSales, shopSettlementDays, shopSettlements, shops,
} from '../../server/db/schema';
import { planDemoOperations } from '../../server/modules/gold/demo-operations-plan';
import { demoRandom } from '../../server/modules/gold/demo-random';
import { testDatabaseConfig } from './helpers';

// The demo operations seeded with SEED_DEMO (server/modules/gold/demo-operations.ts), read back from the database.
let database: Database;
let drop: () => Promise<void>;
let prices: (typeof goldPrices.$inferSelect)[];
let items: (typeof shopInventories.$inferSelect)[];
let sales: (typeof shopSales.$inferSelect)[];

const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
const daysBefore = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const line = (weight: string, price: string) => new Decimal(weight).mul(price).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

beforeAll(async () => {
  const made = await testDatabaseConfig();
  drop = made.drop;
  database = await openDatabase(made.config);
  await seedDatabase(database.db, { adminPassword: 'Admin@12345', seedDemo: true, demoPassword: 'Demo@12345', print: () => {} });
  prices = await database.db.select().from(goldPrices).where(isNull(goldPrices.deletedAt));
  items = await database.db.select().from(shopInventories).where(isNull(shopInventories.deletedAt));
  sales = await database.db.select().from(shopSales).where(isNull(shopSales.deletedAt));
}, 60_000);
afterAll(async () => {
  await database?.close();
  await drop?.();
});

describe('demo operations (SEED_DEMO)', () => {
  it('records the step once, so a restart adds nothing', async () => {
    const steps = await database.db.select().from(seedSteps).where(eq(seedSteps.name, 'gold-demo-operations'));
    expect(steps).toHaveLength(1);
    await seedDatabase(database.db, { seedDemo: true, demoPassword: 'Demo@12345' });
    expect(await database.db.$count(shopInventories)).toBe(items.length);
    expect(await database.db.$count(goldPrices)).toBe(prices.length);
  });

  it('has a base and an old-gold price for each of the 365 days up to today, one per date and type', () => {
    const expected = Array.from({ length: 365 }, (_, i) => daysBefore(today, 364 - i));
    for (const type of [1, 2]) {
      const dates = prices.filter((p) => p.priceType === type).map((p) => p.priceDate).sort();
      expect(dates).toEqual(expected);
    }
    expect(prices).toHaveLength(730);
    const base = new Map(prices.filter((p) => p.priceType === 1).map((p) => [p.priceDate, p.price]));
    for (const p of prices) {
      expect(p.price).toMatch(/^\d+\.\d{2}$/);
      if (p.priceType === 1) {
        expect(Number(p.price)).toBeGreaterThan(450);
        expect(Number(p.price)).toBeLessThan(750);
      } else {
        // The buy-back price sits 12 to 20 CNY/g under that day's base price.
        const gap = new Decimal(base.get(p.priceDate)!).minus(p.price);
        expect(gap.gte(12) && gap.lte(20), `${p.priceDate}: gap ${gap.toString()}`).toBe(true);
      }
    }
  });

  it('puts a few thousand stock items in inbound batches across every demo shop', async () => {
    expect(items.length).toBe(3000);
    const shopIds = (await database.db.select({ id: shops.id }).from(shops)).map((s) => s.id).sort();
    expect([...new Set(items.map((i) => i.shopId))].sort()).toEqual(shopIds);
    const [type] = await database.db.select().from(dictionaryTypes).where(eq(dictionaryTypes.enCode, 'goldCategory'));
    const codes = (await database.db.select().from(dictionaryData).where(eq(dictionaryData.typeId, type.id))).map((d) => d.enCode).sort();
    expect([...new Set(items.map((i) => i.category))].sort()).toEqual(codes);
    expect(new Set(items.map((i) => i.inventoryNumber)).size).toBe(items.length);
    for (const item of items) {
      expect(item.batchNumber).toMatch(/^RK\d{12}$/);
      expect(item.batchNumber!.slice(2, 10)).toBe(item.inboundDate.replaceAll('-', ''));
      expect(item.goldWeight).toMatch(/^\d+\.\d{3}$/);
      expect(new Decimal(item.goldWeight).gt(0)).toBe(true);
      expect([999, 916]).toContain(item.purity);
      expect(item.labourFee).toMatch(/^\d+\.\d{2}$/);
      expect(item.productName.length).toBeGreaterThan(2);
      expect(item.inboundDate <= today).toBe(true);
    }
    // A batch belongs to one shop and one day.
    const batchShop = new Map<string, string>();
    for (const item of items) {
      expect(batchShop.get(item.batchNumber!) ?? item.shopId).toBe(item.shopId);
      batchShop.set(item.batchNumber!, item.shopId);
    }
    expect(batchShop.size).toBeGreaterThan(40);
  });

  it('sells about a third of the items: each sold item has exactly one sale, and every sale sells a sold item', () => {
    const sold = items.filter((i) => i.state === 2);
    expect(sold.length / items.length).toBeGreaterThan(0.25);
    expect(sold.length / items.length).toBeLessThan(0.4);
    const salesOf = new Map<string, typeof sales>();
    for (const sale of sales) {
      expect(sale.inventoryId).not.toBeNull();
      expect(sale.noInventory).toBe(0);
      salesOf.set(sale.inventoryId!, [...(salesOf.get(sale.inventoryId!) ?? []), sale]);
    }
    for (const item of sold) {
      const mine = salesOf.get(item.id) ?? [];
      expect(mine, item.inventoryNumber).toHaveLength(1);
      expect(mine[0]).toMatchObject({ shopId: item.shopId, inventoryNumber: item.inventoryNumber, goldWeight: item.goldWeight });
    }
    expect(sales).toHaveLength(sold.length);
  });

  it('derives a settlement day per shop and day of the sales, at that day\'s base price, as a sale import does (settled or not: see the demo finance)', async () => {
    const days = await database.db.select().from(shopSettlementDays);
    const keys = new Set(sales.map((s) => `${s.shopId}|${s.saleDate}`));
    expect(days.map((d) => `${d.shopId}|${d.day}`).sort()).toEqual([...keys].sort());
    const base = new Map(prices.filter((p) => p.priceType === 1).map((p) => [p.priceDate, p.price]));
    for (const d of days) {
      const mine = sales.filter((s) => s.shopId === d.shopId && s.saleDate === d.day);
      const weight = mine.reduce((w, s) => w.plus(s.goldWeight), new Decimal(0)).toFixed(3);
      expect(d).toMatchObject({ saleCount: mine.length, soldWeight: weight, settlementPrice: base.get(d.day), amount: line(weight, base.get(d.day)!).toFixed(2) });
    }
  });

  it('prices every sale at that day\'s base price plus a margin, with amounts rounded half-up once per line', () => {
    const priceOn = new Map(prices.map((p) => [`${p.priceDate}/${p.priceType}`, p.price]));
    let tradeIns = 0;
    for (const sale of sales) {
      const base = priceOn.get(`${sale.saleDate}/1`)!;
      expect(new Decimal(sale.retailPrice).gt(base)).toBe(true);
      expect(sale.saleAmount).toBe(line(sale.goldWeight, sale.retailPrice).plus(sale.labourFee ?? '0').toFixed(2));
      if (new Decimal(sale.oldGoldWeight).isZero()) {
        expect(sale.oldGoldAmount).toBe('0.00');
        continue;
      }
      tradeIns += 1;
      expect(sale.oldGoldPrice).toBe(priceOn.get(`${sale.saleDate}/2`));
      expect(sale.oldGoldAmount).toBe(line(sale.oldGoldWeight, sale.oldGoldPrice!).toFixed(2));
    }
    expect(tradeIns / sales.length).toBeGreaterThan(0.2);
    expect(tradeIns / sales.length).toBeLessThan(0.6);
  });

  it('never sells or sends out an item before its inbound date or after today', () => {
    const byId = new Map(items.map((i) => [i.id, i]));
    for (const sale of sales) {
      const item = byId.get(sale.inventoryId!)!;
      expect(sale.saleDate >= item.inboundDate, `${item.inventoryNumber}: sold ${sale.saleDate}, in ${item.inboundDate}`).toBe(true);
      expect(sale.saleDate <= today).toBe(true);
    }
    const out = items.filter((i) => i.state === 3);
    expect(out.length).toBeGreaterThan(0);
    expect(out.length).toBeLessThan(items.length * 0.1);
    for (const item of out) {
      expect(item.outDate! >= item.inboundDate && item.outDate! <= today).toBe(true);
      expect([1, 2, 3]).toContain(item.outType);
      expect(item.outReason).toBeTruthy();
    }
    for (const item of items.filter((i) => i.state === 1)) expect(item.outDate).toBeNull();
  });

  it('is deterministic: the same seed and day give the same rows, and Math.random is never used', () => {
    const random = vi.spyOn(Math, 'random');
    const shopList = [{ id: 'a', openingDate: '2020-01-01' }, { id: 'b', openingDate: null }];
    const withoutIds = () => {
      const plan = planDemoOperations(shopList, today, demoRandom(7), now);
      return { ...plan, items: plan.items.map(({ id: _id, ...rest }) => rest), sales: plan.sales.map(({ inventoryId: _id, ...rest }) => rest) };
    };
    const first = withoutIds();
    expect(withoutIds()).toEqual(first);
    expect(first.items).toHaveLength(3000);
    expect(random).not.toHaveBeenCalled();
    random.mockRestore();
  });
});

describe('demo finance (SEED_DEMO)', () => {
  it('settles every past month of every shop, pays all but last month in full and half of last month, and keeps the ledger whole', async () => {
    const db = database.db;
    const [settlements, days, funds, allocations] = await Promise.all([
      db.select().from(shopSettlements).where(isNull(shopSettlements.deletedAt)),
      db.select().from(shopSettlementDays),
      db.select().from(shopFunds).where(isNull(shopFunds.deletedAt)),
      db.select().from(shopFundSettlements),
    ]);
    const thisMonth = today.slice(0, 7);
    expect(settlements.length).toBeGreaterThan(0);
    // Every priced day before this month is settled, each by the settlement of its shop and month.
    for (const d of days.filter((x) => x.day < `${thisMonth}-01` && x.settlementPrice !== null)) expect(d.settlementId, d.day).not.toBeNull();
    for (const d of days.filter((x) => x.day >= `${thisMonth}-01`)) expect(d.settlementId).toBeNull();
    for (const s of settlements) {
      const own = days.filter((d) => d.settlementId === s.id);
      expect(own.every((d) => d.shopId === s.shopId && d.day.slice(0, 7) === s.startDay.slice(0, 7))).toBe(true);
      expect(own.reduce((t, d) => t.plus(d.amount), new Decimal(0)).toFixed(2)).toBe(new Decimal(s.settlementAmount).toFixed(2));
      expect(new Decimal(s.settlementAmount).minus(s.substitutionAmount).equals(s.payableAmount)).toBe(true);
      const mine = allocations.filter((a) => a.settlementId === s.id);
      const paid = mine.filter((a) => funds.find((f) => f.id === a.fundId)!.status === 3).reduce((t, a) => t.plus(a.amount), new Decimal(0));
      expect(paid.equals(s.paidAmount)).toBe(true);
      expect(new Decimal(s.paidAmount).lessThanOrEqualTo(s.allocatedAmount) && new Decimal(s.allocatedAmount).lessThanOrEqualTo(s.payableAmount)).toBe(true);
    }
    // Older months are paid, last month's are half registered and unpaid.
    const lastMonthStart = new Date(Date.parse(`${thisMonth}-01T00:00:00Z`) - 86_400_000).toISOString().slice(0, 7);
    const last = settlements.filter((s) => s.startDay.startsWith(lastMonthStart));
    expect(last.length).toBeGreaterThan(0);
    for (const s of last.filter((x) => !new Decimal(x.payableAmount).isZero())) expect(s).toMatchObject({ status: 1, paidAmount: '0.00' });
    for (const s of settlements.filter((x) => !x.startDay.startsWith(lastMonthStart))) expect(s.status).toBe(3);
  });
});
