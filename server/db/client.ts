import path from 'node:path';
import fs from 'node:fs';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { AppConfig } from '../config';
import * as schema from './schema';
import { listenPglite, listenPostgres, type HeartbeatTiming, type ListenHandlers, type Listening } from './listener';

export type Schema = typeof schema;
/** The one database type services see: the same on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  /** Statements sent since the database was opened (through Drizzle): what a request costs is measured with it. */
  statements: { count: number };
  kind: 'pglite' | 'postgres';
  /**
   * LISTEN on `channel` (db/listener.ts): on PostgreSQL through a connection of its own, outside the pool, checked by a
   * heartbeat (`timing`: its default unless a test shortens it); PGlite's never needs one.
   */
  listen(channel: string, handlers: ListenHandlers, timing?: HeartbeatTiming): Listening;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/**
 * Opens the configured database and applies the committed migrations. `loadDataDir`: an embedded database starts from
 * this PGlite dump (the API tests' migrated and seeded template, tests/api/db-template.ts); the server never passes one.
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'embedded'> & Partial<Pick<AppConfig, 'dbPoolMax' | 'dbStatementTimeoutMs' | 'dbConnectTimeoutMs'>>,
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  if (config.databaseUrl) {
    const { Pool, Client } = await import('pg');
    // Migrations may build indexes on big tables: they run on their own connection without the statement limit.
    const migrator = new Pool({ connectionString: config.databaseUrl, max: 1 });
    migrator.on('error', () => {}); // a connection dropped while it is being closed is of no concern
    try {
      await migratePg(drizzlePg(migrator, { schema }) as never, { migrationsFolder });
    } finally {
      await migrator.end();
    }
    const pool = new Pool(postgresPoolOptions(config));
    // An idle connection dropped by the server (restart, admin command) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (err) => console.error('database connection lost:', err.message));
    // A connection checked out by a request (a transaction between two statements) has no pool listener: when
    // PostgreSQL terminates it (restart, failover) its 'error' event would be an uncaught exception and stop
    // the process. The request itself fails on its next statement; the pool drops the dead client on release.
    pool.on('connect', (client) => {
      client.on('error', (err) => console.error('database connection lost (in use):', err.message));
    });
    const statements = { count: 0 };
    const db = drizzlePg(pool, { schema, logger: statementCounter(statements) }) as unknown as Db;
    const url = config.databaseUrl;
    return {
      db, statements, kind: 'postgres', close: () => pool.end(),
      // The heartbeat goes through the pool but not through Drizzle: it is not a statement of any request.
      listen: (channel, handlers, timing) =>
        listenPostgres(Client, url, channel, handlers, (payload) => pool.query('select pg_notify($1, $2)', [channel, payload]), timing),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  let dir = 'memory://';
  if (config.embedded === 'disk') {
    dir = path.join(config.dataDir, 'pgdata');
    fs.mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const statements = { count: 0 };
  const db = drizzlePglite(client, { schema, logger: statementCounter(statements) }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  // PGlite runs no autovacuum: without statistics the planner joins whole tables before paging
  // (modules/system/statistics-job.ts re-analyses nightly).
  await client.exec('analyze');
  statements.count = 0;
  return {
    db, statements, kind: 'pglite', close: () => client.close(),
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
  };
}

/** Counts the statements Drizzle sends (its logger hook is called once per statement, transactions included). */
const statementCounter = (statements: { count: number }) => ({
  logQuery: () => {
    statements.count += 1;
  },
});

/**
 * The request pool: bounded in size; a statement running longer than the limit is cancelled by the server;
 * a request that cannot get a connection (PostgreSQL down or restarting, pool exhausted) fails after the
 * connect timeout with a clean error instead of hanging; keep-alive notices a peer that vanished.
 */
export function postgresPoolOptions(config: Partial<Pick<AppConfig, 'databaseUrl' | 'dbPoolMax' | 'dbStatementTimeoutMs' | 'dbConnectTimeoutMs'>>) {
  return {
    connectionString: config.databaseUrl,
    max: config.dbPoolMax ?? 10,
    statement_timeout: config.dbStatementTimeoutMs ?? 30_000,
    // A transaction left open by a stuck request must not hold its locks for ever.
    idle_in_transaction_session_timeout: Math.max(60_000, (config.dbStatementTimeoutMs ?? 30_000) * 2),
    connectionTimeoutMillis: config.dbConnectTimeoutMs ?? 5_000,
    keepAlive: true,
  };
}
