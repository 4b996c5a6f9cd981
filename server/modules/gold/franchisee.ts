import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { fieldOf } from '../../../schemas/model';
import { ENTERPRISE_KEYS, PERSONAL_KEYS, franchiseeModel } from '../../../models/gold/franchisee';
import { badRequest } from '../../core/errors';
import { fillAll } from '../../core/text';
import type { DbOrTx } from '../../db/client';
import { missing } from '../../resource/input';
import { sameValue } from '../../resource/records';
import type { ResourceDef, SaveContext } from '../../resource';
import { GOLD_TEXT } from './messages';
import { goldScopeHook, requestGoldScope, type GoldScope } from './scope';
import { usableSpv } from './spv';
import { allianceBusinesses, shops } from './tables';

const TYPE_KEYS: Record<number, string[]> = { 1: PERSONAL_KEYS, 2: ENTERPRISE_KEYS };

async function hasShops(tx: DbOrTx, id: string): Promise<boolean> {
  const [row] = await tx.select({ id: shops.id }).from(shops).where(and(eq(shops.allianceBusinessId, id), isNull(shops.deletedAt))).limit(1);
  return Boolean(row);
}

/** A franchisee a shop may point at: in scope and enabled; null otherwise. */
export async function usableFranchisee(db: DbOrTx, scope: GoldScope, id: string): Promise<{ id: string; spvId: string } | null> {
  const [row] = await db.select({ id: allianceBusinesses.id, spvId: allianceBusinesses.spvId }).from(allianceBusinesses)
    .where(and(eq(allianceBusinesses.id, id), isNull(allianceBusinesses.deletedAt), eq(allianceBusinesses.status, 1), scope.filters.franchisee));
  return row ?? null;
}

/** Does the save set the field to another value than the record has (a create sets everything it names)? */
const changes = (ctx: SaveContext, key: string) =>
  ctx.values[key] !== undefined && (!ctx.before || !sameValue(fieldOf(franchiseeModel, key), ctx.before[key], ctx.values[key]));

/**
 * personalEdit (type 1) and enterpriseEdit (type 2): the other type's fields are cleared; the type's
 * required fields and the contract dates hold over the record as it will be; the SPV must be
 * readable and enabled; neither the type nor the SPV changes once the franchisee has shops.
 */
async function beforeSave(ctx: SaveContext): Promise<void> {
  const type = ctx.values.type as number;
  for (const key of TYPE_KEYS[type === 1 ? 2 : 1]) ctx.values[key] = null;
  const merged = { ...ctx.before, ...ctx.values };
  for (const key of ctx.variant.required ?? []) if (merged[key] === null || merged[key] === undefined) throw missing(fieldOf(franchiseeModel, key));
  const start = merged.contractStart as string | null | undefined;
  const end = merged.contractEnd as string | null | undefined;
  if (start && end && end < start) throw badRequest(GOLD_TEXT.contractOrder, 'contractEnd');
  const typeChanges = changes(ctx, 'type');
  const spvChanges = changes(ctx, 'spvId');
  if (ctx.before && (typeChanges || spvChanges) && (await hasShops(ctx.tx, ctx.before.id))) {
    throw badRequest(typeChanges ? GOLD_TEXT.typeLocked : GOLD_TEXT.spvLocked);
  }
  if (spvChanges && !(await usableSpv(ctx.tx, await requestGoldScope(ctx.request, ctx.tx), ctx.values.spvId as string))) {
    throw badRequest(GOLD_TEXT.spvUnavailable, 'spvId');
  }
}

/** Franchisee master data (docs/product.md#business-api: /allianceBusiness/*). */
export const franchiseeResource: ResourceDef = {
  model: franchiseeModel,
  table: allianceBusinesses,
  hooks: {
    // A franchisee user creates no franchisees.
    scope: goldScopeHook('franchisee', 'franchisee', (kind) => kind !== 'franchisee'),
    computed: (t) => ({
      shopCount: sql<number>`(select count(*) from shops s where s.alliance_business_id = ${t.id} and s.deleted_at is null)`,
    }),
    beforeSave,
    async beforeDelete(tx, rows) {
      const [used] = await tx.select({ id: shops.allianceBusinessId }).from(shops)
        .where(and(inArray(shops.allianceBusinessId, rows.map((r) => r.id)), isNull(shops.deletedAt))).limit(1);
      if (used) throw badRequest(fillAll(GOLD_TEXT.franchiseeInUse, { name: rows.find((r) => r.id === used.id)!.name }));
    },
  },
};
