import { rememberModule } from '../views/common/lazyModule';

/**
 * The page renderers' modules, loaded on demand. One definition for SchemaPage's lazy components and for the
 * shell's idle prefetch (shell/layout/prefetch.ts), so both ask for the same chunks and a prefetched renderer
 * renders without waiting.
 */
export const RENDERER_LOADERS = {
  list: rememberModule(() => import('./list')),
  detail: rememberModule(() => import('./detail')),
  form: rememberModule(() => import('./form/FormPage')),
  tabs: rememberModule(() => import('./tabs')),
};
