import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import message from 'antd/es/message';
import { i18n } from '@lingui/core';
import { messages as enSignIn } from '../../../runtime/i18n/locales/en.po?signin';
import { messages as enWhole } from '../../../runtime/i18n/locales/en.po';
import { messages as zhtwSignIn } from '../../../runtime/i18n/locales/zhtw.po?signin';
import { LoginPage } from '../../../runtime/shell/login';
import { ScanCodePage } from '../../../runtime/shell/login/ScanCodePage';
import { resetSession, setToken } from '../../../runtime/state/session';
import { stubFetch } from '../data/net';
import { renderPage } from './harness';

const PUBLIC = { 'GET /api/system/SysConfig/Public': { code: 200, data: { sysName: 'Gold', copyright: '©', codeLogin: true } } };

let stopListening = () => {};

/** Activates only the sign-in part of a catalog and records every text it lacks. */
function signInOnly(locale: string, messages: typeof enSignIn): string[] {
  const missing: string[] = [];
  i18n.loadAndActivate({ locale, messages });
  stopListening = i18n.on('missing', (event) => { missing.push(event.id); });
  return missing;
}

afterEach(() => {
  vi.unstubAllGlobals();
  message.destroy();
  resetSession();
  localStorage.clear();
  stopListening();
});

describe('the sign-in part of the catalogs', () => {
  it('is a small part of the whole catalog, with the same translations', () => {
    const part = Object.keys(enSignIn);
    expect(part.length).toBeGreaterThan(10);
    expect(part.length).toBeLessThan(Object.keys(enWhole).length / 3);
    for (const id of part) expect(enSignIn[id]).toEqual(enWhole[id]);
  });

  it('holds every text of the sign-in page, its three tabs and its validation messages', async () => {
    const missing = signInOnly('en', enSignIn);
    stubFetch(PUBLIC);
    renderPage('/login', '/login', LoginPage);
    await screen.findByText('Gold');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs).toHaveLength(3);
    for (const tab of tabs) {
      await act(async () => { fireEvent.click(tab); });
      const form = document.querySelector('.ant-tabs-tabpane-active form');
      if (form) await act(async () => { fireEvent.submit(form); });
    }
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 50)); });
    expect(missing).toEqual([]);
  });

  it('holds every text of the scan confirmation page (zhtw)', async () => {
    const missing = signInOnly('zhtw', zhtwSignIn);
    setToken('Bearer s');
    stubFetch({ 'POST /api/oauth/ScanLogin/Ticket/abc/Scan': { code: 200, data: { ip: '203.0.113.5', ipPlace: '', userAgent: 'Firefox/128', createdAt: 1 } } });
    renderPage('/scanCode?ticket=abc', '/scanCode', ScanCodePage);
    await screen.findByRole('button', { name: /確認|确认/ });
    expect(missing).toEqual([]);
  });
});
