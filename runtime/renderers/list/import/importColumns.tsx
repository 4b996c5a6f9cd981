import type { ReactNode } from 'react';
import { Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { pickText, type ColumnSchema, type FieldSchema, type Lang } from '../../../../schemas';
import { widgetFor } from '../../../../widgets/registry';
import { plainText } from '../columns';
import type { ImportRow } from './importCalls';

function valueRenderer(column: ColumnSchema, lang: Lang): (value: unknown) => ReactNode {
  const Display = column.jnpfKey ? widgetFor(column.jnpfKey)?.Display : undefined;
  if (!Display) return (value) => plainText(value, column, lang);
  const field: FieldSchema = { jnpfKey: column.jnpfKey!, vModel: column.prop, label: column.label, props: column.props, options: column.options };
  return (value) => <Display value={value} field={field} inCell />;
}

/** A cell shows its value and, when the server found it wrong, the reason under it (docs/product.md#import-wizard). */
function cellRenderer(column: ColumnSchema, lang: Lang): (value: unknown, row: ImportRow) => ReactNode {
  const show = valueRenderer(column, lang);
  return (value, row) => {
    const error = row.errors?.[column.prop];
    if (!error) return show(value);
    return (
      <div className="gl-import-cell-error">
        <div>{show(value)}</div>
        <div className="gl-import-cell-message" role="alert">{error}</div>
      </div>
    );
  };
}

/** Errors that belong to no column of the preview (a row-level rule): shown by the status tag. */
const rowMessages = (row: ImportRow, columns: readonly ColumnSchema[]) =>
  Object.entries(row.errors ?? {}).filter(([key]) => !columns.some((c) => c.prop === key)).map(([, message]) => message);

export interface ImportColumnLabels {
  status: string;
  error: string;
  ok: string;
}


/**
 * antd table columns of the import preview and of the failed rows: the schema's import columns,
 * after a status column that marks rows with blnError (when `withStatus`).
 */
export function importColumns(columns: readonly ColumnSchema[], lang: Lang, labels: ImportColumnLabels, withStatus: boolean): ColumnsType<ImportRow> {
  const data: ColumnsType<ImportRow> = columns.map((column) => ({
    key: column.prop,
    dataIndex: column.prop,
    title: pickText(column.label, lang),
    width: column.width,
    minWidth: column.minWidth,
    align: column.align,
    render: cellRenderer(column, lang),
  }));
  if (!withStatus) return data;
  const status: ColumnsType<ImportRow>[number] = {
    key: '__status',
    title: labels.status,
    width: 80,
    fixed: 'left',
    render: (_: unknown, row: ImportRow) => {
      if (!row.blnError) return <Tag color="green">{labels.ok}</Tag>;
      const others = rowMessages(row, columns);
      const tag = <Tag color="red">{labels.error}</Tag>;
      return others.length ? <Tooltip title={others.join('；')}>{tag}</Tooltip> : tag;
    },
  };
  return [status, ...data];
}
