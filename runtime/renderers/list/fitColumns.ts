import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { ColumnSchema } from '../../../schemas';
import type { ColumnVisibility } from './useColumnVisibility';

/** Width a column takes in the fit when it declares none (table.tsx lays such a column out at about this). */
export const FALLBACK_COLUMN_WIDTH = 120;
/** Cell padding and borders beside a declared width (list.css: 8 px each side). */
const CELL_EXTRA = 16;

export function columnWidth(column: ColumnSchema): number {
  return (column.width ?? column.minWidth ?? FALLBACK_COLUMN_WIDTH) + CELL_EXTRA;
}

/** Rank for hiding: columns without `priority` go first, then 3, then 2; 1 never goes. */
const hideRank = (column: ColumnSchema): number => (column.priority === undefined ? 3 : column.priority - 1);

export interface FitInput {
  /** The columns the user may see, in schema order. */
  columns: readonly ColumnSchema[];
  /** The schema's defaults overlaid with the user's choices (useColumnVisibility). */
  visibility: ColumnVisibility;
  /** Columns the user switched on or off in the column settings: never hidden by the fit. */
  chosen: ReadonlySet<string>;
  /** Width the table has (0: not measured yet, nothing is hidden). */
  available: number;
  /** Width of the columns that are not data columns (checkbox, row actions). */
  reserved: number;
}

/**
 * The columns shown when the list is narrower than its columns (ListSchema column `priority`): columns are hidden
 * until the rest fits, the unmarked ones first, then priority 3, then 2, the later ones of a rank before the earlier;
 * priority 1, the first shown column and the columns the user chose stay (then the table scrolls); the columns the
 * user chose do not count against the width. A list none of whose columns has a `priority` is left as it is.
 */
export function fitVisibility({ columns, visibility, chosen, available, reserved }: FitInput): ColumnVisibility {
  // Only a list whose schema ranks its columns is fitted; any other keeps every column and scrolls.
  if (available <= 0 || !columns.some((c) => c.priority !== undefined)) return visibility;
  const shown = columns.filter((c) => visibility[c.prop] !== false);
  // A column the user switched on is extra: it never pushes another out (the table scrolls instead).
  let total = reserved + shown.reduce((sum, c) => (chosen.has(c.prop) ? sum : sum + columnWidth(c)), 0);
  if (total <= available) return visibility;
  const lead = shown[0]?.prop;
  const candidates = shown
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => column.prop !== lead && column.priority !== 1 && !column.fixed && !chosen.has(column.prop))
    .sort((a, b) => hideRank(b.column) - hideRank(a.column) || b.index - a.index);
  const fitted = { ...visibility };
  for (const { column } of candidates) {
    if (total <= available) break;
    fitted[column.prop] = false;
    total -= columnWidth(column);
  }
  return fitted;
}

/** The width of an element, kept up to date while it resizes (0 before layout and where nothing is laid out). */
export function useWidth<T extends HTMLElement>(): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** The visibility of fitVisibility for the list element `ref` points to. */
export function useFittedVisibility<T extends HTMLElement>(input: Omit<FitInput, 'available'>): { ref: RefObject<T | null>; visibility: ColumnVisibility } {
  const [ref, available] = useWidth<T>();
  const { columns, visibility, chosen, reserved } = input;
  const fitted = useMemo(
    () => fitVisibility({ columns, visibility, chosen, reserved, available }),
    [columns, visibility, chosen, reserved, available],
  );
  return { ref, visibility: fitted };
}
