import { memo, useMemo } from 'react';
import type { TableColumn } from './columns';
import type { TableRow } from './rows';
import { useCellMetrics } from './metrics';
import { summaryStyle, totalStyle } from './styles';
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
  // One line of text: a total is a box of that height, so a new total does not lay out the table.
  const lineHeight = useCellMetrics().line;
  const sums = useMemo(() => totals(rows, totalled), [rows, totalled]);
  return (
    <tr className="widget-table-summary">
      <td style={summaryStyle}>{label}</td>
      {columns.map((column) => (
        <td key={column.vModel} style={summaryStyle} data-column={column.vModel}>
          <div style={totalStyle(lineHeight)} title={sums[column.vModel]}>
            {sums[column.vModel] ?? ''}
          </div>
        </td>
      ))}
      {withActions ? <td style={summaryStyle} /> : null}
    </tr>
  );
});
