import { describe, expect, it } from 'vitest';
import { buildMenuRoutes, fillLink, isExternal, pathOf } from '../../../runtime/permission/routes';
import { FIXED_ROUTES, routeTitle } from '../../../runtime/permission/fixed';
import { findRoute } from '../../../runtime/permission/resolve';
import { MENU } from './fixtures';

const options = { token: 'Bearer tk', dataV: 'https://dv.example.com/DataV' };
const built = buildMenuRoutes(MENU, options);
const route = (path: string) => built.routes.find((r) => r.path === path);
const entry = (id: string) => {
  const all = [...built.menus, ...built.menus.flatMap((m) => m.children ?? [])];
  return all.find((m) => m.id === id)!;
};

describe('menu -> routes', () => {
  it('type 1 directory: path / + enCode, no route, children visited', () => {
    expect(entry('m-sys').path).toBe('/system');
    expect(entry('m-sys').vueName).toBe('system');
    expect(built.routes.some((r) => r.path === '/system')).toBe(false);
    expect(entry('m-log').path).toBe('/system/log');
  });

  it('type 2 page: path from the address without query, name = enCode with dots as dashes, meta', () => {
    expect(route('/system/log')).toEqual({
      path: '/system/log', name: 'system-log', view: 'page',
      meta: { title: 'system-log', zhTitle: '系统日志', icon: null, modelId: 'm-log', menuType: 2, urlAddress: 'system/log' },
    });
    expect(route('/permission/onlineUser')?.meta.urlAddress).toBe('permission/onlineUser');
    expect(entry('m-online').path).toBe('/permission/onlineUser');
  });

  it('types 3, 4, 5 and 8 carry relationId and isTree from the property JSON', () => {
    expect(route('/gold/shop')).toMatchObject({ name: 'gold.shop', view: 'dynamicModel', meta: { modelId: 'm-model', relationId: 'vd-1', isTree: 1, zhTitle: '门店' } });
    expect(route('/dict/demo')).toMatchObject({ view: 'dynamicDictionary', meta: { relationId: 'vd-2', isTree: 0 } });
    expect(route('/report/sales')).toMatchObject({ view: 'dynamicDataReport', meta: { relationId: '', isTree: 0 } });
    expect(route('/portal/main')).toMatchObject({ view: 'dynamicPortal', meta: { relationId: 'p-1' } });
  });

  it('type 6 data screen: no route, external path with the token', () => {
    expect(entry('m-screen').path).toBe('https://dv.example.com/DataV/view/scr-9?token=Bearer tk');
    expect(built.routes.some((r) => r.name === 'screen-one')).toBe(false);
  });

  it('type 7 link: external target keeps the filled address; _self gets an in-app route to externalLink', () => {
    expect(entry('m-help').path).toBe('https://docs.example.com/?t=Bearer tk');
    expect(isExternal(entry('m-help').path!)).toBe(true);
    expect(entry('m-inner').path).toBe('/inner.link');
    expect(route('/inner.link')).toMatchObject({
      name: 'inner-link', view: 'externalLink',
      meta: { urlAddress: 'https://dv.example.com/DataV/preview?token=Bearer tk', modelId: 'm-inner' },
    });
  });

  it("an entry coded 'visualization' becomes the hidden /visualization route", () => {
    expect(entry('m-vis').path).toBe('/visualization');
    expect(route('/visualization')).toMatchObject({ view: 'visualization', meta: { hidden: true } });
  });

  it('does not change the input menu', () => {
    expect(MENU[0].path).toBeUndefined();
  });

  it('helpers', () => {
    expect(pathOf('//a/b?x=1')).toBe('/a/b');
    expect(fillLink('${dataV}/x/${jnpfToken}/${jnpfToken}', options)).toBe('https://dv.example.com/DataV/x/Bearer tk/Bearer tk');
    expect(isExternal('mailto:a@b.c')).toBe(true);
    expect(isExternal('tel:123')).toBe(true);
    expect(isExternal('/home')).toBe(false);
  });
});

describe('fixed routes and lookup', () => {
  it('has the fixed routes of docs/product.md#fixed-routes with /home titled 工作台 and pinned', () => {
    const home = findRoute('/home', FIXED_ROUTES)!;
    expect(home.meta.affix).toBe(true);
    expect(routeTitle(home.meta)).toBe('工作台');
    expect(routeTitle(findRoute('/dashboard', FIXED_ROUTES)!.meta)).toBe('门户展示');
    expect(routeTitle(findRoute('/messageRecord', FIXED_ROUTES)!.meta)).toBe('消息中心');
    expect(routeTitle(findRoute('/profile', FIXED_ROUTES)!.meta)).toBe('个人信息');
    for (const p of ['/404', '/menuMore', '/workFlow/flowLaunch', '/workFlow/flowTodo', '/workFlow/flowCirculate']) {
      expect(findRoute(p, FIXED_ROUTES)?.meta.hidden).toBe(true);
    }
    expect(FIXED_ROUTES.some((r) => r.path.startsWith('/gold'))).toBe(false);
  });

  it('menu routes are titled with the menu name, even when the name collides with a fixed key', () => {
    expect(routeTitle(route('/system/log')!.meta)).toBe('系统日志');
    expect(routeTitle({ title: 'home', zhTitle: '菜单首页', menuType: 2 })).toBe('菜单首页');
  });

  it('matches exact paths, ignoring a trailing slash and decoding', () => {
    expect(findRoute('/system/log/', built.routes)?.name).toBe('system-log');
    expect(findRoute('/system/log?x=1', built.routes)?.name).toBe('system-log');
    expect(findRoute('/system', built.routes)).toBeUndefined();
    expect(findRoute('/system/log/more', built.routes)).toBeUndefined();
  });
});
