import type { ScreenSet } from '../../runtime/views/screens';

/** The gold master-data screens: SPVs, franchisees, shops (list, form, detail, history). */
export const goldMasterScreens: ScreenSet = {
  schemas: {
    'gold.spv.list': () => import('./spv/list.json'),
    'gold.spv.form': () => import('./spv/form.json'),
    'gold.spv.detail': () => import('./spv/detail.json'),
    'gold.spv.history': () => import('./spv/history.json'),
    'gold.franchisee.list': () => import('./franchisee/list.json'),
    'gold.franchisee.form': () => import('./franchisee/form.json'),
    'gold.franchisee.detail': () => import('./franchisee/detail.json'),
    'gold.franchisee.history': () => import('./franchisee/history.json'),
    'gold.shop.list': () => import('./shop/list.json'),
    'gold.shop.form': () => import('./shop/form.json'),
    'gold.shop.freeze': () => import('./shop/freeze.json'),
    'gold.shop.unfreeze': () => import('./shop/unfreeze.json'),
    'gold.shop.detail': () => import('./shop/detail.json'),
    'gold.shop.history': () => import('./shop/history.json'),
    'gold.userLink.form': () => import('./userLink/form.json'),
  },
  pages: {
    'gold/spvs': 'gold.spv.list',
    'gold/franchisees': 'gold.franchisee.list',
    'gold/stores': 'gold.shop.list',
  },
  fixed: [
    { path: '/gold/spvs/detail/$id', schema: 'gold.spv.detail', menu: 'gold/spvs', title: { zh: 'SPV详情', zhtw: 'SPV詳情', en: 'SPV detail' } },
    { path: '/gold/spvs/history/$id', schema: 'gold.spv.history', menu: 'gold/spvs', title: { zh: 'SPV修改记录', zhtw: 'SPV修改記錄', en: 'SPV history' } },
    { path: '/gold/franchisees/detail/$id', schema: 'gold.franchisee.detail', menu: 'gold/franchisees', title: { zh: '加盟商详情', zhtw: '加盟商詳情', en: 'Franchisee detail' } },
    { path: '/gold/franchisees/history/$id', schema: 'gold.franchisee.history', menu: 'gold/franchisees', title: { zh: '加盟商修改记录', zhtw: '加盟商修改記錄', en: 'Franchisee history' } },
    { path: '/gold/stores/detail/$id', schema: 'gold.shop.detail', menu: 'gold/stores', title: { zh: '门店详情', zhtw: '門店詳情', en: 'Shop detail' } },
    { path: '/gold/stores/history/$id', schema: 'gold.shop.history', menu: 'gold/stores', title: { zh: '门店修改记录', zhtw: '門店修改記錄', en: 'Shop history' } },
  ],
};
