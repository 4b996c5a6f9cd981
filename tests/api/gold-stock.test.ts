import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { and, eq, isNull } from 'drizzle-orm';
import { shopInventories, shopSales } from '../../server/db/schema';
import { call, uploadFile, xlsxFile } from './helpers';
import { createFranchisee, createShop, createSpv, goldApp, goldUser, rowCount, type GoldContext, INBOUND_HEADER, OUT_HEADER, SALE_HEADER } from './gold-helpers';

// Stock in and out, sales and their imports (issue: gold operations I; docs/domain.md#stock-item, #sale).
let t: GoldContext;
let shop: any;
let other: any;
let frozen: any;
let spvId: string;
let franchiseeId: string;
let seq = 0;

const number = () => `T${Date.now().toString(36).toUpperCase()}${++seq}`;

const check = (url: string, rows: unknown[][], token = t.admin) => uploadFile(t.app, url, token, xlsxFile(rows));
const save = (url: string, payload: unknown, token = t.admin) => call(t.app, 'POST', url, { token, payload: payload as object });
const stateOf = async (inventoryNumber: string) => {
  const [row] = await t.db.select({ state: shopInventories.state }).from(shopInventories)
    .where(and(eq(shopInventories.inventoryNumber, inventoryNumber), isNull(shopInventories.deletedAt)));
  return row?.state;
};

/** Takes items in through the inbound import (check, then save the checked rows). */
async function inbound(shopCode: string, numbers: string[], weight = '3.456') {
  const r = await check('/api/shopInventory/checkImportData?type=stock', [INBOUND_HEADER, ...numbers.map((n) => [n, shopCode, 'RK1', '戒指', '足金戒指', weight, '999', '80', '2026-01-05', ''])]);
  expect(r).toMatchObject({ code: 200, data: { blnError: false } });
  const saved = await save('/api/shopInventory/import', { list: r.data.list, blnOut: false });
  expect(saved).toMatchObject({ code: 200, data: { snum: numbers.length } });
}

beforeAll(async () => {
  t = await goldApp();
  spvId = (await createSpv(t)).id;
  franchiseeId = (await createFranchisee(t, spvId)).id;
  shop = await createShop(t, franchiseeId);
  const otherSpv = (await createSpv(t)).id;
  other = await createShop(t, (await createFranchisee(t, otherSpv)).id);
  frozen = await createShop(t, franchiseeId);
  expect((await call(t.app, 'POST', '/api/shop/freeze', { token: t.admin, payload: { id: frozen.id, status: 2, reason: '整改' } })).code).toBe(200);
});
afterAll(async () => t?.close());

