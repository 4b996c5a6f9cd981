import { useCallback, useMemo, useState, type Key } from 'react';
import { Button, Input, Space, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ReloadOutlined } from '@ant-design/icons';
import { pickText } from '../../../schemas/text';
import { useWidgetServices, type PageQuery, type RowsPage } from '../../services';
import { DraggableModal } from '../DraggableModal';
import type { ColumnOption } from './dataProps';
import { PICKER_TEXT } from './texts';
import { useRowsPage, type Row } from './useRowsPage';

/** Without paging every row is asked for in one page (JNPF does the same). */
const ALL_ROWS = 10000;

export interface DataDialogProps {
  title: string;
  width: number | string;
  columns: ColumnOption[];
  /** The row field that identifies a row (and is stored). */
  rowKey: string;
  hasPage: boolean;
  pageSize: number;
  load: (query: PageQuery) => Promise<RowsPage>;
  /** The stored value, chosen when the dialog opens. */
  current?: string;
  onConfirm: (row: Row) => void;
  onCancel: () => void;
}

const keyOf = (row: Row, rowKey: string) => String(row[rowKey] ?? '');
const toolbarStyle = { marginBottom: 12, display: 'flex', justifyContent: 'space-between' } as const;

/**
 * The 'select data' dialog (docs/product.md#widgets: keyword search, reset, refresh, single-choice table, confirm and
 * cancel). Confirm stays disabled until a row is chosen. Mounted while open, so each opening starts
 * from the first page without a keyword.
 */
export function DataDialog({ title, width, columns, rowKey, hasPage, pageSize, load, current, onConfirm, onCancel }: DataDialogProps) {
  const { lang } = useWidgetServices();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState<PageQuery>({ keyword: '', currentPage: 1, pageSize: hasPage ? pageSize : ALL_ROWS });
  const [nonce, setNonce] = useState(0);
  const [chosen, setChosen] = useState<{ key: string; row?: Row } | undefined>(current ? { key: current } : undefined);
  const { rows, total, loading } = useRowsPage(load, query, nonce);

  // The stored row once it is on the page (confirming unchanged gives the row back).
  const chosenRow = chosen?.row ?? (chosen ? rows.find((row) => keyOf(row, rowKey) === chosen.key) : undefined);

  const search = useCallback(() => setQuery((q) => ({ ...q, keyword: typed.trim(), currentPage: 1 })), [typed]);
  const reset = useCallback(() => {
    setTyped('');
    setQuery((q) => ({ ...q, keyword: '', currentPage: 1 }));
  }, []);
  const refresh = useCallback(() => setNonce((n) => n + 1), []);

  const tableColumns = useMemo<ColumnsType<Row>>(
    () =>
      columns.map((column) => ({
        key: column.value,
        dataIndex: column.value,
        title: pickText(column.label, lang) || column.value,
        render: (cell: unknown) => (cell === null || cell === undefined ? '' : typeof cell === 'object' ? JSON.stringify(cell) : String(cell)),
      })),
    [columns, lang],
  );

  const choose = useCallback((row: Row) => setChosen({ key: keyOf(row, rowKey), row }), [rowKey]);
  const selectedRowKeys = useMemo(() => (chosen ? [chosen.key] : []), [chosen]);
  const rowSelection = useMemo(
    () => ({
      type: 'radio' as const,
      selectedRowKeys,
      onChange: (_keys: Key[], picked: Row[]) => picked[0] && choose(picked[0]),
    }),
    [selectedRowKeys, choose],
  );
  const onRow = useCallback((row: Row) => ({ onClick: () => choose(row) }), [choose]);

  const confirm = useCallback(() => {
    if (chosenRow) onConfirm(chosenRow);
  }, [chosenRow, onConfirm]);

  const pagination = hasPage
    ? {
        current: query.currentPage,
        pageSize: query.pageSize,
        total,
        size: 'small' as const,
        showSizeChanger: false,
        onChange: (page: number) => setQuery((q) => ({ ...q, currentPage: page })),
      }
    : false;

  return (
    <DraggableModal
      open
      title={title}
      width={width}
      onCancel={onCancel}
      onOk={confirm}
      okText={pickText(PICKER_TEXT.confirm, lang)}
      cancelText={pickText(PICKER_TEXT.cancel, lang)}
      okButtonProps={{ disabled: !chosenRow }}
      mask={{ closable: false }}
    >
      <div style={toolbarStyle}>
        <Space>
          <Input
            aria-label={pickText(PICKER_TEXT.keyword, lang)}
            placeholder={pickText(PICKER_TEXT.keyword, lang)}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onPressEnter={search}
            allowClear
          />
          <Button type="primary" onClick={search}>
            {pickText(PICKER_TEXT.search, lang)}
          </Button>
          <Button onClick={reset}>{pickText(PICKER_TEXT.reset, lang)}</Button>
        </Space>
        <Tooltip title={pickText(PICKER_TEXT.refresh, lang)}>
          <Button type="text" icon={<ReloadOutlined />} aria-label={pickText(PICKER_TEXT.refresh, lang)} onClick={refresh} />
        </Tooltip>
      </div>
      <Table<Row>
        size="small"
        rowKey={(row) => keyOf(row, rowKey)}
        columns={tableColumns}
        dataSource={rows}
        loading={loading}
        rowSelection={rowSelection}
        onRow={onRow}
        pagination={pagination}
        scroll={{ y: 400 }}
      />
    </DraggableModal>
  );
}
