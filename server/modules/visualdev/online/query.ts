import { and, like, sql, type SQL } from 'drizzle-orm';
import type { ModelField } from '../../../../schemas/model';
import { badRequest } from '../../../core/errors';
import type { DbOrTx } from '../../../db/client';
import { filterWhere, orderOf } from '../../../resource/read';
import type { ResourceDef, Row } from '../../../resource/types';
import type { LiveModel } from '../live';
import { dateText } from './date-text';
import { ONLINE_TEXT } from './texts';
import { isPlainObject } from './values';

/**
 * The List call's query (JNPF: `{ currentPage, pageSize, sort, sidx, menuId, queryJson }`; our runtime sends the
 * search flat beside the paging): searches match as the list design says (equal, like, range), else as the model
 * field says; any plain field sorts. Filtering and ordering are the engine's (server/resource/read.ts).
 */

const MATCH: Record<string, ModelField['search']> = { equal: 'equal', like: 'contains', range: 'range' };
const UNSORTABLE: ReadonlySet<string> = new Set(['json', 'files', 'area']);
const defs = new WeakMap<object, ResourceDef>();

/** The resource as the list searches it: the list design's search kinds and sortable plain fields. */
export function searchDef(live: LiveModel): ResourceDef {
  let def = defs.get(live.resource);
  if (def) return def;
  const match = new Map((live.published.list.search ?? []).map((s) => [s.vModel, MATCH[s.match]]));
  const model = live.published.model;
  def = {
    ...live.resource,
    model: { ...model, fields: model.fields.map((f) => ({ ...f, search: match.get(f.key) ?? f.search, sort: f.sort ?? !UNSORTABLE.has(f.type) })) },
  };
  defs.set(live.resource, def);
  return def;
}

const given = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

/**
 * The search as `filterWhere` reads it, from flat keys and `queryJson` (whose value wins): a range value
 * `[start, end]` becomes `<key>Start` / `<key>End` (custom range keys of the list design too); a date field
 * searched with epoch ms (JNPF's date range) compares as 'YYYY-MM-DD' in the configured zone `timeZone`.
 */
export function searchQuery(live: LiveModel, body: Record<string, unknown>, timeZone: string): Record<string, unknown> {
  let json: Record<string, unknown> = {};
  if (typeof body.queryJson === 'string' && body.queryJson.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(body.queryJson);
      if (!isPlainObject(parsed)) throw new Error('not an object');
      json = parsed;
    } catch {
      throw badRequest(ONLINE_TEXT.badQueryJson, 'queryJson');
    }
  }
  const def = searchDef(live);
  const rangeKeys = new Map((live.published.list.search ?? []).filter((s) => s.rangeKeys).map((s) => [s.vModel, s.rangeKeys!]));
  const out: Record<string, unknown> = { keyword: typeof body.keyword === 'string' ? body.keyword : undefined };
  for (const field of def.model.fields) {
    const bound = (v: unknown) => (field.type === 'date' && (typeof v === 'number' || /^\d{9,}$/.test(String(v))) ? dateText(v, 'YYYY-MM-DD', timeZone) : v);
    if (field.search === 'range') {
      const [startKey, endKey] = rangeKeys.get(field.key) ?? [`${field.key}Start`, `${field.key}End`];
      const pair = Array.isArray(json[field.key]) ? json[field.key] as unknown[] : Array.isArray(body[field.key]) ? body[field.key] as unknown[] : undefined;
      const start = pair ? pair[0] : json[startKey] ?? body[startKey];
      const end = pair ? pair[1] : json[endKey] ?? body[endKey];
      if (given(start)) out[`${field.key}Start`] = bound(start);
      if (given(end)) out[`${field.key}End`] = bound(end);
      continue;
    }
    const value = field.key in json ? json[field.key] : body[field.key];
    if (!given(value)) continue;
    if (Array.isArray(value) && field.type !== 'area') continue; // several picks: no equal match on a single column
    if (isPlainObject(value)) continue;
    out[field.key] = value;
  }
  return out;
}

export interface ListQuery {
  currentPage: number;
  pageSize: number;
  sort?: string;
  sidx?: string;
  [key: string]: unknown;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `like` searches whose text has no letter case (Chinese, digits): matched case-sensitively, which finds the same rows
 * as the engine's ilike without lower-casing every row's text (several times faster over a large table); taken out
 * of `query` so the engine does not match them again.
 */
export function caselessContains(def: ResourceDef, query: Record<string, unknown>): SQL[] {
  const out: SQL[] = [];
  for (const field of def.model.fields) {
    const value = query[field.key];
    if (field.search !== 'contains' || typeof value !== 'string' || value === '') continue;
    if (value.toLowerCase() !== value || value.toUpperCase() !== value) continue;
    out.push(like(def.table[field.key], `%${escapeLike(value)}%`));
    delete query[field.key];
  }
  return out;
}

/**
 * WHERE and ORDER BY of a List or Export within the caller's scope. A grouped list (`groupBy`, the list's group field)
 * orders by the group field first (empty last), so each group's rows come together, in the list's order within it.
 */
export function listPlan(live: LiveModel, scope: SQL | undefined, body: ListQuery, timeZone: string, groupBy?: string): { where: SQL | undefined; order: SQL[] } {
  const def = searchDef(live);
  const sort = body.sort === 'asc' || body.sort === 'desc' ? body.sort : undefined;
  const query = searchQuery(live, body, timeZone);
  const caseless = caselessContains(def, query);
  const order = orderOf(def, { sidx: body.sidx || undefined, sort });
  return {
    where: filterWhere(def, caseless.length ? and(scope, ...caseless) : scope, query),
    order: groupBy ? [sql`${def.table[groupBy]} asc nulls last`, ...order] : order,
  };
}

/** Rows of the plan, `limit` from `offset`. */
export function readRows(db: DbOrTx, live: LiveModel, plan: { where: SQL | undefined; order: SQL[] }, offset: number, limit: number): Promise<Row[]> {
  const table = live.resource.table;
  return db.select().from(table).where(plan.where).orderBy(...plan.order).limit(limit).offset(offset) as unknown as Promise<Row[]>;
}
