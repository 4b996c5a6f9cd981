import { useLocation } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { AppRoute } from '../../state/session';
import { resolveRoute, useMenuRoutes } from './routes';
import { useFixedRoutes } from './search-pool';

/**
 * The menu page a location belongs to: itself, or for a fixed screen (a detail page such as
 * '/gold/spvs/detail/$id') the list it was opened from (`meta.ownerPath`), so the sidebar keeps that
 * list selected and the breadcrumb leads back to it (issue 19, "no dead ends").
 */
export function menuPathFor(pathname: string, menuRoutes: readonly AppRoute[], fixedRoutes: readonly AppRoute[]): { menuPath: string; route?: AppRoute } {
  const route = resolveRoute(pathname, menuRoutes, fixedRoutes);
  return { menuPath: route?.meta.ownerPath ?? pathname, route };
}

/** menuPathFor the current location. */
export function useMenuPath(): { pathname: string; menuPath: string; route?: AppRoute } {
  const pathname = useLocation({ select: (l) => l.pathname });
  const menuRoutes = useMenuRoutes();
  const fixedRoutes = useFixedRoutes();
  return useMemo(() => ({ pathname, ...menuPathFor(pathname, menuRoutes, fixedRoutes) }), [pathname, menuRoutes, fixedRoutes]);
}
