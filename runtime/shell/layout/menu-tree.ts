import { isExternal, VISUALIZATION_PATH } from '../../permission';
import type { MenuEntry } from '../../state/session';

/** Entries from the root down to the first entry matching `test`, or null. */
export function findTrail(menu: readonly MenuEntry[], test: (e: MenuEntry) => boolean): MenuEntry[] | null {
  for (const entry of menu) {
    if (test(entry)) return [entry];
    if (entry.children?.length) {
      const below = findTrail(entry.children, test);
      if (below) return [entry, ...below];
    }
  }
  return null;
}

/** Trail to the leaf whose `path` is the location path (directories are skipped). */
export function trailForPath(menu: readonly MenuEntry[], path: string): MenuEntry[] | null {
  return findTrail(menu, (e) => !e.children?.length && e.path === path);
}

/** Selected menu key and the keys of its ancestors for a location path. */
export function menuStateForPath(menu: readonly MenuEntry[], path: string): { selectedKey: string | null; openKeys: string[] } {
  const trail = trailForPath(menu, path);
  if (!trail) return { selectedKey: null, openKeys: [] };
  return { selectedKey: trail[trail.length - 1].id, openKeys: trail.slice(0, -1).map((e) => e.id) };
}

/**
 * One branch open at a time: when a submenu opens, only it and its ancestors stay open;
 * closing a submenu keeps what the menu reports.
 */
export function uniqueOpened(menu: readonly MenuEntry[], previous: readonly string[], next: readonly string[]): string[] {
  const added = next.find((k) => !previous.includes(k));
  if (!added) return [...next];
  const trail = findTrail(menu, (e) => e.id === added);
  return trail ? trail.map((e) => e.id) : [added];
}

export type MenuLink =
  | { kind: 'none' }
  | { kind: 'external'; href: string }
  | { kind: 'internal'; to: string };

/**
 * Whether a menu entry opens in a new browser tab rather than through the router: external addresses
 * (http, https, mailto, tel), data-visualization views (type 6) and links (type 7) not targeted at
 * '_self', even when their address is relative to this site (e.g. '/api/docs', which no route matches).
 */
export function opensInNewTab(entry: Pick<MenuEntry, 'type' | 'linkTarget'>, path: string): boolean {
  return isExternal(path) || entry.type === 6 || (entry.type === 7 && entry.linkTarget !== '_self');
}

/** What clicking a menu leaf does (docs/product.md#jnpf-menu-routes, sidebar). */
export function menuLink(entry: MenuEntry): MenuLink {
  if (entry.type === 1) return { kind: 'none' };
  if (entry.enCode === 'visualization') return { kind: 'external', href: entry.path || VISUALIZATION_PATH };
  const path = entry.path ?? '';
  if (!path) return { kind: 'none' };
  if (opensInNewTab(entry, path)) return { kind: 'external', href: path };
  return { kind: 'internal', to: path };
}
