import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { MONTH_END_CLOSED } from '../../../models/gold/monthEnd';
import { newId } from '../../db/columns';
import type { Db, DbOrTx } from '../../db/client';
import { jsonRows, jsonTexts } from '../../db/json-params';
import { addMonths, computeMonth, liveShops, monthOfTime, type MonthEndFigures } from './month-end-compute';
import { rowsOf } from '../../db/json-params';
import { completionDate } from './ledger-dates';
import { lockMonthsExclusive } from './month-guard';
import { configuredTimeZone } from '../system/config-service';
import { shops as shopTable } from './tables';

/**
 * The month-end run (docs/domain.md, "Decisions of gold operations II", Month-end): job `gold.monthEnd`, at 01:30 on the
 * 1st of each month (server time, like every cron), closes the previous month for every live shop. Months close in
 * order: a shop's first run closes every month from its first activity (the earliest date of any stock, sale or ledger
 * line) up to the target, and a later run every month after its last closed one, so a missed run is caught up and no
 * month is skipped. Each month is one transaction (month_end_settlements status 2 and their month_end_stocks); a closed
 * month is skipped, never rewritten.
 */

export const MONTH_END_JOB = 'gold.monthEnd';
export const MONTH_END_CRON = '30 1 1 * *';

/** Per shop, the months still to close up to `upTo`, ascending; answered grouped by month. */
async function plan(db: DbOrTx, upTo: string, shops: SQL | undefined, zone: string): Promise<Map<string, string[]>> {
  const rows = rowsOf<{ id: string; last: string | null; first: string | null }>(await db.execute(sql`
    with t as (${liveShops(shops)}),
    last as (
      select m.shop_id, max(m.month) as last from month_end_settlements m
      where m.status = ${MONTH_END_CLOSED} and m.deleted_at is null and m.shop_id in (select id from t) group by m.shop_id
    ),
    fresh as (select id from t where id not in (select shop_id from last)),
    first as (
      select shop_id, min(d) as d from (
        select shop_id, min(inbound_date) as d from shop_inventories where deleted_at is null and shop_id in (select id from fresh) group by shop_id
        union all select shop_id, min(out_date) from shop_inventories where deleted_at is null and out_date is not null and shop_id in (select id from fresh) group by shop_id
        union all select shop_id, min(sale_date) from shop_sales where deleted_at is null and shop_id in (select id from fresh) group by shop_id
        union all select shop_id, min(settlement_date) from shop_settlements where deleted_at is null and shop_id in (select id from fresh) group by shop_id
        union all select shop_id, min(${completionDate(zone)}) from shop_funds where deleted_at is null and status = 3 and shop_id in (select id from fresh) group by shop_id
        union all select shop_id, min(fund_date) from shop_special_funds where deleted_at is null and shop_id in (select id from fresh) group by shop_id
      ) x group by shop_id
    )
    select t.id, last.last, to_char(first.d, 'YYYY-MM') as first
    from t left join last on last.shop_id = t.id left join first on first.shop_id = t.id`));
  const byMonth = new Map<string, string[]>();
  for (const r of rows) {
    const from = r.last ? addMonths(r.last, 1) : r.first && r.first < upTo ? r.first : upTo;
    for (let month = from; month <= upTo; month = addMonths(month, 1)) byMonth.set(month, [...(byMonth.get(month) ?? []), r.id]);
  }
  return new Map([...byMonth].sort(([a], [b]) => a.localeCompare(b)));
}

/** Inserts rows (by column name) in one statement: one JSON parameter, the columns they do not name take their defaults. */
async function insertJson(tx: DbOrTx, table: string, rows: Array<Record<string, unknown>>): Promise<void> {
  if (rows.length === 0) return;
  const list = sql.raw(Object.keys(rows[0]).map((c) => `"${c}"`).join(', '));
  await tx.execute(sql`insert into ${sql.raw(table)} (${list}) select ${list} from json_populate_recordset(null::${sql.raw(table)}, ${jsonRows(rows)}::json)`);
}

