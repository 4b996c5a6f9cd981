import type { ReactNode } from 'react';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { pickText, type ColumnSchema, type FieldSchema, type Lang } from '../../../../schemas';
import { widgetFor } from '../../../../widgets/registry';
import { plainText } from '../columns';
import type { ImportRow } from './importCalls';

function cellRenderer(column: ColumnSchema, lang: Lang): (value: unknown) => ReactNode {
  const Display = column.jnpfKey ? widgetFor(column.jnpfKey)?.Display : undefined;
  if (!Display) return (value) => plainText(value, column, lang);
  const field: FieldSchema = { jnpfKey: column.jnpfKey!, vModel: column.prop, label: column.label, props: column.props, options: column.options };
  return (value) => <Display value={value} field={field} inCell />;
}

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
    render: (_: unknown, row: ImportRow) => (row.blnError ? <Tag color="red">{labels.error}</Tag> : <Tag color="green">{labels.ok}</Tag>),
  };
  return [status, ...data];
}
