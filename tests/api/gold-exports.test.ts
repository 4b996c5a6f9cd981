import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFranchisee, createShop, createSpv, exportCall, fileCall, goldApp, goldUser, stockIn, storedItem, type GoldContext } from './gold-helpers';
import { importSales, itemNumber } from './gold-finance-helpers';

// The stock and sales exports (export, pageExport, exportOut, sale export) read back as .xlsx, and the import
// templates of prices, stock (inbound, outbound), sales and shops (docs/product.md#import-wizard).
let t: GoldContext;
let shopA: any;
let shopB: any;
let scoped: string;
let noButtons: string;
/** A's items: in stock, sold, out; B's: in stock, sold. Numbers sort in creation order. */
const n = { a1: itemNumber(), a2: itemNumber(), a3: itemNumber(), b1: itemNumber(), b2: itemNumber() };

const STOCK_HEADER = ['饰品编号', '门店', '入库批次', '饰品类别', '品名', '金重(g)', '成色(‰)', '工费(元)', '入库日期', '状态', '出库日期', '出库类型', '出库原因', '备注'];
const SALE_HEADER = ['门店', '饰品编号', '销售日期', '金重(g)', '销售金价(元/克)', '工费(元)', '销售金额(元)', '旧料克重(g)', '旧料金价(元/克)', '旧料金额(元)', '销售员', '无入库记录', '备注'];
/** The trailing audit columns: creation time (header names the zone) and creator. */
const AUDIT_HEADER = [expect.stringMatching(/^创建时间 \(.+\)$/), '创建人'];
const TIME = expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

beforeAll(async () => {
  t = await goldApp();
  const spv = await createSpv(t);
  const fA = await createFranchisee(t, spv.id);
  shopA = await createShop(t, fA.id);
  shopB = await createShop(t, (await createFranchisee(t, (await createSpv(t)).id)).id);
  await stockIn(t, shopA.code, [n.a1, n.a2, n.a3], { batchNumber: 'RKA', labourFee: '80.00', remark: '柜台A' });
  await stockIn(t, shopB.code, [n.b1, n.b2], { batchNumber: 'RKB', category: 'bar', goldWeight: '10.000' });
  await importSales(t, [
    { shop: shopA.code, inventoryNumber: n.a2, day: '2026-01-08', weight: '3.456', retailPrice: '658.00', labourFee: '120.00', oldGoldWeight: '2.100', oldGoldPrice: '560.00' },
    { shop: shopB.code, inventoryNumber: n.b2, day: '2026-01-09', weight: '10.000' },
  ]);
  const out = await call(t.app, 'POST', '/api/shopInventory/out', { token: t.admin, payload: { ids: [(await storedItem(t, n.a3)).id], outDate: '2026-02-01', outType: 1, outReason: '款式调整' } });
  expect(out.code).toBe(200);
  const download = { inventory: ['btn_download', 'btn_upload'], sale: ['btn_download', 'btn_upload'] };
  scoped = await goldUser(t, download, { allianceBusinessId: fA.id });
  noButtons = await goldUser(t, { inventory: [], sale: [], goldPrice: [], shop: [] });
}, 180_000);
afterAll(async () => t?.close());

const byNumber = { sidx: 'inventoryNumber', sort: 'asc' };

