import { useMemo, useState } from 'react';
import { Alert, Checkbox, Table } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { ColumnSchema, Lang } from '../../../../schemas';
import type { ImportRow } from './importCalls';
import { importColumns } from './importColumns';

/** Import preview paging (docs/product.md#constants): 20 a page, sizes 10, 20, 30, 50; local. */
export const PREVIEW_PAGE_SIZE = 20;
export const PREVIEW_PAGE_SIZES = [10, 20, 30, 50];

const ROW_KEY = '__importRow';

export interface PreviewStepProps {
  columns: readonly ColumnSchema[];
  rows: ImportRow[];
  hasErrors: boolean;
  lang: Lang;
}

/** Step 2: the parsed rows, the erroneous ones marked red with each error under its cell; the erroneous rows alone on demand. */
export function PreviewStep({ columns, rows, hasErrors, lang }: PreviewStepProps) {
  const { t } = useLingui();
  const tableColumns = useMemo(
    () => importColumns(columns, lang, { status: t`状态`, error: t`错误`, ok: t`正常` }, true),
    [columns, lang, t],
  );
  const [onlyErrors, setOnlyErrors] = useState(false);
  // Parsed rows have no id of their own: their position in the file is their key.
  const keyed = useMemo(() => rows.map((row, index) => ({ ...row, [ROW_KEY]: index })), [rows]);
  const errorRows = useMemo(() => keyed.filter((row) => row.blnError), [keyed]);
  const total = rows.length;
  const errors = errorRows.length;
  return (
    <div className="gl-import-preview">
      {hasErrors ? (
        <Alert type="warning" showIcon title={t`共 ${total} 条数据，其中 ${errors} 条有错误，忽略错误将只导入正确的数据`} />
      ) : null}
      {hasErrors ? (
        <Checkbox className="gl-import-filter" checked={onlyErrors} onChange={(e) => setOnlyErrors(e.target.checked)}>
          {t`只看有错误的行`}
        </Checkbox>
      ) : null}
      <Table<ImportRow>
        size="small"
        bordered
        columns={tableColumns}
        dataSource={onlyErrors ? errorRows : keyed}
        rowKey={ROW_KEY}
        rowClassName={(row) => (row.blnError ? 'gl-import-error' : '')}
        scroll={{ x: 'max-content', y: 400 }}
        pagination={{
          defaultPageSize: PREVIEW_PAGE_SIZE,
          pageSizeOptions: PREVIEW_PAGE_SIZES,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (n) => t`共 ${n} 条`,
        }}
      />
    </div>
  );
}
