import type { ScreenSet } from '../../runtime/views/screens';
import { withModels } from '../models';

const SETTLEMENT = 'gold/financial/settlement';
const FUND = 'gold/financial/fund';
const STANDING_BOOK = 'gold/financial/standingBook';
const MONTH_END = 'gold/endMonth';

/**
 * The money side of the gold screens (docs/domain.md "Decisions of gold operations II"): settlements (tabs: settlements
 * and settlement days, the settlement workbench, the detail with its days), funds (tabs: payments and batches, the
 * payment registration, a batch's payments), special amounts, the shop ledger and its detail, month-end. The two
 * screens no schema can express (a settlement's live preview, a payment's allocations) are dialogs of `custom` actions.
 */
export const goldFinanceScreens: ScreenSet = {
  schemas: withModels({
    'gold.settlement.page': () => import('./settlement/page.json'),
    'gold.settlement.list': () => import('./settlement/list.json'),
    'gold.settlement.dayList': () => import('./settlement/dayList.json'),
    'gold.settlement.dayPrice': () => import('./settlement/dayPrice.json'),
    'gold.settlement.detail': () => import('./settlement/detail.json'),
    'gold.settlement.detailDays': () => import('./settlement/detailDays.json'),
    'gold.fund.page': () => import('./fund/page.json'),
    'gold.fund.list': () => import('./fund/list.json'),
    'gold.fund.complete': () => import('./fund/complete.json'),
    'gold.fund.batchList': () => import('./fund/batchList.json'),
    'gold.fund.batchFunds': () => import('./fund/batchFunds.json'),
    'gold.specialMoney.list': () => import('./specialMoney/list.json'),
    'gold.specialMoney.form': () => import('./specialMoney/form.json'),
    'gold.standingBook.list': () => import('./standingBook/list.json'),
    'gold.standingBook.detail': () => import('./standingBook/detail.json'),
    'gold.monthEnd.list': () => import('./monthEnd/list.json'),
    'gold.monthEnd.generate': () => import('./monthEnd/generate.json'),
    'gold.monthEnd.detail': () => import('./monthEnd/detail.json'),
    'gold.monthEnd.categories': () => import('./monthEnd/categories.json'),
  }),
  pages: {
    [SETTLEMENT]: 'gold.settlement.page',
    [FUND]: 'gold.fund.page',
    'gold/financial/specialMoney': 'gold.specialMoney.list',
    [STANDING_BOOK]: 'gold.standingBook.list',
    [MONTH_END]: 'gold.monthEnd.list',
  },
  fixed: [
    { path: '/gold/financial/settlement/detail/$id', schema: 'gold.settlement.detail', menu: SETTLEMENT, title: { zh: '结算单详情', zhtw: '結算單詳情', en: 'Settlement detail' } },
    { path: '/gold/financial/fund/batch/$id', schema: 'gold.fund.batchFunds', menu: FUND, title: { zh: '批次付款明细', zhtw: '批次付款明細', en: 'Payments of the batch' } },
    { path: '/gold/financial/standingBook/detail/$id', schema: 'gold.standingBook.detail', menu: STANDING_BOOK, title: { zh: '资金台账明细', zhtw: '資金台賬明細', en: 'Ledger of the shop' } },
    { path: '/gold/endMonth/detail/$id', schema: 'gold.monthEnd.detail', menu: MONTH_END, title: { zh: '月末结算详情', zhtw: '月末結算詳情', en: 'Month-end detail' } },
  ],
  dialogs: {
    'gold.settlementWorkbench': () => import('./settlement/SettlementWorkbench'),
    'gold.fundRegister': () => import('./fund/FundRegisterDialog'),
  },
};
