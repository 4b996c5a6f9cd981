import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import message from 'antd/es/message';
import { MenuView } from '../../../runtime/views/MenuView';
import { FIXED_ROUTES } from '../../../runtime/permission/fixed';
import { buildMenuRoutes } from '../../../runtime/permission/routes';
import { resetSession, session } from '../../../runtime/state/session';
import { stubFetch } from '../data/net';
import { renderPage } from '../login/harness';
import { MENU } from '../permission/fixtures';

const LIST = (n: number) => ({
  code: 200,
  data: {
    list: Array.from({ length: n }, (_, i) => ({ id: `l${i}`, userName: `用户${i}`, ipAddress: '127.0.0.1', createdAt: 1_700_000_000_000 })),
    pagination: { currentPage: 1, pageSize: 20, total: 45 },
  },
});

function signIn(buttons: Record<string, string[]> = {}) {
  const { routes, menus } = buildMenuRoutes([...MENU, { id: 'm-missing', enCode: 'x.y', fullName: '未实现页', type: 2, urlAddress: 'x/y' }], { token: 't', dataV: '/DataV' });
  session.token = 'Bearer t';
  session.menuList = menus;
  session.routes = [...FIXED_ROUTES, ...routes];
  session.userInfo = { userId: 'u', userAccount: 'admin', account: 'admin', userName: 'A', realName: 'A', prevLogin: 0 };
  session.permissionList = Object.entries(buttons).map(([modelId, codes]) => ({
    modelId, column: [], button: codes.map((enCode) => ({ id: enCode, fullName: enCode, enCode })),
  }));
}

beforeEach(() => resetSession());
afterEach(() => {
  vi.unstubAllGlobals();
  message.destroy();
  resetSession();
});

describe('menu view', () => {
  it('shows the honest empty state for a page this version lacks', async () => {
    signIn();
    renderPage('/x/y', '$', MenuView);
    expect(await screen.findByText('此页面在当前版本中暂不可用')).toBeTruthy();
    expect(screen.getByText('未实现页')).toBeTruthy();
  });

  it('shows a placeholder for a dynamic menu type until its renderer is installed', async () => {
    signIn();
    renderPage('/dict/demo', '$', MenuView);
    expect(await screen.findByText('该页面的渲染器尚未安装（dynamicDictionary）')).toBeTruthy();
  });

  it('embeds an in-app link in an iframe', async () => {
    signIn();
    renderPage('/inner.link', '$', MenuView);
    await waitFor(() => expect(document.querySelector('iframe')?.getAttribute('src')).toBe('/DataV/preview?token=t'));
  });

  it('goes to /404 for an unknown path', async () => {
    signIn();
    renderPage('/nope', '$', MenuView);
    expect((await screen.findByTestId('where')).textContent).toBe('/404');
  });
});

describe('system log page', () => {
  it('loads category 1 with page 1 of 20, switches category, and deletes the selection after confirmation', async () => {
    signIn({ 'm-log': ['btn_remove'] });
    const calls = stubFetch({
      'GET /api/system/Log/1': LIST(3),
      'GET /api/system/Log/3': LIST(1),
      'DELETE /api/system/Log': { code: 200, msg: '删除成功' },
    });
    renderPage('/system/log', '$', MenuView);
    expect(await screen.findByText('用户2', {}, { timeout: 5000 })).toBeTruthy();
    const first = calls.find((c) => c.url.pathname === '/api/system/Log/1')!;
    expect([first.url.searchParams.get('currentPage'), first.url.searchParams.get('pageSize')]).toEqual(['1', '20']);
    expect(screen.getByText('共 45 条')).toBeTruthy();

    fireEvent.click(screen.getAllByRole('checkbox')[1]);
    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('此操作将永久删除该数据, 是否继续?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(JSON.parse(String(calls.find((c) => c.method === 'DELETE')!.body))).toEqual({ ids: ['l0'] });

    fireEvent.click(screen.getByRole('tab', { name: '操作日志' }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/system/Log/3')).toBe(true));
  });

  it('has no delete button or selection without btn_remove', async () => {
    signIn({ 'm-log': ['btn_add'] });
    stubFetch({ 'GET /api/system/Log/1': LIST(2) });
    renderPage('/system/log', '$', MenuView);
    expect(await screen.findByText('用户1', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});

describe('online user page', () => {
  const ONLINE = { code: 200, data: { list: [{ userId: 'u2', userAccount: 'zs', userName: '张三/zs', loginTime: 1_700_000_000_000, loginIPAddress: '10.0.0.2' }] } };

  it('forces a user offline after confirmation when btn_forced is granted', async () => {
    signIn({ 'm-online': ['btn_forced'] });
    const calls = stubFetch({ 'GET /api/system/OnlineUser': ONLINE, 'DELETE /api/system/OnlineUser/u2': { code: 200 } });
    renderPage('/permission/onlineUser', '$', MenuView);
    fireEvent.click(await screen.findByRole('button', { name: '强制下线' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('您确定要强制下线该账号吗?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname === '/api/system/OnlineUser/u2')).toBe(true));
  });

  it('hides the button without btn_forced', async () => {
    signIn({});
    stubFetch({ 'GET /api/system/OnlineUser': ONLINE });
    renderPage('/permission/onlineUser', '$', MenuView);
    expect(await screen.findByText('张三/zs')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '强制下线' })).toBeNull();
  });
});
