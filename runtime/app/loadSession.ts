import { t } from '@lingui/core/macro';
import { session } from '../state/session';
import { settings } from '../state/settings';
import { setDisplayTimeZone } from '../../widgets/common/time-zone';
import { loadWholeCatalog } from '../i18n';
import { getCurrentUser } from '../data/api/auth';
import { buildMenuRoutes } from '../permission/routes';
import { FIXED_ROUTES } from '../permission/fixed';
import { dataVisualizationBase } from './config';
import { fixedScreenRoutes } from '../views/screens';

let inflight: Promise<void> | null = null;

async function load(): Promise<void> {
  // The signed-in application's texts load beside the user, before any of its screens renders.
  const [data] = await Promise.all([getCurrentUser(), loadWholeCatalog()]);
  if (!data || !data.userInfo || Object.keys(data.userInfo).length === 0) throw t`验证失败，请重新登录。`;
  if (!Array.isArray(data.menuList) || data.menuList.length === 0) throw t`您的权限不足，请联系管理员`;
  const { routes, menus } = buildMenuRoutes(data.menuList, { token: session.token ?? '', dataV: dataVisualizationBase() });
  setDisplayTimeZone(data.sysConfigInfo?.timeZone);
  // The stored product name may be in another language (a reload cut a language switch short, another device
  // switched): every load takes the server's, in the language of this request.
  if (data.sysConfigInfo?.sysName) settings.title = data.sysConfigInfo.sysName;
  session.userInfo = data.userInfo;
  session.permissionList = data.permissionList ?? [];
  session.menuList = menus;
  session.routes = [...FIXED_ROUTES, ...routes, ...fixedScreenRoutes(routes)];
}

/**
 * Loads CurrentUser once (concurrent callers share the call) and builds the routes.
 * Rejects with a string for an empty user info or menu (docs/product.md#permissions), else with the request error.
 */
export function loadSession(): Promise<void> {
  if (!inflight) inflight = load().finally(() => { inflight = null; });
  return inflight;
}

export function isSessionLoaded(): boolean {
  return session.routes.length > 0 && session.userInfo !== null;
}
