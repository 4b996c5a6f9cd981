import { hasMoreAfter as hasMore, nearBottom as near, type ScrollBox } from '../../../views/common/lazyScroll';

/**
 * Lazy scroll of the message drawer (docs/product.md "Message drawer"; spec section 4 "Lazy scroll", section 9):
 * 20 messages a page, the next page loads when the bottom is within 200 px, loading stops once a page
 * returns fewer than 20. The rules themselves are the shared ones (views/common/lazyScroll.ts).
 */
export const DRAWER_PAGE_SIZE = 20;
export const DRAWER_SCROLL_THRESHOLD = 200;

export { appendPage } from '../../../views/common/lazyScroll';
export const nearBottom = (box: ScrollBox, threshold = DRAWER_SCROLL_THRESHOLD): boolean => near(box, threshold);
export const hasMoreAfter = (received: number, pageSize = DRAWER_PAGE_SIZE): boolean => hasMore(received, pageSize);
