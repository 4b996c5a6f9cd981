import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ApiCall, ListSchema } from '../../../schemas';
import { callApi } from '../api';
import { resolveTemplate } from '../template';
import { DEFAULT_PAGE_SIZE, nextPage } from '../../views/common/paging';

export type Row = Record<string, unknown>;
export type SortOrder = 'asc' | 'desc';
export interface SortState { prop: string; order: SortOrder }

/** What the list asks the server for. `search` and `filter` are query parameters already. */
export interface ListQuery {
  currentPage: number;
  pageSize: number;
  sort: SortState | null;
  /** From the search form. */
  search: Record<string, unknown>;
  /** From the left tree. */
  filter: Record<string, unknown>;
}

export interface ListData {
  query: ListQuery;
  rows: Row[];
  total: number;
  /** The page title the last reply brought under the schema's `titleKey`, else null. */
  title: string | null;
  loading: boolean;
  /** Message of the last failed load (the HTTP layer already showed it once as a popup). */
  error: string | null;
  /** New search parameters: back to page 1. */
  search(params: Record<string, unknown>): void;
  /** Tree filter: back to page 1. */
  filterBy(params: Record<string, unknown>): void;
  /** Pager change; a new page size goes back to page 1 (docs/product.md#constants). */
  setPage(page: number, size: number): void;
  setSort(sort: SortState | null): void;
  /** Loads the current page again. */
  reload(): void;
  /** After `count` rows were deleted: the previous page when the current one became empty, else reload. */
  reloadAfterRemove(count: number): void;
}

/** The parameters of one list request (docs/product.md#constants, #jnpf-list-config: currentPage, pageSize, sidx, sort, search). */
export function listParams(query: ListQuery, paged: boolean): Record<string, unknown> {
  const params: Record<string, unknown> = { ...query.search, ...query.filter };
  if (paged) {
    params.currentPage = query.currentPage;
    params.pageSize = query.pageSize;
  }
  // No active sort sends nothing: the server applies its own default order.
  if (query.sort) {
    params.sidx = query.sort.prop;
    params.sort = query.sort.order;
  }
  return params;
}

/** The search and sort part only (exports take the current search, not the page). */
export function exportParams(query: ListQuery): Record<string, unknown> {
  return listParams(query, false);
}

/**
 * Call and data of a list request. A declared GET `query` (e.g. `{ spvId: '{{route.id}}' }` in a detail
 * tab) is resolved and sent together with paging and search, so a scoped list still pages.
 */
export function listRequest(api: ApiCall, context: Record<string, unknown>, params: Record<string, unknown>): { call: ApiCall; data: Record<string, unknown> } {
  if (api.method === 'GET' && api.query) {
    const fixed = resolveTemplate(api.query, context) as Record<string, unknown>;
    return { call: { ...api, query: undefined }, data: { ...params, ...fixed } };
  }
  return { call: api, data: params };
}

interface PageReply { list?: Row[]; pagination?: { total?: number } }

/** Rows and total of a reply: `{ list, pagination }`, `{ list }` (or the rows under `rowsKey`) or a bare array. */
export function readPage(data: unknown, rowsKey = 'list'): { rows: Row[]; total: number } {
  if (Array.isArray(data)) return { rows: data as Row[], total: data.length };
  const reply = (data ?? {}) as PageReply & Record<string, unknown>;
  const found = reply[rowsKey];
  const rows = Array.isArray(found) ? (found as Row[]) : [];
  return { rows, total: Number(reply.pagination?.total ?? rows.length) };
}

/** The text under `titleKey` in a reply's `data`, when the schema names one and the reply has it. */
export function readTitle(data: unknown, titleKey: string | undefined): string | null {
  if (!titleKey || !data || typeof data !== 'object') return null;
  const value = (data as Record<string, unknown>)[titleKey];
  return typeof value === 'string' && value !== '' ? value : null;
}

interface LoadState { rows: Row[]; total: number; title: string | null; loading: boolean; error: string | null }
const EMPTY_ROWS: Row[] = [];

/** Query state of a list page and the rows of the current query (previous rows stay while loading). */
export function useListData(schema: ListSchema, routeParams: Record<string, string> | undefined, initialSearch: Record<string, unknown>): ListData {
  // A tree list (treeRows) is never paged: the server answers the whole tree, or its root level.
  const paging = schema.pagination === false || schema.treeRows ? null : schema.pagination;
  const paged = paging !== null;
  const [query, setQuery] = useState<ListQuery>(() => ({
    currentPage: 1,
    pageSize: paging?.pageSize ?? DEFAULT_PAGE_SIZE,
    sort: schema.defaultSort ? { prop: schema.defaultSort.prop, order: schema.defaultSort.order } : null,
    search: initialSearch,
    filter: {},
  }));
  const [state, setState] = useState<LoadState>({ rows: EMPTY_ROWS, total: 0, title: null, loading: true, error: null });
  const [version, setVersion] = useState(0);
  const api = schema.api.list;
  const rowsKey = schema.rowsKey;
  const titleKey = schema.titleKey;
  // Compared by value: hosts often pass a fresh object on every render.
  const routeKey = JSON.stringify(routeParams ?? {});
  const route = useMemo(() => JSON.parse(routeKey) as Record<string, string>, [routeKey]);

  useEffect(() => {
    let live = true;
    const params = listParams(query, paged);
    const { call, data } = listRequest(api, { route, ...params }, params);
    setState((s) => ({ ...s, loading: true }));
    callApi(call, { route, ...params }, data).then(
      (reply) => {
        if (!live) return;
        const page = readPage(reply.data, rowsKey);
        setState({ rows: page.rows, total: page.total, title: readTitle(reply.data, titleKey), loading: false, error: null });
      },
      (error: unknown) => {
        if (!live) return;
        setState((s) => ({ ...s, loading: false, error: error instanceof Error ? error.message : String(error) }));
      },
    );
    // A reply that arrives after a newer query (or after unmount) is ignored.
    return () => { live = false; };
  }, [api, rowsKey, titleKey, route, query, paged, version]);

  const search = useCallback((params: Record<string, unknown>) => setQuery((q) => ({ ...q, search: params, currentPage: 1 })), []);
  const filterBy = useCallback((params: Record<string, unknown>) => setQuery((q) => ({ ...q, filter: params, currentPage: 1 })), []);
  const setPage = useCallback((page: number, size: number) => setQuery((q) => ({ ...q, ...nextPage(q, page, size) })), []);
  const setSort = useCallback((sort: SortState | null) => setQuery((q) => ({ ...q, sort })), []);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const rowCount = state.rows.length;
  const reloadAfterRemove = useCallback((count: number) => {
    if (count >= rowCount && query.currentPage > 1) setQuery((q) => ({ ...q, currentPage: q.currentPage - 1 }));
    else setVersion((v) => v + 1);
  }, [rowCount, query.currentPage]);

  return { query, ...state, search, filterBy, setPage, setSort, reload, reloadAfterRemove };
}
