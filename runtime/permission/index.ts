export { buildMenuRoutes, parseProperties, pathOf, fillLink, isExternal, DYNAMIC_VIEWS, VISUALIZATION_PATH } from './routes';
export type { BuildOptions, BuiltMenus } from './routes';
export { FIXED_ROUTES, FIXED_TITLES, routeTitle } from './fixed';
export { hasPermission, hasColumn, BUTTON_CODES } from './has';
export type { PermissionLike } from './has';
export { CurrentRouteContext, useCurrentRoute } from './context';
export { Permission, usePermission } from './Permission';
export { findRoute } from './resolve';
