import { and, eq, inArray, isNull } from 'drizzle-orm';
import { spvModel } from '../../../models/gold';
import { badRequest } from '../../core/errors';
import { fillAll } from '../../core/text';
import type { DbOrTx } from '../../db/client';
import type { ResourceDef } from '../../resource';
import { GOLD_TEXT } from './messages';
import { goldScopeHook, type GoldScope } from './scope';
import { allianceBusinesses, shops, spvs } from './tables';

/** Is the SPV readable by the user and enabled? (A franchisee or shop may only point at such an SPV.) */
export async function usableSpv(db: DbOrTx, scope: GoldScope, id: string): Promise<boolean> {
  const [row] = await db.select({ id: spvs.id }).from(spvs).where(and(eq(spvs.id, id), isNull(spvs.deletedAt), eq(spvs.status, 1), scope.filters.spvRead));
  return Boolean(row);
}

/** SPV master data (docs/product.md#business-api: /spv/*): only headquarters creates; an SPV in use is not deleted. */
export const spvResource: ResourceDef = {
  model: spvModel,
  table: spvs,
  hooks: {
    // Only headquarters creates SPVs.
    scope: goldScopeHook('spv', 'spvRead', (kind) => kind === 'all'),
    async beforeDelete(tx, rows) {
      const ids = rows.map((r) => r.id);
      const [byFranchisee] = await tx.select({ spvId: allianceBusinesses.spvId }).from(allianceBusinesses)
        .where(and(inArray(allianceBusinesses.spvId, ids), isNull(allianceBusinesses.deletedAt))).limit(1);
      const [byShop] = await tx.select({ spvId: shops.spvId }).from(shops).where(and(inArray(shops.spvId, ids), isNull(shops.deletedAt))).limit(1);
      const used = byFranchisee?.spvId ?? byShop?.spvId;
      if (used) throw badRequest(fillAll(GOLD_TEXT.spvInUse, { name: rows.find((r) => r.id === used)!.name }));
    },
  },
};
