import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, numeric, date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { openDatabase, type Database } from '../../server/db/client';
import { copyPays, copyRows, copyText, copyValue } from '../../server/db/copy-rows';
import { rowsOf } from '../../server/db/json-params';
import { uniqueViolation } from '../../server/core/db-errors';
import { preparedTestDatabase } from './db-template';

// COPY of bulk rows (server/db/copy-rows.ts), on PGlite and (TEST_DATABASE_URL) PostgreSQL: the text encoding of
// awkward values, and the rows as the database reads them back, in the caller's transaction.

const probe = pgTable('copy_probe', {
  id: text('id').primaryKey(),
  label: text('label'),
  weight: numeric('weight', { precision: 14, scale: 3 }),
  day: date('day'),
  at: timestamp('at', { withTimezone: true }),
  flag: boolean('flag'),
  doc: jsonb('doc'),
  count: integer('count'),
  fallback: integer('fallback').notNull().default(7),
});
const COLUMNS = [
  { name: 'id', type: 'text' }, { name: 'label', type: 'text' }, { name: 'weight', type: 'numeric(14, 3)' }, { name: 'day', type: 'date' },
  { name: 'at', type: 'timestamp with time zone' }, { name: 'flag', type: 'boolean' }, { name: 'doc', type: 'jsonb' }, { name: 'count', type: 'integer' },
];

describe('the COPY text of a value', () => {
  it('escapes backslash, newline, carriage return and tab, and keeps null apart from the empty string', () => {
    expect(copyValue(null)).toBe('\\N');
    expect(copyValue(undefined)).toBe('\\N');
    expect(copyValue('')).toBe('');
    expect(copyValue('\\N')).toBe('\\\\N');
    expect(copyValue('a\tb\nc\rd\\e')).toBe('a\\tb\\nc\\rd\\\\e');
    expect(copyValue('金 ✓ 𝄞')).toBe('金 ✓ 𝄞');
    expect(copyValue('12.345')).toBe('12.345');
    expect(copyValue(0)).toBe('0');
    expect(copyValue(true)).toBe('true');
    expect(copyValue(false)).toBe('false');
    expect(copyValue(new Date('2026-01-02T03:04:05.678Z'))).toBe('2026-01-02T03:04:05.678Z');
  });

  it('writes a JSON column\'s value as its JSON text, a string too, escaped', () => {
    expect(copyValue({ a: 'x\ty' }, true)).toBe('{"a":"x\\\\ty"}');
    expect(copyValue('plain', true)).toBe('"plain"');
    expect(copyValue(null, true)).toBe('\\N');
  });

  it('makes one line per row, columns by name, a missing one null', () => {
    expect(copyText([{ name: 'a', type: 'text' }, { name: 'b', type: 'integer' }], [{ a: 'x', b: 1 }, { b: 2 }])).toBe('x\t1\n\\N\t2\n');
  });
});

describe('copyRows', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const prepared = await preparedTestDatabase();
    drop = prepared.drop;
    database = prepared.database ?? await openDatabase(prepared.config);
    await database.db.execute(sql`create table copy_probe (id text primary key, label text, weight numeric(14, 3), day date,
      at timestamptz, flag boolean, doc jsonb, count integer, fallback integer not null default 7)`);
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  const read = async (ids: string[]) => rowsOf<Record<string, unknown>>(await database.db.execute(sql`select id, label, weight::text as weight,
    day::text as day, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') as at, flag, doc, count, fallback
    from copy_probe where id in ${sql.raw(`(${ids.map((id) => `'${id}'`).join(', ')})`)} order by id`));

  it('writes awkward values as they were, in the transaction, with later statements on the same connection', async () => {
    const rows = [
      { id: 'a1', label: 'tab\there\nnew line\r\\back\\slash \\N', weight: '12.345', day: '2026-03-04', at: new Date('2026-01-02T03:04:05.678Z'), flag: true, doc: { zh: '金\t"引号"', list: [1, null] }, count: 3 },
      { id: 'a2', label: '', weight: '0.001', day: null, at: null, flag: false, doc: 'just a string', count: 0 },
      { id: 'a3', label: null, weight: null, day: '2026-12-31', flag: null, doc: null, count: null },
      { id: 'a4', label: '金饰 ✓ 𝄞 \u00a0end', weight: '-99999999999.999', day: '2026-01-01', at: '2026-05-06T07:08:09.010Z', flag: true, doc: [], count: -2147483648 },
    ];
    const after = await database.db.transaction(async (tx) => {
      // Imports use COPY on PostgreSQL only (bulkInsert); copyRows itself works on both.
      expect(copyPays(tx)).toBe(database.kind === 'postgres');
      await copyRows(tx, probe, COLUMNS, rows);
      return rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from copy_probe where id like 'a%'`))[0].n;
    });
    expect(after).toBe(4);
    expect(await read(['a1', 'a2', 'a3', 'a4'])).toEqual([
      { id: 'a1', label: 'tab\there\nnew line\r\\back\\slash \\N', weight: '12.345', day: '2026-03-04', at: '2026-01-02T03:04:05.678', flag: true, doc: { zh: '金\t"引号"', list: [1, null] }, count: 3, fallback: 7 },
      { id: 'a2', label: '', weight: '0.001', day: null, at: null, flag: false, doc: 'just a string', count: 0, fallback: 7 },
      { id: 'a3', label: null, weight: null, day: '2026-12-31', at: null, flag: null, doc: null, count: null, fallback: 7 },
      { id: 'a4', label: '金饰 ✓ 𝄞 \u00a0end', weight: '-99999999999.999', day: '2026-01-01', at: '2026-05-06T07:08:09.010', flag: true, doc: [], count: -2147483648, fallback: 7 },
    ]);
  });

  it('writes more rows than one piece of text', async () => {
    const rows = Array.from({ length: 12_345 }, (_, i) => ({ id: `b${i}`, label: `row ${i}`, count: i }));
    await database.db.transaction((tx) => copyRows(tx, probe, [COLUMNS[0], COLUMNS[1], COLUMNS[7]], rows));
    const [sum] = rowsOf<{ n: number; total: string }>(await database.db.execute(sql`select count(*)::int as n, sum(count)::text as total from copy_probe where id like 'b%'`));
    expect(sum).toEqual({ n: 12_345, total: String((12_344 * 12_345) / 2) });
  });

  it('fails with the database\'s unique violation and writes nothing of the transaction', async () => {
    const error = await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into copy_probe (id, label) values ('c0', 'before')`);
      await copyRows(tx, probe, COLUMNS.slice(0, 2), [{ id: 'c1', label: 'x' }, { id: 'a1', label: 'taken' }]);
    }).then(() => undefined, (e: unknown) => e);
    expect(uniqueViolation(error)).toBe('copy_probe_pkey');
    expect(await read(['c0', 'c1'])).toEqual([]);
    // The connection is usable afterwards.
    await database.db.transaction((tx) => copyRows(tx, probe, COLUMNS.slice(0, 2), [{ id: 'c2', label: 'after' }]));
    expect((await read(['c2']))[0].label).toBe('after');
  });

  it('refuses a value the column cannot hold, naming nothing written', async () => {
    const error = await database.db.transaction((tx) => copyRows(tx, probe, [COLUMNS[0], COLUMNS[7]], [{ id: 'd1', count: 'many' }]))
      .then(() => undefined, (e: unknown) => e as { code?: string; cause?: { code?: string } });
    expect(error?.code ?? error?.cause?.code).toBe('22P02');
    expect(await read(['d1'])).toEqual([]);
  });
});
