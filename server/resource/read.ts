import Decimal from 'decimal.js';
import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { areaNameKey, isNumericEnum, type Model, type ModelField } from '../../schemas/model';
import { badRequest } from '../core/errors';
import { ms } from '../core/paging';
import type { DbOrTx } from '../db/client';
import { users } from '../modules/permission/tables';
import { areaPath, loadAreaNames } from './areas';
import { RESOURCE_TEXT } from './messages';
import { refTarget } from './refs';
import type { ResourceDef, ResourceTable, Row } from './types';

/**
 * Reading rows of a model: the select with its joins (ref names, creator and updater), filters from
 * the model's searchable fields, the sort whitelist, and the wire shape the screens receive (dates
 * 'YYYY-MM-DD', times epoch ms, decimals as fixed-scale strings, area ids plus their joined name).
 */

export const fixed = (value: unknown, scale: number): string | null =>
  value === null || value === undefined || value === '' ? null : new Decimal(String(value)).toFixed(scale);

const col = (table: ResourceTable, key: string): AnyPgColumn => {
  const column = table[key];
  if (!column) throw new Error(`table has no column for field ${key}`);
  return column;
};

/** Rows not soft-deleted; a table without soft delete (derived rows such as settlement days) is all live. */
export const liveOf = (table: ResourceTable): SQL | undefined => (table.deletedAt ? isNull(table.deletedAt) : undefined);

interface Plan {
  selection: Record<string, unknown>;
  joins: Array<{ table: any; on: SQL }>;
}

const plans = new WeakMap<ResourceDef, Plan>();

/** The select list and joins of a resource, built once. */
function planOf(def: ResourceDef): Plan {
  let plan = plans.get(def);
  if (plan) return plan;
  const { model, table } = def;
  const creator = alias(users, `${model.table}_creator`);
  const updater = alias(users, `${model.table}_updater`);
  const selection: Record<string, unknown> = { row: table, createdByName: creator.realName, updatedByName: updater.realName };
  const joins: Plan['joins'] = [];
  for (const field of model.fields) {
    if (field.type !== 'ref' || !field.ref) continue;
    const target = refTarget(field.ref.model);
    const joined = alias(target.table as any, `${model.table}_${field.key}_ref`) as any;
    const idName = Object.entries(target.table).find(([, c]) => c === target.id)?.[0] ?? 'id';
    const nameName = Object.entries(target.table).find(([, c]) => c === target.name)?.[0] ?? 'name';
    selection[field.ref.nameKey] = joined[nameName];
    joins.push({ table: joined, on: eq(joined[idName], col(table, field.key)) });
  }
  Object.assign(selection, def.hooks?.computed?.(table) ?? {});
  joins.push({ table: creator, on: eq(creator.id, table.createdBy) }, { table: updater, on: eq(updater.id, table.updatedBy) });
  plan = { selection, joins };
  plans.set(def, plan);
  return plan;
}

/** `select ... from table left join ...` of the resource, with `extra` columns if given; add where / order / limit. */
export function selectRows(db: DbOrTx, def: ResourceDef, extra?: Record<string, SQL.Aliased | SQL>): any {
  const { selection, joins } = planOf(def);
  let q: any = db.select((extra ? { ...selection, ...extra } : selection) as any).from(def.table);
  for (const j of joins) q = q.leftJoin(j.table, j.on);
  return q;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
export const contains = (column: AnyPgColumn, text: string): SQL => ilike(column, `%${escapeLike(text)}%`);

/** The query parameters of a field's search: equal and contains use the key, range `<key>Start` / `<key>End`. */
export function fieldFilter(table: ResourceTable, field: ModelField, query: Record<string, unknown>): SQL[] {
  const column = col(table, field.key);
  const value = query[field.key];
  const given = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);
  switch (field.search) {
    case 'contains': return given(value) ? [contains(column, String(value))] : [];
    case 'range': {
      const out: SQL[] = [];
      const start = query[`${field.key}Start`];
      const end = query[`${field.key}End`];
      const toValue = (v: unknown) => (field.type === 'time' ? new Date(Number(v)) : v);
      if (given(start)) out.push(sql`${column} >= ${toValue(start)}`);
      if (given(end)) out.push(sql`${column} <= ${toValue(end)}`);
      return out;
    }
    case 'equal': {
      if (!given(value)) return [];
      if (field.type === 'area') {
        const ids = (value as string[]).filter(Boolean);
        return ids.length ? [sql`${column} @> ${JSON.stringify(ids)}::jsonb`] : [];
      }
      return [eq(column, isNumericEnum(field) || field.type === 'integer' ? Number(value) : value)];
    }
    default: return [];
  }
}

