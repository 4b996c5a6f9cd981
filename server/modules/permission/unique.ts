import { and, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { conflict } from '../../core/errors';
import type { Text } from '../../core/i18n';
import type { DbOrTx, Tx } from '../../db/client';

/**
 * Serialises the writes of one kind of record until the transaction ends. Names and codes of
 * organisations and positions have no unique index (uniqueness depends on the parent), so the
 * check and the write must not interleave with another writer's. Works on PGlite and PostgreSQL.
 */
export async function lockKind(tx: Tx, kind: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`permission:${kind}`}))`);
}

export interface UniqueCheck {
  table: PgTable;
  id: PgColumn;
  column: PgColumn;
  value: string;
  /** Only rows matching it compete (e.g. the siblings of a department). */
  among?: SQL;
  /** The record being edited does not compete with itself. */
  exceptId?: string;
  /** The 409 message when taken. */
  taken: Text;
}

/** 409 with `taken` when another row already uses the value (compared case-insensitively, as JNPF's databases do). */
export async function assertUnique(db: DbOrTx, c: UniqueCheck): Promise<void> {
  const [row] = await db.select({ id: c.id }).from(c.table)
    .where(and(sql`lower(${c.column}) = lower(${c.value})`, c.among, c.exceptId ? ne(c.id, c.exceptId) : undefined))
    .limit(1);
  if (row) throw conflict(c.taken);
}
