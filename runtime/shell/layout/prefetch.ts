import { useEffect } from 'react';
import type { AppRoute } from '../../state/session';
import type { RENDERER_LOADERS } from '../../renderers/loaders';
import { schemaPageFor } from '../../views/screens';
import { useMenuRoutes } from './routes';

/** Runs `task` when the browser is idle; returns a cancel. */
export type WhenIdle = (task: () => void) => () => void;

// The timeout makes the prefetch happen on a page that is never idle too, only later.
const IDLE_TIMEOUT_MS = 3000;
const FALLBACK_DELAY_MS = 1000;

export const whenIdle: WhenIdle = (task) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, FALLBACK_DELAY_MS);
  return () => clearTimeout(id);
};

// No static import here: the sign-in page's code lists the shell chunk's static imports (to preload them), and it
// must not grow; nor a new dynamic one (the bundler would then split shared code into one more chunk it lists). The
// steps go the way a visit goes: the router's menu view, then (type 3) the designed-page renderer and its page check,
// the lazy schema page, whose lazy renderers' loaders they call.
const menuView = () => import('../../views/MenuView');
const dynamicModel = () => menuView().then((m) => m.loadDynamicModelView());
const schemaPage = () => menuView().then((m) => m.loadSchemaPage());
const renderer = (type: keyof typeof RENDERER_LOADERS) => () => schemaPage().then((m): Promise<unknown> => m.RENDERER_LOADERS[type]());

/** The chunks a first visit of a menu page may wait for, by name (the menu → chunks mapping names them). */
const CHUNK_LOADERS = {
  menuView,
  dynamicModel,
  pageCheck: () => dynamicModel().then((m): Promise<unknown> => m.loadPageCheck()),
  schemaPage,
  list: renderer('list'),
  tabs: renderer('tabs'),
  detail: renderer('detail'),
  form: renderer('form'),
} satisfies Record<string, () => Promise<unknown>>;

export type PrefetchChunk = keyof typeof CHUNK_LOADERS;

/**
 * A schema page's chunks in the order its first visit needs them: the menu view, the schema page, then the
 * renderers (they share most of their code, so the first one brings the bulk).
 */
const SCHEMA_CHUNKS: readonly PrefetchChunk[] = ['menuView', 'schemaPage', 'list', 'tabs', 'detail', 'form'];

/** What a first visit of a schema page waits for, in the order it needs it. */
export const SCHEMA_PAGE_LOADERS: ReadonlyArray<() => Promise<unknown>> = SCHEMA_CHUNKS.map((name) => CHUNK_LOADERS[name]);

export const hasSchemaPage = (routes: readonly AppRoute[]): boolean =>
  routes.some((route) => route.view === 'page' && schemaPageFor(route.meta.urlAddress) !== undefined);

/** A published design's page (menu type 3): rendered from its design by the dynamic-model renderer, through the schema page. */
export const hasDesignedPage = (routes: readonly AppRoute[]): boolean => routes.some((route) => route.view === 'dynamicModel');

/**
 * The chunks the menus' pages need, each once, in the order a first visit needs them: schema pages (type 2) need the
 * schema renderers; designed pages (type 3) the dynamic-model renderer and its page check first, then the same.
 */
export function chunksForMenu(routes: readonly AppRoute[]): PrefetchChunk[] {
  const designed = hasDesignedPage(routes);
  if (!designed && !hasSchemaPage(routes)) return [];
  return designed ? ['menuView', 'dynamicModel', 'pageCheck', ...SCHEMA_CHUNKS.slice(1)] : [...SCHEMA_CHUNKS];
}

/**
 * Imports `loaders` one after another, each when the browser is idle, so evaluating a large chunk never lands
 * while the user is typing or scrolling. A failure is ignored: the real visit imports it again. Returns a cancel.
 */
export function prefetchWhenIdle(loaders: ReadonlyArray<() => Promise<unknown>>, idle: WhenIdle = whenIdle): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const next = (i: number) => {
    if (cancelled || i >= loaders.length) return;
    cancelIdle = idle(() => {
      if (cancelled) return;
      loaders[i]().catch(() => undefined).finally(() => next(i + 1));
    });
  };
  next(0);
  return () => {
    cancelled = true;
    cancelIdle();
  };
}

/**
 * The signed-in shell downloads the renderers while idle, once the menus show a page rendered by a schema or a
 * published design, so the first visit of such a page is as fast as the next (the sign-in page downloads none of it).
 */
export function usePrefetchSchemaPages(): void {
  // A string: the effect runs again only when the needed chunks change, not on every new routes array.
  const chunks = chunksForMenu(useMenuRoutes()).join(',');
  useEffect(() => (chunks ? prefetchWhenIdle(chunks.split(',').map((name) => CHUNK_LOADERS[name as PrefetchChunk])) : undefined), [chunks]);
}
