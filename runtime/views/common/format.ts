import dayjs from 'dayjs';

/** Default date format yyyy-MM-dd HH:mm (docs/product.md#constants); seconds are kept for logs. */
export function formatDateTime(value: unknown, withSeconds = false): string {
  if (value === undefined || value === null || value === '') return '';
  const d = dayjs(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string | number));
  return d.isValid() ? d.format(withSeconds ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD HH:mm') : String(value);
}
