import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** JNPF's time format (value-format and format). */
export const TIME_FORMAT = 'HH:mm:ss';

/** A stored time ('08:30:00', in `valueFormat`) as a dayjs on today; null when empty or unreadable. */
export function parseTime(value: unknown, valueFormat = TIME_FORMAT): Dayjs | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = dayjs(value.trim(), valueFormat, true);
  if (parsed.isValid()) return parsed;
  // A record written with another format ('08:30' against 'HH:mm:ss') still reads.
  const loose = dayjs(value.trim(), ['HH:mm:ss', 'HH:mm', 'H:mm'], true);
  return loose.isValid() ? loose : null;
}

export function formatTime(picked: Dayjs | null, format = TIME_FORMAT): string | null {
  return picked ? picked.format(format) : null;
}