describe('stock exports', () => {
  it('export: every item matching the filters, with display values, as 门店库存.xlsx', async () => {
    const ex = await exportCall(t, '/api/shopInventory/export', t.admin, { shopId: shopA.id, ...byNumber });
    expect(ex.fileName).toBe('门店库存.xlsx');
    expect(ex.rows[0]).toEqual([...STOCK_HEADER, ...AUDIT_HEADER]);
    expect(ex.rows.slice(1)).toEqual([
      [n.a1, shopA.name, 'RKA', '戒指', '足金戒指', '3.456', '999', '80.00', '2026-01-05', '在库', '', '', '', '柜台A', TIME, '管理员'],
      [n.a2, shopA.name, 'RKA', '戒指', '足金戒指', '3.456', '999', '80.00', '2026-01-05', '已售', '', '', '', '柜台A', TIME, '管理员'],
      [n.a3, shopA.name, 'RKA', '戒指', '足金戒指', '3.456', '999', '80.00', '2026-01-05', '已出库', '2026-02-01', '退回SPV', '款式调整', '柜台A', TIME, '管理员'],
    ]);
  });

  it('pageExport: the rows of the asked page only', async () => {
    const ex = await fileCall(t, 'GET', '/api/shopInventory/pageExport', t.admin, { query: { shopId: shopA.id, currentPage: '2', pageSize: '2', ...byNumber } });
    expect(ex.fileName).toBe('门店库存.xlsx');
    expect(ex.rows[0]).toEqual([...STOCK_HEADER, ...AUDIT_HEADER]);
    expect(ex.rows.slice(1).map((r) => r[0])).toEqual([n.a3]);
    const first = await fileCall(t, 'GET', '/api/shopInventory/pageExport', t.admin, { query: { currentPage: '1', pageSize: '2', ...byNumber } });
    expect(first.rows.slice(1).map((r) => r[0])).toEqual([n.a1, n.a2]);
  });

  it('exportOut: outbound items only, with their outbound columns, as 门店出库.xlsx', async () => {
    const ex = await exportCall(t, '/api/shopInventory/exportOut', t.admin, {});
    expect(ex.fileName).toBe('门店出库.xlsx');
    expect(ex.rows).toEqual([
      ['饰品编号', '门店', '入库批次', '饰品类别', '品名', '金重(g)', '成色(‰)', '入库日期', '出库日期', '出库类型', '出库原因', '修改人'],
      [n.a3, shopA.name, 'RKA', '戒指', '足金戒指', '3.456', '999', '2026-01-05', '2026-02-01', '退回SPV', '款式调整', '管理员'],
    ]);
    // A state filter cannot widen it to items in stock.
    expect((await exportCall(t, '/api/shopInventory/exportOut', t.admin, { state: 1 })).rows.slice(1).map((r) => r[0])).toEqual([n.a3]);
  });

  it('a franchisee-linked user exports only their shops\' items; asking for another shop is nothing to export', async () => {
    const all = await exportCall(t, '/api/shopInventory/export', scoped, byNumber);
    expect(all.rows.slice(1).map((r) => [r[0], r[1]])).toEqual([[n.a1, shopA.name], [n.a2, shopA.name], [n.a3, shopA.name]]);
    const page = await fileCall(t, 'GET', '/api/shopInventory/pageExport', scoped, { query: { currentPage: '1', pageSize: '50', ...byNumber } });
    expect(page.rows.slice(1).map((r) => r[0])).toEqual([n.a1, n.a2, n.a3]);
    expect((await exportCall(t, '/api/shopInventory/exportOut', scoped, {})).rows.slice(1).map((r) => r[0])).toEqual([n.a3]);
    expect((await exportCall(t, '/api/shopInventory/export', scoped, { shopId: shopB.id })).json).toEqual({ code: 400, msg: '没有可导出的数据' });
  });
});

describe('sales export', () => {
  it('every sale matching the filters with its computed amounts, as 门店销售.xlsx', async () => {
    const ex = await exportCall(t, '/api/shop/sale/export', t.admin, { shopId: shopA.id });
    expect(ex.fileName).toBe('门店销售.xlsx');
    expect(ex.rows).toEqual([
      [...SALE_HEADER, ...AUDIT_HEADER],
      // 3.456 g × 658.00 = 2274.05 + 120.00 labour; 2.100 g × 560.00 = 1176.00.
      [shopA.name, n.a2, '2026-01-08', '3.456', '658.00', '120.00', '2394.05', '2.100', '560.00', '1176.00', '', '否', '', TIME, '管理员'],
    ]);
  });

  it('a franchisee-linked user exports only their shops\' sales', async () => {
    expect((await exportCall(t, '/api/shop/sale/export', scoped, {})).rows.slice(1).map((r) => [r[0], r[1]])).toEqual([[shopA.name, n.a2]]);
    expect((await exportCall(t, '/api/shop/sale/export', scoped, { shopId: shopB.id })).json).toEqual({ code: 400, msg: '没有可导出的数据' });
  });
});

