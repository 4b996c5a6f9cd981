import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { allianceBusinesses, goldUserScopes, shops, spvs } from './tables';

/**
 * Which gold records a user may see (gold-domain.md "Who sees what"), as SQL predicates in this one
 * file, so the data-permission rules of a later issue can replace them without touching services.
 *  - all: headquarters (no gold_user_scopes row), everything;
 *  - spv: that SPV, its franchisees and their shops (and shops it consigns to);
 *  - franchisee: that franchisee and its shops; its SPV is readable by name (list, detail) only.
 * A predicate of `undefined` means "no restriction".
 */
export type GoldScope =
  | { kind: 'all' }
  | { kind: 'spv'; spvId: string }
  | { kind: 'franchisee'; allianceBusinessId: string };

export type GoldEntity = 'spv' | 'franchisee' | 'shop';

export async function loadGoldScope(db: DbOrTx, userId: string): Promise<GoldScope> {
  const [row] = await db.select().from(goldUserScopes).where(eq(goldUserScopes.userId, userId));
  // The narrower link wins when both are set.
  if (row?.allianceBusinessId) return { kind: 'franchisee', allianceBusinessId: row.allianceBusinessId };
  if (row?.spvId) return { kind: 'spv', spvId: row.spvId };
  return { kind: 'all' };
}

const perRequest = new WeakMap<FastifyRequest, Promise<GoldScope>>();

/** The scope of the signed-in user, read once per request. */
export function requestGoldScope(request: FastifyRequest, db: DbOrTx): Promise<GoldScope> {
  if (!request.user) return Promise.resolve({ kind: 'franchisee', allianceBusinessId: '' });
  let scope = perRequest.get(request);
  if (!scope) {
    scope = loadGoldScope(db, request.user.id);
    perRequest.set(request, scope);
  }
  return scope;
}

const NOTHING = sql`false`;

/** SPVs the user manages: pages, exports, edits, deletes, change history. */
export function spvScope(scope: GoldScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'spv') return eq(spvs.id, scope.spvId);
  return NOTHING;
}

/** SPVs the user may read by name (list, detail, as a reference): a franchisee user's own SPV too. */
export function spvReadScope(scope: GoldScope): SQL | undefined {
  if (scope.kind !== 'franchisee') return spvScope(scope);
  return sql`${spvs.id} in (select ab.spv_id from alliance_businesses ab where ab.id = ${scope.allianceBusinessId})`;
}

export function franchiseeScope(scope: GoldScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'spv') return eq(allianceBusinesses.spvId, scope.spvId);
  return eq(allianceBusinesses.id, scope.allianceBusinessId);
}

export function shopScope(scope: GoldScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'franchisee') return eq(shops.allianceBusinessId, scope.allianceBusinessId);
  return or(
    eq(shops.spvId, scope.spvId),
    sql`${shops.allianceBusinessId} in (select ab.id from alliance_businesses ab where ab.spv_id = ${scope.spvId})`,
  );
}

/**
 * May the user create a record of this kind at all? A new record must land inside the scope:
 * only headquarters creates SPVs; a franchisee user creates no franchisees. (Where it lands is
 * checked through the references, which must be visible.)
 */
export function canCreate(scope: GoldScope, entity: GoldEntity): boolean {
  if (entity === 'spv') return scope.kind === 'all';
  if (entity === 'franchisee') return scope.kind !== 'franchisee';
  return true;
}
