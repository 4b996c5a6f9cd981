import { and, isNull, sql } from 'drizzle-orm';
import { unnestRows } from '../../db/array-params';
import { jsonTexts, rowsOf } from '../../db/json-params';
import { fieldOf } from '../../../schemas/model';
import { inventoryModel } from '../../../models/gold/inventory';
import { SHOP_FROZEN } from '../../../models/gold/shop';
import { badRequest, conflict } from '../../core/errors';
import type { Text } from '../../core/i18n';
import { fillAll } from '../../core/text';
import type { DbOrTx, Tx } from '../../db/client';
import type { ImportContext, ImportLine } from '../../resource';
import { rowError } from '../../resource/import';
import { addError, chunks } from '../../resource/import-lines';
import { STOCK_TEXT } from './messages';
import { requestGoldScope } from './scope';
import { reachableShops } from './shop-access';
import { shopInventories } from './tables';

/** What stock and sales share: items looked up by number, state moves checked by count, shops re-checked under lock. */

/** Re-checks, under a share lock, that the shops are still open (a freeze may have come between check and save). */
export async function assertShopsOpen(tx: Tx, ctx: ImportContext, lines: ImportLine[], frozenText = STOCK_TEXT.shopFrozen): Promise<void> {
  const shops = await reachableShops(tx, ctx.request, lines.map((l) => l.values.shopId as string), true);
  for (const line of lines) {
    const shop = shops.get(line.values.shopId as string);
    if (!shop) throw rowError(badRequest(STOCK_TEXT.shopOutOfReach, 'shopId'), line.n);
    if (shop.status === SHOP_FROZEN) throw rowError(badRequest(frozenText, 'shopId'), line.n);
  }
}

/** Live items by number within the caller's reach on this page. */
export async function itemsByNumber(db: DbOrTx, ctx: ImportContext, numbers: string[]) {
  const scope = await requestGoldScope(ctx.request, db);
  const found = new Map<string, { id: string; shopId: string; state: number; goldWeight: string; inboundDate: string }>();
  for (const part of chunks([...new Set(numbers)])) {
    const rows = await db.select({
      id: shopInventories.id, number: shopInventories.inventoryNumber, shopId: shopInventories.shopId, state: shopInventories.state,
      goldWeight: shopInventories.goldWeight, inboundDate: shopInventories.inboundDate,
    }).from(shopInventories).where(and(sql`${shopInventories.inventoryNumber} in ${jsonTexts(part)}`, isNull(shopInventories.deletedAt), scope.filters.inventory));
    for (const r of rows) found.set(r.number, r);
  }
  return found;
}

/**
 * An item leaves stock (sold, out) no earlier than it came in: otherwise a month would close with less than nothing
 * of its category (docs/domain.md, Stock). The refusal names the inbound date; `undefined` when the date is fine.
 */
export function beforeInbound(date: unknown, inboundDate: string): Text | undefined {
  return typeof date === 'string' && date < inboundDate ? fillAll(STOCK_TEXT.beforeInbound, { date: inboundDate }) : undefined;
}

/** Marks the second and later rows naming the same item. */
export function markRepeats(lines: ImportLine[], key: string): void {
  const first = new Map<string, number>();
  for (const line of lines) {
    const value = line.values[key] as string | undefined;
    if (!value) continue;
    const seen = first.get(value);
    if (seen !== undefined) addError(line, key, fillAll(STOCK_TEXT.repeated, { row: seen }));
    else first.set(value, line.n);
  }
}

/**
 * Moves items from state `from` to `to` with the given values, 5,000 per statement (one typed array parameter per
 * column); every item must move, or the whole transaction fails (someone else changed one meanwhile). The ids are also
 * given as one array for `i.id = any(...)`, so the items are found through the primary key: a join on the unnested
 * rows alone is planned as a scan of every item per statement. Values the same for every item (a record, e.g. `{}` for
 * a sale) travel as three scalars instead: no unnest, no join, a fifth less time per 100,000 items on PostgreSQL.
 */
export async function moveItems(tx: Tx, ids: string[], from: number, to: number, values: Record<string, unknown> | ((id: string) => Record<string, unknown>), actorId: string): Promise<void> {
  if (typeof values !== 'function') return moveAllAlike(tx, ids, from, to, values, actorId);
  for (const part of chunks(ids, 5_000)) {
    const rows = part.map((id) => {
      const v = values(id);
      return { id, out_date: v.outDate ?? null, out_type: v.outType ?? null, out_reason: v.outReason ?? null };
    });
    const moved = await tx.execute(sql`
      with moved as (update shop_inventories i set state = ${to}, out_date = v.out_date, out_type = v.out_type, out_reason = v.out_reason,
        version = i.version + 1, updated_at = now(), updated_by = ${actorId}
      from ${unnestRows(MOVE_COLUMNS, rows)}
      where i.id = any(${sql.param(part)}::text[]) and i.id = v.id and i.state = ${from} and i.deleted_at is null
      returning 1) select count(*)::int as n from moved`);
    assertAllMoved(moved, part.length);
  }
}

/** moveItems with the same outbound values for every item. */
async function moveAllAlike(tx: Tx, ids: string[], from: number, to: number, values: Record<string, unknown>, actorId: string): Promise<void> {
  for (const part of chunks(ids, 5_000)) {
    const moved = await tx.execute(sql`
      with moved as (update shop_inventories i set state = ${to}, out_date = ${values.outDate ?? null}::date, out_type = ${values.outType ?? null}::integer,
        out_reason = ${values.outReason ?? null}::text, version = i.version + 1, updated_at = now(), updated_by = ${actorId}
      where i.id = any(${sql.param(part)}::text[]) and i.state = ${from} and i.deleted_at is null
      returning 1) select count(*)::int as n from moved`);
    assertAllMoved(moved, part.length);
  }
}

/**
 * Every item of the statement moved, or someone else changed one meanwhile: the whole transaction fails. The statement
 * answers its count, not the 5,000 ids (reading them back cost PGlite a noticeable share of a 100,000-item move).
 */
function assertAllMoved(moved: unknown, expected: number): void {
  const [row] = rowsOf<{ n: number }>(moved);
  if (Number(row?.n) !== expected) throw conflict(STOCK_TEXT.changedMeanwhile);
}

const MOVE_COLUMNS = [{ name: 'id', type: 'text' }, { name: 'out_date', type: 'date' }, { name: 'out_type', type: 'integer' }, { name: 'out_reason', type: 'text' }];

const editable = (key: string) => ({ ...fieldOf(inventoryModel, key), readonly: false });

/** The outbound fields, which the model marks readonly (only outbound sets them). */
export const OUT_FIELDS = [
  { ...editable('outDate'), required: true },
  { ...editable('outType'), required: true },
  editable('outReason'),
];

