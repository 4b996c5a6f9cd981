// bench:dynamic (issue 17): a published design (a dynamic model) holding BENCH_ROWS (100,000) rows.
// Per database kind (PostgreSQL: a scratch database on BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://root@127.0.0.1:5432/test, dropped afterwards; PGlite: in memory), the app is built in this process
// (buildApp) and every call goes through HTTP (app.inject), so the session check, the grants, the data rule and the
// display conversion are in the figure.
// 1. A design (text, number, dictionary select, date, a sub-table) is saved and published through the real
//    Release route; the menu gets an own-rows data scheme, and a user holds the menu limited by it.
// 2. One INSERT ... SELECT generate_series fills the model's table (titles from a few regions, amounts, the four
//    payment methods, dates and created_at over a year; one row in ten created by the scoped user), then ANALYZE.
// 3. POST /api/_m/<id>/List (pageSize 20, with the total), sorted by the number field, searching one field: equal
//    on the select, `like` on the text; as the administrator and as the scoped user, BENCH_SAMPLES (200) calls each
//    after a warm-up, interleaved. Goal: p95 <= 50 ms on PostgreSQL.
// 4. The design changes (a field added, one removed) and the republish over the rows is timed (report only).
// Prints a table; writes tests/bench/results/dynamic.json (entries of other database kinds kept); exit code 1
// when the goal is missed on PostgreSQL.
// Run: npm run bench:dynamic   (BENCH_DATABASES=postgres or pglite to run one; BENCH_ROWS, BENCH_SAMPLES; BENCH_KEEP=1)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { columnOf } from '../../schemas/model';
import type { PublishedDesign } from '../../schemas/model/published';
import { buildApp, type App } from '../../server/app';
import { menuDataSchemes, users } from '../../server/db/schema';
import { visualdevPublished } from '../../server/modules/visualdev/published-tables';
import { adminLogin, call, createUser, grant, login, menuId, testDatabaseConfig } from '../api/helpers';

type DatabaseKind = 'pglite' | 'postgres';

const ROWS = Number(process.env.BENCH_ROWS || 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES || 200);
const WARMUP = 20;
const GOAL_P95_MS = 50;
const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
const BASE = '/api/visualdev/Base';
const MENU = 'benchDynamic';
const SCOPED_PASSWORD = 'Bench1234';

type Field = Record<string, unknown>;
const T = (zh: string, en: string) => ({ zh, zhtw: zh, en });
const FIELDS: Field[] = [
  { jnpfKey: 'comInput', vModel: 'title', label: T('客户', 'Customer'), required: true },
  { jnpfKey: 'comInput', vModel: 'mobile', label: T('手机', 'Mobile') },
  { jnpfKey: 'numInput', vModel: 'amount', label: T('金额', 'Amount'), props: { precision: 2 } },
  { jnpfKey: 'select', vModel: 'payment', label: T('付款方式', 'Payment'), options: { dictionary: 'paymentMethod' }, props: { valueKey: 'enCode' } },
  { jnpfKey: 'date', vModel: 'orderDate', label: T('下单日期', 'Order date'), props: { type: 'date', format: 'YYYY-MM-DD' } },
  { jnpfKey: 'table', vModel: 'items', label: T('明细', 'Items'), children: [
    { jnpfKey: 'comInput', vModel: 'product', label: T('商品', 'Product') },
    { jnpfKey: 'numInput', vModel: 'qty', label: T('数量', 'Quantity'), props: { precision: 0 } },
  ] },
];
/** The changed design of the republish: `mobile` removed (its column and data kept), `remark` added. */
const CHANGED: Field[] = [...FIELDS.filter((f) => f.vModel !== 'mobile'), { jnpfKey: 'textarea', vModel: 'remark', label: T('备注', 'Remark') }];

