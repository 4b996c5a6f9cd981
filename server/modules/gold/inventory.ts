import { fieldOf } from '../../../schemas/model';
import { ITEM_IN_STOCK, ITEM_OUT, ITEM_SOLD, inventoryModel } from '../../../models/gold/inventory';
import { SHOP_FROZEN } from '../../../models/gold/shop';
import { badRequest } from '../../core/errors';
import type { ImportContext, ImportKind, ImportLine, ImportSaveContext, ResourceDef, SaveContext } from '../../resource';
import { bulkInsert } from '../../resource/import';
import { addError, hasErrors } from '../../resource/import-lines';
import { changedFields } from '../../resource/records';
import { inventoryActions } from './inventory-routes';
import { STOCK_TEXT } from './messages';
import { assertMonthsOpen } from './month-guard';
import { goldScopeHook } from './scope';
import { reachableShops } from './shop-access';
import { shopInventories } from './tables';
import { assertShopsOpen, beforeInbound, itemsByNumber, markRepeats, moveItems, OUT_FIELDS } from './stock-moves';

/**
 * Stock items (docs/domain.md#stock-item): inbound by form or import into an open shop in reach; outbound by form or
 * import (state 1 -> 3), undone by deleteOut; a sale moves an item to 2 (./sale.ts). Every state change is a
 * conditional UPDATE (`where state = ...`) whose count is checked, so two imports touching the same items cannot both
 * succeed.
 */

/** Inbound lines: the shop must be in reach and open. */
async function checkInbound(ctx: ImportContext, lines: ImportLine[]): Promise<void> {
  const reachable = await reachableShops(ctx.db, ctx.request, lines.map((l) => l.values.shopId as string).filter(Boolean));
  for (const line of lines) {
    const shopId = line.values.shopId as string | undefined;
    if (!shopId) continue;
    const shop = reachable.get(shopId);
    if (!shop) addError(line, 'shopId', STOCK_TEXT.shopOutOfReach);
    else if (shop.status === SHOP_FROZEN) addError(line, 'shopId', STOCK_TEXT.shopFrozen);
  }
}

async function saveInbound(ctx: ImportSaveContext, lines: ImportLine[]): Promise<void> {
  await assertMonthsOpen(ctx.tx, lines.map((l) => ({ shopId: l.values.shopId as string, date: l.values.inboundDate as string, row: l.n })), 'inboundDate');
  await assertShopsOpen(ctx.tx, ctx, lines);
  await bulkInsert(ctx.tx, ctx.resource, ctx.actor, lines.map((l) => ({ ...l.values, state: ITEM_IN_STOCK })));
}

/** Outbound lines: the item must exist in reach, be in stock, and go out no earlier than it came in. */
async function checkOutbound(ctx: ImportContext, lines: ImportLine[]): Promise<void> {
  markRepeats(lines, 'inventoryNumber');
  const items = await itemsByNumber(ctx.db, ctx, lines.map((l) => l.values.inventoryNumber as string).filter(Boolean));
  for (const line of lines) {
    const number = line.values.inventoryNumber as string | undefined;
    if (!number || hasErrors(line)) continue;
    const item = items.get(number);
    if (!item) addError(line, 'inventoryNumber', STOCK_TEXT.unknownItem);
    else if (item.state === ITEM_SOLD) addError(line, 'inventoryNumber', STOCK_TEXT.alreadySold);
    else if (item.state === ITEM_OUT) addError(line, 'inventoryNumber', STOCK_TEXT.alreadyOut);
    else {
      const early = beforeInbound(line.values.outDate, item.inboundDate);
      if (early) addError(line, 'outDate', early);
      else Object.assign(line.found, { itemId: item.id, shopId: item.shopId });
    }
  }
}

async function saveOutbound(ctx: ImportSaveContext, lines: ImportLine[]): Promise<void> {
  await assertMonthsOpen(ctx.tx, lines.map((l) => ({ shopId: l.found.shopId as string, date: l.values.outDate as string, row: l.n })), 'outDate');
  const byId = new Map(lines.map((l) => [l.found.itemId as string, l.values]));
  await moveItems(ctx.tx, [...byId.keys()], ITEM_IN_STOCK, ITEM_OUT, (id) => byId.get(id)!, ctx.actor.id);
}

/** The outbound import (`type=stockOut`, saved with `blnOut: true`): item number, date, type, reason. */
const stockOut: ImportKind = {
  name: 'stockOut',
  outbound: true,
  creates: false,
  fields: [fieldOf(inventoryModel, 'inventoryNumber'), ...OUT_FIELDS],
  example: { inventoryNumber: 'JZ20260105001', outDate: '2026-02-01', outType: '退回SPV', outReason: '款式调整' },
  check: checkOutbound,
  save: saveOutbound,
};

/**
 * An inbound dated in a closed month stays as it was (docs/domain.md, Month-end): no new one, and no change of what the
 * month-end counted (shop, category, weight, inbound date) of an item inbound in a closed month.
 */
async function assertInboundMonthsOpen({ tx, values, before }: SaveContext): Promise<void> {
  const after = { shopId: (values.shopId ?? before?.shopId) as string, date: (values.inboundDate ?? before?.inboundDate) as string };
  if (!before) return assertMonthsOpen(tx, [after], 'inboundDate');
  const counted = changedFields(inventoryModel.fields, before, values).some((f) => STOCK_KEYS.includes(f.key));
  if (counted) await assertMonthsOpen(tx, [{ shopId: before.shopId, date: before.inboundDate }, after], 'inboundDate');
}

const STOCK_KEYS = ['shopId', 'category', 'goldWeight', 'inboundDate'];

/** Single inbound entry: an open shop in reach; an item is edited only while in stock. */
async function beforeSave(ctx: SaveContext): Promise<void> {
  const { tx, request, values, before } = ctx;
  if (before && before.state !== ITEM_IN_STOCK) throw badRequest(STOCK_TEXT.notInStock);
  await assertInboundMonthsOpen(ctx);
  if (before && (values.shopId === undefined || values.shopId === before.shopId)) return;
  const shop = (await reachableShops(tx, request, [values.shopId as string], true)).get(values.shopId as string);
  if (!shop) throw badRequest(STOCK_TEXT.shopOutOfReach, 'shopId');
  if (shop.status === SHOP_FROZEN) throw badRequest(STOCK_TEXT.shopFrozen, 'shopId');
}

export const inventoryResource: ResourceDef = {
  model: inventoryModel,
  table: shopInventories,
  hooks: {
    scope: goldScopeHook('inventory', 'inventory', () => true),
    beforeSave,
    async beforeDelete(tx, rows) {
      if (rows.some((r) => r.state !== ITEM_IN_STOCK)) throw badRequest(STOCK_TEXT.notInStock);
      await assertMonthsOpen(tx, rows.map((r) => ({ shopId: r.shopId, date: r.inboundDate })));
    },
    import: { default: { name: 'stock', check: checkInbound, save: saveInbound }, kinds: [stockOut] },
    routes: inventoryActions,
  },
};
