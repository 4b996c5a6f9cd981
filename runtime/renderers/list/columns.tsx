import type { ReactNode, RefObject } from 'react';
import { Checkbox } from 'antd';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  columnVisibilityFeature, createColumnHelper, createExpandedRowModel, metaHelper, rowExpandingFeature, rowSelectionFeature,
  rowSortingFeature, tableFeatures,
  type CellContext, type ColumnDef,
} from '@tanstack/react-table';
import { isGroupRow, pickText, type ActionSchema, type ColumnSchema, type FieldSchema, type Lang, type StaticOption } from '../../../schemas';
import { widgetFor } from '../../../widgets/registry';
import { actionLabel, splitRowActions } from './actions';
import { RowActions } from './RowActions';
import { TreeCell } from './TreeCell';
import type { Row } from './useListData';

/** Layout of a rendered column, read by the table for widths, alignment and sticky offsets. */
export interface ColumnLayout {
  kind: 'data' | 'select' | 'actions';
  width?: number;
  minWidth?: number;
  align?: 'left' | 'center' | 'right';
  fixed?: 'left' | 'right';
}

/**
 * Sorting is done by the server (manual), visibility by the column settings, selection for batch
 * actions, expanding for tree rows (schemas/types.ts TreeRows; a flat list has no sub-rows).
 */
export const features = tableFeatures({
  rowSortingFeature,
  rowSelectionFeature,
  columnVisibilityFeature,
  rowExpandingFeature,
  expandedRowModel: createExpandedRowModel(),
  columnMeta: metaHelper<ColumnLayout>(),
});
export type Features = typeof features;
export type ListColumnDef = ColumnDef<Features, Row, unknown>;

/** What cells call back into; held in a ref so column definitions stay the same across renders. */
export interface CellHandlers {
  runLink(name: string, row: Row): void;
  runAction(action: ActionSchema, row: Row): void;
}

export const SELECT_COLUMN_ID = '__select';
export const ACTIONS_COLUMN_ID = '__actions';

const helper = createColumnHelper<Features, Row>();

function staticLabel(options: ColumnSchema['options'], value: unknown, lang: Lang): string | undefined {
  if (!Array.isArray(options)) return undefined;
  const option = (options as StaticOption[]).find((o) => o.value === value || String(o.value) === String(value));
  return option ? pickText(option.label, lang) : undefined;
}

/** Text of a cell without a widget: static option labels, lists joined, objects as JSON. */
export function plainText(value: unknown, column: ColumnSchema, lang: Lang): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map((v) => plainText(v, column, lang)).join(', ');
  const label = staticLabel(column.options, value, lang);
  if (label !== undefined) return label;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The field a widget's Display receives for a column. */
function fieldOf(column: ColumnSchema): FieldSchema {
  return { jnpfKey: column.jnpfKey ?? 'comInput', vModel: column.prop, label: column.label, props: column.props, options: column.options };
}

type ListCellContext = CellContext<Features, Row, unknown>;

/** In a tree list the first visible data column carries the expander (hiding a column moves it). */
function isTreeLead({ table, column }: ListCellContext): boolean {
  return table.getVisibleLeafColumns().find((c) => c.columnDef.meta?.kind === 'data')?.id === column.id;
}

/** A group's header cell (group-by lists): the group's text and how many rows it holds. */
function GroupLabel({ row, labelProp, emptyLabel }: { row: Row; labelProp: string; emptyLabel: string }) {
  const text = row[labelProp];
  const count = Array.isArray(row.children) ? row.children.length : 0;
  return (
    <span className="gl-group-label">
      {text === undefined || text === null || text === '' ? <span className="gl-group-empty">{emptyLabel}</span> : String(text)}
      <span className="gl-group-count">({count})</span>
    </span>
  );
}

/** How group header rows show (group-by lists): the column holding their text, and the text of an empty value. */
export interface GroupCells { labelProp: string; emptyLabel: string }

function dataColumn(column: ColumnSchema, lang: Lang, handlers: RefObject<CellHandlers>, linkable: ReadonlySet<string>, tree: boolean, group?: GroupCells): ListColumnDef {
  const Display = column.jnpfKey ? widgetFor(column.jnpfKey)?.Display : undefined;
  const field = fieldOf(column);
  const content = (value: unknown): ReactNode => (Display ? <Display value={value} field={field} inCell /> : plainText(value, column, lang));
  const linked = (row: Row): ReactNode => {
    const value = row[column.prop];
    // A link to an action the user may not run is plain text.
    if (!column.link || !linkable.has(column.link)) return content(value);
    const name = column.link;
    return (
      <button type="button" className="gl-link" onClick={() => handlers.current.runLink(name, row)}>
        {content(value)}
      </button>
    );
  };
  // A column of a set width keeps its text on one line, cut with an ellipsis, the whole text on hover (codes never
  // break mid-word); a column that may grow wraps between words.
  const { width } = column;
  const cellContent = width === undefined ? linked : (row: Row): ReactNode => (
    <span className="gl-cell-clip" style={{ maxWidth: width }} title={Display ? undefined : plainText(row[column.prop], column, lang) || undefined}>
      {linked(row)}
    </span>
  );
  return helper.accessor((row: Row) => row[column.prop], {
    id: column.prop,
    header: pickText(column.label, lang),
    enableSorting: !!column.sortable,
    meta: { kind: 'data', width: column.width, minWidth: column.minWidth, align: column.align, fixed: column.fixed },
    cell: (context) => {
      const { row } = context;
      const header = group && isGroupRow(row.original);
      if (!tree || !isTreeLead(context)) return header ? null : cellContent(row.original);
      return (
        <TreeCell
          rowId={row.id}
          depth={row.depth}
          canExpand={row.getCanExpand()}
          expanded={row.getIsExpanded()}
          onToggle={() => row.toggleExpanded()}
        >
          {header ? <GroupLabel row={row.original} labelProp={group.labelProp} emptyLabel={group.emptyLabel} /> : cellContent(row.original)}
        </TreeCell>
      );
    },
  });
}

