import fc from 'fast-check';

/**
 * The operations of the money-side property test (tests/api/gold-finance-invariants.test.ts) as plain data. Indices
 * (`shop`, `pick`, `day`) are taken modulo what the run has at that moment; shrinking goes towards the first choices.
 */
export type FinanceOp =
  | { op: 'price'; day: number; type: 1 | 2; cents: number; remove: boolean }
  | { op: 'sale'; shop: number; day: number; mg: number; oldMg: number }
  | { op: 'deleteSale'; pick: number }
  | { op: 'dayPrice'; pick: number; cents: number }
  | { op: 'settle'; shop: number; endDay: number | null; substitution: number }
  | { op: 'deleteSettlement'; pick: number }
  | { op: 'fund'; shop: number; picks: number[]; shares: number[]; over: boolean; joinBatch: boolean; then: 'none' | 'ready' | 'receive' | 'complete' }
  | { op: 'ready'; pick: number }
  | { op: 'confirm'; pick: number }
  | { op: 'complete'; pick: number }
  | { op: 'deleteFund'; pick: number }
  | { op: 'special'; shop: number; cents: number };

/** Days of a run's window: sales, prices and special funds fall on them. */
export const WINDOW_DAYS = 6;

const index = fc.nat({ max: 99 });
const day = fc.nat({ max: WINDOW_DAYS - 1 });
const cents = fc.integer({ min: 30_000, max: 80_000 });
/** Mostly within the rules; shrinking goes towards the good case. */
const rarely = fc.oneof({ weight: 5, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });

export const saleOp: fc.Arbitrary<FinanceOp> = fc.record({
  op: fc.constant('sale' as const), shop: index, day, mg: fc.integer({ min: 1, max: 60_000 }), oldMg: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20_000 })),
});

export const financeOp: fc.Arbitrary<FinanceOp> = fc.oneof(
  { weight: 4, arbitrary: saleOp },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('price' as const), day, type: fc.constantFrom<1 | 2>(1, 2), cents, remove: rarely }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('deleteSale' as const), pick: index }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('dayPrice' as const), pick: index, cents }) },
  // A substitution share above 1 asks for more old gold than the shop holds: refused.
  { weight: 4, arbitrary: fc.record({ op: fc.constant('settle' as const), shop: index, endDay: fc.option(day, { nil: null, freq: 2 }), substitution: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 1.2, noNaN: true })) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('deleteSettlement' as const), pick: index }) },
  { weight: 4, arbitrary: fc.record({
    op: fc.constant('fund' as const), shop: index, picks: fc.array(index, { minLength: 1, maxLength: 2 }),
    shares: fc.array(fc.double({ min: 0.05, max: 1, noNaN: true }), { minLength: 2, maxLength: 2 }), over: rarely, joinBatch: fc.boolean(),
    // What happens right after: nothing yet, its batch presented, presented and received, or the fund completed by hand.
    then: fc.constantFrom<'none' | 'ready' | 'receive' | 'complete'>('none', 'ready', 'receive', 'complete'),
  }) },
  { weight: 4, arbitrary: fc.record({ op: fc.constant('ready' as const), pick: index }) },
  { weight: 4, arbitrary: fc.record({ op: fc.constant('confirm' as const), pick: index }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('complete' as const), pick: index }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('deleteFund' as const), pick: index }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('special' as const), shop: index, cents: fc.integer({ min: -50_000, max: 50_000 }).filter((c) => c !== 0) }) },
);
