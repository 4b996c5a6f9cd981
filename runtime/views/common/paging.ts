/** Generic pagination (docs/product.md#constants): default 20, sizes 20/50/100/500; changing the size goes back to page 1. */
export const PAGE_SIZES = [20, 50, 100, 500];
export const DEFAULT_PAGE_SIZE = 20;

export interface PageState {
  currentPage: number;
  pageSize: number;
}

export const firstPage: PageState = { currentPage: 1, pageSize: DEFAULT_PAGE_SIZE };

export function nextPage(prev: PageState, page: number, size: number): PageState {
  if (size !== prev.pageSize) return { currentPage: 1, pageSize: size };
  return { currentPage: page, pageSize: size };
}
