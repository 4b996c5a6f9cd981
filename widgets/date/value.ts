import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

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

/** A stored date (epoch ms, digits, or a string in `valueFormat`) as a dayjs; null when empty or unreadable. */
export function parseDateValue(value: unknown, valueFormat: string): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  let parsed: Dayjs;
  if (typeof value === 'number') parsed = dayjs(value);
  else if (value instanceof Date) parsed = dayjs(value);
  else if (typeof value !== 'string') return null;
  else {
    // The declared format first; then epoch ms written as digits; then ISO text.
    parsed = valueFormat === 'timestamp' ? dayjs(NaN) : dayjs(value, toDayjsTokens(valueFormat), true);
    if (!parsed.isValid()) parsed = /^-?\d{9,}$/.test(value) ? dayjs(Number(value)) : dayjs(value);
  }
  return parsed.isValid() ? parsed : null;
}

/** The picked moment as stored: epoch ms for 'timestamp', else text in `valueFormat`. */
export function toStoredDate(picked: Dayjs | null, type: DateType, valueFormat: string): number | string | null {
  if (!picked) return null;
  const moment = type === 'datetime' ? picked.millisecond(0) : picked.startOf(type === 'date' ? 'day' : type);
  return valueFormat === 'timestamp' ? moment.valueOf() : moment.format(toDayjsTokens(valueFormat));
}
