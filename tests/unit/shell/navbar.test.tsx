import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { MainLayout } from '../../../runtime/shell/layout';
import { markArrivedFromLogin } from '../../../runtime/shell/layout/prev-login';
import { activateLanguage } from '../../../runtime/i18n';
import { appState } from '../../../runtime/state/app';
import { session } from '../../../runtime/state/session';
import { settings } from '../../../runtime/state/settings';
import { renderInRouter } from './harness';
import { resetStores, signIn } from './fixtures';

type Call = { url: string; method: string; body: unknown };
let calls: Call[] = [];
let replies: Record<string, unknown> = {};

beforeEach(() => {
  resetStores();
  signIn();
  calls = [];
  replies = {};
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const path = new URL(url, 'http://x').pathname;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ url: path, method: init?.method ?? 'GET', body });
    return new Response(JSON.stringify({ code: 200, msg: 'ok', data: replies[path] ?? null }), {
      headers: { 'content-type': 'application/json' },
    });
  }));
});

afterEach(async () => {
  vi.unstubAllGlobals();
  if (i18n.locale !== 'zh') await act(() => activateLanguage('zh'));
});

const renderShell = (path = '/home') => renderInRouter({ path, layout: MainLayout });
const visiblePage = () => screen.getAllByTestId('page')
  .filter((el) => (el.closest('.shell-page') as HTMLElement | null)?.style.display !== 'none')
  .map((el) => el.textContent).join();
const button = (name: string | RegExp) => screen.getByRole('button', { name });
/** A drawer or dialog by its title (antd gives every dialog the same label id under test). */
const findDialog = (title: string) => waitFor(() => {
  const found = screen.getAllByRole('dialog')
    .find((d) => d.querySelector('.ant-drawer-title, .ant-modal-title')?.textContent === title);
  if (!found) throw new Error(`no dialog titled ${title}`);
  return found;
});

describe('navbar tools', () => {
  it('warns when full screen is not supported', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false });
    renderShell();
    await screen.findAllByTestId('page');
    fireEvent.click(button('全屏'));
    expect(await screen.findByText('您的浏览器不支持全屏')).toBeTruthy();
  });

  it('switches the size (current size disabled)', async () => {
    renderShell();
    await screen.findAllByTestId('page');
    fireEvent.click(button('布局大小'));
    const current = await screen.findByRole('menuitem', { name: '中等' });
    expect(current.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('menuitem', { name: '小型' }));
    expect(appState.size).toBe('small');
    expect(await screen.findByText('切换大小成功')).toBeTruthy();
  });

  it('switches the language: current disabled, saved on the server, message in the new language', async () => {
    renderShell();
    await screen.findAllByTestId('page');
    fireEvent.click(button('语言'));
    expect((await screen.findByRole('menuitem', { name: '简体中文' })).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('menuitem', { name: 'English' }));
    expect(await screen.findByText('Switch Language Success')).toBeTruthy();
    expect(appState.language).toBe('en');
    expect(i18n.locale).toBe('en');
    await waitFor(() => expect(calls).toContainEqual({
      url: '/api/permission/Users/Current/SystemLanguage', method: 'PUT', body: { language: 'en' },
    }));
  });

  it('opens the message and chat drawers with an empty state', async () => {
    renderShell();
    await screen.findAllByTestId('page');
    fireEvent.click(button('消息'));
    const notice = await findDialog('消息');
    expect(await within(notice).findByText('暂无数据')).toBeTruthy();
    fireEvent.click(button('即时聊天'));
    const chat = await findDialog('即时聊天');
    expect(await within(chat).findByText('暂无会话')).toBeTruthy();
  });

  it('hides search and language select when turned off', async () => {
    settings.showSearch = false;
    settings.showLanguage = false;
    renderShell();
    await screen.findAllByTestId('page');
    expect(screen.queryByRole('button', { name: '搜索' })).toBeNull();
    expect(screen.queryByRole('button', { name: '语言' })).toBeNull();
  });
});

