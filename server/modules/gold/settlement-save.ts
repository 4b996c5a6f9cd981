import Decimal from 'decimal.js';
import type { FastifyRequest } from 'fastify';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { fieldOf, type ModelField } from '../../../schemas/model';
import { settlementModel } from '../../../models/gold/settlement';
import { SHOP_FROZEN } from '../../../models/gold/shop';
import { badRequest, conflict, notFound } from '../../core/errors';
import { fillAll } from '../../core/text';
import type { DbOrTx, Tx } from '../../db/client';
import { jsonTexts } from '../../db/json-params';
import type { Resource } from '../../resource';
import { actorOf } from '../../resource/access';
import { readFields } from '../../resource/input';
import { fixed } from '../../resource/read';
import { insertRecord } from '../../resource/write';
import { dayOf } from '../../../schemas/format/time';
import { configuredTimeZone } from '../system/config-service';
import { SETTLEMENT_TEXT, STOCK_TEXT } from './messages';
import { shopOldGoldHeld } from './old-gold';
import { requestGoldScope } from './scope';
import { latestPrice } from './settlement-days';
import { shopSettlementDays, shops } from './tables';

/**
 * Settling a shop (docs/domain.md, "Decisions of gold operations II", Settlements): every unsettled day of the shop up
 * to an end day, valued at the days' prices, less the old gold handed over at the latest old-gold price. The previews
 * and the save compute it the same way; the save does it under the shop's lock and claims the days by count.
 */

const editable = (key: string): ModelField => ({ ...fieldOf(settlementModel, key), readonly: false });
/** The save's own fields: end day, old gold handed over, remark (checked as the form checks them). */
export const END_DAY_FIELD: ModelField = { ...editable('endDay'), label: SETTLEMENT_TEXT.endDay };
const SAVE_FIELDS = [END_DAY_FIELD, editable('substitutionWeight'), editable('remark')];

/** Today in the configured time zone `zone` (system setting timeZone), so the settlement falls in that zone's month. */
export const today = (zone: string): string => dayOf(new Date(), zone);

type Day = typeof shopSettlementDays.$inferSelect;

/** The unsettled days of a shop up to `endDay` (all when empty). */
export const unsettledOf = (shopId: string, endDay?: string | null) =>
  and(eq(shopSettlementDays.shopId, shopId), isNull(shopSettlementDays.settlementId), endDay ? lte(shopSettlementDays.day, endDay) : undefined);

/** Those days, oldest first, locked FOR UPDATE (a sale delete or a re-pricing of one of them waits, or is waited for). */
const lockUnsettled = (tx: Tx, shopId: string, endDay?: string | null): Promise<Day[]> =>
  tx.select().from(shopSettlementDays).where(unsettledOf(shopId, endDay)).orderBy(asc(shopSettlementDays.day)).for('update');

/** What the days add up to: the totals are sums of the days' rounded amounts (docs/domain.md#units-and-precision). */
export function daysTotals(days: Array<{ day: string; soldWeight: string; amount: string; settlementPrice: string | null }>) {
  const sum = (key: 'soldWeight' | 'amount') => days.reduce((s, d) => s.plus(d[key]), new Decimal(0));
  return {
    dayCount: days.length,
    startDay: days[0]?.day ?? null,
    endDay: days.at(-1)?.day ?? null,
    soldWeight: sum('soldWeight').toFixed(3),
    settlementAmount: sum('amount').toFixed(2),
    missingPriceDays: days.filter((d) => d.settlementPrice === null).map((d) => d.day),
  };
}

/** Old gold held, the old-gold price on `date` and the value of `weight` handed over at it. */
export async function substitutionOf(db: DbOrTx, shopId: string, weight: string, date: string) {
  const price = await latestPrice(db, 2, date);
  return {
    oldGoldHeld: await shopOldGoldHeld(db, shopId),
    substitutionPrice: fixed(price, 2),
    weight: new Decimal(weight).toFixed(3),
    substitutionAmount: price === null ? '0.00' : new Decimal(weight).times(price).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
  };
}

