import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { goldMasterScreens } from '../../../../business-screens/gold';
import { ListRenderer } from '../../../../runtime/renderers/list';
import { loadSchema, registerSchemas } from '../../../../runtime/renderers/registry';
import type { AppRoute } from '../../../../runtime/state/session';
import { lintSchemas } from '../../../../schemas/lint';
import type { ListSchema, TabsSchema } from '../../../../schemas/types';
import { WIDGETS } from '../../../../widgets/registry';
import { stubFetch, type Call } from '../../data/net';
import { MODEL_ID, installListTestHooks, page, params, renderInApp } from '../../renderers/list/harness';
import { loadScreenSet } from '../screen-set';

const { docs, list } = await loadScreenSet(goldMasterScreens);
registerSchemas(goldMasterScreens.schemas);

installListTestHooks(['btn_add', 'btn_edit', 'btn_remove', 'btn_detail', 'btn_download', 'btn_upload', 'btn_out']);

describe('gold operation screens: registration', () => {
  it('render the three menu pages and lint clean with the master screens', () => {
    expect(goldMasterScreens.pages).toMatchObject({ 'gold/goldPrice': 'gold.goldPrice.list', 'gold/inventory': 'gold.inventory.page', 'gold/sales': 'gold.sale.list' });
    expect(lintSchemas(docs, { widgetKeys: new Set(Object.keys(WIDGETS)) })).toEqual([]);
    const tabs = docs.find((d) => d.id === 'gold.inventory.page') as TabsSchema;
    expect(tabs.tabs.map((t) => t.list)).toEqual(['gold.inventory.inList', 'gold.inventory.outList', 'gold.inventory.batchList', 'gold.inventory.categoryList']);
    expect(goldMasterScreens.fixed.find((f) => f.schema === 'gold.sale.detail')).toMatchObject({ path: '/gold/sales/detail/$id', menu: 'gold/sales' });
  });

  it('declare their imports as the contract wants: stock { list, blnOut }, sales confirm rows without inbound record, price and shop toast', () => {
    expect(list('gold.inventory.inList').import).toMatchObject({ payload: 'listWithOut', outbound: false, check: { query: { type: 'stock' } } });
    expect(list('gold.inventory.outList').import).toMatchObject({ payload: 'listWithOut', outbound: true, check: { query: { type: 'stockOut' } } });
    expect(list('gold.sale.list').import).toMatchObject({ confirmNoInventory: true, save: { url: '/api/shop/sale/import' } });
    for (const id of ['gold.goldPrice.list', 'gold.shop.list']) expect(list(id).import).toMatchObject({ refusal: 'toast', payload: 'list' });
  });
});

const route: AppRoute = { path: '/gold/inventory', name: 'gold-inventory', view: 'page', meta: { title: 'inv', zhTitle: '库存管理', modelId: MODEL_ID } };

async function renderPage(id: string) {
  const schema = await loadSchema<ListSchema>(id);
  return renderInApp(<ListRenderer schema={schema} embedded />, route);
}

const COMMON = {
  'GET /api/shop/list': { code: 200, data: { list: [{ id: 's1', name: '一号店' }] } },
  'GET /api/system/DictionaryData/goldCategory/Data/Selector': { code: 200, data: { list: [{ id: 'c1', enCode: 'ring', fullName: '戒指' }] } },
};

const item = (id: string, state: number) => ({
  id, inventoryNumber: `JZ${id}`, shopId: 's1', shopName: '一号店', category: 'ring', productName: '素圈', goldWeight: '3.456', inboundDate: '2026-01-05', state,
});

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const bodyOf = (call: Call) => JSON.parse(String(call.body)) as unknown;

describe('库存管理: inbound list', () => {
  it('sends ticked in-stock items out with date, type and reason (POST /api/shopInventory/out); sold and out items offer no outbound', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({
      ...COMMON,
      'GET /api/shopInventory/page': page([item('1', 1), item('2', 1), item('3', 2)]),
      'POST /api/shopInventory/out': { code: 200, msg: '出库成功' },
    });
    await renderPage('gold.inventory.inList');
    await screen.findByText('JZ3');
    expect(within(rowOf('JZ1')).getByRole('button', { name: '出库' })).toBeTruthy();
    expect(within(rowOf('JZ3')).queryByRole('button', { name: '出库' })).toBeNull();
    expect(within(rowOf('JZ3')).queryByRole('button', { name: '删除' })).toBeNull();

    fireEvent.click(within(rowOf('JZ1')).getByRole('checkbox', { name: '选择' }));
    fireEvent.click(within(rowOf('JZ2')).getByRole('checkbox', { name: '选择' }));
    fireEvent.click(within(document.querySelector<HTMLElement>('.gl-toolbar')!).getByRole('button', { name: /^出\s*库$/ }));
    const modal = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-modal');
      if (!found?.querySelector('[data-field="outDate"] input')) throw new Error('no outbound form yet');
      return found;
    });
    const dateBox = modal.querySelector<HTMLInputElement>('[data-field="outDate"] input')!;
    await user.click(dateBox);
    fireEvent.change(dateBox, { target: { value: '2026-01-08' } });
    await user.keyboard('{Enter}');
    fireEvent.change(modal.querySelector('[data-field="outReason"] textarea')!, { target: { value: '退回SPV检测' } });
    fireEvent.click(within(modal).getByRole('button', { name: /^出\s*库$/ }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/shopInventory/out')).toBe(true));
    expect(bodyOf(calls.find((c) => c.url.pathname === '/api/shopInventory/out')!)).toEqual({ ids: ['1', '2'], outDate: '2026-01-08', outType: 1, outReason: '退回SPV检测' });
  });

  it('shows the old gold held, of the chosen shop or of every shop in reach', async () => {
    const calls = stubFetch({
      ...COMMON,
      'GET /api/shopInventory/page': page([item('1', 1)]),
      'GET /api/shopInventory/getTotalOldGoldWeight': { code: 200, data: { totalOldGoldWeight: '12.345' } },
    });
    await renderPage('gold.inventory.inList');
    await waitFor(() => expect(document.querySelector('[data-summary="totalOldGoldWeight"]')?.textContent).toBe('12.345'));
    expect(params(calls.find((c) => c.url.pathname.endsWith('getTotalOldGoldWeight'))!)).toEqual({});
  });
});

describe('销售管理', () => {
  it('shows the old-gold total of the search and warns that a deleted sale puts the item back into stock', async () => {
    const calls = stubFetch({
      ...COMMON,
      'GET /api/shop/sale/page': page([{ id: 'x1', shopId: 's1', shopName: '一号店', inventoryNumber: 'JZ9', saleDate: '2026-01-08', oldGoldWeight: '2.100', noInventory: 0 }]),
      'GET /api/shop/sale/getSaleTotalOldGoldWeight': { code: 200, data: { totalOldGoldWeight: '2.100' } },
      'DELETE /api/shop/sale/delete': { code: 200, msg: '删除成功' },
    });
    await renderPage('gold.sale.list');
    await screen.findByText('JZ9');
    await waitFor(() => expect(document.querySelector('[data-summary="totalOldGoldWeight"]')?.textContent).toBe('2.100'));
    expect(params(calls.find((c) => c.url.pathname.endsWith('getSaleTotalOldGoldWeight'))!)).toEqual({});
    fireEvent.click(within(rowOf('JZ9')).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/该饰品将退回门店库存/)).toBeTruthy();
  });
});
