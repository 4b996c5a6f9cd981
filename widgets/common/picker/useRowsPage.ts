import { useEffect, useRef, useState } from 'react';
import type { PageQuery, RowsPage } from '../../services';

export type Row = Record<string, unknown>;

export interface RowsPageState {
  rows: Row[];
  total: number;
  loading: boolean;
}

const NO_ROWS: Row[] = [];

/**
 * One page of rows for `query`, reloaded when the query changes or `nonce` counts up (refresh).
 * The loader is read through a ref, so a parent re-creating it does not reload.
 */
export function useRowsPage(load: (query: PageQuery) => Promise<RowsPage>, query: PageQuery, nonce: number): RowsPageState {
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  }, [load]);
  const { keyword, currentPage, pageSize } = query;
  const key = `${keyword ?? ''}\u0000${currentPage}\u0000${pageSize}\u0000${nonce}`;
  const [loaded, setLoaded] = useState<{ key: string; rows: Row[]; total: number } | undefined>(undefined);

  useEffect(() => {
    let live = true;
    loader.current({ keyword: keyword || undefined, currentPage, pageSize }).then(
      (page) => live && setLoaded({ key, rows: page.list, total: page.total }),
      () => live && setLoaded({ key, rows: NO_ROWS, total: 0 }),
    );
    return () => {
      live = false;
    };
  }, [key, keyword, currentPage, pageSize]);

  // While a new page loads the old rows stay (no flicker), marked as loading.
  return { rows: loaded?.rows ?? NO_ROWS, total: loaded?.total ?? 0, loading: loaded?.key !== key };
}
