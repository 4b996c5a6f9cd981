import type { CSSProperties } from 'react';
import type { TableColumn } from './columns';

/** A plain <table> in antd's colours (antd's Table would re-render every cell on each keystroke). */
const border = '1px solid var(--ant-color-border-secondary, #f0f0f0)';

// Containment and a fixed layout keep a keystroke's relayout inside its cell instead of the whole table.
export const wrapStyle: CSSProperties = { width: '100%', overflowX: 'auto', outline: 'none', contain: 'content' };
export const tableStyle: CSSProperties = { width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', border };
export const headStyle: CSSProperties = {
  padding: '8px',
  border,
  background: 'var(--ant-color-fill-alter, #fafafa)',
  fontWeight: 600,
  textAlign: 'left',
  whiteSpace: 'nowrap',
};
/** The fixed layout takes column widths from the header row, so every header cell has one. */
export const indexHeadStyle: CSSProperties = { ...headStyle, width: 56, textAlign: 'center' };
export const actionHeadStyle: CSSProperties = { ...headStyle, width: 72, textAlign: 'center' };
/** Its own paint layer: an edit repaints its row, the other rows reuse what they painted. */
export const rowStyle: CSSProperties = { position: 'relative' };
export const cellStyle: CSSProperties = { padding: '4px 8px', border, verticalAlign: 'top' };
export const indexStyle: CSSProperties = { ...cellStyle, width: 56, textAlign: 'center', whiteSpace: 'nowrap' };
export const actionStyle: CSSProperties = { ...cellStyle, width: 72, textAlign: 'center' };
export const summaryStyle: CSSProperties = { ...cellStyle, fontWeight: 600, background: 'var(--ant-color-fill-alter, #fafafa)' };
export const emptyStyle: CSSProperties = { ...cellStyle, textAlign: 'center', color: 'var(--ant-color-text-quaternary, rgba(0, 0, 0, 0.25))', padding: 16 };
export const errorStyle: CSSProperties = { color: 'var(--ant-color-error, #ff4d4f)', fontSize: 12, lineHeight: '20px' };
export const starStyle: CSSProperties = { color: 'var(--ant-color-error, #ff4d4f)', marginRight: 4 };
export const titleStyle: CSSProperties = { fontWeight: 600, marginBottom: 8 };
export const calcStyle: CSSProperties = { display: 'block', textAlign: 'right', padding: '4px 0' };

/** A style per (number) key, made once: cells re-render on every keystroke and keep the same style objects. */
function stylePerKey(make: (key: number) => CSSProperties): (key: number) => CSSProperties {
  const made = new Map<number, CSSProperties>();
  return (key) => {
    let style = made.get(key);
    if (!style) {
      style = make(key);
      made.set(key, style);
    }
    return style;
  };
}

/**
 * The box of a one-line cell: its size does not depend on its content, so typing lays out the box
 * alone, not the whole table (a table cell cannot contain its own layout, a block inside it can).
 */
export const boxStyle = stylePerKey((height: number): CSSProperties => ({ contain: 'size layout style', height }));

/**
 * The same box while its cell rests (not hovered or focused): nothing in it changes, so it needs no
 * containment, which would give each of hundreds of cells its own paint layer.
 */
export const restingBoxStyle = stylePerKey((height: number): CSSProperties => ({ height }));

/** A total in the 合计 row: one line, cut with an ellipsis (the whole figure is its title). */
export const totalStyle = stylePerKey((lineHeight: number): CSSProperties => ({
  ...boxStyle(lineHeight),
  lineHeight: `${lineHeight}px`,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
}));

/** A column's width when the designer gave none. */
export const DEFAULT_COLUMN_WIDTH = 140;
/** What a cell takes from its column's width: left and right padding (cellStyle) and borders. */
export const CELL_INSET_X = 18;

const widths = new WeakMap<TableColumn, CSSProperties>();

/** A header cell sized by the column's `columnWidth` (cached: the header never re-renders for values). */
export function columnHeadStyle(column: TableColumn): CSSProperties {
  let style = widths.get(column);
  if (!style) {
    style = { ...headStyle, width: column.field.columnWidth ?? DEFAULT_COLUMN_WIDTH };
    widths.set(column, style);
  }
  return style;
}
