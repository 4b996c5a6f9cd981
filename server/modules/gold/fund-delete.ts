import Decimal from 'decimal.js';
import { inArray } from 'drizzle-orm';
import { FUND_REGISTERED } from '../../../models/gold/fund';
import { badRequest } from '../../core/errors';
import type { Tx } from '../../db/client';
import type { Actor, Row } from '../../resource';
import { shopFundSettlements } from './finance-tables';
import { addAllocated, lockBatches, lockSettlements, sumBySettlement, syncBatches } from './fund-ledger';
import { FUND_TEXT } from './messages';

/**
 * The delete hook of funds (docs/domain.md, decisions of gold operations II, "Funds and batches"): only registered funds
 * go; their allocations are released from the settlements and removed, and their batches follow (an emptied batch is
 * deleted). The engine has locked the fund rows; batches, then settlements are locked here.
 */
export async function releaseFunds(tx: Tx, rows: Row[], actor: Actor): Promise<void> {
  if (rows.some((r) => r.status !== FUND_REGISTERED)) throw badRequest(FUND_TEXT.fundNotRegistered);
  const ids = rows.map((r) => r.id);
  const batchIds = rows.map((r) => r.batchId as string);
  await lockBatches(tx, batchIds);
  const allocations = await tx.select({ settlementId: shopFundSettlements.settlementId, amount: shopFundSettlements.amount })
    .from(shopFundSettlements).where(inArray(shopFundSettlements.fundId, ids));
  const released = new Map([...sumBySettlement(allocations)].map(([id, amount]) => [id, new Decimal(0).minus(amount)]));
  await lockSettlements(tx, [...released.keys()]);
  await addAllocated(tx, released, actor.id);
  await tx.delete(shopFundSettlements).where(inArray(shopFundSettlements.fundId, ids));
  await syncBatches(tx, batchIds, actor.id, ids);
}
