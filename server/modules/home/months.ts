import { hostTimeZone, monthOf } from '../../../schemas/format/time';

/**
 * The month windows of the dashboard's analyses: the last `count` calendar months up to the one holding `now` in the
 * configured time zone (system setting timeZone; the server's when not given).
 */
export interface MonthWindow {
  /** 'YYYY-MM'. */
  month: string;
  /** The first day, 'YYYY-MM-01'. */
  firstDay: string;
  /** The first day of the next month (exclusive bound). */
  nextDay: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** 'YYYY-MM' of month index `m` (0-based, may overflow) of `year`. */
const monthText = (year: number, m: number) => `${year + Math.floor(m / 12)}-${pad((((m % 12) + 12) % 12) + 1)}`;

export function lastMonths(now: Date, count: number, zone: string = hostTimeZone()): MonthWindow[] {
  const [year, month] = monthOf(now, zone).split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const m = month - 1 - (count - 1 - i);
    const from = monthText(year, m);
    return { month: from, firstDay: `${from}-01`, nextDay: `${monthText(year, m + 1)}-01` };
  });
}

/** The window of the month holding `now` in `zone`. */
export const thisMonth = (now: Date, zone?: string): MonthWindow => lastMonths(now, 1, zone)[0];

/** One row per window, in order: the figures found for its month, else `empty`. */
export function byMonth<T extends { month: string }>(windows: MonthWindow[], rows: T[], empty: (month: string) => T): T[] {
  const found = new Map(rows.map((r) => [r.month, r]));
  return windows.map((w) => found.get(w.month) ?? empty(w.month));
}
