import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { withCalculated, type CalculatedColumn } from './calculated';
import type { TableColumn } from './columns';
import { newRow, withCell, type TableRow } from './rows';
import { createRowsStore, type RowsStore } from './rowScope';

export interface RowEditingInput {
  rows: readonly TableRow[];
  onChange: (rows: TableRow[]) => void;
  columns: readonly TableColumn[];
  calculated: readonly CalculatedColumn[];
  outside: Record<string, unknown>;
  table: string;
}

export interface RowEditing {
  /** A React key per row, stable across edits and deletions (cells keep their state). */
  keys: readonly number[];
  store: RowsStore;
  onCell: (index: number, vModel: string, value: unknown) => void;
  addRow: () => void;
  removeRow: (index: number) => void;
}

interface Keys {
  list: number[];
  next: number;
}

/** Keys follow the row count: rows added from outside (a loaded record) get new ones. */
function syncKeys(keys: Keys, count: number): void {
  while (keys.list.length < count) keys.list.push(keys.next++);
  if (keys.list.length > count) keys.list.length = count;
}

/**
 * The table's edits as new rows arrays. The callbacks are stable (they read the latest rows from a
 * ref), so memoised rows and cells do not re-render when another cell changes. Each emit is the
 * whole array: only the edited row is a new object, with its calculated cells recomputed.
 */
export function useRowEditing(input: RowEditingInput): RowEditing {
  const latest = useRef(input);
  useLayoutEffect(() => {
    latest.current = input;
  });
  const [keys] = useState<Keys>(() => ({ list: [], next: 0 }));
  syncKeys(keys, input.rows.length);
  const [store] = useState(() => createRowsStore(input.rows));
  // Row widgets read the rows of this render; they hear of the change once it is committed.
  store.update(input.rows);
  useLayoutEffect(() => store.notify(), [store, input.rows]);

  const emit = useCallback((rows: TableRow[]) => {
    // Two edits before the next render (a blur then a change) build on each other.
    latest.current = { ...latest.current, rows };
    latest.current.onChange(rows);
  }, []);

  const onCell = useCallback(
    (index: number, vModel: string, value: unknown) => {
      const { rows, columns, calculated, outside, table } = latest.current;
      if (!rows[index] || !columns.some((item) => item.vModel === vModel)) return;
      const next = withCell(rows, index, columns, vModel, value);
      next[index] = withCalculated(next[index], index, calculated, outside, table);
      emit(next);
    },
    [emit],
  );

  const addRow = useCallback(() => {
    const { rows, columns, calculated, outside, table } = latest.current;
    emit([...rows, withCalculated(newRow(columns), rows.length, calculated, outside, table)]);
  }, [emit]);

  const removeRow = useCallback(
    (index: number) => {
      const { rows } = latest.current;
      if (index < 0 || index >= rows.length) return;
      keys.list.splice(index, 1);
      emit(rows.filter((_, at) => at !== index));
    },
    [emit, keys],
  );

  return { keys: keys.list, store, onCell, addRow, removeRow };
}
