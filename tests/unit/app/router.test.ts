import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import message from 'antd/es/message';
import { createMemoryHistory } from '@tanstack/react-router';
import { createAppRouter } from '../../../runtime/app/router';
import { resetSession, session, setLock, setToken } from '../../../runtime/state/session';
import { resetSettings, settings } from '../../../runtime/state/settings';
import { stubFetch, messageTexts, type Reply } from '../data/net';
import { MENU } from '../permission/fixtures';

const USER = { userId: 'u1', userAccount: 'admin', account: 'admin', userName: '管理员', realName: '管理员', prevLogin: 0 };
const currentUser = (data: unknown): Record<string, Reply> => ({ 'GET /api/oauth/CurrentUser': { code: 200, data } });

async function go(path: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  return router;
}

beforeEach(() => resetSession());
afterEach(() => {
  vi.unstubAllGlobals();
  message.destroy();
  resetSession();
  resetSettings();
  localStorage.clear();
});

describe('router guard', () => {
  it('sends a signed-out visitor to /login with a redirect', async () => {
    const router = await go('/system/log?a=1');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/system/log?a=1' });
  });

  it('loads the user once, builds the routes and shows a menu page', async () => {
    setToken('Bearer t');
    const calls = stubFetch(currentUser({ menuList: MENU, permissionList: [], userInfo: USER }));
    const router = await go('/system/log');
    expect(router.state.location.pathname).toBe('/system/log');
    expect(session.userInfo?.userAccount).toBe('admin');
    expect(session.routes.some((r) => r.path === '/home')).toBe(true);
    expect(session.routes.some((r) => r.path === '/system/log')).toBe(true);
    await router.navigate({ href: '/home' });
    expect(calls.filter((c) => c.url.pathname === '/api/oauth/CurrentUser')).toHaveLength(1);
    expect(document.title).toBe('工作台 - 黄金加盟管理平台');
  });

  it('takes the product name of the loaded user over a stored one in another language', async () => {
    // A reload that cut a language switch short left the zh name stored while the language is English.
    settings.title = '黄金加盟管理平台';
    setToken('Bearer t');
    stubFetch(currentUser({ menuList: MENU, permissionList: [], userInfo: USER, sysConfigInfo: { sysName: 'Gold Franchise Management Platform' } }));
    const router = await go('/home');
    expect(router.state.location.pathname).toBe('/home');
    expect(settings.title).toBe('Gold Franchise Management Platform');
    expect(document.title).toBe('工作台 - Gold Franchise Management Platform');
  });

  it('redirects / to /home and /login (signed in) to /home', async () => {
    setToken('Bearer t');
    stubFetch(currentUser({ menuList: MENU, permissionList: [], userInfo: USER }));
    expect((await go('/')).state.location.pathname).toBe('/home');
    expect((await go('/login')).state.location.pathname).toBe('/home');
  });

  it('sends unknown paths and /visualization without its menu entry to /404', async () => {
    setToken('Bearer t');
    stubFetch(currentUser({ menuList: MENU.filter((m) => m.enCode !== 'visualization'), permissionList: [], userInfo: USER }));
    expect((await go('/no/such/page')).state.location.pathname).toBe('/404');
    expect((await go('/visualization')).state.location.pathname).toBe('/404');
  });

  it('rejects an empty menu with 您的权限不足，请联系管理员 and clears the token', async () => {
    setToken('Bearer t');
    stubFetch(currentUser({ menuList: [], permissionList: [], userInfo: USER }));
    const router = await go('/home');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/home' });
    expect(session.token).toBeNull();
    await waitFor(() => expect(messageTexts()).toEqual(['您的权限不足，请联系管理员']));
  });

  it('rejects an empty user info with 验证失败，请重新登录。', async () => {
    setToken('Bearer t');
    stubFetch(currentUser({ menuList: MENU, permissionList: [], userInfo: null }));
    const router = await go('/home');
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(messageTexts()).toEqual(['验证失败，请重新登录。']));
  });

  it('forces a locked session to /lockScreen and loads the user there', async () => {
    setToken('Bearer t');
    setLock(true);
    stubFetch(currentUser({ menuList: MENU, permissionList: [], userInfo: USER }));
    const router = await go('/system/log');
    expect(router.state.location.pathname).toBe('/lockScreen');
    expect(session.userInfo?.realName).toBe('管理员');
  });

  it('stores the token of /home?token= before loading the user', async () => {
    const calls = stubFetch(currentUser({ menuList: MENU, permissionList: [], userInfo: USER }));
    const router = await go('/home?token=Bearer%20q');
    expect(router.state.location.pathname).toBe('/home');
    expect(session.token).toBe('Bearer q');
    expect(calls[0].headers.get('Authorization')).toBe('Bearer q');
  });

  it('opens the profile password tab when the password must change', async () => {
    setToken('Bearer t');
    stubFetch(currentUser({ menuList: MENU, permissionList: [], userInfo: { ...USER, mustChangePassword: true } }));
    const router = await go('/home');
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.location.search).toEqual({ tab: 'password' });
  });
});
