import type { FieldSchema } from '../../schemas/types';
import { cellWidget } from '../cells';
import type { BoxFace } from '../types';
import type { TableProps } from './props';

/** Column keys the 合计 row totals by default (JNPF: fc-amount, el-input-number, el-slider). */
const SUMMABLE_KEYS = new Set(['amount', 'numInput', 'slider']);

/** One column of a sub-table, as the table renders it. */
export interface TableColumn {
  /** The column's schema as the designer wrote it. */
  field: FieldSchema;
  vModel: string;
  /**
   * The schema the cell widget gets: radio and checkbox columns render as a select (JNPF does the
   * same; a group of radios per row would not fit a cell).
   */
  cell: FieldSchema;
  /** The computed `calculate` column (per-row formula), or a column edited by its widget. */
  calculated: boolean;
  /** Checkbox values stay arrays, while a multiple select stores comma-joined text: adapted by the cell. */
  multipleAsArray: boolean;
  /** How the cell's widget looks at rest when it is one plain box (see Face.tsx); null otherwise. */
  face: BoxFace | null;
}

function cellSchema(field: FieldSchema): FieldSchema {
  if (field.jnpfKey === 'radio') return { ...field, jnpfKey: 'select', props: { ...field.props, multiple: false } };
  if (field.jnpfKey === 'checkbox') return { ...field, jnpfKey: 'select', props: { ...field.props, multiple: true } };
  return field;
}

const made = new WeakMap<readonly FieldSchema[], TableColumn[]>();

/**
 * The value columns of a sub-table schema (children without a vModel hold nothing and are left out);
 * made once per children array (the table's check runs on every edit after a failed submit).
 */
export function tableColumns(children: readonly FieldSchema[] | undefined): TableColumn[] {
  if (!children) return [];
  let columns = made.get(children);
  if (!columns) {
    columns = columnsOf(children);
    made.set(children, columns);
  }
  return columns;
}

function columnsOf(children: readonly FieldSchema[]): TableColumn[] {
  return children
    .filter((child) => typeof child.vModel === 'string' && child.vModel !== '')
    .map((child) => {
      const cell = cellSchema(child);
      const calculated = child.jnpfKey === 'calculate';
      return {
        field: child,
        vModel: child.vModel as string,
        cell,
        calculated,
        multipleAsArray: child.jnpfKey === 'checkbox',
        face: calculated ? null : (cellWidget(cell.jnpfKey)?.boxFace?.(cell) as BoxFace | null | undefined) ?? null,
      };
    });
}

/** The columns the 合计 row totals: `summaryField` when given, else amount, number and slider columns. */
export function summaryColumns(columns: readonly TableColumn[], props: TableProps): TableColumn[] {
  if (Array.isArray(props.summaryField) && props.summaryField.length > 0) {
    const wanted = new Set(props.summaryField);
    return columns.filter((column) => wanted.has(column.vModel));
  }
  return columns.filter((column) => SUMMABLE_KEYS.has(column.field.jnpfKey));
}

/** Whether the 合计 row shows: as the designer set it, else when some column is totalled. */
export function showsSummary(props: TableProps, totalled: readonly TableColumn[]): boolean {
  if (typeof props.showSummary === 'boolean') return props.showSummary && totalled.length > 0;
  return totalled.length > 0;
}
