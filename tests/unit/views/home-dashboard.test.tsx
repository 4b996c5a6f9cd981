import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import message from 'antd/es/message';
import Dashboard from '../../../runtime/views/home/dashboard/Dashboard';
import { amountOption, mapOption } from '../../../runtime/views/home/dashboard/options';
import { HOME_CARDS } from '../../../models/home';
import { resetSession, session } from '../../../runtime/state/session';
import { stubFetch } from '../data/net';
import { renderPage } from '../login/harness';

// happy-dom has no canvas: the drawing module (echarts) is replaced by one that records what it was asked to draw.
const drawn = vi.hoisted(() => ({ options: [] as Array<Record<string, any>> }));
vi.mock('../../../runtime/renderers/list/chart/drawChart', () => ({
  mountChart: () => ({ draw: (option: Record<string, any>) => drawn.options.push(option), resize: () => undefined, dispose: () => undefined }),
}));

const MONTHS = ['2026-10', '2026-11'];
const STATISTICS = {
  month: '2026-11', spvCount: 2, franchiseeCount: 3, shopCount: 4, openShopCount: 3, frozenShopCount: 1,
  stockCount: 1234, stockWeight: '20345.500', saleCount: 3, saleAmount: '15350.00', soldWeight: '25.000', settlementAmount: '2810.00',
};
const ok = (data: unknown) => ({ code: 200, msg: 'Success', data });
const config = (visible: string[]) => ok({ cards: visible, available: [...HOME_CARDS], visible });

function routes(visible: string[], overrides: Record<string, unknown> = {}) {
  return stubFetch({
    'GET /api/systemConfig/getHomeConfig': config(visible),
    'GET /api/home/statistics': ok(STATISTICS),
    'GET /api/home/supplyChainAmountAnalyse': ok({ list: MONTHS.map((month, i) => ({ month, payableAmount: i ? '2810.00' : '0.00', paidAmount: i ? '1000.00' : '0.00' })) }),
    'GET /api/home/supplyChainBusinessAnalyse': ok({ list: MONTHS.map((month) => ({ month, saleCount: 0, soldWeight: '0.000', saleAmount: '0.00' })) }),
    'GET /api/home/supplyChainEarningsAnalyse': ok({ list: MONTHS.map((month, i) => ({ month, labourFee: i ? '150.00' : '0.00', margin: i ? '2200.00' : '0.00', unpricedDays: i })) }),
    'GET /api/home/supplyChainInventoryAnalyse': ok({ list: [{ category: 'ring', categoryName: '戒指', count: 3, weight: '10.000' }] }),
    'GET /api/home/shopDistribution': ok({ list: [{ areaId: '44', areaName: '广东省', provinceName: '', count: 2 }, { areaId: '81', areaName: '香港', provinceName: '', count: 1 }] }),
    'GET /api/home/shopAddressDistribution': ok({ list: [{ areaId: '4403', areaName: '深圳市', provinceName: '广东省', count: 2 }, { areaId: '11', areaName: '北京市', provinceName: '北京市', count: 1 }] }),
    ...overrides,
  });
}

const show = () => renderPage('/home', '/home', Dashboard);
const cardsShown = () => [...document.querySelectorAll('[data-card]')].map((c) => c.getAttribute('data-card'));
const card = (key: string) => document.querySelector(`[data-card="${key}"]`) as HTMLElement;
const findCard = (key: string) => waitFor(() => {
  const element = card(key);
  if (!element) throw new Error(`no card ${key}`);
  return element;
});

beforeEach(() => {
  resetSession();
  session.token = 'Bearer t';
  drawn.options.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  message.destroy();
  resetSession();
});

