import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import message from 'antd/es/message';
import { MenuView } from '../../../runtime/views/MenuView';
import { FIXED_ROUTES } from '../../../runtime/permission/fixed';
import { buildMenuRoutes } from '../../../runtime/permission/routes';
import { componentPageFor, customDialogFor, hasCustomDialog, registerScreens, schemaPageFor } from '../../../runtime/views/screens';
import { resetSession, session, type MenuEntry } from '../../../runtime/state/session';
import type { ListSchema } from '../../../schemas';
import { stubFetch } from '../data/net';
import { renderPage } from '../login/harness';

const MENU: MenuEntry[] = [
  { id: 'm-tree', enCode: 'menu.tree', fullName: '菜单树', type: 2, urlAddress: '/test/menuTree?tab=1' },
  { id: 'm-both', enCode: 'both', fullName: '两者', type: 2, urlAddress: 'test/both' },
  { id: 'm-log', enCode: 'system.log', fullName: '系统日志', type: 2, urlAddress: 'system/log' },
];

const loadTreePage = vi.fn(() => Promise.resolve({ default: () => <p>组件页面</p> }));
const loadBothPage = vi.fn(() => Promise.resolve({ default: () => <p>不应显示的组件</p> }));
const loadLogPage = vi.fn(() => Promise.resolve({ default: () => <p>替换的日志页</p> }));

const bothList: ListSchema = {
  schemaVersion: 1,
  type: 'list',
  id: 'test.both.list',
  title: '两者列表',
  api: { list: { method: 'GET', url: '/api/both' } },
  model: { fields: ['id', 'name'] },
  columns: [{ prop: 'name', label: '名称' }],
  pagination: false,
};

registerScreens({
  schemas: { 'test.both.list': () => Promise.resolve({ default: bothList }) },
  pages: { 'test/both': 'test.both.list' },
  fixed: [],
  components: { '/test/menuTree': loadTreePage, 'test/both': loadBothPage, 'system/log': loadLogPage },
  dialogs: { 'test.dialog': () => Promise.resolve({ default: () => null }) },
});

function signIn() {
  const { routes, menus } = buildMenuRoutes(MENU, { token: 't', dataV: '/DataV' });
  session.token = 'Bearer t';
  session.menuList = menus;
  session.routes = [...FIXED_ROUTES, ...routes];
  session.userInfo = { userId: 'u', userAccount: 'admin', account: 'admin', userName: 'A', realName: 'A', prevLogin: 0 };
  session.permissionList = [];
}

beforeEach(() => resetSession());
afterEach(() => {
  vi.unstubAllGlobals();
  message.destroy();
  resetSession();
});

describe('screen registry', () => {
  it('keeps components by menu address (no query, no leading slash) and dialogs by name, each made lazy once', () => {
    expect(componentPageFor('test/menuTree')).toBeTruthy();
    expect(componentPageFor('/test/menuTree?x=1')).toBe(componentPageFor('test/menuTree'));
    expect(componentPageFor('test/other')).toBeUndefined();
    expect(componentPageFor(undefined)).toBeUndefined();
    expect(hasCustomDialog('test.dialog')).toBe(true);
    expect(hasCustomDialog('test.none')).toBe(false);
    expect(customDialogFor('test.dialog')).toBe(customDialogFor('test.dialog'));
    expect(customDialogFor('test.none')).toBeUndefined();
    expect(schemaPageFor('/test/both')).toBe('test.both.list');
  });
});

describe('menu view: component pages', () => {
  it('renders a menu page registered as a component, loading its code on demand', async () => {
    signIn();
    expect(loadTreePage).not.toHaveBeenCalled();
    renderPage('/test/menuTree', '$', MenuView);
    expect(await screen.findByText('组件页面')).toBeTruthy();
    expect(loadTreePage).toHaveBeenCalledTimes(1);
  });

  it('prefers a schema page over a component for the same address', async () => {
    signIn();
    stubFetch({ 'GET /api/both': { code: 200, data: { list: [{ id: '1', name: '第一行' }] } } });
    renderPage('/test/both', '$', MenuView);
    // The schema renderers load on demand (a first import takes a while).
    expect(await screen.findByText('第一行', undefined, { timeout: 20000 })).toBeTruthy();
    expect(screen.queryByText('不应显示的组件')).toBeNull();
    expect(loadBothPage).not.toHaveBeenCalled();
  });

  it("prefers a component over the runtime's own page of the same address", async () => {
    signIn();
    renderPage('/system/log', '$', MenuView);
    expect(await screen.findByText('替换的日志页')).toBeTruthy();
  });
});
