import Decimal from 'decimal.js';
import { parseDecimal } from '../../../schemas/format/amount';

/**
 * The allocations of a payment being registered (docs/domain.md "Decisions of gold operations II", Funds and batches):
 * each above zero with at most two decimals and at most what its settlement has outstanding; the payment's amount is
 * their sum. The server checks the same under a lock; these say it while typing.
 */

/** A settlement of GET /api/shopFund/listCanSaveFund?shopId= (oldest first). */
export interface OpenSettlement {
  id: string;
  code: string;
  settlementDate: string;
  payableAmount: string;
  allocatedAmount?: string;
  /** payable − allocated. */
  outstanding: string;
}

/** Amount typed per settlement id. */
export type AllocationEntries = Record<string, string | undefined>;

const MONEY = /^\d+(\.\d{1,2})?$/;

/** An entry as money, null for a bad one; empty is none (zero). */
function amountOf(text: string | undefined): Decimal | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return new Decimal(0);
  return MONEY.test(trimmed) ? new Decimal(trimmed) : null;
}

/** What is wrong with one entry: not an amount, or more than the settlement's outstanding. */
export function allocationProblem(text: string | undefined, outstanding: string): 'amountInvalid' | 'amountOver' | null {
  const amount = amountOf(text);
  if (!amount) return 'amountInvalid';
  const limit = parseDecimal(outstanding);
  if (limit && amount.gt(limit)) return 'amountOver';
  return null;
}

/** The payment's amount: the sum of the valid entries, to the fen. */
export function allocationTotal(entries: AllocationEntries): string {
  return Object.values(entries)
    .reduce((sum, text) => sum.plus(amountOf(text) ?? 0), new Decimal(0))
    .toFixed(2);
}

/** `allocations` of POST /api/shopFund/save: the settlements given an amount above zero, in the list's order. */
export function allocationsToSave(settlements: readonly OpenSettlement[], entries: AllocationEntries): Array<{ settlementId: string; amount: string }> {
  return settlements.flatMap((s) => {
    const amount = amountOf(entries[s.id]);
    return amount && amount.gt(0) ? [{ settlementId: s.id, amount: amount.toFixed(2) }] : [];
  });
}

/** Whether the allocations can be saved: no bad entry and something allocated. */
export function allocationsBlocker(settlements: readonly OpenSettlement[], entries: AllocationEntries): 'amountInvalid' | 'amountOver' | 'nothingAllocated' | null {
  for (const s of settlements) {
    const problem = allocationProblem(entries[s.id], s.outstanding);
    if (problem) return problem;
  }
  return allocationsToSave(settlements, entries).length === 0 ? 'nothingAllocated' : null;
}