describe('export access', () => {
  const exports: Array<['GET' | 'POST', string]> = [
    ['POST', '/api/shopInventory/export'], ['GET', '/api/shopInventory/pageExport'], ['POST', '/api/shopInventory/exportOut'], ['POST', '/api/shop/sale/export'],
  ];
  it.each(exports)('%s %s: 600 without a session, 403 without btn_download', async (method, url) => {
    const query = method === 'GET' ? { currentPage: '1', pageSize: '20' } : undefined;
    const payload = method === 'POST' ? {} : undefined;
    expect((await fileCall(t, method, url, undefined, { query, payload })).json).toMatchObject({ code: 600 });
    expect((await fileCall(t, method, url, noButtons, { query, payload })).json).toMatchObject({ code: 403 });
  });
});

describe('import templates', () => {
  const template = (url: string, token = t.admin, query?: Record<string, string>, headers?: Record<string, string>) => fileCall(t, 'GET', url, token, { query, headers });

  it('gold prices: the import columns and an example row', async () => {
    const file = await template('/api/goldPrice/template');
    expect(file.fileName).toBe('金价导入模板.xlsx');
    expect(file.rows).toEqual([['日期', '金价类型', '金价(元/克)', '来源', '备注'], ['2026-01-05', '基础金价', '612.50', '上海黄金交易所', '']]);
    expect((await template('/api/goldPrice/template', t.admin, undefined, { 'jnpf-lang': 'en' })).rows[0]).toEqual(['Date', 'Price type', 'Price (CNY/g)', 'Source', 'Remark']);
  });

  it('stock: inbound by default and as type=stock, outbound as type=stockOut; an unknown type is refused', async () => {
    const inbound = [
      ['饰品编号', '门店', '入库批次', '饰品类别', '品名', '金重(g)', '成色(‰)', '工费(元)', '入库日期', '备注'],
      ['JZ20260105001', 'MD2026010001', 'RK20260105', '戒指', '足金素圈戒指', '3.456', '999', '80.00', '2026-01-05', ''],
    ];
    const plain = await template('/api/shopInventory/template');
    expect(plain.fileName).toBe('库存导入模板.xlsx');
    expect(plain.rows).toEqual(inbound);
    expect((await template('/api/shopInventory/template', t.admin, { type: 'stock' })).rows).toEqual(inbound);
    const out = await template('/api/shopInventory/template', t.admin, { type: 'stockOut' });
    expect(out.fileName).toBe('库存出库导入模板.xlsx');
    expect(out.rows).toEqual([['饰品编号', '出库日期', '出库类型', '出库原因'], ['JZ20260105001', '2026-02-01', '退回SPV', '款式调整']]);
    expect((await template('/api/shopInventory/template', t.admin, { type: 'nope' })).json).toMatchObject({ code: 400, data: { field: 'type' } });
  });

  it('sales and shops: the import columns and an example row', async () => {
    const sale = await template('/api/shop/sale/template');
    expect(sale.fileName).toBe('销售记录导入模板.xlsx');
    expect(sale.rows).toEqual([
      ['门店', '饰品编号', '销售日期', '金重(g)', '销售金价(元/克)', '工费(元)', '旧料克重(g)', '旧料金价(元/克)', '销售员', '备注'],
      ['MD2026010001', 'JZ20260105001', '2026-01-08', '3.456', '658.00', '120.00', '2.100', '560.00', '张三', ''],
    ]);
    const shop = await template('/api/shop/template');
    expect(shop.fileName).toBe('门店导入模板.xlsx');
    expect(shop.rows).toEqual([
      ['门店名称', '所属加盟商', '所属SPV', '详细地址', '经度', '纬度', '店长', '联系电话', '开业日期', '营业面积(㎡)', '铺货克重上限(g)', '备注'],
      ['金源黄金(南山店)', 'JM2026010001', '', '南山大道1001号', '113.930000', '22.530000', '李四', '13800138000', '2026-01-01', '80.00', '5000.000', ''],
    ]);
  });

  it.each(['/api/goldPrice/template', '/api/shopInventory/template', '/api/shop/sale/template', '/api/shop/template'])('%s: 600 without a session, 403 without btn_upload', async (url) => {
    expect((await template(url, '')).json).toMatchObject({ code: 600 });
    expect((await template(url, noButtons)).json).toMatchObject({ code: 403 });
  });
});
