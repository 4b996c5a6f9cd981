import { inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

/** Rows per DELETE: small enough that one statement never holds its locks for long. */
export const DELETE_BATCH = 5000;

/**
 * Deletes the rows matching `where`, at most `batch` per statement, until none is left; answers
 * how many went. Each statement commits on its own, so a large purge never blocks writers for long.
 */
export async function deleteInBatches(db: Db, table: PgTable & { id: AnyPgColumn }, where: SQL, batch = DELETE_BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const ids = db.select({ id: table.id }).from(table as PgTable).where(where).limit(batch);
    const rows = await db.delete(table).where(inArray(table.id, ids)).returning({ id: table.id });
    total += rows.length;
    if (rows.length < batch) return total;
  }
}
