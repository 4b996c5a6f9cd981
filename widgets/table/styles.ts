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
export const cellStyle: CSSProperties = { padding: '4px 8px', border, verticalAlign: 'top' };
export const indexStyle: CSSProperties = { ...cellStyle, width: 56, textAlign: 'center', whiteSpace: 'nowrap' };
export const actionStyle: CSSProperties = { ...cellStyle, width: 72, textAlign: 'center' };
export const summaryStyle: CSSProperties = { ...cellStyle, fontWeight: 600, background: 'var(--ant-color-fill-alter, #fafafa)' };
export const emptyStyle: CSSProperties = { ...cellStyle, textAlign: 'center', color: 'var(--ant-color-text-quaternary, rgba(0, 0, 0, 0.25))', padding: 16 };
export const errorStyle: CSSProperties = { color: 'var(--ant-color-error, #ff4d4f)', fontSize: 12, lineHeight: '20px' };
export const starStyle: CSSProperties = { color: 'var(--ant-color-error, #ff4d4f)', marginRight: 4 };
export const titleStyle: CSSProperties = { fontWeight: 600, marginBottom: 8 };
export const calcStyle: CSSProperties = { display: 'block', textAlign: 'right', padding: '4px 0' };

const widths = new WeakMap<TableColumn, CSSProperties>();

/** A header cell sized by the column's `columnWidth` (cached: the header never re-renders for values). */
export function columnHeadStyle(column: TableColumn): CSSProperties {
  let style = widths.get(column);
  if (!style) {
    style = { ...headStyle, width: column.field.columnWidth ?? 140 };
    widths.set(column, style);
  }
  return style;
}
