import { proxy } from 'valtio';
import type { RouteMeta } from './session';

/** A visited view in the tags bar. */
export interface VisitedView {
  path: string;
  fullPath: string;
  name: string;
  title: string;
  zhTitle: string;
  meta: RouteMeta;
}

export const tags = proxy<{ visitedViews: VisitedView[]; cachedViews: string[] }>({
  visitedViews: [],
  cachedViews: [],
});

export function addView(view: VisitedView): void {
  if (!tags.visitedViews.some((v) => v.path === view.path)) tags.visitedViews.push(view);
  if (!view.meta.noCache && !tags.cachedViews.includes(view.name)) tags.cachedViews.push(view.name);
}

export function delView(path: string): void {
  const i = tags.visitedViews.findIndex((v) => v.path === path);
  if (i >= 0) {
    const [removed] = tags.visitedViews.splice(i, 1);
    const c = tags.cachedViews.indexOf(removed.name);
    if (c >= 0) tags.cachedViews.splice(c, 1);
  }
}

/** Keeps pinned (affix) views and the given one. */
export function delOtherViews(path: string): void {
  tags.visitedViews = tags.visitedViews.filter((v) => v.meta.affix || v.path === path);
  tags.cachedViews = tags.visitedViews.filter((v) => !v.meta.noCache).map((v) => v.name);
}

/** Keeps only pinned (affix) views. */
export function delAllViews(): void {
  tags.visitedViews = tags.visitedViews.filter((v) => v.meta.affix);
  tags.cachedViews = tags.visitedViews.filter((v) => !v.meta.noCache).map((v) => v.name);
}

/** Drops a view from the cache so it re-mounts (tag "refresh"). */
export function delCachedView(name: string): void {
  const c = tags.cachedViews.indexOf(name);
  if (c >= 0) tags.cachedViews.splice(c, 1);
}
