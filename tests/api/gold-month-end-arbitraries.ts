import fc from 'fast-check';

/**
 * The operations of the month-end property test (tests/api/gold-month-end-invariants.test.ts) as plain data. Every
 * run uses one fixed window of three past months; `month` indexes it, `day` is the day of that month; `pick` is taken
 * modulo what the shop has at that moment. Shrinking goes towards the first choices.
 */

/** The window: three past months, shared by every run (month-end state is per shop, and each run has a fresh shop). */
export const MONTHS = ['2020-01', '2020-02', '2020-03'] as const;
export const CATEGORIES = ['ring', 'necklace', 'bracelet', 'pendant'] as const;
export type Category = (typeof CATEGORIES)[number];

export type MonthEndOp =
  | { op: 'inbound'; month: number; day: number; items: Array<{ category: Category; mg: number }> }
  | { op: 'outbound'; month: number; day: number; pick: number }
  | { op: 'sale'; month: number; day: number; pick: number; oldMg: number }
  | { op: 'deleteSale'; pick: number }
  | { op: 'settle'; endDay: { month: number; day: number } | null; share: number }
  | { op: 'fund'; pick: number; share: number; month: number; day: number }
  | { op: 'special'; month: number; day: number; cents: number }
  | { op: 'close'; month: number };

/** 'YYYY-MM-DD' of a window month and day. */
export const dateOf = (month: number, day: number) => `${MONTHS[month]}-${String(day).padStart(2, '0')}`;

const month = fc.nat({ max: MONTHS.length - 1 });
const day = fc.integer({ min: 1, max: 28 });
const pick = fc.nat({ max: 99 });

export const inboundOp: fc.Arbitrary<MonthEndOp> = fc.record({
  op: fc.constant('inbound' as const), month, day,
  items: fc.array(fc.record({ category: fc.constantFrom(...CATEGORIES), mg: fc.integer({ min: 1, max: 60_000 }) }), { minLength: 1, maxLength: 3 }),
});

export const monthEndOp: fc.Arbitrary<MonthEndOp> = fc.oneof(
  { weight: 4, arbitrary: inboundOp },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('outbound' as const), month, day, pick }) },
  // Old gold traded in on one sale in three.
  { weight: 5, arbitrary: fc.record({ op: fc.constant('sale' as const), month, day, pick, oldMg: fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 1, max: 5_000 })) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('deleteSale' as const), pick }) },
  // Half the settlements take every unsettled day, so a run's sales are often settled and then paid.
  { weight: 3, arbitrary: fc.record({ op: fc.constant('settle' as const), endDay: fc.option(fc.record({ month, day }), { nil: null, freq: 2 }), share: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 1, noNaN: true })) }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('fund' as const), pick, share: fc.double({ min: 0.05, max: 1, noNaN: true }), month, day }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('special' as const), month, day, cents: fc.integer({ min: -50_000, max: 50_000 }).filter((c) => c !== 0) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('close' as const), month }) },
);
