/**
 * Dates as a widget shows them, on the server: tokens of the widget's format (dayjs style, JNPF's yyyy/dd too) filled
 * in China time whatever the server's time zone, as exports show times (server/resource/export.ts).
 */

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
});

type Parts = Record<'YYYY' | 'MM' | 'DD' | 'HH' | 'mm' | 'ss', string>;

function partsOfEpoch(ms: number): Parts | null {
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return null;
  const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, x.value]));
  return { YYYY: p.year, MM: p.month, DD: p.day, HH: p.hour, mm: p.minute, ss: p.second };
}

const TEXT_DATE = /^(\d{4})(?:-(\d{1,2}))?(?:-(\d{1,2}))?(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** A stored date: epoch ms (number or digits) or text such as 'YYYY-MM-DD HH:mm:ss'. */
function partsOf(value: unknown): Parts | null {
  if (typeof value === 'number') return partsOfEpoch(value);
  if (value instanceof Date) return partsOfEpoch(value.getTime());
  if (typeof value !== 'string' || value === '') return null;
  if (/^-?\d{9,}$/.test(value)) return partsOfEpoch(Number(value));
  const m = TEXT_DATE.exec(value.trim());
  if (!m) return null;
  const pad = (s: string | undefined) => (s ?? '00').padStart(2, '0');
  return { YYYY: m[1], MM: pad(m[2] ?? '01'), DD: pad(m[3] ?? '01'), HH: pad(m[4]), mm: pad(m[5]), ss: pad(m[6]) };
}

export const FORMAT_BY_TYPE: Record<string, string> = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss', month: 'YYYY-MM', year: 'YYYY' };

/** The value in `format`; unreadable values as they are, empty ones as null. */
export function dateText(value: unknown, format: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  const p = partsOf(value);
  if (!p) return String(value);
  const tokens = format.replace(/yyyy/g, 'YYYY').replace(/dd/g, 'DD');
  return tokens.replace(/YYYY|MM|DD|HH|mm|ss/g, (t) => p[t as keyof Parts]);
}
