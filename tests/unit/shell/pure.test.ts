import { describe, expect, it } from 'vitest';
import { splitTopMenu } from '../../../runtime/shell/layout/top-menu/split';
import { menuLink, menuStateForPath, trailForPath, uniqueOpened } from '../../../runtime/shell/layout/menu-tree';
import { hasParams, matchesPattern, resolveRoute } from '../../../runtime/shell/layout/routes';
import { deviceForWidth } from '../../../runtime/shell/layout/use-device';
import { prevLoginInfo, markArrivedFromLogin, takeArrivedFromLogin } from '../../../runtime/shell/layout/prev-login';
import { FIXED_ROUTES } from '../../../runtime/permission';
import { built, USER } from './fixtures';

describe('splitTopMenu', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f'];
  it('shows everything when one item per 116 px fits', () => {
    expect(splitTopMenu(items, 116 * 6)).toEqual({ shown: items, more: [] });
    expect(splitTopMenu(items, 2000)).toEqual({ shown: items, more: [] });
  });
  it('shows number - 1 items and puts the rest into more', () => {
    // floor(500 / 116) = 4 -> 3 shown
    expect(splitTopMenu(items, 500)).toEqual({ shown: ['a', 'b', 'c'], more: ['d', 'e', 'f'] });
    expect(splitTopMenu(items, 116 * 6 - 1)).toEqual({ shown: ['a', 'b', 'c', 'd'], more: ['e', 'f'] });
  });
  it('puts everything into more when the bar is too narrow', () => {
    expect(splitTopMenu(items, 0)).toEqual({ shown: [], more: items });
    expect(splitTopMenu(items, 200)).toEqual({ shown: [], more: items });
  });
});

describe('menu tree', () => {
  const { menus } = built();
  it('finds the trail of a page by its path', () => {
    expect(trailForPath(menus, '/sys/role')?.map((e) => e.fullName)).toEqual(['系统管理', '角色管理']);
    expect(trailForPath(menus, '/nowhere')).toBeNull();
    // a directory with the same path as nothing is never a page
    expect(trailForPath(menus, '/sys')).toBeNull();
  });
  it('selects the leaf and opens its ancestors', () => {
    expect(menuStateForPath(menus, '/b')).toEqual({ selectedKey: 'm22', openKeys: ['m2'] });
    expect(menuStateForPath(menus, '/c')).toEqual({ selectedKey: 'm4', openKeys: [] });
    expect(menuStateForPath(menus, '/x')).toEqual({ selectedKey: null, openKeys: [] });
  });
  it('keeps one branch open at a time', () => {
    expect(uniqueOpened(menus, ['m1'], ['m1', 'm2'])).toEqual(['m2']);
    expect(uniqueOpened(menus, ['m2'], [])).toEqual([]);
    expect(uniqueOpened(menus, [], ['unknown'])).toEqual(['unknown']);
  });
  it('links leaves by type: directory leaf none, external new tab, others in app', () => {
    const byId = (id: string) => menus.flatMap((e) => [e, ...(e.children ?? [])]).find((e) => e.id === id)!;
    expect(menuLink(byId('m3'))).toEqual({ kind: 'none' });
    expect(menuLink(byId('m23'))).toEqual({ kind: 'external', href: 'https://example.com/x' });
    expect(menuLink(byId('m11'))).toEqual({ kind: 'internal', to: '/sys/user' });
    expect(menuLink({ id: 'v', enCode: 'visualization', fullName: 'v', type: 2 })).toEqual({ kind: 'external', href: '/visualization' });
    expect(menuLink({ id: 'm', enCode: 'mail', fullName: 'm', type: 7, path: 'mailto:a@b.c' })).toEqual({ kind: 'external', href: 'mailto:a@b.c' });
    expect(menuLink({ id: 't', enCode: 'tel', fullName: 't', type: 7, path: 'tel:123' }).kind).toBe('external');
    // A relative '_blank' link (no route matches it) opens in a new tab; a '_self' link stays in the app.
    expect(menuLink({ id: 'h', enCode: 'help', fullName: 'h', type: 7, linkTarget: '_blank', path: '/api/docs' })).toEqual({ kind: 'external', href: '/api/docs' });
    expect(menuLink({ id: 's', enCode: 'self', fullName: 's', type: 7, linkTarget: '_self', path: '/self' })).toEqual({ kind: 'internal', to: '/self' });
  });
});

describe('route resolution', () => {
  const { routes } = built();
  const fixed = [...FIXED_ROUTES, { path: '/gold/spvs/detail/$id', name: 'spvDetail', view: 'x', meta: { title: 'spvDetail', zhTitle: 'SPV详情' } }];
  it('matches parameter patterns', () => {
    expect(hasParams('/gold/spvs/detail/$id')).toBe(true);
    expect(hasParams('/home')).toBe(false);
    expect(matchesPattern('/gold/spvs/detail/$id', '/gold/spvs/detail/12')).toBe(true);
    expect(matchesPattern('/gold/spvs/detail/:id', '/gold/spvs/detail/12')).toBe(true);
    expect(matchesPattern('/gold/spvs/detail/{id}', '/gold/spvs/detail')).toBe(false);
    expect(matchesPattern('/redirect/$', '/redirect/a/b')).toBe(true);
    expect(matchesPattern('/a/$id', '/b/1')).toBe(false);
  });
  it('prefers menu routes, then fixed, then parameter routes', () => {
    expect(resolveRoute('/a', routes, fixed)?.name).toBe('a');
    expect(resolveRoute('/home/', routes, fixed)?.name).toBe('home');
    expect(resolveRoute('/gold/spvs/detail/7', routes, fixed)?.name).toBe('spvDetail');
    expect(resolveRoute('/zzz', routes, fixed)).toBeUndefined();
  });
});

describe('device and previous login', () => {
  it('is mobile below 992 px', () => {
    expect(deviceForWidth(991)).toBe('mobile');
    expect(deviceForWidth(992)).toBe('desktop');
  });
  it('formats the previous login and only when prevLogin is 1', () => {
    const info = prevLoginInfo(USER)!;
    expect(info.ip).toBe('10.0.0.8');
    expect(info.place).toBe('上海');
    expect(info.time).toMatch(/^2024-01-0[12] \d\d:\d\d$/);
    expect(prevLoginInfo({ ...USER, prevLogin: 0 })).toBeNull();
    // The very first sign-in: the switch is on but there is no previous login.
    expect(prevLoginInfo({ ...USER, prevLoginTime: null, prevLoginIPAddress: null, prevLoginIPAddressName: null })).toBeNull();
    expect(prevLoginInfo(null)).toBeNull();
  });
  it('takes the arrived-from-login flag once', () => {
    markArrivedFromLogin();
    expect(takeArrivedFromLogin()).toBe(true);
    expect(takeArrivedFromLogin()).toBe(false);
  });
});
