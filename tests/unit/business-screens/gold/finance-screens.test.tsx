import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { goldFinanceScreens } from '../../../../business-screens/gold/finance';
import { DetailRenderer } from '../../../../runtime/renderers/detail';
import { ListRenderer } from '../../../../runtime/renderers/list';
import { loadSchema, registerSchemas } from '../../../../runtime/renderers/registry';
import { figureAt } from '../../../../runtime/renderers/list/ListSummaryBar';
import type { AppRoute } from '../../../../runtime/state/session';
import { lintSchemas } from '../../../../schemas/lint';
import type { DetailSchema, ListSchema, TabsSchema } from '../../../../schemas/types';
import { WIDGETS } from '../../../../widgets/registry';
import { stubFetch, type Call } from '../../data/net';
import { MODEL_ID, installListTestHooks, page, params, renderInApp } from '../../renderers/list/harness';
import { loadScreenSet } from '../screen-set';

configure({ asyncUtilTimeout: 10_000 });
const SLOW = 60_000;
const { docs, loaded } = await loadScreenSet(goldFinanceScreens);
registerSchemas(goldFinanceScreens.schemas);
installListTestHooks(['btn_add', 'btn_edit', 'btn_remove', 'btn_detail', 'btn_download', 'btn_receipt', 'btn_complete', 'btn_generate']);

const FINANCE_FOLDERS = ['settlement', 'fund', 'specialMoney', 'standingBook', 'monthEnd'];
const GOLD_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../../business-screens/gold');

describe('finance screens: registration', () => {
  it('register every schema file of the finance folders, under its own id, and lint clean', () => {
    const files = FINANCE_FOLDERS.flatMap((folder) => readdirSync(join(GOLD_DIR, folder)).filter((f) => f.endsWith('.json')).map((f) => `${folder}/${f}`));
    expect(files.length).toBe(loaded.length);
    for (const { key, schema } of loaded) expect(schema.id).toBe(key);
    expect(lintSchemas(docs, { widgetKeys: new Set(Object.keys(WIDGETS)) })).toEqual([]);
  });

  it('render the five finance menu pages and own the fixed detail routes of their menus', () => {
    expect(goldFinanceScreens.pages).toEqual({
      'gold/financial/settlement': 'gold.settlement.page',
      'gold/financial/fund': 'gold.fund.page',
      'gold/financial/specialMoney': 'gold.specialMoney.list',
      'gold/financial/standingBook': 'gold.standingBook.list',
      'gold/endMonth': 'gold.monthEnd.list',
    });
    expect(goldFinanceScreens.fixed.map((f) => [f.path, f.menu])).toEqual([
      ['/gold/financial/settlement/detail/$id', 'gold/financial/settlement'],
      ['/gold/financial/fund/batch/$id', 'gold/financial/fund'],
      ['/gold/financial/standingBook/detail/$id', 'gold/financial/standingBook'],
      ['/gold/endMonth/detail/$id', 'gold/endMonth'],
    ]);
    const tabs = (id: string) => (docs.find((d) => d.id === id) as TabsSchema).tabs.map((t) => t.list);
    expect(tabs('gold.settlement.page')).toEqual(['gold.settlement.list', 'gold.settlement.dayList']);
    expect(tabs('gold.fund.page')).toEqual(['gold.fund.list', 'gold.fund.batchList']);
    expect(Object.keys(goldFinanceScreens.dialogs ?? {})).toEqual(['gold.settlementWorkbench', 'gold.fundRegister']);
  });

  it('use only the buttons the finance menus are seeded with, and custom actions open registered dialogs', () => {
    // server/modules/gold/seed.ts goldFinanceMenus
    const seeded: Record<string, string[]> = {
      'gold/financial/settlement': ['btn_add', 'btn_edit', 'btn_remove', 'btn_detail', 'btn_download'],
      'gold/financial/fund': ['btn_add', 'btn_remove', 'btn_detail', 'btn_download', 'btn_receipt', 'btn_complete'],
      'gold/financial/specialMoney': ['btn_add', 'btn_edit', 'btn_remove', 'btn_download'],
      'gold/financial/standingBook': ['btn_detail', 'btn_download'],
      'gold/endMonth': ['btn_detail', 'btn_download', 'btn_generate'],
    };
    const byId = new Map(docs.map((d) => [d.id, d]));
    const reached = (id: string): string[] => {
      const doc = byId.get(id)!;
      if (doc.type === 'tabs') return [id, ...doc.tabs.flatMap((t) => reached(t.list))];
      if (doc.type === 'detail') return [id, ...(doc.tabs ?? []).flatMap((t) => reached(t.list))];
      if (doc.type === 'list') {
        const forms = [...(doc.toolbar ?? []), ...(doc.rowActions ?? [])].flatMap((a) => (a.form ? [a.form] : []));
        return [id, ...forms];
      }
      return [id];
    };
    for (const [address, buttons] of Object.entries(seeded)) {
      const roots = [goldFinanceScreens.pages[address], ...goldFinanceScreens.fixed.filter((f) => f.menu === address).map((f) => f.schema)];
      for (const id of roots.flatMap(reached)) {
        for (const code of byId.get(id)!.permissions ?? []) expect(buttons, `${id} uses ${code}`).toContain(code);
      }
    }
    const customs = docs.flatMap((d) => (d.type === 'list' ? [...(d.toolbar ?? []), ...(d.rowActions ?? [])] : [])).filter((a) => a.action === 'custom');
    expect(customs.map((a) => a.component).sort()).toEqual(Object.keys(goldFinanceScreens.dialogs ?? {}).sort());
  });

  it('read a summary figure at a dotted path of a nested reply', () => {
    expect(figureAt({ shop: { outstanding: '12.30' } }, 'shop.outstanding')).toBe('12.30');
    expect(figureAt({ totalAmount: '5.00' }, 'totalAmount')).toBe('5.00');
    expect(figureAt(null, 'shop.outstanding')).toBeUndefined();
  });
});

