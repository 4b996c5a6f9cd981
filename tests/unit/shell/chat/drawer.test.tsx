import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocketFrame } from '../../../../runtime/data';
import { ChatDrawer } from '../../../../runtime/shell/layout/chat';
import { setChatSender } from '../../../../runtime/shell/layout/chat/channel';
import { applyFrame } from '../../../../runtime/shell/layout/use-message-socket';
import { chat, resetChat } from '../../../../runtime/state/chat';
import { messages, resetMessages } from '../../../../runtime/state/messages';
import { renderInRouter } from '../harness';
import { resetStores, signIn } from '../fixtures';

type Call = { path: string; query: URLSearchParams };
let calls: Call[] = [];
let sent: SocketFrame[] = [];
let contacts: Array<{ id: string; account: string; realName: string; department: string }> = [];
/** History rows the fake server holds for the chat with u2, oldest first. */
let history: Array<Record<string, unknown>> = [];

const REPLIES = [
  { id: 'u2', realName: '李四', account: 'lisi', headIcon: '', latestMessage: '你好[微笑]', messageType: 'text', latestDate: Date.now() - 5 * 60_000, unreadMessage: 2 },
  { id: 'u3', realName: '王五', account: 'wangwu', headIcon: '', latestMessage: '{"path":"/api/file/Image/IM/a.png"}', messageType: 'image', latestDate: Date.now() - 2 * 3_600_000, unreadMessage: 0 },
];

/** Scroll geometry of the chat's lists (happy-dom lays nothing out): 60 px per row, 600 px tall boxes. */
const geometry = { scrollTop: new Map<string, number>() };
const boxOf = (el: HTMLElement) => (el.classList.contains('chat-contacts__scroll') ? 'contacts' : el.classList.contains('chat-lines') ? 'lines' : null);
const saved = new Map<string, PropertyDescriptor | undefined>();
const props = ['scrollHeight', 'clientHeight', 'scrollTop'] as const;

beforeAll(() => {
  for (const prop of props) {
    saved.set(prop, Object.getOwnPropertyDescriptor(Element.prototype, prop));
    Object.defineProperty(HTMLElement.prototype, prop, {
      configurable: true,
      get(this: HTMLElement) {
        const box = boxOf(this);
        if (!box) return 0;
        if (prop === 'clientHeight') return 600;
        if (prop === 'scrollHeight') return this.querySelectorAll('li, [data-testid="chat-line"]').length * 60;
        return geometry.scrollTop.get(box) ?? 0;
      },
      set(this: HTMLElement, value: number) {
        const box = boxOf(this);
        if (prop === 'scrollTop' && box) geometry.scrollTop.set(box, value);
      },
    });
  }
});
afterAll(() => {
  for (const prop of props) {
    delete (HTMLElement.prototype as unknown as Record<string, unknown>)[prop];
    const d = saved.get(prop);
    if (d) Object.defineProperty(Element.prototype, prop, d);
  }
});

/** The fake server behind the socket: answers MessageList from `history` as the real one does. */
function answer(frame: SocketFrame) {
  if (frame.method !== 'MessageList') return;
  const { currentPage, pageSize, sord } = frame as unknown as { currentPage: number; pageSize: number; sord: string };
  const ordered = sord === 'asc' ? history : [...history].reverse();
  const page = ordered.slice((currentPage - 1) * pageSize, currentPage * pageSize);
  setTimeout(() => act(() => {
    applyFrame({ method: 'messageList', list: page, pagination: { total: history.length, currentPage, pageSize } });
  }), 0);
}

beforeEach(() => {
  resetStores();
  resetMessages();
  resetChat();
  signIn();
  calls = [];
  sent = [];
  geometry.scrollTop.clear();
  history = [];
  contacts = Array.from({ length: 45 }, (_, i) => ({ id: `c${i}`, account: `user${i}`, realName: `用户${i}`, department: '门店' }));
  setChatSender((frame) => {
    sent.push(frame);
    answer(frame);
    return true;
  });
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://x');
    calls.push({ path: url.pathname, query: url.searchParams });
    let data: unknown = null;
    if (url.pathname === '/api/message/imreply') data = { list: REPLIES };
    if (url.pathname === '/api/permission/Users/ImUser') {
      const word = url.searchParams.get('keyword') ?? '';
      const page = Number(url.searchParams.get('currentPage'));
      const size = Number(url.searchParams.get('pageSize'));
      const found = contacts.filter((c) => c.realName.includes(word) || c.account.includes(word));
      data = { list: found.slice((page - 1) * size, page * size), pagination: { currentPage: page, pageSize: size, total: found.length } };
    }
    return new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } });
  }));
});

afterEach(() => {
  setChatSender(null);
  vi.unstubAllGlobals();
});

const renderDrawer = () => renderInRouter({ layout: () => <ChatDrawer open onClose={() => {}} /> });
const chatWindow = () => waitFor(() => {
  const found = document.querySelector('.chat-window') as HTMLElement | null;
  if (!found) throw new Error('no chat window');
  return found;
});

