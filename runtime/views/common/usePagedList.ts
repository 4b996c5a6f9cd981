import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { appendPage, hasMoreAfter } from './lazyScroll';

/** One page as the server gave it: the rows, with the total when the server tells it. */
export type PageAnswer<T> = readonly T[] | { list: readonly T[]; total?: number };

export interface PagedListOptions<T> {
  /** Fetches page `page` (from 1); the latest function given is used, so it may close over a keyword. */
  fetchPage: (page: number) => Promise<PageAnswer<T>>;
  pageSize: number;
  /**
   * A failed page ends the list (default): the HTTP layer has shown the message, and a failing call must not
   * be repeated on every scroll event. `false` leaves it open, so the next scroll asks again.
   */
  stopOnError?: boolean;
}

export interface PagedList<T> {
  list: T[];
  setList: Dispatch<SetStateAction<T[]>>;
  loading: boolean;
  /** No further page: the last came back short (or reached the total), or failed. */
  finished: boolean;
  /** An answer (or failure) for page 1 has come since the last reload: the empty state may show. */
  loaded: boolean;
  /** Loads the next page unless one is loading, the list is finished or page 1 has not come yet. */
  loadMore: () => void;
  /** Starts again from page 1; an answer still on its way for the earlier list is dropped. */
  reload: () => void;
}

/** Infinite-scroll paging (docs/product.md "Message drawer", chat contacts and history): one page at a time. */
export function usePagedList<T extends { id?: string | null }>({ fetchPage, pageSize, stopOnError = true }: PagedListOptions<T>): PagedList<T> {
  const [list, setList] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const [finished, setFinished] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const state = useRef({ page: 0, loading: false, finished: false, generation: 0 });
  const latest = useRef(fetchPage);
  latest.current = fetchPage;

  const fetchOne = useCallback(async (page: number, generation: number) => {
    const s = state.current;
    const current = () => generation === s.generation;
    s.loading = true;
    setLoading(true);
    try {
      const answer = await latest.current(page);
      if (!current()) return;
      const rows = Array.isArray(answer) ? answer : (answer as { list: readonly T[] }).list;
      const total = Array.isArray(answer) ? undefined : (answer as { total?: number }).total;
      s.page = page;
      s.finished = !hasMoreAfter(rows.length, pageSize) || (total !== undefined && page * pageSize >= total);
      setFinished(s.finished);
      setList((prev) => (page === 1 ? [...rows] : appendPage(prev, rows)));
    } catch {
      if (!current() || !stopOnError) return;
      s.finished = true;
      setFinished(true);
    } finally {
      if (current()) {
        s.loading = false;
        setLoading(false);
        setLoaded(true);
      }
    }
  }, [pageSize, stopOnError]);

  const loadMore = useCallback(() => {
    const s = state.current;
    // Page 1 comes only from reload: a scroll or fill check before it must not fetch it twice.
    if (s.loading || s.finished || s.page === 0) return;
    void fetchOne(s.page + 1, s.generation);
  }, [fetchOne]);

  const reload = useCallback(() => {
    const s = state.current;
    s.generation += 1;
    s.page = 0;
    s.finished = false;
    setLoaded(false);
    void fetchOne(1, s.generation);
  }, [fetchOne]);

  // Unmounted: whatever is on its way is dropped.
  useEffect(() => () => { state.current.generation += 1; }, []);

  return { list, setList, loading, finished, loaded, loadMore, reload };
}