describe('user menu', () => {
  const openUserMenu = async () => {
    await screen.findAllByTestId('page');
    fireEvent.click(button('用户菜单'));
  };

  it('shows the name and goes to the profile', async () => {
    renderShell();
    await openUserMenu();
    expect(screen.getByText('张三')).toBeTruthy();
    fireEvent.click(await screen.findByText('个人信息'));
    await waitFor(() => expect(visiblePage()).toBe('page:/profile'));
  });

  it('opens the user guide (/help) in the app; no 反馈 without a feedback address', async () => {
    replies['/api/system/SysConfig/Public'] = { sysName: '金店通', feedbackAddress: '' };
    renderInRouter({ path: '/home', layout: MainLayout, pages: { '/help': () => <div data-testid="page">page:/help</div> } });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/system/SysConfig/Public')).toBe(true));
    await openUserMenu();
    const help = (await screen.findByText('帮助文档')).closest('a')!;
    expect(help.getAttribute('href')).toBe('/help');
    expect(help.getAttribute('target')).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('反馈')).toBeNull();
    fireEvent.click(help);
    await waitFor(() => expect(visiblePage()).toBe('page:/help'));
  });

  it('links 反馈 by mail to an e-mail feedback address', async () => {
    replies['/api/system/SysConfig/Public'] = { feedbackAddress: 'fb@example.com' };
    renderShell();
    await openUserMenu();
    const link = (await screen.findByText('反馈')).closest('a')!;
    expect(link.getAttribute('href')).toBe('mailto:fb@example.com');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('opens a web feedback address in a new tab, and shows nothing for an address it cannot link', async () => {
    replies['/api/system/SysConfig/Public'] = { feedbackAddress: 'https://support.example.com/feedback' };
    const first = renderShell();
    await openUserMenu();
    const link = (await screen.findByText('反馈')).closest('a')!;
    expect(link.getAttribute('href')).toBe('https://support.example.com/feedback');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    first.unmount();

    replies['/api/system/SysConfig/Public'] = { feedbackAddress: 'javascript:alert(1)' };
    calls = [];
    renderShell();
    await waitFor(() => expect(calls.some((c) => c.url === '/api/system/SysConfig/Public')).toBe(true));
    await openUserMenu();
    await screen.findByText('帮助文档');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('反馈')).toBeNull();
  });

  it('locks the screen', async () => {
    renderShell();
    await openUserMenu();
    fireEvent.click(await screen.findByText('锁屏'));
    await waitFor(() => expect(visiblePage()).toBe('outside:/lockScreen'));
    expect(session.isLock).toBe(1);
  });

  it('logs out after confirmation', async () => {
    const { hardLoads } = renderShell();
    await openUserMenu();
    fireEvent.click(await screen.findByText('退出登录'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('提示').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('您确定要退出应用程序吗?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(visiblePage()).toBe('outside:/login'));
    expect(calls.some((c) => c.url === '/api/oauth/Logout')).toBe(true);
    expect(session.token).toBeNull();
    expect(session.userInfo).toBeNull();
    expect(hardLoads).toEqual(['/login']);
  });

  it('shows the about dialog with the public system config, version falling back to 3.3', async () => {
    replies['/api/system/SysConfig/Public'] = { sysName: '金店通', companyName: '某某黄金有限公司' };
    renderShell();
    await openUserMenu();
    fireEvent.click(await screen.findByText('关于'));
    const dialog = await findDialog('关于');
    await waitFor(() => expect(within(dialog).getAllByText('金店通').length).toBeGreaterThan(0));
    expect(within(dialog).getByText('V3.3')).toBeTruthy();
    expect(within(dialog).getByText('某某黄金有限公司')).toBeTruthy();
  });
});

describe('settings drawer', () => {
  it('changes navigation mode (saved as the theme), colour block, theme colour and switches', async () => {
    renderShell();
    await screen.findAllByTestId('page');
    fireEvent.click(button('系统设置'));
    const drawer = await findDialog('系统设置');
    fireEvent.click(within(drawer).getByRole('radio', { name: '功能' }));
    expect(settings.layoutType).toBe('functional');
    await waitFor(() => expect(calls).toContainEqual({
      url: '/api/permission/Users/Current/SystemTheme', method: 'PUT', body: { theme: 'functional' },
    }));
    fireEvent.click(within(drawer).getByRole('radio', { name: '亮白' }));
    expect(settings.slideClass).toBe('lightWhite');
    fireEvent.click(within(drawer).getByRole('radio', { name: '薄暮红' }));
    expect(settings.themeClass).toBe('red');
    fireEvent.click(within(drawer).getByRole('switch', { name: '标签页缓存' }));
    expect(settings.useCache).toBe(false);
  });
});

describe('header search', () => {
  it('opens with Ctrl+K, finds pages by menu path and navigates', async () => {
    renderShell();
    await screen.findAllByTestId('page');
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const input = await screen.findByRole('combobox');
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(screen.getByText('搜索：导航菜单')).toBeTruthy();
    fireEvent.change(input, { target: { value: '角色' } });
    fireEvent.click(await screen.findByText('系统管理 > 角色管理'));
    await waitFor(() => expect(visiblePage()).toBe('page:/sys/role'));
  });
});

describe('previous-login notice', () => {
  it('appears once after arriving from the login page when prevLogin is 1', async () => {
    markArrivedFromLogin();
    renderShell();
    expect(await screen.findByText('上次登录信息')).toBeTruthy();
    expect(screen.getByText(/10\.0\.0\.8/)).toBeTruthy();
    expect(screen.getByText(/上海/)).toBeTruthy();
    expect(screen.getByText(/2024-01-0[12] \d\d:\d\d/)).toBeTruthy();
  });

  it('does not appear on the very first sign-in (no previous login yet)', async () => {
    session.userInfo = { ...session.userInfo!, prevLoginTime: null, prevLoginIPAddress: null, prevLoginIPAddressName: null };
    markArrivedFromLogin();
    renderShell();
    await screen.findAllByTestId('page');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('上次登录信息')).toBeNull();
  });

  it('does not appear without the login flag', async () => {
    renderShell();
    await screen.findAllByTestId('page');
    expect(screen.queryByText('上次登录信息')).toBeNull();
  });
});
