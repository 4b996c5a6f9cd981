import { proxy, ref, useSnapshot } from 'valtio';
import { FIXED_ROUTES } from '../../permission';
import type { AppRoute } from '../../state/session';

/**
 * Fixed routes known to the shell (header search pool, tag titles): the permission module's
 * FIXED_ROUTES by default; the router may register its own list (with parameter routes).
 */
export const fixedRouteRegistry = proxy<{ routes: AppRoute[] }>({ routes: ref([...FIXED_ROUTES]) });

export function registerFixedRoutes(routes: AppRoute[]): void {
  fixedRouteRegistry.routes = ref([...routes]);
}

export function useFixedRoutes(): AppRoute[] {
  return useSnapshot(fixedRouteRegistry).routes as AppRoute[];
}
