// Load: LOAD_CONCURRENCY (200) connections for LOAD_SECONDS (60) of mixed requests against the server as
// `npm start` runs it (node --import tsx server/main.ts, a child process in a temp DATA_DIR on a free port),
// once on PGlite and once on PostgreSQL (a fresh database on LOAD_PG_URL's server, dropped afterwards).
// Before the server starts, the same DATA_DIR / database is seeded here: LOAD_SHOPS (2,000) shops under 100
// franchisees and 2 SPVs, 10 reader accounts, 20 sign-in accounts.
// The mix: shop and user lists with paging, shop/franchisee/user details, shop saves (create; update of a
// shop only this connection updates, so no version conflict), exports (one franchisee's shops, sometimes a
// whole SPV's), current user, sign-ins. The server keeps one session per account (single sign-in), so
// sign-ins go round-robin over their own 20 accounts, never the readers'; with correct passwords they count
// no failures, so the per-account and per-address sign-in limits are not what is measured.
// An error is a failed connection, an HTTP status other than 200, an envelope code other than 200, or an
// export that is no workbook. Resident memory (VmRSS of the server process) is read after the warm-up
// (LOAD_WARMUP_SECONDS, 30) and at the end.
// Prints per kind requests, errors, p50, p99; writes tests/bench/results/load.json.
// Run: npm run bench:load   (LOAD_DATABASES=pglite or postgres to run one)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { allianceBusinesses, roles, shops, spvs } from '../../server/db/schema';
import { buttonId, createUser, grant, md5, menuId } from '../api/helpers';

const SECONDS = Number(process.env.LOAD_SECONDS || 60);
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS || 30);
const CONCURRENCY = Number(process.env.LOAD_CONCURRENCY || 200);
const SHOPS = Number(process.env.LOAD_SHOPS || 2000);
const FRANCHISEES = 100;
const READERS = 10;
const SIGNIN_ACCOUNTS = 20;
const PASSWORD = 'Load1234';
const PG_URL = process.env.LOAD_PG_URL || 'postgres://root@127.0.0.1:5432/postgres';
const ROOT = path.resolve(import.meta.dirname, '../..');

type Kind = 'shopPage' | 'userPage' | 'franchiseePage' | 'shopDetail' | 'userDetail' | 'currentUser' | 'shopCreate' | 'shopUpdate' | 'export' | 'signIn';
/** Share of each kind in the mix (per cent). */
const MIX: Array<[Kind, number]> = [
  ['shopPage', 25], ['userPage', 10], ['franchiseePage', 5], ['shopDetail', 20], ['userDetail', 5], ['currentUser', 15],
  ['shopCreate', 6], ['shopUpdate', 8], ['export', 3], ['signIn', 3],
];

interface Seeded { shopIds: string[]; franchiseeIds: string[]; spvIds: string[]; userIds: string[] }

function databaseEnv(kind: 'pglite' | 'postgres', dataDir: string, port: number, dbName: string): NodeJS.ProcessEnv {
  const url = new URL(PG_URL);
  url.pathname = `/${dbName}`;
  return {
    ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: '0',
    ADMIN_PASSWORD: 'Admin@12345', DATABASE_URL: kind === 'postgres' ? url.toString() : '',
  };
}

