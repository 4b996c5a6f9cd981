import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { ITEM_IN_STOCK, ITEM_OUT, ITEM_SOLD } from '../../../models/gold/inventory';
import { SALE_MATCHED, SALE_NO_INVENTORY, saleModel } from '../../../models/gold/sale';
import { SHOP_FROZEN } from '../../../models/gold/shop';
import { ok } from '../../core/envelope';
import { badRequest } from '../../core/errors';
import type { ImportContext, ImportLine, ImportSaveContext, Resource, ResourceDef, Values } from '../../resource';
import { bulkInsert } from '../../resource/import';
import { addError, hasErrors, yieldEvery } from '../../resource/import-lines';
import { filterSchema } from '../../resource/http';
import { filterWhere, fixed } from '../../resource/read';
import { SETTLEMENT_TEXT, STOCK_TEXT } from './messages';
import { shopsOverdrawn } from './old-gold';
import { assertDaysUnsettled, refreshSettlementDays, shopDays } from './settlement-days';
import { assertMonthsOpen } from './month-guard';
import { goldScopeHook } from './scope';
import { reachableShops } from './shop-access';
import { assertShopsOpen, beforeInbound, itemsByNumber, moveItems } from './stock-moves';
import { fixedProduct, fixedSum } from './fixed-point';
import { shopSales } from './tables';

/**
 * Sales (docs/domain.md#sale): imported only. A sale moves its item from stock to sold in the same transaction; a
 * row whose item has no inbound record in its shop is saved marked for reconciliation (noInventory 1); deleting a
 * sale puts its item back in stock, unless its day is already settled.
 */

/** Amount of a line: weight × price per gram, rounded half-up to the fen (docs/domain.md#units-and-precision). */
export const lineAmount = (weight: unknown, price: unknown): string =>
  fixedProduct(String(weight ?? 0), String(price ?? 0), 2)
  ?? new Decimal(String(weight ?? 0)).times(new Decimal(String(price ?? 0))).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** The amounts the server computes for a sale: sale = gold line + labour fee; old gold = its weight × its price. */
export function saleAmounts(values: Values): Pick<Values, 'saleAmount' | 'oldGoldAmount'> {
  const line = lineAmount(values.goldWeight, values.retailPrice);
  const fee = String(values.labourFee ?? 0);
  const sale = fixedSum(line, fee, 2) ?? new Decimal(line).plus(new Decimal(fee)).toFixed(2);
  return { saleAmount: sale, oldGoldAmount: lineAmount(values.oldGoldWeight ?? 0, values.oldGoldPrice ?? 0) };
}

/**
 * Sale lines: the shop in reach and open; the item, looked up by number, must be in stock in that shop and sold no
 * earlier than its inbound date. An item sold or out is an error; no item in that shop is blnNoInventory (the user
 * confirms before saving). A number repeated in one shop is the model's unique rule (per shop, as its index).
 */
async function checkSales(ctx: ImportContext, lines: ImportLine[]): Promise<void> {
  const reachable = await reachableShops(ctx.db, ctx.request, lines.map((l) => l.values.shopId as string).filter(Boolean));
  const items = await itemsByNumber(ctx.db, ctx, lines.map((l) => l.values.inventoryNumber as string).filter(Boolean));
  for (const line of lines) {
    const shopId = line.values.shopId as string | undefined;
    if (shopId) {
      const shop = reachable.get(shopId);
      if (!shop) addError(line, 'shopId', STOCK_TEXT.shopOutOfReach);
      else if (shop.status === SHOP_FROZEN) addError(line, 'shopId', STOCK_TEXT.shopFrozenSale);
    }
    if (hasErrors(line)) continue;
    const item = items.get(line.values.inventoryNumber as string);
    if (!item || item.shopId !== shopId) line.noInventory = true;
    else if (item.state === ITEM_SOLD) addError(line, 'inventoryNumber', STOCK_TEXT.alreadySold);
    else if (item.state === ITEM_OUT) addError(line, 'inventoryNumber', STOCK_TEXT.alreadyOut);
    else {
      const early = beforeInbound(line.values.saleDate, item.inboundDate);
      if (early) addError(line, 'saleDate', early);
      else line.found.itemId = item.id;
    }
  }
}

