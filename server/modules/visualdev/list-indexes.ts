import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { columnOf, type Model } from '../../../schemas/model';
import type { Tx } from '../../db/client';

/**
 * Indexes of a published model's main table for its list (docs/architecture.md#dynamic-models), made by the publish
 * in its transaction: without them a List over a large table reads every row for its page and again for its total
 * (tests/bench/dynamic.ts). Each holds live rows only (the List never reads deleted ones):
 * - a field searched by equal or range: one index on it (the rows and the total of a search read only the matches);
 * - a sortable field: one index per direction, in the order the List sorts (`col asc nulls last, id asc` and
 *   `col desc nulls last, id desc`, server/resource/read.ts orderOf), so a page is the first entries of an index;
 * - the creator, which the usual data rule (own rows) limits by.
 * A `like` search cannot use a b-tree (its pattern starts with a wildcard): it reads the rows. Indexes of this kind a
 * republish no longer wants (a field no longer searched or sorted) are dropped, so they cost no write.
 */

export interface ListIndex {
  name: string;
  /** The indexed expression list, e.g. `"f_amount" asc nulls last, id asc`. */
  columns: string;
}

const MARK = '_lx_';
const MAX_NAME = 63; // PostgreSQL truncates longer identifiers, which could make two names one.
const INDEXED_TYPES: ReadonlySet<string> = new Set(['text', 'integer', 'decimal', 'enum', 'date', 'time', 'ref']);

const ident = (name: string) => `"${name}"`;

function nameOf(table: string, column: string, kind: string): string {
  const plain = `${table}${MARK}${column}_${kind}`;
  if (plain.length <= MAX_NAME) return plain;
  return `${table}${MARK}${createHash('md5').update(`${column}\u0000${kind}`).digest('hex').slice(0, 12)}_${kind}`;
}

/** The list indexes a model wants (pure: the model decides). */
export function listIndexes(model: Model): ListIndex[] {
  const out: ListIndex[] = [{ name: nameOf(model.table, 'created_by', 'eq'), columns: 'created_by' }];
  for (const f of model.fields) {
    if (!INDEXED_TYPES.has(f.type)) continue;
    const column = ident(columnOf(f));
    if (f.search === 'equal' || f.search === 'range') out.push({ name: nameOf(model.table, columnOf(f), 'eq'), columns: column });
    if (f.sort) {
      out.push({ name: nameOf(model.table, columnOf(f), 'asc'), columns: `${column} asc nulls last, id asc` });
      out.push({ name: nameOf(model.table, columnOf(f), 'desc'), columns: `${column} desc nulls last, id desc` });
    }
  }
  return out;
}

const rowsOf = (r: unknown) => ((r as { rows?: unknown[] }).rows ?? r) as Array<{ indexname: string }>;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Creates the wanted list indexes of the model's table and drops the ones of this kind it no longer wants. */
export async function ensureListIndexes(tx: Tx, model: Model): Promise<void> {
  const wanted = listIndexes(model);
  const names = new Set(wanted.map((i) => i.name));
  const existing = rowsOf(await tx.execute(sql`select indexname from pg_indexes
    where schemaname = current_schema() and tablename = ${model.table} and indexname like ${`${escapeLike(model.table)}${escapeLike(MARK)}%`}`));
  for (const { indexname } of existing) if (!names.has(indexname)) await tx.execute(sql.raw(`drop index if exists ${ident(indexname)}`));
  const have = new Set(existing.map((e) => e.indexname));
  for (const i of wanted) {
    if (have.has(i.name)) continue;
    await tx.execute(sql.raw(`create index if not exists ${ident(i.name)} on ${ident(model.table)} (${i.columns}) where deleted_at is null`));
  }
}
