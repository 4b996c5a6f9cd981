/** A page kept in the page area: the current one and, with caching on, hidden earlier ones. */
export interface KeptPage {
  path: string;
  /** Route name, matched against tags.cachedViews. */
  name: string;
  /** Bumped by "refresh": a new generation is a new mount. */
  generation: number;
  /** Recency, for dropping the least recently shown page. */
  usedAt: number;
}

export const MAX_KEPT_PAGES = 10;

/**
 * Pages to keep after showing `current`: with caching on, earlier pages stay while their name is in
 * the cached views, up to `max` (the least recently shown goes first); the order is stable so kept
 * pages never move in the DOM. With caching off only the current page stays.
 */
export function nextKeptPages(
  previous: readonly KeptPage[],
  current: Omit<KeptPage, 'usedAt'>,
  cachedNames: readonly string[],
  enabled: boolean,
  max = MAX_KEPT_PAGES,
): KeptPage[] {
  const usedAt = previous.reduce((m, p) => Math.max(m, p.usedAt), 0) + 1;
  const shown: KeptPage = { ...current, usedAt };
  if (!enabled) return [shown];
  const kept = previous.filter((p) => p.path === current.path || cachedNames.includes(p.name));
  const list = kept.some((p) => p.path === current.path)
    ? kept.map((p) => (p.path === current.path ? shown : p))
    : [...kept, shown];
  while (list.length > Math.max(max, 1)) {
    let oldest = -1;
    list.forEach((p, i) => {
      if (p.path !== current.path && (oldest < 0 || p.usedAt < list[oldest].usedAt)) oldest = i;
    });
    list.splice(oldest, 1);
  }
  return list;
}
