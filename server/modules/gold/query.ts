import { asc, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { Type, type Static } from '@sinclair/typebox';
import { badRequest } from '../../core/errors';
import { GOLD_TEXT } from './messages';

/** Optional sorting of a page: `sidx` a whitelisted column, `sort` asc or desc (JNPF Pagination). */
export const SortQuery = Type.Object({
  sidx: Type.Optional(Type.String({ maxLength: 50, description: 'column to sort by; empty = createdAt' })),
  sort: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc'), Type.Literal('')])),
});
export type SortInput = Static<typeof SortQuery>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Any of the columns contains the text (case-insensitive). */
export function containsAny(text: string, ...columns: PgColumn[]): SQL {
  const like = `%${escapeLike(text)}%`;
  return or(...columns.map((c) => ilike(c, like)))!;
}

export const contains = (column: PgColumn, text: string): SQL => ilike(column, `%${escapeLike(text)}%`);

/**
 * ORDER BY for a page: the chosen whitelisted column (an unknown one is a 400; empty values last
 * either way), else `fallback` descending; `id` always breaks ties so pages never overlap.
 */
export function orderFor(input: SortInput, columns: Record<string, PgColumn>, fallback: PgColumn, id: PgColumn): SQL[] {
  if (!input.sidx) return [desc(fallback), desc(id)];
  const column = columns[input.sidx];
  if (!column) throw badRequest(GOLD_TEXT.badSort, 'sidx');
  const ascending = input.sort === 'asc';
  return [sql`${column} ${sql.raw(ascending ? 'asc' : 'desc')} nulls last`, ascending ? asc(id) : desc(id)];
}
