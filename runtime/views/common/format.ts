import { displayTime } from '../../../widgets/common/time-zone';

/**
 * Default date format yyyy-MM-dd HH:mm (docs/product.md#constants); seconds are kept for logs. In the configured
 * time zone, as exports write it (schemas/format/time.ts).
 */
export function formatDateTime(value: unknown, withSeconds = false): string {
  return displayTime(value, withSeconds ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD HH:mm');
}
