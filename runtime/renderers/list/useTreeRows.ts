import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { functionalUpdate, type ExpandedState, type Updater } from '@tanstack/react-table';
import type { TreeRows } from '../../../schemas';
import { callApi } from '../api';
import { readPage, type ListQuery, type Row } from './useListData';

/** What a tree row shows beside its expander while its children load, or after they failed to. */
export interface TreeRowStatus {
  loading: Readonly<Record<string, true>>;
  errors: Readonly<Record<string, string>>;
}

/** The rows of a `treeRows` list and their expansion, ready for the grid (table.tsx). */
export interface TreeRowsView {
  /** The list's rows with the lazily loaded children put under their parents. */
  rows: Row[];
  childrenKey: string;
  expanded: ExpandedState;
  onExpandedChange(updater: Updater<ExpandedState>): void;
  /** Whether a row gets an expander (`subRowCount`: children the grid knows of). */
  canExpand(row: Row, subRowCount: number): boolean;
  status: TreeRowStatus;
}

export interface TreeRowsInput {
  config: TreeRows | undefined;
  /** The root rows and the query they answer (useListData). */
  rows: Row[];
  query: ListQuery;
  rowKey: string;
  route: Record<string, string>;
}

const NONE: Readonly<Record<string, never>> = {};
const NO_STATUS: TreeRowStatus = { loading: NONE, errors: NONE };

/**
 * Lazily loaded children belong to the root rows they were loaded under: a refresh or a search
 * brings new root rows, and with them an empty cache (the tree reloads from the root).
 */
interface LazyState {
  root: Row[];
  children: Record<string, Row[]>;
  loading: Record<string, true>;
  errors: Record<string, string>;
}

/** A row without children of its own: `isLeaf` (reference tree nodes) or `hasChildren: false`. */
function isLeaf(row: Row): boolean {
  return row.isLeaf === true || row.hasChildren === false;
}

function inlineChildren(row: Row, childrenKey: string): Row[] | undefined {
  const value = row[childrenKey];
  return Array.isArray(value) && value.length > 0 ? (value as Row[]) : undefined;
}

/** `rows` with the loaded children attached; rows and branches without any stay the same objects. */
export function attachChildren(rows: Row[], loaded: Readonly<Record<string, Row[]>>, rowKey: string, childrenKey: string): Row[] {
  let changed = false;
  const out = rows.map((row) => {
    const own = loaded[String(row[rowKey])];
    const kids = own ?? inlineChildren(row, childrenKey);
    if (!kids) return row;
    const next = attachChildren(kids, loaded, rowKey, childrenKey);
    if (!own && next === kids) return row;
    changed = true;
    return { ...row, [childrenKey]: next };
  });
  return changed ? out : rows;
}

export function isRowExpanded(expanded: ExpandedState, id: string): boolean {
  return expanded === true || !!expanded[id];
}

/**
 * Rows that are expanded and visible but whose children were never loaded (nor are loading, nor
 * failed): the rows a lazy tree must ask the server about now.
 */
export function rowsToLoad(rows: Row[], expanded: ExpandedState, state: Omit<LazyState, 'root'>, rowKey: string, childrenKey: string): Row[] {
  const out: Row[] = [];
  const walk = (list: Row[]) => {
    for (const row of list) {
      const id = String(row[rowKey]);
      if (!isRowExpanded(expanded, id)) continue;
      const kids = inlineChildren(row, childrenKey);
      if (kids) walk(kids);
      else if (!isLeaf(row) && !(id in state.children) && !state.loading[id] && !(id in state.errors)) out.push(row);
    }
  };
  walk(rows);
  return out;
}

/** Ids of the rows (at any depth) that came with children: what defaultExpandAll opens in a lazy tree. */
function idsWithChildren(rows: Row[], rowKey: string, childrenKey: string, out: Record<string, boolean> = {}): Record<string, boolean> {
  for (const row of rows) {
    const kids = inlineChildren(row, childrenKey);
    if (!kids) continue;
    out[String(row[rowKey])] = true;
    idsWithChildren(kids, rowKey, childrenKey, out);
  }
  return out;
}

/**
 * Expansion and lazy children of a `treeRows` list (schemas/types.ts TreeRows); null for a flat list.
 * Expanding a lazy row calls `lazy` once for it ({{row.x}}, {{id}}, {{route.x}}); its children are
 * read from `data.list`. A refresh keeps what is expanded and loads those rows' children again; a new
 * search starts from the default expansion.
 */
