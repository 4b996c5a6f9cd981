import Decimal from 'decimal.js';
import { and, asc, count, inArray, isNull } from 'drizzle-orm';
import { importReceipts, shopInventories, shopSales } from '../../server/db/schema';
import { ITEM_IN_STOCK, ITEM_OUT, ITEM_SOLD } from '../../models/gold/inventory';
import { call } from './helpers';
import type { GoldContext } from './gold-helpers';
import { expectedStock, type World } from './gold-invariants-model';

/**
 * The invariants of docs/domain.md#invariants checked against the database after every operation of a run, for the
 * run's own shops. Each failure throws with what differs; the property test adds the operations that led there.
 */

const grams = (values: Array<string | null>) => values.reduce((sum, v) => sum.plus(v ?? 0), new Decimal(0));

/** Every row (live or deleted) of the run's items and sales and the receipt count: equal before and after = nothing written. */
export async function fingerprint(t: GoldContext, w: World): Promise<string> {
  const ids = w.shops.map((s) => s.id);
  const [items, sales, [receipts], [allItems], [allSales]] = await Promise.all([
    t.db.select().from(shopInventories).where(inArray(shopInventories.shopId, ids)).orderBy(asc(shopInventories.id)),
    t.db.select().from(shopSales).where(inArray(shopSales.shopId, ids)).orderBy(asc(shopSales.id)),
    t.db.select({ n: count() }).from(importReceipts),
    // Rows written into any other shop would show here.
    t.db.select({ n: count() }).from(shopInventories),
    t.db.select({ n: count() }).from(shopSales),
  ]);
  return JSON.stringify({ items, sales, receipts: receipts.n, allItems: allItems.n, allSales: allSales.n });
}

function fail(message: string, detail: unknown): never {
  throw new Error(`${message}: ${JSON.stringify(detail)}`);
}

interface ItemRow { id: string; number: string; shopId: string; state: number }
interface SaleRow { id: string; number: string; shopId: string; inventoryId: string | null }

/** (2) exactly one state; a sold item has exactly one live sale; a live sale's item is sold, in the sale's shop. */
function checkLinks(items: ItemRow[], sales: SaleRow[]): void {
  const salesOf = new Map<string, number>();
  for (const s of sales) if (s.inventoryId) salesOf.set(s.inventoryId, (salesOf.get(s.inventoryId) ?? 0) + 1);
  const byId = new Map(items.map((i) => [i.id, i]));
  for (const item of items) {
    if (![ITEM_IN_STOCK, ITEM_SOLD, ITEM_OUT].includes(item.state as never)) fail(`item ${item.number} has no valid state`, item);
    const n = salesOf.get(item.id) ?? 0;
    if (item.state === ITEM_SOLD && n !== 1) fail(`sold item ${item.number} has ${n} live sales`, item);
  }
  for (const sale of sales) {
    if (!sale.inventoryId) continue;
    const item = byId.get(sale.inventoryId);
    if (!item || item.state !== ITEM_SOLD || item.shopId !== sale.shopId) fail(`live sale of ${sale.number} points at an item not sold in its shop`, { sale, item });
  }
}

/** (2) over the whole database, once all runs are done (items of every shop, sales pointing anywhere). */
export async function checkLinksEverywhere(t: GoldContext): Promise<number> {
  const [items, sales] = await Promise.all([
    t.db.select({ id: shopInventories.id, number: shopInventories.inventoryNumber, shopId: shopInventories.shopId, state: shopInventories.state })
      .from(shopInventories).where(isNull(shopInventories.deletedAt)),
    t.db.select({ id: shopSales.id, number: shopSales.inventoryNumber, shopId: shopSales.shopId, inventoryId: shopSales.inventoryId })
      .from(shopSales).where(isNull(shopSales.deletedAt)),
  ]);
  checkLinks(items, sales);
  return items.length;
}

/** (1) stock conservation per shop, (2) one state per item and one live sale per sold item, (5) old gold held. */
export async function checkInvariants(t: GoldContext, w: World): Promise<void> {
  const ids = w.shops.map((s) => s.id);
  const [items, sales] = await Promise.all([
    t.db.select({ id: shopInventories.id, number: shopInventories.inventoryNumber, shopId: shopInventories.shopId, state: shopInventories.state, goldWeight: shopInventories.goldWeight })
      .from(shopInventories).where(and(inArray(shopInventories.shopId, ids), isNull(shopInventories.deletedAt))),
    t.db.select({ id: shopSales.id, number: shopSales.inventoryNumber, shopId: shopSales.shopId, inventoryId: shopSales.inventoryId, oldGoldWeight: shopSales.oldGoldWeight, noInventory: shopSales.noInventory })
      .from(shopSales).where(and(inArray(shopSales.shopId, ids), isNull(shopSales.deletedAt))),
  ]);

  // (1) opening (0: a fresh shop) + inbound − outbound − sold = in stock, in count and in grams to the milligram.
  for (const shop of w.shops) {
    const inStock = items.filter((i) => i.shopId === shop.id && i.state === ITEM_IN_STOCK);
    const want = expectedStock(shop);
    const got = { count: inStock.length, grams: grams(inStock.map((i) => i.goldWeight)) };
    if (got.count !== want.count || !got.grams.eq(want.grams)) {
      fail(`stock of shop ${shop.code}: database ≠ opening + inbound − outbound − sold`, { database: { count: got.count, grams: got.grams.toFixed(3) }, model: { count: want.count, grams: want.grams.toFixed(3) } });
    }
  }
  // Item by item, the database holds exactly the model's items in the model's states.
  const modelItems = new Map(w.items.map((i) => [i.id, i]));
  if (items.length !== w.items.length) fail('live items: database count ≠ model count', { database: items.map((i) => i.number), model: w.items.map((i) => i.number) });
  for (const row of items) {
    const m = modelItems.get(row.id);
    if (!m || m.state !== row.state || w.shops[m.shop].id !== row.shopId || !m.grams.eq(row.goldWeight)) {
      fail(`item ${row.number}: database ≠ model`, { database: row, model: m && { state: m.state, shop: w.shops[m.shop].code, grams: m.grams.toFixed(3) } });
    }
  }

  checkLinks(items, sales);
  if (sales.length !== w.sales.length) fail('live sales: database count ≠ model count', { database: sales.map((s) => s.number), model: w.sales.map((s) => s.number) });

  // (5) old gold held = Σ old gold of the shop's live sales (nothing handed over yet), never below zero.
  for (const shop of w.shops) {
    const reply = await call(t.app, 'GET', '/api/shopInventory/getTotalOldGoldWeight', { token: t.admin, query: { shopId: shop.id } });
    const held = new Decimal(reply.data?.totalOldGoldWeight ?? NaN);
    const stored = grams(sales.filter((s) => s.shopId === shop.id).map((s) => s.oldGoldWeight));
    if (reply.code !== 200 || !held.eq(shop.oldGold) || !held.eq(stored) || held.isNegative()) {
      fail(`old gold held by shop ${shop.code}`, { reply, model: shop.oldGold.toFixed(3), liveSales: stored.toFixed(3) });
    }
  }
}
