import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../../server/app';
import type { AppConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { testDatabaseConfig } from './helpers';

/**
 * Nodes of one deployment for job runner tests: on PostgreSQL each app opens its own pool on the
 * same database (as separate servers would); on PGlite the apps share one database in this process.
 * The runners do not poll (jobPollMs 0): tests drive them with tick(now).
 */
export interface Cluster {
  config: AppConfig;
  nodes: App[];
  /** Opens one more node on the same database. */
  open(): Promise<App>;
  /** Closes every node (and the shared PGlite), then opens one node on what is left on disk. */
  restart(): Promise<App>;
  close(): Promise<void>;
}

export async function createCluster(count: number, overrides: Partial<AppConfig> = {}): Promise<Cluster> {
  const { config: base, drop } = await testDatabaseConfig();
  const config: AppConfig = { ...base, jobPollMs: 0, ...overrides };
  // PGlite on disk, so closing every app and opening a new one is a real restart.
  const dataDir = config.databaseUrl ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-test-'));
  if (dataDir) Object.assign(config, { embedded: 'disk', dataDir });
  let shared: Database | null = null;
  const nodes: App[] = [];
  const open = async () => {
    if (!config.databaseUrl && !shared) shared = await openDatabase(config);
    const app = await buildApp({ config, logger: false, ...(shared ? { database: shared } : {}) });
    await app.ready();
    nodes.push(app);
    return app;
  };
  const closeAll = async () => {
    for (const app of nodes.splice(0)) await app.close();
    if (shared) await (shared as Database).close();
    shared = null;
  };
  for (let i = 0; i < count; i += 1) await open();
  return {
    config,
    nodes,
    open,
    restart: async () => {
      await closeAll();
      return open();
    },
    close: async () => {
      await closeAll();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      await drop();
    },
  };
}