const route: AppRoute = { path: '/gold/financial', name: 'gold-financial', view: 'page', meta: { title: 'fin', zhTitle: '财务管理', modelId: MODEL_ID } };

async function renderList(id: string, routeParams?: Record<string, string>) {
  const schema = await loadSchema<ListSchema>(id);
  return renderInApp(<ListRenderer schema={schema} routeParams={routeParams} embedded />, route);
}

const SHOPS = { 'GET /api/shop/list': { code: 200, data: { list: [{ id: 's1', name: '一号店' }] } } };
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const bodyOf = (call: Call) => JSON.parse(String(call.body)) as unknown;
const posted = (calls: Call[], path: string) => calls.find((c) => c.method === 'POST' && c.url.pathname === path);

describe('门店结算: settlement days', () => {
  it('offers 改价 on unsettled days only and posts the day with its new price', async () => {
    const calls = stubFetch({
      ...SHOPS,
      'GET /api/shopSettlement/listShopSettlementDay': page([
        { id: 'd1', shopId: 's1', shopName: '一号店', day: '2026-11-02', soldWeight: '10.000', settlementPrice: null, amount: '0.00', priceManual: 0, settlementId: null },
        { id: 'd2', shopId: 's1', shopName: '一号店', day: '2026-11-01', soldWeight: '3.000', settlementPrice: '600.00', amount: '1800.00', priceManual: 0, settlementId: 'st1', settlementCode: 'JS001' },
      ]),
      'POST /api/shopSettlement/editShopSettlementDay': { code: 200, msg: '修改成功' },
    });
    await renderList('gold.settlement.dayList');
    await screen.findByText('2026-11-01');
    expect(within(rowOf('2026-11-01')).queryByRole('button', { name: /改\s*价/ })).toBeNull();
    fireEvent.click(within(rowOf('2026-11-02')).getByRole('button', { name: /改\s*价/ }));
    const box = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('.ant-modal [data-field="settlementPrice"] input');
      if (!found) throw new Error('no price form yet');
      return found;
    });
    fireEvent.change(box, { target: { value: '612.5' } });
    fireEvent.blur(box);
    fireEvent.click(within(document.querySelector<HTMLElement>('.ant-modal')!).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(posted(calls, '/api/shopSettlement/editShopSettlementDay')).toBeTruthy());
    expect(bodyOf(posted(calls, '/api/shopSettlement/editShopSettlementDay')!)).toEqual({ id: 'd1', settlementPrice: '612.5' });
  }, SLOW);
});

