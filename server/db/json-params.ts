import { sql, type SQL } from 'drizzle-orm';

/**
 * Bulk statements pass their values as one JSON parameter instead of one parameter per value: building a statement
 * of thousands of parameters costs Drizzle (and the database's parser) far more than the query itself, and one
 * parameter works the same on PGlite and PostgreSQL (docs/architecture.md#models-and-the-resource-engine, imports).
 */

/** `(select ...)` of the texts, for `column in ${jsonTexts(values)}`. */
export const jsonTexts = (values: readonly string[]): SQL =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/** The rows as a JSON text for json_populate_recordset / json_to_recordset (dates as ISO texts). */
export const jsonRows = (rows: ReadonlyArray<Record<string, unknown>>): string =>
  JSON.stringify(rows, (_key, value) => (value instanceof Date ? value.toISOString() : value));

/** The rows of a raw `execute` result (PGlite and node-postgres both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));