const form = (fields: Field[]) => ({ schemaVersion: 1, type: 'form', id: 'design.bench', api: { save: { method: 'POST', url: '/x' } }, fields });
const LIST = {
  schemaVersion: 1, type: 'list', id: 'design.bench.list', api: { list: { method: 'POST', url: '/x' }, remove: { method: 'POST', url: '/x' } },
  model: { form: 'design.bench' },
  permissions: ['btn_add', 'btn_edit', 'btn_remove'],
  columns: [
    { prop: 'title', label: T('客户', 'Customer'), sortable: true },
    { prop: 'amount', label: T('金额', 'Amount'), sortable: true },
    { prop: 'payment', label: T('付款方式', 'Payment') },
    { prop: 'orderDate', label: T('下单日期', 'Order date'), sortable: true },
  ],
  search: [
    { vModel: 'title', jnpfKey: 'comInput', label: T('客户', 'Customer'), match: 'like' },
    { vModel: 'payment', jnpfKey: 'select', label: T('付款方式', 'Payment'), match: 'equal' },
  ],
  toolbar: [{ action: 'add', permission: 'btn_add', form: 'design.bench' }],
  rowActions: [{ action: 'edit', permission: 'btn_edit', form: 'design.bench' }, { action: 'remove', permission: 'btn_remove' }],
};

/** The searches measured: one field each, sorted by the number field. */
const SEARCHES: Array<{ name: string; body: Record<string, unknown> }> = [
  { name: 'payment = cash, sort amount desc', body: { payment: 'cash', sidx: 'amount', sort: 'desc' } },
  { name: "title like '华东', sort amount asc", body: { title: '华东', sidx: 'amount', sort: 'asc' } },
];

interface Figures { p50: number; p95: number; p99: number; max: number; rows: number; total: number; met: boolean }
interface CaseResult extends Figures { search: string; user: 'administrator' | 'own rows' }
interface Result {
  database: DatabaseKind; rows: number; samples: number; cpus: number; loadAverage: number[]; firstPublishMs: number; fillMs: number; analyzeMs: number;
  cases: CaseResult[]; republish: { ms: number; added: string[]; rowsAfter: number; version: number }; at: string;
}

const round = (n: number) => Math.round(n * 10) / 10;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const rowsOf = (r: unknown) => ((r as { rows?: unknown[] }).rows ?? r) as Array<Record<string, unknown>>;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const value = await work();
  return [value, round(performance.now() - t0)];
}

/** Saves and publishes the design through the routes; returns its id and publish time. */
async function publishDesign(app: App, admin: string): Promise<{ id: string; ms: number }> {
  const created = await call(app, 'POST', BASE, { token: admin, payload: { fullName: '基准订单', enCode: MENU, type: 1, webType: '2', formData: form(FIELDS), columnData: LIST } });
  if (created.code !== 200) throw new Error(`design save: ${created.code} ${created.msg}`);
  const id = created.data.id as string;
  const parentId = await menuId(app.database.db, 'onlineDev');
  const [released, ms] = await timed(() => call(app, 'POST', `${BASE}/${id}/Actions/Release`, { token: admin, payload: { parentId } }));
  if (released.code !== 200) throw new Error(`release: ${released.code} ${released.msg}`);
  return { id, ms };
}

/** A user holding the published menu, limited to the rows they created by the menu's own-rows scheme. */
async function scopedUser(app: App): Promise<{ id: string; token: string }> {
  const db = app.database.db;
  const menu = await menuId(db, MENU);
  const [scheme] = await db.insert(menuDataSchemes).values({
    moduleId: menu, enCode: 'own', fullName: '本人创建',
    conditionJson: JSON.stringify([{ logic: 'and', groups: [{ field: 'createdBy', op: 'Equal', value: '@userId' }] }]),
  }).returning({ id: menuDataSchemes.id });
  const id = await createUser(db, { account: 'benchdyn', password: SCOPED_PASSWORD });
  await grant(db, 'User', id, 'module', menu);
  await grant(db, 'User', id, 'resource', scheme.id);
  return { id, token: await login(app, 'benchdyn', SCOPED_PASSWORD) };
}

