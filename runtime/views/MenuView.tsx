import { Suspense, useEffect } from 'react';
import { useMatches, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session, type AppRoute } from '../state/session';
import { findRoute } from '../permission/resolve';
import { CurrentRouteContext } from '../permission/context';
import { routeTitle } from '../permission/fixed';
import { componentPageFor, schemaPageFor } from './screens';
import { SchemaPage } from './SchemaPageLazy';
import { RENDERERS } from './renderers';
import { NotAvailable } from './common/NotAvailable';
import { RendererMissing } from './common/RendererMissing';
import { ExternalLink } from './common/ExternalLink';
import { Loading } from './common/Loading';
import { registerDynamicModelRenderer } from '../renderers/dynamic-model/register';

// The runtime's renderers of dynamic menu types, registered where they are mounted (each loads on first use).
registerDynamicModelRenderer();

// The shell's idle prefetch reaches the schema page and the type-3 renderer through this module (shell/layout/prefetch.ts).
export { loadSchemaPage } from './SchemaPageLazy';
export { loadDynamicModelView } from '../renderers/dynamic-model/register';

function View({ route }: { route: AppRoute }) {
  const title = routeTitle(route.meta);
  if (route.view === 'page') {
    // A schema page first, then a component page (ScreenSet.components, else the runtime's own page).
    const schemaId = schemaPageFor(route.meta.urlAddress);
    if (schemaId) return <SchemaPage schemaId={schemaId} />;
    const Component = componentPageFor(route.meta.urlAddress);
    return Component ? <Component /> : <NotAvailable title={title} />;
  }
  if (route.view === 'externalLink') return <ExternalLink url={route.meta.urlAddress ?? ''} title={title} />;
  const Renderer = RENDERERS[route.view];
  return Renderer ? <Renderer route={route} /> : <RendererMissing title={title} view={route.view} />;
}

/** The catch-all child of the layout: mounts the view of the menu route at this path, else goes to /404. */
export function MenuView() {
  // The committed leaf match, not the location: the location changes before the next page is
  // committed, and this page must not read the next page's path as its own (it would go to /404).
  const pathname = useMatches({ select: (matches) => matches[matches.length - 1]?.pathname ?? '/' });
  const snap = useSnapshot(session);
  const navigate = useNavigate();
  const route = findRoute(pathname, snap.routes as readonly AppRoute[]);
  const missing = !route || route.view === 'visualization';
  const loaded = snap.routes.length > 0;
  // The route's beforeLoad already sends unknown paths to /404; this covers routes that change while mounted.
  // With no routes at all (signing out) nothing is shown and nothing navigates.
  useEffect(() => {
    if (missing && loaded) void navigate({ to: '/404', replace: true });
  }, [missing, loaded, navigate]);
  if (!route || missing) return null;
  return (
    <CurrentRouteContext.Provider value={route}>
      <Suspense fallback={<Loading />}>
        <View key={route.path} route={route} />
      </Suspense>
    </CurrentRouteContext.Provider>
  );
}
