import path from 'node:path';
import fs from 'node:fs';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { AppConfig } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type services see: the same on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/** Opens the configured database and applies the committed migrations. */
export async function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'embedded'>): Promise<Database> {
  if (config.databaseUrl) {
    const { Pool } = await import('pg');
    const pool = new Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, admin command) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (err) => console.error('database connection lost:', err.message));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  let dir = 'memory://';
  if (config.embedded === 'disk') {
    dir = path.join(config.dataDir, 'pgdata');
    fs.mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}
