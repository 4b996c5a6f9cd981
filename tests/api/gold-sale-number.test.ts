import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { shopInventories, shopSales } from '../../server/db/schema';
import { rowsOf } from '../../server/db/json-params';
import { uploadFile, xlsxFile } from './helpers';
import { call, createFranchisee, createShop, createSpv, goldApp, type GoldContext, SALE_HEADER } from './gold-helpers';
import { itemNumber } from './gold-finance-helpers';

/**
 * The item number of a sale (issue 14; docs/domain.md#sale; migration 0017): unique per stock item when the sale is
 * matched to one, per shop otherwise, so a sale without an inbound record (noInventory) no longer blocks the number in
 * every other shop. The import's check, its save and the index agree, with the model's duplicate message.
 */

let t: GoldContext;
let shopA: any;
let shopB: any;

const DUPLICATE = '本门店已有该饰品的销售记录';

const saleRow = (shop: any, inventoryNumber: string, remark: string | null = null) =>
  ({ shopId: shop.code, inventoryNumber, saleDate: '2026-01-08', goldWeight: '3.456', retailPrice: '600.00', remark });
const saveSales = (rows: unknown[], headers: Record<string, string> = {}) =>
  call(t.app, 'POST', '/api/shop/sale/import', { token: t.admin, payload: rows, headers });
const checkSales = (rows: unknown[][]) => uploadFile(t.app, '/api/shop/sale/checkImportData', t.admin, xlsxFile([SALE_HEADER, ...rows]));
const saleCells = (shop: any, n: string) => [shop.code, n, '2026-01-08', '3.456', '600', '', '', '', '', ''];
const liveSales = (n: string) => t.db.select({ shopId: shopSales.shopId, noInventory: shopSales.noInventory, inventoryId: shopSales.inventoryId })
  .from(shopSales).where(and(eq(shopSales.inventoryNumber, n), isNull(shopSales.deletedAt)));
const everything = async () => JSON.stringify(await t.db.select().from(shopSales).orderBy(shopSales.id));

beforeAll(async () => {
  t = await goldApp();
  const franchisee = (await createFranchisee(t, (await createSpv(t)).id)).id;
  [shopA, shopB] = [await createShop(t, franchisee), await createShop(t, franchisee)];
});
afterAll(async () => t?.close());

