import { useMemo } from 'react';
import { Result, Table } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { ColumnSchema, Lang } from '../../../../schemas';
import { hasFailures, type ImportResult, type ImportRow } from './importCalls';
import { importColumns } from './importColumns';
import { PREVIEW_PAGE_SIZE, PREVIEW_PAGE_SIZES } from './PreviewStep';

const ROW_KEY = '__failedRow';

export interface ResultStepProps {
  result: ImportResult;
  columns: readonly ColumnSchema[];
  lang: Lang;
}

/** Step 3: success with the count, or partial failure with the refused rows. */
export function ResultStep({ result, columns, lang }: ResultStepProps) {
  const { t } = useLingui();
  const saved = Number(result.snum ?? 0);
  const refused = Number(result.fnum ?? 0);
  const failedRows = useMemo(() => (result.failResult ?? []).map((row, index) => ({ ...row, [ROW_KEY]: index })), [result.failResult]);
  const tableColumns = useMemo(() => importColumns(columns, lang, { status: '', error: '', ok: '' }, false), [columns, lang]);

  if (!hasFailures(result)) {
    return <Result status="success" title={t`导入成功`} subTitle={t`您已成功导入 ${saved} 条数据`} />;
  }
  return (
    <div className="gl-import-result">
      <Result status="warning" title={saved > 0 ? t`部分数据导入失败` : t`导入失败`} subTitle={t`成功 ${saved} 条，失败 ${refused} 条`} />
      {failedRows.length ? (
        <Table<ImportRow>
          size="small"
          bordered
          title={() => t`以下数据导入失败`}
          columns={tableColumns}
          dataSource={failedRows}
          rowKey={ROW_KEY}
          scroll={{ x: 'max-content', y: 300 }}
          pagination={{ defaultPageSize: PREVIEW_PAGE_SIZE, pageSizeOptions: PREVIEW_PAGE_SIZES, showSizeChanger: true }}
        />
      ) : null}
    </div>
  );
}
