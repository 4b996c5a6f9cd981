import { useSnapshot } from 'valtio';
import { session, type AppRoute } from '../state/session';
import { routeTitle } from '../permission/fixed';
import { RENDERERS } from './renderers';
import { RendererMissing } from './common/RendererMissing';

/** /visualization: the large-screen view of the menu entry coded 'visualization'. */
export function VisualizationPage() {
  const snap = useSnapshot(session);
  const route = (snap.routes as readonly AppRoute[]).find((r) => r.view === 'visualization');
  if (!route) return null;
  const Renderer = RENDERERS.visualization;
  return Renderer ? <Renderer route={route} /> : <RendererMissing title={routeTitle(route.meta)} view="visualization" />;
}
