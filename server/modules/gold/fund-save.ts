import Decimal from 'decimal.js';
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import { FUND_REGISTERED, fundModel } from '../../../models/gold/fund';
import type { ModelField, SaveVariant } from '../../../schemas/model';
import { badRequest, notFound } from '../../core/errors';
import { fillAll } from '../../core/text';
import type { Tx } from '../../db/client';
import type { Resource } from '../../resource';
import { actorOf } from '../../resource/access';
import { Id, saveBody } from '../../resource/http';
import { missing, normalizeField } from '../../resource/input';
import { readChecked } from '../../resource/write';
import { configuredTimeZone } from '../system/config-service';
import { issueBillNumber } from '../system/bill-number';
import { requestGoldScope } from './scope';
import { shopFundBatches, shopFunds, shopFundSettlements } from './finance-tables';
import { addAllocated, lockBatches, lockSettlements, syncBatches } from './fund-ledger';
import { FUND_TEXT, STOCK_TEXT } from './messages';
import { reachableShops } from './shop-access';

/**
 * Registering a fund (docs/domain.md, decisions of gold operations II, "Funds and batches"): one payment of a shop,
 * allocated to its outstanding settlements, in the given registered batch of that shop or a new one.
 */

const VARIANT: SaveVariant = { path: 'save', fields: ['shopId', 'payDate', 'payMethod', 'bankSerial', 'voucher', 'remark'] };

const Allocations = Type.Object({
  batchId: Type.Optional(Type.Union([Type.String({ maxLength: 64, description: 'a registered batch of the shop; empty: a new batch' }), Type.Null()])),
  allocations: Type.Array(Type.Object({
    settlementId: Id,
    amount: Type.Union([Type.String({ maxLength: 40 }), Type.Number()], { description: 'above zero, 2 decimals, at most the outstanding (payable − allocated)' }),
  }), { minItems: 1, maxItems: 200 }),
});

/** The fund's own fields (checked by the model) with the batch and the allocations. */
export const SaveFundBody = Type.Composite([Type.Omit(saveBody(fundModel, VARIANT), ['id', 'version']), Allocations]);
export type SaveFundInput = Static<typeof Allocations> & Record<string, unknown>;

/** Allocation amounts follow the catalogue rule `amount` (above zero, 2 decimals). */
const AMOUNT_FIELD: ModelField = { key: 'allocations', type: 'decimal', label: FUND_TEXT.allocationAmount, rules: ['amount'], scale: 2, intDigits: 16, required: true };

/** The allocations as (settlement, amount), checked before any row is touched. */
function readAllocations(body: SaveFundInput): Map<string, Decimal> {
  const out = new Map<string, Decimal>();
  for (const a of body.allocations) {
    const amount = normalizeField(AMOUNT_FIELD, a.amount);
    if (amount === null) throw missing(AMOUNT_FIELD);
    if (out.has(a.settlementId)) throw badRequest(FUND_TEXT.allocationRepeated, 'allocations');
    out.set(a.settlementId, new Decimal(amount as string));
  }
  return out;
}

/** The batch the fund joins: the given one (that shop's, live, registered, in scope) or a new one dated today. */
async function batchFor(tx: Tx, batches: Resource, request: FastifyRequest, shopId: string, batchId: string | null | undefined, actorId: string, zone: string) {
  if (batchId) {
    const [batch] = await lockBatches(tx, [batchId], (await batches.scopeOf(request)).manage);
    if (!batch) throw notFound(batches.model.texts.notFound);
    if (batch.shopId !== shopId) throw badRequest(FUND_TEXT.batchOtherShop, 'batchId');
    if (batch.status !== FUND_REGISTERED) throw badRequest(FUND_TEXT.batchNotOpen, 'batchId');
    return batch;
  }
  const code = await issueBillNumber(tx, batches.model.code!.billRule);
  // The batch date is today in the configured time zone, like every date the ledger derives.
  const [batch] = await tx.insert(shopFundBatches).values({ code, shopId, batchDate: sql`(now() at time zone ${zone})::date`, createdBy: actorId }).returning();
  return batch;
}

/**
 * Registers one fund with its allocations in one transaction. The shop is taken FOR SHARE (reachable on the fund page);
 * the batch, then the settlements are locked FOR UPDATE (in id order), so two saves that together exceed what is
 * outstanding cannot both pass: the second reads the first's reservation. Answers the fund and its batch.
 */
export async function saveFund(funds: Resource, batches: Resource, request: FastifyRequest, body: SaveFundInput) {
  const { db } = funds;
  const actor = actorOf(request);
  const values = await readChecked(db, fundModel, VARIANT, body, true);
  const allocations = readAllocations(body);
  const shopId = values.shopId as string;
  const total = [...allocations.values()].reduce((sum, a) => sum.plus(a), new Decimal(0));
  // Read before the transaction: PGlite runs one statement at a time, and a settings read must not wait on it.
  const zone = await configuredTimeZone(request.server.database.db);
  return db.transaction(async (tx) => {
    if (!(await reachableShops(tx, request, [shopId], true)).has(shopId)) throw badRequest(STOCK_TEXT.shopOutOfReach, 'shopId');
    const batch = await batchFor(tx, batches, request, shopId, body.batchId, actor.id, zone);
    const scope = await requestGoldScope(request, tx);
    const settlements = await lockSettlements(tx, [...allocations.keys()], scope.filters.settlement);
    if (settlements.length !== allocations.size || settlements.some((s) => s.shopId !== shopId)) throw badRequest(FUND_TEXT.settlementUnavailable, 'allocations');
    for (const s of settlements) {
      const outstanding = new Decimal(s.payableAmount).minus(s.allocatedAmount);
      if (allocations.get(s.id)!.gt(outstanding)) throw badRequest(fillAll(FUND_TEXT.overAllocated, { code: s.code, outstanding: outstanding.toFixed(2) }), 'allocations');
    }
    const [fund] = await tx.insert(shopFunds).values({
      ...values, shopId, batchId: batch.id, amount: total.toFixed(2), status: FUND_REGISTERED, createdBy: actor.id,
    } as typeof shopFunds.$inferInsert).returning({ id: shopFunds.id });
    await tx.insert(shopFundSettlements).values([...allocations].map(([settlementId, amount]) => ({ fundId: fund.id, settlementId, amount: amount.toFixed(2) })));
    await addAllocated(tx, allocations, actor.id);
    await syncBatches(tx, [batch.id], actor.id);
    return { id: fund.id, batchId: batch.id, batchCode: batch.code };
  });
}
