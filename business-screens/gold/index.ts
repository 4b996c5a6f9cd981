import type { ScreenSet } from '../../runtime/views/screens';
import { withModels } from '../models';

/**
 * The gold screens: SPVs, franchisees, shops (list, form, detail, import) and the change history they share; gold
 * prices (list with a trend chart), shop stock (tabs: inbound, outbound, by batch, by category) and sales.
 */
export const goldMasterScreens: ScreenSet = {
  schemas: withModels({
    'gold.spv.list': () => import('./spv/list.json'),
    'gold.spv.form': () => import('./spv/form.json'),
    'gold.spv.detail': () => import('./spv/detail.json'),
    'gold.franchisee.list': () => import('./franchisee/list.json'),
    'gold.franchisee.form': () => import('./franchisee/form.json'),
    'gold.franchisee.detail': () => import('./franchisee/detail.json'),
    'gold.shop.list': () => import('./shop/list.json'),
    'gold.shop.form': () => import('./shop/form.json'),
    'gold.shop.freeze': () => import('./shop/freeze.json'),
    'gold.shop.unfreeze': () => import('./shop/unfreeze.json'),
    'gold.shop.detail': () => import('./shop/detail.json'),
    'gold.history': () => import('./history.json'),
    'gold.userLink.form': () => import('./userLink/form.json'),
    'gold.goldPrice.list': () => import('./goldPrice/list.json'),
    'gold.goldPrice.form': () => import('./goldPrice/form.json'),
    'gold.inventory.page': () => import('./inventory/page.json'),
    'gold.inventory.inList': () => import('./inventory/inList.json'),
    'gold.inventory.outList': () => import('./inventory/outList.json'),
    'gold.inventory.batchList': () => import('./inventory/batchList.json'),
    'gold.inventory.categoryList': () => import('./inventory/categoryList.json'),
    'gold.inventory.form': () => import('./inventory/form.json'),
    'gold.inventory.out': () => import('./inventory/out.json'),
    'gold.inventory.outPick': () => import('./inventory/outPick.json'),
    'gold.sale.list': () => import('./sale/list.json'),
    'gold.sale.detail': () => import('./sale/detail.json'),
  }),
  pages: {
    'gold/spvs': 'gold.spv.list',
    'gold/franchisees': 'gold.franchisee.list',
    'gold/stores': 'gold.shop.list',
    'gold/goldPrice': 'gold.goldPrice.list',
    'gold/inventory': 'gold.inventory.page',
    'gold/sales': 'gold.sale.list',
  },
  fixed: [
    { path: '/gold/spvs/detail/$id', schema: 'gold.spv.detail', menu: 'gold/spvs', params: { entityType: 'spv' }, title: { zh: 'SPV详情', zhtw: 'SPV詳情', en: 'SPV detail' } },
    { path: '/gold/spvs/history/$id', schema: 'gold.history', menu: 'gold/spvs', params: { entityType: 'spv' }, title: { zh: 'SPV修改记录', zhtw: 'SPV修改記錄', en: 'SPV history' } },
    { path: '/gold/franchisees/detail/$id', schema: 'gold.franchisee.detail', menu: 'gold/franchisees', params: { entityType: 'franchisee' }, title: { zh: '加盟商详情', zhtw: '加盟商詳情', en: 'Franchisee detail' } },
    { path: '/gold/franchisees/history/$id', schema: 'gold.history', menu: 'gold/franchisees', params: { entityType: 'franchisee' }, title: { zh: '加盟商修改记录', zhtw: '加盟商修改記錄', en: 'Franchisee history' } },
    { path: '/gold/stores/detail/$id', schema: 'gold.shop.detail', menu: 'gold/stores', params: { entityType: 'shop' }, title: { zh: '门店详情', zhtw: '門店詳情', en: 'Shop detail' } },
    { path: '/gold/stores/history/$id', schema: 'gold.history', menu: 'gold/stores', params: { entityType: 'shop' }, title: { zh: '门店修改记录', zhtw: '門店修改記錄', en: 'Shop history' } },
    { path: '/gold/sales/detail/$id', schema: 'gold.sale.detail', menu: 'gold/sales', title: { zh: '销售详情', zhtw: '銷售詳情', en: 'Sale detail' } },
  ],
};
