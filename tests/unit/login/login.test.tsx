import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import message from 'antd/es/message';
import { LoginPage } from '../../../runtime/shell/login';
import { resetSession, session } from '../../../runtime/state/session';
import { settings } from '../../../runtime/state/settings';
import { setItem } from '../../../runtime/state/storage';
import { stubFetch, type Call } from '../data/net';
import { renderPage } from './harness';

const PUBLIC = { 'GET /api/system/SysConfig/Public': { code: 200, data: { sysName: '金店后台', copyright: '© 金店', codeLogin: true } } };
const form = (c: Call) => c.body as URLSearchParams;

beforeEach(() => {
  resetSession();
  settings.layoutType = 'classic';
});
afterEach(() => {
  vi.unstubAllGlobals();
  message.destroy();
  resetSession();
  localStorage.clear();
});

describe('login page', () => {
  it('shows the product name and the three tabs', async () => {
    stubFetch(PUBLIC);
    renderPage('/login', '/login', LoginPage);
    expect(await screen.findByText('金店后台')).toBeTruthy();
    for (const tab of ['账户登录', '扫码登录', '验证码登录']) expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
  });

  it('hides the code tab when the server has no code sender', async () => {
    stubFetch({ 'GET /api/system/SysConfig/Public': { code: 200, data: { sysName: '无短信', codeLogin: false } } });
    renderPage('/login', '/login', LoginPage);
    expect(await screen.findByText('无短信')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '扫码登录' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '验证码登录' })).toBeNull();
  });

  it('signs in with the md5 of the password on Enter, keeps the theme as layout and follows the redirect', async () => {
    setItem('loginAccount', 'admin');
    const calls = stubFetch({ ...PUBLIC, 'POST /api/oauth/Login': { code: 200, data: { token: 'Bearer tok', theme: 'functional' } } });
    renderPage('/login?redirect=%2Fsystem%2Flog', '/login', LoginPage);
    const account = (await screen.findByLabelText('账号')) as HTMLInputElement;
    expect(account.value).toBe('admin');
    const password = screen.getByLabelText('密码');
    fireEvent.change(password, { target: { value: 'abc123' } });
    fireEvent.submit(password.closest('form')!);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/system/log'));
    const login = calls.find((c) => c.url.pathname === '/api/oauth/Login')!;
    expect(form(login).get('account')).toBe('admin');
    expect(form(login).get('password')).toBe('e99a18c428cb38d5f260853678922e03');
    expect(form(login).get('origin')).toBe('password');
    expect(login.url.searchParams.get('grant_type')).toBe('password');
    expect(session.token).toBe('Bearer tok');
    expect(settings.layoutType).toBe('functional');
  });

  it('falls back to the classic layout for an unknown theme and goes to /home without redirect', async () => {
    stubFetch({ ...PUBLIC, 'POST /api/oauth/Login': { code: 200, data: { token: 'Bearer t2', theme: 'blend' } } });
    renderPage('/login', '/login', LoginPage);
    fireEvent.change(await screen.findByLabelText('账号'), { target: { value: 'u1' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'x1y2z3' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/home'));
    expect(settings.layoutType).toBe('classic');
  });

  it('requires account and password', async () => {
    const calls = stubFetch(PUBLIC);
    renderPage('/login', '/login', LoginPage);
    fireEvent.click(await screen.findByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/api/oauth/Login')).toBe(false);
  });

  it('code tab: sends the code with a 60 s countdown and signs in with origin=code', async () => {
    const calls = stubFetch({
      ...PUBLIC,
      'POST /api/oauth/LoginCode': { code: 200, data: null },
      'POST /api/oauth/Login': { code: 200, data: { token: 'Bearer c', theme: 'plain' } },
    });
    renderPage('/login', '/login', LoginPage);
    fireEvent.click(await screen.findByRole('tab', { name: '验证码登录' }));
    fireEvent.change(await screen.findByLabelText('账号或手机号'), { target: { value: '13800000000' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('60秒后重新获取')).toBeTruthy();
    expect(JSON.parse(String(calls.find((c) => c.url.pathname === '/api/oauth/LoginCode')!.body))).toEqual({ account: '13800000000' });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/home'));
    const login = form(calls.find((c) => c.url.pathname === '/api/oauth/Login')!);
    expect([login.get('origin'), login.get('account'), login.get('code'), login.get('password')]).toEqual(['code', '13800000000', '123456', null]);
  });

  it('scan tab: shows a QR code of the ticket, polls, and signs in with origin=scan once approved', async () => {
    let status = 'pending';
    const calls = stubFetch({
      ...PUBLIC,
      'POST /api/oauth/ScanLogin/Ticket': { code: 200, data: { ticketId: 'tk1', secret: 's3cret', expiresAt: Date.now() + 60_000 } },
      'GET /api/oauth/ScanLogin/Ticket/tk1': () => ({ code: 200, data: { status } }),
      'POST /api/oauth/Login': { code: 200, data: { token: 'Bearer s', theme: 'classic' } },
    });
    renderPage('/login', '/login', LoginPage);
    fireEvent.click(await screen.findByRole('tab', { name: '扫码登录' }));
    await waitFor(() => expect(document.querySelector('canvas')).not.toBeNull());
    expect(screen.getByText('请使用已登录的手机扫描二维码登录')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/oauth/ScanLogin/Ticket/tk1')).toBe(true), { timeout: 3000 });
    await act(async () => { status = 'approved'; });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/home'), { timeout: 5000 });
    const login = form(calls.find((c) => c.url.pathname === '/api/oauth/Login')!);
    expect([login.get('origin'), login.get('ticket'), login.get('ticketSecret')]).toEqual(['scan', 'tk1', 's3cret']);
  }, 10_000);

  it('scan tab: an expired ticket offers a refresh', async () => {
    stubFetch({
      ...PUBLIC,
      'POST /api/oauth/ScanLogin/Ticket': { code: 200, data: { ticketId: 'tk2', secret: 's3cret2', expiresAt: Date.now() + 60_000 } },
      'GET /api/oauth/ScanLogin/Ticket/tk2': { code: 200, data: { status: 'expired' } },
    });
    renderPage('/login', '/login', LoginPage);
    fireEvent.click(await screen.findByRole('tab', { name: '扫码登录' }));
    expect(await screen.findByText('二维码已失效，点击刷新', undefined, { timeout: 4000 })).toBeTruthy();
  }, 10_000);
});
