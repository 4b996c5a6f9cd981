/**
 * The month windows of the dashboard's analyses: the last `count` calendar months up to the one holding `now`, by the
 * server's calendar (as bill numbers and the demo data count days).
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
const firstDayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-01`;

export function lastMonths(now: Date, count: number): MonthWindow[] {
  return Array.from({ length: count }, (_, i) => {
    const from = new Date(now.getFullYear(), now.getMonth() - (count - 1 - i), 1);
    const to = new Date(from.getFullYear(), from.getMonth() + 1, 1);
    return { month: firstDayOf(from).slice(0, 7), firstDay: firstDayOf(from), nextDay: firstDayOf(to) };
  });
}

/** The window of the month holding `now`. */
export const thisMonth = (now: Date): MonthWindow => lastMonths(now, 1)[0];

/** One row per window, in order: the figures found for its month, else `empty`. */
export function byMonth<T extends { month: string }>(windows: MonthWindow[], rows: T[], empty: (month: string) => T): T[] {
  const found = new Map(rows.map((r) => [r.month, r]));
  return windows.map((w) => found.get(w.month) ?? empty(w.month));
}
