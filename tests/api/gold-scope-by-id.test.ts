import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { shopSales } from '../../server/db/schema';
import { call, createFranchisee, createShop, createSpv, goldApp, goldUser, stockIn, storedItem, type GoldContext } from './gold-helpers';
import { importSales, itemNumber } from './gold-finance-helpers';

// Data scope of the stock and sales pages (docs/domain.md#who-sees-what): an SPV-linked and a franchisee-linked user
// see only their shops' rows on lists, aggregations and by id; another shop's row answers as a missing one, and a
// write naming it changes nothing.
let t: GoldContext;
let shopA: any;
let shopB: any;
/** Item numbers: A's (in stock, sold, out) and B's, and the missing id every out-of-scope reply is compared with. */
const n = { a1: itemNumber(), a2: itemNumber(), a3: itemNumber(), b1: itemNumber(), b2: itemNumber(), b3: itemNumber() };
const MISSING = '0000000000000000000';
const users: Record<'spv' | 'franchisee', string> = { spv: '', franchisee: '' };

const get = (url: string, token: string, query: Record<string, string> = {}) => call(t.app, 'GET', url, { token, query });
const del = (url: string, token: string, ids: string[]) => call(t.app, 'DELETE', url, { token, payload: { ids } });
const saleOf = async (inventoryNumber: string) => (await t.db.select().from(shopSales).where(eq(shopSales.inventoryNumber, inventoryNumber)))[0];

beforeAll(async () => {
  t = await goldApp();
  const spvA = await createSpv(t);
  const spvB = await createSpv(t);
  const fA = await createFranchisee(t, spvA.id);
  shopA = await createShop(t, fA.id);
  shopB = await createShop(t, (await createFranchisee(t, spvB.id)).id);
  await stockIn(t, shopA.code, [n.a1, n.a2, n.a3], { batchNumber: 'RKA', category: 'ring', goldWeight: '3.456' });
  await stockIn(t, shopB.code, [n.b1, n.b2, n.b3], { batchNumber: 'RKB', category: 'bar', goldWeight: '10.000' });
  await importSales(t, [
    { shop: shopA.code, inventoryNumber: n.a2, day: '2026-01-08', weight: '3.456', oldGoldWeight: '1.250', oldGoldPrice: '500.00' },
    { shop: shopB.code, inventoryNumber: n.b2, day: '2026-01-08', weight: '10.000', oldGoldWeight: '2.500', oldGoldPrice: '500.00' },
  ]);
  const out = await call(t.app, 'POST', '/api/shopInventory/out', {
    token: t.admin, payload: { ids: [(await storedItem(t, n.a3)).id, (await storedItem(t, n.b3)).id], outDate: '2026-02-01', outType: 1 },
  });
  expect(out.code).toBe(200);
  const buttons = ['btn_remove', 'btn_detail', 'btn_download', 'btn_upload'];
  const grants = { inventory: [...buttons, 'btn_edit'], sale: buttons };
  users.spv = await goldUser(t, grants, { spvId: spvA.id });
  users.franchisee = await goldUser(t, grants, { allianceBusinessId: fA.id });
}, 180_000);
afterAll(async () => t?.close());

