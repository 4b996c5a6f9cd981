import { FIXED_ROUTES } from '../../../../runtime/permission/fixed';
import { buildMenuRoutes } from '../../../../runtime/permission/routes';
import { appState } from '../../../../runtime/state/app';
import { session } from '../../../../runtime/state/session';
import { MENU } from '../../permission/fixtures';

/** A signed-in session (zh) holding the system configuration page (menu m-cfg) with the given buttons. */
export function signInToSysConfig(buttons: string[]): void {
  appState.language = 'zh';
  const { routes, menus } = buildMenuRoutes(MENU, { token: 't', dataV: '/DataV' });
  session.token = 'Bearer t';
  session.menuList = menus;
  session.routes = [...FIXED_ROUTES, ...routes];
  session.userInfo = { userId: 'u', userAccount: 'admin', account: 'admin', userName: 'A', realName: 'A', prevLogin: 0 };
  session.permissionList = [{ modelId: 'm-cfg', column: [], button: buttons.map((enCode) => ({ id: enCode, fullName: enCode, enCode })) }];
}
