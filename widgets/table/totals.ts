import Decimal from 'decimal.js';
import { formatAmount, parseDecimal } from '../../schemas/format/amount';
import type { TableColumn } from './columns';
import type { TableRow } from './rows';

/** The exact sum of a column (decimal.js: 0.1 + 0.2 is 0.3); cells that are not numbers count as 0. */
export function columnSum(rows: readonly TableRow[], vModel: string): Decimal {
  let sum = new Decimal(0);
  for (const row of rows) {
    const value = parseDecimal(row[vModel]);
    if (value) sum = sum.plus(value);
  }
  return sum;
}

function precisionOf(column: TableColumn): number | undefined {
  const precision = column.field.props?.precision;
  return typeof precision === 'number' && Number.isInteger(precision) && precision >= 0 ? precision : undefined;
}

/** A total as the column shows values: amounts "1,234.50", numbers at their precision, calculated at theirs (2). */
export function formatTotal(column: TableColumn, sum: Decimal): string {
  if (column.field.jnpfKey === 'amount') return formatAmount(sum.toFixed(2, Decimal.ROUND_HALF_UP));
  const precision = precisionOf(column) ?? (column.calculated ? 2 : undefined);
  return precision === undefined ? sum.toString() : sum.toFixed(precision, Decimal.ROUND_HALF_UP);
}

/** The 合计 row's texts by vModel. */
export function totals(rows: readonly TableRow[], columns: readonly TableColumn[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const column of columns) out[column.vModel] = formatTotal(column, columnSum(rows, column.vModel));
  return out;
}