describe('inbound stock', () => {
  it('checks an inbound file row by row: bad cells, unknown or frozen shops, numbers repeated in the file or already in stock', async () => {
    const known = number();
    await inbound(shop.code, [known]);
    const [a, b] = [number(), number()];
    const r = await check('/api/shopInventory/checkImportData?type=stock', [INBOUND_HEADER,
      [a, shop.code, 'RK2', '项链', '古法项链', '10.5', '999', '', '2026-01-06', ''],
      [a, shop.code, 'RK2', '项链', '古法项链', '10.5', '999', '', '2026-01-06', ''],
      [known, shop.code, 'RK2', '戒指', '素圈', '2', '999', '', '2026-01-06', ''],
      [b, 'NO-SUCH-SHOP', 'RK2', '手镯', '手镯', '-1', '999', '', '2026-02-30', ''],
      [number(), frozen.code, 'RK2', '不存在的类别', '吊坠', '1.2345', '999', '', '2026-01-06', ''],
    ]);
    expect(r.code).toBe(200);
    const [ok, repeat, taken, bad, cold] = r.data.list;
    expect(ok).toEqual({ inventoryNumber: a, shopId: shop.code, batchNumber: 'RK2', category: '项链', productName: '古法项链', goldWeight: '10.5', purity: '999', labourFee: null, inboundDate: '2026-01-06', remark: null });
    expect(repeat.errors.inventoryNumber).toBe('饰品编号已存在（与第1行重复）');
    expect(taken.errors.inventoryNumber).toBe('饰品编号已存在');
    expect(bad.errors).toEqual({ shopId: '门店不存在或已禁用', goldWeight: '金重(g)：请输入不小于零的数，最多保留三位小数', inboundDate: '入库日期：请输入正确的日期（YYYY-MM-DD）' });
    expect(cold.errors).toEqual({ shopId: '门店已冻结，不能入库', category: '饰品类别：请选择字典中的有效选项', goldWeight: '金重(g)：请输入不小于零的数，最多保留三位小数' });
    expect(r.data.blnError).toBe(true);
  });

  it('saves all rows or none, and the same rows twice add nothing', async () => {
    const before = await rowCount(t, shopInventories);
    const [a, b] = [number(), number()];
    const row = (n: string, date = '2026-01-07') => ({ inventoryNumber: n, shopId: shop.code, batchNumber: 'RK3', category: 'ring', productName: '戒指', goldWeight: '2.000', inboundDate: date });
    expect(await save('/api/shopInventory/import', { list: [row(a), row(b, '2026-13-01')], blnOut: false }))
      .toEqual({ code: 400, msg: '第2行：入库日期：请输入正确的日期（YYYY-MM-DD）', data: { field: 'inboundDate' } });
    expect(await rowCount(t, shopInventories)).toBe(before);
    expect(await save('/api/shopInventory/import', { list: [row(a), row(b)], blnOut: false })).toMatchObject({ code: 200, msg: '导入成功', data: { snum: 2, fnum: 0 } });
    // The same rows again (a retried request, the same file twice) are answered as such and add nothing.
    expect(await save('/api/shopInventory/import', { list: [row(a), row(b)], blnOut: false })).toEqual({ code: 409, msg: '这些数据已导入，不会重复保存' });
    expect(await rowCount(t, shopInventories)).toBe(before + 2);
    const page = await call(t.app, 'GET', '/api/shopInventory/page', { token: t.admin, query: { inventoryNumber: a } });
    expect(page.data.list).toEqual([expect.objectContaining({ inventoryNumber: a, shopName: shop.name, category: 'ring', goldWeight: '2.000', state: 1, purity: 999 })]);
  });

  it('a frozen shop takes no stock through the form either', async () => {
    const r = await save('/api/shopInventory/edit', { inventoryNumber: number(), shopId: frozen.id, category: 'ring', productName: '戒指', goldWeight: '1', inboundDate: '2026-01-01' });
    expect(r).toMatchObject({ code: 400, msg: '门店已冻结，不能入库', data: { field: 'shopId' } });
    const created = await save('/api/shopInventory/edit', { inventoryNumber: number(), shopId: shop.id, category: 'ring', productName: '戒指', goldWeight: '1', inboundDate: '2026-01-01' });
    expect(created).toMatchObject({ code: 200, data: { state: 1, shopName: shop.name } });
  });
});

describe('outbound stock', () => {
  it('moves items out by import (blnOut) and back by deleteOut; sold, out or unknown items are refused', async () => {
    const [a, b, c] = [number(), number(), number()];
    await inbound(shop.code, [a, b, c]);
    const r = await check('/api/shopInventory/checkImportData?type=stockOut', [OUT_HEADER,
      [a, '2026-02-01', '退回SPV', '款式调整'], [a, '2026-02-01', '其他', ''], ['NOPE1', '2026-02-01', '其他', ''], [b, '', '其他', '']]);
    expect(r.data.list.map((x: any) => x.errors ?? null)).toEqual([null, { inventoryNumber: '与第1行重复' }, { inventoryNumber: '饰品编号不存在' }, { outDate: '出库日期不能为空' }]);
    expect(await save('/api/shopInventory/import', { list: [r.data.list[0]], blnOut: true })).toMatchObject({ code: 200, data: { snum: 1 } });
    expect(await stateOf(a)).toBe(3);
    const again = await check('/api/shopInventory/checkImportData?type=stockOut', [OUT_HEADER, [a, '2026-02-02', '其他', '']]);
    expect(again.data.list[0].errors).toEqual({ inventoryNumber: '该饰品已出库' });
    const [item] = (await call(t.app, 'GET', '/api/shopInventory/page', { token: t.admin, query: { inventoryNumber: a } })).data.list;
    expect(item).toMatchObject({ state: 3, outDate: '2026-02-01', outType: 1, outReason: '款式调整' });
    expect((await call(t.app, 'DELETE', '/api/shopInventory/deleteOut', { token: t.admin, payload: { ids: [item.id] } })).code).toBe(200);
    expect(await stateOf(a)).toBe(1);
    const [itemB] = (await call(t.app, 'GET', '/api/shopInventory/page', { token: t.admin, query: { inventoryNumber: b } })).data.list;
    expect(await save('/api/shopInventory/out', { ids: [itemB.id], outDate: '2026-02-03', outType: 2, outReason: '调拨' })).toMatchObject({ code: 200, msg: '出库成功' });
    expect(await save('/api/shopInventory/out', { ids: [itemB.id], outDate: '2026-02-03', outType: 2 })).toMatchObject({ code: 400, msg: '只能操作在库的饰品' });
  });
});