describe('门店结算: a settlement\'s detail', () => {
  it('shows the settlement, its days and the totals of the settlement and of its shop, and exports its days by id', async () => {
    const calls = stubFetch({
      'GET /api/shopSettlement/detail/st1': {
        code: 200,
        data: {
          id: 'st1', code: 'JS001', shopId: 's1', shopName: '一号店', settlementDate: '2026-11-20', startDay: '2026-11-02', endDay: '2026-11-03', dayCount: 2,
          soldWeight: '15.500', settlementAmount: '9305.50', substitutionWeight: '0.500', substitutionPrice: '480.00', substitutionAmount: '240.00',
          payableAmount: '9065.50', allocatedAmount: '100.00', paidAmount: '0.00', status: 1, remark: null,
        },
      },
      'GET /api/shopSettlement/listSettlement/st1': { code: 200, data: { list: [{ id: 'd1', day: '2026-11-02', soldWeight: '10.000', settlementPrice: '600.00', amount: '6000.00', priceManual: 0 }] } },
      'GET /api/shopSettlement/listSettlementStatistics/st1': {
        code: 200,
        data: { settlement: { dayCount: 2, soldWeight: '15.500', outstanding: '9065.50' }, shop: { settlementCount: 3, payableAmount: '20000.00', paidAmount: '5000.00', outstanding: '15000.00' } },
      },
      'POST /api/shopSettlement/settlementDetailExport': new Response('xlsx', {
        headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Content-Disposition': 'attachment; filename=a.xlsx' },
      }),
    });
    const schema = await loadSchema<DetailSchema>('gold.settlement.detail');
    renderInApp(<DetailRenderer schema={schema} routeParams={{ id: 'st1' }} />, route);
    expect(await screen.findByText('JS001')).toBeTruthy();
    expect(document.querySelector('[data-field="payableAmount"]')?.textContent).toContain('9,065.50');
    await screen.findByText('2026-11-02');
    await waitFor(() => expect(document.querySelector('[data-summary="shop.outstanding"]')?.textContent).toBe('15000.00'));
    expect(document.querySelector('[data-summary="settlement.outstanding"]')?.textContent).toBe('9065.50');
    fireEvent.click(screen.getByRole('button', { name: /导出结算单/ }));
    await waitFor(() => expect(posted(calls, '/api/shopSettlement/settlementDetailExport')).toBeTruthy());
    expect(bodyOf(posted(calls, '/api/shopSettlement/settlementDetailExport')!)).toEqual({ id: 'st1' });
  }, SLOW);
});

