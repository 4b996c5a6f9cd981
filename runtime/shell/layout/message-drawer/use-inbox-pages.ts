import { useCallback } from 'react';
import { getInbox, type InboxMessage } from '../../../data/api/message';
import { usePagedList, type PagedList } from '../../../views/common/usePagedList';
import { DRAWER_PAGE_SIZE } from './paging';

export interface InboxPages extends Omit<PagedList<InboxMessage>, 'setList' | 'loaded'> {
  /** Marks items read in place. */
  markRead: (ids: string[] | 'all') => void;
}

const fetchInbox = async (page: number) => (await getInbox({ currentPage: page, pageSize: DRAWER_PAGE_SIZE, sort: 'desc' }))?.list ?? [];

/** The drawer's inbox, page by page (20, newest first); a failed page ends the list until the next reload. */
export function useInboxPages(): InboxPages {
  const { list, setList, loading, finished, loadMore, reload } = usePagedList({ fetchPage: fetchInbox, pageSize: DRAWER_PAGE_SIZE });

  const markRead = useCallback((ids: string[] | 'all') => {
    setList((prev) => prev.map((item) => (ids === 'all' || ids.includes(item.id) ? { ...item, isRead: '1' } : item)));
  }, [setList]);

  return { list, loading, finished, loadMore, reload, markRead };
}
