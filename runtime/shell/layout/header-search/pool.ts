import Fuse, { type IFuseOptions } from 'fuse.js';
import { routeTitle } from '../../../permission';
import type { AppRoute, MenuEntry } from '../../../state/session';
import { trailForPath } from '../menu-tree';
import { hasParams } from '../routes';

export interface SearchItem {
  path: string;
  /** Menu path: parent titles, then the page title. */
  title: string[];
}

/** Fuzzy options of the header search (docs/product.md#jnpf-header-search; fuse 7 has no maxPatternLength, see MAX_PATTERN_LENGTH). */
export const FUSE_OPTIONS: IFuseOptions<SearchItem> = {
  shouldSort: true,
  threshold: 0.4,
  location: 0,
  distance: 100,
  minMatchCharLength: 1,
  keys: [{ name: 'title', weight: 0.7 }, { name: 'path', weight: 0.3 }],
};
export const MAX_PATTERN_LENGTH = 32;

/**
 * Search pool: every non-hidden route that can be opened as is (no path parameters), titled with its
 * menu path. Menu routes come first; a fixed route already present as a menu route is skipped.
 */
export function buildSearchPool(menuRoutes: readonly AppRoute[], fixedRoutes: readonly AppRoute[], menuList: readonly MenuEntry[]): SearchItem[] {
  const seen = new Set<string>();
  const pool: SearchItem[] = [];
  for (const route of [...menuRoutes, ...fixedRoutes]) {
    if (route.meta.hidden || seen.has(route.path) || hasParams(route.path)) continue;
    const own = routeTitle(route.meta);
    if (!own) continue;
    seen.add(route.path);
    const trail = trailForPath(menuList, route.path);
    const title = trail ? trail.map((e) => e.fullName) : [own];
    pool.push({ path: route.path, title });
  }
  return pool;
}

/** Searcher over a pool: the query is cut to 32 characters; an empty query finds nothing. */
export function createSearcher(pool: readonly SearchItem[]): (query: string) => SearchItem[] {
  const fuse = new Fuse([...pool], FUSE_OPTIONS);
  return (query) => {
    const pattern = query.trim().slice(0, MAX_PATTERN_LENGTH);
    return pattern ? fuse.search(pattern).map((r) => r.item) : [];
  };
}

export const optionLabel = (item: SearchItem): string => item.title.join(' > ');
