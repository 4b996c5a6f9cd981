import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { shopInventories, shopSales } from '../../server/db/schema';
import { dictionaryData, dictionaryTypes } from '../../server/modules/system/catalogue-tables';
import { CHECK_TTL_MS, MAX_ROWS, PER_USER, checkCacheSize, clearCheckCache, rememberCheck, takeCheck } from '../../server/resource/import-cache';
import { call, uploadFile, xlsxFile } from './helpers';
import { createFranchisee, createShop, createSpv, goldApp, rowCount, stockIn, type GoldContext, INBOUND_HEADER, SALE_HEADER } from './gold-helpers';

// A save of exactly the rows a check passed reuses the check's cell values (server/resource/import-cache.ts); the
// checks against the database still run in the save's transaction, and a save of other rows is checked in full.
let t: GoldContext;
let shop: any;
let seq = 0;
const number = () => `C${Date.now().toString(36).toUpperCase()}${++seq}`;
const inboundRow = (n: string, weight = '3.456') => [n, shop.code, 'RK1', '戒指', '足金戒指', weight, '999', '80', '2026-01-05', ''];
const saleRow = (n: string) => [shop.code, n, '2026-01-09', '3.456', '500', '10', '', '', '张三', ''];

const check = (url: string, rows: unknown[][]) => uploadFile(t.app, url, t.admin, xlsxFile(rows));
const save = (url: string, payload: unknown) => call(t.app, 'POST', url, { token: t.admin, payload: payload as object });
const checkStock = (rows: unknown[][]) => check('/api/shopInventory/checkImportData?type=stock', [INBOUND_HEADER, ...rows]);
const saveStock = (list: unknown[]) => save('/api/shopInventory/import', { list, blnOut: false });
const itemOf = async (n: string) => (await t.db.select().from(shopInventories)
  .where(and(eq(shopInventories.inventoryNumber, n), isNull(shopInventories.deletedAt))))[0];

beforeAll(async () => {
  t = await goldApp();
  shop = await createShop(t, (await createFranchisee(t, (await createSpv(t)).id)).id);
});
afterAll(async () => t?.close());
beforeEach(() => clearCheckCache());

describe('the check cache', () => {
  it('gives an entry once, to its user, import and digest only, within its time', () => {
    rememberCheck('u1', 'stock', 'd1', [{ a: 1 }], 0);
    expect(takeCheck('u2', 'stock', 'd1', 0)).toBeUndefined();
    expect(takeCheck('u1', 'sale', 'd1', 0)).toBeUndefined();
    expect(takeCheck('u1', 'stock', 'd2', 0)).toBeUndefined();
    expect(takeCheck('u1', 'stock', 'd1', 0)).toEqual([{ a: 1 }]);
    expect(takeCheck('u1', 'stock', 'd1', 0)).toBeUndefined();
    rememberCheck('u1', 'stock', 'd1', [{ a: 1 }], 0);
    expect(takeCheck('u1', 'stock', 'd1', CHECK_TTL_MS + 1)).toBeUndefined();
    expect(checkCacheSize()).toEqual({ entries: 0, rows: 0 });
  });

  it('is bounded per user and in rows overall, dropping the oldest', () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ i }));
    for (let i = 0; i < PER_USER + 3; i += 1) rememberCheck('u1', 'stock', `d${i}`, rows(1), i);
    expect(checkCacheSize().entries).toBe(PER_USER);
    expect(takeCheck('u1', 'stock', 'd0', 10)).toBeUndefined();
    expect(takeCheck('u1', 'stock', `d${PER_USER + 2}`, 10)).toHaveLength(1);
    clearCheckCache();
    const big = Math.floor(MAX_ROWS / 2) + 1;
    for (let i = 0; i < 5; i += 1) rememberCheck(`user${i}`, 'stock', 'd', rows(big), i);
    expect(checkCacheSize()).toEqual({ entries: 1, rows: big });
    expect(takeCheck('user4', 'stock', 'd', 10)).toHaveLength(big);
    rememberCheck('u1', 'stock', 'huge', rows(MAX_ROWS + 1), 0);
    expect(checkCacheSize()).toEqual({ entries: 0, rows: 0 });
  });
});

