/**
 * Lazy scroll rules shared by the browser's infinite lists (message drawer 200 px, contacts 300 px, chat
 * history 100 px: docs/product.md#constants): how near the end counts, when another page may exist, how a
 * page joins the list.
 */
export interface ScrollBox {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** The bottom of the box is within `px` (also true when the content does not fill the box). */
export const nearBottom = (box: ScrollBox, px: number): boolean => box.scrollHeight - box.scrollTop - box.clientHeight <= px;

/** The top of the box is within `px`. */
export const nearTop = (box: ScrollBox, px: number): boolean => box.scrollTop <= px;

/** Another page may exist: the last one came back full. */
export const hasMoreAfter = (received: number, pageSize: number): boolean => received >= pageSize;

/**
 * Appends a page, dropping ids already listed (a push between two pages shifts the server's pages by one);
 * items without an id (a chat line not stored yet) are always kept.
 */
export function appendPage<T extends { id?: string | null }>(list: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(list.map((item) => item.id).filter(Boolean));
  return [...list, ...page.filter((item) => !item.id || !seen.has(item.id))];
}
