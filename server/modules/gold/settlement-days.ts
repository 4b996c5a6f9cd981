import { sql } from 'drizzle-orm';
import { badRequest } from '../../core/errors';
import { fillAll } from '../../core/text';
import type { Text } from '../../core/i18n';
import type { DbOrTx, Tx } from '../../db/client';
import { newId } from '../../db/columns';
import { jsonRows, jsonTexts, rowsOf } from '../../db/json-params';

/**
 * Settlement days (docs/domain.md "Decisions of gold operations II", Settlement days): one row per shop and day with
 * live sales, derived in SQL from the sales and valued at the base price (type 1) of the latest date on or before the
 * day; the old gold traded in is valued the same way at the old-gold price (type 2). Only unsettled days move.
 */

export interface ShopDay {
  shopId: string;
  /** 'YYYY-MM-DD'. */
  day: string;
}


/** The distinct (shop, day) pairs of some rows. */
export function shopDays<R>(rows: R[], shopId: (r: R) => string, day: (r: R) => string): ShopDay[] {
  const seen = new Map<string, ShopDay>();
  for (const r of rows) {
    const pair = { shopId: shopId(r), day: day(r) };
    seen.set(`${pair.shopId}|${pair.day}`, pair);
  }
  return [...seen.values()];
}

/** The live price of a type on the latest date on or before `day` (a weekend uses Friday's). */
const priceOn = (type: number, day: ReturnType<typeof sql>) =>
  sql`(select g.price from gold_prices g where g.price_type = ${type} and g.deleted_at is null and g.price_date <= ${day} order by g.price_date desc limit 1)`;

/** The live price of a type on `date` (the latest on or before it), or null. */
export async function latestPrice(db: DbOrTx, type: number, date: string): Promise<string | null> {
  const [row] = rowsOf<{ price: string | null }>(await db.execute(sql`select ${priceOn(type, sql`${date}::date`)} as price`));
  return row?.price ?? null;
}

/** weight × price half-up to the fen (numeric round is half away from zero: half-up for these positive values); no price: 0. */
const valued = (weight: ReturnType<typeof sql>, price: ReturnType<typeof sql>) => sql`coalesce(round(${weight} * ${price}, 2), 0)`;

/**
 * Re-derives the unsettled days of the given pairs from the live sales, in one statement (the pairs as one JSON
 * parameter: an import of 100,000 sales names thousands of days): sale count, weights, amounts and prices are upserted,
 * a price set by hand is kept, and a day left without live sales is removed. Settled days are never touched.
 */
export async function refreshSettlementDays(tx: DbOrTx, pairs: ShopDay[], actorId: string | null = null): Promise<void> {
  if (pairs.length === 0) return;
  const params = jsonRows(pairs.map((p) => ({ id: newId(), shop_id: p.shopId, day: p.day })));
  await tx.execute(sql`
    with p as (select distinct on (shop_id, day) id, shop_id, day from json_to_recordset(${params}::json) as v(id text, shop_id text, day date)),
    agg as (
      select p.id, p.shop_id, p.day, count(*)::int as sale_count, sum(s.gold_weight) as sold_weight, sum(s.sale_amount) as sale_amount,
        coalesce(sum(s.labour_fee), 0) as labour_fee, sum(s.old_gold_weight) as old_gold_weight,
        ${priceOn(1, sql`p.day`)} as settlement_price, ${priceOn(2, sql`p.day`)} as substitution_price
      from p join shop_sales s on s.shop_id = p.shop_id and s.sale_date = p.day and s.deleted_at is null
      group by p.id, p.shop_id, p.day
    ),
    gone as (
      delete from shop_settlement_days d using p
      where d.shop_id = p.shop_id and d.day = p.day and d.settlement_id is null
        and not exists (select 1 from shop_sales s where s.shop_id = d.shop_id and s.sale_date = d.day and s.deleted_at is null)
    )
    insert into shop_settlement_days as d (id, shop_id, day, sale_count, sold_weight, sale_amount, labour_fee, old_gold_weight,
      settlement_price, amount, substitution_price, substitution_amount, created_by)
    select id, shop_id, day, sale_count, sold_weight, sale_amount, labour_fee, old_gold_weight, settlement_price,
      ${valued(sql`sold_weight`, sql`settlement_price`)}, substitution_price, ${valued(sql`old_gold_weight`, sql`substitution_price`)}, ${actorId}
    from agg
    on conflict (shop_id, day) do update set
      sale_count = excluded.sale_count, sold_weight = excluded.sold_weight, sale_amount = excluded.sale_amount,
      labour_fee = excluded.labour_fee, old_gold_weight = excluded.old_gold_weight,
      settlement_price = case when d.price_manual = 1 then d.settlement_price else excluded.settlement_price end,
      amount = ${valued(sql`excluded.sold_weight`, sql`case when d.price_manual = 1 then d.settlement_price else excluded.settlement_price end`)},
      substitution_price = excluded.substitution_price, substitution_amount = excluded.substitution_amount,
      version = d.version + 1, updated_at = now(), updated_by = ${actorId}
    where d.settlement_id is null`);
}

/**
 * Re-prices the unsettled days from `fromDate` on after a price was created, edited, deleted or imported: the
 * settlement price (unless set by hand) and the old-gold price, with their amounts. Only days whose values change are
 * written.
 */
export async function repriceSettlementDays(tx: DbOrTx, fromDate: string | undefined, actorId: string | null = null): Promise<void> {
  if (!fromDate) return;
  await tx.execute(sql`
    with priced as (
      select d.id, case when d.price_manual = 1 then d.settlement_price else ${priceOn(1, sql`d.day`)} end as settlement_price,
        ${priceOn(2, sql`d.day`)} as substitution_price
      from shop_settlement_days d where d.settlement_id is null and d.day >= ${fromDate}::date
    )
    update shop_settlement_days d set settlement_price = p.settlement_price, amount = ${valued(sql`d.sold_weight`, sql`p.settlement_price`)},
      substitution_price = p.substitution_price, substitution_amount = ${valued(sql`d.old_gold_weight`, sql`p.substitution_price`)},
      version = d.version + 1, updated_at = now(), updated_by = ${actorId}
    from priced p
    where d.id = p.id and d.settlement_id is null
      and (d.settlement_price is distinct from p.settlement_price or d.substitution_price is distinct from p.substitution_price)`);
}

/**
 * Locks the shops of the pairs (FOR SHARE) and then their days (FOR UPDATE), in the order a settlement takes them (shop,
 * then days), so a settlement cannot claim the days meanwhile and the two never deadlock; refuses, with `text` naming
 * the first such date, when one is settled: a settled day's sales neither leave nor join it.
 */
export async function assertDaysUnsettled(tx: Tx, pairs: ShopDay[], text: Text): Promise<void> {
  if (pairs.length === 0) return;
  const shopIds = [...new Set(pairs.map((p) => p.shopId))].sort();
  await tx.execute(sql`select s.id from shops s where s.id in ${jsonTexts(shopIds)} order by s.id for share`);
  const params = jsonRows(pairs.map((p) => ({ shop_id: p.shopId, day: p.day })));
  const rows = rowsOf<{ day: string; settled: boolean }>(await tx.execute(sql`
    select d.day::text as day, d.settlement_id is not null as settled from shop_settlement_days d
    join json_to_recordset(${params}::json) as v(shop_id text, day date) on d.shop_id = v.shop_id and d.day = v.day
    order by d.shop_id, d.day for update of d`));
  const settled = rows.find((r) => r.settled);
  if (settled) throw badRequest(fillAll(text, { date: settled.day }));
}
