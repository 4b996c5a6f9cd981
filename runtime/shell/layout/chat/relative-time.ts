import { msg } from '@lingui/core/macro';
import { displayTime } from '../../../../widgets/common/time-zone';
import { i18n } from '../../../i18n';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;

/**
 * When a conversation last moved (docs/product.md#constants, "Relative time"): under 30 s 'just now',
 * then minutes up to 59, hours up to 23, days up to 6, weeks up to 3, months up to 3, older a date.
 */
export function relativeTime(at: number, now: number = Date.now()): string {
  if (!at) return '';
  const ago = Math.max(0, now - at);
  if (ago < 30_000) return i18n._(msg`刚刚`);
  if (ago < HOUR) {
    const n = Math.max(1, Math.floor(ago / MINUTE));
    return i18n._(msg`${n}分钟前`);
  }
  if (ago < DAY) {
    const n = Math.floor(ago / HOUR);
    return i18n._(msg`${n}小时前`);
  }
  if (ago < WEEK) {
    const n = Math.floor(ago / DAY);
    return i18n._(msg`${n}天前`);
  }
  if (ago < 4 * WEEK) {
    const n = Math.floor(ago / WEEK);
    return i18n._(msg`${n}周前`);
  }
  if (ago < 4 * MONTH) {
    const n = Math.max(1, Math.floor(ago / MONTH));
    return i18n._(msg`${n}个月前`);
  }
  return displayTime(at, 'YYYY-MM-DD');
}

/** The time above a chat message: yyyy-MM-dd HH:mm (docs/product.md#constants), in the configured zone. */
export const messageTime = (at: number): string => (at ? displayTime(at, 'YYYY-MM-DD HH:mm') : '');