/** Fills the database the server will open, before it starts (PGlite's files cannot be shared with a running server). */
async function seed(env: NodeJS.ProcessEnv): Promise<Seeded> {
  const app = await buildApp({ config: { ...loadConfig(env), logLevel: 'silent' }, logger: false });
  await app.ready();
  try {
    const db = app.database.db;
    const spvRows = await db.insert(spvs).values([{ code: 'SPVLOAD1', name: '压测SPV甲' }, { code: 'SPVLOAD2', name: '压测SPV乙' }]).returning({ id: spvs.id });
    const franchisees = await db.insert(allianceBusinesses).values(Array.from({ length: FRANCHISEES }, (_, i) => ({
      code: `JMSLOAD${i}`, type: 2, name: `压测加盟商${i}`, spvId: spvRows[i % 2].id,
    }))).returning({ id: allianceBusinesses.id, spvId: allianceBusinesses.spvId });
    const shopIds: string[] = [];
    for (let start = 0; start < SHOPS; start += 500) {
      const rows = await db.insert(shops).values(Array.from({ length: Math.min(500, SHOPS - start) }, (_, k) => {
        const i = start + k;
        const f = franchisees[i % FRANCHISEES];
        return { code: `MDLOAD${String(i).padStart(6, '0')}`, name: `压测门店${i}`, allianceBusinessId: f.id, spvId: f.spvId, manager: '店长', phone: '0755-86000000', address: `深圳市南山区科技园${i}号` };
      })).returning({ id: shops.id });
      shopIds.push(...rows.map((r) => r.id));
    }
    const [role] = await db.insert(roles).values({ enCode: 'LOADROLE', fullName: '压测角色' }).returning({ id: roles.id });
    const grants: Record<string, string[]> = { goldStore: ['btn_add', 'btn_edit', 'btn_detail', 'btn_download'], goldFranchisee: ['btn_detail'], user: [] };
    for (const [menu, buttons] of Object.entries(grants)) {
      await grant(db, 'Role', role.id, 'module', await menuId(db, menu));
      for (const b of buttons) await grant(db, 'Role', role.id, 'button', await buttonId(db, menu, b));
    }
    const userIds: string[] = [];
    for (let i = 1; i <= READERS; i++) userIds.push(await createUser(db, { account: `load${i}`, password: PASSWORD, roleIds: [role.id] }));
    for (let i = 1; i <= SIGNIN_ACCOUNTS; i++) userIds.push(await createUser(db, { account: `signin${i}`, password: PASSWORD, roleIds: [role.id] }));
    return { shopIds, franchiseeIds: franchisees.map((f) => f.id), spvIds: spvRows.map((s) => s.id), userIds };
  } finally {
    await app.close();
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

function rssMB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 102.4) / 10;
}

interface Reply { status: number; body: Buffer; contentType: string }

function client(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  return (method: string, url: string, token: string | undefined, body?: unknown): Promise<Reply> => new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request({
      host: '127.0.0.1', port, method, path: url, agent, timeout: 120_000,
      headers: { ...(token ? { authorization: token } : {}), ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}) },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), contentType: String(res.headers['content-type'] ?? '') }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

type Call = ReturnType<typeof client>;
const envelope = (r: Reply) => (r.contentType.includes('json') ? (JSON.parse(r.body.toString('utf8')) as { code: number; msg: string; data?: any }) : null);

async function signIn(call: Call, account: string): Promise<string> {
  const r = await call('POST', '/api/oauth/Login?client_id=admin&client_secret=123456&scope=all&grant_type=password', undefined, { account, password: md5(PASSWORD) });
  const e = envelope(r);
  if (r.status !== 200 || e?.code !== 200) throw new Error(`sign-in ${account}: ${r.status} ${r.body.toString('utf8').slice(0, 200)}`);
  return e.data.token as string;
}

interface KindStats { requests: number; errors: number; latencies: number[]; samples: string[] }

