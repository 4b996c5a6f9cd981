import type { ScreenSet } from '../../runtime/views/screens';
import { withNameLanguages } from '../name-languages';

/** Screens of one kind of menu item ('buttons', 'columns', ...) belong to the menu page 'system/menu'. */
const MENU_PAGE = 'system/menu';

/**
 * Menu administration: the menu tree, and per menu its buttons, list columns, form fields and
 * data-rule schemes (fixed screens reached from a menu row, '/system/menu/<kind>/$id' with the menu id).
 */
export const menuScreens: ScreenSet = {
  schemas: {
    'system.menu.list': () => import('./menu/list.json'),
    'system.menu.form': withNameLanguages(() => import('./menu/form.json')),
    'system.menuButton.list': () => import('./button/list.json'),
    'system.menuButton.form': withNameLanguages(() => import('./button/form.json')),
    'system.menuColumn.list': () => import('./column/list.json'),
    'system.menuColumn.form': withNameLanguages(() => import('./column/form.json')),
    'system.menuForm.list': () => import('./form/list.json'),
    'system.menuForm.form': withNameLanguages(() => import('./form/form.json')),
    'system.menuScheme.list': () => import('./scheme/list.json'),
  },
  pages: {
    [MENU_PAGE]: 'system.menu.list',
  },
  fixed: [
    { path: '/system/menu/buttons/$id', schema: 'system.menuButton.list', menu: MENU_PAGE, title: { zh: '按钮权限', zhtw: '按鈕權限', en: 'Buttons' } },
    { path: '/system/menu/columns/$id', schema: 'system.menuColumn.list', menu: MENU_PAGE, title: { zh: '列表权限', zhtw: '列表權限', en: 'Columns' } },
    { path: '/system/menu/forms/$id', schema: 'system.menuForm.list', menu: MENU_PAGE, title: { zh: '表单权限', zhtw: '表單權限', en: 'Form fields' } },
    { path: '/system/menu/schemes/$id', schema: 'system.menuScheme.list', menu: MENU_PAGE, title: { zh: '数据权限', zhtw: '數據權限', en: 'Data rules' } },
  ],
  dialogs: {
    'system.menuScheme': () => import('./SchemeDialog'),
  },
};