describe('资金管理: batches', () => {
  it('presents a registered batch and confirms a presented one, each after a confirmation', async () => {
    const calls = stubFetch({
      ...SHOPS,
      'GET /api/shopFund/fundBatchPage': page([
        { id: 'b1', code: 'ZJ001', shopId: 's1', shopName: '一号店', batchDate: '2026-11-20', fundCount: 2, totalAmount: '100.00', status: 1 },
        { id: 'b2', code: 'ZJ002', shopId: 's1', shopName: '一号店', batchDate: '2026-11-21', fundCount: 1, totalAmount: '50.00', status: 2 },
      ]),
      'GET /api/shopFund/fundBatchPageStatistics': { code: 200, data: { count: 2, fundCount: 3, totalAmount: '150.00', completedAmount: '0.00' } },
      'POST /api/shopFund/readyReceipt': { code: 200, msg: '已提交收款' },
      'POST /api/shopFund/confirmReceipt': { code: 200, msg: '已确认收款' },
    });
    await renderList('gold.fund.batchList');
    await screen.findByText('ZJ002');
    await waitFor(() => expect(document.querySelector('[data-summary="totalAmount"]')?.textContent).toBe('150.00'));
    expect(within(rowOf('ZJ001')).queryByRole('button', { name: '确认收款' })).toBeNull();
    expect(within(rowOf('ZJ002')).queryByRole('button', { name: '提交收款' })).toBeNull();

    fireEvent.click(within(rowOf('ZJ001')).getByRole('button', { name: '提交收款' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(posted(calls, '/api/shopFund/readyReceipt')).toBeTruthy());
    expect(bodyOf(posted(calls, '/api/shopFund/readyReceipt')!)).toEqual({ batchId: 'b1' });

    fireEvent.click(within(rowOf('ZJ002')).getByRole('button', { name: '确认收款' }));
    await waitFor(() => expect(screen.getByText(/确认已收到该批次全部款项/)).toBeTruthy());
    const confirm = screen.getByText(/确认已收到该批次全部款项/).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(posted(calls, '/api/shopFund/confirmReceipt')).toBeTruthy());
    expect(bodyOf(posted(calls, '/api/shopFund/confirmReceipt')!)).toEqual({ batchId: 'b2' });
  }, SLOW);
});

describe('资金台账: a shop\'s ledger', () => {
  it('lists the lines of the reply with their running balance and shows the opening and closing balances', async () => {
    const calls = stubFetch({
      'GET /api/shopFund/standBookDetail/s1': {
        code: 200,
        data: {
          shop: { id: 's1', code: 'MD001', name: '一号店' },
          openingBalance: '100.00',
          lines: [
            { date: '2026-11-02', kind: 'settlement', documentId: 'st1', code: 'JS001', debit: '5000.00', credit: '0.00', balance: '5100.00', remark: null },
            { date: '2026-11-05', kind: 'fund', documentId: 'f1', code: 'ZJ001', debit: '0.00', credit: '1200.00', balance: '3900.00', remark: '转账' },
          ],
          closingBalance: '3900.00',
        },
      },
    });
    await renderList('gold.standingBook.detail', { id: 's1' });
    await screen.findByText('JS001');
    expect(rowOf('ZJ001').textContent).toContain('3,900.00');
    expect(within(rowOf('ZJ001')).getByText('付款')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[data-summary="closingBalance"]')?.textContent).toBe('3900.00'));
    expect(document.querySelector('[data-summary="openingBalance"]')?.textContent).toBe('100.00');
    expect(document.querySelector('[data-summary="shop.name"]')?.textContent).toBe('一号店');
    expect(params(calls[0])).toEqual({});
  }, SLOW);
});

describe('月末结算', () => {
  it('asks for the current month computed when 本月预览 is switched on, and offers the detail of closed months only', async () => {
    const calls = stubFetch({
      ...SHOPS,
      'GET /api/shopSettlement/pageMonthEndSettlement': (call: Call) => page(call.url.searchParams.get('preview') === '1'
        ? [{ id: null, shopId: 's1', shopName: '一号店', month: '2026-11', closingBalance: '10.00', status: 1 }]
        : [{ id: 'm1', shopId: 's1', shopName: '一号店', month: '2026-10', closingBalance: '5.00', status: 2 }]),
    });
    await renderList('gold.monthEnd.list');
    await screen.findByText('2026-10');
    expect(within(rowOf('一号店')).getByRole('button', { name: '详情' })).toBeTruthy();
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await screen.findByText('2026-11');
    const last = calls.filter((c) => c.url.pathname.endsWith('pageMonthEndSettlement')).at(-1)!;
    expect(params(last)).toMatchObject({ preview: '1' });
    expect(within(rowOf('一号店')).queryByRole('button', { name: '详情' })).toBeNull();
  }, SLOW);
});
