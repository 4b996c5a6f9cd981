import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { is } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { PgliteSession } from 'drizzle-orm/pglite';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Transaction } from '@electric-sql/pglite';
import type { ArrayColumn } from './array-params';
import type { Tx } from './client';

/**
 * Bulk rows written with `COPY table (columns) FROM ...` in the caller's transaction: the database parses one text
 * stream instead of planning an insert and reading a parameter per column (docs/architecture.md#models-and-the-resource-engine,
 * imports; used where `copyPays`). PostgreSQL reads the text from the connection (COPY FROM STDIN through
 * pg-copy-streams); PGlite from a Blob it mounts as /dev/blob. Table defaults apply to the
 * columns not listed only; a listed column a row does not name is null, as in an insert. Errors are the database's
 * own (a unique violation keeps its SQLSTATE and constraint), so callers map them as for an insert.
 */

/** Lines per piece of text handed to the database, with a turn of the event loop between two. */
const COPY_CHUNK = 5_000;

const SPECIAL = /[\\\n\r\t]/;
const SPECIALS = /[\\\n\r\t]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const escapeText = (text: string) => (SPECIAL.test(text) ? text.replace(SPECIALS, (c) => ESCAPES[c]) : text);

/** Whether a column of this SQL type holds JSON (its value is written as a JSON document, a string included). */
const isJson = (type: string) => /^jsonb?$/i.test(type.trim());

/**
 * One value in COPY's text format: null as \N; a date as its ISO text; booleans as true/false; a JSON column's value as
 * its JSON text; any other object as JSON (as node-postgres sends it); backslash, newline, carriage return and tab
 * escaped. An empty string stays an empty string (not null).
 */
export function copyValue(value: unknown, json = false): string {
  if (value === null || value === undefined) return '\\N';
  if (json) return escapeText(JSON.stringify(value instanceof Date ? value.toISOString() : value));
  if (typeof value === 'string') return escapeText(value);
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString();
  return escapeText(JSON.stringify(value));
}

/** The rows (by column name) as COPY text lines, each ending in a newline. */
export function copyText(columns: readonly ArrayColumn[], rows: ReadonlyArray<Record<string, unknown>>): string {
  const json = columns.map((c) => isJson(c.type));
  let text = '';
  for (const row of rows) {
    let line = '';
    for (let i = 0; i < columns.length; i++) line += (i ? '\t' : '') + copyValue(row[columns[i].name], json[i]);
    text += `${line}\n`;
  }
  return text;
}

/** The COPY text of the rows in pieces of COPY_CHUNK lines, a turn of the event loop before each but the first. */
async function* copyPieces(columns: readonly ArrayColumn[], rows: ReadonlyArray<Record<string, unknown>>): AsyncGenerator<string> {
  for (let i = 0; i < rows.length; i += COPY_CHUNK) {
    if (i > 0) await nextTurn();
    yield copyText(columns, rows.slice(i, i + COPY_CHUNK));
  }
}

/**
 * Whether bulk rows should go by COPY on this connection: on PostgreSQL a COPY of 100,000 sales took a quarter less
 * than inserts of typed arrays; on PGlite it took as long on a fresh table and up to twice as long on one with dead
 * rows (its /dev/blob is read through the WASM file system), and its memory peak rose by about 400 MB.
 */
export const copyPays = (tx: Tx): boolean => is(tx._.session, NodePgSession);

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The raw connection under a Drizzle transaction (the session's client is not part of Drizzle's typed API). */
const clientOf = <T>(tx: Tx) => (tx._.session as unknown as { client: T }).client;

/** Writes the rows (by column name) into `table`'s `columns` with COPY, in the transaction `tx`. */
export async function copyRows(tx: Tx, table: PgTable, columns: readonly ArrayColumn[], rows: ReadonlyArray<Record<string, unknown>>): Promise<void> {
  if (rows.length === 0) return;
  const config = getTableConfig(table);
  const target = `${config.schema ? `${quoted(config.schema)}.` : ''}${quoted(config.name)} (${columns.map((c) => quoted(c.name)).join(', ')})`;
  if (is(tx._.session, NodePgSession)) {
    const client = clientOf<PoolClient>(tx);
    await pipeline(Readable.from(copyPieces(columns, rows)), client.query(copyFrom(`copy ${target} from stdin`)));
    return;
  }
  if (is(tx._.session, PgliteSession)) {
    const pieces: string[] = [];
    for await (const piece of copyPieces(columns, rows)) pieces.push(piece);
    await clientOf<Transaction>(tx).query(`copy ${target} from '/dev/blob'`, [], { blob: new Blob(pieces) });
    return;
  }
  throw new Error('copyRows: unknown database driver');
}
