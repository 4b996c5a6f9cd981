// Import figures (issue 14): a generated 100,000-row inbound stock file (/api/shopInventory, type stock) and a
// 100,000-row sales file selling those items (/api/shop/sale), imported into the real server (`node --import tsx
// server/main.ts`, a child process) on PGlite (temp DATA_DIR) and on PostgreSQL (a scratch database on
// IMPORT_PG_URL's server, dropped afterwards), signed in as the administrator.
// Per file: the check (multipart upload to checkImportData, reply parsed) and the save (the checked rows without
// erroneous ones, as the wizard sends them) as HTTP round trips; the server's peak memory (VmHWM, reset before
// each file, plus a 20 ms VmRSS sample); the p50/p99/max of a GET /api/shop/page loop running meanwhile (and for
// IDLE_SECONDS before, without an import). Afterwards the stock and sales pages must count every row.
// Goals: check + save <= 10 s on PGlite and <= 4 s on PostgreSQL per 100,000 rows (a smaller IMPORT_ROWS is
// scaled to 100,000 for the comparison, linearly, which flatters nothing only roughly: run the full size).
// Prints a table; writes tests/bench/results/import.json (entries of the databases run replaced).
// Run: npm run bench:import   IMPORT_ROWS=5000 for a quick run; IMPORT_DATABASES=pglite or postgres to run one;
// IMPORT_SHOPS (5); IMPORT_PAGE_LOOPS (1) concurrent list loops; IMPORT_PG_URL (postgres://root@127.0.0.1:5432/postgres).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_PASSWORD, scratchDatabase } from '../api/helpers';
import { startServer, type ServerProcess } from '../api/server-process';
import { ApiClient } from './import/client';
import { importWorkbook, inventoryModel, saleModel, saleRows, stockItems, stockRows } from './import/files';
import { PeakMemory, rssMB } from './import/memory';
import { PageLoop, type LatencyFigures } from './import/page-loop';
import { seedShops } from './import/seed';

const ROWS = Number(process.env.IMPORT_ROWS || 100_000);
const SHOPS = Number(process.env.IMPORT_SHOPS || 5);
const PAGE_LOOPS = Number(process.env.IMPORT_PAGE_LOOPS || 1);
const IDLE_SECONDS = 3;
const PG_URL = process.env.IMPORT_PG_URL || 'postgres://root@127.0.0.1:5432/postgres';
const GOAL_MS_PER_100K = { pglite: 10_000, postgres: 4_000 } as const;

type DatabaseKind = keyof typeof GOAL_MS_PER_100K;
type FileKind = 'stock' | 'sale';

interface FileFigures {
  rows: number; fileMB: number;
  checkMs: number; saveMs: number; totalMs: number;
  /** check + save scaled to 100,000 rows (equal to totalMs at full size). */
  per100kMs: number; goalMs: number; meetsGoal: boolean;
  checkStatus: string; checkReplyMB: number; checkedRows: number; errorRows: number; noInventoryRows: number; firstErrors: string[];
  saveStatus: string; saveMsg: string; saved: number;
  peakMB: number; hwmMB: number; sampledMB: number; hwmReset: boolean;
  /** The list loop over check + save, and over each alone (a stall shows in its phase's max). */
  pageLatency: LatencyFigures; pageLatencyCheck: LatencyFigures; pageLatencySave: LatencyFigures;
  /** performance.now() at the check's start, the save's start and the save's end. */
  window: [number, number, number];
}
const later = (): LatencyFigures => ({ requests: 0, errors: 0, p50: 0, p99: 0, max: 0 });

interface Result {
  database: DatabaseKind; rows: number; shops: number; pageLoops: number; rssBeforeMB: number;
  idlePageLatency: LatencyFigures; files: Partial<Record<FileKind, FileFigures>>;
  /** Totals the list pages report afterwards: sold items, sales. */
  afterwards: { soldItems: number | null; sales: number | null; ok: boolean };
  pageErrorSample: string;
  /** The machine's 1-minute load average before and after (2 cores): other work on it slows every figure. */
  loadAverage: { before: number; after: number };
  at: string;
}

const IMPORTS: Record<FileKind, { base: string; check: string; save: (list: unknown[]) => unknown; fileName: string }> = {
  stock: { base: '/api/shopInventory', check: '/api/shopInventory/checkImportData?type=stock', save: (list) => ({ list, blnOut: false }), fileName: '门店库存导入.xlsx' },
  sale: { base: '/api/shop/sale', check: '/api/shop/sale/checkImportData', save: (list) => list, fileName: '门店销售导入.xlsx' },
};

