import Decimal from 'decimal.js';
import { sql, type SQL } from 'drizzle-orm';
import { ITEM_OUT } from '../../../models/gold/inventory';
import { MONTH_END_CLOSED } from '../../../models/gold/monthEnd';
import type { DbOrTx } from '../../db/client';
import { fixed } from '../../resource/read';
import { monthOf } from '../../../schemas/format/time';
import { completionDate } from './ledger-dates';
import { shops as shopTable } from './tables';
import { rowsOf } from '../../db/json-params';

/**
 * The figures of one month for a set of shops (docs/domain.md, "Decisions of gold operations II", Month-end), in two
 * set-based statements whatever the number of shops (500 shops and 1,000,000 sales in seconds): one for stock by
 * category, one for the ledger. Opening = the previous month's closed closing when the shop has one, else the sum of
 * every movement before the month (so a derived opening equals the closing a closed month would have had).
 */

/** 'YYYY-MM'. */
export const MONTH_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])$';

/** The month of a timestamp in the configured time zone `zone` (system setting timeZone), as 'YYYY-MM'. */
export const monthOfTime = (time: Date, zone: string): string => monthOf(time, zone);

/** The month `delta` months after `month` ('YYYY-MM'). */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** First day of the month and first day of the next, as 'YYYY-MM-DD' (dates compare as half-open ranges). */
export const monthBounds = (month: string) => ({ start: `${month}-01`, end: `${addMonths(month, 1)}-01` });

export interface MonthEndStock {
  category: string;
  openingCount: number; openingWeight: string;
  inboundCount: number; inboundWeight: string;
  outboundCount: number; outboundWeight: string;
  soldCount: number; soldWeight: string;
  closingCount: number; closingWeight: string;
}

export interface MonthEndFigures {
  shopId: string;
  month: string;
  openingBalance: string; settledAmount: string; paidAmount: string; specialAmount: string; closingBalance: string;
  openingCount: number; openingWeight: string; closingCount: number; closingWeight: string;
  stocks: MonthEndStock[];
}


/** Live shops matching `shops` (a condition over the `shops` table; none: every shop), as a select of their ids. */
export const liveShops = (shops: SQL | undefined) =>
  sql`select s.id from shops s where s.deleted_at is null and s.id in (select ${shopTable.id} from ${shopTable} where ${shops ?? sql`true`})`;

/**
 * The shops a month is computed for, as a CTE body: live shops matching `shops` (a condition over the `shops` table,
 * e.g. a list of ids or the caller's data scope), each with whether its previous month is closed.
 */
const targetShops = (shops: SQL | undefined, prev: string) => sql`
  target as (
    select s.id, exists (select 1 from month_end_settlements m where m.shop_id = s.id and m.month = ${prev}
      and m.status = ${MONTH_END_CLOSED} and m.deleted_at is null) as prev_closed
    from (${liveShops(shops)}) s
  ),
  derive as (select id from target where not prev_closed)`;

/**
 * Stock movements by (shop, category): +inbound, −outbound (state 3, by out date), −sold (live matched sales, counted
 * and weighed by their item, by sale date), and for a shop whose previous month is closed its closing as one opening
 * movement. Movements before the month are read only for shops whose opening is derived.
 */
