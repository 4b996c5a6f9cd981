import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { isEmptyValue } from '../../schemas/validation';
import type { WidgetProps } from '../types';
import { cellWidget } from '../cells';
import { ArraySelect } from './ArraySelect';
import type { CalculatedColumn } from './calculated';
import { evaluateInRow } from './calculated';
import type { TableColumn } from './columns';
import { CellFace, hiddenStyle } from './Face';
import type { CellMetrics } from './metrics';
import { isOneLine } from './oneLine';
import { quietSchema, useHotCell } from './quiet';
import type { TableRow } from './rows';
import { boxStyle, calcStyle, CELL_INSET_X, cellStyle, DEFAULT_COLUMN_WIDTH, errorStyle, restingBoxStyle } from './styles';

/** Called by a cell with its row index and column; stable for the table's lifetime. */
export type CellChange = (index: number, vModel: string, value: unknown) => void;

/** A key no widget is registered for: visible, never a blank cell. */
export function MissingWidget({ jnpfKey }: { jnpfKey: string }) {
  return (
    <span className="widget-table-unknown" data-jnpf-key={jnpfKey} style={errorStyle}>
      {jnpfKey}
    </span>
  );
}

function editorOf(column: TableColumn): ComponentType<WidgetProps> | undefined {
  if (column.multipleAsArray) return cellWidget('select') ? (ArraySelect as ComponentType<WidgetProps>) : undefined;
  return cellWidget(column.cell.jnpfKey)?.Component;
}

interface EditCellProps {
  column: TableColumn;
  index: number;
  value: unknown;
  onCell: CellChange;
  /** After a failed submit: every empty required cell shows its error, touched or not. */
  showErrors: boolean;
  requiredText: string;
  metrics: CellMetrics;
  disabled?: boolean;
  readOnly?: boolean;
}

/**
 * One editable cell: the column's widget and, for a required cell left empty once touched (changed or
 * left) or after a failed submit, 不能为空. Memoised on its own value, so typing re-renders this cell only.
 */
export const EditCell = memo(function EditCell({ column, index, value, onCell, showErrors, requiredText, metrics, disabled, readOnly }: EditCellProps) {
  const [touched, setTouched] = useState(false);
  const { vModel } = column;
  const handleChange = useCallback(
    (next: unknown) => {
      setTouched(true);
      onCell(index, vModel, next);
    },
    [onCell, index, vModel],
  );
  const handleBlur = useCallback(() => setTouched(true), []);
  const invalid = !!column.field.required && (touched || showErrors) && isEmptyValue(value);
  const Editor = editorOf(column);
  const { hot, ref, hold, handlers } = useHotCell();
  const { face } = column;
  const resting = !!face && !hot;
  const { editor, takeFocus } = useFocusHandOver(hot, hold);
  const widget = Editor ? (
    <Editor
      value={value}
      onChange={handleChange}
      onBlur={handleBlur}
      field={hot ? column.cell : quietSchema(column.cell)}
      disabled={disabled || column.field.readonly}
      readOnly={readOnly}
      status={invalid ? 'error' : undefined}
    />
  ) : (
    <MissingWidget jnpfKey={column.field.jnpfKey} />
  );
  return (
    <td
      ref={ref}
      style={cellStyle}
      data-column={vModel}
      className={invalid ? 'widget-table-cell widget-table-cell-error' : 'widget-table-cell'}
      {...handlers}
    >
      <CellBox oneLine={isOneLine(column.cell)} height={metrics.control + (invalid ? ERROR_LINE : 0)} resting={!hot}>
        {face && Editor ? (
          <>
            <CellFace
              face={face}
              value={value}
              label={column.field.label}
              styles={metrics.face}
              width={(column.field.columnWidth ?? DEFAULT_COLUMN_WIDTH) - CELL_INSET_X}
              hidden={!resting}
              invalid={invalid}
              disabled={disabled || column.field.readonly}
              onFocus={takeFocus}
            />
            <div ref={editor} style={resting ? hiddenStyle : undefined}>
              {widget}
            </div>
          </>
        ) : (
          widget
        )}
        {invalid ? (
          <div className="widget-table-error" style={errorStyle}>
            {requiredText}
          </div>
        ) : null}
      </CellBox>
    </td>
  );
});

/**
 * Focus that reached a cell's face goes on to its widget once the widget shows (the same commit, so
 * the next key already lands in the widget's input).
 */
function useFocusHandOver(hot: boolean, hold: () => void) {
  const editor = useRef<HTMLDivElement>(null);
  const pending = useRef<'select' | 'end' | null>(null);
  const takeFocus = useCallback((caret: 'select' | 'end') => {
    pending.current = caret;
    hold();
  }, [hold]);
  useLayoutEffect(() => {
    const caret = pending.current;
    if (!hot || !caret) return;
    pending.current = null;
    const input = editor.current?.querySelector('input');
    if (!input) return;
    input.focus();
    if (caret === 'select') input.select();
    else input.setSelectionRange(input.value.length, input.value.length);
  }, [hot]);
  return { editor, takeFocus };
}

/** A one-line cell's content in a box of fixed height; any other cell's as it is. */
function CellBox({ oneLine, height, resting, children }: { oneLine: boolean; height: number; resting?: boolean; children: ReactNode }) {
  if (!oneLine) return <>{children}</>;
  return <div style={resting ? restingBoxStyle(height) : boxStyle(height)}>{children}</div>;
}

const noChange = () => {};

/** The line 不能为空 takes under a cell (errorStyle's line height). */
const ERROR_LINE = 20;

interface CalcCellProps {
  calculated: CalculatedColumn;
  index: number;
  row: TableRow;
  outside: Record<string, unknown>;
  table: string;
  metrics: CellMetrics;
}

/** A calculated column's cell: the formula over this row (and fields outside the table), read-only. */
export const CalcCell = memo(function CalcCell({ calculated, index, row, outside, table, metrics }: CalcCellProps) {
  const value = useMemo(() => evaluateInRow(calculated, outside, table, index, row), [calculated, outside, table, index, row]);
  const { column } = calculated;
  const Shown = cellWidget('calculate')?.Component;
  return (
    <td style={cellStyle} data-column={column.vModel} className="widget-table-cell">
      <CellBox oneLine={!!Shown} height={metrics.control}>
        {Shown ? <Shown value={value} onChange={noChange} field={column.field} readOnly /> : <span style={calcStyle}>{value}</span>}
      </CellBox>
    </td>
  );
});

/** A calculate column without a usable formula: its stored value. */
export const StoredCell = memo(function StoredCell({ column, value }: { column: TableColumn; value: unknown }) {
  return (
    <td style={cellStyle} data-column={column.vModel} className="widget-table-cell">
      <span style={calcStyle}>{value === null || value === undefined ? '' : String(value)}</span>
    </td>
  );
});
