/**
 * Lazy scroll of the message drawer (docs/product.md "Message drawer"; spec section 4 "Lazy scroll", section 9):
 * 20 messages a page, the next page loads when the bottom is within 200 px, loading stops once a page
 * returns fewer than 20.
 */
export const DRAWER_PAGE_SIZE = 20;
export const DRAWER_SCROLL_THRESHOLD = 200;

export interface ScrollBox {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** The bottom of the box is within `threshold` px (also true when the content does not fill the box). */
export function nearBottom(box: ScrollBox, threshold = DRAWER_SCROLL_THRESHOLD): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= threshold;
}

/** Another page may exist: the last one came back full. */
export function hasMoreAfter(received: number, pageSize = DRAWER_PAGE_SIZE): boolean {
  return received >= pageSize;
}

/** Appends a page, dropping ids already listed (a push between two pages shifts the server's pages by one). */
export function appendPage<T extends { id: string }>(list: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(list.map((item) => item.id));
  return [...list, ...page.filter((item) => !seen.has(item.id))];
}