/** WHERE of a page or export: live rows in scope matching the keyword, the field searches and the extra filters. */
export function filterWhere(def: ResourceDef, scope: SQL | undefined, query: Record<string, unknown>): SQL | undefined {
  return and(liveOf(def.table), scope, ...queryFilters(def, query));
}

/** The conditions a query's keyword, field searches and extra filters add (none: every live row in scope). */
export function queryFilters(def: ResourceDef, query: Record<string, unknown>): SQL[] {
  const { model, table } = def;
  const where: Array<SQL | undefined> = [];
  const keyword = query.keyword;
  if (typeof keyword === 'string' && keyword && model.keyword?.length) {
    where.push(or(...model.keyword.map((k) => contains(col(table, k), keyword))));
  }
  for (const field of model.fields) where.push(...fieldFilter(table, field, query));
  for (const [key, filter] of Object.entries(def.hooks?.filters ?? {})) {
    if (query[key] !== undefined && query[key] !== '') where.push(filter.where(query[key], table));
  }
  return where.filter((w): w is SQL => w !== undefined);
}

/**
 * ORDER BY: the chosen sortable field (an unknown one is a 400; empty values last either way), else
 * newest first; `id` always breaks ties so pages never overlap.
 */
export function orderOf(def: ResourceDef, query: { sidx?: string; sort?: string }): SQL[] {
  const { model, table } = def;
  if (!query.sidx) return [desc(table.createdAt), desc(table.id)];
  const sortable = query.sidx === 'createdAt' || query.sidx === 'updatedAt' || model.fields.some((f) => f.key === query.sidx && f.sort);
  if (!sortable) throw badRequest(RESOURCE_TEXT.badSort, 'sidx');
  const ascending = query.sort === 'asc';
  return [sql`${table[query.sidx]} ${sql.raw(ascending ? 'asc' : 'desc')} nulls last`, ascending ? asc(table.id) : desc(table.id)];
}

/** A stored value as the screens receive it. */
export function wireValue(field: ModelField, value: unknown): unknown {
  if (value === undefined) return null;
  switch (field.type) {
    case 'decimal': return fixed(value, field.scale ?? 2);
    case 'time': return ms(value as Date | null);
    case 'area': return value ?? [];
    default: return value ?? null;
  }
}

/** Rows of `selectRows` in their wire shape (one area-name query for the whole page). */
export async function toWire(db: DbOrTx, model: Model, rows: any[]): Promise<Record<string, unknown>[]> {
  const areaFields = model.fields.filter((f) => f.type === 'area');
  const names = await loadAreaNames(db, rows.flatMap((r) => areaFields.flatMap((f) => (r.row[f.key] as string[] | null) ?? [])));
  return rows.map((r) => {
    const row = r.row as Row;
    const out: Record<string, unknown> = { id: row.id };
    for (const field of model.fields) {
      out[field.key] = wireValue(field, row[field.key]);
      if (field.type === 'area') out[areaNameKey(field)] = areaPath(row[field.key], names);
      if (field.type === 'ref' && field.ref) out[field.ref.nameKey] = r[field.ref.nameKey] ?? null;
    }
    for (const c of model.computed ?? []) {
      const v = r[c.key];
      out[c.key] = c.type === 'integer' ? Number(v ?? 0) : c.type === 'decimal' ? fixed(v, c.scale ?? 2) : c.type === 'time' ? ms(v) : v ?? null;
    }
    out.version = row.version;
    out.createdAt = ms(row.createdAt);
    out.createdByName = r.createdByName ?? null;
    out.updatedAt = ms(row.updatedAt);
    out.updatedByName = r.updatedByName ?? null;
    return out;
  });
}
