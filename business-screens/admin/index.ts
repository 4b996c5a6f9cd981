import type { ScreenSet } from '../../runtime/views/screens';

const authorizeDialog = () => import('./authorize/AuthorizeDialog');

/**
 * Administration screens no schema can express. The authorisation dialogs are opened by `custom`
 * actions of the role, position and user lists (business-screens/permission): one dialog bound to
 * the kind of object, and the batch dialog of the role list. Each loads on first use.
 */
export const adminComponents: ScreenSet = {
  schemas: {},
  pages: {},
  fixed: [],
  dialogs: {
    'permission.authorizeRole': () => authorizeDialog().then((m) => ({ default: m.AuthorizeRoleDialog })),
    'permission.authorizePosition': () => authorizeDialog().then((m) => ({ default: m.AuthorizePositionDialog })),
    'permission.authorizeUser': () => authorizeDialog().then((m) => ({ default: m.AuthorizeUserDialog })),
    'permission.batchAuthorize': () => import('./authorize/BatchAuthorizeDialog'),
  },
};
