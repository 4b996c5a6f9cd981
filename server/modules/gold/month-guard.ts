import { sql } from 'drizzle-orm';
import { MONTH_END_CLOSED } from '../../../models/gold/monthEnd';
import { badRequest } from '../../core/errors';
import { fillAll } from '../../core/text';
import type { DbOrTx } from '../../db/client';
import { jsonRows } from '../../db/json-params';
import { rowError } from '../../resource/import';
import { MONTH_END_TEXT } from './messages';
import { rowsOf } from '../../db/json-params';

/**
 * A closed month is immutable (docs/domain.md, "Decisions of gold operations II", Month-end): nothing dated in it may be
 * added, changed or deleted. A shop's months close in order, so a date is closed when the shop has a closed month at or
 * after the date's month.
 *
 * Writers and the month-end run meet on one advisory lock: writers take it shared (they never wait for each other), the
 * run exclusive. A write that passed this check commits before the run reads anything, and a write that comes while the
 * run works waits for it and then sees the month closed: no write can slip into a month between its figures and its
 * snapshot.
 */

const LOCK_KEY = sql`hashtext('gold:monthEnd')`;

export const lockMonthsShared = (tx: DbOrTx) => tx.execute(sql`select pg_advisory_xact_lock_shared(${LOCK_KEY})`);
export const lockMonthsExclusive = (tx: DbOrTx) => tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);

/** A write of a shop dated `date` ('YYYY-MM-DD' or a time); `row` names an import row in the error. */
export interface DatedWrite {
  shopId: string | null | undefined;
  date: string | null | undefined;
  row?: number;
}

/** A calendar date's month (dates of stock, sales and the ledger are calendar dates, not instants). */
const monthOf = (date: string): string => date.slice(0, 7);

/**
 * Refuses (400, naming the month; with `field` for a form) when any entry is dated in a closed month of its shop. Call
 * it inside the write's transaction, before the transaction commits.
 */
export async function assertMonthsOpen(tx: DbOrTx, entries: DatedWrite[], field?: string): Promise<void> {
  const pairs = new Map<string, { shop_id: string; month: string; row: number | null }>();
  for (const e of entries) {
    if (!e.shopId || !e.date) continue;
    const month = monthOf(e.date);
    const key = `${e.shopId}|${month}`;
    if (!pairs.has(key)) pairs.set(key, { shop_id: e.shopId, month, row: e.row ?? null });
  }
  if (pairs.size === 0) return;
  await lockMonthsShared(tx);
  const [closed] = rowsOf<{ month: string; row: number | null }>(await tx.execute(sql`
    select v.month, v.row from json_to_recordset(${jsonRows([...pairs.values()])}::json) as v(shop_id text, month text, row integer)
    where exists (select 1 from month_end_settlements m where m.shop_id = v.shop_id and m.month >= v.month
      and m.status = ${MONTH_END_CLOSED} and m.deleted_at is null)
    order by v.row nulls last, v.month limit 1`));
  if (!closed) return;
  const error = badRequest(fillAll(MONTH_END_TEXT.monthClosed, { month: closed.month }), field);
  throw closed.row === null || closed.row === undefined ? error : rowError(error, Number(closed.row));
}
