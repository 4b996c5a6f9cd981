import Decimal from 'decimal.js';
import { newId } from '../../db/columns';
import { PRICE_BASE, PRICE_OLD_GOLD } from '../../../models/gold/goldPrice';
import { ITEM_IN_STOCK, ITEM_OUT, ITEM_SOLD } from '../../../models/gold/inventory';
import { SALE_MATCHED } from '../../../models/gold/sale';
import type { goldPrices, shopInventories, shopSales } from './tables';
import { OUT_REASONS, SALESPEOPLE, demoPiece } from './demo-catalogue';
import type { DemoRandom } from './demo-random';

export const DEMO_DAYS = 365;
export const DEMO_ITEMS = 3000;

export interface DemoShop { id: string; openingDate: string | null }
export interface DemoPlan {
  prices: (typeof goldPrices.$inferInsert)[];
  items: (typeof shopInventories.$inferInsert)[];
  sales: (typeof shopSales.$inferInsert)[];
}

const DAY_MS = 86_400_000;
/** The `DEMO_DAYS` dates ending with `today` (YYYY-MM-DD), oldest first; computed in UTC so no DST shifts a day. */
function dateRange(today: string): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: DEMO_DAYS }, (_, i) => new Date(end - (DEMO_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

const yuan = (cents: number) => new Decimal(cents).div(100).toFixed(2);
const grams = (mg: number) => new Decimal(mg).div(1000).toFixed(3);
/** A line amount: weight × price, rounded half-up once to the fen (docs/domain.md#units-and-precision). */
const line = (weight: string, price: string) => new Decimal(weight).mul(price).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
/** Rows carry the time of day they happened at, never a moment after the seed ran. */
const at = (date: string, hour: number, now: Date) => {
  const t = new Date(`${date}T${String(hour).padStart(2, '0')}:00:00`);
  return t > now ? now : t;
};

/**
 * Daily prices in fen: the base price a mean-reverting random walk around 600 CNY/g, the old-gold buy-back price
 * 12–20 CNY/g below it. Whole fen throughout, so the stored prices are exact.
 */
function planPrices(dates: string[], random: DemoRandom, now: Date) {
  const base: number[] = [];
  const old: number[] = [];
  const prices: DemoPlan['prices'] = [];
  let cents = 60_000;
  for (const date of dates) {
    cents += Math.round((60_000 - cents) / 20) + random.int(-600, 600);
    base.push(cents);
    old.push(cents - random.int(1200, 2000));
    const createdAt = at(date, 9, now);
    prices.push({ priceDate: date, priceType: PRICE_BASE, price: yuan(cents), source: '上海黄金交易所', createdAt });
    prices.push({ priceDate: date, priceType: PRICE_OLD_GOLD, price: yuan(old[old.length - 1]), source: '门店回收挂牌价', createdAt });
  }
  return { prices, base, old };
}

/** Inbound batches: a shop, a day on or after its opening, a size; sorted so batch serials run in date order. */
function planBatches(shops: DemoShop[], dates: string[], random: DemoRandom) {
  const batches: { shop: DemoShop; day: number; size: number }[] = [];
  // The last day is kept free so every piece can still be sold or moved out after it came in.
  const open = shops.map((shop) => ({ shop, first: dates.findIndex((d) => !shop.openingDate || d >= shop.openingDate) }))
    .filter((s) => s.first >= 0 && s.first <= DEMO_DAYS - 2);
  for (let planned = 0, n = 0; open.length > 0 && planned < DEMO_ITEMS; n += 1) {
    const { shop, first } = open[n % open.length];
    const size = Math.min(random.int(20, 60), DEMO_ITEMS - planned);
    batches.push({ shop, day: random.int(first, DEMO_DAYS - 2), size });
    planned += size;
  }
  return batches.sort((a, b) => a.day - b.day);
}

/**
 * A year of demo operations for the given shops up to `today`: prices, about 3,000 stock items in inbound batches,
 * about a third of them sold (some with old gold traded in) and a few sent out. Pure apart from the row ids.
 */
export function planDemoOperations(shops: DemoShop[], today: string, random: DemoRandom, now = new Date()): DemoPlan {
  const dates = dateRange(today);
  const { prices, base, old } = planPrices(dates, random, now);
  const items: DemoPlan['items'] = [];
  const sales: DemoPlan['sales'] = [];
  const serialOfDay = new Map<number, number>();
  for (const batch of planBatches(shops, dates, random)) {
    const serial = (serialOfDay.get(batch.day) ?? 0) + 1;
    serialOfDay.set(batch.day, serial);
    const batchNumber = `RK${dates[batch.day].replaceAll('-', '')}${String(serial).padStart(4, '0')}`;
    const inboundDate = dates[batch.day];
    for (let k = 1; k <= batch.size; k += 1) {
      const piece = demoPiece(random);
      const goldWeight = grams(piece.mg);
      const labourFee = new Decimal(goldWeight).mul(piece.feePerGram).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(2);
      const id = newId();
      const inventoryNumber = `${piece.prefix}${batchNumber.slice(2)}${String(k).padStart(3, '0')}`;
      const item: DemoPlan['items'][number] = {
        id, inventoryNumber, shopId: batch.shop.id, batchNumber, category: piece.category, productName: piece.productName,
        goldWeight, purity: piece.purity, labourFee, inboundDate, state: ITEM_IN_STOCK, createdAt: at(inboundDate, 10, now),
      };
      items.push(item);
      const left = DEMO_DAYS - 1 - batch.day;
      if (random.chance(1 / 3)) {
        // Sold within four months of arriving, at that day's base price plus the shop's margin.
        const day = batch.day + random.int(1, Math.min(120, left));
        const retailPrice = yuan(base[day] + random.int(20, 60) * 100);
        const tradeIn = random.chance(0.4);
        const oldGoldWeight = tradeIn ? grams(random.int(1000, 15000)) : '0.000';
        const oldGoldPrice = tradeIn ? yuan(old[day]) : null;
        item.state = ITEM_SOLD;
        sales.push({
          shopId: batch.shop.id, inventoryNumber, inventoryId: id, saleDate: dates[day], goldWeight, retailPrice, labourFee,
          saleAmount: line(goldWeight, retailPrice).plus(labourFee).toFixed(2),
          oldGoldWeight, oldGoldPrice, oldGoldAmount: oldGoldPrice ? line(oldGoldWeight, oldGoldPrice).toFixed(2) : '0.00',
          salesperson: random.pick(SALESPEOPLE), noInventory: SALE_MATCHED, createdAt: at(dates[day], 15, now),
        });
      } else if (random.chance(0.04)) {
        const day = batch.day + random.int(1, Math.min(60, left));
        const [outType, reasons] = random.pick(OUT_REASONS);
        Object.assign(item, { state: ITEM_OUT, outDate: dates[day], outType, outReason: random.pick(reasons), updatedAt: at(dates[day], 16, now) });
      }
    }
  }
  return { prices, items, sales };
}
