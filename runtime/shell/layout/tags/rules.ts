import type { VisitedView } from '../../../state/tags';

/** Home of the app: where closing the last tag leads. */
export const HOME_PATH = '/home';
/** Context menu width and the padding kept around a tag scrolled into view (docs/product.md#constants). */
export const CONTEXT_MENU_WIDTH = 105;
export const TAG_SCROLL_PADDING = 4;

/** Pinned (affix) tags have no close icon and survive "close others" and "close all". */
export const isClosable = (view: Pick<VisitedView, 'meta'>): boolean => !view.meta.affix;

/** After closing `closed`: where to go (the last remaining tag, else home), or null to stay. */
export function targetAfterClose(remaining: readonly VisitedView[], closedPath: string, activePath: string): string | null {
  if (closedPath !== activePath) return null;
  return remaining.at(-1)?.fullPath ?? HOME_PATH;
}

/** After "close others" on `kept`: its page, unless it is already shown. */
export function targetAfterCloseOthers(kept: VisitedView, activePath: string): string | null {
  return kept.path === activePath ? null : kept.fullPath;
}

/** After "close all": stay when the active page is pinned, else the last remaining tag or home. */
export function targetAfterCloseAll(remaining: readonly VisitedView[], activePath: string): string | null {
  if (remaining.some((v) => v.path === activePath)) return null;
  return remaining.at(-1)?.fullPath ?? HOME_PATH;
}

/** Horizontal scroll for a wheel turn (reference scroll pane: a quarter of 40 px per delta unit). */
export function wheelScrollLeft(scrollLeft: number, deltaY: number, deltaX = 0): number {
  const delta = Math.abs(deltaX) > Math.abs(deltaY) ? deltaX : deltaY;
  return Math.max(0, scrollLeft + (delta * 40) / 4);
}

/** scrollLeft that shows a tag completely, keeping 4 px free around it. */
export function scrollLeftToReveal(box: { scrollLeft: number; width: number }, tag: { left: number; width: number }, padding = TAG_SCROLL_PADDING): number {
  if (tag.left - padding < box.scrollLeft) return Math.max(0, tag.left - padding);
  if (tag.left + tag.width + padding > box.scrollLeft + box.width) return tag.left + tag.width + padding - box.width;
  return box.scrollLeft;
}

/** Left edge of the context menu so that its 105 px stay inside the viewport. */
export function contextMenuLeft(clientX: number, viewportWidth: number, width = CONTEXT_MENU_WIDTH): number {
  return Math.max(0, Math.min(clientX, viewportWidth - width - 15));
}
