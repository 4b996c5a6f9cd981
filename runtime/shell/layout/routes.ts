import { useSnapshot } from 'valtio';
import { findRoute } from '../../permission';
import { session, type AppRoute, type MenuEntry } from '../../state/session';

const isParam = (segment: string) =>
  segment.startsWith('$') || segment.startsWith(':') || (segment.startsWith('{') && segment.endsWith('}'));

export const hasParams = (path: string): boolean => path.split('/').some(isParam);

/** Whether a route path with parameters ('$id', ':id', '{id}', a trailing '$' splat) matches a location path. */
export function matchesPattern(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('?')[0].split('/').filter(Boolean);
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '$' || want[i].endsWith('*')) return got.length >= i;
    if (i >= got.length) return false;
    if (!isParam(want[i]) && want[i] !== got[i]) return false;
  }
  return want.length === got.length;
}

/** The route shown at a location path: menu routes first, then fixed routes, then parameter routes. */
export function resolveRoute(path: string, menuRoutes: readonly AppRoute[], fixedRoutes: readonly AppRoute[]): AppRoute | undefined {
  return findRoute(path, menuRoutes)
    ?? findRoute(path, fixedRoutes)
    ?? [...fixedRoutes, ...menuRoutes].find((r) => hasParams(r.path) && matchesPattern(r.path, path));
}

/** Reactive views of the session the shell reads (plain types instead of deep-readonly snapshots). */
export function useMenuList(): MenuEntry[] {
  return useSnapshot(session).menuList as MenuEntry[];
}

export function useMenuRoutes(): AppRoute[] {
  return useSnapshot(session).routes as AppRoute[];
}