/** Drives the mix on `concurrency` connections until `seconds` have passed; returns per-kind figures. */
async function drive(call: Call, seeded: Seeded, tokens: string[], seconds: number): Promise<Map<Kind, KindStats>> {
  const stats = new Map<Kind, KindStats>(MIX.map(([k]) => [k, { requests: 0, errors: 0, latencies: [], samples: [] }]));
  const deadline = Date.now() + seconds * 1000;
  let signInTurn = 0;
  let created = 0;
  const total = MIX.reduce((s, [, w]) => s + w, 0);
  const pick = (r: number): Kind => { let acc = 0; for (const [k, w] of MIX) { acc += w; if (r * total < acc) return k; } return MIX[0][0]; };
  const rand = (n: number) => Math.floor(Math.random() * n);

  async function one(worker: number, kind: Kind): Promise<string | null> {
    const token = tokens[worker % tokens.length];
    const ok = (r: Reply) => { const e = envelope(r); return r.status === 200 && e?.code === 200 ? null : `${r.status} ${r.body.toString('utf8').slice(0, 200)}`; };
    switch (kind) {
      case 'shopPage': return ok(await call('GET', `/api/shop/page?currentPage=${1 + rand(SHOPS / 20)}&pageSize=20${rand(4) === 0 ? '&keyword=%E5%8E%8B%E6%B5%8B%E9%97%A8%E5%BA%971' : ''}`, token));
      case 'userPage': return ok(await call('GET', `/api/permission/Users?currentPage=${1 + rand(3)}&pageSize=20`, token));
      case 'franchiseePage': return ok(await call('GET', `/api/allianceBusiness/page?currentPage=${1 + rand(5)}&pageSize=20`, token));
      case 'shopDetail': return ok(await call('GET', `/api/shop/detail/${seeded.shopIds[rand(seeded.shopIds.length)]}`, token));
      case 'userDetail': return ok(await call('GET', `/api/permission/Users/${seeded.userIds[rand(seeded.userIds.length)]}`, token));
      case 'currentUser': return ok(await call('GET', '/api/oauth/CurrentUser', token));
      case 'shopCreate': return ok(await call('POST', '/api/shop/edit', token, {
        allianceBusinessId: seeded.franchiseeIds[rand(FRANCHISEES)], name: `压测新店${worker}-${++created}`, manager: '店长', phone: '0755-86000001',
      }));
      case 'shopUpdate': {
        // Shop i is updated only by worker i % CONCURRENCY: no two connections race for one version.
        const mine = seeded.shopIds.filter((_, i) => i % CONCURRENCY === worker);
        if (!mine.length) return null;
        const id = mine[rand(mine.length)];
        const detail = await call('GET', `/api/shop/detail/${id}`, token);
        const d = envelope(detail);
        if (detail.status !== 200 || d?.code !== 200) return `detail ${detail.status} ${detail.body.toString('utf8').slice(0, 200)}`;
        return ok(await call('POST', '/api/shop/edit', token, { id, version: d.data.version, name: d.data.name, allianceBusinessId: d.data.allianceBusinessId, manager: `店长${rand(1000)}` }));
      }
      case 'export': {
        const filter = rand(10) === 0 ? { spvId: seeded.spvIds[rand(2)] } : { allianceBusinessId: seeded.franchiseeIds[rand(FRANCHISEES)] };
        const r = await call('POST', '/api/shop/export', token, filter);
        return r.status === 200 && r.contentType.includes('spreadsheetml') && r.body.length > 0 ? null : `${r.status} ${r.contentType} ${r.body.toString('utf8').slice(0, 200)}`;
      }
      case 'signIn': {
        const account = `signin${1 + (signInTurn++ % SIGNIN_ACCOUNTS)}`;
        await signIn(call, account);
        return null;
      }
    }
  }

  await Promise.all(Array.from({ length: CONCURRENCY }, async (_, worker) => {
    while (Date.now() < deadline) {
      const kind = pick(Math.random());
      const s = stats.get(kind)!;
      const started = performance.now();
      let error: string | null;
      try { error = await one(worker, kind); } catch (e) { error = String((e as Error).message ?? e); }
      s.requests++;
      s.latencies.push(performance.now() - started);
      if (error) { s.errors++; if (s.samples.length < 3) s.samples.push(error); }
    }
  }));
  return stats;
}

const quantile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0);
const round = (n: number) => Math.round(n * 10) / 10;

