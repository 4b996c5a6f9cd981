import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import message from 'antd/es/message';
import { ScanCodePage } from '../../../runtime/shell/login/ScanCodePage';
import { resetSession, setToken } from '../../../runtime/state/session';
import { stubFetch } from '../data/net';
import { renderPage } from './harness';

beforeEach(() => resetSession());
afterEach(() => {
  vi.unstubAllGlobals();
  message.destroy();
  resetSession();
  localStorage.clear();
});

describe('/scanCode', () => {
  it('sends a signed-out visitor to sign in, coming back to the same ticket', async () => {
    renderPage('/scanCode?ticket=abc', '/scanCode', ScanCodePage);
    expect((await screen.findByTestId('where')).textContent).toBe(`/login?redirect=${encodeURIComponent('/scanCode?ticket=abc')}`);
  });

  it('marks the ticket scanned, shows the asking browser, then approves it on confirm', async () => {
    setToken('Bearer s');
    const calls = stubFetch({
      'POST /api/oauth/ScanLogin/Ticket/abc/Scan': { code: 200, data: { ip: '203.0.113.5', ipPlace: '', userAgent: 'Firefox/128', createdAt: 1 } },
      'POST /api/oauth/ScanLogin/Ticket/abc/Confirm': { code: 200 },
    });
    renderPage('/scanCode?ticket=abc', '/scanCode', ScanCodePage);
    expect(await screen.findByText('请确认是否在另一台设备上登录')).toBeTruthy();
    expect(await screen.findByText('203.0.113.5')).toBeTruthy();
    expect(screen.getByText('Firefox/128')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.url.pathname.endsWith('/Scan'))).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: '确认登录' }));
    expect(await screen.findByText('已确认登录')).toBeTruthy();
    expect(calls.find((c) => c.url.pathname.endsWith('/Confirm'))?.headers.get('Authorization')).toBe('Bearer s');
  });

  it('offers no approval when the ticket is no longer valid', async () => {
    setToken('Bearer s');
    stubFetch({ 'POST /api/oauth/ScanLogin/Ticket/old/Scan': { code: 400, msg: '二维码已失效，请刷新后重试' } });
    renderPage('/scanCode?ticket=old', '/scanCode', ScanCodePage);
    expect(await screen.findByText('二维码无效')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认登录' })).toBeNull();
  });
});
