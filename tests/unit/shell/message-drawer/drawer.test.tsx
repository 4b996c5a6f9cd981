// @vitest-environment jsdom
// jsdom: the view dialog sanitises with DOMPurify, which happy-dom does not support (docs/architecture.md known traps).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet, useLocation } from '@tanstack/react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { MessageDrawer } from '../../../../runtime/shell/layout/message-drawer';
import { messages, resetMessages } from '../../../../runtime/state/messages';
import { renderInRouter } from '../harness';
import { resetStores, signIn } from '../fixtures';

interface Row { id: string; title: string; type: number; isRead: '0' | '1'; bodyText: string; creatorUser: string; lastModifyTime: number }
type Call = { path: string; method: string; query: URLSearchParams };

let calls: Call[] = [];
let inbox: Row[] = [];
/** Replies held back until released (to see a page still loading). */
let hold: Promise<void> | null = null;

const row = (i: number, extra: Partial<Row> = {}): Row => ({
  id: `m${i}`, title: `消息${i}`, type: 1, isRead: '0', bodyText: `<p>正文${i}</p>`, creatorUser: '管理员/admin',
  lastModifyTime: Date.UTC(2026, 0, 1) - i * 60_000, ...extra,
});

/**
 * Scroll geometry of the drawer's list (happy-dom lays nothing out): each item is 100 px tall unless a test fixes
 * the content height.
 */
const geometry = {
  fixedHeight: null as number | null, clientHeight: 0, scrollTop: 0,
  get scrollHeight(): number {
    return this.fixedHeight ?? document.querySelectorAll('.message-drawer__item').length * 100;
  },
};
const protoProps = ['scrollHeight', 'clientHeight', 'scrollTop'] as const;
const saved = new Map<string, PropertyDescriptor | undefined>();

beforeAll(() => {
  for (const prop of protoProps) {
    saved.set(prop, Object.getOwnPropertyDescriptor(HTMLElement.prototype, prop) ?? Object.getOwnPropertyDescriptor(Element.prototype, prop));
    Object.defineProperty(HTMLElement.prototype, prop, {
      configurable: true,
      get(this: HTMLElement) { return this.classList.contains('message-drawer__list') ? geometry[prop] : 0; },
      set(this: HTMLElement, value: number) { if (prop === 'scrollTop') geometry.scrollTop = value; },
    });
  }
});
afterAll(() => {
  for (const prop of protoProps) {
    const d = saved.get(prop);
    if (d) Object.defineProperty(HTMLElement.prototype, prop, d); else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[prop];
  }
});

beforeEach(() => {
  resetStores();
  resetMessages();
  signIn();
  calls = [];
  inbox = [];
  hold = null;
  // Items 100 px each in a 500 px box: only scrolling brings the bottom near.
  Object.assign(geometry, { fixedHeight: null, clientHeight: 500, scrollTop: 0 });
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://x');
    const method = init?.method ?? 'GET';
    calls.push({ path: url.pathname, method, query: url.searchParams });
    if (hold) await hold;
    const reply = (data: unknown) => new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } });
    if (url.pathname === '/api/message' && method === 'GET') {
      const page = Number(url.searchParams.get('currentPage'));
      const size = Number(url.searchParams.get('pageSize'));
      const list = inbox.slice((page - 1) * size, page * size);
      return reply({ list, pagination: { currentPage: page, pageSize: size, total: inbox.length } });
    }
    const read = url.pathname.match(/^\/api\/message\/ReadInfo\/(.+)$/);
    if (read) {
      const found = inbox.find((r) => r.id === read[1])!;
      found.isRead = '1';
      return reply({ id: found.id, title: found.title, bodyText: found.bodyText, creatorUser: found.creatorUser, lastModifyTime: found.lastModifyTime });
    }
    if (url.pathname === '/api/message/Actions/ReadAll') {
      inbox.forEach((r) => { r.isRead = '1'; });
      return reply(null);
    }
    return reply(null);
  }));
});

afterEach(() => vi.unstubAllGlobals());

const pageCalls = () => calls.filter((c) => c.path === '/api/message' && c.method === 'GET').map((c) => Number(c.query.get('currentPage')));

function Where() {
  const pathname = useLocation({ select: (l) => l.pathname });
  return <div data-testid="where">{pathname}</div>;
}

/** The drawer in a layout with a button that opens it (as the bell does). */
function Layout() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>打开消息</button>
      <MessageDrawer open={open} onClose={() => setOpen(false)} />
      <Outlet />
    </>
  );
}

async function openDrawer() {
  const view = renderInRouter({ layout: Layout, pages: { '/workFlow/flowTodo': Where, '/workFlow/flowCirculate': Where, '/messageRecord': Where } });
  fireEvent.click(await screen.findByRole('button', { name: '打开消息' }));
  await screen.findByTestId('message-drawer-list');
  return view;
}

const list = () => screen.getByTestId('message-drawer-list');
const items = () => list().querySelectorAll('.message-drawer__item');

async function scrollTo(scrollTop: number) {
  geometry.scrollTop = scrollTop;
  await act(async () => { fireEvent.scroll(list()); });
}

