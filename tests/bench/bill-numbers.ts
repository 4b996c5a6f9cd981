// Bill-number throughput through HTTP (app.inject): rounds of 50 parallel GET BillNumber calls
// until ~5 s or 2000 numbers, on in-memory PGlite and on PostgreSQL (TEST_DATABASE_URL, else the
// local postgres://root@127.0.0.1:5432/test when it answers), each on a fresh database.
// Prints numbers/s and duplicates per database; writes tests/bench/results/bill-numbers.json.
// Run: npm run bench:bill-numbers
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../server/app';
import type { AppConfig } from '../../server/config';
import { adminLogin, testDatabaseConfig } from '../api/helpers';

const PARALLEL = 50;
const MAX_NUMBERS = 2000;
const MAX_SECONDS = 5;
const RULE = 'settlementCode';
const LOCAL_POSTGRES = 'postgres://root@127.0.0.1:5432/test';

interface Result {
  database: 'pglite' | 'postgres';
  numbers: number;
  seconds: number;
  perSecond: number;
  duplicates: number;
  failures: number;
  at: string;
}

async function run(config: AppConfig): Promise<Result> {
  const app = await buildApp({ config, logger: false });
  await app.ready();
  try {
    const token = await adminLogin(app);
    const issued: string[] = [];
    let failures = 0;
    const started = performance.now();
    while (issued.length < MAX_NUMBERS && performance.now() - started < MAX_SECONDS * 1000) {
      const replies = await Promise.all(Array.from({ length: PARALLEL }, () =>
        app.inject({ method: 'GET', url: `/api/system/BillRule/BillNumber/${RULE}`, headers: { authorization: token } })));
      for (const reply of replies) {
        const body = reply.json() as { code: number; data?: string };
        if (body.code === 200 && body.data) issued.push(body.data);
        else failures += 1;
      }
    }
    const seconds = (performance.now() - started) / 1000;
    return {
      database: app.database.kind,
      numbers: issued.length,
      seconds: Number(seconds.toFixed(2)),
      perSecond: Math.round(issued.length / seconds),
      duplicates: issued.length - new Set(issued).size,
      failures,
      at: new Date().toISOString(),
    };
  } finally {
    await app.close();
  }
}

/** Whether a PostgreSQL server answers at url (the default one may simply not be there). */
async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A fresh database config from the API tests' helper, with TEST_DATABASE_URL set or cleared for the call. */
async function freshDatabase(adminUrl: string | undefined) {
  const saved = process.env.TEST_DATABASE_URL;
  if (adminUrl) process.env.TEST_DATABASE_URL = adminUrl;
  else delete process.env.TEST_DATABASE_URL;
  try {
    return await testDatabaseConfig();
  } finally {
    if (saved === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = saved;
  }
}

const results: Result[] = [];
const postgresUrl = process.env.TEST_DATABASE_URL || LOCAL_POSTGRES;
const targets: Array<string | undefined> = [undefined];
if (await reachable(postgresUrl)) targets.push(postgresUrl);
else console.log(`PostgreSQL at ${postgresUrl} does not answer: measuring PGlite only`);

for (const adminUrl of targets) {
  const { config, drop } = await freshDatabase(adminUrl);
  try {
    const r = await run(config);
    results.push(r);
    console.log(`${r.database.padEnd(8)} ${r.numbers} numbers in ${r.seconds} s = ${r.perSecond}/s, ${r.duplicates} duplicates, ${r.failures} failures (${PARALLEL} parallel)`);
  } finally {
    await drop();
  }
}

const out = path.resolve('tests/bench/results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'bill-numbers.json'), `${JSON.stringify(results, null, 2)}\n`);
if (results.some((r) => r.duplicates > 0 || r.failures > 0)) process.exitCode = 1;