async function stockFigures(db: DbOrTx, month: string, shops: SQL | undefined): Promise<Map<string, MonthEndStock[]>> {
  const { start, end } = monthBounds(month);
  const prev = addMonths(month, -1);
  const rows = rowsOf<Record<string, string | number>>(await db.execute(sql`
    with ${targetShops(shops, prev)},
    mv as (
      select i.shop_id, i.category, i.inbound_date as d, 1 as sign, 1 as n, i.gold_weight as w, 'in' as k
        from shop_inventories i
        where i.deleted_at is null and i.inbound_date < ${end}::date and i.shop_id in (select id from target)
          and (i.inbound_date >= ${start}::date or i.shop_id in (select id from derive))
      union all
      select i.shop_id, i.category, i.out_date, -1, 1, i.gold_weight, 'out'
        from shop_inventories i
        where i.deleted_at is null and i.state = ${ITEM_OUT} and i.out_date < ${end}::date and i.shop_id in (select id from target)
          and (i.out_date >= ${start}::date or i.shop_id in (select id from derive))
      union all
      select i.shop_id, i.category, s.sale_date, -1, 1, i.gold_weight, 'sold'
        from shop_sales s join shop_inventories i on i.id = s.inventory_id
        where s.deleted_at is null and s.sale_date < ${end}::date and i.shop_id in (select id from target)
          and (s.sale_date >= ${start}::date or i.shop_id in (select id from derive))
      union all
      select st.shop_id, st.category, ${start}::date - 1, 1, st.closing_count, st.closing_weight, 'open'
        from month_end_stocks st
        where st.month = ${prev} and st.shop_id in (select id from target where prev_closed)
    ),
    agg as (
      select shop_id, category,
        coalesce(sum(sign * n) filter (where d < ${start}::date), 0) as opening_count,
        coalesce(sum(sign * w) filter (where d < ${start}::date), 0) as opening_weight,
        coalesce(sum(n) filter (where k = 'in' and d >= ${start}::date), 0) as inbound_count,
        coalesce(sum(w) filter (where k = 'in' and d >= ${start}::date), 0) as inbound_weight,
        coalesce(sum(n) filter (where k = 'out' and d >= ${start}::date), 0) as outbound_count,
        coalesce(sum(w) filter (where k = 'out' and d >= ${start}::date), 0) as outbound_weight,
        coalesce(sum(n) filter (where k = 'sold' and d >= ${start}::date), 0) as sold_count,
        coalesce(sum(w) filter (where k = 'sold' and d >= ${start}::date), 0) as sold_weight
      from mv group by shop_id, category
    )
    select shop_id, category, opening_count, opening_weight::text, inbound_count, inbound_weight::text, outbound_count,
      outbound_weight::text, sold_count, sold_weight::text,
      opening_count + inbound_count - outbound_count - sold_count as closing_count,
      (opening_weight + inbound_weight - outbound_weight - sold_weight)::text as closing_weight
    from agg
    where opening_count <> 0 or opening_weight <> 0 or inbound_count <> 0 or outbound_count <> 0 or sold_count <> 0
    order by shop_id, category`));
  const byShop = new Map<string, MonthEndStock[]>();
  for (const r of rows) {
    const stock: MonthEndStock = {
      category: String(r.category),
      openingCount: Number(r.opening_count), openingWeight: fixed(r.opening_weight, 3)!,
      inboundCount: Number(r.inbound_count), inboundWeight: fixed(r.inbound_weight, 3)!,
      outboundCount: Number(r.outbound_count), outboundWeight: fixed(r.outbound_weight, 3)!,
      soldCount: Number(r.sold_count), soldWeight: fixed(r.sold_weight, 3)!,
      closingCount: Number(r.closing_count), closingWeight: fixed(r.closing_weight, 3)!,
    };
    const list = byShop.get(String(r.shop_id)) ?? [];
    list.push(stock);
    byShop.set(String(r.shop_id), list);
  }
  return byShop;
}

/**
 * The ledger of each target shop (docs/domain.md, "Standing book"): opening (the previous closed closing, else every
 * line before the month), settled = payable of live settlements by settlement date, paid = allocations of completed
 * funds by completion date (`completionDate`, as the standing book dates them), special = live special
 * funds by their date; closing = opening + settled − paid − special. Every target shop answers, with zeros if idle.
 */
