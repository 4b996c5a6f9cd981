import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { jsonRows } from './json-params';

/**
 * Bulk rows as one typed array parameter per column, zipped by `unnest(...)`: the database reads each column as a
 * native array instead of parsing a JSON document per row, which makes bulk inserts and updates about a third cheaper
 * on PGlite and PostgreSQL alike (docs/architecture.md#models-and-the-resource-engine, imports). Column types are SQL
 * scalar types (`text`, `numeric(14, 3)`, `date`, ...); JSON values are not supported (use json-params.ts).
 */

export interface ArrayColumn {
  /** The column name in `as v(...)` and in the rows. */
  name: string;
  /** Its SQL type, e.g. `text` or `numeric(14, 3)`. */
  type: string;
}

const scalar = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value ?? null);

/** Whether a column of this SQL type can travel as an array parameter. */
export const arrayable = (type: string): boolean => !/json|\[\]/i.test(type);

/** `unnest($1::type1[], ...) as v("c1", ...)`: the rows (by column name; an absent key is null). */
export function unnestRows(columns: readonly ArrayColumn[], rows: ReadonlyArray<Record<string, unknown>>): SQL {
  const arrays = columns.map((c) => sql`${sql.param(rows.map((r) => scalar(r[c.name])))}::${sql.raw(c.type)}[]`);
  const names = sql.raw(columns.map((c) => `"${c.name}"`).join(', '));
  return sql`unnest(${sql.join(arrays, sql`, `)}) as v(${names})`;
}

/**
 * Rows of `table` (by column name) as `... as v(...)`: typed arrays zipped by unnest, or one JSON parameter read as the
 * table's row type when a column cannot travel as an array.
 */
export const tableRows = (table: PgTable, columns: readonly ArrayColumn[], rows: ReadonlyArray<Record<string, unknown>>): SQL =>
  (columns.every((c) => arrayable(c.type)) ? unnestRows(columns, rows)
    : sql`json_populate_recordset(null::${table}, ${jsonRows(rows)}::json) as v`);
