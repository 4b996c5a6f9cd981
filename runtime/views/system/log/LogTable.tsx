import { useMemo } from 'react';
import { Button, DatePicker, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useLingui } from '@lingui/react/macro';
import { deleteLogs, getLogList, type LogCategory, type LogRow } from '../../../data/api/system';
import { notify } from '../../../data/feedback';
import { usePermission } from '../../../permission/Permission';
import { KeywordInput } from '../../common/KeywordInput';
import type { PageState } from '../../common/paging';
import { useConfirmRemove } from '../../common/useConfirmRemove';
import { usePagedTable } from '../../common/usePagedTable';
import { logColumns, type LogLabels } from './columns';

interface Filters { keyword: string; range: [Dayjs | null, Dayjs | null] | null }
const noFilters: Filters = { keyword: '', range: null };

/** One log category: search, paged table, delete selected (btn_remove). */
export function LogTable({ category }: { category: LogCategory }) {
  const { t } = useLingui();
  const confirmRemove = useConfirmRemove();
  const { has } = usePermission();
  const canRemove = has('btn_remove');
  const fetchLogs = (filters: Filters, page: PageState) => {
    const [start, end] = filters.range ?? [null, null];
    return getLogList(category, {
      ...page,
      keyword: filters.keyword || undefined,
      startTime: start ? start.startOf('day').valueOf() : undefined,
      endTime: end ? end.endOf('day').valueOf() : undefined,
    });
  };
  const { draft, setDraft, rows, loading, selected, setSelected, pagination, search, reset, refresh } = usePagedTable<LogRow, Filters>({
    fetch: fetchLogs,
    noFilters,
    reloadKey: category,
  });

  const labels: LogLabels = useMemo(() => ({
    time: { 1: t`登录时间`, 2: t`访问时间`, 3: t`操作时间`, 4: t`异常时间`, 5: t`请求时间` },
    user: t`用户`, ip: t`IP地址`, place: t`登录地点`, platform: t`平台`, url: t`请求地址`, method: t`请求类型`,
    duration: t`耗时（毫秒）`, module: t`模块`, type: t`操作类型`, summary: t`摘要`, outcome: t`操作结果`, success: t`成功`, opPlace: t`地点`,
  }), [t]);

  const remove = () => confirmRemove(selected, async () => {
    await deleteLogs(selected);
    notify.success(t`删除成功`);
    refresh();
  });

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <KeywordInput value={draft.keyword} onChange={(keyword) => setDraft({ ...draft, keyword })} onSearch={search} />
        <DatePicker.RangePicker value={draft.range} onChange={(range) => setDraft({ ...draft, range })} />
        <Button type="primary" onClick={search}>{t`查询`}</Button>
        <Button onClick={reset}>{t`重置`}</Button>
        {canRemove ? <Button danger onClick={remove}>{t`删除`}</Button> : null}
        <Button onClick={refresh}>{t`刷新`}</Button>
      </Space>
      <Table<LogRow>
        rowKey="id"
        size="middle"
        loading={loading}
        columns={logColumns(category, labels)}
        dataSource={rows}
        rowSelection={canRemove ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) } : undefined}
        pagination={pagination}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
