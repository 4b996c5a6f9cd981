import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import SettlementWorkbench from '../../../../business-screens/gold/settlement/SettlementWorkbench';
import {
  missingPriceCount, payableOf, saveBlocker, saveBody, weightProblem, type SettlementPreview, type Substitution,
} from '../../../../business-screens/gold/settlement/workbench';
import { setNavigator } from '../../../../runtime/data';
import { stubFetch, type Call } from '../../data/net';
import { installListTestHooks, params, renderInApp } from '../../renderers/list/harness';

// antd's selects, tables and modals render slowly under happy-dom; on a busy machine the default is too short.
configure({ asyncUtilTimeout: 10_000 });
const SLOW = 90_000;
installListTestHooks(['btn_add']);
afterEach(() => setNavigator(null));

const day = (d: string, weight: string, price: string | null, amount: string) => ({ day: d, soldWeight: weight, settlementPrice: price, amount });
const PREVIEW: SettlementPreview = {
  days: [day('2026-11-02', '10.000', '600.00', '6000.00'), day('2026-11-03', '5.500', '601.00', '3305.50')],
  dayCount: 2, startDay: '2026-11-02', endDay: '2026-11-03', soldWeight: '15.500', settlementAmount: '9305.50', missingPriceDays: 0,
};
const held = (weight: string, amount: string): Substitution => ({ oldGoldHeld: '8.000', substitutionPrice: '480.00', weight, substitutionAmount: amount });

describe('settlement workbench rules', () => {
  it('payable is the settlement amount less the old gold handed over, in decimal, to the fen', () => {
    expect(payableOf('9305.50', '1200.25')).toBe('8105.25');
    expect(payableOf('0.30', '0.10')).toBe('0.20');
    expect(payableOf('9305.50', undefined)).toBe('9305.50');
  });

  it('refuses a weight over what the shop holds, or not a weight with at most 3 decimals', () => {
    expect(weightProblem('8.000', '8.000')).toBeNull();
    expect(weightProblem('8.001', '8.000')).toBe('weightOver');
    expect(weightProblem('1.2345', '8.000')).toBe('weightInvalid');
    expect(weightProblem('-1', '8.000')).toBe('weightInvalid');
    expect(weightProblem('', '8.000')).toBeNull();
  });

  it('blocks the save on missing prices, no days, an unanswered weight, a weight over the held and a substitution over the amount', () => {
    const base = { shopId: 's1', preview: PREVIEW, weight: '', substitution: held('0.000', '0.00'), busy: false };
    expect(saveBlocker(base)).toBeNull();
    expect(saveBlocker({ ...base, shopId: undefined })).toBe('chooseShopFirst');
    expect(saveBlocker({ ...base, busy: true })).toBe('pending');
    expect(saveBlocker({ ...base, preview: { ...PREVIEW, missingPriceDays: ['2026-11-03'] } })).toBe('missingPrices');
    expect(saveBlocker({ ...base, preview: { ...PREVIEW, days: [], dayCount: 0 } })).toBe('noDays');
    expect(saveBlocker({ ...base, weight: '2.5' })).toBe('pending');
    expect(saveBlocker({ ...base, weight: '2.5', substitution: held('2.500', '1200.00') })).toBeNull();
    expect(saveBlocker({ ...base, weight: '9', substitution: held('9.000', '4320.00') })).toBe('weightOver');
    expect(saveBlocker({ ...base, weight: '2.5', substitution: { ...held('2.500', '1200.00'), substitutionPrice: null } })).toBe('noOldGoldPrice');
    expect(saveBlocker({ ...base, preview: { ...PREVIEW, settlementAmount: '100.00' }, weight: '2.5', substitution: held('2.500', '1200.00') })).toBe('substitutionOver');
    expect(missingPriceCount({ ...PREVIEW, missingPriceDays: undefined as never, days: [day('2026-11-04', '1.000', null, '0.00')] })).toBe(1);
  });

  it('saves the end day and weight only when given, the weight to the milligram', () => {
    expect(saveBody('s1', undefined, '', '  ')).toEqual({ shopId: 's1' });
    expect(saveBody('s1', '2026-11-03', '2.5', ' 交回 ')).toEqual({ shopId: 's1', endDay: '2026-11-03', substitutionWeight: '2.500', remark: '交回' });
  });
});

