import { asc, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { Type, type Static } from '@sinclair/typebox';
import type { DbOrTx, Tx } from '../../db/client';
import { badRequest } from '../../core/errors';
import { organizations } from './tables';

/** A `name_i18n` column's zhtw and en names, so a keyword finds a name that is data in any language. */
export const otherNames = (nameI18n: PgColumn): SQL[] => [sql`${nameI18n}->>'zhtw'`, sql`${nameI18n}->>'en'`];

/** Optional sorting of a page: `sidx` a whitelisted column, `sort` asc or desc (JNPF Pagination). */
export const SortQuery = Type.Object({
  sidx: Type.Optional(Type.String({ maxLength: 50, description: 'column to sort by; empty = the default order' })),
  sort: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc'), Type.Literal('')])),
});
export type SortInput = Static<typeof SortQuery>;

const badSort = { zh: 'sidx：不支持按该字段排序', zhtw: 'sidx：不支援按該欄位排序', en: 'sidx: sorting by this field is not supported' };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Any of the columns contains the text (case-insensitive, LIKE wildcards taken literally). */
export function containsAny(text: string, ...columns: Array<PgColumn | SQL>): SQL {
  const like = `%${escapeLike(text)}%`;
  return or(...columns.map((c) => ilike(c, like)))!;
}

/**
 * ORDER BY of a page: the chosen whitelisted column (unknown: 400; empty values last), else the
 * default order; `id` always breaks ties so pages never overlap.
 */
export function orderFor(input: SortInput, columns: Record<string, PgColumn>, fallback: SQL[], id: PgColumn): SQL[] {
  if (!input.sidx) return [...fallback, asc(id)];
  const column = columns[input.sidx];
  if (!column) throw badRequest(badSort, 'sidx');
  const ascending = input.sort === 'asc';
  return [sql`${column} ${sql.raw(ascending ? 'asc' : 'desc')} nulls last`, ascending ? asc(id) : desc(id)];
}

/** Case-insensitive equality, for names, codes and accounts that must not differ only by case. */
export const sameText = (column: PgColumn, value: string): SQL => sql`lower(${column}) = lower(${value})`;

/** The organisation and every organisation below it (companies and departments share one tree). */
export async function orgSubtreeIds(db: DbOrTx, rootId: string): Promise<string[]> {
  const rows = await db.select({ id: organizations.id, parentId: organizations.parentId }).from(organizations);
  const children = new Map<string, string[]>();
  for (const r of rows) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id]);
  const out: string[] = [];
  const seen = new Set<string>(); // guards against a parent cycle in edited data
  const stack = [rootId];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(id);
    stack.push(...(children.get(id) ?? []));
  }
  return out;
}

/**
 * Serialises the writes of one kind (e.g. all role saves) until the transaction ends, so "name must
 * be unique" checks cannot race where no unique index backs them. Works on PGlite and PostgreSQL.
 */
export async function lockWrites(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
