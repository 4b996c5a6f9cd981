import type { ComponentType } from 'react';

/**
 * The runtime's own component pages of menu type 2, by menu address (urlAddress without query or
 * leading slash), each loaded on demand. They seed the one registry of component pages (screens.ts:
 * componentPageFor), where a product's ScreenSet.components may replace them.
 */
export const RUNTIME_PAGES: Record<string, () => Promise<{ default: ComponentType<object> }>> = {
  'system/log': () => import('./system/log').then((m) => ({ default: m.SystemLogPage })),
  'permission/onlineUser': () => import('./permission/onlineUser').then((m) => ({ default: m.OnlineUserPage })),
  'system/sysConfig': () => import('./system/sysConfig').then((m) => ({ default: m.SysConfigPage })),
};