describe('message drawer: lazy paging (20 a page, 200 px from the bottom)', () => {
  it('loads page 1 on opening, the next page only within 200 px of the bottom, and stops after a short page', async () => {
    inbox = Array.from({ length: 45 }, (_, i) => row(i + 1));
    await openDrawer();
    await waitFor(() => expect(items()).toHaveLength(20));
    expect(pageCalls()).toEqual([1]);
    expect(calls[0].query.get('pageSize')).toBe('20');
    expect(calls[0].query.get('sort')).toBe('desc');

    // 20 items = 2000 px; 2000 - 1299 - 500 = 201 px left: not yet.
    await scrollTo(1299);
    expect(pageCalls()).toEqual([1]);
    // 200 px left: the next page.
    await scrollTo(1300);
    await waitFor(() => expect(items()).toHaveLength(40));
    expect(pageCalls()).toEqual([1, 2]);
    // 4000 px now: the same place is far from the bottom again.
    await scrollTo(1400);
    expect(pageCalls()).toEqual([1, 2]);

    await scrollTo(3300);
    await waitFor(() => expect(items()).toHaveLength(45));
    expect(pageCalls()).toEqual([1, 2, 3]);
    expect(await screen.findByText('没有更多了')).toBeTruthy();

    // Page 3 had 5 (< 20): no further call however far it scrolls.
    await scrollTo(4000);
    await scrollTo(4100);
    expect(pageCalls()).toEqual([1, 2, 3]);
  });

  it('asks for one page at a time while a page is on its way', async () => {
    inbox = Array.from({ length: 60 }, (_, i) => row(i + 1));
    await openDrawer();
    await waitFor(() => expect(items()).toHaveLength(20));
    let release!: () => void;
    hold = new Promise<void>((r) => { release = r; });
    await scrollTo(1400);
    await scrollTo(1450);
    await scrollTo(1500);
    expect(pageCalls()).toEqual([1, 2]);
    await act(async () => { release(); hold = null; });
    await waitFor(() => expect(items()).toHaveLength(40));
    expect(pageCalls()).toEqual([1, 2]);
  });

  it('keeps loading while the pages do not fill the drawer, then stops at a short page', async () => {
    // Nothing to scroll: the content is shorter than the box.
    geometry.fixedHeight = 300;
    inbox = Array.from({ length: 41 }, (_, i) => row(i + 1));
    await openDrawer();
    await waitFor(() => expect(items()).toHaveLength(41));
    expect(pageCalls()).toEqual([1, 2, 3]);
  });

  it('shows the empty state', async () => {
    await openDrawer();
    expect(await within(list()).findByText('暂无数据')).toBeTruthy();
  });

  it('reloads page 1 when a messagePush arrives while open', async () => {
    inbox = [row(1)];
    await openDrawer();
    await waitFor(() => expect(items()).toHaveLength(1));
    inbox = [row(0, { title: '新公告' }), row(1)];
    await act(async () => { messages.inboxVersion += 1; });
    expect(await within(list()).findByText('新公告')).toBeTruthy();
    expect(pageCalls()).toEqual([1, 1]);
  });
});

describe('message drawer: reading', () => {
  it('opens a notice in the view dialog, marks it read and lowers the bell', async () => {
    inbox = [row(1, { bodyText: '<p>正文1</p><img src="x" onerror="alert(1)">' }), row(2, { isRead: '1' })];
    messages.unreadNotices = 3;
    await openDrawer();
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(items()[0].getAttribute('data-read')).toBe('0');
    fireEvent.click(within(list()).getByText('消息1'));
    const dialog = (await screen.findByText('查看消息', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
    // Title, date, creator and the sanitised body.
    expect(await within(dialog).findByText('正文1')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: '消息1' })).toBeTruthy();
    expect(within(dialog).getByText('2025-12-31 23:59', { exact: false })).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/message/ReadInfo/m1')).toBe(true));
    await waitFor(() => expect(items()[0].getAttribute('data-read')).toBe('1'));
    expect(messages.unreadNotices).toBe(2);
    expect(within(dialog).getByText('管理员/admin')).toBeTruthy();
    expect(dialog.innerHTML).not.toContain('onerror');

    // Opening a message already read reads it again but leaves the bell alone.
    fireEvent.click(within(list()).getByText('消息2'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/message/ReadInfo/m2')).toBe(true));
    expect(messages.unreadNotices).toBe(2);
  });

  it('opens a flow message (type 2) on the todo page after ReadInfo, closing the drawer', async () => {
    inbox = [row(1, { type: 2, title: '请审批', bodyText: '{"type":2,"id":"task1"}' })];
    messages.unreadNotices = 1;
    await openDrawer();
    fireEvent.click(await within(list()).findByText('请审批'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/workFlow/flowTodo'));
    expect(calls.some((c) => c.path === '/api/message/ReadInfo/m1')).toBe(true);
    expect(messages.unreadNotices).toBe(0);
  });

  it('marks all read after the confirmation 您确定全部为已读状态, 是否继续? titled 提示', async () => {
    inbox = [row(1), row(2)];
    messages.unreadNotices = 2;
    await openDrawer();
    await waitFor(() => expect(items()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '全部已读' }));
    expect(await screen.findByText('您确定全部为已读状态, 是否继续?')).toBeTruthy();
    expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('提示');
    expect(calls.some((c) => c.path === '/api/message/Actions/ReadAll')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/message/Actions/ReadAll' && c.method === 'POST')).toBe(true));
    await waitFor(() => expect([...items()].map((i) => i.getAttribute('data-read'))).toEqual(['1', '1']));
    expect(messages.unreadNotices).toBe(0);
  });

  it('links to the message centre', async () => {
    await openDrawer();
    fireEvent.click(screen.getByRole('button', { name: '查看全部消息' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/messageRecord'));
  });
});
