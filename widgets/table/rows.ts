import { toFixed2 } from '../../schemas/format/amount';
import { isEmptyValue } from '../../schemas/validation';
import type { TableColumn } from './columns';

/** One row of a sub-table: cell values by column vModel (plus any keys the record carried, kept as is). */
export type TableRow = Record<string, unknown>;

const NO_ROWS: TableRow[] = [];

/** The stored value as rows: anything but an array of objects is no rows. */
export function toRows(value: unknown): TableRow[] {
  if (!Array.isArray(value)) return NO_ROWS;
  return value.every((row) => row !== null && typeof row === 'object') ? (value as TableRow[]) : value.filter((row) => row !== null && typeof row === 'object');
}

function copy(value: unknown): unknown {
  return value !== null && typeof value === 'object' ? structuredClone(value) : value;
}

/** A new row: each column at its default value (null without one). */
export function newRow(columns: readonly TableColumn[]): TableRow {
  const row: TableRow = {};
  for (const column of columns) row[column.vModel] = column.field.defaultValue === undefined ? null : copy(column.field.defaultValue);
  return row;
}

/** The value as the column stores it: amounts are fixed 2-decimal strings, never floats. */
export function normaliseCell(column: TableColumn, value: unknown): unknown {
  if (column.field.jnpfKey === 'amount') return toFixed2(value);
  return value === undefined ? null : value;
}

/**
 * The rows with one cell changed; the other rows keep their identity (so they do not re-render). The
 * edited row goes out with every amount as a fixed 2-decimal string (an old record may hold numbers).
 */
export function withCell(rows: readonly TableRow[], index: number, columns: readonly TableColumn[], vModel: string, value: unknown): TableRow[] {
  const row: TableRow = { ...rows[index], [vModel]: value };
  for (const column of columns) {
    if (column.vModel === vModel || (column.field.jnpfKey === 'amount' && row[column.vModel] !== undefined)) {
      row[column.vModel] = normaliseCell(column, row[column.vModel]);
    }
  }
  const next = rows.slice();
  next[index] = row;
  return next;
}

/** An empty cell of a required column (1-based row number for messages). */
export interface EmptyCell {
  row: number;
  column: TableColumn;
}

/** Required cells that are null, undefined, '' or [] (docs/product.md#form-behaviour), row by row. */
export function emptyRequiredCells(columns: readonly TableColumn[], rows: readonly TableRow[]): EmptyCell[] {
  const required = columns.filter((column) => column.field.required && !column.calculated);
  const out: EmptyCell[] = [];
  rows.forEach((row, index) => {
    for (const column of required) if (isEmptyValue(row[column.vModel])) out.push({ row: index + 1, column });
  });
  return out;
}
