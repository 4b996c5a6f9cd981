import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import message from 'antd/es/message';
import { i18n } from '@lingui/core';
import { changeLanguage } from '../../../runtime/app/language';
import { appState } from '../../../runtime/state/app';
import { resetSession, setToken } from '../../../runtime/state/session';
import { messageTexts, stubFetch } from '../data/net';

afterEach(() => {
  vi.unstubAllGlobals();
  message.destroy();
  resetSession();
  appState.language = 'zh';
  i18n.loadAndActivate({ locale: 'zh', messages: {} });
});

describe('changeLanguage', () => {
  it('saves for the user, switches, and confirms in the new language', async () => {
    setToken('Bearer t');
    const calls = stubFetch({ 'PUT /api/permission/Users/Current/SystemLanguage': { code: 200, msg: 'ok' } });
    await changeLanguage('en');
    expect(appState.language).toBe('en');
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/permission/Users/Current/SystemLanguage']);
    await waitFor(() => expect(messageTexts()).toEqual(['Switch Language Success']));
  });

  it('from the profile, a failed save keeps the language as it was', async () => {
    setToken('Bearer t');
    stubFetch({ 'PUT /api/permission/Users/Current/SystemLanguage': { code: 400, msg: '保存失败' } });
    await expect(changeLanguage('zhtw', { requireSave: true })).rejects.toThrow('保存失败');
    expect(appState.language).toBe('zh');
  });

  it('in the navbar, a failed save still switches (best effort)', async () => {
    setToken('Bearer t');
    stubFetch({ 'PUT /api/permission/Users/Current/SystemLanguage': { code: 400, msg: '保存失败' } });
    await changeLanguage('zhtw');
    expect(appState.language).toBe('zhtw');
    await waitFor(() => expect(messageTexts()).toEqual(['切換成功']));
  });
});
