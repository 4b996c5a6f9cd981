// The gold benches' data set (bench:home, bench:month-end): SPVs, franchisees, shops spread over Chinese cities, a year
// of gold prices, pieces in stock, out and sold, 1,000,000 sales with their settlement days, monthly settlements and
// the funds that paid most of them. Generated with set-based SQL (generate_series) straight into the tables, so
// a million sales take a minute, not the hours an import through the API would; the settlement days are derived by the
// server's own refreshSettlementDays. Deterministic: the same shape and end day give the same rows.
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { refreshSettlementDays, type ShopDay } from '../../server/modules/gold/settlement-days';

export interface GoldDataShape {
  spvs: number;
  franchisees: number;
  shops: number;
  /** Sales over `days` days ending with the end day, each selling its own piece. */
  sales: number;
  days: number;
  /** Pieces still in stock per shop, and pieces moved out per shop. */
  inStockPerShop: number;
  outPerShop: number;
  /** Every `frozenEvery`-th shop is frozen. */
  frozenEvery: number;
  /** Share of the settlements (whole months before the current one) that completed funds paid. */
  paidShare: number;
}

/** 500 shops and 1,000,000 sales over a year: the size the dashboard's and the month-end's goals are set for. */
export const GOLD_BENCH_SHAPE: GoldDataShape = {
  spvs: 5, franchisees: 100, shops: 500, sales: 1_000_000, days: 365, inStockPerShop: 400, outPerShop: 20, frozenEvery: 50, paidShare: 0.9,
};

export interface GoldDataSummary {
  endDay: string;
  shops: number;
  sales: number;
  items: number;
  settlementDays: number;
  settlements: number;
  funds: number;
  ms: Record<string, number>;
}

const CATEGORIES = sql.raw(`array['ring','necklace','bracelet','earring','pendant','bar','other']`);
/** Rows per generated chunk: keeps each statement's memory and duration bounded. */
const CHUNK = 100_000;
const PAIRS_CHUNK = 20_000;

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));
const shopId = (n: ReturnType<typeof sql>) => sql`'bshop' || lpad((${n})::text, 4, '0')`;

async function timed(ms: Record<string, number>, step: string, work: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await work();
  ms[step] = Math.round(performance.now() - started);
}

