import { memo, useMemo } from 'react';
import type { TableColumn } from './columns';
import type { TableRow } from './rows';
import { summaryStyle } from './styles';
import { totals } from './totals';

interface SummaryProps {
  rows: readonly TableRow[];
  columns: readonly TableColumn[];
  totalled: readonly TableColumn[];
  label: string;
  /** Whether the table has an actions column to leave blank. */
  withActions: boolean;
}

/** The 合计 row: the label in the number column, the exact totals under the totalled columns. */
export const Summary = memo(function Summary({ rows, columns, totalled, label, withActions }: SummaryProps) {
  const sums = useMemo(() => totals(rows, totalled), [rows, totalled]);
  return (
    <tr className="widget-table-summary">
      <td style={summaryStyle}>{label}</td>
      {columns.map((column) => (
        <td key={column.vModel} style={summaryStyle} data-column={column.vModel}>
          {sums[column.vModel] ?? ''}
        </td>
      ))}
      {withActions ? <td style={summaryStyle} /> : null}
    </tr>
  );
});