describe('chat drawer', () => {
  it('lists conversations with unread badge, latest message (emoji as glyphs, media by kind) and time', async () => {
    applyFrame({ method: 'initMessage', unreadNums: [{ sendUserId: 'u2', unreadNum: 2 }], unreadNoticeCount: 0, unreadMessageCount: 0, seq: 1 });
    renderDrawer();
    const items = await screen.findAllByTestId('chat-conversation');
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toContain('李四');
    expect(items[0].textContent).toContain('你好🙂');
    expect(items[0].textContent).toContain('5分钟前');
    expect(items[0].querySelector('.ant-badge-count')?.textContent).toBe('2');
    expect(items[1].textContent).toContain('[图片]');
    expect(items[1].textContent).toContain('2小时前');
    expect(messages.chatBlink).toBe(false); // looking at the drawer stops the blinking
  });

  it('opens a chat: reads it, loads the newest 30, older pages near the top; Enter sends trimmed text only', async () => {
    history = Array.from({ length: 45 }, (_, i) => ({
      id: `h${i}`, sendUserId: i % 2 ? 'u1' : 'u2', receiveUserId: i % 2 ? 'u2' : 'u1', sendTime: 1_700_000_000_000 + i * 1000,
      content: `第${i}条${i === 44 ? '[强]' : ''}`, contentType: 'text', state: 1,
    }));
    applyFrame({ method: 'initMessage', unreadNums: [{ sendUserId: 'u2', unreadNum: 2 }], seq: 1 });
    renderDrawer();
    fireEvent.click((await screen.findAllByTestId('chat-conversation'))[0]);
    const win = await chatWindow();
    expect(within(win).getByText('李四/lisi')).toBeTruthy();
    await waitFor(() => expect(within(win).getAllByTestId('chat-line')).toHaveLength(30));
    expect(sent.slice(0, 2)).toEqual([
      { method: 'UpdateReadMessage', formUserId: 'u2' },
      { method: 'MessageList', toUserId: 'u2', formUserId: 'u2', currentPage: 1, pageSize: 30, sord: 'desc', keyword: '' },
    ]);
    expect(messages.unreadChats).toBe(0);
    const lines = within(win).getAllByTestId('chat-line');
    expect(lines[0].textContent).toContain('第15条');
    expect(within(lines[29]).getByRole('img', { name: '[强]' }).textContent).toBe('👍');
    expect(lines[29].classList.contains('chat-line--mine')).toBe(false);
    expect(lines[28].classList.contains('chat-line--mine')).toBe(true);

    // Scrolled more than 100 px from the top: nothing; within 100 px: the next (older) page.
    const box = win.querySelector('.chat-lines') as HTMLElement;
    act(() => { box.scrollTop = 101; });
    fireEvent.scroll(box);
    expect(sent.filter((f) => f.method === 'MessageList')).toHaveLength(1);
    act(() => { box.scrollTop = 100; });
    fireEvent.scroll(box);
    await waitFor(() => expect(within(win).getAllByTestId('chat-line')).toHaveLength(45));
    expect(sent.filter((f) => f.method === 'MessageList').map((f) => f.currentPage)).toEqual([1, 2]);
    // A page shorter than 30 was the last: no more asking.
    act(() => { box.scrollTop = 0; });
    fireEvent.scroll(box);
    expect(sent.filter((f) => f.method === 'MessageList')).toHaveLength(2);

    const input = within(win).getByLabelText('输入消息');
    sent = [];
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: ' 你好 ' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(sent).toEqual([]); // blank is ignored, Shift+Enter is a new line
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(sent).toEqual([{ method: 'SendMessage', toUserId: 'u2', messageType: 'text', messageContent: '你好' }]);
    expect((input as HTMLTextAreaElement).value).toBe('');

    // The server's echo shows the message; one from the open chat is appended and read at once.
    act(() => {
      applyFrame({ method: 'sendMessage', UserId: 'u1', toUserId: 'u2', messageType: 'text', toMessage: '你好', dateTime: 1_800_000_000_000, id: 'n1', seq: 2 });
      applyFrame({ method: 'receiveMessage', formUserId: 'u2', messageType: 'text', formMessage: '收到[OK]', dateTime: 1_800_000_001_000, id: 'n2', seq: 3 });
    });
    await waitFor(() => expect(within(win).getAllByTestId('chat-line')).toHaveLength(47));
    const after = within(win).getAllByTestId('chat-line');
    expect(after[45].classList.contains('chat-line--mine')).toBe(true);
    expect(after[46].textContent).toContain('收到👌');
    expect(sent.at(-1)).toEqual({ method: 'UpdateReadMessage', formUserId: 'u2' });
    expect(messages.unreadChats).toBe(0);
    // The conversation list moved with them.
    expect(chat.replies?.[0]).toMatchObject({ id: 'u2', latestMessage: '收到[OK]' });
  });

  it('picks emoji into the input as codes', async () => {
    renderDrawer();
    fireEvent.click((await screen.findAllByTestId('chat-conversation'))[1]);
    const win = await chatWindow();
    const input = within(win).getByLabelText('输入消息') as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: '好' } });
    fireEvent.click(within(win).getByRole('button', { name: '表情' }));
    const grid = await screen.findByRole('listbox', { name: '表情' });
    expect(within(grid).getAllByRole('option').length).toBeGreaterThanOrEqual(110);
    fireEvent.click(within(grid).getByRole('option', { name: '[微笑]' }));
    expect(input.value).toBe('好[微笑]');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(sent.at(-1)).toEqual({ method: 'SendMessage', toUserId: 'u3', messageType: 'text', messageContent: '好[微笑]' });
  });

  it('refuses a picture of 5 MB and a file that is no picture, without uploading', async () => {
    renderDrawer();
    fireEvent.click((await screen.findAllByTestId('chat-conversation'))[0]);
    const win = await chatWindow();
    const picker = within(win).getByTestId('chat-image-input');
    const big = new File([new Uint8Array(8)], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5_242_880 });
    fireEvent.change(picker, { target: { files: [big] } });
    expect(await screen.findByText('图片大小不能超过5M')).toBeTruthy();
    fireEvent.change(picker, { target: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('文件格式不正确，只能上传图片文件')).toBeTruthy();
    expect(calls.some((c) => c.path.includes('Uploader'))).toBe(false);
    expect(sent.some((f) => f.method === 'SendMessage')).toBe(false);
  });

  it('history view: 50 oldest first with keyword search', async () => {
    history = Array.from({ length: 3 }, (_, i) => ({ id: `h${i}`, sendUserId: 'u2', receiveUserId: 'u1', sendTime: 1_700_000_000_000 + i, content: `m${i}`, contentType: 'text' }));
    renderDrawer();
    fireEvent.click((await screen.findAllByTestId('chat-conversation'))[0]);
    const win = await chatWindow();
    fireEvent.click(within(win).getByRole('button', { name: '消息记录' }));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ method: 'MessageList', currentPage: 1, pageSize: 50, sord: 'asc', keyword: '' }));
    const log = await within(win).findByRole('log', { name: '消息记录' });
    await waitFor(() => expect(within(log).getAllByTestId('chat-line')).toHaveLength(3));
    expect(within(log).getAllByTestId('chat-line')[0].textContent).toContain('李四');
    fireEvent.change(within(win).getByRole('searchbox'), { target: { value: ' m1 ' } });
    fireEvent.keyDown(within(win).getByRole('searchbox'), { key: 'Enter' });
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ method: 'MessageList', sord: 'asc', keyword: 'm1' }));
    fireEvent.click(within(win).getByRole('button', { name: '返回聊天' }));
    expect(within(win).getByLabelText('输入消息')).toBeTruthy();
  });
});

