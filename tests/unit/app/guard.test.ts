import { describe, expect, it } from 'vitest';
import {
  decideAfterLoad, decideNavigation, isOpenPath, navigationFailureTarget, pageTitle, type GuardState,
} from '../../../runtime/app/guard';

const state = (over: Partial<GuardState>): GuardState => ({ path: '/home', search: '', token: null, isLock: false, loaded: false, ...over });

describe('open paths', () => {
  it('are the sign-in helpers, the lock screen and anything under /m/ or /share/', () => {
    for (const p of ['/login', '/auth-redirect', '/jump', '/scanCode', '/lockScreen', '/m/form/1', '/share/abc']) expect(isOpenPath(p)).toBe(true);
    for (const p of ['/home', '/', '/system/log', '/m', '/mobile', '/shared']) expect(isOpenPath(p)).toBe(false);
  });
});

describe('without a token', () => {
  it('lets open paths pass', () => {
    expect(decideNavigation(state({ path: '/login' }))).toEqual({ action: 'pass' });
    expect(decideNavigation(state({ path: '/share/x' }))).toEqual({ action: 'pass' });
  });
  it('sends everything else to /login with the wanted path and query as redirect', () => {
    expect(decideNavigation(state({ path: '/system/log', search: '?a=1' }))).toEqual({ action: 'redirect', to: '/login?redirect=%2Fsystem%2Flog%3Fa%3D1' });
    expect(decideNavigation(state({ path: '/home' }))).toEqual({ action: 'redirect', to: '/login?redirect=%2Fhome' });
  });
});

describe('with a token', () => {
  const signed = (over: Partial<GuardState>) => state({ token: 'Bearer t', ...over });
  it('forces a locked session to /lockScreen from every page except /login', () => {
    expect(decideNavigation(signed({ isLock: true, path: '/system/log', loaded: true }))).toEqual({ action: 'redirect', to: '/lockScreen' });
    expect(decideNavigation(signed({ isLock: true, path: '/share/x', loaded: true }))).toEqual({ action: 'redirect', to: '/lockScreen' });
    expect(decideNavigation(signed({ isLock: true, path: '/lockScreen' }))).toEqual({ action: 'load' });
    expect(decideNavigation(signed({ isLock: true, path: '/login' }))).toEqual({ action: 'redirect', to: '/' });
  });
  it('sends /login to /', () => {
    expect(decideNavigation(signed({ path: '/login', loaded: true }))).toEqual({ action: 'redirect', to: '/' });
  });
  it('loads the user once, then passes', () => {
    expect(decideNavigation(signed({ path: '/system/log' }))).toEqual({ action: 'load' });
    expect(decideNavigation(signed({ path: '/system/log', loaded: true }))).toEqual({ action: 'pass' });
  });
});

describe('/home?token=', () => {
  it('stores the token first, with or without an existing token, and reloads the user', () => {
    expect(decideNavigation(state({ path: '/home', search: '?token=Bearer%20n' }))).toEqual({ action: 'load', storeToken: 'Bearer n' });
    expect(decideNavigation(state({ path: '/home', search: 'token=new', token: 'old', loaded: true }))).toEqual({ action: 'load', storeToken: 'new' });
    expect(decideNavigation(state({ path: '/home', search: 'token=same', token: 'same', loaded: true }))).toEqual({ action: 'pass' });
    expect(decideNavigation(state({ path: '/profile', search: 'token=x' }))).toEqual({ action: 'redirect', to: '/login?redirect=%2Fprofile%3Ftoken%3Dx' });
  });
});

describe('after loading the user', () => {
  it('on failure clears the session, shows string errors only, and goes to /login with a redirect', () => {
    expect(decideAfterLoad({ ok: false, error: '您的权限不足，请联系管理员' }, { path: '/system/log', search: '' }))
      .toEqual({ action: 'redirect', to: '/login?redirect=%2Fsystem%2Flog', resetSession: true, message: '您的权限不足，请联系管理员' });
    expect(decideAfterLoad({ ok: false, error: new Error('x') }, { path: '/home', search: '' }))
      .toEqual({ action: 'redirect', to: '/login?redirect=%2Fhome', resetSession: true });
  });
  it('opens the password tab of the profile when the password must change', () => {
    expect(decideAfterLoad({ ok: true, mustChangePassword: true }, { path: '/home', search: '' })).toEqual({ action: 'redirect', to: '/profile?tab=password' });
    expect(decideAfterLoad({ ok: true, mustChangePassword: true }, { path: '/profile', search: '' })).toEqual({ action: 'pass' });
    expect(decideAfterLoad({ ok: true }, { path: '/home', search: '' })).toEqual({ action: 'pass' });
  });
});

describe('failed navigation and titles', () => {
  it('goes to /404 unless the same route was repeated', () => {
    expect(navigationFailureTarget('/a', '/a')).toBeNull();
    expect(navigationFailureTarget('/a', '/b')).toBe('/404');
  });
  it('titles the page with route title and product name', () => {
    expect(pageTitle('工作台', '黄金加盟管理平台')).toBe('工作台 - 黄金加盟管理平台');
    expect(pageTitle('', '黄金加盟管理平台')).toBe('黄金加盟管理平台');
  });
});
