import { lazyModule, rememberModule } from './common/lazyModule';

/** The schema page's module: loaded by the component below and by the shell's idle prefetch. */
export const loadSchemaPage = rememberModule(() => import('../renderers/SchemaPage'));

/** The schema renderers load on demand: the sign-in page never downloads them; the shell prefetches them when idle. */
export const SchemaPage = lazyModule(loadSchemaPage, (m) => m.SchemaPage);
