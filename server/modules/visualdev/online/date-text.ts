import { formatTime } from '../../../../schemas/format/time';

/**
 * Dates as a widget shows them, on the server: tokens of the widget's format (dayjs style, JNPF's yyyy/dd too) filled
 * in the configured time zone `zone` (system setting timeZone) with the function the screens use
 * (schemas/format/time.ts); a date stored as text is a calendar date and is not shifted.
 */

export const FORMAT_BY_TYPE: Record<string, string> = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss', month: 'YYYY-MM', year: 'YYYY' };

/** The value in `format`; unreadable values as they are, empty ones as null. */
export function dateText(value: unknown, format: string, zone: string): string | null {
  return formatTime(value, zone, format);
}
