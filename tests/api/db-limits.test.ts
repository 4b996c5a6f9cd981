import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../../server/config';
import { openDatabase, postgresPoolOptions, type Database } from '../../server/db/client';
import { buildApp } from '../../server/app';
import { ADMIN_PASSWORD, adminLogin, scratchDatabase } from './helpers';

// PostgreSQL's limits need a PostgreSQL server: TEST_DATABASE_URL, else the machine's (as multi-node.test.ts
// uses the machine's Redis). A fresh database is made for this file and dropped after.
const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
let url: string;
let drop: () => Promise<void>;
const opened: Database[] = [];

beforeAll(async () => {
  ({ url, drop } = await scratchDatabase(ADMIN_URL));
});
afterAll(async () => {
  for (const d of opened) await d.close().catch(() => {});
  await drop();
});

async function open(env: Record<string, string>): Promise<Database> {
  const config = { ...loadConfig({ DATABASE_URL: url, ...env }), embedded: 'memory' as const };
  const d = await openDatabase(config);
  opened.push(d);
  return d;
}
const rows = (r: unknown): any[] => (r as { rows: any[] }).rows;

describe('PostgreSQL limits', () => {
  it('reads DB_POOL_MAX, DB_STATEMENT_TIMEOUT_MS and DB_CONNECT_TIMEOUT_MS, with defaults', () => {
    expect(postgresPoolOptions(loadConfig({}))).toMatchObject({ max: 10, statement_timeout: 30_000, connectionTimeoutMillis: 5_000 });
    expect(postgresPoolOptions(loadConfig({ DB_POOL_MAX: '3', DB_STATEMENT_TIMEOUT_MS: '1500', DB_CONNECT_TIMEOUT_MS: '700' })))
      .toMatchObject({ max: 3, statement_timeout: 1500, connectionTimeoutMillis: 700 });
  });

  it('every connection carries the statement timeout: a runaway query is cancelled and the pool serves on', async () => {
    const d = await open({ DB_STATEMENT_TIMEOUT_MS: '300' });
    expect(rows(await d.db.execute(sql`show statement_timeout`))[0].statement_timeout).toBe('300ms');
    const err = await d.db.execute(sql`select pg_sleep(5)`).then(() => null, (e: any) => e);
    expect(err?.cause?.code ?? err?.code).toBe('57014'); // query_canceled
    expect(rows(await d.db.execute(sql`select 1 as one`))[0].one).toBe(1);
  });

  it('the pool never opens more than DB_POOL_MAX connections', async () => {
    const d = await open({ DB_POOL_MAX: '2' });
    const pids = await Promise.all(Array.from({ length: 6 }, () => d.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.2)`)));
    expect(new Set(pids.map((r) => rows(r)[0].pid)).size).toBeLessThanOrEqual(2);
  });

  it('a query that cannot get a connection fails after DB_CONNECT_TIMEOUT_MS instead of hanging', async () => {
    const d = await open({ DB_POOL_MAX: '1', DB_CONNECT_TIMEOUT_MS: '200' });
    const busy = Promise.resolve(d.db.execute(sql`select pg_sleep(3)`)); // started now (a drizzle query runs when awaited)
    await new Promise((resolve) => setTimeout(resolve, 100));
    const err = await d.db.execute(sql`select 1`).then(() => null, (e: Error) => e);
    expect(String(err?.message ?? '') + String((err as any)?.cause?.message ?? '')).toMatch(/timeout/i);
    await busy;
  });

  it('a connection terminated by the server inside a transaction fails that request only; the process and pool go on', async () => {
    const d = await open({});
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const outcome = await d.db.transaction(async (tx) => {
        const pid = rows(await tx.execute(sql`select pg_backend_pid() as pid`))[0].pid;
        // As a PostgreSQL restart does to every open connection. Without a listener on the checked-out
        // client its 'error' event is an uncaught exception (vitest reports it and fails this file).
        await admin.query('select pg_terminate_backend($1)', [pid]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      }).then(() => 'committed', () => 'failed');
      expect(outcome).toBe('failed');
      expect(rows(await d.db.execute(sql`select 1 as one`))[0].one).toBe(1);
    } finally {
      await admin.end();
    }
  });

  it('migrations are not subject to the statement timeout', async () => {
    // A fresh database migrates on open even with a tiny limit (the migrator uses its own connection).
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const u = new URL(ADMIN_URL);
      u.pathname = `/${name}`;
      const d = await openDatabase({ ...loadConfig({ DATABASE_URL: u.toString(), DB_STATEMENT_TIMEOUT_MS: '1' }), embedded: 'memory' });
      await d.close();
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });

  it('a request that cannot reach the database is answered 503 "try again" with Retry-After, not a 500', async () => {
    const config = { ...loadConfig({ DATABASE_URL: url, DB_POOL_MAX: '1', DB_CONNECT_TIMEOUT_MS: '300' }), embedded: 'memory' as const, logLevel: 'silent' as const, adminPassword: ADMIN_PASSWORD };
    const app = await buildApp({ config, logger: false });
    await app.ready();
    try {
      const token = await adminLogin(app);
      // The only connection is busy for a second; the request waits longer than DB_CONNECT_TIMEOUT_MS for one.
      const busy = app.database.db.execute(sql`select pg_sleep(1)`).then(() => undefined); // Drizzle queries start when awaited
      const res = await app.inject({ method: 'GET', url: '/api/oauth/CurrentUser', headers: { authorization: token } });
      await busy;
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 503, body: { code: 503, msg: '服务暂时不可用，请稍后重试' } });
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ code: 503, msg: '服务暂时不可用，请稍后重试' });
      // Once the connection is free the same call is answered as usual.
      expect((await app.inject({ method: 'GET', url: '/api/oauth/CurrentUser', headers: { authorization: token } })).json().code).toBe(200);
    } finally {
      await app.close();
    }
  });
});
