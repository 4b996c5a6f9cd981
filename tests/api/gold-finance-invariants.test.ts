import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createFranchisee, createShop, createSpv, goldApp, type GoldContext } from './gold-helpers';
import { financeOp, saleOp, WINDOW_DAYS, type FinanceOp } from './gold-finance-arbitraries';
import { checkFinance } from './gold-finance-checks';
import { FinanceSession, financeOutcomes } from './gold-finance-ops';
import { numRuns, reportRuns, seed, timeoutFor, withStepLog } from './property-runs';

/**
 * Property test of the money invariants (issue 15, "Invariants"; docs/domain.md#invariants 3–5): random sequences of
 * prices, sales, hand-set day prices, settlements and their deletion, funds (partial, over-allocated), batch receipts,
 * manual completions, fund deletions and special funds on fresh shops, through the real routes, checked after every
 * step. The budget and seed: ./property-runs.ts; FC_LOG=1 prints the steps.
 */

/** About 0.3 s per run on PGlite, 1–1.6 s on a loaded machine. */
const timeout = timeoutFor(3_000);

const run = fc.record({
  shops: fc.integer({ min: 1, max: 2 }),
  // A base price on the window's first day, then a sale, so the rest has something to settle.
  ops: fc.tuple(saleOp, fc.array(financeOp, { minLength: 1, maxLength: 11 })).map(([first, rest]): FinanceOp[] => [first, ...rest]),
});

/** Run n's dates: a window of its own, later than every earlier run's (prices are company-wide). */
function windowOf(n: number): string[] {
  const start = Date.UTC(1990, 0, 1) + n * WINDOW_DAYS * 86_400_000;
  return Array.from({ length: WINDOW_DAYS }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

let t: GoldContext;
let franchiseeId: string;

beforeAll(async () => {
  t = await goldApp();
  franchiseeId = (await createFranchisee(t, (await createSpv(t)).id)).id;
});
afterAll(async () => t?.close());

describe('settlement and ledger invariants', () => {
  it(`hold over ${numRuns} random operation sequences (seed ${seed})`, async () => {
    const started = performance.now();
    let runs = 0;
    const report = () => reportRuns('gold finance invariants', financeOutcomes, runs, started);
    await fc.assert(fc.asyncProperty(run, async ({ shops, ops }) => {
      const created = await Promise.all(Array.from({ length: shops }, () => createShop(t, franchiseeId)));
      const session = new FinanceSession(t, created.map((s) => ({ id: s.id, code: s.code })), windowOf(runs++));
      await withStepLog(session.log, async () => {
        await session.apply({ op: 'price', day: 0, type: 1, cents: 60_000, remove: false });
        await session.apply({ op: 'price', day: 0, type: 2, cents: 50_000, remove: false });
        for (const op of ops) {
          await session.apply(op);
          await checkFinance(t, session);
        }
      });
    }), { numRuns, seed, verbose: 0 }).finally(report);
    expect(runs).toBeGreaterThanOrEqual(numRuns);
    // The runs reached the interesting places (at the budgets CI and the script run; a handful of runs may not):
    // settled, presented, received, completed by hand, deleted, refused over-allocations.
    if (numRuns < 200) return;
    const accepted = [...financeOutcomes.keys()].filter((k) => k.endsWith(': ok'));
    for (const wanted of ['settle', 'fund', 'readyReceipt', 'confirmReceipt', 'manual complete', 'delete settlement', 'special']) {
      expect(accepted.some((k) => k.startsWith(wanted)), `no accepted ${wanted}`).toBe(true);
    }
    expect([...financeOutcomes.keys()].some((k) => k.includes('(over)') && !k.endsWith(': ok')), 'no refused over-allocation').toBe(true);
  }, timeout);
});