describe('sales', () => {
  it('checks a sales file: rows without an inbound record in that shop are blnNoInventory with their number; sold items are refused', async () => {
    const [a, b, elsewhere] = [number(), number(), number()];
    await inbound(shop.code, [a, b]);
    await inbound(other.code, [elsewhere]);
    const missing = number();
    const r = await check('/api/shop/sale/checkImportData', [SALE_HEADER,
      [shop.code, a, '2026-01-08', '3.456', '658.00', '120.00', '2.100', '560.00', '张三', ''],
      [shop.code, missing, '2026-01-08', '5', '658', '', '', '', '', ''],
      [shop.code, elsewhere, '2026-01-08', '5', '658', '', '', '', '', ''],
      [frozen.code, b, '2026-01-08', '5', '658', '', '', '', '', ''],
    ]);
    expect(r.data.blnNoInventory).toBe(true);
    expect(r.data.list[0].blnNoInventory).toBeUndefined();
    expect(r.data.list[1]).toMatchObject({ blnNoInventory: true, inventoryNumber: missing });
    expect(r.data.list[2]).toMatchObject({ blnNoInventory: true, inventoryNumber: elsewhere });
    expect(r.data.list[3].errors).toEqual({ shopId: '门店已冻结，不能导入销售' });

    const saved = await save('/api/shop/sale/import', [r.data.list[0], r.data.list[1]]);
    expect(saved).toMatchObject({ code: 200, data: { snum: 2 } });
    expect(await stateOf(a)).toBe(2);
    const sales = (await call(t.app, 'GET', '/api/shop/sale/page', { token: t.admin, query: { shopId: shop.id, sidx: 'saleDate', sort: 'asc' } })).data.list;
    const sale = sales.find((s: any) => s.inventoryNumber === a);
    // 3.456 g × 658.00 = 2274.048 -> 2274.05, + 120.00 labour; 2.100 g × 560.00 = 1176.00.
    expect(sale).toMatchObject({ saleAmount: '2394.05', oldGoldAmount: '1176.00', oldGoldWeight: '2.100', noInventory: 0 });
    expect(sales.find((s: any) => s.inventoryNumber === missing)).toMatchObject({ noInventory: 1, oldGoldWeight: '0.000' });
    const total = await call(t.app, 'GET', '/api/shop/sale/getSaleTotalOldGoldWeight', { token: t.admin, query: { shopId: shop.id } });
    expect(total.data).toEqual({ totalOldGoldWeight: '2.100' });
    const held = await call(t.app, 'GET', '/api/shopInventory/getTotalOldGoldWeight', { token: t.admin, query: { shopId: shop.id } });
    expect(held.data).toEqual({ totalOldGoldWeight: '2.100' });

    const soldAgain = await check('/api/shop/sale/checkImportData', [SALE_HEADER, [shop.code, a, '2026-01-09', '3.456', '658', '', '', '', '', '']]);
    expect(soldAgain.data.list[0].errors).toEqual({ inventoryNumber: '本门店已有该饰品的销售记录' });

    // Deleting the sale puts the item back in stock.
    expect((await call(t.app, 'DELETE', '/api/shop/sale/delete', { token: t.admin, payload: { ids: [sale.id] } })).code).toBe(200);
    expect(await stateOf(a)).toBe(1);
    expect(await rowCount(t, shopSales, and(eq(shopSales.inventoryNumber, a), isNull(shopSales.deletedAt)))).toBe(0);
  });

  it('an item leaves stock no earlier than it came in: sales and outbounds dated before its inbound are refused, nothing written', async () => {
    const [a, b] = [number(), number()];
    await inbound(shop.code, [a, b]);
    const early = '日期早于该饰品的入库日期2026-01-05';
    const sale = { shopId: shop.code, inventoryNumber: a, saleDate: '2026-01-04', goldWeight: '3.456', retailPrice: '600' };
    const checked = await check('/api/shop/sale/checkImportData', [SALE_HEADER, [shop.code, a, '2026-01-04', '3.456', '600', '', '', '', '', '']]);
    expect(checked.data.list[0].errors).toEqual({ saleDate: early });
    const refused = await save('/api/shop/sale/import', [sale]);
    expect(refused.code).toBe(400);
    expect(refused.msg).toContain(early);
    expect(await stateOf(a)).toBe(1);
    expect(await rowCount(t, shopSales, eq(shopSales.inventoryNumber, a))).toBe(0);

    const out = await check('/api/shopInventory/checkImportData?type=stockOut', [OUT_HEADER, [b, '2026-01-04', '其他', '']]);
    expect(out.data.list[0].errors).toEqual({ outDate: early });
    const [item] = (await call(t.app, 'GET', '/api/shopInventory/page', { token: t.admin, query: { inventoryNumber: b } })).data.list;
    expect(await save('/api/shopInventory/out', { ids: [item.id], outDate: '2026-01-04', outType: 2 })).toMatchObject({ code: 400, msg: early });
    expect(await stateOf(b)).toBe(1);
    // The inbound day itself is fine.
    expect(await save('/api/shop/sale/import', [{ ...sale, saleDate: '2026-01-05' }])).toMatchObject({ code: 200 });
    expect(await save('/api/shopInventory/out', { ids: [item.id], outDate: '2026-01-05', outType: 2 })).toMatchObject({ code: 200 });
  });

  it('two saves selling the same item cannot both succeed', async () => {
    const a = number();
    await inbound(shop.code, [a]);
    const row = { shopId: shop.code, inventoryNumber: a, saleDate: '2026-01-10', goldWeight: '3.456', retailPrice: '600' };
    const replies = await Promise.all([save('/api/shop/sale/import', [row]), save('/api/shop/sale/import', [{ ...row, saleDate: '2026-01-11' }])]);
    expect(replies.map((r) => r.code).sort()).toEqual([200, expect.any(Number)]);
    expect(replies.filter((r) => r.code === 200)).toHaveLength(1);
    expect(await rowCount(t, shopSales, and(eq(shopSales.inventoryNumber, a), isNull(shopSales.deletedAt)))).toBe(1);
  });
});

