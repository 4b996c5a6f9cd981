import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createFranchisee, createShop, createSpv, goldApp, type GoldContext } from './gold-helpers';
import { checkInvariants, checkLinksEverywhere } from './gold-invariants-checks';
import { newShop, newWorld } from './gold-invariants-model';
import { anyOp, inboundOp, type Op } from './gold-invariants-arbitraries';
import { outcomes, Session } from './gold-invariants-ops';
import { numRuns, reportRuns, seed, timeoutFor, withStepLog } from './property-runs';

/**
 * Property test of the stock and sales invariants (issue 14, "Invariants"; docs/domain.md#invariants): random short
 * sequences of inbound, outbound, undo, sale, sale deletion, freeze and repeated saves on fresh shops, through the real
 * routes, checked against a model after every step. FC_RUNS and FC_SEED set the budget and the seed
 * (`npm run test:invariants` runs 10,000); FC_LOG=1 prints every run's steps.
 */

/** About 0.2 s per run on PGlite (0.1 s on PostgreSQL), 0.3–0.5 s on a loaded machine. */
const timeout = timeoutFor(2_000);

const run = fc.record({
  shops: fc.integer({ min: 1, max: 2 }),
  // The first operation takes stock in, so the rest has items to move; 2–6 operations in all.
  ops: fc.tuple(inboundOp, fc.array(anyOp, { minLength: 1, maxLength: 5 })).map(([first, rest]): Op[] => [first, ...rest]),
});

let t: GoldContext;
let franchiseeId: string;

beforeAll(async () => {
  t = await goldApp();
  franchiseeId = (await createFranchisee(t, (await createSpv(t)).id)).id;
});
afterAll(async () => t?.close());

describe('stock and sales invariants', () => {
  it(`hold over ${numRuns} random operation sequences (seed ${seed})`, async () => {
    const started = performance.now();
    let runs = 0;
    const report = () => reportRuns('gold invariants', outcomes, runs, started);
    // What the runs covered is printed even when a run fails.
    await fc.assert(fc.asyncProperty(run, async ({ shops, ops }) => {
      runs++;
      const created = await Promise.all(Array.from({ length: shops }, () => createShop(t, franchiseeId)));
      const session = new Session(t, newWorld(created.map((s) => newShop(s.id, s.code))));
      await withStepLog(session.log, async () => {
        for (const op of ops) {
          await session.apply(op);
          await checkInvariants(t, session.w);
        }
      });
    }), { numRuns, seed, verbose: 0 }).finally(report);
    expect(runs).toBeGreaterThanOrEqual(numRuns);
    // Whatever the runs left behind, across all their shops: one state per item, one live sale per sold item.
    expect(await checkLinksEverywhere(t)).toBeGreaterThan(0);
  }, timeout);
});
