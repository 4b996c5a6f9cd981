import type { ScreenSet } from '../../runtime/views/screens';
import { withNameLanguages } from '../name-languages';

const DICTIONARY_PAGE = 'system/dictionary';

/**
 * System administration: dictionaries (items by type, with the type tree as a fixed screen and a
 * JSON import/export dialog), areas (lazy tree), bill-number rules, notices (系统公告: draft, edit, release). The configuration page stays a
 * runtime page (runtime/views/system/sysConfig): it edits one settings object, not records.
 */
export const systemScreens: ScreenSet = {
  schemas: {
    'system.dictionaryData.list': () => import('./dictionary/data-list.json'),
    'system.dictionaryData.form': withNameLanguages(() => import('./dictionary/data-form.json')),
    'system.dictionaryData.childForm': withNameLanguages(() => import('./dictionary/data-child-form.json')),
    'system.dictionaryType.list': () => import('./dictionary/type-list.json'),
    'system.dictionaryType.form': withNameLanguages(() => import('./dictionary/type-form.json')),
    'system.area.list': () => import('./area/list.json'),
    'system.area.form': () => import('./area/form.json'),
    'system.area.childForm': () => import('./area/child-form.json'),
    'system.billRule.list': () => import('./billRule/list.json'),
    'system.billRule.form': () => import('./billRule/form.json'),
    'system.notice.list': () => import('./notice/list.json'),
    'system.notice.form': () => import('./notice/form.json'),
  },
  pages: {
    [DICTIONARY_PAGE]: 'system.dictionaryData.list',
    'system/area': 'system.area.list',
    'system/billRule': 'system.billRule.list',
    'system/notice': 'system.notice.list',
  },
  fixed: [
    { path: '/system/dictionary/types', schema: 'system.dictionaryType.list', menu: DICTIONARY_PAGE, title: { zh: '字典分类', zhtw: '字典分類', en: 'Dictionary types' } },
  ],
  dialogs: {
    'system.dictionaryTransfer': () => import('./DictionaryTransfer'),
  },
};
