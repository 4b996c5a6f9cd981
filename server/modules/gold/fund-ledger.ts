import Decimal from 'decimal.js';
import { and, asc, eq, inArray, isNull, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { FUND_COMPLETED } from '../../../models/gold/fund';
import { SETTLEMENT_PAID, SETTLEMENT_PART_PAID, SETTLEMENT_UNPAID } from '../../../models/gold/settlement';
import type { Tx } from '../../db/client';
import { shopFundBatches, shopFunds, shopFundSettlements, shopSettlements } from './finance-tables';

/**
 * The money movements funds cause on settlements and batches (docs/domain.md, decisions of gold operations II, "Funds
 * and batches"): allocations reserve (`allocatedAmount`), completions pay (`paidAmount` and status), batches follow their
 * funds. Callers hold their transaction; locks are taken funds → batches → settlements (settlements in id order), so
 * two calls never wait on each other in opposite orders.
 */

export type SettlementRow = typeof shopSettlements.$inferSelect;

/** Live settlements among `ids` matching `where`, locked FOR UPDATE in id order. */
export function lockSettlements(tx: Tx, ids: string[], where?: SQL): Promise<SettlementRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx.select().from(shopSettlements)
    .where(and(inArray(shopSettlements.id, [...new Set(ids)]), isNull(shopSettlements.deletedAt), where))
    .orderBy(asc(shopSettlements.id)).for('update');
}

/** Sums of allocations by settlement, as decimals. */
export function sumBySettlement(rows: Array<{ settlementId: string; amount: string }>): Map<string, Decimal> {
  const out = new Map<string, Decimal>();
  for (const r of rows) out.set(r.settlementId, (out.get(r.settlementId) ?? new Decimal(0)).plus(r.amount));
  return out;
}

/** Adds (or with a negative amount releases) reservations on settlements locked by the caller. */
export async function addAllocated(tx: Tx, amounts: Map<string, Decimal>, actorId: string): Promise<void> {
  for (const id of [...amounts.keys()].sort()) {
    await tx.update(shopSettlements).set({
      allocatedAmount: sql`${shopSettlements.allocatedAmount} + ${amounts.get(id)!.toFixed(2)}::numeric`,
      version: sql`${shopSettlements.version} + 1`, updatedAt: new Date(), updatedBy: actorId,
    }).where(eq(shopSettlements.id, id));
  }
}

/** Adds payments to settlements and recomputes their status: unpaid (paid 0), partly paid, paid (paid = payable). */
async function addPaid(tx: Tx, amounts: Map<string, Decimal>, actorId: string): Promise<void> {
  const ids = [...amounts.keys()].sort();
  await lockSettlements(tx, ids);
  for (const id of ids) {
    const paid = sql`(${shopSettlements.paidAmount} + ${amounts.get(id)!.toFixed(2)}::numeric)`;
    await tx.update(shopSettlements).set({
      paidAmount: paid,
      status: sql`case when ${paid} >= ${shopSettlements.payableAmount} then ${SETTLEMENT_PAID}::int
        when ${paid} > 0 then ${SETTLEMENT_PART_PAID}::int else ${SETTLEMENT_UNPAID}::int end`,
      version: sql`${shopSettlements.version} + 1`, updatedAt: new Date(), updatedBy: actorId,
    }).where(eq(shopSettlements.id, id));
  }
}

/**
 * Completes funds the caller has locked (status 3, when and by whom, the reason of a manual completion) and adds their
 * allocations to the settlements' paid amounts.
 */
export async function completeFunds(tx: Tx, fundIds: string[], actorId: string, reason: string | null = null): Promise<void> {
  if (fundIds.length === 0) return;
  await tx.update(shopFunds).set({
    status: FUND_COMPLETED, completeReason: reason, completedAt: sql`now()`, completedBy: actorId,
    version: sql`${shopFunds.version} + 1`, updatedAt: new Date(), updatedBy: actorId,
  }).where(inArray(shopFunds.id, fundIds));
  const allocations = await tx.select({ settlementId: shopFundSettlements.settlementId, amount: shopFundSettlements.amount })
    .from(shopFundSettlements).where(inArray(shopFundSettlements.fundId, fundIds));
  await addPaid(tx, sumBySettlement(allocations), actorId);
}

/** Batches among `ids`, live, locked FOR UPDATE in id order. */
export function lockBatches(tx: Tx, ids: string[], where?: SQL) {
  return tx.select().from(shopFundBatches)
    .where(and(inArray(shopFundBatches.id, [...new Set(ids)]), isNull(shopFundBatches.deletedAt), where))
    .orderBy(asc(shopFundBatches.id)).for('update');
}

/**
 * Re-derives locked batches from their live funds (leaving out `leaving`, funds being deleted): count and total; a batch
 * whose funds are all complete is complete; an emptied batch is deleted.
 */
export async function syncBatches(tx: Tx, batchIds: string[], actorId: string, leaving: string[] = []): Promise<void> {
  for (const batchId of [...new Set(batchIds)].sort()) {
    const live = and(eq(shopFunds.batchId, batchId), isNull(shopFunds.deletedAt), leaving.length ? notInArray(shopFunds.id, leaving) : undefined);
    const [t] = await tx.select({
      n: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${shopFunds.amount}), 0)`,
      open: sql<number>`(count(*) filter (where ${ne(shopFunds.status, FUND_COMPLETED)}))::int`,
    }).from(shopFunds).where(live);
    const audit = { version: sql`${shopFundBatches.version} + 1`, updatedAt: new Date(), updatedBy: actorId };
    if (Number(t.n) === 0) {
      await tx.update(shopFundBatches).set({ ...audit, fundCount: 0, totalAmount: '0', deletedAt: new Date() }).where(eq(shopFundBatches.id, batchId));
      continue;
    }
    await tx.update(shopFundBatches).set({
      ...audit, fundCount: Number(t.n), totalAmount: new Decimal(t.total).toFixed(2),
      ...(Number(t.open) === 0 ? { status: FUND_COMPLETED } : {}),
    }).where(eq(shopFundBatches.id, batchId));
  }
}
