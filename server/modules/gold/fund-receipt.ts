import type { FastifyRequest } from 'fastify';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { FUND_COMPLETED, FUND_READY, FUND_REGISTERED, fundModel } from '../../../models/gold/fund';
import { fieldOf } from '../../../schemas/model';
import { badRequest, notFound } from '../../core/errors';
import type { Tx } from '../../db/client';
import type { Resource } from '../../resource';
import { actorOf } from '../../resource/access';
import { readFields } from '../../resource/input';
import { shopFundBatches, shopFunds } from './finance-tables';
import { completeFunds, lockBatches, syncBatches } from './fund-ledger';
import { FUND_TEXT } from './messages';

/**
 * A fund's way to completion (docs/domain.md, decisions of gold operations II, "Funds and batches"): a registered batch
 * is presented (1 → 2), a presented batch is confirmed as received (2 → 3, the settlements are paid), and one fund may
 * be completed by hand with a reason. Locks follow fund-ledger.ts: funds, then the batch, then settlements.
 */

/** The live funds of a batch, then the batch within the fund page's scope, locked; 404 when missing or out of scope. */
async function lockBatchAndFunds(tx: Tx, batches: Resource, request: FastifyRequest, batchId: string) {
  const funds = await tx.select({ id: shopFunds.id, status: shopFunds.status }).from(shopFunds)
    .where(and(eq(shopFunds.batchId, batchId), isNull(shopFunds.deletedAt))).orderBy(asc(shopFunds.id)).for('update');
  const [batch] = await lockBatches(tx, [batchId], (await batches.scopeOf(request)).manage);
  if (!batch) throw notFound(batches.model.texts.notFound);
  return { batch, funds };
}

/** readyReceipt: a registered batch and its registered funds become ready for receipt. */
export function presentBatch(batches: Resource, request: FastifyRequest, batchId: string): Promise<void> {
  const actor = actorOf(request);
  return batches.db.transaction(async (tx) => {
    const { batch, funds } = await lockBatchAndFunds(tx, batches, request, batchId);
    if (batch.status !== FUND_REGISTERED) throw badRequest(FUND_TEXT.batchNotRegistered);
    const ids = funds.filter((f) => f.status === FUND_REGISTERED).map((f) => f.id);
    if (ids.length) {
      await tx.update(shopFunds).set({ status: FUND_READY, version: sql`${shopFunds.version} + 1`, updatedAt: new Date(), updatedBy: actor.id })
        .where(inArray(shopFunds.id, ids));
    }
    await tx.update(shopFundBatches).set({ status: FUND_READY, version: sql`${shopFundBatches.version} + 1`, updatedAt: new Date(), updatedBy: actor.id })
      .where(eq(shopFundBatches.id, batch.id));
  });
}

/** confirmReceipt (ours): a presented batch is received; its presented funds complete and pay their settlements. */
export function confirmBatch(batches: Resource, request: FastifyRequest, batchId: string): Promise<void> {
  const actor = actorOf(request);
  return batches.db.transaction(async (tx) => {
    const { batch, funds } = await lockBatchAndFunds(tx, batches, request, batchId);
    if (batch.status !== FUND_READY) throw badRequest(FUND_TEXT.batchNotReady);
    await completeFunds(tx, funds.filter((f) => f.status === FUND_READY).map((f) => f.id), actor.id);
    await tx.update(shopFundBatches).set({
      status: FUND_COMPLETED, receivedAt: sql`now()`, receivedBy: actor.id,
      version: sql`${shopFundBatches.version} + 1`, updatedAt: new Date(), updatedBy: actor.id,
    }).where(eq(shopFundBatches.id, batch.id));
  });
}

const REASON: ReturnType<typeof fieldOf> = { ...fieldOf(fundModel, 'completeReason'), key: 'reason', required: true };

/** manualComplete: one registered or presented fund completes with a written reason; its batch completes with its last fund. */
export function completeByHand(funds: Resource, request: FastifyRequest, body: { id: string; reason: string }): Promise<void> {
  const actor = actorOf(request);
  const { reason } = readFields([REASON], body, true, new Set()) as { reason: string };
  return funds.db.transaction(async (tx) => {
    const [fund] = await tx.select({ id: shopFunds.id, status: shopFunds.status, batchId: shopFunds.batchId }).from(shopFunds)
      .where(and(eq(shopFunds.id, body.id), isNull(shopFunds.deletedAt), (await funds.scopeOf(request)).manage)).for('update');
    if (!fund) throw notFound(funds.model.texts.notFound);
    if (fund.status === FUND_COMPLETED) throw badRequest(FUND_TEXT.fundNotOpen);
    await lockBatches(tx, [fund.batchId]);
    await completeFunds(tx, [fund.id], actor.id, reason);
    await syncBatches(tx, [fund.batchId], actor.id);
  });
}