describe('aggregations and access', () => {
  it('totals stock by batch and by category', async () => {
    const [a, b] = [number(), number()];
    await inbound(other.code, [a, b], '1.250');
    const batches = await call(t.app, 'GET', '/api/shopInventory/batchNumberPage', { token: t.admin, query: { shopId: other.id } });
    expect(batches.data.list).toEqual(expect.arrayContaining([expect.objectContaining({ shopName: other.name, batchNumber: 'RK1' })]));
    const byCategory = await call(t.app, 'GET', '/api/shopInventory/categoryPage', { token: t.admin, query: { shopId: other.id } });
    const ring = byCategory.data.list.find((c: any) => c.category === 'ring');
    const stored = await t.db.select({ w: shopInventories.goldWeight }).from(shopInventories).where(and(eq(shopInventories.shopId, other.id), eq(shopInventories.category, 'ring')));
    expect(ring).toMatchObject({ categoryName: '戒指', count: stored.length });
    expect(ring.weight).toBe(stored.reduce((sum, r) => sum.plus(r.w), new Decimal(0)).toFixed(3));
  });

  it('a franchisee user sees and touches only their shops\' stock and sales, by id too; others answer 404 and nothing changes', async () => {
    const mine = number();
    const theirs = number();
    await inbound(shop.code, [mine]);
    await inbound(other.code, [theirs]);
    const user = await goldUser(t, { inventory: ['btn_add', 'btn_edit', 'btn_remove', 'btn_upload', 'btn_out', 'btn_download'], sale: ['btn_upload', 'btn_remove'] }, { allianceBusinessId: franchiseeId });
    const page = await call(t.app, 'GET', '/api/shopInventory/page', { token: user, query: { pageSize: '500' } });
    const shopIds = new Set(page.data.list.map((r: any) => r.shopId));
    expect([...shopIds].every((id) => id === shop.id || id === frozen.id)).toBe(true);
    const [theirItem] = (await call(t.app, 'GET', '/api/shopInventory/page', { token: t.admin, query: { inventoryNumber: theirs } })).data.list;
    expect((await call(t.app, 'GET', `/api/shopInventory/detail/${theirItem.id}`, { token: user })).code).toBe(404);
    expect((await call(t.app, 'DELETE', '/api/shopInventory/delete', { token: user, payload: { ids: [theirItem.id] } })).code).toBe(404);
    expect((await save('/api/shopInventory/out', { ids: [theirItem.id], outDate: '2026-02-01', outType: 3 }, user)).code).toBe(404);
    expect(await stateOf(theirs)).toBe(1);
    // Importing into another franchisee's shop is refused at its cell.
    const r = await check('/api/shopInventory/checkImportData?type=stock', [INBOUND_HEADER, [number(), other.code, 'RK9', '戒指', '戒指', '1', '999', '', '2026-01-05', '']], user);
    expect(r.data.list[0].errors).toEqual({ shopId: '门店不存在或无权操作' });
    const sale = await check('/api/shop/sale/checkImportData', [SALE_HEADER, [shop.code, theirs, '2026-01-08', '1', '600', '', '', '', '', '']], user);
    expect(sale.data.list[0]).toMatchObject({ blnNoInventory: true });
  });

  it('answers 600 without a session and 403 without the button, writing nothing', async () => {
    const before = await rowCount(t, shopInventories);
    const row = { inventoryNumber: number(), shopId: shop.code, category: 'ring', productName: '戒指', goldWeight: '1', inboundDate: '2026-01-01' };
    expect((await save('/api/shopInventory/import', { list: [row] }, '')).code).toBe(600);
    const viewer = await goldUser(t, { inventory: [] });
    expect((await save('/api/shopInventory/import', { list: [row] }, viewer)).code).toBe(403);
    expect((await save('/api/shopInventory/out', { ids: ['x'], outDate: '2026-01-01', outType: 1 }, viewer)).code).toBe(403);
    expect(await rowCount(t, shopInventories)).toBe(before);
  });
});