const round = (n: number) => Math.round(n);
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Check then save one file, with the server's peak memory and the list loop's latencies over both. */
async function importFile(kind: FileKind, db: DatabaseKind, bytes: Buffer, client: ApiClient, server: ServerProcess): Promise<FileFigures> {
  const spec = IMPORTS[kind];
  const memory = new PeakMemory(server.child.pid!);
  memory.start();
  const t0 = performance.now();
  const check = await client.upload<{ list: Array<Record<string, any>>; blnError?: boolean }>(spec.check, spec.fileName, bytes);
  const t1 = performance.now();
  const list = Array.isArray(check.data?.list) ? check.data!.list : [];
  const good = list.filter((row) => !row.blnError);
  const errorRows = list.length - good.length;
  const firstErrors = list.filter((row) => row.blnError).slice(0, 3).map((row) => JSON.stringify(row.errors ?? row));
  let save: Awaited<ReturnType<ApiClient['json']>> & { data?: { snum?: number } } = { code: 0, msg: 'not sent: nothing checked', status: 0, bytes: 0 };
  if (check.code === 200 && good.length) save = await client.json('POST', `${spec.base}/import`, spec.save(good));
  const t2 = performance.now();
  const peak = memory.stop();
  const totalMs = round(t2 - t0);
  const per100kMs = round((totalMs * 100_000) / ROWS);
  return {
    rows: ROWS, fileMB: mb(bytes.length),
    checkMs: round(t1 - t0), saveMs: round(t2 - t1), totalMs, per100kMs, goalMs: GOAL_MS_PER_100K[db], meetsGoal: save.code === 200 && per100kMs <= GOAL_MS_PER_100K[db],
    checkStatus: `${check.status}/${check.code}`, checkReplyMB: mb(check.bytes), checkedRows: list.length, errorRows,
    noInventoryRows: list.filter((row) => row.blnNoInventory).length, firstErrors: check.code === 200 ? firstErrors : [check.msg],
    saveStatus: `${save.status}/${save.code}`, saveMsg: save.msg, saved: Number(save.data?.snum ?? 0),
    ...peak, hwmReset: memory.resetWorked,
    // Filled in once the loop has stopped and reported every call.
    pageLatency: later(), pageLatencyCheck: later(), pageLatencySave: later(),
    window: [t0, t1, t2],
  };
}

async function pageTotal(client: ApiClient, url: string): Promise<number | null> {
  const r = await client.json('GET', url);
  return r.code === 200 ? Number(r.data?.pagination?.total ?? NaN) : null;
}

