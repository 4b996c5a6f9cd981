import { addView, delAllViews, delCachedView, delOtherViews, delView, tags, type VisitedView } from '../../../state/tags';
import { remountPage } from '../page-area/refresh';
import { targetAfterClose, targetAfterCloseAll, targetAfterCloseOthers } from './rules';

type Go = (to: string) => void;

export function closeTag(path: string, activePath: string, go: Go): void {
  delView(path);
  const to = targetAfterClose(tags.visitedViews, path, activePath);
  if (to) go(to);
}

export function closeOtherTags(view: VisitedView, activePath: string, go: Go): void {
  delOtherViews(view.path);
  const to = targetAfterCloseOthers(view, activePath);
  if (to) go(to);
}

export function closeAllTags(activePath: string, go: Go): void {
  delAllViews();
  const to = targetAfterCloseAll(tags.visitedViews, activePath);
  if (to) go(to);
}

/** Drops the page from the cache and mounts it afresh (then shows it). */
export function refreshTag(path: string, activePath: string, go: Go): void {
  const view = tags.visitedViews.find((v) => v.path === path);
  if (!view) return;
  delCachedView(view.name);
  remountPage(path);
  addView(view);
  if (path !== activePath) go(view.fullPath);
}