/** Stores one month's figures as closed. */
async function store(tx: DbOrTx, figures: MonthEndFigures[], actorId: string | null): Promise<void> {
  const heads = figures.map((f) => ({
    id: newId(), shop_id: f.shopId, month: f.month, opening_balance: f.openingBalance, settled_amount: f.settledAmount, paid_amount: f.paidAmount,
    special_amount: f.specialAmount, closing_balance: f.closingBalance, opening_count: f.openingCount, opening_weight: f.openingWeight,
    closing_count: f.closingCount, closing_weight: f.closingWeight, status: MONTH_END_CLOSED, created_by: actorId,
  }));
  await insertJson(tx, 'month_end_settlements', heads);
  await insertJson(tx, 'month_end_stocks', figures.flatMap((f, i) => f.stocks.map((s) => ({
    id: newId(), month_end_id: heads[i].id, shop_id: f.shopId, month: f.month, category: s.category,
    opening_count: s.openingCount, opening_weight: s.openingWeight, inbound_count: s.inboundCount, inbound_weight: s.inboundWeight,
    outbound_count: s.outboundCount, outbound_weight: s.outboundWeight, sold_count: s.soldCount, sold_weight: s.soldWeight,
    closing_count: s.closingCount, closing_weight: s.closingWeight,
  }))));
}

export interface ClosedMonth {
  month: string;
  shops: number;
}

/**
 * Closes every unclosed month up to `upTo` ('YYYY-MM', inclusive) of the live shops matching `shops`, month by month in
 * order, each month one transaction under the exclusive month-end lock (./month-guard.ts). Shops another run closed
 * meanwhile are skipped. Answers the months closed with their shop counts.
 */
export async function closeMonths(db: Db, upTo: string, shops: SQL | undefined, actorId: string | null = null): Promise<ClosedMonth[]> {
  const closed: ClosedMonth[] = [];
  const zone = await configuredTimeZone(db);
  for (const [month, planned] of await plan(db, upTo, shops, zone)) {
    const count = await db.transaction(async (tx) => {
      await lockMonthsExclusive(tx);
      // A background run over a year of a large franchise may exceed the limit a request has (DB_STATEMENT_TIMEOUT_MS).
      await tx.execute(sql`set local statement_timeout = '10min'`);
      const open = rowsOf<{ id: string }>(await tx.execute(sql`
        select v.id from (select jsonb_array_elements_text(${JSON.stringify(planned)}::jsonb) as id) v
        where not exists (select 1 from month_end_settlements m where m.shop_id = v.id and m.month >= ${month}
          and m.status = ${MONTH_END_CLOSED} and m.deleted_at is null)`)).map((r) => r.id);
      if (open.length === 0) return 0;
      const figures = await computeMonth(tx, month, sql`${shopTable.id} in ${jsonTexts(open)}`, zone);
      await store(tx, figures, actorId);
      return figures.length;
    });
    if (count > 0) closed.push({ month, shops: count });
  }
  return closed;
}

/** The months `upTo` would close for the shops matching `shops` (nothing: all closed already). */
export async function monthsToClose(db: Db, upTo: string, shops: SQL | undefined): Promise<string[]> {
  return [...(await plan(db, upTo, shops, await configuredTimeZone(db))).keys()];
}

/** Registers the job and its schedule (called from server/modules/index.ts like the platform's own jobs). */
export async function registerMonthEndJob(app: FastifyInstance): Promise<void> {
  app.jobs.register(MONTH_END_JOB, async ({ now, log }) => {
    // The month that ended in the configured zone (the cron fires at 01:30 there: the runner reads it in that zone).
    const upTo = addMonths(monthOfTime(now, await configuredTimeZone(app.database.db)), -1);
    const closed = await closeMonths(app.database.db, upTo, undefined);
    log.info({ upTo, closed }, 'month-end: months closed');
  });
  await app.jobs.schedule(MONTH_END_JOB, MONTH_END_CRON);
}
