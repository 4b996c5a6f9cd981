import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import type { AppRoute, RouteMeta } from '../state/session';
import { pickText, type Lang } from '../../schemas/text';

/** Titles of the fixed routes, by `meta.title` key. */
export const FIXED_TITLES: Record<string, MessageDescriptor> = {
  home: msg`工作台`,
  dashboard: msg`门户展示`,
  messageRecord: msg`消息中心`,
  profile: msg`个人信息`,
  notFound: msg`页面不存在`,
  menuMore: msg`更多菜单`,
  help: msg`帮助文档`,
  redirect: msg`刷新`,
  flowLaunch: msg`我发起的`,
  flowTodo: msg`待办事宜`,
  flowCirculate: msg`抄送事宜`,
  login: msg`登录`,
  lockScreen: msg`锁屏`,
  scanCode: msg`扫码登录`,
  visualization: msg`数据大屏`,
};

function fixed(path: string, title: string, zhTitle: string, view: string, extra: Partial<RouteMeta> = {}): AppRoute {
  return { path, name: title, view, meta: { title, zhTitle, ...extra } };
}

/** Fixed routes inside the main layout (docs/product.md#fixed-routes), in the order the shell lists them. */
export const FIXED_ROUTES: AppRoute[] = [
  fixed('/home', 'home', '工作台', 'home', { affix: true, icon: 'icon-ym icon-ym-nav-home' }),
  fixed('/dashboard', 'dashboard', '门户展示', 'dashboard', { icon: 'icon-ym icon-ym-nav-dashboard' }),
  fixed('/messageRecord', 'messageRecord', '消息中心', 'messageRecord'),
  fixed('/profile', 'profile', '个人信息', 'profile'),
  fixed('/menuMore', 'menuMore', '更多菜单', 'menuMore', { hidden: true }),
  fixed('/help', 'help', '帮助文档', 'help', { hidden: true }),
  fixed('/workFlow/flowLaunch', 'flowLaunch', '我发起的', 'flowLaunch', { hidden: true }),
  fixed('/workFlow/flowTodo', 'flowTodo', '待办事宜', 'flowTodo', { hidden: true }),
  fixed('/workFlow/flowCirculate', 'flowCirculate', '抄送事宜', 'flowCirculate', { hidden: true }),
  fixed('/404', 'notFound', '页面不存在', 'notFound', { hidden: true, noCache: true }),
];

/** Titles of the routes outside the layout. */
export const OPEN_ROUTE_TITLES: Record<string, string> = {
  '/login': 'login',
  '/lockScreen': 'lockScreen',
  '/scanCode': 'scanCode',
};

/** Display title of a route in the active language: fixed titles are translated, menu titles are the menu name. */
export function routeTitle(meta: RouteMeta | undefined): string {
  if (!meta) return '';
  if (meta.localTitle) return pickText(meta.localTitle, i18n.locale as Lang);
  const fixedTitle = meta.menuType ? undefined : FIXED_TITLES[meta.title];
  if (fixedTitle) return i18n._(fixedTitle);
  return meta.zhTitle || meta.title || '';
}
