import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { TablePaginationConfig } from 'antd';
import { firstPage, type PageState } from './paging';
import { usePaginationProps } from './usePagination';

/** What a paged list route answers (`Paged<T>`), or nothing. */
export type TablePage<Row> = { list?: Row[]; pagination?: { total?: number } } | null | undefined;

export interface PagedTableOptions<Row, Filters> {
  /** Fetches one page with the applied filters; the latest function given is used. */
  fetch: (filters: Filters, page: PageState) => Promise<TablePage<Row>>;
  /** The filters before any search, and after 重置. */
  noFilters: Filters;
  /** Loads again when it changes (a category tab, a push). */
  reloadKey?: unknown;
}

export interface PagedTable<Row, Filters> {
  /** The filters being edited; `search` applies them. */
  draft: Filters;
  setDraft: Dispatch<SetStateAction<Filters>>;
  rows: Row[];
  setRows: Dispatch<SetStateAction<Row[]>>;
  loading: boolean;
  /** Ticked row keys, cleared by every load. */
  selected: string[];
  setSelected: Dispatch<SetStateAction<string[]>>;
  /** antd Table pagination props (generic layout, docs/product.md#constants). */
  pagination: TablePaginationConfig;
  /** Applies the draft and goes back to page 1 (the size stays). */
  search: () => void;
  /** Applies these filters (a search form that keeps its own draft) and goes back to page 1. */
  apply: (filters: Filters) => void;
  /** Clears the filters and goes back to the first page. */
  reset: () => void;
  /** Loads the current page again (刷新, after a delete). */
  refresh: () => void;
}

/**
 * The state of a filtered, paged table (message centre, system log): draft and applied filters, page, rows,
 * total, selection. A failed load shows an empty table (the HTTP layer showed the message); an answer
 * overtaken by a later load is dropped.
 */
export function usePagedTable<Row, Filters>({ fetch, noFilters, reloadKey }: PagedTableOptions<Row, Filters>): PagedTable<Row, Filters> {
  const [draft, setDraft] = useState<Filters>(noFilters);
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [page, setPage] = useState<PageState>(firstPage);
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [version, setVersion] = useState(0);
  const latest = useRef(fetch);
  latest.current = fetch;
  const call = useRef(0);

  useEffect(() => {
    const id = ++call.current;
    setLoading(true);
    latest.current(filters, page)
      .then((data) => {
        if (id !== call.current) return;
        setRows(data?.list ?? []);
        setTotal(data?.pagination?.total ?? 0);
        setSelected([]);
      })
      .catch(() => {
        if (id !== call.current) return;
        setRows([]);
        setTotal(0);
      })
      .finally(() => { if (id === call.current) setLoading(false); });
  }, [filters, page, version, reloadKey]);

  useEffect(() => () => { call.current += 1; }, []);

  const pagination = usePaginationProps(page, total, setPage);
  const search = useCallback(() => { setFilters(draft); setPage((p) => ({ ...p, currentPage: 1 })); }, [draft]);
  const apply = useCallback((next: Filters) => { setDraft(next); setFilters(next); setPage((p) => ({ ...p, currentPage: 1 })); }, []);
  const reset = useCallback(() => { setDraft(noFilters); setFilters(noFilters); setPage(firstPage); }, [noFilters]);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);

  return { draft, setDraft, rows, setRows, loading, selected, setSelected, pagination, search, apply, reset, refresh };
}
