import Decimal from 'decimal.js';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { shopSettlements } from './finance-tables';
import { requestGoldScope } from './scope';
import { shopSales } from './tables';

/**
 * Old gold a shop holds (docs/domain.md#stock-item, getTotalOldGoldWeight; "Decisions of gold operations II",
 * Settlements): what customers traded in through live sales, less what the shop handed to the SPV as substitution in
 * live settlements. Weights as 3-decimal strings.
 */
async function heldWeight(db: DbOrTx, sales: SQL | undefined, settlements: SQL | undefined): Promise<string> {
  const [tradedIn] = await db.select({ weight: sql<string>`coalesce(sum(${shopSales.oldGoldWeight}), 0)` }).from(shopSales)
    .where(and(isNull(shopSales.deletedAt), sales));
  const [handedOver] = await db.select({ weight: sql<string>`coalesce(sum(${shopSettlements.substitutionWeight}), 0)` }).from(shopSettlements)
    .where(and(isNull(shopSettlements.deletedAt), settlements));
  return new Decimal(tradedIn.weight).minus(handedOver.weight).toFixed(3);
}

/** The old gold held by the shops in the caller's reach on the current page, or by one shop. */
export async function oldGoldHeld(db: DbOrTx, request: FastifyRequest, shopId?: string): Promise<string> {
  const scope = await requestGoldScope(request, db);
  return heldWeight(db, and(scope.filters.sale, shopId ? eq(shopSales.shopId, shopId) : undefined),
    and(scope.filters.settlement, shopId ? eq(shopSettlements.shopId, shopId) : undefined));
}

/** The old gold one shop holds, whoever asks (the caller has already been checked against the shop). */
export const shopOldGoldHeld = (db: DbOrTx, shopId: string): Promise<string> =>
  heldWeight(db, eq(shopSales.shopId, shopId), eq(shopSettlements.shopId, shopId));

/** The shops among `shopIds` that hold less than nothing: they handed over old gold their live sales no longer show. */
export async function shopsOverdrawn(db: DbOrTx, shopIds: string[]): Promise<string[]> {
  if (shopIds.length === 0) return [];
  const rows = await db.select({ shopId: shopSettlements.shopId }).from(shopSettlements)
    .where(and(isNull(shopSettlements.deletedAt), inArray(shopSettlements.shopId, shopIds)))
    .groupBy(shopSettlements.shopId)
    .having(sql`sum(${shopSettlements.substitutionWeight}) > (select coalesce(sum(s.old_gold_weight), 0) from shop_sales s
      where s.shop_id = ${shopSettlements.shopId} and s.deleted_at is null)`);
  return rows.map((r) => r.shopId);
}
