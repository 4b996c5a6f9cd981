import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import message from 'antd/es/message';
import { MenuView } from '../../../../runtime/views/MenuView';
import { resetSession } from '../../../../runtime/state/session';
import { toFormValues, toSettings } from '../../../../runtime/views/system/sysConfig/fields';
import { messageTexts, stubFetch, type Call } from '../../data/net';
import { renderPage } from '../../login/harness';
import { signInToSysConfig } from './sys-config-session';

/** The settings as GET /api/system/SysConfig folds them: every value a string. */
const CONFIG = {
  sysName: '黄金加盟管理平台', sysDescription: '描述', sysVersion: '3.3.0', copyright: '©', companyName: '金源', companyCode: 'JY',
  companyAddress: '', companyContacts: '', companyTelePhone: '', companyEmail: 'a@b.cn', sysTheme: 'classic', pageSize: '20',
  tokenTimeout: '480', singleLogin: '1', lastLoginTimeSwitch: '1', whitelistSwitch: '0', whitelistIp: '', isLog: '1', registerKey: 'k',
  emailSmtpHost: 'smtp.x.cn', emailSmtpPort: '465', emailPop3Host: '', emailPop3Port: '', emailAccount: 'a@x.cn', emailPassword: 'secret',
  emailSsl: '1', emailSenderName: '系统',
};


const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** The page module loads on demand: the first render in a test file waits for its chunk. */
const LOAD = { timeout: 15000 };

beforeEach(() => resetSession());
afterEach(() => {
  vi.unstubAllGlobals();
  message.destroy();
  resetSession();
});

describe('system configuration values', () => {
  it('edits numbers and switches, never shows the stored mail password, and sends text back', () => {
    const values = toFormValues(CONFIG);
    expect(values).toMatchObject({ sysName: '黄金加盟管理平台', tokenTimeout: 480, pageSize: 20, singleLogin: '1', isLog: true, whitelistSwitch: false, emailPassword: '' });
    expect(values).not.toHaveProperty('registerKey');
    const out = toSettings({ ...values, tokenTimeout: 60, whitelistSwitch: true, sysName: ' 新名称 ' });
    expect(out).toMatchObject({ sysName: '新名称', tokenTimeout: '60', whitelistSwitch: '1', isLog: '1', pageSize: '20', emailSmtpPort: '465' });
    expect(out).not.toHaveProperty('emailPassword');
    expect(toSettings({ ...values, emailPassword: 'new' }).emailPassword).toBe('new');
    expect(toSettings({ ...values, emailPop3Port: null }).emailPop3Port).toBe('');
  });
});

describe('system configuration page', { timeout: 30000 }, () => {
  it('shows the settings read-only without btn_edit', async () => {
    signInToSysConfig([]);
    stubFetch({ 'GET /api/system/SysConfig': { code: 200, data: CONFIG } });
    renderPage('/system/sysConfig', '$', MenuView);
    await waitFor(() => expect(input('系统名称').value).toBe('黄金加盟管理平台'), LOAD);
    expect(input('系统名称').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
    expect(screen.getByRole('tab', { name: '安全设置' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '邮件设置' })).toBeTruthy();
  });

  it('saves the edited settings with btn_edit and loads them again', async () => {
    signInToSysConfig(['btn_edit']);
    let stored = { ...CONFIG };
    const calls = stubFetch({
      'GET /api/system/SysConfig': () => ({ code: 200, data: stored }),
      'PUT /api/system/SysConfig': (call: Call) => {
        stored = { ...stored, ...JSON.parse(String(call.body)) };
        return { code: 200, msg: '保存成功' };
      },
    });
    renderPage('/system/sysConfig', '$', MenuView);
    await waitFor(() => expect(input('系统名称').value).toBe('黄金加盟管理平台'), LOAD);
    fireEvent.change(input('系统名称'), { target: { value: '金店后台' } });
    fireEvent.change(input('超时登出（分钟）'), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true), LOAD);
    const body = JSON.parse(String(calls.find((c) => c.method === 'PUT')!.body));
    expect(body).toMatchObject({ sysName: '金店后台', tokenTimeout: '60', singleLogin: '1', isLog: '1', whitelistSwitch: '0' });
    expect(body).not.toHaveProperty('emailPassword');
    expect(Object.values(body).every((v) => typeof v === 'string')).toBe(true);
    await waitFor(() => expect(messageTexts()).toContain('保存成功'), LOAD);
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET').length).toBe(2), LOAD);
    await waitFor(() => expect(input('系统名称').value).toBe('金店后台'), LOAD);
    expect(input('系统名称').value).toBe('金店后台');
  });

  it('refuses an invalid company e-mail before sending', async () => {
    signInToSysConfig(['btn_edit']);
    const calls = stubFetch({ 'GET /api/system/SysConfig': { code: 200, data: CONFIG } });
    renderPage('/system/sysConfig', '$', MenuView);
    await waitFor(() => expect(input('公司邮箱').value).toBe('a@b.cn'), LOAD);
    fireEvent.change(input('公司邮箱'), { target: { value: 'not-mail' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请正确输入您的邮箱地址', undefined, LOAD)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('checks the feedback address (e-mail or http(s) address) before sending, and sends it as typed', async () => {
    signInToSysConfig(['btn_edit']);
    const calls = stubFetch({
      'GET /api/system/SysConfig': { code: 200, data: { ...CONFIG, feedbackAddress: '' } },
      'PUT /api/system/SysConfig': { code: 200, msg: '保存成功' },
    });
    renderPage('/system/sysConfig', '$', MenuView);
    await waitFor(() => expect(input('反馈地址').value).toBe(''), LOAD);
    fireEvent.change(input('反馈地址'), { target: { value: 'support.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请输入邮箱地址或以 http:// 或 https:// 开头的网址', undefined, LOAD)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(input('反馈地址'), { target: { value: 'https://support.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true), LOAD);
    expect(JSON.parse(String(calls.find((c) => c.method === 'PUT')!.body)).feedbackAddress).toBe('https://support.example.com');
  });

  it('brings forward the tab of the first invalid setting', async () => {
    signInToSysConfig(['btn_edit']);
    const calls = stubFetch({ 'GET /api/system/SysConfig': { code: 200, data: { ...CONFIG, emailAccount: 'nobody' } } });
    renderPage('/system/sysConfig', '$', MenuView);
    await waitFor(() => expect(input('系统名称').value).toBe('黄金加盟管理平台'), LOAD);
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(screen.getByRole('tab', { name: '邮件设置' }).getAttribute('aria-selected')).toBe('true'), LOAD);
    expect(await screen.findByText('请正确输入您的邮箱地址', undefined, LOAD)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