export function useTreeRows({ config, rows, query, rowKey, route }: TreeRowsInput): TreeRowsView | null {
  const childrenKey = config?.childrenKey ?? 'children';
  const lazy = config?.lazy;
  const expandAll = !!config?.defaultExpandAll;

  // Expansion belongs to the query it was made under: a new search starts from the default.
  const [picked, setPicked] = useState<{ query: ListQuery; value: ExpandedState | null }>({ query, value: null });
  const [lazyState, setLazyState] = useState<LazyState>({ root: rows, children: {}, loading: {}, errors: {} });
  const fresh = lazyState.root === rows;
  const loadedChildren = fresh ? lazyState.children : NONE;
  const loading = fresh ? lazyState.loading : NONE;
  const errors = fresh ? lazyState.errors : NONE;

  const treeRows = useMemo(
    () => (lazy ? attachChildren(rows, loadedChildren, rowKey, childrenKey) : rows),
    [lazy, rows, loadedChildren, rowKey, childrenKey],
  );
  const defaultExpanded = useMemo<ExpandedState>(
    // All open would ask the server for every node of a lazy tree: only what came with children opens.
    () => (!expandAll ? {} : lazy ? idsWithChildren(rows, rowKey, childrenKey) : true),
    [expandAll, lazy, rows, rowKey, childrenKey],
  );
  const expanded = picked.query === query && picked.value !== null ? picked.value : defaultExpanded;

  // Read by the callbacks below, which stay the same functions for the grid. Updated in a layout effect: a click right
  // after a failed load (before passive effects ran) must see that failure, or expanding the row again would not retry.
  const latest = useRef({ expanded, errors, query, route, rows });
  useLayoutEffect(() => { latest.current = { expanded, errors, query, route, rows }; });

  const onExpandedChange = useCallback((updater: Updater<ExpandedState>) => {
    const { expanded: before, errors: failed, query: q, rows: root } = latest.current;
    const next = functionalUpdate(updater, before);
    setPicked({ query: q, value: next });
    // Expanding a row whose children failed to load tries again.
    const retry = Object.keys(failed).filter((id) => isRowExpanded(next, id));
    if (retry.length) {
      setLazyState((s) => {
        if (s.root !== root) return s;
        const errors = { ...s.errors };
        for (const id of retry) delete errors[id];
        return { ...s, errors };
      });
    }
  }, []);

  const load = useCallback((row: Row) => {
    if (!lazy) return;
    const root = latest.current.rows;
    const id = String(row[rowKey]);
    const update = (change: (s: LazyState) => LazyState) => setLazyState((s) => {
      // Children of rows from an earlier load of the root are dropped.
      const base = s.root === root ? s : { root, children: {}, loading: {}, errors: {} };
      return latest.current.rows === root ? change(base) : s;
    });
    update((s) => ({ ...s, loading: { ...s.loading, [id]: true } }));
    callApi(lazy, { row, id: row[rowKey], route: latest.current.route }).then(
      (reply) => update((s) => {
        const { [id]: _done, ...loading } = s.loading;
        return { ...s, loading, children: { ...s.children, [id]: readPage(reply.data).rows } };
      }),
      (error: unknown) => {
        update((s) => {
          const { [id]: _done, ...loading } = s.loading;
          return { ...s, loading, errors: { ...s.errors, [id]: error instanceof Error ? error.message : String(error) } };
        });
        // The row closes again; expanding it once more retries.
        if (latest.current.rows !== root) return;
        setPicked((p) => {
          const value = p.value ?? latest.current.expanded;
          if (value === true || !value[id]) return p;
          const { [id]: _closed, ...rest } = value;
          return { ...p, value: rest };
        });
      },
    );
  }, [lazy, rowKey]);

  const pending = useMemo(
    () => (lazy ? rowsToLoad(treeRows, expanded, { children: loadedChildren, loading, errors }, rowKey, childrenKey) : []),
    [lazy, treeRows, expanded, loadedChildren, loading, errors, rowKey, childrenKey],
  );
  useEffect(() => {
    for (const row of pending) load(row);
  }, [pending, load]);

  const canExpand = useCallback((row: Row, subRowCount: number) => {
    if (subRowCount > 0) return true;
    if (!lazy || isLeaf(row)) return false;
    // Loaded and empty: nothing to expand.
    return !(String(row[rowKey]) in loadedChildren);
  }, [lazy, rowKey, loadedChildren]);

  const status = useMemo<TreeRowStatus>(
    () => (loading === NONE && errors === NONE ? NO_STATUS : { loading, errors }),
    [loading, errors],
  );

  if (!config) return null;
  return { rows: treeRows, childrenKey, expanded, onExpandedChange, canExpand, status };
}
