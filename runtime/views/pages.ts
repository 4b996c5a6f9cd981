import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Page = LazyExoticComponent<ComponentType>;

/** Pages of menu type 2, by menu address (urlAddress without query or leading slash). Each loads on demand. */
export const PAGES: Record<string, Page> = {
  'system/log': lazy(() => import('./system/log').then((m) => ({ default: m.SystemLogPage }))),
  'permission/onlineUser': lazy(() => import('./permission/onlineUser').then((m) => ({ default: m.OnlineUserPage }))),
  'system/sysConfig': lazy(() => import('./system/sysConfig').then((m) => ({ default: m.SysConfigPage }))),
};

export function pageFor(urlAddress: string | undefined): Page | undefined {
  if (!urlAddress) return undefined;
  const key = urlAddress.split('?')[0].replace(/^\/+/, '');
  return Object.prototype.hasOwnProperty.call(PAGES, key) ? PAGES[key] : undefined;
}