/** Fills an empty (migrated and seeded) database; `endDay` ('YYYY-MM-DD') is the last day with sales. */
export async function generateGoldData(db: Db, endDay: string, shape: GoldDataShape = GOLD_BENCH_SHAPE): Promise<GoldDataSummary> {
  const ms: Record<string, number> = {};
  const end = sql`${endDay}::date`;
  const { spvs, franchisees, shops, days } = shape;

  await timed(ms, 'parties', async () => {
    await db.execute(sql`insert into spvs (id, code, name, status, credit_limit)
      select 'bspv' || i, 'SPVB' || lpad(i::text, 3, '0'), '基准SPV' || i, 1, 100000000 from generate_series(1, ${spvs}::int) i`);
    await db.execute(sql`insert into alliance_businesses (id, code, type, spv_id, name, status)
      select 'bab' || i, 'JMB' || lpad(i::text, 4, '0'), 2, 'bspv' || (1 + (i - 1) % ${spvs}::int), '基准加盟商' || i, 1
      from generate_series(1, ${franchisees}::int) i`);
    // Cities picked unevenly (i² spreads them), so some provinces hold many shops and others few.
    await db.execute(sql`with c as (select id, parent_id, row_number() over (order by id) - 1 as k, count(*) over () as n from areas where type = 2)
      insert into shops (id, code, name, alliance_business_id, spv_id, area_ids, address, status, opening_date, weight_limit)
      select ${shopId(sql`i`)}, 'MDB' || lpad(i::text, 4, '0'), '基准门店' || i, 'bab' || f, 'bspv' || (1 + (f - 1) % ${spvs}::int),
        jsonb_build_array(c.parent_id, c.id), '基准地址' || i, case when i % ${shape.frozenEvery}::int = 0 then 2 else 1 end,
        ${end} - ${days}::int - 30, 100000
      from generate_series(1, ${shops}::int) i
      cross join lateral (select 1 + (i - 1) % ${franchisees}::int as f) fr
      join c on c.k = (i::bigint * i * 7 + i) % c.n`);
  });

  await timed(ms, 'prices', () => db.execute(sql`insert into gold_prices (id, price_date, price_type, price, source)
    select 'bgp' || t || '_' || k, ${end} - k, t, round((480 + 40 * sin(k / 30.0))::numeric - case when t = 2 then 25 else 0 end, 2), 'bench'
    from generate_series(0, ${days}::int + 30) k cross join (values (1), (2)) v(t)`));

  await timed(ms, 'sales', async () => {
    for (let from = 1; from <= shape.sales; from += CHUNK) {
      const to = Math.min(shape.sales, from + CHUNK - 1);
      // Sale n is shop n mod shops' (n div shops)-th: each shop sells on most days of the year. One piece per sale, taken in
      // up to 29 days before it was sold; every third customer trades in 2 g of old gold.
      await db.execute(sql`with g as (
          select n, ${shopId(sql`1 + n % ${shops}::int`)} as shop_id, ${end} - ((n / ${shops}::int) * 7919 % ${days}::int)::int as sale_day,
            (${CATEGORIES})[1 + n % 7] as category, round(1 + (n * 37 % 20000) / 1000.0, 3) as w
          from generate_series(${from}::bigint, ${to}::bigint) n
        ), items as (
          insert into shop_inventories (id, inventory_number, shop_id, batch_number, category, product_name, gold_weight, purity, labour_fee, inbound_date, state)
          select 'bi' || n, 'BS' || lpad(n::text, 8, '0'), shop_id, 'RKB' || to_char(sale_day - (n % 30)::int, 'YYYYMMDD'), category, '基准饰品',
            w, 999, round(w * 15, 0), sale_day - (n % 30)::int, 2
          from g
        )
        insert into shop_sales (id, shop_id, inventory_number, inventory_id, sale_date, gold_weight, retail_price, labour_fee, sale_amount,
          old_gold_weight, old_gold_price, old_gold_amount, no_inventory)
        select 'bs' || n, shop_id, 'BS' || lpad(n::text, 8, '0'), 'bi' || n, sale_day, w, p.price + 30, round(w * 15, 0),
          round(w * (p.price + 30), 2) + round(w * 15, 0),
          case when n % 3 = 0 then 2 else 0 end, case when n % 3 = 0 then o.price end, case when n % 3 = 0 then round(2 * o.price, 2) else 0 end, 0
        from g join gold_prices p on p.price_date = g.sale_day and p.price_type = 1
          join gold_prices o on o.price_date = g.sale_day and o.price_type = 2`);
    }
  });

  await timed(ms, 'stock', async () => {
    await db.execute(sql`insert into shop_inventories (id, inventory_number, shop_id, batch_number, category, product_name, gold_weight, purity, labour_fee, inbound_date, state)
      select 'bk' || n, 'BK' || lpad(n::text, 8, '0'), ${shopId(sql`1 + n % ${shops}::int`)}, 'RKB' || to_char(${end} - (n * 13 % 180)::int, 'YYYYMMDD'),
        (${CATEGORIES})[1 + n % 7], '基准饰品', round(1 + (n * 53 % 20000) / 1000.0, 3), 999, round((1 + (n * 53 % 20000) / 1000.0) * 15, 0),
        ${end} - (n * 13 % 180)::int, 1
      from generate_series(1::bigint, ${shops * shape.inStockPerShop}::bigint) n`);
    await db.execute(sql`insert into shop_inventories (id, inventory_number, shop_id, batch_number, category, product_name, gold_weight, purity, labour_fee,
        inbound_date, state, out_date, out_type, out_reason)
      select 'bo' || n, 'BO' || lpad(n::text, 8, '0'), ${shopId(sql`1 + n % ${shops}::int`)}, 'RKB' || to_char(${end} - 10 - (n * 17 % 300)::int, 'YYYYMMDD'),
        (${CATEGORIES})[1 + n % 7], '基准饰品', round(1 + (n * 41 % 20000) / 1000.0, 3), 999, 30, ${end} - 10 - (n * 17 % 300)::int, 3,
        ${end} - 5 - (n * 17 % 300)::int, 1, '退回SPV'
      from generate_series(1::bigint, ${shops * shape.outPerShop}::bigint) n`);
  });

  await timed(ms, 'settlementDays', async () => {
    const pairs = rowsOf<ShopDay>(await db.execute(sql`select distinct shop_id as "shopId", sale_date::text as day from shop_sales order by 1, 2`));
    for (let i = 0; i < pairs.length; i += PAIRS_CHUNK) await refreshSettlementDays(db, pairs.slice(i, i + PAIRS_CHUNK));
  });

  await timed(ms, 'settlements', async () => {
    // Every whole month before the end day's, per shop, settled on the 5th of the next month (no later than the end day).
    await db.execute(sql`insert into shop_settlements (id, code, shop_id, settlement_date, start_day, end_day, day_count, sold_weight, settlement_amount,
        substitution_weight, substitution_amount, payable_amount, status)
      select 'bst' || md5(shop_id || m), 'JSB' || upper(substr(md5(shop_id || m), 1, 12)), shop_id,
        least(m + interval '1 month' + interval '4 days', ${end})::date, min(day), max(day), count(*), sum(sold_weight), sum(amount), 0, 0, sum(amount), 1
      from (select shop_id, day, sold_weight, amount, date_trunc('month', day)::date as m from shop_settlement_days
            where settlement_id is null and settlement_price is not null and day < date_trunc('month', ${end})) d
      group by shop_id, m`);
    await db.execute(sql`update shop_settlement_days d set settlement_id = s.id
      from shop_settlements s where s.id like 'bst%' and d.shop_id = s.shop_id and d.day between s.start_day and s.end_day`);
  });

  await timed(ms, 'funds', async () => {
    // A share of the settlements (by a hash of the id) paid in full ten days after, one batch and one fund each.
    const paid = sql`abs(('x' || substr(s.id, 4, 8))::bit(32)::int) % 1000 < ${Math.round(shape.paidShare * 1000)}::int`;
    const completed = sql`(least(s.settlement_date + 10, ${end}) + time '10:00')::timestamptz`;
    await db.execute(sql`insert into shop_fund_batches (id, code, shop_id, batch_date, fund_count, total_amount, status, received_at)
      select 'bfb' || substr(s.id, 4), 'PCB' || upper(substr(s.id, 4, 12)), s.shop_id, least(s.settlement_date + 7, ${end}), 1, s.payable_amount, 3, ${completed}
      from shop_settlements s where s.id like 'bst%' and ${paid}`);
    await db.execute(sql`insert into shop_funds (id, shop_id, batch_id, amount, pay_date, pay_method, status, completed_at)
      select 'bfd' || substr(s.id, 4), s.shop_id, 'bfb' || substr(s.id, 4), s.payable_amount, least(s.settlement_date + 7, ${end}), 'transfer', 3, ${completed}
      from shop_settlements s where s.id like 'bst%' and ${paid}`);
    await db.execute(sql`insert into shop_fund_settlements (id, fund_id, settlement_id, amount)
      select 'bfs' || substr(f.id, 4), f.id, 'bst' || substr(f.id, 4), f.amount from shop_funds f where f.id like 'bfd%'`);
    await db.execute(sql`update shop_settlements s set allocated_amount = f.amount, paid_amount = f.amount, status = 3
      from shop_funds f where f.id = 'bfd' || substr(s.id, 4)`);
  });

  // What autovacuum does on a live database: statistics for the planner, and the visibility map for index-only scans.
  await timed(ms, 'vacuum', () => db.execute(sql`vacuum analyze`));

  return { ...(await goldDataCounts(db, endDay)), ms };
}

/** What a database generated before holds (a bench may measure it again without generating). */
export async function goldDataCounts(db: Db, endDay: string): Promise<GoldDataSummary> {
  const count = async (table: string) => Number(rowsOf<{ n: string }>(await db.execute(sql`select count(*) as n from ${sql.identifier(table)}`))[0].n);
  return {
    endDay, shops: await count('shops'), sales: await count('shop_sales'), items: await count('shop_inventories'),
    settlementDays: await count('shop_settlement_days'), settlements: await count('shop_settlements'), funds: await count('shop_funds'), ms: {},
  };
}
