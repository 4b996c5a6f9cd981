import fc from 'fast-check';

/**
 * The operations of the stock and sales property test (tests/api/gold-invariants.test.ts) as plain data, so a shrunk
 * counterexample prints as a readable list. Indices (`shop`, `pick`) are taken modulo what the run has at that moment;
 * every choice shrinks towards the plainest case (good rows, no file check, the latest save).
 */

/** A bad cell, a number repeated in the file or already taken; `saleNumber` (valid) reuses the number of a live sale. */
export type InboundFault = 'weight' | 'date' | 'category' | 'repeat' | 'existing' | 'saleNumber';
export interface InboundSpec { fault: InboundFault | null; mg: number; trim: boolean; pick: number }
/** What a sale row names: an item of its shop (any state), any item of the run, a live sale's number, or a new number. */
export interface SaleSpec { target: 'shopItem' | 'anyItem' | 'sale' | 'fresh'; pick: number; oldMg: number | null; badDate: boolean }
export type Op =
  | { op: 'inbound'; shop: number; rows: InboundSpec[]; file: boolean; saveAll: boolean }
  | { op: 'inboundForm'; shop: number; mg: number; existing: boolean; pick: number }
  | { op: 'outForm'; picks: number[]; any: boolean; outType: 1 | 2 | 3 }
  | { op: 'outImport'; picks: number[]; any: boolean; unknown: boolean; file: boolean; saveAll: boolean }
  | { op: 'deleteOut'; picks: number[]; any: boolean }
  | { op: 'saleImport'; shop: number; rows: SaleSpec[]; file: boolean; saveAll: boolean }
  | { op: 'deleteSale'; picks: number[]; stale: boolean }
  | { op: 'freeze'; shop: number }
  | { op: 'repeat'; pick: number }
  | { op: 'undoAndRepeat'; pick: number };

const index = fc.nat({ max: 99 });
const picks = fc.array(index, { minLength: 1, maxLength: 3 });
/** Items are picked among those the operation fits (in stock to move out, out to undo), or, one time in four, among all. */
const any = fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });
/** Mostly good rows; shrinking goes towards good rows (the first choice). */
const mostly = <T>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<T>) => fc.oneof({ weight: 5, arbitrary: good }, { weight: 1, arbitrary: bad });

/**
 * Whether an import goes through the file check (upload, row verdicts compared with the model) before its save, or
 * saves the rows the check would answer. A check spawns a parsing worker (~100 ms), so one import in three uploads.
 */
const viaFile = fc.oneof({ weight: 2, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });
const inboundRow: fc.Arbitrary<InboundSpec> = fc.record({
  fault: mostly(fc.constant(null), fc.constantFrom<InboundFault>('weight', 'date', 'category', 'repeat', 'existing', 'saleNumber')),
  mg: fc.integer({ min: 0, max: 250_000 }),
  trim: fc.boolean(),
  pick: index,
});
const saleRow: fc.Arbitrary<SaleSpec> = fc.record({
  target: fc.oneof({ weight: 3, arbitrary: fc.constant('shopItem' as const) }, fc.constantFrom('anyItem' as const, 'sale' as const, 'fresh' as const)),
  pick: index,
  oldMg: fc.option(fc.integer({ min: 0, max: 30_000 }), { nil: null }),
  badDate: mostly(fc.constant(false), fc.constant(true)),
});

export const inboundOp: fc.Arbitrary<Op> = fc.record({ op: fc.constant('inbound' as const), shop: index, rows: fc.array(inboundRow, { minLength: 1, maxLength: 4 }), file: viaFile, saveAll: fc.boolean() });
export const anyOp: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: inboundOp },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('inboundForm' as const), shop: index, mg: fc.integer({ min: 0, max: 250_000 }), existing: mostly(fc.constant(false), fc.constant(true)), pick: index }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('outForm' as const), picks, any, outType: fc.constantFrom<1 | 2 | 3>(1, 2, 3) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('outImport' as const), picks, any, unknown: fc.boolean(), file: viaFile, saveAll: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('deleteOut' as const), picks, any }) },
  { weight: 4, arbitrary: fc.record({ op: fc.constant('saleImport' as const), shop: index, rows: fc.array(saleRow, { minLength: 1, maxLength: 4 }), file: viaFile, saveAll: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('deleteSale' as const), picks, stale: any }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('freeze' as const), shop: index }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('repeat' as const), pick: index }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('undoAndRepeat' as const), pick: index }) },
);
