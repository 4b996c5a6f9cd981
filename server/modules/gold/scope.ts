import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { anyOf } from '../../core/route-access';
import { enabledMenuIds, menuIndex, requestGrants } from '../permission/grants';
import { epochCacheOf, type EpochCache } from '../../db/epoch-cache';
import { compileSchemes, grantedSchemes, placeholderValues, type SchemeConditions } from '../permission/data-rules';
import type { ResourceScope } from '../../resource';
import { GOLD_TARGETS as TARGETS, goldRuleFields, type GoldTarget } from './data-rules';
import { GOLD_SCOPED_MENUS } from '../../../models/gold';
import { goldUserScopes } from './tables';

/**
 * Which gold records a user may see (docs/domain.md#who-sees-what), from the data-permission
 * rules granted for the page (docs/product.md#data-permission-rules; fields and placeholders in ./data-rules.ts):
 *  - a page route filters by the schemes granted for its own menu (none: no restriction);
 *  - a drop-down call shared by the gold pages filters by the union over the gold pages the user
 *    holds (one held page without rules: no restriction).
 * `kind` is the user's link (gold_user_scopes), which decides what they may create.
 */
export interface GoldScope {
  kind: 'all' | 'spv' | 'franchisee';
  filters: Record<GoldTarget, SQL | undefined>;
  /** A granted rule looks at who created a row: figures summed over rows (salesMonth) cannot apply it. */
  byCreator: boolean;
}

const NOTHING = sql`false`;
const GOLD_PAGES: string[] = GOLD_SCOPED_MENUS;

// gold_user_scopes is behind the authorisation epoch (db/epoch-cache.ts).
const kindCaches = new WeakMap<object, EpochCache<GoldScope['kind']>>();

function linkKind(request: FastifyRequest, db: DbOrTx, userId: string): Promise<GoldScope['kind']> {
  return epochCacheOf(kindCaches, db).get(userId, request.authEpoch, async () => {
    const [row] = await db.select().from(goldUserScopes).where(eq(goldUserScopes.userId, userId));
    // The narrower link wins when both are set.
    if (row?.allianceBusinessId) return 'franchisee';
    if (row?.spvId) return 'spv';
    return 'all';
  });
}

/** The gold pages whose rules apply: the page named (held, checked by the caller), the route's own menu, or the gold pages the user holds. */
async function pagesOf(request: FastifyRequest, db: DbOrTx, page?: string): Promise<string[]> {
  if (page) return [page];
  const access = request.routeOptions.config?.access;
  if (typeof access === 'object' && !Array.isArray(access.menu)) return [access.menu];
  const wanted = typeof access === 'object' ? anyOf(access.menu) : GOLD_PAGES;
  const [grants, index] = await Promise.all([requestGrants(request, db), menuIndex(db, request.authEpoch)]);
  return wanted.filter((code) => enabledMenuIds(index, code).some((id) => grants.admin || grants.items.module.has(id)));
}

async function buildScope(request: FastifyRequest, db: DbOrTx, page?: string): Promise<GoldScope> {
  const user = request.user;
  const none = Object.fromEntries(TARGETS.map((t) => [t, NOTHING])) as GoldScope['filters'];
  if (!user) return { kind: 'franchisee', filters: none, byCreator: false };
  const [kind, pages] = await Promise.all([linkKind(request, db, user.id), pagesOf(request, db, page)]);
  if (pages.length === 0) return { kind, filters: none, byCreator: false };
  const byPage = await grantedSchemes(request, db, pages);
  const perPage = [...byPage.values()];
  // One page without rules leaves the user unrestricted.
  if (perPage.some((s) => s === null)) return { kind, filters: Object.fromEntries(TARGETS.map((t) => [t, undefined])) as GoldScope['filters'], byCreator: false };
  const schemes = perPage.flat() as SchemeConditions[];
  const values = await placeholderValues(request, db, schemes);
  const filters = Object.fromEntries(TARGETS.map((t) => [t, compileSchemes(schemes, goldRuleFields(t), values)])) as GoldScope['filters'];
  const byCreator = schemes.some((scheme) => scheme.some((group) => group.groups.some((c) => c.field === 'createdBy')));
  return { kind, filters, byCreator };
}

const perRequest = new WeakMap<FastifyRequest, Promise<GoldScope>>();
// Everything a scope is built from is behind the authorisation epoch (grants, schemes, placeholder values, the link),
// so it is kept per user, organisation (placeholders read it, keyed so in resolve.ts) and route access for the epoch:
// the same filter objects on every request let the resource engine reuse its prepared reads (resource/routes.ts).
const scopeCaches = new WeakMap<object, EpochCache<GoldScope>>();

/**
 * The scope of the signed-in user on the current route, built once per request (and per epoch); with `page`, under
 * that page's rules instead (a route without a page of its own acting for one record's page: the change history).
 */
export function requestGoldScope(request: FastifyRequest, db: DbOrTx, page?: string): Promise<GoldScope> {
  let scope = page ? undefined : perRequest.get(request);
  if (!scope) {
    const access = page ? { page } : request.routeOptions.config?.access;
    scope = request.user
      ? epochCacheOf(scopeCaches, db).get(`${request.user.id}\u0000${request.user.organizeId}\u0000${JSON.stringify(access ?? null)}`, request.authEpoch, () => buildScope(request, db, page))
      : buildScope(request, db, page);
    if (!page) perRequest.set(request, scope);
  }
  return scope;
}

/**
 * The engine's scope of a gold model from the user's gold scope: the rows managed (pages, edits,
 * deletes, history), the rows read (details, drop-downs, references) and who may create.
 */
export function goldScopeHook(manage: GoldTarget, read: GoldTarget, canCreate: (kind: GoldScope['kind']) => boolean) {
  return async (request: FastifyRequest, db: DbOrTx, page?: string): Promise<ResourceScope> => {
    const s = await requestGoldScope(request, db, page);
    return { manage: s.filters[manage], read: s.filters[read], canCreate: canCreate(s.kind) };
  };
}
