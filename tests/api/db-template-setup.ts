import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedOptionsOf } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';
import { scratchDatabase, TEMPLATE_ENV, testConfig, type Template } from './db-template';

/**
 * vitest globalSetup of the api and fuzz projects: migrates and seeds the run's template database once (PostgreSQL
 * with TEST_DATABASE_URL, else a PGlite dump in a temporary file) and names it to the workers (db-template.ts).
 * Runs in the main process before any worker starts; answers the teardown that removes the template.
 */
export default async function setup(): Promise<() => Promise<void>> {
  if (process.env[TEMPLATE_ENV]) return async () => {}; // both projects in one run: the first one's template serves
  const config = testConfig();
  const adminUrl = process.env.TEST_DATABASE_URL;
  let template: Template;
  let remove: () => Promise<void>;
  if (adminUrl) {
    const scratch = await scratchDatabase(adminUrl, 'tpl');
    const database = await openDatabase({ ...config, databaseUrl: scratch.url });
    try {
      await seedDatabase(database.db, seedOptionsOf(config));
    } finally {
      await database.close(); // CREATE DATABASE ... TEMPLATE refuses a template with open connections
    }
    template = { kind: 'postgres', name: new URL(scratch.url).pathname.slice(1) };
    remove = scratch.drop;
  } else {
    const database = await openDatabase(config);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-template-'));
    try {
      await seedDatabase(database.db, seedOptionsOf(config));
      const dump = await (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client.dumpDataDir('none');
      fs.writeFileSync(path.join(dir, 'pgdata.tar'), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await database.close();
    }
    template = { kind: 'pglite', file: path.join(dir, 'pgdata.tar') };
    remove = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  process.env[TEMPLATE_ENV] = JSON.stringify(template);
  return async () => {
    delete process.env[TEMPLATE_ENV];
    await remove();
  };
}
