import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import { menuDataSchemes, menus } from '../tables';
import { requestGrants } from '../grants';
import { placeholderLookup } from './catalogue';
import { compileSchemes, placeholdersOf, type FieldCompiler, type RuleValue } from './compile';
import type { SchemeConditions } from './types';
import { epochCacheOf, type EpochCache } from '../../../db/epoch-cache';
import './builtins';

interface GrantedScheme {
  enCode: string | null;
  conditionJson: string;
}

const schemeCaches = new WeakMap<object, EpochCache<GrantedScheme[]>>();

/** Every enabled scheme granted to the user, with its page's enCode, cached per authorisation epoch. */
function userSchemes(request: FastifyRequest, db: DbOrTx, userId: string, schemeIds: Set<string>): Promise<GrantedScheme[]> {
  return epochCacheOf(schemeCaches, db).get(userId, request.authEpoch, () =>
    db.select({ enCode: menus.enCode, conditionJson: menuDataSchemes.conditionJson })
      .from(menuDataSchemes)
      .innerJoin(menus, eq(menus.id, menuDataSchemes.moduleId))
      .where(and(inArray(menuDataSchemes.id, [...schemeIds]), eq(menuDataSchemes.enabledMark, 1))));
}

/**
 * The granted schemes of each page (menu enCode): null when the page has no rule for the user,
 * which means no restriction (docs/product.md#jnpf-data-rules: the filter applies only when rules exist).
 * Cached per authorisation epoch like the grants, so a change applies to the next request.
 */
export async function grantedSchemes(request: FastifyRequest, db: DbOrTx, menuEnCodes: readonly string[]): Promise<Map<string, SchemeConditions[] | null>> {
  const result = new Map<string, SchemeConditions[] | null>(menuEnCodes.map((c) => [c, null]));
  const grants = await requestGrants(request, db);
  if (grants.admin || grants.items.resource.size === 0 || menuEnCodes.length === 0 || !request.user) return result;
  const wanted = new Set(menuEnCodes);
  for (const row of await userSchemes(request, db, request.user.id, grants.items.resource)) {
    if (!row.enCode || !wanted.has(row.enCode)) continue;
    const schemes = result.get(row.enCode) ?? [];
    schemes.push(parseScheme(row.conditionJson));
    result.set(row.enCode, schemes);
  }
  return result;
}

/** A stored scheme; unreadable JSON becomes a scheme that matches nothing. */
function parseScheme(json: string): SchemeConditions {
  try {
    const parsed: unknown = JSON.parse(json);
    if (Array.isArray(parsed)) return parsed as SchemeConditions;
  } catch { /* fall through */ }
  return [{ logic: 'and', groups: [{ field: '\u0000unreadable', op: 'Equal', value: '' }] }];
}

const valuesPerRequest = new WeakMap<FastifyRequest, Map<string, Promise<RuleValue>>>();
// Placeholders look up the user's own links (organisation, subordinates, gold link): tables behind the epoch.
const valueCaches = new WeakMap<object, EpochCache<RuleValue>>();

/** The values of the placeholders the schemes use, each looked up once per request. */
export async function placeholderValues(request: FastifyRequest, db: DbOrTx, schemes: readonly SchemeConditions[]): Promise<Map<string, RuleValue>> {
  const user = request.user;
  const out = new Map<string, RuleValue>();
  if (!user) return out;
  let cache = valuesPerRequest.get(request);
  if (!cache) valuesPerRequest.set(request, (cache = new Map()));
  for (const name of placeholdersOf(schemes)) {
    const lookup = placeholderLookup(name);
    if (!lookup) continue; // not a placeholder: the literal text
    let pending = cache.get(name);
    if (!pending) {
      const key = `${user.id}:${user.organizeId}:${name}`;
      pending = epochCacheOf(valueCaches, db).get(key, request.authEpoch, () => lookup(db, { id: user.id, organizeId: user.organizeId }));
      cache.set(name, pending);
    }
    out.set(name, await pending);
  }
  return out;
}

/** The row filter of a page for the signed-in user; undefined = no restriction. */
export async function dataRuleFilter(request: FastifyRequest, db: DbOrTx, menuEnCode: string, fields: Readonly<Record<string, FieldCompiler>>): Promise<SQL | undefined> {
  const schemes = (await grantedSchemes(request, db, [menuEnCode])).get(menuEnCode);
  if (!schemes) return undefined;
  return compileSchemes(schemes, fields, await placeholderValues(request, db, schemes));
}