describe('a sale without an inbound record holds its number in its own shop only', () => {
  it('two shops each save a sale of the same number without an inbound record', async () => {
    const n = itemNumber();
    expect(await saveSales([saleRow(shopA, n)])).toMatchObject({ code: 200, data: { snum: 1 } });
    // The check of another shop's file finds no clash and lists the row as without an inbound record.
    const checked = await checkSales([saleCells(shopB, n)]);
    expect(checked.data).toMatchObject({ blnError: false, blnNoInventory: true });
    expect(checked.data.list[0]).toMatchObject({ inventoryNumber: n, blnNoInventory: true });
    expect(checked.data.list[0].errors).toBeUndefined();
    expect(await saveSales([saleRow(shopB, n)])).toMatchObject({ code: 200, data: { snum: 1 } });
    const sales = await liveSales(n);
    expect(sales.map((s) => s.shopId).sort()).toEqual([shopA.id, shopB.id].sort());
    expect(sales.every((s) => s.noInventory === 1 && s.inventoryId === null)).toBe(true);
  });

  it('one file may sell a number in two shops; the same number twice in one shop is the second row\'s error', async () => {
    const [n, m] = [itemNumber(), itemNumber()];
    const checked = await checkSales([saleCells(shopA, n), saleCells(shopB, n), saleCells(shopA, m), saleCells(shopA, m)]);
    const [a, b, first, again] = checked.data.list;
    for (const row of [a, b, first]) {
      expect(row).toMatchObject({ blnNoInventory: true });
      expect(row.errors).toBeUndefined();
    }
    expect(again.errors).toEqual({ inventoryNumber: `${DUPLICATE}（与第3行重复）` });
    expect(checked.data.blnError).toBe(true);
  });

  it('the same shop refuses a second sale of the number with the model\'s message and writes nothing', async () => {
    const n = itemNumber();
    expect(await saveSales([saleRow(shopA, n)])).toMatchObject({ code: 200 });
    const before = await everything();
    // Another file (another remark, so not the same rows) naming the number again in that shop.
    const checked = await checkSales([saleCells(shopA, n)]);
    expect(checked.data.list[0].errors).toEqual({ inventoryNumber: DUPLICATE });
    expect(await saveSales([saleRow(shopA, n, '补录')])).toEqual({ code: 400, msg: `第1行：${DUPLICATE}`, data: { field: 'inventoryNumber' } });
    expect(await saveSales([saleRow(shopA, n, 'again')], { 'accept-language': 'en' }))
      .toMatchObject({ code: 400, msg: 'Row 1: This shop already has a sale of this item' });
    // With another good row, the whole save is refused.
    expect((await saveSales([saleRow(shopA, itemNumber()), saleRow(shopA, n, '补录')])).msg).toBe(`第2行：${DUPLICATE}`);
    expect(await everything()).toBe(before);
    expect(await liveSales(n)).toHaveLength(1);
  });

  it('a repeated import adds nothing; once the sale is deleted the shop may sell the number again', async () => {
    const n = itemNumber();
    const rows = [saleRow(shopA, n), saleRow(shopB, n)];
    expect(await saveSales(rows)).toMatchObject({ code: 200, data: { snum: 2 } });
    const before = await everything();
    expect(await saveSales(rows)).toMatchObject({ code: 409, msg: '这些数据已导入，不会重复保存' });
    expect(await everything()).toBe(before);
    const [{ id }] = await t.db.select({ id: shopSales.id }).from(shopSales)
      .where(and(eq(shopSales.inventoryNumber, n), eq(shopSales.shopId, shopA.id), isNull(shopSales.deletedAt)));
    expect((await call(t.app, 'DELETE', '/api/shop/sale/delete', { token: t.admin, payload: { ids: [id] } })).code).toBe(200);
    expect(await saveSales([saleRow(shopA, n, '重新导入')])).toMatchObject({ code: 200, data: { snum: 1 } });
    expect(await liveSales(n)).toHaveLength(2);
  });

  it('two saves of the same number in one shop cannot both succeed', async () => {
    const n = itemNumber();
    const replies = await Promise.all([saveSales([saleRow(shopA, n, 'a')]), saveSales([saleRow(shopA, n, 'b')])]);
    expect(replies.filter((r) => r.code === 200)).toHaveLength(1);
    // The loser is refused by the check (400) or, racing past it, by the index (409): the model's message either way.
    expect(replies.find((r) => r.code !== 200)?.msg).toContain(DUPLICATE);
    expect(await liveSales(n)).toHaveLength(1);
  });

  it('a matched sale holds its item: another shop may still sell the number without an inbound record', async () => {
    const n = itemNumber();
    const inbound = await call(t.app, 'POST', '/api/shopInventory/import', {
      token: t.admin, payload: { list: [{ inventoryNumber: n, shopId: shopA.code, batchNumber: 'RK1', category: 'ring', productName: '戒指', goldWeight: '3.456', inboundDate: '2026-01-05' }], blnOut: false },
    });
    expect(inbound.code).toBe(200);
    expect(await saveSales([saleRow(shopA, n)])).toMatchObject({ code: 200 });
    expect(await saveSales([saleRow(shopB, n)])).toMatchObject({ code: 200 });
    const [item] = await t.db.select({ id: shopInventories.id, state: shopInventories.state }).from(shopInventories)
      .where(and(eq(shopInventories.inventoryNumber, n), isNull(shopInventories.deletedAt)));
    expect(item.state).toBe(2);
    const sales = await liveSales(n);
    expect(sales.find((s) => s.shopId === shopA.id)).toMatchObject({ noInventory: 0, inventoryId: item.id });
    expect(sales.find((s) => s.shopId === shopB.id)).toMatchObject({ noInventory: 1, inventoryId: null });
    // The sold item in its own shop is refused by the check (already a sale there).
    const checked = await checkSales([saleCells(shopA, n)]);
    expect(checked.data.list[0].errors).toEqual({ inventoryNumber: DUPLICATE });
  });
});

