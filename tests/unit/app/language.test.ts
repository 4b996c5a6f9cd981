import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import message from 'antd/es/message';
import { i18n } from '@lingui/core';
import { onSignedInLanguageSwitch } from '../../../runtime/app/after-language-switch';
import { changeLanguage } from '../../../runtime/app/language';
import { reloadLocalNames } from '../../../runtime/app/local-names';
import { appState } from '../../../runtime/state/app';
import { settings } from '../../../runtime/state/settings';
import { resetSession, setToken } from '../../../runtime/state/session';
import { messageTexts, stubFetch } from '../data/net';

afterEach(() => {
  vi.unstubAllGlobals();
  message.destroy();
  resetSession();
  appState.language = 'zh';
  settings.title = '黄金加盟管理平台';
  i18n.loadAndActivate({ locale: 'zh', messages: {} });
});

describe('changeLanguage', () => {
  it('saves for the user, switches, and confirms in the new language', async () => {
    setToken('Bearer t');
    // As the router registers it (runtime/app/router.tsx); no session loaded here.
    const unregister = onSignedInLanguageSwitch(() => reloadLocalNames(async () => false));
    const calls = stubFetch({
      'PUT /api/permission/Users/Current/SystemLanguage': { code: 200, msg: 'ok' },
      'GET /api/system/SysConfig/Public': { code: 200, msg: 'ok', data: { sysName: 'Gold Back Office' } },
    });
    await changeLanguage('en');
    expect(appState.language).toBe('en');
    // The product's name is data in three languages: read again in the new one (docs/architecture.md#names-that-are-data).
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/permission/Users/Current/SystemLanguage', '/api/system/SysConfig/Public']);
    expect(calls[1].headers.get('jnpf-lang')).toBe('en');
    expect(settings.title).toBe('Gold Back Office');
    await waitFor(() => expect(messageTexts()).toEqual(['Switch Language Success']));
    unregister();
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
