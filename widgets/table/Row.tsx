import { memo, useCallback, useMemo } from 'react';
import { Button } from 'antd';
import { FormScopeContext, useFormScope } from '../form-scope';
import type { CalculatedColumn } from './calculated';
import { CalcCell, EditCell, StoredCell, type CellChange } from './Cell';
import type { TableColumn } from './columns';
import type { CellMetrics } from './metrics';
import type { TableRow } from './rows';
import { rowScope, type RowsStore } from './rowScope';
import { actionStyle, indexStyle, rowStyle } from './styles';

export interface RowTexts {
  required: string;
  remove: string;
}

interface RowProps {
  row: TableRow;
  index: number;
  columns: readonly TableColumn[];
  /** Compiled formulas of the calculate columns, by vModel. */
  calculated: ReadonlyMap<string, CalculatedColumn>;
  outside: Record<string, unknown>;
  table: string;
  store: RowsStore;
  showErrors: boolean;
  texts: RowTexts;
  onCell: CellChange;
  metrics: CellMetrics;
  /** Absent when rows cannot be removed (disabled or read-only table). */
  onRemove?: (index: number) => void;
  disabled?: boolean;
  readOnly?: boolean;
}

/**
 * One row: its number, a cell per column and the delete button. Its widgets see a form scope whose
 * `table.column` is this row's cell. Memoised: an edit elsewhere leaves this row's object (and so the
 * row) untouched.
 */
export const Row = memo(function Row({ row, index, columns, calculated, outside, table, store, showErrors, texts, onCell, metrics, onRemove, disabled, readOnly }: RowProps) {
  const parent = useFormScope();
  const scope = useMemo(() => rowScope(parent, store, table, index), [parent, store, table, index]);
  const remove = useCallback(() => onRemove?.(index), [onRemove, index]);
  return (
    <FormScopeContext.Provider value={scope}>
      <tr className="widget-table-row" data-row={index} style={rowStyle}>
        <td style={indexStyle}>{index + 1}</td>
        {columns.map((column) => {
          if (!column.calculated) {
            return (
              <EditCell
                key={column.vModel}
                column={column}
                index={index}
                value={row[column.vModel]}
                onCell={onCell}
                showErrors={showErrors}
                requiredText={texts.required}
                metrics={metrics}
                disabled={disabled}
                readOnly={readOnly}
              />
            );
          }
          const formula = calculated.get(column.vModel);
          return formula ? (
            <CalcCell key={column.vModel} calculated={formula} index={index} row={row} outside={outside} table={table} metrics={metrics} />
          ) : (
            <StoredCell key={column.vModel} column={column} value={row[column.vModel]} />
          );
        })}
        {onRemove ? (
          <td style={actionStyle}>
            <Button type="link" danger size="small" onClick={remove}>
              {texts.remove}
            </Button>
          </td>
        ) : null}
      </tr>
    </FormScopeContext.Provider>
  );
});
