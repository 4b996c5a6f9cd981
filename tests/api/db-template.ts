import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { loadConfig, type AppConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';

export const ADMIN_PASSWORD = 'Admin@12345';

/** The configuration every API test app starts from (its database aside). */
export function testConfig(): AppConfig {
  // The job runner does not poll in tests (its queries would land amid counted statements); job tests call tick().
  // The session cache is off unless a test asks for it (or TEST_SESSION_CACHE=1): a test writing by SQL must then
  // wait for its notification (app.sessionCache.sync), as session-cache.test.ts and the tests of what it serves do.
  return {
    ...loadConfig({}), embedded: 'memory', adminPassword: ADMIN_PASSWORD, logLevel: 'silent', seedDemo: false, jobPollMs: 0,
    sessionCache: process.env.TEST_SESSION_CACHE === '1',
  };
}

/**
 * A new database on the PostgreSQL server of `adminUrl` (its URL), and `drop` to remove it: empty, or a copy of
 * `template`. Used by the API tests, the PostgreSQL-only tests and the fault scripts alike.
 */
export async function scratchDatabase(adminUrl: string, prefix = 't', template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * The run's template: a database migrated and seeded once with testConfig() by db-template-setup.ts (the api and fuzz
 * projects' globalSetup), named in this variable, which the test workers inherit. Migrations and the seed cost seconds
 * per database; a copy of the template costs a fraction of that, and the app's startup finds it current and seeded.
 */
export const TEMPLATE_ENV = 'TEST_DB_TEMPLATE';
export type Template = { kind: 'postgres'; name: string } | { kind: 'pglite'; file: string };

function runTemplate(): Template | null {
  const value = process.env[TEMPLATE_ENV];
  if (!value) return null; // outside vitest (benchmarks, fault scripts) or a run without the global setup
  const template = JSON.parse(value) as Template;
  // A template is only valid for the database server it was made for.
  return (template.kind === 'postgres') === Boolean(process.env.TEST_DATABASE_URL) ? template : null;
}

let snapshot: { file: string; data: Blob } | undefined;
const snapshotOf = (file: string): Blob => {
  if (snapshot?.file !== file) snapshot = { file, data: new Blob([fs.readFileSync(file)]) };
  return snapshot.data;
};

/**
 * A database of its own for one test app, already migrated and seeded as testConfig() seeds it: a copy of the run's
 * template when there is one, else a new empty database the app migrates and seeds at startup. `database` is set when
 * the caller must hand it to buildApp (an in-memory PGlite started from the template's dump).
 */
export async function preparedTestDatabase(): Promise<{ config: AppConfig; database?: Database; drop: () => Promise<void> }> {
  const config = testConfig();
  const template = runTemplate();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const scratch = await scratchDatabase(adminUrl, 't', template?.kind === 'postgres' ? template.name : undefined);
    return { config: { ...config, databaseUrl: scratch.url }, drop: scratch.drop };
  }
  const database = template?.kind === 'pglite' ? await openDatabase(config, { loadDataDir: snapshotOf(template.file) }) : undefined;
  return { config, database, drop: async () => {} };
}
