import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import message from 'antd/es/message';
import { MessageRecordPage } from '../../../runtime/views/messageRecord';
import { resetSession, session } from '../../../runtime/state/session';
import { messages, resetMessages } from '../../../runtime/state/messages';
import { setNavigator } from '../../../runtime/data/navigate';
import { stubFetch, type Call } from '../data/net';
import { renderPage } from '../login/harness';

const ROWS = [
  { id: 'm1', title: '放假通知', type: 1, isRead: '0', bodyText: '<p>国庆放假七天</p>', creatorUser: '管理员/admin', lastModifyTime: Date.UTC(2026, 0, 2, 1) },
  { id: 'm2', title: '请审批采购单', type: 2, isRead: '0', bodyText: '{"type":2,"id":"t9"}', creatorUser: '张三/zs', lastModifyTime: Date.UTC(2026, 0, 1, 1) },
  { id: 'm3', title: '旧公告', type: 1, isRead: '1', bodyText: '<p>旧</p>', creatorUser: '管理员/admin', lastModifyTime: Date.UTC(2025, 11, 1, 1) },
];
const INBOX = { code: 200, data: { list: ROWS, pagination: { currentPage: 1, pageSize: 20, total: 63 } } };

beforeEach(() => {
  resetSession();
  resetMessages();
  session.token = 'Bearer t';
  session.userInfo = { userId: 'u', userAccount: 'admin', account: 'admin', userName: 'A', realName: 'A', prevLogin: 0 };
});
afterEach(() => {
  // Unmount before the fetch stub goes: a load still on its way must not reach the network.
  cleanup();
  setNavigator(null);
  vi.unstubAllGlobals();
  message.destroy();
  resetSession();
});

const inboxCalls = (calls: Call[]) => calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/message');
const param = (call: Call, key: string) => call.url.searchParams.get(key);

async function pick(name: string, label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name }));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')]
      .find((node) => node.textContent === label);
    if (!found) throw new Error(`no option ${label}`);
    return found as HTMLElement;
  });
  fireEvent.click(option);
}

async function confirmDialog(text: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(text)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
}

describe('message centre (/messageRecord)', () => {
  it('lists the inbox newest first, 20 a page, with the unread state and total', async () => {
    const calls = stubFetch({ 'GET /api/message': INBOX });
    renderPage('/messageRecord', '/messageRecord', MessageRecordPage);
    expect(await screen.findByText('放假通知')).toBeTruthy();
    const first = inboxCalls(calls)[0];
    expect([param(first, 'currentPage'), param(first, 'pageSize'), param(first, 'sort')]).toEqual(['1', '20', 'desc']);
    expect(param(first, 'type')).toBeNull();
    expect(screen.getByText('共 63 条')).toBeTruthy();
    expect(screen.getAllByText('未读')).not.toHaveLength(0);
    expect(screen.getByText('张三/zs')).toBeTruthy();
  });

  it('filters by type, read state and keyword, and resets', async () => {
    const calls = stubFetch({ 'GET /api/message': INBOX });
    renderPage('/messageRecord', '/messageRecord', MessageRecordPage);
    await screen.findByText('放假通知');
    await pick('类型', '公告');
    await pick('状态', '未读');
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: ' 放假 ' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(inboxCalls(calls)).toHaveLength(2));
    const filtered = inboxCalls(calls)[1];
    expect([param(filtered, 'type'), param(filtered, 'isRead'), param(filtered, 'keyword'), param(filtered, 'currentPage')]).toEqual(['1', '0', '放假', '1']);

    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(inboxCalls(calls)).toHaveLength(3));
    const reset = inboxCalls(calls)[2];
    expect([param(reset, 'type'), param(reset, 'isRead'), param(reset, 'keyword')]).toEqual([null, null, null]);
  });

  it('pages with the generic pagination', async () => {
    const calls = stubFetch({ 'GET /api/message': INBOX });
    renderPage('/messageRecord', '/messageRecord', MessageRecordPage);
    await screen.findByText('放假通知');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(param(inboxCalls(calls).at(-1)!, 'currentPage')).toBe('2'));
  });

  it('deletes the ticked records after the confirmation and lowers the bell by their unread ones', async () => {
    messages.unreadNotices = 5;
    const calls = stubFetch({ 'GET /api/message': INBOX, 'DELETE /api/message/Record': { code: 200, msg: '删除成功' } });
    renderPage('/messageRecord', '/messageRecord', MessageRecordPage);
    await screen.findByText('放假通知');
    const boxes = screen.getAllByRole('checkbox');
    // [0] selects all; tick m1 (unread) and m3 (read).
    fireEvent.click(boxes[1]);
    fireEvent.click(boxes[3]);
    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    await confirmDialog('此操作将永久删除该数据, 是否继续?');
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(JSON.parse(String(calls.find((c) => c.method === 'DELETE')!.body))).toEqual({ ids: 'm1,m3' });
    expect(messages.unreadNotices).toBe(4);
    await waitFor(() => expect(inboxCalls(calls)).toHaveLength(2));
  });

  it('warns instead of deleting when nothing is ticked', async () => {
    const calls = stubFetch({ 'GET /api/message': INBOX });
    renderPage('/messageRecord', '/messageRecord', MessageRecordPage);
    await screen.findByText('放假通知');
    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('请选择要删除的数据')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('marks all read after the confirmation and clears the bell', async () => {
    messages.unreadNotices = 2;
    const calls = stubFetch({ 'GET /api/message': INBOX, 'POST /api/message/Actions/ReadAll': { code: 200, msg: '操作成功' } });
    renderPage('/messageRecord', '/messageRecord', MessageRecordPage);
    await screen.findByText('放假通知');
    fireEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await confirmDialog('您确定全部为已读状态, 是否继续?');
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/message/Actions/ReadAll')).toBe(true));
    expect(messages.unreadNotices).toBe(0);
  });

  it('opens a notice in the view dialog (ReadInfo) and a flow message on its flow page', async () => {
    messages.unreadNotices = 2;
    const calls = stubFetch({
      'GET /api/message': INBOX,
      'GET /api/message/ReadInfo/m1': { code: 200, data: { id: 'm1', title: '放假通知', bodyText: '<p>国庆放假七天</p>', creatorUser: '管理员/admin', lastModifyTime: ROWS[0].lastModifyTime } },
      'GET /api/message/ReadInfo/m2': { code: 200, data: { id: 'm2', title: '请审批采购单', bodyText: '{"type":2,"id":"t9"}', creatorUser: '张三/zs', lastModifyTime: ROWS[1].lastModifyTime } },
    });
    const { router } = renderPage('/messageRecord', '/messageRecord', MessageRecordPage);
    setNavigator((href) => void router.navigate({ href }));
    fireEvent.click(await screen.findByText('放假通知'));
    expect(await screen.findByText('国庆放假七天')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/api/message/ReadInfo/m1')).toBe(true);
    expect(messages.unreadNotices).toBe(1);

    fireEvent.click(screen.getByText('请审批采购单'));
    expect((await screen.findByTestId('where')).textContent).toBe('/workFlow/flowTodo');
    expect(messages.unreadNotices).toBe(0);
  });

  it('reloads when a messagePush arrives', async () => {
    const calls = stubFetch({ 'GET /api/message': INBOX });
    renderPage('/messageRecord', '/messageRecord', MessageRecordPage);
    await screen.findByText('放假通知');
    await act(async () => { messages.inboxVersion += 1; });
    await waitFor(() => expect(inboxCalls(calls)).toHaveLength(2));
  });
});