const dialog = () => document.querySelector<HTMLElement>('.ant-modal')!;
const saveButton = () => within(dialog()).getByRole('button', { name: /保存结算/ }) as HTMLButtonElement;
const figure = (name: string) => dialog().querySelector(`[data-figure="${name}"]`)?.textContent;

function stubServer(preview: SettlementPreview = PREVIEW) {
  return stubFetch({
    'GET /api/shop/listCanSettlement': { code: 200, data: { list: [{ id: 's1', code: 'MD001', name: '一号店', unsettledDays: 2, firstDay: '2026-11-02', lastDay: '2026-11-03' }] } },
    'GET /api/shopSettlement/getSettlementAmount/s1': { code: 200, data: preview },
    'GET /api/shopSettlement/getSubstitutionAmount/s1': (call: Call) => {
      const weight = call.url.searchParams.get('weight') ?? '0';
      const amount = (Number(weight) * 480).toFixed(2);
      return { code: 200, data: held(weight, amount) };
    },
    'POST /api/shopSettlement/save': { code: 200, msg: '新建成功', data: { id: 'st-9', code: 'JS202611260001' } },
  });
}

describe('新增结算 dialog', () => {
  it('previews the only shop, values the old gold as typed (debounced) and saves payable = amount − substitution, then opens the detail', async () => {
    const calls = stubServer();
    const visits: string[] = [];
    setNavigator((href) => visits.push(href));
    const onDone = vi.fn();
    renderInApp(<SettlementWorkbench onClose={vi.fn()} onDone={onDone} />);

    await waitFor(() => expect(figure('settlementAmount')).toBe('9,305.50'));
    expect(within(dialog()).getByText('2026-11-03')).toBeTruthy();
    expect(figure('payable')).toBe('9305.50');
    await waitFor(() => expect(saveButton().disabled).toBe(false));

    fireEvent.change(within(dialog()).getByLabelText('交回旧料'), { target: { value: '2.5' } });
    expect(saveButton().disabled).toBe(true);
    await waitFor(() => expect(figure('payable')).toBe('8105.50'));
    const asked = calls.filter((c) => c.url.pathname.endsWith('getSubstitutionAmount/s1')).map((c) => params(c).weight);
    expect(asked).toEqual(['0.000', '2.500']);
    await waitFor(() => expect(saveButton().disabled).toBe(false));

    fireEvent.click(saveButton());
    const confirm = await screen.findByText(/确认结算 一号店 的 2 个销售日，应付 8,105.50 元/);
    fireEvent.click(within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /保存结算/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST')!;
    expect(JSON.parse(String(post.body))).toEqual({ shopId: 's1', substitutionWeight: '2.500' });
    expect(visits).toEqual(['/gold/financial/settlement/detail/st-9']);
  }, SLOW);

  it('keeps save disabled while the old gold is over what the shop holds', async () => {
    stubServer();
    renderInApp(<SettlementWorkbench onClose={vi.fn()} onDone={vi.fn()} />);
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.change(within(dialog()).getByLabelText('交回旧料'), { target: { value: '8.5' } });
    await waitFor(() => expect(within(dialog()).getByText('超过门店持有的旧料（8.000 g）')).toBeTruthy());
    expect(saveButton().disabled).toBe(true);
  }, SLOW);

  it('flags the days without a price and refuses to settle them', async () => {
    stubServer({ ...PREVIEW, days: [PREVIEW.days[0], day('2026-11-03', '5.500', null, '0.00')], settlementAmount: '6000.00', missingPriceDays: ['2026-11-03'] });
    renderInApp(<SettlementWorkbench onClose={vi.fn()} onDone={vi.fn()} />);
    expect(await within(dialog()).findByRole('alert')).toBeTruthy();
    expect(within(dialog()).getByText(/有 1 个销售日没有基础金价/)).toBeTruthy();
    expect(within(dialog()).getByText('缺金价').closest('tr')?.textContent).toContain('2026-11-03');
    expect(saveButton().disabled).toBe(true);
  }, SLOW);
});
