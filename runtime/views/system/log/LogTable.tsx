import { useCallback, useEffect, useMemo, useState } from 'react';
import { App, Button, DatePicker, Input, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useLingui } from '@lingui/react/macro';
import { deleteLogs, getLogList, type LogCategory, type LogRow } from '../../../data/api/system';
import { notify } from '../../../data/feedback';
import { usePermission } from '../../../permission/Permission';
import { firstPage, type PageState } from '../../common/paging';
import { usePaginationProps } from '../../common/usePagination';
import { logColumns, type LogLabels } from './columns';

interface Filters { keyword: string; range: [Dayjs | null, Dayjs | null] | null }
const noFilters: Filters = { keyword: '', range: null };

/** One log category: search, paged table, delete selected (btn_remove). */
export function LogTable({ category }: { category: LogCategory }) {
  const { t } = useLingui();
  const { modal } = App.useApp();
  const { has } = usePermission();
  const canRemove = has('btn_remove');
  const [draft, setDraft] = useState<Filters>(noFilters);
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [page, setPage] = useState<PageState>(firstPage);
  const [rows, setRows] = useState<LogRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [version, setVersion] = useState(0);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const [start, end] = filters.range ?? [null, null];
      const data = await getLogList(category, {
        ...page,
        keyword: filters.keyword || undefined,
        startTime: start ? start.startOf('day').valueOf() : undefined,
        endTime: end ? end.endOf('day').valueOf() : undefined,
      });
      setRows(data?.list ?? []);
      setTotal(data?.pagination?.total ?? 0);
      setSelected([]);
    } catch {
      setRows([]);
      setTotal(0);
    } finally {
      setLoading(false);
    }
  }, [category, filters, page]);

  useEffect(() => { void load(); }, [load, version]);

  const labels: LogLabels = useMemo(() => ({
    time: { 1: t`登录时间`, 2: t`访问时间`, 3: t`操作时间`, 4: t`异常时间`, 5: t`请求时间` },
    user: t`用户`, ip: t`IP地址`, place: t`登录地点`, platform: t`平台`, url: t`请求地址`, method: t`请求类型`,
    duration: t`耗时（毫秒）`, module: t`模块`, type: t`操作类型`, summary: t`摘要`,
  }), [t]);

  const pagination = usePaginationProps(page, total, setPage);

  const search = () => { setFilters(draft); setPage((p) => ({ ...p, currentPage: 1 })); };
  const reset = () => { setDraft(noFilters); setFilters(noFilters); setPage(firstPage); };

  const remove = () => {
    if (!selected.length) {
      notify.warning(t`请选择要删除的数据`);
      return;
    }
    modal.confirm({
      title: t`提示`,
      content: t`此操作将永久删除该数据, 是否继续?`,
      onOk: async () => {
        await deleteLogs(selected);
        notify.success(t`删除成功`);
        setVersion((v) => v + 1);
      },
    });
  };

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input
          allowClear
          placeholder={t`请输入关键词查询`}
          aria-label={t`关键词`}
          value={draft.keyword}
          onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
          onPressEnter={search}
          style={{ width: 220 }}
        />
        <DatePicker.RangePicker value={draft.range} onChange={(range) => setDraft({ ...draft, range })} />
        <Button type="primary" onClick={search}>{t`查询`}</Button>
        <Button onClick={reset}>{t`重置`}</Button>
        {canRemove ? <Button danger onClick={remove}>{t`删除`}</Button> : null}
        <Button onClick={() => setVersion((v) => v + 1)}>{t`刷新`}</Button>
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
