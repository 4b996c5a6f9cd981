import { buildMenuRoutes } from '../../../runtime/permission';
import { appState } from '../../../runtime/state/app';
import { resetSession, session, type MenuEntry, type UserInfo } from '../../../runtime/state/session';
import { resetSettings } from '../../../runtime/state/settings';
import { tags } from '../../../runtime/state/tags';
import { pageGenerations } from '../../../runtime/shell/layout/page-area/refresh';
import { closePanel } from '../../../runtime/shell/layout/panels';

export const MENU: MenuEntry[] = [
  { id: 'm1', enCode: 'sys', fullName: '系统管理', type: 1, children: [
    { id: 'm11', enCode: 'sys.user', fullName: '用户管理', type: 2, urlAddress: 'sys/user' },
    { id: 'm12', enCode: 'sys.role', fullName: '角色管理', type: 2, urlAddress: 'sys/role' },
  ] },
  { id: 'm2', enCode: 'biz', fullName: '业务', type: 1, children: [
    { id: 'm21', enCode: 'a', fullName: '页面甲', type: 2, urlAddress: 'a' },
    { id: 'm22', enCode: 'b', fullName: '页面乙', type: 2, urlAddress: 'b' },
    { id: 'm23', enCode: 'ext', fullName: '外部链接', type: 7, urlAddress: 'https://example.com/x', linkTarget: '_blank' },
  ] },
  { id: 'm3', enCode: 'empty', fullName: '空目录', type: 1 },
  { id: 'm4', enCode: 'c', fullName: '页面丙', type: 2, urlAddress: 'c' },
];

export const USER: UserInfo = {
  userId: 'u1', userAccount: 'admin', account: 'admin', userName: '管理员', realName: '张三',
  prevLogin: 1, prevLoginTime: Date.UTC(2024, 0, 2, 3, 4), prevLoginIPAddress: '10.0.0.8', prevLoginIPAddressName: '上海',
};

/** Built the way the permission module builds it: menus annotated with `path`, plus routes. */
export function built() {
  return buildMenuRoutes(MENU, { token: 'tok', dataV: 'http://dv' });
}

export function signIn(): void {
  const { routes, menus } = built();
  session.token = 'tok';
  session.menuList = menus;
  session.routes = routes;
  session.userInfo = { ...USER };
}

export function resetStores(): void {
  resetSession();
  resetSettings();
  tags.visitedViews = [];
  tags.cachedViews = [];
  for (const key of Object.keys(pageGenerations)) delete pageGenerations[key];
  appState.sidebar.opened = true;
  appState.sidebar.withoutAnimation = false;
  appState.device = 'desktop';
  appState.size = 'medium';
  appState.language = 'zh';
  closePanel();
}
