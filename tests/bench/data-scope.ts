// The shop list page for a data-scoped user (seeded own-SPV scheme, linked to an SPV with half the
// shops) against the administrator: same database of 10,000 shops, same run, calls interleaved.
// Each sample is one GET /api/shop/page (20 rows, default sort, with the total) through HTTP
// (app.inject), so it includes the session check, the grants and the rule lookups.
// Runs on in-memory PGlite and on PostgreSQL (TEST_DATABASE_URL, else the local server when it answers).
// Prints median / p95 per user and the ratio; writes tests/bench/results/data-scope.json.
// Run: npm run bench:data-scope
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../../server/app';
import type { AppConfig } from '../../server/config';
import { allianceBusinesses, goldUserScopes, shops, spvs } from '../../server/db/schema';
import { adminLogin, createUser, grant, login, menuId, testDatabaseConfig } from '../api/helpers';
import { schemeId } from '../api/gold-helpers';

const SHOPS = 10_000;
const FRANCHISEES = 100;
const WARMUP = 30;
const SAMPLES = 300;
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

interface Figures { median: number; p95: number; rows: number; total: number }
interface Result { database: string; shops: number; admin: Figures; scoped: Figures; ratioMedian: number; ratioP95: number; at: string }

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const round = (n: number) => Number(n.toFixed(3));

async function fill(app: App): Promise<string> {
  const db = app.database.db;
  const [a, b] = await db.insert(spvs).values([
    { code: 'SPVBENCH1', name: '基准SPV甲' }, { code: 'SPVBENCH2', name: '基准SPV乙' },
  ]).returning();
  const franchisees = await db.insert(allianceBusinesses).values(Array.from({ length: FRANCHISEES }, (_, i) => ({
    code: `JMSBENCH${i}`, type: 2, name: `基准加盟商${i}`, spvId: i % 2 === 0 ? a.id : b.id,
  }))).returning({ id: allianceBusinesses.id, spvId: allianceBusinesses.spvId });
  for (let start = 0; start < SHOPS; start += 1000) {
    await db.insert(shops).values(Array.from({ length: 1000 }, (_, k) => {
      const i = start + k;
      const f = franchisees[i % FRANCHISEES];
      return { code: `MDBENCH${String(i).padStart(6, '0')}`, name: `基准门店${i}`, allianceBusinessId: f.id, spvId: f.spvId, manager: '店长', phone: '0755-86000000' };
    }));
  }
  const userId = await createUser(db, { account: 'scoped', password: 'P1' });
  await grant(db, 'User', userId, 'module', await menuId(db, 'goldStore'));
  await grant(db, 'User', userId, 'resource', await schemeId(db, 'goldStore', 'spvData'));
  await db.insert(goldUserScopes).values({ userId, spvId: a.id });
  return login(app, 'scoped', 'P1');
}

async function sample(app: App, token: string): Promise<{ ms: number; rows: number; total: number }> {
  const started = performance.now();
  const res = await app.inject({ method: 'GET', url: '/api/shop/page?currentPage=1&pageSize=20', headers: { authorization: token } });
  const ms = performance.now() - started;
  const body = res.json() as { code: number; data: { list: unknown[]; pagination: { total: number } } };
  if (body.code !== 200) throw new Error(`page call failed: ${JSON.stringify(body)}`);
  return { ms, rows: body.data.list.length, total: body.data.pagination.total };
}

const figures = (s: Array<{ ms: number; rows: number; total: number }>): Figures => {
  const sorted = s.map((x) => x.ms).sort((x, y) => x - y);
  return { median: round(quantile(sorted, 0.5)), p95: round(quantile(sorted, 0.95)), rows: s[0].rows, total: s[0].total };
};

async function run(config: AppConfig): Promise<Result> {
  const app = await buildApp({ config, logger: false });
  await app.ready();
  try {
    const scoped = await fill(app);
    const admin = await adminLogin(app);
    for (let i = 0; i < WARMUP; i++) { await sample(app, admin); await sample(app, scoped); }
    const adminSamples = [];
    const scopedSamples = [];
    for (let i = 0; i < SAMPLES; i++) {
      // Alternate which goes first so drift and caching favour neither.
      if (i % 2 === 0) { adminSamples.push(await sample(app, admin)); scopedSamples.push(await sample(app, scoped)); }
      else { scopedSamples.push(await sample(app, scoped)); adminSamples.push(await sample(app, admin)); }
    }
    const a = figures(adminSamples);
    const s = figures(scopedSamples);
    return { database: app.database.kind, shops: SHOPS, admin: a, scoped: s, ratioMedian: round(s.median / a.median), ratioP95: round(s.p95 / a.p95), at: new Date().toISOString() };
  } finally {
    await app.close();
  }
}

async function postgresAvailable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try { await client.connect(); await client.end(); return true; } catch { return false; }
}

async function main(): Promise<void> {
  const results: Result[] = [];
  delete process.env.TEST_DATABASE_URL;
  const lite = await testDatabaseConfig();
  results.push(await run(lite.config));
  const url = process.env.BENCH_DATABASE_URL ?? LOCAL_POSTGRES;
  if (await postgresAvailable(url)) {
    process.env.TEST_DATABASE_URL = url;
    const pgDb = await testDatabaseConfig();
    try { results.push(await run(pgDb.config)); } finally { await pgDb.drop(); }
  }
  for (const r of results) {
    console.log(`${r.database}: admin median ${r.admin.median} ms p95 ${r.admin.p95} ms (total ${r.admin.total}); scoped median ${r.scoped.median} ms p95 ${r.scoped.p95} ms (total ${r.scoped.total}); ratio median ${r.ratioMedian}, p95 ${r.ratioP95}`);
  }
  const out = path.resolve(import.meta.dirname, 'results', 'data-scope.json');
  fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`written ${out}`);
}

await main();
