import { compileFormula } from '../../schemas/formula';
import type { Formula } from '../../schemas/formula/types';
import type { TableColumn } from './columns';
import type { TableRow } from './rows';

/** A `calculate` column with its compiled formula. */
export interface CalculatedColumn {
  column: TableColumn;
  formula: Formula;
  precision: number;
  /** The table's column vModels: a bare `qty` in the formula is this row's cell. */
  columns: readonly string[];
}

/** The calculate columns whose expression compiles (one that does not shows its stored value, with a warning). */
export function calculatedColumns(columns: readonly TableColumn[]): CalculatedColumn[] {
  const out: CalculatedColumn[] = [];
  const names = columns.map((column) => column.vModel);
  for (const column of columns) {
    if (!column.calculated) continue;
    const expression = column.field.props?.expression;
    const precision = column.field.props?.precision;
    if (typeof expression !== 'string' || expression.trim() === '') continue;
    try {
      out.push({ column, formula: compileFormula(expression), precision: typeof precision === 'number' ? precision : 2, columns: names });
    } catch (error) {
      console.warn(`sub-table column ${column.vModel}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return out;
}

/**
 * The fields outside the table that the formulas read (`price` in `price * items.qty`, or another
 * table's rows): the table re-renders its calculated cells when they change, and only then.
 */
export function outsideFields(calculated: readonly CalculatedColumn[], table: string): string[] {
  const heads = new Set<string>();
  for (const { formula, columns } of calculated) {
    for (const ref of formula.refs) {
      const head = ref.split('.')[0];
      const ownColumn = head === ref && columns.includes(head);
      if (head !== table && !ownColumn && !head.startsWith('$')) heads.add(head);
    }
  }
  return [...heads].sort();
}

/**
 * One row's value of a calculated column: `table.column` refs and bare column names read this row
 * (the formula contract's `row`). Only this row is handed over, so a cell's cost does not grow with the table.
 */
export function evaluateInRow(
  calculated: CalculatedColumn,
  outside: Record<string, unknown>,
  table: string,
  index: number,
  row: TableRow,
): string {
  const rows: TableRow[] = new Array<TableRow>(index + 1);
  rows[index] = row;
  return calculated.formula.evaluate({ ...outside, [table]: rows }, { table, index, columns: calculated.columns }, calculated.precision);
}

/** The row with its calculated cells recomputed in column order (a later column may read an earlier one). */
export function withCalculated(
  row: TableRow,
  index: number,
  calculated: readonly CalculatedColumn[],
  outside: Record<string, unknown>,
  table: string,
): TableRow {
  if (calculated.length === 0) return row;
  const next = { ...row };
  for (const item of calculated) next[item.column.vModel] = evaluateInRow(item, outside, table, index, next);
  return next;
}
