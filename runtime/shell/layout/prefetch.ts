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
// steps go the way a visit goes: the router's menu view, its lazy schema page, whose lazy renderers' loaders they call.
const menuView = () => import('../../views/MenuView');
const schemaPage = () => menuView().then((m) => m.loadSchemaPage());
const renderer = (type: keyof typeof RENDERER_LOADERS) => () => schemaPage().then((m): Promise<unknown> => m.RENDERER_LOADERS[type]());

/**
 * What a first visit of a schema page waits for, in the order it needs it: the menu view, the schema page,
 * then the renderers (they share most of their code, so the first one brings the bulk).
 */
export const SCHEMA_PAGE_LOADERS: ReadonlyArray<() => Promise<unknown>> = [
  menuView, schemaPage, renderer('list'), renderer('tabs'), renderer('detail'), renderer('form'),
];

export const hasSchemaPage = (routes: readonly AppRoute[]): boolean =>
  routes.some((route) => route.view === 'page' && schemaPageFor(route.meta.urlAddress) !== undefined);

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
 * The signed-in shell downloads the schema renderers while idle, once the menus show a page rendered by a schema,
 * so the first visit of such a page is as fast as the next (the sign-in page downloads none of it).
 */
export function usePrefetchSchemaPages(): void {
  const needed = hasSchemaPage(useMenuRoutes());
  useEffect(() => (needed ? prefetchWhenIdle(SCHEMA_PAGE_LOADERS) : undefined), [needed]);
}
