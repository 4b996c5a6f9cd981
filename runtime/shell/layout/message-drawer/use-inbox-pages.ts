import { useCallback, useEffect, useRef, useState } from 'react';
import { getInbox, type InboxMessage } from '../../../data/api/message';
import { appendPage, DRAWER_PAGE_SIZE, hasMoreAfter } from './paging';

export interface InboxPages {
  list: InboxMessage[];
  loading: boolean;
  /** No further page (the last came back with fewer than 20). */
  finished: boolean;
  /** Loads the next page unless one is loading, the list is finished or page 1 has not come yet. */
  loadMore: () => void;
  /** Starts again from page 1. */
  reload: () => void;
  /** Marks items read in place. */
  markRead: (ids: string[] | 'all') => void;
}

/** The drawer's inbox, page by page (20, newest first); a reload drops an answer still on its way. */
export function useInboxPages(): InboxPages {
  const [list, setList] = useState<InboxMessage[]>([]);
  const [loading, setLoading] = useState(false);
  const [finished, setFinished] = useState(false);
  const state = useRef({ page: 0, loading: false, finished: false, generation: 0 });

  const fetchPage = useCallback(async (page: number, generation: number) => {
    state.current.loading = true;
    setLoading(true);
    try {
      const data = await getInbox({ currentPage: page, pageSize: DRAWER_PAGE_SIZE, sort: 'desc' });
      if (generation !== state.current.generation) return;
      const rows = data?.list ?? [];
      state.current.page = page;
      state.current.finished = !hasMoreAfter(rows.length);
      setFinished(state.current.finished);
      setList((prev) => (page === 1 ? rows : appendPage(prev, rows)));
    } catch {
      // The HTTP layer showed the message; stop here so a failing call is not repeated on every scroll.
      if (generation !== state.current.generation) return;
      state.current.finished = true;
      setFinished(true);
    } finally {
      if (generation === state.current.generation) {
        state.current.loading = false;
        setLoading(false);
      }
    }
  }, []);

  const loadMore = useCallback(() => {
    const s = state.current;
    // Page 1 comes only from reload (on opening): a scroll or fill check before it must not fetch it twice.
    if (s.loading || s.finished || s.page === 0) return;
    void fetchPage(s.page + 1, s.generation);
  }, [fetchPage]);

  const reload = useCallback(() => {
    const s = state.current;
    s.generation += 1;
    s.page = 0;
    s.finished = false;
    void fetchPage(1, s.generation);
  }, [fetchPage]);

  const markRead = useCallback((ids: string[] | 'all') => {
    setList((prev) => prev.map((item) => (ids === 'all' || ids.includes(item.id) ? { ...item, isRead: '1' } : item)));
  }, []);

  useEffect(() => () => { state.current.generation += 1; }, []);

  return { list, loading, finished, loadMore, reload, markRead };
}
