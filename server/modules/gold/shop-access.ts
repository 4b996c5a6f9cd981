import { and, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { requestGoldScope } from './scope';
import { shops } from './tables';

export interface ShopState {
  id: string;
  status: number;
  spvId: string;
}

/**
 * The shops among `ids` the caller reaches on the current page (its data rules over shops), with their status: stock
 * and sales may only name such shops (docs/domain.md#who-sees-what). `lock` takes them FOR SHARE, so a freeze
 * (which locks the shop for update) cannot slip between a check and the write.
 */
export async function reachableShops(db: DbOrTx, request: FastifyRequest, ids: string[], lock = false): Promise<Map<string, ShopState>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const scope = await requestGoldScope(request, db);
  const query = db.select({ id: shops.id, status: shops.status, spvId: shops.spvId }).from(shops)
    .where(and(inArray(shops.id, unique), isNull(shops.deletedAt), scope.filters.shop));
  const rows = lock ? await query.for('share') : await query;
  return new Map(rows.map((r) => [r.id, r]));
}
