import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import message from 'antd/es/message';
import { HOME_CARDS } from '../../../../models/home';
import { MenuView } from '../../../../runtime/views/MenuView';
import { resetSession } from '../../../../runtime/state/session';
import { messageTexts, stubFetch, type Call } from '../../data/net';
import { renderPage } from '../../login/harness';
import { signInToSysConfig } from './sys-config-session';

/** The 首页配置 tab of the system configuration: the home cards shown and their order, saved on their own. */


const homeConfig = (cards: string[]) => ({ code: 200, msg: 'Success', data: { cards, available: [...HOME_CARDS], visible: cards } });

function routes(cards: string[], extra: Record<string, unknown> = {}) {
  return stubFetch({
    'GET /api/system/SysConfig': { code: 200, data: { sysName: '黄金加盟管理平台', pageSize: '20', tokenTimeout: '480' } },
    'GET /api/systemConfig/getHomeConfig': homeConfig(cards),
    ...extra,
  });
}

/** The page module loads on demand: the first render in a test file waits for its chunk. */
const LOAD = { timeout: 15000 };
const SAVE = { name: /保\s*存/ };

async function openHomeTab() {
  renderPage('/system/sysConfig', '$', MenuView);
  fireEvent.click(await screen.findByRole('tab', { name: '首页配置' }, LOAD));
  return within(await screen.findByRole('list', { name: '首页卡片' }, LOAD));
}

const box = (list: ReturnType<typeof within>, title: string) => list.getByRole('checkbox', { name: title }) as HTMLInputElement;
const rowOrder = () => [...document.querySelectorAll('[data-card]')].map((row) => row.getAttribute('data-card'));

beforeEach(() => resetSession());
afterEach(() => {
  vi.unstubAllGlobals();
  message.destroy();
  resetSession();
});

describe('system configuration: home cards', { timeout: 30000 }, () => {
  it('lists every card, checked per the configuration, the shown ones first in their order', async () => {
    signInToSysConfig(['btn_edit']);
    routes(['shopDistribution', 'statistics', 'amount']);
    const list = await openHomeTab();
    expect(rowOrder()).toEqual(['shopDistribution', 'statistics', 'amount', 'business', 'earnings', 'inventory', 'addressDistribution']);
    expect(box(list, '门店分布').checked).toBe(true);
    expect(box(list, '数据概览').checked).toBe(true);
    expect(box(list, '供应链资金分析').checked).toBe(true);
    expect(box(list, '供应链业务分析').checked).toBe(false);
    expect(box(list, '门店地址分布').checked).toBe(false);
    // The first shown card cannot go up, the last shown one cannot go down, a hidden card does not move.
    expect((list.getByRole('button', { name: '上移 门店分布' }) as HTMLButtonElement).disabled).toBe(true);
    expect((list.getByRole('button', { name: '下移 供应链资金分析' }) as HTMLButtonElement).disabled).toBe(true);
    expect((list.getByRole('button', { name: '上移 供应链业务分析' }) as HTMLButtonElement).disabled).toBe(true);
    // Only the tab's own save: the settings' save is not shown here.
    expect(screen.getAllByRole('button', SAVE)).toHaveLength(1);
  });

  it('sends the shown cards in order to updateHomeConfig, not to the settings', async () => {
    signInToSysConfig(['btn_edit']);
    const calls = routes(['statistics', 'amount', 'shopDistribution'], {
      'POST /api/systemConfig/updateHomeConfig': (call: Call) => ({ ...homeConfig(JSON.parse(String(call.body)).cards), msg: '更新成功' }),
    });
    const list = await openHomeTab();
    fireEvent.click(box(list, '供应链资金分析'));
    fireEvent.click(list.getByRole('button', { name: '上移 门店分布' }));
    fireEvent.click(box(list, '供应链库存分析'));
    expect(rowOrder().slice(0, 3)).toEqual(['shopDistribution', 'statistics', 'inventory']);
    fireEvent.click(screen.getByRole('button', SAVE));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true), LOAD);
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/systemConfig/updateHomeConfig');
    expect(JSON.parse(String(post.body))).toEqual({ cards: ['shopDistribution', 'statistics', 'inventory'] });
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await waitFor(() => expect(messageTexts()).toContain('更新成功'), LOAD);
    expect(box(list, '供应链资金分析').checked).toBe(false);
  });

  it('keeps the focus on a moved card, on its other button at the end of the list', async () => {
    signInToSysConfig(['btn_edit']);
    routes(['statistics', 'amount']);
    const list = await openHomeTab();
    const down = list.getByRole('button', { name: '下移 数据概览' });
    down.focus();
    fireEvent.click(down);
    expect(rowOrder().slice(0, 2)).toEqual(['amount', 'statistics']);
    // Now last of the shown cards: 下移 is disabled, so 上移 of the same card holds the focus.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('上移 数据概览'));
  });

  it('sends an empty list when every card is unchecked', async () => {
    signInToSysConfig(['btn_edit']);
    const calls = routes(['amount'], { 'POST /api/systemConfig/updateHomeConfig': homeConfig([]) });
    const list = await openHomeTab();
    fireEvent.click(box(list, '供应链资金分析'));
    expect(screen.getByText('未选择卡片：首页不显示任何卡片。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', SAVE));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true), LOAD);
    expect(JSON.parse(String(calls.find((c) => c.method === 'POST')!.body))).toEqual({ cards: [] });
  });

  it('shows the configuration read-only without btn_edit', async () => {
    signInToSysConfig([]);
    routes(['statistics', 'amount']);
    const list = await openHomeTab();
    expect(box(list, '数据概览').checked).toBe(true);
    expect(box(list, '数据概览').disabled).toBe(true);
    expect(box(list, '供应链业务分析').disabled).toBe(true);
    expect((list.getByRole('button', { name: '下移 数据概览' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', SAVE)).toBeNull();
  });

  it('shows a failed load in place with a retry', async () => {
    signInToSysConfig(['btn_edit']);
    let fail = true;
    routes([], { 'GET /api/systemConfig/getHomeConfig': () => (fail ? { code: 500, msg: '服务器内部错误' } : homeConfig(['business'])) });
    renderPage('/system/sysConfig', '$', MenuView);
    fireEvent.click(await screen.findByRole('tab', { name: '首页配置' }, LOAD));
    expect(await screen.findByText('首页配置加载失败', undefined, LOAD)).toBeTruthy();
    expect(screen.getByText('服务器内部错误')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    const list = within(await screen.findByRole('list', { name: '首页卡片' }, LOAD));
    expect(box(list, '供应链业务分析').checked).toBe(true);
  });
});
