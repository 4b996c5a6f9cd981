import { Suspense, useMemo } from 'react';
import { useLocation, useParams } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session, type AppRoute } from '../state/session';
import { CurrentRouteContext } from '../permission/context';
import { SchemaPage } from './SchemaPageLazy';
import { Loading } from './common/Loading';

/** A fixed schema screen ('/gold/spvs/detail/$id'): its route (with the owning menu's modelId) in context. */
export function FixedScreenView({ path, schemaId, params: fixedParams }: { path: string; schemaId: string; params?: Record<string, string> }) {
  const pathParams = useParams({ strict: false }) as Record<string, string>;
  const params = useMemo(() => (fixedParams ? { ...fixedParams, ...pathParams } : pathParams), [fixedParams, pathParams]);
  const pathname = useLocation({ select: (l) => l.pathname });
  const snap = useSnapshot(session);
  const route = (snap.routes as readonly AppRoute[]).find((r) => r.path === path) ?? null;
  if (!route) return null;
  return (
    <CurrentRouteContext.Provider value={route}>
      <Suspense fallback={<Loading />}>
        <SchemaPage key={pathname} schemaId={schemaId} routeParams={params} />
      </Suspense>
    </CurrentRouteContext.Provider>
  );
}
