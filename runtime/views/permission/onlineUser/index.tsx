import { useCallback, useEffect, useMemo, useState } from 'react';
import { App, Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useLingui } from '@lingui/react/macro';
import { forceOffline, getOnlineUsers, type OnlineUserRow } from '../../../data/api/system';
import { notify } from '../../../data/feedback';
import { Permission } from '../../../permission/Permission';
import { Page } from '../../common/Page';
import { formatDateTime } from '../../common/format';
import type { SearchField } from '../../../../schemas';
import { SearchForm } from '../../../renderers/list/SearchForm';
import { Toolbar } from '../../../renderers/list/Toolbar';
import { useLang } from '../../../renderers/SchemaServices';
import '../../../renderers/list/list.css';

const NO_VALUES = {};

/** Rows whose account or name contains the keyword (case-insensitive). */
export function filterOnline(rows: readonly OnlineUserRow[], keyword: string): OnlineUserRow[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [...rows];
  return rows.filter((r) => `${r.userAccount ?? ''} ${r.userName ?? ''}`.toLowerCase().includes(k));
}

/** Online users (menu address permission/onlineUser) with forced offline (btn_forced). */
export function OnlineUserPage() {
  const { t } = useLingui();
  const { modal } = App.useApp();
  const lang = useLang();
  const [rows, setRows] = useState<OnlineUserRow[]>([]);
  const [keyword, setKeyword] = useState('');
  const [loading, setLoading] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const data = await getOnlineUsers();
      setRows(Array.isArray(data) ? (data as OnlineUserRow[]) : data?.list ?? []);
    } catch {
      setRows([]);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => { void load(); }, [load]);

  const kick = (row: OnlineUserRow) => {
    modal.confirm({
      title: t`提示`,
      content: t`您确定要强制下线该账号吗?`,
      onOk: async () => {
        await forceOffline(row.userId);
        notify.success(t`操作成功`);
        await load();
      },
    });
  };

  const columns: ColumnsType<OnlineUserRow> = [
    { title: t`账号`, dataIndex: 'userAccount', width: 160 },
    { title: t`用户`, dataIndex: 'userName', width: 180 },
    { title: t`登录时间`, key: 'loginTime', width: 170, render: (_, r) => formatDateTime(r.loginTime, true) },
    { title: t`登录IP`, dataIndex: 'loginIPAddress', width: 150 },
    // A bounded width so the long user-agent text is cut (full text on hover), not run under the pinned column.
    { title: t`登录平台`, dataIndex: 'loginPlatForm', width: 320, ellipsis: { showTitle: true } },
    {
      title: t`操作`, key: 'actions', width: 120, fixed: 'right',
      render: (_, r) => (
        <Permission code="btn_forced">
          <Button type="link" danger size="small" onClick={() => kick(r)}>{t`强制下线`}</Button>
        </Permission>
      ),
    },
  ];

  // The same search form and toolbar as the schema lists; the keyword filters the loaded rows.
  const fields = useMemo<SearchField[]>(() => [
    { vModel: 'keyword', jnpfKey: 'comInput', label: t`关键词`, match: 'like', queryOnly: true, props: { placeholder: t`请输入关键词查询` } },
  ], [t]);

  return (
    <Page>
      <SearchForm fields={fields} lang={lang} defaults={NO_VALUES} onSearch={(values) => setKeyword(typeof values.keyword === 'string' ? values.keyword : '')} />
      <Toolbar actions={[]} lang={lang} busy={null} onRun={() => {}} onRefresh={() => void load()} settings={null} />
      <Table<OnlineUserRow>
        rowKey="userId"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={filterOnline(rows, keyword)}
        pagination={false}
        scroll={{ x: 1100 }}
        tableLayout="fixed"
      />
    </Page>
  );
}
