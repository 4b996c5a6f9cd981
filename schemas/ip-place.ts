import type { Lang } from './text';

/**
 * JNPF's place names of client addresses without a geo lookup (server/core/ip-place.ts): stored in the logs and the
 * user's last sign-in as the zh text, shown in the reader's language (one definition for both sides).
 */
export const IP_PLACES = {
  local: { zh: '本地局域网', zhtw: '本地區域網路', en: 'Local network' },
  private: { zh: '内网IP', zhtw: '內網IP', en: 'Private network' },
  unknown: { zh: '未知', zhtw: '未知', en: 'Unknown' },
} as const;

/** A stored place in `lang`: one of IP_PLACES translated, anything else (a real place name) as stored. */
export function placeText(place: string | null | undefined, lang: Lang): string {
  if (!place) return '';
  const known = Object.values(IP_PLACES).find((p) => p.zh === place);
  return known ? known[lang] : place;
}
