// Month-end figures (docs/domain.md, "Decisions of gold operations II", Month-end): 500 shops and a year of stock and
// sales generated with set-based SQL (generate_series), then the month-end run (server/modules/gold/month-end-job.ts)
// timed directly on the database (no HTTP):
//  - derived: one month computed for every shop with no month closed before it (opening from the whole history, as a
//    preview or a first run does);
//  - catch-up: the first run closing every month from the first activity up to the month before the timed one;
//  - steady: the timed month closed on its own, its previous month closed (what the 01:30 run does each month);
//  - again: the same run once more (nothing to close).
// Goal: one month of 500 shops and 1,000,000 sales <= 30 s on PostgreSQL. PostgreSQL: a scratch database on
// MONTH_END_PG_URL (else TEST_DATABASE_URL, else the local server), dropped afterwards; 1,000,000 sales (MONTH_END_SALES).
// PGlite (in memory, one WebAssembly process) gets MONTH_END_PGLITE_SALES (200,000) sales: a million would spend
// minutes generating and a gigabyte of memory before anything is timed; the figure is scaled linearly to 1,000,000
// for comparison only.
// Prints a table; writes tests/bench/results/month-end.json (entries of the databases run replaced).
// Run: npm run bench:month-end   MONTH_END_DATABASES=postgres or pglite to run one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/client';
import { computeMonth } from '../../server/modules/gold/month-end-compute';
import { rowsOf } from '../../server/db/json-params';
import { closeMonths } from '../../server/modules/gold/month-end-job';
import { hostTimeZone } from '../../schemas/format/time';
import { scratchDatabase } from '../api/helpers';

const SHOPS = 500;
const SALES = { postgres: Number(process.env.MONTH_END_SALES || 1_000_000), pglite: Number(process.env.MONTH_END_PGLITE_SALES || 200_000) };
const PG_URL = process.env.MONTH_END_PG_URL || process.env.TEST_DATABASE_URL || 'postgres://root@127.0.0.1:5432/postgres';
const MONTH = '2026-07';
const GOAL_MS = 30_000;

type Kind = 'postgres' | 'pglite';
interface Result {
  database: Kind; shops: number; sales: number; items: number; month: string; generateMs: number;
  derivedMs: number; catchUpMs: number; catchUpMonths: number; steadyMs: number; againMs: number;
  /** steady and derived scaled linearly to 1,000,000 sales (equal at full size). */
  steadyPer1MMs: number; derivedPer1MMs: number; goalMs: number; meetsGoal: boolean;
  closedShops: number; conserved: boolean; loadAverage: { before: number; after: number }; at: string;
}

const round = (n: number) => Math.round(n);

/**
 * A year of data (2026) in set-based statements: 500 shops of 50 franchisees; items = sales × 1.2 (every sale's item,
 * then 10% out and 10% still in stock) over seven categories; a sale 0–29 days after its item came in; per shop and
 * month a settlement, a completed fund paying 60% of it, and a special fund.
 */
