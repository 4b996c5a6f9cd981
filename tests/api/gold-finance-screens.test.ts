import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiCall, ListSchema, PageSchema, SearchField } from '../../schemas/types';
import { call, createFranchisee, createShop, createSpv, exportCall, goldApp, type GoldContext } from './gold-helpers';

/**
 * The finance screens' calls against the real routes (business-screens/gold/{settlement,fund,specialMoney,standingBook,
 * monthEnd}): every list asks its call with each of its search fields filled the way the list renderer sends them, its
 * summaries and export with the same search, and the two dialogs' calls answer the keys they read. A renamed query key
 * or reply field fails here rather than as an empty screen.
 */

const GOLD = join(dirname(fileURLToPath(import.meta.url)), '../../business-screens/gold');
const pages: PageSchema[] = ['settlement', 'fund', 'specialMoney', 'standingBook', 'monthEnd']
  .flatMap((folder) => readdirSync(join(GOLD, folder)).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(join(GOLD, folder, f), 'utf8')) as PageSchema));
const lists = pages.filter((p): p is ListSchema => p.type === 'list');

let t: GoldContext;
let shopId: string;
/** Route parameters of the screens reached from a record: the shop, the settlement, the batch, the closed month. */
const ids: Record<string, string> = {};

const send = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
  const reply = await call(t.app, method, url, { token: t.admin, payload: payload as object });
  if (reply.code !== 200) throw new Error(`${method} ${url}: ${reply.code} ${reply.msg}`);
  return reply.data;
};

beforeAll(async () => {
  t = await goldApp();
  const spv = await createSpv(t);
  const franchisee = await createFranchisee(t, spv.id);
  const shop = await createShop(t, franchisee.id);
  shopId = shop.id;
  // One priced sale with old gold traded in, settled with some of it handed over, paid in a batch, its month closed.
  await send('POST', '/api/goldPrice/edit', { priceDate: '2026-01-05', priceType: 1, price: '600.00' });
  await send('POST', '/api/goldPrice/edit', { priceDate: '2026-01-05', priceType: 2, price: '480.00' });
  await send('POST', '/api/shopInventory/edit', {
    inventoryNumber: 'SCREEN0001', shopId, batchNumber: 'B1', category: 'ring', productName: '素圈', goldWeight: '10.000', purity: 999,
    labourFee: '10.00', inboundDate: '2026-01-02',
  });
  await send('POST', '/api/shop/sale/import', [{
    shopId: shop.code, inventoryNumber: 'SCREEN0001', saleDate: '2026-01-05', goldWeight: '10.000', retailPrice: '650.00', labourFee: '10.00',
    oldGoldWeight: '2.000', oldGoldPrice: '500.00', salesperson: 'p', remark: '',
  }]);
  const settlement = await send('POST', '/api/shopSettlement/save', { shopId, substitutionWeight: '0.500' });
  const fund = await send('POST', '/api/shopFund/save', {
    shopId, payDate: '2026-01-20', payMethod: 'transfer', allocations: [{ settlementId: settlement.id, amount: '100.00' }],
  });
  await send('POST', '/api/shopFund/special/edit', { shopId, fundType: 'rebate', amount: '50.00', fundDate: '2026-01-21' });
  await send('POST', '/api/shopSettlement/generateMonthEnd', { month: '2026-01' });
  const months = await send('GET', '/api/shopSettlement/pageMonthEndSettlement?currentPage=1&pageSize=20&shopId=' + shopId);
  Object.assign(ids, { shop: shopId, settlement: settlement.id, batch: fund.batchId, monthEnd: months.list[0].id });
}, 120_000);
afterAll(async () => t?.close());

/** The seeded dictionary items the data above uses (server/modules/system/catalogue-seed.ts). */
const DICTIONARY_VALUES: Record<string, string> = { payMethod: 'transfer', fundType: 'rebate' };

const TEXT_SEARCH = new Set(['comInput', 'scanInput']);

/** A value of each search field as the renderer sends it (ranges under their two keys). */
function searchQuery(fields: readonly SearchField[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    if (f.match === 'range') {
      const [from, to] = f.rangeKeys ?? [`${f.vModel}Start`, `${f.vModel}End`];
      Object.assign(out, { [from]: '2026-01-01', [to]: '2026-12-31' });
    } else if (f.vModel === 'shopId') out.shopId = shopId;
    else if (f.vModel === 'month') out.month = '2026-01';
    else if (TEXT_SEARCH.has(f.jnpfKey)) continue; // matched by contains: asked alone below, with a text no row has
    else if (f.vModel === 'preview') continue; // its own test below
    else if (f.jnpfKey === 'select' || f.jnpfKey === 'switch') out[f.vModel] = DICTIONARY_VALUES[f.vModel] ?? '1';
    else out[f.vModel] = 'x';
  }
  return out;
}

/** The route a screen is shown with (its fixed route's `$id`). */
const ROUTE_IDS: Record<string, string> = {
  'gold.standingBook.detail': 'shop', 'gold.settlement.detailDays': 'settlement', 'gold.settlement.detail': 'settlement',
  'gold.fund.batchFunds': 'batch', 'gold.monthEnd.categories': 'monthEnd', 'gold.monthEnd.detail': 'monthEnd',
};
const routeOf = (id: string) => (ROUTE_IDS[id] ? { id: ids[ROUTE_IDS[id]] } : undefined);
const urlOf = (api: ApiCall, route?: Record<string, string>) => api.url.replace('{{route.id}}', route?.id ?? '');
const fixedQuery = (api: ApiCall, route?: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(api.query ?? {}).map(([k, v]) => [k, String(v).replace('{{route.id}}', route?.id ?? '')]));
const bodyOf = (api: ApiCall, route?: Record<string, string>) =>
  JSON.parse(JSON.stringify(api.body ?? {}).replace(/\{\{route\.id\}\}/g, route?.id ?? '')) as Record<string, unknown>;

