import type { ScreenSet } from '../../runtime/views/screens';
import { withNameLanguages } from '../name-languages';

/**
 * The permission administration screens: organisations (companies and departments in one tree),
 * positions, users and roles. The authorisation dialogs their `custom` actions name
 * ('permission.authorizeRole|Position|User', 'permission.batchAuthorize') are registered by the
 * admin screen set; the reset-password dialog is here because it must send md5 values, which the
 * page language cannot express.
 */
export const permissionScreens: ScreenSet = {
  schemas: {
    'permission.organize.list': () => import('./organize/list.json'),
    'permission.organize.form': withNameLanguages(() => import('./organize/form.json')),
    'permission.organize.company': withNameLanguages(() => import('./organize/company.json')),
    'permission.organize.department': withNameLanguages(() => import('./organize/department.json')),
    'permission.organize.child': withNameLanguages(() => import('./organize/child.json')),
    'permission.position.list': () => import('./position/list.json'),
    'permission.position.form': withNameLanguages(() => import('./position/form.json')),
    'permission.user.list': () => import('./user/list.json'),
    'permission.user.form': () => import('./user/form.json'),
    'permission.role.list': () => import('./role/list.json'),
    'permission.role.form': withNameLanguages(() => import('./role/form.json')),
  },
  pages: {
    'permission/organize': 'permission.organize.list',
    'permission/position': 'permission.position.list',
    'permission/user': 'permission.user.list',
    'permission/role': 'permission.role.list',
  },
  fixed: [],
  dialogs: {
    'permission.resetPassword': () => import('./ResetPasswordDialog'),
  },
};
