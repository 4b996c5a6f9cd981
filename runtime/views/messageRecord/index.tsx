import { useCallback } from 'react';
import { Badge, Button, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { deleteRecords, getInbox, type InboxMessage, type MessageType } from '../../data/api/message';
import { notify } from '../../data/feedback';
import { useTypeLabel } from '../../shell/layout/message-drawer/message-item';
import { lowerBell, useOpenMessage } from '../../shell/layout/message-drawer/use-open-message';
import { useConfirmReadAll } from '../../shell/layout/message-drawer/use-confirm-read-all';
import { messages } from '../../state/messages';
import { Page } from '../common/Page';
import { formatDateTime } from '../common/format';
import { KeywordInput } from '../common/KeywordInput';
import type { PageState } from '../common/paging';
import { useConfirmRemove } from '../common/useConfirmRemove';
import { usePagedTable } from '../common/usePagedTable';

type ReadFilter = '' | '0' | '1';
interface Filters { keyword: string; type: MessageType | 0; isRead: ReadFilter }
const noFilters: Filters = { keyword: '', type: 0, isRead: '' };

const fetchInbox = (filters: Filters, page: PageState) => getInbox({
  ...page,
  sort: 'desc',
  keyword: filters.keyword.trim() || undefined,
  type: filters.type || undefined,
  isRead: filters.isRead || undefined,
});

/**
 * Message centre (/messageRecord, reached from the message drawer): the caller's inbox with type, read state
 * and keyword filters, generic paging, open (the drawer's dialog or flow page), delete the ticked records,
 * mark all read. It reloads when a messagePush arrives (messages.inboxVersion).
 */
export function MessageRecordPage() {
  const { t } = useLingui();
  const typeLabel = useTypeLabel();
  const { inboxVersion } = useSnapshot(messages);
  const { draft, setDraft, rows, setRows, loading, selected, setSelected, pagination, search, reset, refresh } = usePagedTable<InboxMessage, Filters>({
    fetch: fetchInbox,
    noFilters,
    reloadKey: inboxVersion,
  });

  const onRead = useCallback((id: string) => {
    setRows((prev) => prev.map((row) => (row.id === id ? { ...row, isRead: '1' } : row)));
  }, [setRows]);
  const { open, dialog } = useOpenMessage({ onRead });
  const confirmRemove = useConfirmRemove();

  const confirmReadAll = useConfirmReadAll(refresh);

  const remove = () => confirmRemove(selected, async () => {
    const unread = rows.filter((row) => selected.includes(row.id) && row.isRead !== '1').length;
    // Lowered before the call: the server's absolute unreadCount frame may come before the reply.
    lowerBell(unread);
    try {
      await deleteRecords(selected);
    } catch (error) {
      messages.unreadNotices += unread;
      throw error;
    }
    notify.success(t`删除成功`);
    refresh();
  });

  const columns: ColumnsType<InboxMessage> = [
    {
      title: t`标题`, dataIndex: 'title', key: 'title', ellipsis: true,
      render: (title: string, row) => (
        <Badge dot={row.isRead !== '1'} offset={[6, 0]}>
          <Typography.Link onClick={() => void open(row)}>{title}</Typography.Link>
        </Badge>
      ),
    },
    {
      title: t`类型`, dataIndex: 'type', key: 'type', width: 100, align: 'center',
      render: (type: number) => <Tag color={Number(type) === 1 ? 'blue' : 'orange'}>{typeLabel(Number(type))}</Tag>,
    },
    { title: t`发送人员`, dataIndex: 'creatorUser', key: 'creatorUser', width: 180 },
    { title: t`发送时间`, dataIndex: 'lastModifyTime', key: 'lastModifyTime', width: 170, render: (v: unknown) => formatDateTime(v) },
    {
      title: t`状态`, dataIndex: 'isRead', key: 'isRead', width: 90, align: 'center',
      render: (isRead: string) => (isRead === '1' ? <Tag>{t`已读`}</Tag> : <Tag color="red">{t`未读`}</Tag>),
    },
  ];

  return (
    <Page>
      <Space wrap style={{ marginBottom: 16 }}>
        <KeywordInput value={draft.keyword} onChange={(keyword) => setDraft({ ...draft, keyword })} onSearch={search} />
        <Select<MessageType | 0>
          aria-label={t`类型`}
          value={draft.type}
          onChange={(type) => setDraft({ ...draft, type })}
          style={{ width: 120 }}
          options={[
            { value: 0, label: t`全部类型` },
            { value: 1, label: typeLabel(1) },
            { value: 2, label: typeLabel(2) },
            { value: 3, label: typeLabel(3) },
          ]}
        />
        <Select<ReadFilter>
          aria-label={t`状态`}
          value={draft.isRead}
          onChange={(isRead) => setDraft({ ...draft, isRead })}
          style={{ width: 120 }}
          options={[
            { value: '', label: t`全部状态` },
            { value: '0', label: t`未读` },
            { value: '1', label: t`已读` },
          ]}
        />
        <Button type="primary" onClick={search}>{t`查询`}</Button>
        <Button onClick={reset}>{t`重置`}</Button>
      </Space>
      <Space wrap style={{ marginBottom: 16, display: 'flex' }}>
        <Button type="primary" onClick={confirmReadAll}>{t`全部已读`}</Button>
        <Button danger onClick={remove}>{t`删除`}</Button>
        <Button onClick={refresh}>{t`刷新`}</Button>
      </Space>
      <Table<InboxMessage>
        rowKey="id"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={rows}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
        pagination={pagination}
        locale={{ emptyText: t`暂无数据` }}
        scroll={{ x: 'max-content' }}
      />
      {dialog}
    </Page>
  );
}
