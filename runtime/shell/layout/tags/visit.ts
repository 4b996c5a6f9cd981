import { useEffect } from 'react';
import { useLocation } from '@tanstack/react-router';
import type { RouteMeta } from '../../../state/session';
import { addView } from '../../../state/tags';
import { hasParams, resolveRoute, useMenuRoutes } from '../routes';
import { useFixedRoutes } from '../search-pool';

/** Adds a tag (and a cache entry unless meta.noCache) for a visited path. */
export function addVisitedView(path: string, meta: RouteMeta, name: string = path, fullPath: string = path): void {
  addView({ path, fullPath, name, title: meta.title, zhTitle: meta.zhTitle, meta: { ...meta } });
}

/** Pinned routes get their tags first; then every route change adds its tag. */
export function useVisitTracking(): void {
  const location = useLocation();
  const { pathname, href } = location;
  const menuRoutes = useMenuRoutes();
  const fixedRoutes = useFixedRoutes();

  useEffect(() => {
    for (const route of [...fixedRoutes, ...menuRoutes]) {
      if (route.meta.affix && !hasParams(route.path)) addVisitedView(route.path, route.meta, route.name);
    }
  }, [fixedRoutes, menuRoutes]);

  useEffect(() => {
    if (pathname.startsWith('/redirect')) return;
    const route = resolveRoute(pathname, menuRoutes, fixedRoutes);
    if (route) addVisitedView(pathname, route.meta, route.name, href);
  }, [pathname, href, menuRoutes, fixedRoutes]);
}
