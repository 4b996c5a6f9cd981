import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import message from 'antd/es/message';
import { request, http, timeoutFor, isSuccess, RequestError, DEFAULT_TIMEOUT, LONG_CALL_TIMEOUT } from '../../../runtime/data/http';
import { setNavigator } from '../../../runtime/data/navigate';
import { session, setToken } from '../../../runtime/state/session';
import { appState } from '../../../runtime/state/app';
import { login } from '../../../runtime/data/api/auth';
import { stubFetch, messageTexts } from './net';

const navigations: Array<{ href: string; hard?: boolean }> = [];

beforeEach(() => {
  navigations.length = 0;
  setNavigator((href, o) => navigations.push({ href, hard: o.hard }));
  setToken(null);
  appState.language = 'zh';
  window.history.replaceState(null, '', '/system/log?x=1');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  message.destroy();
  await waitFor(() => expect(messageTexts()).toEqual([]));
  setNavigator(null);
  localStorage.clear();
});

describe('request headers and query', () => {
  it('sends GET payload as query, the n timestamp, origin and language headers, no Authorization without a token', async () => {
    const calls = stubFetch({ 'GET /api/x': { code: 200, data: { ok: 1 } } });
    const data = await http.get<{ ok: number }>('/api/x', { keyword: 'abc', currentPage: 2, empty: undefined });
    expect(data).toEqual({ ok: 1 });
    const c = calls[0];
    expect(c.url.searchParams.get('keyword')).toBe('abc');
    expect(c.url.searchParams.get('currentPage')).toBe('2');
    expect(c.url.searchParams.has('empty')).toBe(false);
    const n = Number(c.url.searchParams.get('n'));
    expect(Math.abs(n - Date.now() / 1000)).toBeLessThan(5);
    expect(c.headers.get('jnpf-origin')).toBe('pc');
    expect(c.headers.get('jnpf-lang')).toBe('zh');
    expect(c.headers.has('Authorization')).toBe(false);
    expect(c.body).toBeUndefined();
  });

  it('sends the raw token as Authorization and a JSON body for POST', async () => {
    setToken('Bearer abc123');
    appState.language = 'en';
    const calls = stubFetch({ 'POST /api/y': { code: 200, data: null } });
    await http.post('/api/y', { a: 1 });
    expect(calls[0].headers.get('Authorization')).toBe('Bearer abc123');
    expect(calls[0].headers.get('jnpf-lang')).toBe('en');
    expect(JSON.parse(String(calls[0].body))).toEqual({ a: 1 });
    expect(calls[0].url.searchParams.has('n')).toBe(true);
  });

  it('uses the long timeout only for the four slow calls', () => {
    expect(timeoutFor('/api/system/Log/1')).toBe(DEFAULT_TIMEOUT);
    expect(DEFAULT_TIMEOUT).toBe(1_000_000);
    for (const u of ['/api/x/SynThirdInfo/1', '/api/extend/Email/Receive', '/api/Permission/Authority/Data/1', '/api/permission/Authority/Data/1', '/api/DataSync/Actions/Execute']) {
      expect(timeoutFor(u)).toBe(LONG_CALL_TIMEOUT);
    }
    expect(LONG_CALL_TIMEOUT).toBe(100_000);
  });
});

describe('envelope', () => {
  it('counts code 200, status 200 or a success flag as success', async () => {
    expect(isSuccess({ code: 200 })).toBe(true);
    expect(isSuccess({ status: 200 })).toBe(true);
    expect(isSuccess({ success: true })).toBe(true);
    expect(isSuccess({ code: 400 })).toBe(false);
    expect(isSuccess(null)).toBe(false);
    stubFetch({ 'GET /api/s': { status: 200, data: 5 }, 'GET /api/f': { success: true, data: 6 } });
    expect((await request({ url: '/api/s' })).data).toBe(5);
    expect((await request({ url: '/api/f' })).data).toBe(6);
  });

  it('shows the reply message as an error and rejects on another code', async () => {
    stubFetch({ 'GET /api/bad': { code: 400, msg: '名称不能为空' } });
    const error = await http.get('/api/bad').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).code).toBe(400);
    await waitFor(() => expect(messageTexts()).toEqual(['名称不能为空']));
  });

  it('carries the reply data and the key of the field a failure concerns (data.field)', async () => {
    stubFetch({
      'POST /api/field': { code: 400, msg: 'Enter a valid mobile or landline number', data: { field: 'phone' } },
      'POST /api/plain': { code: 409, msg: '数据已被他人修改' },
      'POST /api/down': new TypeError('fetch failed'),
    });
    const keyed = (await http.post('/api/field', {}).catch((e: unknown) => e)) as RequestError;
    expect(keyed).toMatchObject({ code: 400, message: 'Enter a valid mobile or landline number', field: 'phone', data: { field: 'phone' } });
    const plain = (await http.post('/api/plain', {}).catch((e: unknown) => e)) as RequestError;
    expect(plain).toMatchObject({ code: 409, field: undefined, data: undefined });
    const down = (await http.post('/api/down', {}).catch((e: unknown) => e)) as RequestError;
    expect(down).toMatchObject({ code: undefined, field: undefined, data: undefined });
  });

  it('falls back to 请求出错，请重试 without a message and on transport failure', async () => {
    stubFetch({ 'GET /api/nomsg': { code: 500 }, 'GET /api/down': new TypeError('fetch failed') });
    await expect(http.get('/api/nomsg')).rejects.toThrow('请求出错，请重试');
    await expect(http.get('/api/down')).rejects.toThrow('请求出错，请重试');
    await waitFor(() => expect(messageTexts()).toEqual(['请求出错，请重试']));
  });

  it('keeps one message popup at a time', async () => {
    stubFetch({ 'GET /api/a': { code: 400, msg: '第一条' }, 'GET /api/b': { code: 400, msg: '第二条' } });
    await http.get('/api/a').catch(() => {});
    await waitFor(() => expect(messageTexts()).toEqual(['第一条']));
    await http.get('/api/b').catch(() => {});
    await waitFor(() => expect(messageTexts()).toEqual(['第二条']));
  });

  it('returns the body without the code check for raw calls and model-config calls', async () => {
    stubFetch({ 'POST /api/imp': { code: 500, msg: 'x', data: 1 }, 'GET /api/visualdev/Model/1/Config': { code: 400, data: 2 } });
    expect(await request({ url: '/api/imp', method: 'POST', raw: true })).toEqual({ code: 500, msg: 'x', data: 1 });
    expect((await request({ url: '/api/visualdev/Model/1/Config' })).data).toBe(2);
    expect(messageTexts()).toEqual([]);
  });
});

