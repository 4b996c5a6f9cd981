import { toNumber } from '../numInput/number';

/** The stored value of a one-handle slider; null when empty. */
export function toSingle(value: unknown): number | null {
  return Array.isArray(value) ? toNumber(value[0]) : toNumber(value);
}

/** The stored `[from, to]` of a range slider; null unless both ends read. */
export function toPair(value: unknown): [number, number] | null {
  if (!Array.isArray(value) || value.length < 2) return null;
  const from = toNumber(value[0]);
  const to = toNumber(value[1]);
  return from === null || to === null ? null : [from, to];
}
