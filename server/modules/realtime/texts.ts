import type { Text } from '../../core/i18n';

/** Texts of `error` frames the transport itself sends. */
export const realtimeText = {
  tooFast: { zh: '操作过于频繁，请稍后再试', zhtw: '操作過於頻繁，請稍後再試', en: 'Too many requests; please slow down' },
} satisfies Record<string, Text>;
