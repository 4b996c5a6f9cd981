import { lazy } from 'react';
import { registerRenderer } from '../../views/renderers';
import { rememberModule } from '../../views/common/lazyModule';

/** The renderer's module: loaded on the first visit of a type-3 menu, or before by the shell's idle prefetch. */
export const loadDynamicModelView = rememberModule(() => import('./DynamicModelView'));

/** Registers the renderer of menu type 3 (view 'dynamicModel'); its code loads in its own chunk on the first visit. */
export function registerDynamicModelRenderer(): void {
  registerRenderer('dynamicModel', lazy(() => loadDynamicModelView().then((m) => ({ default: m.DynamicModelView }))));
}