describe('contacts', () => {
  it('searches by keyword and loads the next 20 within 300 px of the end', async () => {
    renderDrawer();
    fireEvent.click(await screen.findByRole('tab', { name: '联系人' }));
    await waitFor(() => expect(screen.getAllByTestId('chat-contact')).toHaveLength(20));
    const first = calls.find((c) => c.path === '/api/permission/Users/ImUser')!;
    expect(first.query.get('pageSize')).toBe('20');
    expect(screen.getAllByTestId('chat-contact')[0].textContent).toContain('用户0/user0');
    expect(screen.getAllByTestId('chat-contact')[0].textContent).toContain('门店');

    const box = document.querySelector('.chat-contacts__scroll') as HTMLElement;
    // 20 rows = 1200 px in a 600 px box: 301 px from the end does nothing, 300 px loads page 2.
    act(() => { box.scrollTop = 299; });
    fireEvent.scroll(box);
    expect(calls.filter((c) => c.path === '/api/permission/Users/ImUser')).toHaveLength(1);
    act(() => { box.scrollTop = 300; });
    fireEvent.scroll(box);
    await waitFor(() => expect(screen.getAllByTestId('chat-contact')).toHaveLength(40));
    act(() => { box.scrollTop = 2400; });
    fireEvent.scroll(box);
    await waitFor(() => expect(screen.getAllByTestId('chat-contact')).toHaveLength(45));
    act(() => { box.scrollTop = 3000; });
    fireEvent.scroll(box);
    expect(calls.filter((c) => c.path === '/api/permission/Users/ImUser')).toHaveLength(3); // 5 < 20: the end

    const search = screen.getByRole('searchbox');
    fireEvent.change(search, { target: { value: 'user4' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(screen.getAllByTestId('chat-contact')).toHaveLength(6)); // user4, user40-44
    expect(calls.at(-1)?.query.get('keyword')).toBe('user4');
    expect(calls.at(-1)?.query.get('currentPage')).toBe('1');

    fireEvent.click(screen.getAllByTestId('chat-contact')[0]);
    const win = await chatWindow();
    expect(within(win).getByText('用户4/user4')).toBeTruthy();
  });
});