describe('session expiry', () => {
  it.each([600, 601, 602])('code %i resets the session after the message and goes to sign-in with a redirect', async (code) => {
    setToken('Bearer t');
    session.menuList = [{ id: '1', enCode: 'a', fullName: 'A', type: 1 }];
    stubFetch({ 'GET /api/p': { code, msg: '登录过期' } });
    await expect(http.get('/api/p')).rejects.toThrow('登录过期');
    expect(session.token).toBe('Bearer t');
    await waitFor(() => expect(navigations).toEqual([{ href: '/login?redirect=%2Fsystem%2Flog%3Fx%3D1', hard: true }]), { timeout: 4000 });
    expect(session.token).toBeNull();
    expect(session.menuList).toEqual([]);
  });

  it('lets only the first reply of an ended session speak, so its message is not cut short', async () => {
    setToken('Bearer t');
    stubFetch({ 'GET /api/a': { code: 601, msg: '在其他地方登录' }, 'GET /api/b': { code: 600, msg: '登录过期' } });
    await expect(http.get('/api/a')).rejects.toThrow('在其他地方登录');
    await expect(http.get('/api/b')).rejects.toThrow('登录过期');
    await waitFor(() => expect(messageTexts()).toEqual(['在其他地方登录']));
    // The second reply neither replaced the message nor navigated early.
    expect(navigations).toEqual([]);
    await waitFor(() => expect(navigations).toHaveLength(1), { timeout: 4000 });
  });

  it.each(['/api/oauth/Login', '/api/oauth/LockScreen'])('does not end the session for %s', async (url) => {
    setToken('Bearer t');
    stubFetch({ [`POST ${url}`]: { code: 600, msg: '密码错误' } });
    await expect(http.post(url, {})).rejects.toThrow('密码错误');
    await waitFor(() => expect(messageTexts()).toEqual(['密码错误']));
    await new Promise((r) => setTimeout(r, 2500));
    expect(navigations).toEqual([]);
    expect(session.token).toBe('Bearer t');
  });
});

describe('password change required (605)', () => {
  it('keeps the session, shows the message and moves to the password tab', async () => {
    setToken('Bearer t');
    stubFetch({ 'GET /api/p': { code: 605, msg: '请先修改密码' } });
    await expect(http.get('/api/p')).rejects.toThrow('请先修改密码');
    await waitFor(() => expect(messageTexts()).toEqual(['请先修改密码']));
    expect(navigations).toEqual([{ href: '/profile?tab=password', hard: undefined }]);
    expect(session.token).toBe('Bearer t');
  });

  it('stays quiet on the password tab itself', async () => {
    setToken('Bearer t');
    window.history.replaceState(null, '', '/profile?tab=password');
    stubFetch({ 'GET /api/p': { code: 605, msg: '请先修改密码' } });
    await expect(http.get('/api/p')).rejects.toThrow('请先修改密码');
    expect(navigations).toEqual([]);
    expect(messageTexts()).toEqual([]);
  });
});

describe('login call', () => {
  it('posts form-urlencoded account and md5 password with the oauth query', async () => {
    const calls = stubFetch({ 'POST /api/oauth/Login': { code: 200, data: { token: 'Bearer z', theme: 'plain' } } });
    const result = await login({ origin: 'password', account: 'admin', password: '123456' });
    expect(result).toEqual({ token: 'Bearer z', theme: 'plain' });
    const c = calls[0];
    expect(Object.fromEntries(['client_id', 'client_secret', 'scope', 'grant_type'].map((k) => [k, c.url.searchParams.get(k)])))
      .toEqual({ client_id: 'admin', client_secret: '123456', scope: 'all', grant_type: 'password' });
    expect(c.body).toBeInstanceOf(URLSearchParams);
    const form = c.body as URLSearchParams;
    expect(form.get('account')).toBe('admin');
    expect(form.get('password')).toBe('e10adc3949ba59abbe56e057f20f883e');
    expect(form.get('origin')).toBe('password');
  });
});

describe('session expiry on the sign-in page', () => {
  it('only forgets the session when the sign-in page is already shown', async () => {
    window.history.replaceState(null, '', '/login?redirect=%2Fhome');
    setToken('Bearer t');
    stubFetch({ 'GET /api/oauth/CurrentUser': { code: 602, msg: 'Token验证失败' } });
    await expect(http.get('/api/oauth/CurrentUser')).rejects.toThrow('Token验证失败');
    await waitFor(() => expect(session.token).toBeNull(), { timeout: 4000 });
    expect(navigations).toEqual([]);
  });
});