describe('home dashboard', () => {
  it('shows the cards the configuration makes visible, in its order, each with its figures', async () => {
    const calls = routes(['addressDistribution', 'statistics', 'amount']);
    show();
    expect(await screen.findByText('数据概览')).toBeTruthy();
    expect(cardsShown()).toEqual(['addressDistribution', 'statistics', 'amount']);
    const stats = within(card('statistics'));
    expect(await stats.findByText('15,350.00')).toBeTruthy();
    expect(stats.getByText('20,345.500')).toBeTruthy();
    expect(stats.getByText('1,234')).toBeTruthy();
    expect(stats.getByText('营业 3 · 冻结 1')).toBeTruthy();
    expect(stats.getByText('本月：2026-11')).toBeTruthy();
    // The cities most first, a municipality without a repeated province.
    expect(await within(card('addressDistribution')).findByText('深圳市')).toBeTruthy();
    expect(within(card('addressDistribution')).getByText('· 广东省')).toBeTruthy();
    // The money chart is drawn with the months and the exact amounts as numbers.
    await waitFor(() => expect(drawn.options).toHaveLength(1));
    expect(drawn.options[0].xAxis.data).toEqual(MONTHS);
    expect(drawn.options[0].series.map((s: any) => [s.name, s.data])).toEqual([['应付金额', [0, 2810]], ['已付金额', [0, 1000]]]);
    // Cards not configured load nothing.
    expect(calls.some((c) => c.url.pathname === '/api/home/supplyChainInventoryAnalyse')).toBe(false);
  });

  it('says so when an analysis has nothing, and notes the sale days left out of the margin', async () => {
    routes(['business', 'earnings']);
    show();
    expect(await within(await findCard('business')).findByText('暂无数据')).toBeTruthy();
    expect(await within(card('earnings')).findByText('1 个销售日无结算金价，未计入毛利')).toBeTruthy();
  });

  it('shows a failed card in place with a retry, and the other cards regardless', async () => {
    let fail = true;
    routes(['statistics', 'inventory'], {
      'GET /api/home/statistics': () => (fail ? { code: 500, msg: '服务器内部错误' } : ok(STATISTICS)),
    });
    show();
    const stats = within(await findCard('statistics'));
    expect(await stats.findByText('加载失败')).toBeTruthy();
    expect(stats.getByText('服务器内部错误')).toBeTruthy();
    await waitFor(() => expect(drawn.options).toHaveLength(1));
    expect(drawn.options[0].series[0].data).toEqual([{ name: '戒指', value: 10, count: 3 }]);
    fail = false;
    fireEvent.click(stats.getByRole('button', { name: /重\s*试/ }));
    expect(await stats.findByText('15,350.00')).toBeTruthy();
  });

  it('shows no card to a user who sees none', async () => {
    const calls = routes([]);
    show();
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/systemConfig/getHomeConfig')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('home-dashboard')).toBeNull();
    expect(calls.filter((c) => c.url.pathname.startsWith('/api/home/'))).toEqual([]);
  });
});

describe('home chart options', () => {
  it('puts provinces on the map by their division code, leaving out what the map lacks', () => {
    const regions: Record<string, string> = { '44': '广东', '11': '北京' };
    const option = mapOption([{ areaId: '44', areaName: '广东省', provinceName: '', count: 5 }, { areaId: '99', areaName: '未知', provinceName: '', count: 1 }],
      (id) => regions[id], { shops: '门店数' }) as Record<string, any>;
    expect(option.series[0].data).toEqual([{ name: '广东', value: 5, fullName: '广东省' }]);
    expect(option.visualMap.max).toBe(5);
    expect(option.tooltip.formatter({ name: '广东', value: 5, data: { fullName: '广东省' } })).toBe('广东省<br/>门店数: 5');
    expect(option.tooltip.formatter({ name: '西藏', value: Number.NaN })).toBe('西藏<br/>门店数: 0');
  });

  it('draws exact decimal strings as numbers, month by month', () => {
    const option = amountOption([{ month: '2026-11', payableAmount: '1234567.89', paidAmount: '0.10' }], { payable: 'P', paid: 'Q' }) as Record<string, any>;
    expect(option.series.map((s: any) => s.data)).toEqual([[1234567.89], [0.1]]);
  });
});
