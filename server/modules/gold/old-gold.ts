import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { fixed } from '../../resource/read';
import { requestGoldScope } from './scope';
import { shopSales } from './tables';

/**
 * Old gold a shop holds (docs/domain.md#stock-item, getTotalOldGoldWeight): what customers traded in through live
 * sales, less what the shop handed to the SPV. Handing over happens in settlements (substitution), which subtract here
 * once they exist; until then nothing has been handed over. Weight as a 3-decimal string.
 */
export async function oldGoldHeld(db: DbOrTx, request: FastifyRequest, shopId?: string): Promise<string> {
  const scope = await requestGoldScope(request, db);
  const [row] = await db.select({ weight: sql<string>`coalesce(sum(${shopSales.oldGoldWeight}), 0)` }).from(shopSales)
    .where(and(isNull(shopSales.deletedAt), scope.filters.sale, shopId ? eq(shopSales.shopId, shopId) : undefined));
  return fixed(row.weight, 3)!;
}