async function ledgerFigures(db: DbOrTx, month: string, shops: SQL | undefined, zone: string) {
  const { start, end } = monthBounds(month);
  const prev = addMonths(month, -1);
  const completed = completionDate(zone);
  return rowsOf<Record<string, string>>(await db.execute(sql`
    with ${targetShops(shops, prev)},
    lines as (
      select st.shop_id, st.settlement_date as d, 'settled' as k, st.payable_amount as a
        from shop_settlements st
        where st.deleted_at is null and st.settlement_date < ${end}::date and st.shop_id in (select id from target)
          and (st.settlement_date >= ${start}::date or st.shop_id in (select id from derive))
      union all
      select shop_funds.shop_id, ${completed}, 'paid', -fs.amount
        from shop_funds join shop_fund_settlements fs on fs.fund_id = shop_funds.id
        where shop_funds.deleted_at is null and shop_funds.status = 3 and ${completed} < ${end}::date and shop_funds.shop_id in (select id from target)
          and (${completed} >= ${start}::date or shop_funds.shop_id in (select id from derive))
      union all
      select sp.shop_id, sp.fund_date, 'special', -sp.amount
        from shop_special_funds sp
        where sp.deleted_at is null and sp.fund_date < ${end}::date and sp.shop_id in (select id from target)
          and (sp.fund_date >= ${start}::date or sp.shop_id in (select id from derive))
      union all
      select m.shop_id, ${start}::date - 1, 'open', m.closing_balance
        from month_end_settlements m
        where m.month = ${prev} and m.status = ${MONTH_END_CLOSED} and m.deleted_at is null and m.shop_id in (select id from target where prev_closed)
    ),
    agg as (
      select t.id as shop_id,
        coalesce(sum(l.a) filter (where l.d < ${start}::date), 0) as opening_balance,
        coalesce(sum(l.a) filter (where l.k = 'settled' and l.d >= ${start}::date), 0) as settled_amount,
        coalesce(-sum(l.a) filter (where l.k = 'paid' and l.d >= ${start}::date), 0) as paid_amount,
        coalesce(-sum(l.a) filter (where l.k = 'special' and l.d >= ${start}::date), 0) as special_amount
      from target t left join lines l on l.shop_id = t.id
      group by t.id
    )
    select shop_id, opening_balance::text, settled_amount::text, paid_amount::text, special_amount::text,
      (opening_balance + settled_amount - paid_amount - special_amount)::text as closing_balance
    from agg order by shop_id`));
}

const sumOf = (stocks: MonthEndStock[], key: 'openingWeight' | 'closingWeight'): string =>
  stocks.reduce((total, s) => total.plus(s[key]), new Decimal(0)).toFixed(3);

/** One month of every target shop, stock and ledger, in shop id order. */
/** `zone`: the configured time zone, in which a fund's completion falls in a month. */
export async function computeMonth(db: DbOrTx, month: string, shops: SQL | undefined, zone: string): Promise<MonthEndFigures[]> {
  const [stocks, ledger] = await db.transaction(async (tx) => {
    // A derived opening joins a year of sales to their items: with the default 4 MB the hash join spills to disk.
    await tx.execute(sql`set local work_mem = '128MB'`);
    return [await stockFigures(tx, month, shops), await ledgerFigures(tx, month, shops, zone)] as const;
  });
  return ledger.map((l) => {
    const categories = stocks.get(l.shop_id) ?? [];
    return {
      shopId: l.shop_id,
      month,
      openingBalance: fixed(l.opening_balance, 2)!, settledAmount: fixed(l.settled_amount, 2)!, paidAmount: fixed(l.paid_amount, 2)!,
      specialAmount: fixed(l.special_amount, 2)!, closingBalance: fixed(l.closing_balance, 2)!,
      openingCount: categories.reduce((n, s) => n + s.openingCount, 0), openingWeight: sumOf(categories, 'openingWeight'),
      closingCount: categories.reduce((n, s) => n + s.closingCount, 0), closingWeight: sumOf(categories, 'closingWeight'),
      stocks: categories,
    };
  });
}