/** One INSERT ... SELECT over generate_series into the model's table. */
async function fill(app: App, modelId: string, scopedId: string): Promise<void> {
  const db = app.database.db;
  const [{ published }] = await db.select({ published: visualdevPublished.published }).from(visualdevPublished).where(eq(visualdevPublished.visualdevId, modelId));
  const model = (published as PublishedDesign).model;
  const column = (key: string) => `"${columnOf(model.fields.find((f) => f.key === key)!)}"`;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.account, 'admin'));
  await db.execute(sql.raw(`insert into "${model.table}" (id, version, created_at, created_by, ${column('title')}, ${column('mobile')}, ${column('amount')}, ${column('payment')}, ${column('orderDate')})
    select md5('bench-dynamic-' || i), 0,
      now() - (i * interval '315 seconds'),
      case when i % 10 = 0 then '${scopedId}' else '${admin.id}' end,
      (array['华东','华南','华北','西南','东北'])[1 + (i / 3) % 5] || '客户' || i,
      '138' || lpad((i * 7919 % 100000000)::text, 8, '0'),
      round((i * 7919 % 1000000) / 100.0, 2),
      (array['transfer','cash','cheque','other'])[1 + (i / 7) % 4],
      date_trunc('day', now() - ((i * 37 % 365) * interval '1 day'))
    from generate_series(1, ${ROWS}) as i`));
}

async function sample(app: App, modelId: string, token: string, body: Record<string, unknown>): Promise<{ ms: number; rows: number; total: number }> {
  const t0 = performance.now();
  const res = await app.inject({ method: 'POST', url: `/api/_m/${modelId}/List`, headers: { authorization: token }, payload: { currentPage: 1, pageSize: 20, ...body } });
  const ms = performance.now() - t0;
  const reply = res.json() as { code: number; msg?: string; data: { list: unknown[]; pagination: { total: number } } };
  if (reply.code !== 200) throw new Error(`List: ${reply.code} ${reply.msg}`);
  return { ms, rows: reply.data.list.length, total: reply.data.pagination.total };
}

function figures(samples: Array<{ ms: number; rows: number; total: number }>, kind: DatabaseKind): Figures {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const p95 = round(quantile(sorted, 0.95));
  return {
    p50: round(quantile(sorted, 0.5)), p95, p99: round(quantile(sorted, 0.99)), max: round(sorted[sorted.length - 1]),
    rows: samples[0].rows, total: samples[0].total, met: kind === 'pglite' || p95 <= GOAL_P95_MS,
  };
}