async function startServer(env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', () => {});
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => { stderr = (stderr + c.toString()).slice(-4000); });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${stderr}`);
    const up = await new Promise<boolean>((resolve) => {
      http.get({ host: '127.0.0.1', port, path: '/api/health' }, (res) => { res.resume(); resolve(res.statusCode === 200); }).on('error', () => resolve(false));
    });
    if (up) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start within 120 s');
}

async function stopServer(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const code = await exited;
  clearTimeout(timer);
  return code;
}

interface KindFigures { requests: number; errors: number; p50: number; p99: number; errorSamples: string[] }
interface Result {
  database: string; seconds: number; warmupSeconds: number; concurrency: number; shops: number;
  requests: number; errors: number; requestsPerSecond: number; p50: number; p99: number;
  rssAfterWarmupMB: number; rssEndMB: number; rssGrowthPercent: number;
  /** 10 s after the last request; and every 5 s during the measured run. */
  rssIdleMB: number; rssSamplesMB: number[]; kinds: Record<string, KindFigures>; at: string;
}

async function run(kind: 'pglite' | 'postgres'): Promise<Result> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gold-load-'));
  const dbName = `load_${Date.now().toString(36)}`;
  const port = await freePort();
  const env = databaseEnv(kind, dataDir, port, dbName);
  const admin = kind === 'postgres' ? new pg.Client({ connectionString: PG_URL }) : null;
  if (admin) { await admin.connect(); await admin.query(`CREATE DATABASE ${dbName}`); }
  let child: ChildProcess | null = null;
  try {
    console.log(`${kind}: seeding ${SHOPS} shops`);
    const seeded = await seed(env);
    child = await startServer(env, port);
    const call = client(port);
    const tokens: string[] = [];
    for (let i = 1; i <= READERS; i++) tokens.push(await signIn(call, `load${i}`));
    console.log(`${kind}: warm-up ${WARMUP_SECONDS} s at ${CONCURRENCY} connections`);
    const warm = await drive(call, seeded, tokens, WARMUP_SECONDS);
    const warmErrors = [...warm.values()].reduce((s, k) => s + k.errors, 0);
    const rssAfterWarmupMB = rssMB(child.pid!);
    console.log(`${kind}: measuring ${SECONDS} s (warm-up errors ${warmErrors}, RSS ${rssAfterWarmupMB} MB)`);
    const started = Date.now();
    // RSS every 5 s, to tell a plateau (warm caches, the allocator keeping pages) from steady growth (a leak).
    const rssSamplesMB: number[] = [];
    const sampler = setInterval(() => rssSamplesMB.push(rssMB(child!.pid!)), 5000);
    const stats = await drive(call, seeded, tokens, SECONDS);
    clearInterval(sampler);
    const elapsed = (Date.now() - started) / 1000;
    const rssEndMB = rssMB(child.pid!);
    await new Promise((r) => setTimeout(r, 10_000));
    const rssIdleMB = rssMB(child.pid!);
    const all = [...stats.values()].flatMap((s) => s.latencies).sort((a, b) => a - b);
    const kinds: Record<string, KindFigures> = {};
    for (const [k, s] of stats) {
      const sorted = s.latencies.sort((a, b) => a - b);
      kinds[k] = { requests: s.requests, errors: s.errors, p50: round(quantile(sorted, 0.5)), p99: round(quantile(sorted, 0.99)), errorSamples: s.samples };
    }
    const requests = all.length;
    return {
      database: kind, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, concurrency: CONCURRENCY, shops: SHOPS,
      requests, errors: [...stats.values()].reduce((s, k) => s + k.errors, 0), requestsPerSecond: round(requests / elapsed),
      p50: round(quantile(all, 0.5)), p99: round(quantile(all, 0.99)),
      rssAfterWarmupMB, rssEndMB, rssGrowthPercent: round(((rssEndMB - rssAfterWarmupMB) / rssAfterWarmupMB) * 100), rssIdleMB, rssSamplesMB, kinds, at: new Date().toISOString(),
    };
  } finally {
    if (child) await stopServer(child);
    if (admin) { await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`); await admin.end(); }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  // As `npm start` does: the server serves the built web app; build it once if it is missing.
  if (!fs.existsSync(path.join(ROOT, 'dist/web/index.html'))) spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  const wanted = (process.env.LOAD_DATABASES || 'pglite,postgres').split(',') as Array<'pglite' | 'postgres'>;
  const results: Result[] = [];
  for (const kind of wanted) results.push(await run(kind));
  for (const r of results) {
    console.log(`\n${r.database}: ${r.requests} requests in ${r.seconds} s at ${r.concurrency} connections (${r.requestsPerSecond}/s), errors ${r.errors}, p50 ${r.p50} ms, p99 ${r.p99} ms; `
      + `RSS ${r.rssAfterWarmupMB} MB after warm-up, ${r.rssEndMB} MB at the end (${r.rssGrowthPercent >= 0 ? '+' : ''}${r.rssGrowthPercent} %), ${r.rssIdleMB} MB 10 s later; `
      + `every 5 s: ${r.rssSamplesMB.join(' ')}`);
    for (const [k, f] of Object.entries(r.kinds)) {
      console.log(`  ${k.padEnd(15)} ${String(f.requests).padStart(7)} requests  ${String(f.errors).padStart(5)} errors  p50 ${String(f.p50).padStart(8)} ms  p99 ${String(f.p99).padStart(8)} ms${f.errorSamples.length ? `  e.g. ${f.errorSamples[0]}` : ''}`);
    }
  }
  const out = path.resolve(import.meta.dirname, 'results', 'load.json');
  const previous = fs.existsSync(out) ? (JSON.parse(fs.readFileSync(out, 'utf8')) as Result[]) : [];
  const kept = previous.filter((p) => !results.some((r) => r.database === p.database));
  fs.writeFileSync(out, `${JSON.stringify([...kept, ...results], null, 2)}\n`);
  console.log(`written ${out}`);
  process.exit(results.every((r) => r.errors === 0 && Math.abs(r.rssGrowthPercent) <= 10) ? 0 : 1);
}

await main();
