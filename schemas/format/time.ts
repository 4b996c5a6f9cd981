/**
 * Times as people read them: one configured time zone for screens, exports, logs and month boundaries (system setting
 * `timeZone`, docs/product.md#jnpf-system-config). Shared by the browser and the server, so both write the same text
 * for the same instant. Instants (epoch ms, Date, ISO text with an offset) are shown in the zone; a text date without
 * an offset ('YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss') is a calendar date or wall-clock time and is never shifted.
 */

/** The system setting that holds the zone (an IANA name). */
export const TIME_ZONE_KEY = 'timeZone';

/** The zone of the machine this code runs on: the server's is the setting's default. */
export function hostTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(zone: string): Intl.DateTimeFormat {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
    });
    formats.set(zone, f);
  }
  return f;
}

/** Whether `name` is a zone this runtime knows (IANA name such as 'Asia/Shanghai', or 'UTC'). */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name === '' || name.length > 64) return false;
  try {
    formatOf(name);
    return true;
  } catch {
    return false;
  }
}

/** The stored setting as a usable zone: an unknown or empty one falls back to the host's. */
export const effectiveTimeZone = (stored: string | null | undefined): string => (isTimeZone(stored) ? stored : hostTimeZone());

/** The zones a user may pick, sorted; always with UTC and the host's. */
export function timeZoneNames(): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...listed, 'UTC', hostTimeZone()])].sort();
}

/** A wall-clock reading: the tokens a format may name. */
export type WallClock = Record<'YYYY' | 'MM' | 'DD' | 'HH' | 'mm' | 'ss', string>;

/** The wall clock of an instant in `zone`; null for an invalid instant. */
export function wallClock(epochMs: number, zone: string): WallClock | null {
  const date = new Date(epochMs);
  if (Number.isNaN(date.getTime())) return null;
  const p = Object.fromEntries(formatOf(zone).formatToParts(date).map((x) => [x.type, x.value]));
  return { YYYY: p.year, MM: p.month, DD: p.day, HH: p.hour === '24' ? '00' : p.hour, mm: p.minute, ss: p.second };
}

const PLAIN_TEXT = /^(\d{4})(?:-(\d{1,2}))?(?:-(\d{1,2}))?(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

/** A stored time as a wall clock in `zone`: instants are converted, plain text dates are read as written. */
export function wallClockOf(value: unknown, zone: string): WallClock | null {
  if (typeof value === 'number') return wallClock(value, zone);
  if (value instanceof Date) return wallClock(value.getTime(), zone);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^-?\d{9,}$/.test(text)) return wallClock(Number(text), zone);
  if (WITH_OFFSET.test(text)) return wallClock(Date.parse(text), zone);
  const m = PLAIN_TEXT.exec(text);
  if (!m) return null;
  const pad = (s: string | undefined) => (s ?? '00').padStart(2, '0');
  return { YYYY: m[1], MM: pad(m[2] ?? '01'), DD: pad(m[3] ?? '01'), HH: pad(m[4]), mm: pad(m[5]), ss: pad(m[6]) };
}

/** Date and time with seconds: exports, logs, history. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * A stored time as text in `format` (tokens YYYY MM DD HH mm ss; JNPF's yyyy and dd too) in `zone`; null when empty,
 * the value as it is when unreadable.
 */
export function formatTime(value: unknown, zone: string, format: string = DATE_TIME_FORMAT): string | null {
  if (value === null || value === undefined || value === '') return null;
  const clock = wallClockOf(value, zone);
  if (!clock) return String(value);
  return format.replace(/yyyy/g, 'YYYY').replace(/dd/g, 'DD').replace(/YYYY|MM|DD|HH|mm|ss/g, (t) => clock[t as keyof WallClock]);
}

/** 'YYYY-MM' of an instant in `zone`: the month it belongs to (month-end, sales months, dashboards). */
export function monthOf(time: Date | number, zone: string): string {
  const clock = wallClock(typeof time === 'number' ? time : time.getTime(), zone)!;
  return `${clock.YYYY}-${clock.MM}`;
}

/** 'YYYY-MM-DD' of an instant in `zone`: the day it belongs to. */
export function dayOf(time: Date | number, zone: string): string {
  const clock = wallClock(typeof time === 'number' ? time : time.getTime(), zone)!;
  return `${clock.YYYY}-${clock.MM}-${clock.DD}`;
}

/** The instant whose wall clock in `zone` reads the given fields (month 1-12); the earlier one when a DST change repeats it. */
export function epochOfWallClock(year: number, month: number, day: number, hour: number, minute: number, second: number, ms: number, zone: string): number {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const offsetAt = (epoch: number) => {
    const c = wallClock(epoch, zone)!;
    return Date.UTC(+c.YYYY, +c.MM - 1, +c.DD, +c.HH, +c.mm, +c.ss, ((epoch % 1000) + 1000) % 1000) - epoch;
  };
  const first = asUtc - offsetAt(asUtc);
  const second2 = asUtc - offsetAt(first);
  return Math.min(first, second2);
}