describe.each(['spv', 'franchisee'] as const)('a %s-linked user', (kind) => {
  const token = () => users[kind];

  it('lists only their shops\' stock and sales', async () => {
    const stock = await get('/api/shopInventory/page', token(), { pageSize: '100', sidx: 'inventoryNumber', sort: 'asc' });
    expect(stock.data.list.map((r: any) => [r.inventoryNumber, r.shopId, r.state])).toEqual([[n.a1, shopA.id, 1], [n.a2, shopA.id, 2], [n.a3, shopA.id, 3]]);
    expect(stock.data.pagination.total).toBe(3);
    const sales = await get('/api/shop/sale/page', token(), { pageSize: '100' });
    expect(sales.data.list.map((r: any) => [r.inventoryNumber, r.shopId])).toEqual([[n.a2, shopA.id]]);
    // Filtering on the other shop finds nothing rather than its rows.
    expect((await get('/api/shopInventory/page', token(), { shopId: shopB.id })).data.list).toEqual([]);
    expect((await get('/api/shop/sale/page', token(), { shopId: shopB.id })).data.list).toEqual([]);
  });

  it('sums only their shops\' stock by batch and by category', async () => {
    const batches = await get('/api/shopInventory/batchNumberPage', token());
    expect(batches.data.list).toEqual([{
      shopId: shopA.id, shopName: shopA.name, batchNumber: 'RKA', firstInboundDate: '2026-01-05', lastInboundDate: '2026-01-05',
      count: 3, weight: '10.368', inStockCount: 1, inStockWeight: '3.456',
    }]);
    expect((await get('/api/shopInventory/batchNumberPage', token(), { shopId: shopB.id })).data.list).toEqual([]);
    const categories = await get('/api/shopInventory/categoryPage', token());
    expect(categories.data.list).toEqual([{ category: 'ring', categoryName: '戒指', count: 3, weight: '10.368' }]);
    expect((await get('/api/shopInventory/categoryPage', token(), { category: 'bar' })).data.list).toEqual([]);
  });

  it('totals only their shops\' old gold; another shop\'s total answers as a missing shop\'s', async () => {
    expect((await get('/api/shopInventory/getTotalOldGoldWeight', token())).data).toEqual({ totalOldGoldWeight: '1.250' });
    expect((await get('/api/shopInventory/getTotalOldGoldWeight', token(), { shopId: shopA.id })).data).toEqual({ totalOldGoldWeight: '1.250' });
    const missing = await get('/api/shopInventory/getTotalOldGoldWeight', token(), { shopId: MISSING });
    expect(missing.code).toBe(404);
    expect(await get('/api/shopInventory/getTotalOldGoldWeight', token(), { shopId: shopB.id })).toEqual(missing);
    expect((await get('/api/shop/sale/getSaleTotalOldGoldWeight', token())).data).toEqual({ totalOldGoldWeight: '1.250' });
    expect((await get('/api/shop/sale/getSaleTotalOldGoldWeight', token(), { shopId: shopB.id })).data).toEqual({ totalOldGoldWeight: '0.000' });
  });

  it('reads their own stock item and sale by id; another shop\'s answer exactly as a missing record', async () => {
    const a1 = await storedItem(t, n.a1);
    expect((await get(`/api/shopInventory/detail/${a1.id}`, token())).data).toMatchObject({ id: a1.id, inventoryNumber: n.a1 });
    const ownSale = await saleOf(n.a2);
    expect((await get(`/api/shop/sale/detail/${ownSale.id}`, token())).data).toMatchObject({ id: ownSale.id, oldGoldWeight: '1.250' });

    const missingItem = await get(`/api/shopInventory/detail/${MISSING}`, token());
    expect(missingItem).toMatchObject({ code: 404 });
    expect(await get(`/api/shopInventory/detail/${(await storedItem(t, n.b1)).id}`, token())).toEqual(missingItem);
    const missingSale = await get(`/api/shop/sale/detail/${MISSING}`, token());
    expect(missingSale).toMatchObject({ code: 404 });
    expect(await get(`/api/shop/sale/detail/${(await saleOf(n.b2)).id}`, token())).toEqual(missingSale);
  });

  it('cannot delete another shop\'s sale nor undo its outbound: the missing record\'s 404, nothing written, even beside an own row', async () => {
    const [saleB, itemB2, itemB3, saleA, itemA3] = [await saleOf(n.b2), await storedItem(t, n.b2), await storedItem(t, n.b3), await saleOf(n.a2), await storedItem(t, n.a3)];
    const missingSale = await del('/api/shop/sale/delete', token(), [MISSING]);
    expect(missingSale).toMatchObject({ code: 404 });
    expect(await del('/api/shop/sale/delete', token(), [saleB.id])).toEqual(missingSale);
    expect(await del('/api/shop/sale/delete', token(), [saleA.id, saleB.id])).toEqual(missingSale);
    const missingOut = await del('/api/shopInventory/deleteOut', token(), [MISSING]);
    expect(missingOut).toMatchObject({ code: 404 });
    expect(await del('/api/shopInventory/deleteOut', token(), [itemB3.id])).toEqual(missingOut);
    expect(await del('/api/shopInventory/deleteOut', token(), [itemA3.id, itemB3.id])).toEqual(missingOut);
    // Rows and item states exactly as before (a write would have bumped the version or set deletedAt).
    expect(await saleOf(n.b2)).toEqual(saleB);
    expect(await saleOf(n.a2)).toEqual(saleA);
    expect(await storedItem(t, n.b2)).toEqual(itemB2);
    expect(await storedItem(t, n.b3)).toEqual(itemB3);
    expect(await storedItem(t, n.a3)).toEqual(itemA3);
  });

  it('cannot edit another shop\'s item by id nor move an own item into another shop; nothing written', async () => {
    const [itemA1, itemB1] = [await storedItem(t, n.a1), await storedItem(t, n.b1)];
    const edit = (payload: Record<string, unknown>) => call(t.app, 'POST', '/api/shopInventory/edit', { token: token(), payload });
    const missing = await edit({ id: MISSING, version: 1, remark: '改' });
    expect(missing).toMatchObject({ code: 404 });
    expect(await edit({ id: itemB1.id, version: itemB1.version, remark: '改' })).toEqual(missing);
    expect(await edit({ id: itemA1.id, version: itemA1.version, shopId: shopB.id })).toEqual({ code: 400, msg: '门店不存在或无权操作', data: { field: 'shopId' } });
    expect(await storedItem(t, n.a1)).toEqual(itemA1);
    expect(await storedItem(t, n.b1)).toEqual(itemB1);
  });

  it('cannot write into another shop through the imports\' saves: refused at the row, nothing written', async () => {
    const itemB1 = await storedItem(t, n.b1);
    const save = (url: string, payload: unknown) => call(t.app, 'POST', url, { token: token(), payload: payload as object });
    const outOfReach = { code: 400, msg: '第1行：门店不存在或无权操作', data: { field: 'shopId' } };
    expect(await save('/api/shop/sale/import', [{ shopId: shopB.code, inventoryNumber: n.b1, saleDate: '2026-01-10', goldWeight: '10.000', retailPrice: '600.00' }]))
      .toEqual(outOfReach);
    const fresh = itemNumber();
    expect(await save('/api/shopInventory/import', { list: [{ inventoryNumber: fresh, shopId: shopB.code, category: 'bar', productName: '金条', goldWeight: '1.000', inboundDate: '2026-01-05' }], blnOut: false }))
      .toEqual(outOfReach);
    expect(await save('/api/shopInventory/import', { list: [{ inventoryNumber: n.b1, outDate: '2026-02-03', outType: '其他' }], blnOut: true }))
      .toEqual({ code: 400, msg: '第1行：饰品编号不存在', data: { field: 'inventoryNumber' } });
    expect(await storedItem(t, fresh)).toBeUndefined();
    expect(await saleOf(n.b1)).toBeUndefined();
    expect(await storedItem(t, n.b1)).toEqual(itemB1);
  });
});

