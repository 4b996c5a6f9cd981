/**
 * JNPF's `picker-options.selectableRange` ('08:30:00-18:00:00', or several ranges) as antd's
 * `disabledTime`: an hour or minute is offered when some second of it lies in a range.
 */
type Interval = [start: number, end: number];

function seconds(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}

/** The ranges in seconds of the day; unreadable parts are left out. Element writes 'a - b', JNPF 'a-b'. */
export function parseSelectableRange(range: string | readonly string[] | undefined | null): Interval[] {
  if (!range) return [];
  const parts = typeof range === 'string' ? range.split(',') : range;
  return parts.flatMap((part) => {
    const [from, to] = part.split(/\s*-\s*/);
    const start = from === undefined ? null : seconds(from);
    const end = to === undefined ? null : seconds(to);
    return start !== null && end !== null && start <= end ? [[start, end] as Interval] : [];
  });
}

const overlaps = (ranges: readonly Interval[], from: number, to: number) => ranges.some(([start, end]) => start <= to && end >= from);
const upTo = (count: number) => Array.from({ length: count }, (_, i) => i);

/** antd TimePicker `disabledTime`, or undefined when everything may be picked. */
export function disabledTimeFor(ranges: readonly Interval[]) {
  if (ranges.length === 0) return undefined;
  return () => ({
    disabledHours: () => upTo(24).filter((h) => !overlaps(ranges, h * 3600, h * 3600 + 3599)),
    disabledMinutes: (h: number) => upTo(60).filter((m) => !overlaps(ranges, h * 3600 + m * 60, h * 3600 + m * 60 + 59)),
    disabledSeconds: (h: number, m: number) => upTo(60).filter((s) => !overlaps(ranges, h * 3600 + m * 60 + s, h * 3600 + m * 60 + s)),
  });
}

/** Whether a time (seconds of the day) may be picked: typed times are checked too. */
export function isSelectable(ranges: readonly Interval[], at: number): boolean {
  return ranges.length === 0 || overlaps(ranges, at, at);
}
