/**
 * The formula engine's contract (calculated fields, docs/product.md#calculated-fields and #jnpf-calculated-fields).
 * React-free: the form runtime and the server (recomputing on save) run the same code.
 *
 * A calculated field is `{ jnpfKey: 'calculate', vModel, props: { expression, precision? } }` where
 * `expression` is expr-eval syntax over field names: `price * qty + 1`, `items.amount` (a sub-table
 * column: the sum over its rows, or the same row's cell when the calculated field is a column of that
 * sub-table). Arithmetic is decimal (decimal.js), never float sums.
 */

/** The sub-table row a calculated column is evaluated in. */
export interface FormulaRow {
  /** vModel of the sub-table. */
  table: string;
  index: number;
  /**
   * The sub-table's column names. A bare name among them reads the row's cell (`qty` in a column of
   * `items` is `items.qty` of the same row); without the list, a bare name reads the cell when the
   * row has it.
   */
  columns?: readonly string[];
}

export interface Formula {
  source: string;
  /** Paths it reads: `price`, `items.amount`. */
  refs: string[];
  /**
   * The value over `values` (the form's values; a sub-table's value is its array of rows). Missing or
   * invalid operands count as 0; NaN, Infinity and evaluation failures give 0 (a failure also warns).
   * Returns a fixed-decimal string with `precision` decimals (default 2), like JNPF V341.
   */
  evaluate(values: Record<string, unknown>, row?: FormulaRow, precision?: number): string;
}

/** A calculated field of a form, with where it sits. */
export interface CalculatedField {
  vModel: string;
  /** Set when the field is a column of this sub-table (evaluated per row). */
  table?: string;
  formula: Formula;
  precision: number;
  /** Where the value is written: `total`, or `items.lineTotal` for a column. */
  path: string;
  /** The paths it reads, resolved (a bare column name inside a sub-table is `items.qty`). */
  reads: string[];
  /** The sub-table's column names (with `table`). */
  columns?: string[];
}
