import { Suspense, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { session, type AppRoute } from '../state/session';
import { findRoute } from '../permission/resolve';
import { CurrentRouteContext } from '../permission/context';

/** A fixed route's page with its route in context (titles, permission guards). */
export function FixedView({ path, children }: { path: string; children: ReactNode }) {
  const snap = useSnapshot(session);
  const route = findRoute(path, snap.routes as readonly AppRoute[]) ?? null;
  return (
    <CurrentRouteContext.Provider value={route}>
      <Suspense fallback={null}>{children}</Suspense>
    </CurrentRouteContext.Provider>
  );
}