/** The (shop, day) pairs of sales: the settlement days they make up. */
const saleDays = (rows: Array<Record<string, unknown>>) => shopDays(rows, (r) => r.shopId as string, (r) => r.saleDate as string);

async function saveSales(ctx: ImportSaveContext, lines: ImportLine[]): Promise<void> {
  await assertMonthsOpen(ctx.tx, lines.map((l) => ({ shopId: l.values.shopId as string, date: l.values.saleDate as string, row: l.n })), 'saleDate');
  await assertShopsOpen(ctx.tx, ctx, lines, STOCK_TEXT.shopFrozenSale);
  // A settled day takes no more sales (docs/domain.md, Settlement days).
  const days = saleDays(lines.map((l) => l.values));
  await assertDaysUnsettled(ctx.tx, days, SETTLEMENT_TEXT.saleDaySettled);
  const sold = lines.filter((l) => l.found.itemId).map((l) => l.found.itemId as string);
  await moveItems(ctx.tx, sold, ITEM_IN_STOCK, ITEM_SOLD, {}, ctx.actor.id);
  await bulkInsert(ctx.tx, ctx.resource, ctx.actor, await saleRecords(lines));
  await refreshSettlementDays(ctx.tx, days, ctx.actor.id);
}

/** The values a sale is saved with, a turn of the event loop every 500 lines (a second of work per 100,000). */
async function saleRecords(lines: ImportLine[]): Promise<Values[]> {
  const records: Values[] = [];
  for (const [i, l] of lines.entries()) {
    await yieldEvery(i);
    // Object.assign rather than spreads into a literal: the same record in about a third of the time (V8).
    records.push(Object.assign({}, l.values, saleAmounts(l.values), {
      oldGoldWeight: l.values.oldGoldWeight ?? '0.000',
      inventoryId: (l.found.itemId as string | undefined) ?? null,
      noInventory: l.found.itemId ? SALE_MATCHED : SALE_NO_INVENTORY,
    }));
  }
  return records;
}

async function saleActions(appBase: FastifyInstance, resource: Resource): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { db, model } = resource;
  app.get('/api/shop/sale/getSaleTotalOldGoldWeight', {
    config: { access: { menu: model.access.menu } },
    schema: { tags: [model.name], summary: 'Old gold traded in over the sales matching the page filters (3-decimal grams)', querystring: filterSchema(resource) },
  }, async (request) => {
    const where = filterWhere(resource, (await resource.scopeOf(request)).manage, request.query as Record<string, unknown>);
    const [row] = await db.select({ weight: sql<string>`coalesce(sum(${shopSales.oldGoldWeight}), 0)` }).from(shopSales).where(where);
    return ok({ totalOldGoldWeight: fixed(row.weight, 3) });
  });
}

export const saleResource: ResourceDef = {
  model: saleModel,
  table: shopSales,
  hooks: {
    scope: goldScopeHook('sale', 'sale', () => true),
    import: { default: { check: checkSales, save: saveSales } },
    /** A settled day's sales stay; the others' items go back in stock. */
    async beforeDelete(tx, rows, actor) {
      await assertMonthsOpen(tx, rows.map((r) => ({ shopId: r.shopId, date: r.saleDate })));
      await assertDaysUnsettled(tx, saleDays(rows), STOCK_TEXT.daySettled);
      const items = rows.map((r) => r.inventoryId as string | null).filter((id): id is string => !!id);
      await moveItems(tx, items, ITEM_SOLD, ITEM_IN_STOCK, {}, actor.id);
    },
    /** The deleted sales' days follow them (docs/domain.md, Settlement days); old gold already handed over stays held. */
    async afterDelete(tx, rows, actor) {
      await refreshSettlementDays(tx, saleDays(rows), actor.id);
      if ((await shopsOverdrawn(tx, [...new Set(rows.map((r) => r.shopId as string))])).length) throw badRequest(SETTLEMENT_TEXT.oldGoldHandedOver);
    },
    routes: saleActions,
  },
};