function generation(sales: number): string[] {
  const items = Math.round(sales * 1.2);
  return [
    `insert into spvs (id, code, name) values ('bspv', 'BSPV', '基准SPV')`,
    `insert into alliance_businesses (id, code, type, name, spv_id) select 'bab' || g, 'BAB' || g, 2, '基准加盟商' || g, 'bspv' from generate_series(1, 50) g`,
    `insert into shops (id, code, name, alliance_business_id, spv_id) select 'bshop' || g, 'BMD' || lpad(g::text, 4, '0'), '基准门店' || g, 'bab' || (g % 50 + 1), 'bspv' from generate_series(1, ${SHOPS}) g`,
    `insert into shop_inventories (id, inventory_number, shop_id, category, product_name, gold_weight, purity, inbound_date, state, out_date, out_type)
      select 'bi' || g, 'BI' || g, 'bshop' || (g % ${SHOPS} + 1), (array['ring','necklace','bracelet','earring','pendant','bar','other'])[g % 7 + 1], '足金',
        round((1 + (g % 19997) / 1000.0)::numeric, 3), 999, date '2026-01-01' + (g % 335),
        case when g <= ${sales} then 2 when g <= ${sales + (items - sales) / 2} then 3 else 1 end,
        case when g > ${sales} and g <= ${sales + (items - sales) / 2} then date '2026-01-01' + (g % 335) + (g % 20) end,
        case when g > ${sales} and g <= ${sales + (items - sales) / 2} then 1 end
      from generate_series(1, ${items}) g`,
    `insert into shop_sales (id, shop_id, inventory_number, inventory_id, sale_date, gold_weight, retail_price, sale_amount)
      select 'bs' || substr(i.id, 3), i.shop_id, i.inventory_number, i.id, i.inbound_date + (substr(i.id, 3)::int % 30), i.gold_weight, 600.00, round(i.gold_weight * 600.00, 2)
      from shop_inventories i where i.state = 2`,
    `insert into shop_settlements (id, code, shop_id, settlement_date, start_day, end_day, day_count, sold_weight, settlement_amount, payable_amount, allocated_amount, paid_amount, status)
      select 'bst' || s || '_' || m, 'BJS' || s || '_' || m, 'bshop' || s, make_date(2026, m, 28), make_date(2026, m, 1), make_date(2026, m, 27), 27, 100, 10000 + s, 10000 + s,
        round((10000 + s) * 0.6, 2), round((10000 + s) * 0.6, 2), 2
      from generate_series(1, ${SHOPS}) s, generate_series(1, 12) m`,
    `insert into shop_fund_batches (id, code, shop_id, batch_date, fund_count, total_amount, status)
      select 'bfb' || s || '_' || m, 'BPC' || s || '_' || m, 'bshop' || s, make_date(2026, m, 28), 1, round((10000 + s) * 0.6, 2), 3 from generate_series(1, ${SHOPS}) s, generate_series(1, 12) m`,
    `insert into shop_funds (id, shop_id, batch_id, amount, pay_date, status, completed_at)
      select 'bf' || s || '_' || m, 'bshop' || s, 'bfb' || s || '_' || m, round((10000 + s) * 0.6, 2), make_date(2026, m, 28), 3, make_date(2026, m, 28) + interval '3 days'
      from generate_series(1, ${SHOPS}) s, generate_series(1, 12) m`,
    `insert into shop_fund_settlements (id, fund_id, settlement_id, amount)
      select 'bfs' || s || '_' || m, 'bf' || s || '_' || m, 'bst' || s || '_' || m, round((10000 + s) * 0.6, 2) from generate_series(1, ${SHOPS}) s, generate_series(1, 12) m`,
    `insert into shop_special_funds (id, shop_id, fund_type, amount, fund_date)
      select 'bsp' || s || '_' || m, 'bshop' || s, 'rebate', (s % 7 - 3) * 10, make_date(2026, m, 15) from generate_series(1, ${SHOPS}) s, generate_series(1, 12) m`,
    'analyze',
  ];
}

/** Every closed category of the timed month conserves count and weight, and the month's opening is the previous closing. */
const CONSERVATION = sql`
  select count(*)::int as bad from month_end_stocks st
  left join month_end_stocks p on p.shop_id = st.shop_id and p.category = st.category and p.month = ${'2026-06'}
  where st.month = ${MONTH} and (st.opening_count + st.inbound_count - st.outbound_count - st.sold_count <> st.closing_count
    or st.opening_weight + st.inbound_weight - st.outbound_weight - st.sold_weight <> st.closing_weight
    or st.opening_count <> coalesce(p.closing_count, 0) or st.opening_weight <> coalesce(p.closing_weight, 0))`;

async function timed<T>(label: string, run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await run();
  const ms = performance.now() - started;
  console.log(`  ${label}: ${round(ms)} ms`);
  return [value, ms];
}

