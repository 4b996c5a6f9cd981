// The home dashboard's calls (/api/home/*) on PostgreSQL with 500 shops and 1,000,000 sales (tests/bench/gold-data.ts).
// Goal: p95 <= 150 ms per call. Each sample is one call through HTTP (app.inject: session check, grants, data scope
// included), made by the administrator (every shop) and by a user linked to one SPV through the seeded data rule
// (a fifth of the shops); warm-up calls first, then SAMPLES rounds over every call, in turn.
// Prints median and p95 per call and user; writes tests/bench/results/home.json.
// Run: npm run bench:home   HOME_BENCH_SALES=100000 for a quick run; BENCH_DATABASE_URL (else TEST_DATABASE_URL, else
// postgres://root@127.0.0.1:5432/test) names the server a scratch database is made on (and dropped afterwards);
// HOME_BENCH_REUSE_URL measures a database generated before (by this bench with HOME_BENCH_KEEP=1), kept as it is.
import fs from 'node:fs';
import path from 'node:path';
import { buildApp, type App } from '../../server/app';
import { datePart } from '../../server/modules/system/bill-number';
import { goldUserScopes } from '../../server/db/schema';
import { adminLogin, createUser, grant, login, menuId, testDatabaseConfig } from '../api/helpers';
import { schemeId } from '../api/gold-helpers';
import os from 'node:os';
import { GOLD_BENCH_SHAPE, generateGoldData, goldDataCounts, type GoldDataSummary } from './gold-data';

const CALLS = ['statistics', 'supplyChainAmountAnalyse', 'supplyChainBusinessAnalyse', 'supplyChainEarningsAnalyse',
  'supplyChainInventoryAnalyse', 'shopDistribution', 'shopAddressDistribution'];
const WARMUP = 5;
const SAMPLES = Number(process.env.HOME_BENCH_SAMPLES || 50);
const GOAL_P95_MS = 150;
const DEFAULT_URL = 'postgres://root@127.0.0.1:5432/test';

interface Figures { median: number; p95: number; max: number }
interface Result {
  database: string; data: GoldDataSummary; samples: number; goalP95Ms: number;
  /** The machine's 1-minute load average before and after (2 cores): other work on it slows every figure. */
  loadAverage: { before: number; after: number };
  calls: Record<string, { admin: Figures; spvUser: Figures; withinGoal: boolean }>; at: string;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const round = (n: number) => Number(n.toFixed(1));
const figures = (samples: number[]): Figures => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: round(quantile(sorted, 0.5)), p95: round(quantile(sorted, 0.95)), max: round(sorted[sorted.length - 1]) };
};

async function timedCall(app: App, token: string, call: string): Promise<number> {
  const started = performance.now();
  const res = await app.inject({ method: 'GET', url: `/api/home/${call}`, headers: { authorization: token } });
  const ms = performance.now() - started;
  const body = res.json() as { code: number; msg: string };
  if (body.code !== 200) throw new Error(`${call}: ${body.code} ${body.msg}`);
  return ms;
}

/** A user holding the stock page with the seeded own-SPV rule, linked to the first SPV. */
async function spvUser(app: App): Promise<string> {
  const db = app.database.db;
  const account = `benchspv${Date.now().toString(36)}`;
  const userId = await createUser(db, { account, password: 'P1' });
  await grant(db, 'User', userId, 'module', await menuId(db, 'goldInventory'));
  await grant(db, 'User', userId, 'resource', await schemeId(db, 'goldInventory', 'spvData'));
  await db.insert(goldUserScopes).values({ userId, spvId: 'bspv1' });
  return login(app, account, 'P1');
}

async function main(): Promise<void> {
  const reuse = process.env.HOME_BENCH_REUSE_URL;
  // A scratch database on the server, unless one generated before is measured again.
  if (reuse) delete process.env.TEST_DATABASE_URL;
  else process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_URL;
  const scratch = await testDatabaseConfig();
  const config = reuse ? { ...scratch.config, databaseUrl: reuse } : scratch.config;
  const app = await buildApp({ config: { ...config, dbStatementTimeoutMs: 600_000 }, logger: false });
  await app.ready();
  const loadBefore = os.loadavg()[0];
  try {
    const today = datePart('yyyy-MM-dd', new Date());
    let data: GoldDataSummary;
    if (reuse) data = await goldDataCounts(app.database.db, today);
    else {
      const shape = { ...GOLD_BENCH_SHAPE, sales: Number(process.env.HOME_BENCH_SALES || GOLD_BENCH_SHAPE.sales) };
      console.log(`generating ${shape.shops} shops and ${shape.sales} sales ...`);
      data = await generateGoldData(app.database.db, today, shape);
    }
    console.log(`data: ${JSON.stringify(data)}`);
    const tokens = { admin: await adminLogin(app), spvUser: await spvUser(app) };
    const samples: Record<string, Record<keyof typeof tokens, number[]>> = Object.fromEntries(CALLS.map((c) => [c, { admin: [], spvUser: [] }]));
    for (let round = -WARMUP; round < SAMPLES; round++) {
      for (const call of CALLS) {
        for (const who of Object.keys(tokens) as Array<keyof typeof tokens>) {
          const ms = await timedCall(app, tokens[who], call);
          if (round >= 0) samples[call][who].push(ms);
        }
      }
    }
    const calls: Result['calls'] = {};
    for (const call of CALLS) {
      const admin = figures(samples[call].admin);
      const spv = figures(samples[call].spvUser);
      calls[call] = { admin, spvUser: spv, withinGoal: admin.p95 <= GOAL_P95_MS && spv.p95 <= GOAL_P95_MS };
      console.log(`${call.padEnd(28)} admin median ${String(admin.median).padStart(6)} ms p95 ${String(admin.p95).padStart(6)} ms | `
        + `SPV user median ${String(spv.median).padStart(6)} ms p95 ${String(spv.p95).padStart(6)} ms ${calls[call].withinGoal ? 'ok' : 'OVER GOAL'}`);
    }
    const loadAverage = { before: Number(loadBefore.toFixed(2)), after: Number(os.loadavg()[0].toFixed(2)) };
    console.log(`load average (2 cores): ${loadAverage.before} before, ${loadAverage.after} after`);
    const result: Result = { database: app.database.kind, data, samples: SAMPLES, goalP95Ms: GOAL_P95_MS, loadAverage, calls, at: new Date().toISOString() };
    const out = path.resolve(import.meta.dirname, 'results', 'home.json');
    fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`written ${out}`);
  } finally {
    await app.close();
    if (!reuse && !process.env.HOME_BENCH_KEEP) await scratch.drop();
    else if (!reuse) console.log(`kept ${config.databaseUrl}`);
  }
}

await main();