describe('finance screens against the routes', () => {
  for (const list of lists) {
    it(`${list.id}: its list, summaries and export accept every search field and find the month's rows`, async () => {
      const route = routeOf(list.id);
      const search = searchQuery(list.search);
      const paging: Record<string, string> = list.pagination === false ? {} : { currentPage: '1', pageSize: '20' };
      const sort: Record<string, string> = list.defaultSort ? { sidx: list.defaultSort.prop, sort: list.defaultSort.order } : {};
      const reply = await call(t.app, 'GET', urlOf(list.api.list, route), { token: t.admin, query: { ...search, ...paging, ...sort, ...fixedQuery(list.api.list, route) } });
      expect(reply.code, `${list.id}: ${reply.msg}`).toBe(200);
      const rows = (reply.data as Record<string, unknown>)[list.rowsKey ?? 'list'] as Array<Record<string, unknown>>;
      expect(rows.length, `${list.id}: no row`).toBeGreaterThan(0);
      // Every column the list shows is a key of its rows (a renamed reply field would show an empty column).
      for (const column of list.columns) expect(Object.keys(rows[0]), `${list.id} column ${column.prop}`).toContain(column.prop);
      for (const f of (list.search ?? []).filter((field) => TEXT_SEARCH.has(field.jnpfKey))) {
        const none = await call(t.app, 'GET', urlOf(list.api.list, route), { token: t.admin, query: { ...paging, ...fixedQuery(list.api.list, route), [f.vModel]: 'zz无此' } });
        expect(none.code, `${list.id} ${f.vModel}: ${none.msg}`).toBe(200);
        expect((none.data as Record<string, unknown[]>)[list.rowsKey ?? 'list'], `${list.id} ${f.vModel}`).toEqual([]);
      }
      for (const item of list.summary ?? []) {
        const figure = await call(t.app, 'GET', urlOf(item.api, route), { token: t.admin, query: search });
        expect(figure.code, `${list.id} summary ${item.value}: ${figure.msg}`).toBe(200);
        const value = item.value.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], figure.data);
        expect(value, `${list.id} summary ${item.value}`).not.toBeUndefined();
      }
      if (list.api.export) {
        const file = await exportCall(t, urlOf(list.api.export, route), t.admin, list.api.export.body ? bodyOf(list.api.export, route) : { ...search, ...sort });
        expect(file.isXlsx, `${list.id} export: ${JSON.stringify(file.json)}`).toBe(true);
        expect(file.rows.length, `${list.id} export rows`).toBeGreaterThan(1);
      }
    }, 60_000);
  }

  for (const detail of pages.filter((p) => p.type === 'detail')) {
    it(`${detail.id}: its record has the fields it shows`, async () => {
      const reply = await call(t.app, 'GET', urlOf(detail.api.get, routeOf(detail.id)), { token: t.admin });
      expect(reply.code, reply.msg).toBe(200);
      const shown = JSON.stringify(detail.fields).match(/"vModel":"(\w+)"/g)!.map((m) => m.slice(10, -1));
      for (const key of shown) expect(Object.keys(reply.data), `${detail.id} field ${key}`).toContain(key);
    });
  }

  it('gold.monthEnd.list: 本月预览 asks for the current month computed', async () => {
    const reply = await call(t.app, 'GET', '/api/shopSettlement/pageMonthEndSettlement', { token: t.admin, query: { preview: '1', currentPage: '1', pageSize: '20' } });
    expect(reply.code, reply.msg).toBe(200);
    expect(reply.data.list.every((row: { status: number }) => row.status === 1)).toBe(true);
  });

  it('the workbench and the payment registration read the keys they show', async () => {
    const shops = await call(t.app, 'GET', '/api/shop/listCanSettlement', { token: t.admin });
    expect(shops.code, shops.msg).toBe(200);
    const preview = await call(t.app, 'GET', `/api/shopSettlement/getSettlementAmount/${shopId}`, { token: t.admin });
    expect(preview.code, preview.msg).toBe(200);
    expect(Object.keys(preview.data)).toEqual(expect.arrayContaining(['days', 'dayCount', 'startDay', 'endDay', 'soldWeight', 'settlementAmount', 'missingPriceDays']));
    const substitution = await call(t.app, 'GET', `/api/shopSettlement/getSubstitutionAmount/${shopId}`, { token: t.admin, query: { weight: '0.000' } });
    expect(substitution.code, substitution.msg).toBe(200);
    expect(Object.keys(substitution.data)).toEqual(expect.arrayContaining(['oldGoldHeld', 'substitutionPrice', 'weight', 'substitutionAmount']));
    const open = await call(t.app, 'GET', '/api/shopFund/listCanSaveFund', { token: t.admin, query: { shopId } });
    expect(open.code, open.msg).toBe(200);
    expect(Array.isArray(open.data.list)).toBe(true);
    const batches = await call(t.app, 'GET', '/api/shopFund/fundBatchPage', { token: t.admin, query: { shopId, status: '1', currentPage: '1', pageSize: '50' } });
    expect(batches.code, batches.msg).toBe(200);
  });
});
