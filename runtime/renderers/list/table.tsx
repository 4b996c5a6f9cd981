import { useCallback, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { Button, Empty, Spin } from 'antd';
import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import {
  functionalUpdate, useTable,
  type ColumnVisibilityState, type ExpandedState, type RowSelectionState, type SortingState, type Updater,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { isGroupRow } from '../../../schemas';
import { features, type ColumnLayout, type ListColumnDef } from './columns';
import { TreeStatusContext } from './TreeCell';
import type { Row, SortState } from './useListData';
import type { TreeRowsView } from './useTreeRows';

/** Above this many rows on a page only the rows in view are rendered. */
export const VIRTUAL_THRESHOLD = 100;
const ROW_HEIGHT = 41;
const FALLBACK_WIDTH = 120;

export interface DataTableProps {
  /** Built once per schema/language (columns.tsx buildColumns). */
  columns: ListColumnDef[];
  rows: Row[];
  rowKey: string;
  sort: SortState | null;
  onSort(sort: SortState | null): void;
  selectable: boolean;
  selection: RowSelectionState;
  onSelectionChange(selection: RowSelectionState): void;
  visibility: ColumnVisibilityState;
  loading: boolean;
  error: string | null;
  onRetry(): void;
  /** Rows form a tree (useTreeRows): sub-rows under their parents, expandable. */
  tree?: TreeRowsView | null;
}

const NOT_EXPANDED: ExpandedState = {};
const noExpanding = () => {};

interface CellLayout { style: CSSProperties; className?: string }

/** Width, alignment and sticky offsets of the visible columns (fixed columns need an exact width). */
export function layoutColumns(columns: ReadonlyArray<{ id: string; meta?: ColumnLayout }>): Map<string, CellLayout> {
  const out = new Map<string, CellLayout>();
  const widthOf = (meta?: ColumnLayout) => meta?.width ?? meta?.minWidth ?? FALLBACK_WIDTH;
  let left = 0;
  const lefts = columns.filter((c) => c.meta?.fixed === 'left');
  const rights = columns.filter((c) => c.meta?.fixed === 'right');
  for (const c of columns) {
    const meta = c.meta;
    const style: CSSProperties = { textAlign: meta?.align ?? 'left' };
    if (meta?.width) style.width = meta.width;
    if (meta?.minWidth ?? meta?.width) style.minWidth = meta?.minWidth ?? meta?.width;
    out.set(c.id, { style });
  }
  lefts.forEach((c, i) => {
    const w = widthOf(c.meta);
    const cell = out.get(c.id)!;
    Object.assign(cell.style, { position: 'sticky', left, width: w, minWidth: w, maxWidth: w });
    cell.className = i === lefts.length - 1 ? 'gl-fixed-left gl-fixed-left-last' : 'gl-fixed-left';
    left += w;
  });
  let right = 0;
  [...rights].reverse().forEach((c, i) => {
    const w = widthOf(c.meta);
    const cell = out.get(c.id)!;
    Object.assign(cell.style, { position: 'sticky', right, width: w, minWidth: w, maxWidth: w });
    cell.className = i === rights.length - 1 ? 'gl-fixed-right gl-fixed-right-first' : 'gl-fixed-right';
    right += w;
  });
  return out;
}

function SortMark({ order }: { order: false | 'asc' | 'desc' }) {
  return (
    <span className="gl-sort-mark" aria-hidden>
      <CaretUpOutlined className={order === 'asc' ? 'gl-sort-on' : undefined} />
      <CaretDownOutlined className={order === 'desc' ? 'gl-sort-on' : undefined} />
    </span>
  );
}

const toSorting = (sort: SortState | null): SortingState => (sort ? [{ id: sort.prop, desc: sort.order === 'desc' }] : []);

/**
 * The grid: an antd-styled table element driven by @tanstack/react-table (server sorting, selection,
 * column visibility). Pages with more than VIRTUAL_THRESHOLD rows render only the rows in view.
 */
export function DataTable(props: DataTableProps) {
  const { t } = useLingui();
  const { columns, rows, rowKey, sort, onSort, selection, onSelectionChange, visibility, tree } = props;
  const sorting = useMemo(() => toSorting(sort), [sort]);
  const getRowId = useCallback(
    (row: Row, index: number, parent?: { id: string }) => String(row[rowKey] ?? (parent ? `${parent.id}.${index}` : index)),
    [rowKey],
  );
  const childrenKey = tree?.childrenKey;
  const getSubRows = useMemo(
    () => (childrenKey ? (row: Row) => (Array.isArray(row[childrenKey]) ? (row[childrenKey] as Row[]) : undefined) : undefined),
    [childrenKey],
  );
  const canExpand = tree?.canExpand;

  const grid = useTable({
    features,
    columns,
    data: rows,
    getRowId,
    getSubRows,
    state: { sorting, rowSelection: selection, columnVisibility: visibility, expanded: tree?.expanded ?? NOT_EXPANDED },
    onExpandedChange: tree?.onExpandedChange ?? noExpanding,
    getRowCanExpand: canExpand ? (row) => canExpand(row.original, row.subRows.length) : undefined,
    // Loaded children change the data; what is open stays open.
    autoResetExpanded: false,
    onSortingChange: (updater: Updater<SortingState>) => {
      const [next] = functionalUpdate(updater, sorting);
      onSort(next ? { prop: next.id, order: next.desc ? 'desc' : 'asc' } : null);
    },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => onSelectionChange(functionalUpdate(updater, selection)),
    manualSorting: true,
    enableMultiSort: false,
    sortDescFirst: false,
    // A group's header row (group-by lists) is no record: it cannot be selected; ticking all ticks the records.
    enableRowSelection: props.selectable ? (row) => !isGroupRow(row.original) : false,
  });

  const leafColumns = grid.getVisibleLeafColumns();
  const layout = useMemo(
    () => layoutColumns(leafColumns.map((c) => ({ id: c.id, meta: c.columnDef.meta }))),
    [leafColumns],
  );
  const tableRows = grid.getRowModel().rows;
  const virtual = tableRows.length > VIRTUAL_THRESHOLD;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => tableRows[index]?.id ?? index,
    overscan: 12,
    enabled: virtual,
    // Rows render in the very first pass (before the scroll box is measured).
    initialRect: { width: 0, height: 600 },
    // A row not laid out yet (height 0) counts as the estimate, never as nothing.
    measureElement: (element) => element.getBoundingClientRect().height || ROW_HEIGHT,
  });

  const span = leafColumns.length || 1;
  let body: ReactNode;
  if (props.error) {
    body = (
      <tr className="gl-placeholder">
        <td colSpan={span}>
          <div className="gl-error" role="alert">
            <span>{props.error}</span>
            <Button size="small" onClick={props.onRetry}>{t`重试`}</Button>
          </div>
        </td>
      </tr>
    );
  } else if (tableRows.length === 0) {
    body = (
      <tr className="gl-placeholder">
        <td colSpan={span}>
          {props.loading ? <div className="gl-empty" /> : <Empty className="gl-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`暂无数据`} />}
        </td>
      </tr>
    );
  } else {
    const items = virtual ? virtualizer.getVirtualItems() : null;
    const visible = items ? items.map((item) => tableRows[item.index]) : tableRows;
    const padTop = items?.length ? items[0].start : 0;
    const padBottom = items?.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
    body = (
      <>
        {padTop > 0 ? <tr aria-hidden style={{ height: padTop }} /> : null}
        {visible.map((row, i) => (
          <tr
            key={row.id}
            data-index={items ? items[i].index : undefined}
            ref={items ? virtualizer.measureElement : undefined}
            className={`gl-row${row.getIsSelected() ? ' gl-row-selected' : ''}${isGroupRow(row.original) ? ' gl-row-group' : ''}`}
            aria-level={tree ? row.depth + 1 : undefined}
          >
            {isGroupRow(row.original) ? (
              // A group's header row: one cell across the table with the expander, the group's text and its count.
              <td colSpan={span} className="gl-group-cell">
                {row.getVisibleCells().filter((cell) => cell.column.columnDef.meta?.kind === 'data').slice(0, 1).map((cell) => <grid.FlexRender key={cell.id} cell={cell} />)}
              </td>
            ) : row.getVisibleCells().map((cell) => {
              const l = layout.get(cell.column.id);
              return (
                <td key={cell.id} style={l?.style} className={l?.className}>
                  <grid.FlexRender cell={cell} />
                </td>
              );
            })}
          </tr>
        ))}
        {padBottom > 0 ? <tr aria-hidden style={{ height: padBottom }} /> : null}
      </>
    );
  }

  const box = (
    <div className="gl-table-box" data-row-count={tableRows.length}>
      <div ref={scrollRef} className={virtual ? 'gl-table-scroll gl-table-scroll-virtual' : 'gl-table-scroll'}>
        <table className="gl-table">
          <thead>
            {grid.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const l = layout.get(header.column.id);
                  const canSort = header.column.getCanSort();
                  const order = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      style={l?.style}
                      className={l?.className}
                      aria-sort={canSort ? (order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none') : undefined}
                    >
                      {canSort ? (
                        <button type="button" className="gl-sort" onClick={header.column.getToggleSortingHandler()}>
                          <grid.FlexRender header={header} />
                          <SortMark order={order} />
                        </button>
                      ) : header.isPlaceholder ? null : <grid.FlexRender header={header} />}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      {props.loading ? <div className="gl-table-mask" data-testid="list-loading"><Spin /></div> : null}
    </div>
  );
  return tree ? <TreeStatusContext.Provider value={tree.status}>{box}</TreeStatusContext.Provider> : box;
}
