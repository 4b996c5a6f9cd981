import type { Dayjs } from 'dayjs';
import { parseDateValue } from '../date/value';

/** A stored range `[start, end]` as two dayjs; null unless both ends read. */
export function parseRange<T>(value: unknown, parse: (end: unknown) => T | null): [T, T] | null {
  if (!Array.isArray(value) || value.length < 2) return null;
  const start = parse(value[0]);
  const end = parse(value[1]);
  return start && end ? [start, end] : null;
}

export function parseDateRange(value: unknown, valueFormat: string, zone?: string): [Dayjs, Dayjs] | null {
  return parseRange(value, (end) => parseDateValue(end, valueFormat, zone));
}
