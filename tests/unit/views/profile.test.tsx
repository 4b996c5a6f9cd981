import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import message from 'antd/es/message';
import { ProfilePage } from '../../../runtime/views/profile';
import { setNavigator } from '../../../runtime/data/navigate';
import { resetSession, session, setToken } from '../../../runtime/state/session';
import { appState } from '../../../runtime/state/app';
import { stubFetch } from '../data/net';
import { renderPage } from '../login/harness';

const nav: string[] = [];
beforeEach(() => {
  nav.length = 0;
  appState.language = 'zh'; // the rule texts follow the app language, as the labels do
  setNavigator((href) => nav.push(href));
  resetSession();
  setToken('Bearer p');
  session.userInfo = { userId: 'u', userAccount: 'admin', account: 'admin', userName: 'A', realName: 'A', prevLogin: 0 };
});
afterEach(() => {
  vi.unstubAllGlobals();
  message.destroy();
  setNavigator(null);
  resetSession();
  localStorage.clear();
});

describe('profile', () => {
  it('opens the password tab from ?tab=password and checks the password rule', async () => {
    stubFetch({});
    renderPage('/profile?tab=password', '/profile', ProfilePage);
    const input = await screen.findByLabelText('新密码');
    fireEvent.change(input, { target: { value: 'abcdef' } });
    fireEvent.blur(input);
    expect(await screen.findByText('6-16位字符的密码（数字和字母组成）')).toBeTruthy();
  });

  it('sends the current password as md5 and the new one as typed (the server checks its rule), then signs out', async () => {
    const calls = stubFetch({
      'POST /api/permission/Users/Current/Actions/ModifyPassword': { code: 200, msg: 'ok' },
      'GET /api/oauth/Logout': { code: 200 },
    });
    session.userInfo!.mustChangePassword = true;
    renderPage('/profile', '/profile', ProfilePage);
    expect(await screen.findByText('为了账号安全，请先修改初始密码')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('旧密码'), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'abc123' } });
    fireEvent.change(screen.getByLabelText('确认密码'), { target: { value: 'abc123' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname.endsWith('/ModifyPassword'))).toBe(true));
    const body = JSON.parse(String(calls.find((c) => c.url.pathname.endsWith('/ModifyPassword'))!.body));
    expect(body).toEqual({ oldPassword: 'e10adc3949ba59abbe56e057f20f883e', password: 'abc123' });
    await waitFor(() => expect(nav).toEqual(['/login']), { timeout: 4000 });
    expect(calls.some((c) => c.url.pathname === '/api/oauth/Logout')).toBe(true);
    expect(session.token).toBeNull();
  });
});
