/** Lazy scroll thresholds and the chat's scroll delay (docs/product.md#constants); the checks are the shared ones. */
export const CONTACTS_THRESHOLD_PX = 300;
export const HISTORY_THRESHOLD_PX = 100;
export const CHAT_SCROLL_DELAY_MS = 500;

export { nearBottom, nearTop } from '../../../views/common/lazyScroll';
