import { toNumber } from '../numInput/number';

export type RangeEnd = number | null;

/** The two ends of a stored range; an end that is empty or unreadable is null. */
export function rangeEnds(value: unknown): [RangeEnd, RangeEnd] {
  if (!Array.isArray(value)) return [null, null];
  return [toNumber(value[0]), toNumber(value[1])];
}

/** Spec section 5: an empty list when both ends are empty, otherwise both values (null for an empty end). */
export function toRange(min: RangeEnd, max: RangeEnd): RangeEnd[] {
  return min === null && max === null ? [] : [min, max];
}
