import { memo, useMemo } from 'react';
import { isEmptyValue } from '../../schemas/validation';
import { fillText, pickText } from '../../schemas/text';
import type { DisplayProps } from '../types';
import { cellWidget } from '../cells';
import { EmptyDisplay } from '../common/Empty';
import { useFieldProps } from '../common/fieldProps';
import { useWidgetServices } from '../services';
import { calculatedColumns, evaluateInRow, outsideFields, type CalculatedColumn } from './calculated';
import { MissingWidget } from './Cell';
import { showsSummary, summaryColumns, tableColumns, type TableColumn } from './columns';
import { Header } from './Header';
import { tableDefaults } from './props';
import { toRows, type TableRow } from './rows';
import { calcStyle, cellStyle, indexStyle, tableStyle, titleStyle, wrapStyle } from './styles';
import { Summary } from './Summary';
import { INDEX_TEXT, ROW_COUNT_TEXT, TOTAL_TEXT } from './texts';
import { useOutsideValues } from './useOutsideValues';

interface CellProps {
  column: TableColumn;
  row: TableRow;
  index: number;
  calculated?: CalculatedColumn;
  outside: Record<string, unknown>;
  table: string;
}

/** A read-only cell: the column widget's Display; a calculated cell as stored, or computed when it was not. */
function DisplayCell({ column, row, index, calculated, outside, table }: CellProps) {
  const stored = row[column.vModel];
  if (column.calculated) {
    const value = isEmptyValue(stored) && calculated ? evaluateInRow(calculated, outside, table, index, row) : stored;
    const Shown = cellWidget('calculate')?.Display;
    return (
      <td style={cellStyle} data-column={column.vModel}>
        {Shown ? <Shown value={value} field={column.field} inCell /> : <span style={calcStyle}>{isEmptyValue(value) ? '' : String(value)}</span>}
      </td>
    );
  }
  const widget = cellWidget(column.field.jnpfKey);
  return (
    <td style={cellStyle} data-column={column.vModel}>
      {widget ? <widget.Display value={stored} field={column.field} inCell /> : <MissingWidget jnpfKey={column.field.jnpfKey} />}
    </td>
  );
}

/** The sub-table read-only (detail pages) with its 合计 row; in a list cell, its row count. */
export const TableDisplay = memo(function TableDisplay({ value, field, inCell }: DisplayProps<TableRow[]>) {
  const { lang } = useWidgetServices();
  const props = useFieldProps(field, tableDefaults);
  const table = field.vModel ?? 'table';
  const rows = useMemo(() => toRows(value), [value]);
  const columns = useMemo(() => tableColumns(field.children), [field.children]);
  const calculated = useMemo(() => new Map(calculatedColumns(columns).map((item) => [item.column.vModel, item])), [columns]);
  const outside = useOutsideValues(useMemo(() => outsideFields([...calculated.values()], table), [calculated, table]));
  const totalled = useMemo(() => summaryColumns(columns, props), [columns, props]);

  if (rows.length === 0) return <EmptyDisplay />;
  if (inCell) return <span>{fillText(pickText(ROW_COUNT_TEXT, lang), { count: rows.length })}</span>;
  return (
    <div className="widget-table widget-table-display" style={wrapStyle}>
      {props.showTitle ? <div style={titleStyle}>{pickText(field.label, lang)}</div> : null}
      <table style={tableStyle}>
        <Header columns={columns} lang={lang} indexLabel={pickText(INDEX_TEXT, lang)} />
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="widget-table-row" data-row={index}>
              <td style={indexStyle}>{index + 1}</td>
              {columns.map((column) => (
                <DisplayCell
                  key={column.vModel}
                  column={column}
                  row={row}
                  index={index}
                  calculated={calculated.get(column.vModel)}
                  outside={outside}
                  table={table}
                />
              ))}
            </tr>
          ))}
        </tbody>
        {showsSummary(props, totalled) ? (
          <tfoot>
            <Summary rows={rows} columns={columns} totalled={totalled} label={pickText(TOTAL_TEXT, lang)} withActions={false} />
          </tfoot>
        ) : null}
      </table>
    </div>
  );
});