async function run(db: DatabaseKind): Promise<Result> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gold-import-bench-'));
  const loadBefore = os.loadavg()[0];
  const scratch = db === 'postgres' ? await scratchDatabase(PG_URL, 'bench_import') : null;
  const env = { DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? '', ADMIN_PASSWORD, SEED_DEMO: '0', LOG_LEVEL: 'warn' };
  let server: ServerProcess | null = null;
  const client = { current: null as ApiClient | null };
  try {
    console.log(`${db}: creating ${SHOPS} shops`);
    const shopCodes = await seedShops({ ...process.env, ...env }, SHOPS);
    const started = performance.now();
    const items = stockItems(ROWS, shopCodes, Date.now().toString(36).slice(-4).toUpperCase());
    const files: Record<FileKind, Buffer> = { stock: importWorkbook(inventoryModel, stockRows(items)), sale: importWorkbook(saleModel, saleRows(items)) };
    console.log(`${db}: generated ${ROWS}-row files in ${round(performance.now() - started)} ms (stock ${mb(files.stock.length)} MB, sales ${mb(files.sale.length)} MB)`);

    server = await startServer({ dataDir, env });
    const api = new ApiClient(server.port);
    client.current = api;
    await api.signInAdmin();
    const loop = new PageLoop(api, PAGE_LOOPS);
    const idleFrom = performance.now();
    loop.start();
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    const idleTo = performance.now();
    const rssBeforeMB = rssMB(server.child.pid!);

    const result: Result['files'] = {};
    for (const kind of ['stock', 'sale'] as const) {
      console.log(`${db}: importing the ${kind} file`);
      result[kind] = await importFile(kind, db, files[kind], api, server);
      const f = result[kind];
      console.log(`  check ${f.checkMs} ms (${f.checkStatus}, ${f.checkedRows} rows, ${f.errorRows} with errors), save ${f.saveMs} ms (${f.saveStatus} ${f.saveMsg}, ${f.saved} saved), peak ${f.peakMB} MB`);
      if (f.firstErrors.length) console.log(`  first errors: ${f.firstErrors.join(' | ')}`);
    }
    await loop.stop();
    const idlePageLatency = loop.figures(idleFrom, idleTo);
    for (const f of Object.values(result)) {
      const [t0, t1, t2] = f.window;
      Object.assign(f, { pageLatency: loop.figures(t0, t2), pageLatencyCheck: loop.figures(t0, t1), pageLatencySave: loop.figures(t1, t2) });
    }

    const soldItems = await pageTotal(api, '/api/shopInventory/page?state=2&currentPage=1&pageSize=1');
    const sales = await pageTotal(api, '/api/shop/sale/page?currentPage=1&pageSize=1');
    return {
      database: db, rows: ROWS, shops: SHOPS, pageLoops: PAGE_LOOPS, rssBeforeMB, idlePageLatency, files: result,
      afterwards: { soldItems, sales, ok: soldItems === ROWS && sales === ROWS }, pageErrorSample: loop.errorSample,
      loadAverage: { before: Math.round(loadBefore * 100) / 100, after: Math.round(os.loadavg()[0] * 100) / 100 }, at: new Date().toISOString(),
    };
  } finally {
    client.current?.close();
    await server?.dispose();
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const cell = (s: unknown, n: number) => String(s).padStart(n);

function print(results: Result[]): void {
  console.log(`\nImport of ${ROWS} rows (goal: check + save per 100,000 rows <= ${GOAL_MS_PER_100K.pglite / 1000} s PGlite, <= ${GOAL_MS_PER_100K.postgres / 1000} s PostgreSQL)`);
  console.log(`${'database'.padEnd(9)} ${'file'.padEnd(6)}${cell('check ms', 10)}${cell('save ms', 10)}${cell('total ms', 10)}${cell('per 100k', 10)}${cell('goal', 7)}  ${'ok'.padEnd(4)}${cell('saved', 8)}${cell('peak MB', 9)}${cell('list p50', 10)}${cell('p99', 8)}${cell('max', 8)}${cell('calls', 7)}`);
  for (const r of results) {
    console.log(`${r.database.padEnd(9)} ${'idle'.padEnd(6)}${cell('', 10)}${cell('', 10)}${cell('', 10)}${cell('', 10)}${cell('', 7)}  ${''.padEnd(4)}${cell('', 8)}${cell(r.rssBeforeMB, 9)}${cell(r.idlePageLatency.p50, 10)}${cell(r.idlePageLatency.p99, 8)}${cell(r.idlePageLatency.max, 8)}${cell(r.idlePageLatency.requests, 7)}`);
    for (const [kind, f] of Object.entries(r.files)) {
      console.log(`${r.database.padEnd(9)} ${kind.padEnd(6)}${cell(f.checkMs, 10)}${cell(f.saveMs, 10)}${cell(f.totalMs, 10)}${cell(f.per100kMs, 10)}${cell(f.goalMs, 7)}  ${(f.meetsGoal ? 'yes' : 'NO').padEnd(4)}${cell(f.saved, 8)}${cell(f.peakMB, 9)}${cell(f.pageLatency.p50, 10)}${cell(f.pageLatency.p99, 8)}${cell(f.pageLatency.max, 8)}${cell(f.pageLatency.requests, 7)}`);
    }
    for (const [kind, f] of Object.entries(r.files)) {
      console.log(`${''.padEnd(9)} ${kind} list latency during check: p50 ${f.pageLatencyCheck.p50} p99 ${f.pageLatencyCheck.p99} max ${f.pageLatencyCheck.max}; during save: p50 ${f.pageLatencySave.p50} p99 ${f.pageLatencySave.p99} max ${f.pageLatencySave.max}`);
    }
    console.log(`${''.padEnd(9)} afterwards: ${r.afterwards.soldItems} items sold, ${r.afterwards.sales} sales (${r.afterwards.ok ? 'all rows' : 'NOT all rows'}); load average ${r.loadAverage.before} -> ${r.loadAverage.after} on ${os.cpus().length} cores${r.pageErrorSample ? `; list error e.g. ${r.pageErrorSample}` : ''}`);
  }
  console.log('(times in ms, HTTP round trips; peak MB = the server\'s VmHWM over the file\'s check and save; idle row = RSS before the imports and the list loop alone)');
}

async function main(): Promise<void> {
  const wanted = (process.env.IMPORT_DATABASES || 'pglite,postgres').split(',') as DatabaseKind[];
  const results: Result[] = [];
  for (const db of wanted) results.push(await run(db));
  print(results);
  const out = path.resolve(import.meta.dirname, 'results', 'import.json');
  const previous = fs.existsSync(out) ? (JSON.parse(fs.readFileSync(out, 'utf8')) as Result[]) : [];
  const kept = previous.filter((p) => !results.some((r) => r.database === p.database));
  fs.writeFileSync(out, `${JSON.stringify([...kept, ...results], null, 2)}\n`);
  console.log(`written ${out}`);
  const ok = results.every((r) => r.afterwards.ok && Object.values(r.files).every((f) => f.saveStatus.endsWith('/200')));
  process.exit(ok ? 0 : 1);
}

await main();
