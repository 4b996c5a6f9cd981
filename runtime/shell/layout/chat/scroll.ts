/** Lazy scroll thresholds and the chat's scroll delay (docs/product.md#constants). */
export const CONTACTS_THRESHOLD_PX = 300;
export const HISTORY_THRESHOLD_PX = 100;
export const CHAT_SCROLL_DELAY_MS = 500;

export const nearBottom = (el: HTMLElement, px: number): boolean => el.scrollHeight - el.scrollTop - el.clientHeight <= px;
export const nearTop = (el: HTMLElement, px: number): boolean => el.scrollTop <= px;