async function run(kind: Kind): Promise<Result> {
  const sales = SALES[kind];
  const loadBefore = os.loadavg()[0];
  const scratch = kind === 'postgres' ? await scratchDatabase(PG_URL, 'bench_month_end') : null;
  let database: Database | null = null;
  try {
    database = await openDatabase(scratch ? { databaseUrl: scratch.url, dataDir: '', embedded: 'memory', dbStatementTimeoutMs: 600_000 } : { databaseUrl: '', dataDir: '', embedded: 'memory' });
    const db = database.db;
    console.log(`${kind}: generating ${SHOPS} shops, ${sales} sales`);
    const [, generateMs] = await timed('generate', async () => {
      if (scratch) {
        // One plain connection without the pool's statement limit for the bulk inserts.
        const client = new pg.Client({ connectionString: scratch.url });
        await client.connect();
        try { for (const statement of generation(sales)) await client.query(statement); } finally { await client.end(); }
      } else {
        for (const statement of generation(sales)) await db.execute(sql.raw(statement));
      }
    });
    const [derived, derivedMs] = await timed(`derived ${MONTH} (opening from the whole history, not stored)`, () => computeMonth(db, MONTH, undefined, hostTimeZone()));
    const [catchUp, catchUpMs] = await timed('catch-up run to 2026-06', () => closeMonths(db, '2026-06', undefined));
    const [steady, steadyMs] = await timed(`steady run ${MONTH}`, () => closeMonths(db, MONTH, undefined));
    const [, againMs] = await timed(`again ${MONTH}`, () => closeMonths(db, MONTH, undefined));
    const [{ bad }] = rowsOf<{ bad: number }>(await db.execute(CONSERVATION));
    const [{ n: items }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from shop_inventories`));
    const stored = rowsOf<{ closing_weight: string; shop_id: string }>(await db.execute(sql`select shop_id, closing_weight::text from month_end_settlements where month = ${MONTH} order by shop_id`));
    // The stored month equals the derived computation of the same month.
    const same = derived.length === stored.length && derived.every((d, i) => d.shopId === stored[i].shop_id && Number(d.closingWeight) === Number(stored[i].closing_weight));
    const scale = (ms: number) => round((ms * 1_000_000) / sales);
    return {
      database: kind, shops: SHOPS, sales, items, month: MONTH, generateMs: round(generateMs),
      derivedMs: round(derivedMs), catchUpMs: round(catchUpMs), catchUpMonths: catchUp.length, steadyMs: round(steadyMs), againMs: round(againMs),
      steadyPer1MMs: scale(steadyMs), derivedPer1MMs: scale(derivedMs), goalMs: GOAL_MS,
      meetsGoal: kind === 'postgres' ? Math.max(steadyMs, derivedMs) <= GOAL_MS : scale(Math.max(steadyMs, derivedMs)) <= GOAL_MS,
      closedShops: steady.find((c) => c.month === MONTH)?.shops ?? 0, conserved: bad === 0 && same,
      loadAverage: { before: Math.round(loadBefore * 100) / 100, after: Math.round(os.loadavg()[0] * 100) / 100 }, at: new Date().toISOString(),
    };
  } finally {
    await database?.close();
    await scratch?.drop();
  }
}

async function main(): Promise<void> {
  const wanted = (process.env.MONTH_END_DATABASES || 'postgres,pglite').split(',') as Kind[];
  const results: Result[] = [];
  for (const kind of wanted) results.push(await run(kind));
  console.log(`\nMonth-end of ${MONTH} for ${SHOPS} shops (goal: <= ${GOAL_MS / 1000} s with 1,000,000 sales on PostgreSQL)`);
  for (const r of results) {
    console.log(`${r.database.padEnd(9)} ${r.sales} sales, ${r.items} items: derived ${r.derivedMs} ms, catch-up of ${r.catchUpMonths} months ${r.catchUpMs} ms, steady ${r.steadyMs} ms, again ${r.againMs} ms`
      + ` (per 1M sales: steady ${r.steadyPer1MMs}, derived ${r.derivedPer1MMs}); ${r.closedShops} shops closed; conserved ${r.conserved ? 'yes' : 'NO'}; goal ${r.meetsGoal ? 'met' : 'NOT met'}; load ${r.loadAverage.before} -> ${r.loadAverage.after}`);
  }
  const out = path.resolve(import.meta.dirname, 'results', 'month-end.json');
  const previous = fs.existsSync(out) ? (JSON.parse(fs.readFileSync(out, 'utf8')) as Result[]) : [];
  fs.writeFileSync(out, `${JSON.stringify([...previous.filter((p) => !results.some((r) => r.database === p.database)), ...results], null, 2)}\n`);
  console.log(`written ${out}`);
  process.exit(results.every((r) => r.conserved && r.meetsGoal) ? 0 : 1);
}

await main();