describe('gold prices', () => {
  it('imports prices one per date and type, exports 金价 and draws the trend in date order', async () => {
    const header = ['日期', '金价类型', '金价(元/克)', '来源', '备注'];
    const r = await check('/api/goldPrice/checkImportData', [header,
      ['2031-03-02', '基础金价', '612.50', '上金所', ''], ['2031-03-01', '基础金价', '610', '', ''], ['2031-03-01', '旧料回收价', '598.3', '', ''],
      ['2031-03-01', '基础金价', '611', '', ''], ['2031-03-03', '基础金价', '0', '', '']]);
    expect(r.data.list.map((x: any) => x.errors ?? null)).toEqual([null, null, null,
      { priceDate: '该日期的此类金价已存在（与第2行重复）' }, { price: '金价(元/克)：请输入大于零的数，最多保留两位小数' }]);
    expect(await save('/api/goldPrice/import', r.data.list.slice(0, 3))).toMatchObject({ code: 200, data: { snum: 3 } });
    const trend = await call(t.app, 'GET', '/api/goldPrice/trend', { token: t.admin, query: { priceDateStart: '2031-03-01', priceDateEnd: '2031-03-31' } });
    expect(trend.data.list).toEqual([
      { priceDate: '2031-03-01', priceType: 1, price: '610.00' }, { priceDate: '2031-03-01', priceType: 2, price: '598.30' }, { priceDate: '2031-03-02', priceType: 1, price: '612.50' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/goldPrice/export', payload: { priceDateStart: '2031-03-01' }, headers: { authorization: t.admin } });
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('金价.xlsx');
  });
});