function selectColumn(selectAllLabel: string, selectRowLabel: string): ListColumnDef {
  return helper.display({
    id: SELECT_COLUMN_ID,
    enableSorting: false,
    enableHiding: false,
    meta: { kind: 'select', width: 48, align: 'center', fixed: 'left' },
    header: ({ table }) => (
      <Checkbox
        aria-label={selectAllLabel}
        checked={table.getIsAllPageRowsSelected()}
        indeterminate={table.getIsSomePageRowsSelected()}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    // A row that cannot be selected (a group's header row) has no checkbox.
    cell: ({ row }) => (row.getCanSelect() ? (
      <Checkbox aria-label={selectRowLabel} checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />
    ) : null),
  });
}

/** Rough width of a text at the list's 14 px font: a CJK character is square, other characters about half. */
export function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += ch.codePointAt(0)! >= 0x2e80 ? 14 : 7.5;
  return Math.ceil(width);
}

const ACTION_GAP = 12;
const MORE_ICON = 16;

/**
 * Width of the action column: the first three buttons in schema order (more go into the 更多 menu, RowActions.tsx),
 * their gaps and the cell padding. A row whose `visibleOn` shows other buttons may be wider: the cell grows.
 */
export function actionsWidth(labels: readonly string[], moreLabel: string): number {
  const { inline, more } = splitRowActions(labels);
  const texts = more.length ? [...inline.map(textWidth), textWidth(moreLabel) + MORE_ICON] : inline.map(textWidth);
  const content = texts.reduce((sum, w) => sum + w, 0) + ACTION_GAP * Math.max(0, texts.length - 1);
  return Math.max(80, content + 16);
}

function actionsColumn(actions: readonly ActionSchema[], title: string, lang: Lang, handlers: RefObject<CellHandlers>): ListColumnDef {
  const onRun = (action: ActionSchema, row: Row) => handlers.current.runAction(action, row);
  return helper.display({
    id: ACTIONS_COLUMN_ID,
    header: title,
    enableSorting: false,
    enableHiding: false,
    meta: { kind: 'actions', width: actionsWidthOf(actions, lang), align: 'left', fixed: 'right' },
    // A group's header row is no record: no buttons (JNPF: rows with `top`).
    cell: ({ row }) => (isGroupRow(row.original) ? null : <RowActions actions={actions} row={row.original} lang={lang} onRun={onRun} />),
  });
}

function actionsWidthOf(actions: readonly ActionSchema[], lang: Lang): number {
  return actionsWidth(actions.map((action) => actionLabel(action, lang, i18n)), i18n._(msg`更多`));
}

/** Width of the columns that are not data columns (checkbox, row actions): what the data columns cannot use. */
export function reservedWidth(defs: readonly ListColumnDef[]): number {
  return defs.reduce((sum, def) => (def.meta && def.meta.kind !== 'data' ? sum + (def.meta.width ?? 0) + 1 : sum), 0);
}

export interface BuildColumnsOptions {
  /** Columns the user may see (column permission applied). */
  columns: readonly ColumnSchema[];
  lang: Lang;
  selectable: boolean;
  /** Row actions the user may run (permission applied). */
  rowActions: readonly ActionSchema[];
  handlers: RefObject<CellHandlers>;
  labels: { actions: string; selectAll: string; selectRow: string };
  /** Names of the row actions `link` columns may run. */
  linkable: ReadonlySet<string>;
  /** Rows form a tree: the first visible data column gets the indent and the expander. */
  tree?: boolean;
  /** Rows are grouped (`groupBy`): group header rows show their text and count in the lead cell, nothing else. */
  group?: GroupCells;
}

/** Column definitions of the grid; build them in a memo (they must stay the same between renders). */
export function buildColumns(options: BuildColumnsOptions): ListColumnDef[] {
  const defs: ListColumnDef[] = [];
  if (options.selectable) defs.push(selectColumn(options.labels.selectAll, options.labels.selectRow));
  const tree = !!options.tree || !!options.group;
  for (const column of options.columns) defs.push(dataColumn(column, options.lang, options.handlers, options.linkable, tree, options.group));
  if (options.rowActions.length) defs.push(actionsColumn(options.rowActions, options.labels.actions, options.lang, options.handlers));
  return defs;
}
