import { lazy } from 'react';
import { registerRenderer } from '../../views/renderers';

/** Registers the renderer of menu type 3 (view 'dynamicModel'); its code loads in its own chunk on the first visit. */
export function registerDynamicModelRenderer(): void {
  registerRenderer('dynamicModel', lazy(() => import('./DynamicModelView').then((m) => ({ default: m.DynamicModelView }))));
}
