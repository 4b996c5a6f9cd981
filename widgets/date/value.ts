import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { epochOfWallClock, wallClock } from '../../schemas/format/time';

dayjs.extend(customParseFormat);

export type DateType = 'date' | 'datetime' | 'month' | 'year';

/** Shown format by picker type when the field names none. */
const TYPE_FORMATS: Record<DateType, string> = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm:ss',
  month: 'YYYY-MM',
  year: 'YYYY',
};

/** JNPF (element-ui) writes 'yyyy-MM-dd'; dayjs wants 'YYYY-MM-DD'. */
export function toDayjsTokens(format: string): string {
  return format.replace(/yyyy/g, 'YYYY').replace(/yy/g, 'YY').replace(/dd/g, 'DD');
}

export function displayFormat(type: DateType, format?: string | null): string {
  return format ? toDayjsTokens(format) : TYPE_FORMATS[type];
}

/**
 * A stored date (epoch ms, digits, or a string in `valueFormat`) as a dayjs; null when empty or unreadable. With `zone`,
 * an instant (epoch ms, ISO text) reads as its wall clock in that zone (the dayjs's local fields show it); text in
 * `valueFormat` is a calendar date and never shifts.
 */
export function parseDateValue(value: unknown, valueFormat: string, zone?: string): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  let parsed: Dayjs;
  let instant = true;
  if (typeof value === 'number') parsed = dayjs(value);
  else if (value instanceof Date) parsed = dayjs(value);
  else if (typeof value !== 'string') return null;
  else {
    // The declared format first; then epoch ms written as digits; then ISO text.
    parsed = valueFormat === 'timestamp' ? dayjs(NaN) : dayjs(value, toDayjsTokens(valueFormat), true);
    instant = !parsed.isValid();
    if (!parsed.isValid()) parsed = /^-?\d{9,}$/.test(value) ? dayjs(Number(value)) : dayjs(value);
    // ISO text without an offset is a wall-clock time, not an instant.
    if (instant && !/^-?\d{9,}$/.test(value) && !/(?:Z|[+-]\d{2}:?\d{2})$/i.test(value.trim())) instant = false;
  }
  if (!parsed.isValid()) return null;
  if (!zone || !instant) return parsed;
  const c = wallClock(parsed.valueOf(), zone)!;
  return dayjs(new Date(+c.YYYY, +c.MM - 1, +c.DD, +c.HH, +c.mm, +c.ss, parsed.millisecond()));
}

/** A picked dayjs whose local fields are a wall clock in `zone` (or the browser's, without one) as epoch ms. */
export function epochOfPicked(picked: Dayjs, zone?: string): number {
  if (!zone) return picked.valueOf();
  return epochOfWallClock(picked.year(), picked.month() + 1, picked.date(), picked.hour(), picked.minute(), picked.second(), picked.millisecond(), zone);
}

/**
 * The picked moment as stored: epoch ms for 'timestamp' (the picked wall clock read in `zone` when given, so a date
 * picked as the 5th is midnight of the 5th in that zone), else text in `valueFormat`.
 */
export function toStoredDate(picked: Dayjs | null, type: DateType, valueFormat: string, zone?: string): number | string | null {
  if (!picked) return null;
  const moment = type === 'datetime' ? picked.millisecond(0) : picked.startOf(type === 'date' ? 'day' : type);
  return valueFormat === 'timestamp' ? epochOfPicked(moment, zone) : moment.format(toDayjsTokens(valueFormat));
}