/** The shop by id within the caller's reach on the settlement page (404 like a missing one); locked inside a save. */
export async function settlementShop(db: DbOrTx, request: FastifyRequest, shopId: string, lock = false) {
  const scope = await requestGoldScope(request, db);
  const query = db.select({ id: shops.id, status: shops.status }).from(shops).where(and(eq(shops.id, shopId), isNull(shops.deletedAt), scope.filters.shop));
  const [shop] = lock ? await query.for('update') : await query;
  if (!shop) throw notFound(STOCK_TEXT.shopOutOfReach);
  return shop;
}

/**
 * Saves a settlement in one transaction: the shop locked FOR UPDATE (two settlements of a shop, or a settlement and a
 * sale import or delete, take turns), open; its days locked and checked (a day without price refuses, listing them);
 * the old gold within what the shop holds and its value within the settlement amount; the code from the bill rule;
 * the days claimed by one conditional update whose count must match.
 */
export async function saveSettlement(resource: Resource, request: FastifyRequest, body: { shopId: string } & Record<string, unknown>): Promise<{ id: string; code: string }> {
  const values = readFields(SAVE_FIELDS, body, true, new Set());
  const weight = (values.substitutionWeight as string | null | undefined) ?? '0';
  const actor = actorOf(request);
  const scope = await resource.scopeOf(request);
  const zone = await configuredTimeZone(request.server.database.db);
  return resource.db.transaction(async (tx: Tx) => {
    const shop = await settlementShop(tx, request, body.shopId, true);
    if (shop.status === SHOP_FROZEN) throw badRequest(SETTLEMENT_TEXT.shopFrozen);
    const days = await lockUnsettled(tx, shop.id, values.endDay as string | undefined);
    if (days.length === 0) throw badRequest(SETTLEMENT_TEXT.nothingToSettle);
    const totals = daysTotals(days);
    if (totals.missingPriceDays.length) throw badRequest(fillAll(SETTLEMENT_TEXT.missingPrice, { dates: totals.missingPriceDays.join('、') }));
    const settlementDate = today(zone);
    const sub = await substitutionOf(tx, shop.id, weight, settlementDate);
    if (new Decimal(weight).gt(sub.oldGoldHeld)) throw badRequest(fillAll(SETTLEMENT_TEXT.overHeld, { held: sub.oldGoldHeld }), 'substitutionWeight');
    if (new Decimal(weight).gt(0) && sub.substitutionPrice === null) throw badRequest(SETTLEMENT_TEXT.noOldGoldPrice, 'substitutionWeight');
    if (new Decimal(sub.substitutionAmount).gt(totals.settlementAmount)) {
      throw badRequest(fillAll(SETTLEMENT_TEXT.overAmount, { amount: sub.substitutionAmount, settlement: totals.settlementAmount }), 'substitutionWeight');
    }
    const id = await insertRecord({
      tx, request, scope, actor, variant: { path: 'save' }, creating: true,
      values: {
        shopId: shop.id, settlementDate, startDay: totals.startDay, endDay: totals.endDay, dayCount: totals.dayCount,
        soldWeight: totals.soldWeight, settlementAmount: totals.settlementAmount, substitutionWeight: sub.weight,
        substitutionPrice: sub.substitutionPrice, substitutionAmount: sub.substitutionAmount,
        payableAmount: new Decimal(totals.settlementAmount).minus(sub.substitutionAmount).toFixed(2), remark: values.remark ?? null,
      },
    }, resource);
    const claimed = await tx.update(shopSettlementDays)
      .set({ settlementId: id, version: sql`${shopSettlementDays.version} + 1`, updatedAt: new Date(), updatedBy: actor.id })
      .where(and(sql`${shopSettlementDays.id} in ${jsonTexts(days.map((d) => d.id))}`, isNull(shopSettlementDays.settlementId)))
      .returning({ id: shopSettlementDays.id });
    if (claimed.length !== days.length) throw conflict(SETTLEMENT_TEXT.changedMeanwhile);
    const [{ code }] = await tx.select({ code: resource.table.code }).from(resource.table).where(eq(resource.table.id, id));
    return { id, code: code as string };
  });
}