async function run(kind: DatabaseKind): Promise<Result> {
  if (kind === 'postgres') process.env.TEST_DATABASE_URL = PG_URL;
  else delete process.env.TEST_DATABASE_URL;
  const { config, drop } = await testDatabaseConfig();
  const app = await buildApp({ config, logger: false });
  await app.ready();
  try {
    const admin = await adminLogin(app);
    const { id, ms: firstPublishMs } = await publishDesign(app, admin);
    const scoped = await scopedUser(app);
    console.log(`${kind}: published ${id}; filling ${ROWS} rows`);
    const [, fillMs] = await timed(() => fill(app, id, scoped.id));
    const [, analyzeMs] = await timed(() => app.database.db.execute(sql.raw(`vacuum analyze "vd_${id}"`)));
    const cases: CaseResult[] = [];
    // Other work on the machine makes the tail: its 1-minute load average before and after the List calls.
    const loadAverage = [round(os.loadavg()[0])];
    for (const search of SEARCHES) {
      const tokens = { administrator: admin, 'own rows': scoped.token } as const;
      for (let i = 0; i < WARMUP; i++) for (const token of Object.values(tokens)) await sample(app, id, token, search.body);
      const got: Record<keyof typeof tokens, Array<{ ms: number; rows: number; total: number }>> = { administrator: [], 'own rows': [] };
      for (let i = 0; i < SAMPLES; i++) {
        // Alternate which goes first so drift and caching favour neither.
        const order = (i % 2 === 0 ? ['administrator', 'own rows'] : ['own rows', 'administrator']) as Array<keyof typeof tokens>;
        for (const user of order) got[user].push(await sample(app, id, tokens[user], search.body));
      }
      for (const user of ['administrator', 'own rows'] as const) cases.push({ search: search.name, user, ...figures(got[user], kind) });
    }
    loadAverage.push(round(os.loadavg()[0]));
    // The changed design: saved with the version read, then published again over the rows.
    const { data } = await call(app, 'GET', `${BASE}/${id}`, { token: admin });
    const saved = await call(app, 'PUT', `${BASE}/${id}`, { token: admin, payload: { version: data.version, fullName: '基准订单', enCode: MENU, type: 1, webType: '2', formData: form(CHANGED), columnData: LIST } });
    if (saved.code !== 200) throw new Error(`design change: ${saved.code} ${saved.msg}`);
    const [released, republishMs] = await timed(() => call(app, 'POST', `${BASE}/${id}/Actions/Release`, { token: admin, payload: {} }));
    if (released.code !== 200) throw new Error(`republish: ${released.code} ${released.msg}`);
    const [{ n }] = rowsOf(await app.database.db.execute(sql.raw(`select count(*)::int as n from "vd_${id}" where deleted_at is null`)));
    return {
      database: kind, rows: ROWS, samples: SAMPLES, cpus: os.availableParallelism(), loadAverage, firstPublishMs, fillMs, analyzeMs, cases,
      republish: { ms: republishMs, added: released.data.added, rowsAfter: Number(n), version: released.data.version }, at: new Date().toISOString(),
    };
  } finally {
    await app.close();
    // BENCH_KEEP=1 keeps the PostgreSQL database, to EXPLAIN its queries afterwards.
    if (process.env.BENCH_KEEP === '1' && kind === 'postgres') console.log(`${kind}: kept ${config.databaseUrl}`);
    else await drop();
  }
}

function print(r: Result): void {
  console.log(`\n${r.database}: ${r.rows} rows (filled in ${r.fillMs} ms, analyzed in ${r.analyzeMs} ms), ${r.samples} List calls per line, pageSize 20 with the total; `
    + `${r.cpus} CPUs, load average ${r.loadAverage.join(' -> ')}`);
  console.log(`${'search and sort'.padEnd(36)} ${'user'.padEnd(15)} ${'total'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)}  goal p95 <= ${GOAL_P95_MS} ms`);
  for (const c of r.cases) {
    const goal = r.database === 'postgres' ? (c.met ? 'met' : 'MISSED') : '(report)';
    console.log(`${c.search.padEnd(36)} ${c.user.padEnd(15)} ${String(c.total).padStart(7)} ${String(c.p50).padStart(7)} ${String(c.p95).padStart(7)} ${String(c.p99).padStart(7)} ${String(c.max).padStart(7)}  ${goal}`);
  }
  console.log(`first publish ${r.firstPublishMs} ms (empty table); republish of the changed design over ${r.republish.rowsAfter} rows: ${r.republish.ms} ms (added ${r.republish.added.join(', ') || 'none'}, version ${r.republish.version})`);
}

async function postgresAvailable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try { await client.connect(); await client.end(); return true; } catch { return false; }
}

async function main(): Promise<void> {
  const wanted = (process.env.BENCH_DATABASES || 'postgres,pglite').split(',') as DatabaseKind[];
  const results: Result[] = [];
  for (const kind of wanted) {
    if (kind === 'postgres' && !(await postgresAvailable(PG_URL))) { console.log(`postgres: ${PG_URL} does not answer, skipped`); continue; }
    results.push(await run(kind));
  }
  results.forEach(print);
  const out = path.resolve(import.meta.dirname, 'results', 'dynamic.json');
  const previous = fs.existsSync(out) ? (JSON.parse(fs.readFileSync(out, 'utf8')) as Result[]) : [];
  const kept = previous.filter((p) => !results.some((r) => r.database === p.database));
  fs.writeFileSync(out, `${JSON.stringify([...kept, ...results], null, 2)}\n`);
  console.log(`written ${out}`);
  process.exit(results.every((r) => r.cases.every((c) => c.met)) ? 0 : 1);
}

await main();
