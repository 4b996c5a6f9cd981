import { useMemo } from 'react';
import { Table } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { ActionSchema, SearchField } from '../../../../schemas';
import { deleteLogs, getLogList, type LogCategory, type LogRow } from '../../../data/api/system';
import { notify } from '../../../data/feedback';
import { usePermission } from '../../../permission/Permission';
import { SearchForm } from '../../../renderers/list/SearchForm';
import { toSearchQuery, type SearchValues } from '../../../renderers/list/searchParams';
import { Toolbar } from '../../../renderers/list/Toolbar';
import { useLang } from '../../../renderers/SchemaServices';
import type { PageState } from '../../common/paging';
import { useConfirmRemove } from '../../common/useConfirmRemove';
import { usePagedTable } from '../../common/usePagedTable';
import { logColumns, type LogLabels } from './columns';
import '../../../renderers/list/list.css';

/** Query parameters of the search form (keyword, startTime, endTime). */
type Filters = Record<string, unknown>;
const noFilters: Filters = {};
const NO_VALUES: SearchValues = {};
const REMOVE: ActionSchema[] = [{ action: 'batchRemove' }];

/** One log category: the lists' search form and toolbar, paged table, delete selected (btn_remove). */
export function LogTable({ category }: { category: LogCategory }) {
  const { t } = useLingui();
  const lang = useLang();
  const confirmRemove = useConfirmRemove();
  const { has } = usePermission();
  const canRemove = has('btn_remove');
  // The search form's date range gives whole days in the configured zone (SearchControl), as the log shows its times.
  const fetchLogs = (filters: Filters, page: PageState) => getLogList(category, { ...page, ...filters });
  const { rows, loading, selected, setSelected, pagination, apply, refresh } = usePagedTable<LogRow, Filters>({
    fetch: fetchLogs,
    noFilters,
    reloadKey: category,
  });

  const labels: LogLabels = useMemo(() => ({
    time: { 1: t`登录时间`, 2: t`访问时间`, 3: t`操作时间`, 4: t`异常时间`, 5: t`请求时间` },
    user: t`用户`, ip: t`IP地址`, place: t`登录地点`, platform: t`平台`, url: t`请求地址`, method: t`请求类型`,
    duration: t`耗时（毫秒）`, module: t`模块`, type: t`操作类型`, summary: t`摘要`, outcome: t`操作结果`, success: t`成功`, opPlace: t`地点`,
  }), [t]);

  // The same search form as the schema lists: a keyword and the days of the category's time.
  const fields = useMemo<SearchField[]>(() => [
    { vModel: 'keyword', jnpfKey: 'comInput', label: t`关键词`, match: 'like', queryOnly: true, props: { placeholder: t`请输入关键词查询` } },
    { vModel: 'time', jnpfKey: 'date', label: labels.time[category], match: 'range', rangeKeys: ['startTime', 'endTime'] },
  ], [t, labels, category]);

  const remove = () => confirmRemove(selected, async () => {
    await deleteLogs(selected);
    notify.success(t`删除成功`);
    refresh();
  });

  return (
    <>
      <SearchForm fields={fields} lang={lang} defaults={NO_VALUES} onSearch={(values) => apply(toSearchQuery(fields, values))} />
      <Toolbar actions={canRemove ? REMOVE : []} lang={lang} busy={null} onRun={remove} onRefresh={refresh} settings={null} />
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