describe('change history by id', () => {
  it('is read under the record\'s own page scope, not widened by another page the user holds without rules', async () => {
    const user = await goldUser(t, { inventory: [], shop: [], settlement: [] }, { allianceBusinessId: shopA.allianceBusinessId, unscoped: ['settlement'] });
    const history = (entityType: string, entityId: string) => get('/api/updateRecord/page', user, { entityType, entityId });
    expect(await history('shopInventory', (await storedItem(t, n.a1)).id)).toMatchObject({ code: 200 });
    const missingItem = await history('shopInventory', MISSING);
    expect(missingItem).toMatchObject({ code: 404 });
    expect(await history('shopInventory', (await storedItem(t, n.b1)).id)).toEqual(missingItem);
    expect(await history('shop', shopA.id)).toMatchObject({ code: 200 });
    const missingShop = await history('shop', MISSING);
    expect(missingShop).toMatchObject({ code: 404 });
    expect(await history('shop', shopB.id)).toEqual(missingShop);
  });
});

describe('by id within scope', () => {
  it('a franchisee-linked user deletes their own sale (the item returns to stock) and undoes their own outbound', async () => {
    const [sold, out] = [itemNumber(), itemNumber()];
    await stockIn(t, shopA.code, [sold, out], { batchNumber: 'RKA2' });
    await importSales(t, [{ shop: shopA.code, inventoryNumber: sold, day: '2026-01-09', weight: '3.456', oldGoldWeight: '0.500', oldGoldPrice: '500.00' }]);
    const total = async () => (await get('/api/shop/sale/getSaleTotalOldGoldWeight', users.franchisee)).data.totalOldGoldWeight;
    expect(await total()).toBe('1.750');
    expect((await call(t.app, 'POST', '/api/shopInventory/out', { token: t.admin, payload: { ids: [(await storedItem(t, out)).id], outDate: '2026-02-02', outType: 3 } })).code).toBe(200);
    expect(await del('/api/shop/sale/delete', users.franchisee, [(await saleOf(sold)).id])).toMatchObject({ code: 200 });
    expect((await saleOf(sold)).deletedAt).not.toBeNull();
    expect((await storedItem(t, sold)).state).toBe(1);
    expect(await total()).toBe('1.250');
    expect((await get('/api/shopInventory/getTotalOldGoldWeight', users.franchisee)).data).toEqual({ totalOldGoldWeight: '1.250' });
    expect(await del('/api/shopInventory/deleteOut', users.franchisee, [(await storedItem(t, out)).id])).toMatchObject({ code: 200 });
    expect(await storedItem(t, out)).toMatchObject({ state: 1, outDate: null, outType: null });
  });
});