describe('the indexes of migration 0017', () => {
  const insertSale = (shopId: string, inventoryNumber: string, inventoryId: string | null) => t.db.insert(shopSales).values({
    shopId, inventoryNumber, inventoryId, saleDate: '2026-01-08', goldWeight: '1.000', retailPrice: '600.00', saleAmount: '600.00', noInventory: inventoryId ? 0 : 1,
  });
  const violation = async (work: Promise<unknown>) => {
    try {
      await work;
      return undefined;
    } catch (error) {
      for (let e: any = error; e; e = e.cause) if (e.code === '23505') return e.constraint as string;
      throw error;
    }
  };

  it('refuse a number twice in a shop and an item sold twice, whatever writes them', async () => {
    const n = itemNumber();
    await insertSale(shopA.id, n, null);
    await insertSale(shopB.id, n, null);
    expect(await violation(insertSale(shopA.id, n, null))).toBe('shop_sales_number_shop_live_idx');
    expect(await violation(insertSale(shopB.id, `${n}X`, 'item-1'))).toBeUndefined();
    expect(await violation(insertSale(shopA.id, `${n}Y`, 'item-1'))).toBe('shop_sales_item_live_idx');
    // Deleted sales hold nothing.
    await t.db.update(shopSales).set({ deletedAt: new Date() }).where(and(eq(shopSales.inventoryNumber, n), eq(shopSales.shopId, shopA.id)));
    expect(await violation(insertSale(shopA.id, n, null))).toBeUndefined();
  });

  it('the migration replaces the number index on a database holding sales', async () => {
    const indexes = async () => rowsOf<{ indexname: string; indexdef: string }>(await t.db.execute(sql`
      select indexname, indexdef from pg_indexes where tablename = 'shop_sales' and indexdef like 'CREATE UNIQUE%' order by indexname`));
    const migrated = await indexes();
    expect(migrated.map((i) => i.indexname)).toEqual(['shop_sales_item_live_idx', 'shop_sales_number_shop_live_idx', 'shop_sales_pkey']);
    // Back to the state before 0017 (the index of 0008), with the sales of the tests above, then 0017 again.
    const statements = (file: string) => readFileSync(new URL(`../../server/db/migrations/${file}`, import.meta.url), 'utf8')
      .split('--> statement-breakpoint').map((s) => s.trim()).filter(Boolean);
    for (const index of ['shop_sales_item_live_idx', 'shop_sales_number_shop_live_idx']) await t.db.execute(sql.raw(`drop index "${index}"`));
    // The old index needs one live sale per number: the other shops' duplicates go for now.
    const shadowed = rowsOf<{ id: string }>(await t.db.execute(sql`
      update shop_sales s set deleted_at = now() where deleted_at is null and exists (
        select 1 from shop_sales o where o.deleted_at is null and o.inventory_number = s.inventory_number and o.id < s.id) returning s.id`));
    expect(shadowed.length).toBeGreaterThan(0);
    await t.db.execute(sql.raw(statements('0008_gold_stock_sales.sql').find((s) => s.includes('"shop_sales_number_live_idx"'))!));
    expect((await indexes()).map((i) => i.indexname)).toContain('shop_sales_number_live_idx');
    for (const statement of statements('0017_sale_number_per_shop.sql')) await t.db.execute(sql.raw(statement));
    expect(await indexes()).toEqual(migrated);
  });
});