describe('a save after a check', () => {
  it('saves the checked rows through the cache, and the same rows without a check in full', async () => {
    const [a, b] = [number(), number()];
    const r = await checkStock([inboundRow(a), inboundRow(b)]);
    expect(r).toMatchObject({ code: 200, data: { blnError: false } });
    expect(checkCacheSize()).toEqual({ entries: 1, rows: 2 });
    expect(await saveStock(r.data.list)).toMatchObject({ code: 200, data: { snum: 2 } });
    expect(checkCacheSize().entries).toBe(0);
    expect(await itemOf(a)).toMatchObject({ shopId: shop.id, goldWeight: '3.456', state: 1 });
    // Rows no check passed (here: the check's entry is gone) are read and checked as before.
    const c = number();
    const again = await checkStock([inboundRow(c)]);
    clearCheckCache();
    expect(await saveStock(again.data.list)).toMatchObject({ code: 200, data: { snum: 1 } });
    expect(await itemOf(c)).toMatchObject({ shopId: shop.id, goldWeight: '3.456' });
  });

  it('never takes the check\'s values for rows changed since: a changed cell is read and checked as sent', async () => {
    const [a, b] = [number(), number()];
    const r = await checkStock([inboundRow(a), inboundRow(b)]);
    const before = await rowCount(t, shopInventories);
    const bad = [r.data.list[0], { ...r.data.list[1], goldWeight: 'x' }];
    expect(await saveStock(bad)).toMatchObject({ code: 400, msg: '第2行：金重(g)：请输入不小于零的数，最多保留三位小数' });
    expect(await rowCount(t, shopInventories)).toBe(before);
    const r2 = await checkStock([inboundRow(a), inboundRow(b)]);
    const changed = [r2.data.list[0], { ...r2.data.list[1], goldWeight: '9.999' }];
    expect(await saveStock(changed)).toMatchObject({ code: 200, data: { snum: 2 } });
    expect(await itemOf(b)).toMatchObject({ goldWeight: '9.999' });
  });

  it('checks the database again in the save: an item sold or a number taken since the check is refused, nothing written', async () => {
    const [a, b] = [number(), number()];
    await stockIn(t, shop.code, [a, b]);
    const first = await check('/api/shop/sale/checkImportData', [SALE_HEADER, saleRow(a), saleRow(b)]);
    const second = await check('/api/shop/sale/checkImportData', [SALE_HEADER, saleRow(b)]);
    expect(first.data.blnError).toBe(false);
    expect(await save('/api/shop/sale/import', second.data.list)).toMatchObject({ code: 200, data: { snum: 1 } });
    const sales = await rowCount(t, shopSales);
    const refused = await save('/api/shop/sale/import', first.data.list);
    expect(refused.code).toBe(400);
    expect(refused.msg).toMatch(/^第2行：/);
    expect(await rowCount(t, shopSales)).toBe(sales);
    expect(await itemOf(a)).toMatchObject({ state: 1 });

    const c = number();
    const inbound = await checkStock([inboundRow(c)]);
    await stockIn(t, shop.code, [c]);
    const taken = await saveStock(inbound.data.list);
    expect(taken).toMatchObject({ code: 400, msg: '第1行：饰品编号已存在' });
  });

  it('checks the dictionaries again in the save: an item disabled since the check is refused, nothing written', async () => {
    const [type] = await t.db.select().from(dictionaryTypes).where(eq(dictionaryTypes.enCode, 'goldCategory'));
    const ring = and(eq(dictionaryData.typeId, type.id), eq(dictionaryData.fullName, '戒指'));
    const a = number();
    const r = await checkStock([inboundRow(a)]);
    expect(r.data.blnError).toBe(false);
    const before = await rowCount(t, shopInventories);
    await t.db.update(dictionaryData).set({ enabledMark: 0 }).where(ring);
    try {
      const refused = await saveStock(r.data.list);
      expect(refused.code).toBe(400);
      expect(refused.msg).toMatch(/^第1行：饰品类别/);
      expect(await rowCount(t, shopInventories)).toBe(before);
    } finally {
      await t.db.update(dictionaryData).set({ enabledMark: 1 }).where(ring);
    }
    const again = await checkStock([inboundRow(a)]);
    expect(await saveStock(again.data.list)).toMatchObject({ code: 200, data: { snum: 1 } });
  });
});
