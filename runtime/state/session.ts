import { proxy } from 'valtio';
import { getItem, setItem, removeItem } from './storage';
import { resetMessages } from './messages';

/** A menu entry as CurrentUser returns it (docs/product.md#client-data-shapes). `path` and `vueName` are added by the client. */
export interface MenuEntry {
  id: string;
  parentId?: string;
  enCode: string;
  fullName: string;
  icon?: string | null;
  type: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
  urlAddress?: string | null;
  linkTarget?: string | null;
  propertyJson?: string | null;
  sortCode?: number;
  hasChildren?: boolean;
  children?: MenuEntry[];
  vueName?: string;
  path?: string;
}

export interface PermissionItem { id: string; fullName: string; enCode: string }
export interface PermissionEntry {
  modelId: string;
  moduleName?: string;
  button: PermissionItem[];
  column: PermissionItem[];
  resource?: PermissionItem[];
  form?: PermissionItem[];
}

export interface UserInfo {
  userId: string;
  userAccount: string;
  account: string;
  userName: string;
  realName: string;
  headIcon?: string;
  departmentId?: string;
  departmentName?: string;
  organizeId?: string;
  organizeName?: string;
  positionIds?: Array<{ id: string; name: string }>;
  portalId?: string;
  prevLogin: 0 | 1;
  prevLoginTime?: number | null;
  prevLoginIPAddress?: string | null;
  prevLoginIPAddressName?: string | null;
  isAdministrator?: boolean;
  mustChangePassword?: boolean;
  language?: string | null;
  theme?: string | null;
}

/** Route meta (docs/product.md#menu-types-and-routes): title, zhTitle, icon, affix, modelId, plus what the renderer needs. */
export interface RouteMeta {
  title: string;
  zhTitle: string;
  icon?: string | null;
  affix?: boolean;
  noCache?: boolean;
  hidden?: boolean;
  modelId?: string;
  relationId?: string;
  isTree?: number;
  urlAddress?: string;
  /** Menu type the route came from (fixed routes have none). */
  menuType?: number;
  /** Title in every language (schema screens); wins over title/zhTitle. */
  localTitle?: string | { zh: string; zhtw?: string; en?: string };
  /** A fixed screen's menu page (its list's route path): the sidebar selects it, the breadcrumb links to it. */
  ownerPath?: string;
}

/** A route the app can show: a fixed route or one derived from a menu entry. */
export interface AppRoute {
  path: string;
  name: string;
  meta: RouteMeta;
  /** Which view renders it, e.g. 'page', 'dynamicModel', 'externalLink', 'home'. */
  view: string;
}

export interface SessionState {
  token: string | null;
  theme: string | null;
  /** 1 when locked (docs/product.md#states-and-transitions, lock). */
  isLock: 0 | 1;
  menuList: MenuEntry[];
  userInfo: UserInfo | null;
  permissionList: PermissionEntry[];
  routes: AppRoute[];
}

export const session = proxy<SessionState>({
  token: getItem<string>('token') ?? null,
  theme: null,
  isLock: getItem<number>('isLock') === 1 ? 1 : 0,
  menuList: [],
  userInfo: null,
  permissionList: [],
  routes: [],
});

export function setToken(token: string | null): void {
  session.token = token;
  if (token) setItem('token', token);
  else removeItem('token');
}

export function setLock(locked: boolean): void {
  session.isLock = locked ? 1 : 0;
  setItem('isLock', session.isLock);
}

/** Forget the signed-in user (token, lock, menus, permissions). */
export function resetSession(): void {
  setToken(null);
  setLock(false);
  session.menuList = [];
  session.userInfo = null;
  session.permissionList = [];
  session.routes = [];
  resetMessages();
}
