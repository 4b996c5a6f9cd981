import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateRecords } from '../../server/db/schema';
import { hostTimeZone } from '../../schemas/format/time';
import {
  ALL_BUTTONS, call, createFranchisee, createShop, createSpv, exportCall, goldApp, goldUser, rowCount, uniqueName, type GoldContext,
} from './gold-helpers';

let t: GoldContext;
let spv: any;
let franchisee: any;
let shop: any;
let otherShop: any;
beforeAll(async () => {
  t = await goldApp();
  spv = await createSpv(t, { name: uniqueName('历史SPV'), phone: '13800138000', creditLimit: '100' });
  franchisee = await createFranchisee(t, spv.id);
  shop = await createShop(t, franchisee.id, { weightLimit: '10' });
  const other = await createFranchisee(t, (await createSpv(t)).id);
  otherShop = await createShop(t, other.id);
  // Three edits of the SPV, each its own transaction (so each its own time).
  await call(t.app, 'POST', '/api/spv/edit', { token: t.admin, payload: { id: spv.id, version: 0, phone: '13900139000' } });
  await call(t.app, 'POST', '/api/spv/edit', { token: t.admin, payload: { id: spv.id, version: 1, creditLimit: '200', remark: '提额' } });
  await call(t.app, 'POST', '/api/spv/edit', { token: t.admin, payload: { id: spv.id, version: 2, status: 0 } });
  await call(t.app, 'POST', '/api/shop/freeze', { token: t.admin, payload: { id: shop.id, status: 2, reason: '巡检' } });
});
afterAll(async () => { await t?.close(); });

const recordsPage = (token: string | undefined, query: Record<string, string>, headers?: Record<string, string>) =>
  call(t.app, 'GET', '/api/updateRecord/page', { token, query, headers });

describe('GET /api/updateRecord/page', () => {
  it('lists one entity\'s change records newest first, with paging', async () => {
    const r = await recordsPage(t.admin, { entityType: 'spv', entityId: spv.id });
    expect(r.code).toBe(200);
    expect(r.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 4 });
    expect(r.data.list.map((x: any) => [x.field, x.fieldName, x.oldValue, x.newValue])).toEqual([
      ['status', '状态', '启用', '禁用'],
      ['creditLimit', '授信额度(元)', '100.00', '200.00'],
      ['remark', '备注', null, '提额'],
      ['phone', '联系电话', '13800138000', '13900139000'],
    ]);
    expect(r.data.list[0]).toMatchObject({ entityType: 'spv', entityId: spv.id, operatorName: '管理员', createdAt: expect.any(Number) });
    const second = await recordsPage(t.admin, { entityType: 'spv', entityId: spv.id, pageSize: '3', currentPage: '2' });
    expect(second.data.list.map((x: any) => x.field)).toEqual(['phone']);
    const shopRecords = await recordsPage(t.admin, { entityType: 'shop', entityId: shop.id });
    expect(shopRecords.data.list.map((x: any) => [x.field, x.newValue])).toEqual([['freezeReason', '巡检'], ['status', '冻结']]);
    expect((await recordsPage(t.admin, { entityType: 'franchisee', entityId: franchisee.id })).data.pagination.total).toBe(0);
  });

  it('names the record it belongs to: the entity\'s label, the record\'s code and name, in the reader\'s language', async () => {
    expect(shop.code).toMatch(/\S/);
    const zh = await recordsPage(t.admin, { entityType: 'shop', entityId: shop.id });
    expect(zh.data.record).toEqual({ code: shop.code, name: shop.name });
    expect(zh.data.title).toBe(`门店 ${shop.code} ${shop.name} 的修改记录`);
    const en = await recordsPage(t.admin, { entityType: 'shop', entityId: shop.id }, { 'jnpf-lang': 'en' });
    expect(en.data.title).toBe(`History of Shop ${shop.code} ${shop.name}`);
    const zhtw = await recordsPage(t.admin, { entityType: 'spv', entityId: spv.id }, { 'jnpf-lang': 'zhtw' });
    expect(zhtw.data.title).toBe(`SPV ${spv.code} ${spv.name} 的修改記錄`);
    // A record without changes is still named; one out of scope is not (404, no title).
    expect((await recordsPage(t.admin, { entityType: 'franchisee', entityId: franchisee.id })).data.title)
      .toBe(`加盟商 ${franchisee.code} ${franchisee.name} 的修改记录`);
    const owner = await goldUser(t, { shop: [] }, { allianceBusinessId: franchisee.id });
    expect(await recordsPage(owner, { entityType: 'shop', entityId: otherShop.id })).toEqual({ code: 404, msg: '门店不存在' });
  });

  it('refuses bad input, no session, callers without the entity\'s menu, and entities out of scope', async () => {
    expect(await recordsPage(t.admin, { entityType: 'user', entityId: spv.id })).toEqual({ code: 400, msg: 'entityType: 取值必须是 spv、franchisee、shop、goldPrice、shopInventory、shopSale、shopSettlementDay、shopSettlement、shopFundBatch、shopFund、shopSpecialFund、monthEndSettlement 之一' });
    expect(await recordsPage(t.admin, { entityType: 'spv' })).toEqual({ code: 400, msg: 'entityId: 不能为空' });
    expect((await recordsPage(undefined, { entityType: 'spv', entityId: spv.id })).code).toBe(600);
    const shopOnly = await goldUser(t, { shop: [] });
    expect(await recordsPage(shopOnly, { entityType: 'spv', entityId: spv.id })).toEqual({ code: 403, msg: '权限不足' });
    expect((await recordsPage(shopOnly, { entityType: 'shop', entityId: shop.id })).code).toBe(200);
    expect(await recordsPage(t.admin, { entityType: 'shop', entityId: 'none' })).toEqual({ code: 404, msg: '门店不存在' });
    // The shop's franchisee sees its history; another franchisee's user gets 404, as if it did not exist.
    const owner = await goldUser(t, { shop: [] }, { allianceBusinessId: franchisee.id });
    expect((await recordsPage(owner, { entityType: 'shop', entityId: shop.id })).data.pagination.total).toBe(2);
    expect(await recordsPage(owner, { entityType: 'shop', entityId: otherShop.id })).toEqual({ code: 404, msg: '门店不存在' });
    const spvUser = await goldUser(t, { spv: [], franchisee: [] }, { spvId: spv.id });
    expect((await recordsPage(spvUser, { entityType: 'spv', entityId: spv.id })).data.pagination.total).toBe(4);
    expect((await recordsPage(spvUser, { entityType: 'franchisee', entityId: franchisee.id })).code).toBe(200);
    // A franchisee user reads their SPV's name, not its history.
    const franchiseeUser = await goldUser(t, { spv: [] }, { allianceBusinessId: franchisee.id });
    expect(await recordsPage(franchiseeUser, { entityType: 'spv', entityId: spv.id })).toEqual({ code: 404, msg: 'SPV不存在' });
  });
});

describe('POST /api/updateRecord/export', () => {
  it('sends the entity\'s records as 修改记录.xlsx, newest first', async () => {
    const ex = await exportCall(t, '/api/updateRecord/export', t.admin, { entityType: 'spv', entityId: spv.id });
    expect(ex.res.headers['content-disposition']).toBe(`attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent('修改记录.xlsx')}`);
    expect(ex.sheetName).toBe('修改记录');
    const [header, ...body] = ex.rows;
    // A time column names the configured zone (the server's by default) its cells are written in.
    expect(header).toEqual(['修改字段', '修改前', '修改后', '操作人', `修改时间 (${hostTimeZone()})`]);
    expect(body.map((r) => r.slice(0, 4))).toEqual([
      ['状态', '启用', '禁用', '管理员'],
      ['授信额度(元)', '100.00', '200.00', '管理员'],
      ['备注', '', '提额', '管理员'],
      ['联系电话', '13800138000', '13900139000', '管理员'],
    ]);
    expect(body[0][4]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await exportCall(t, '/api/updateRecord/export', t.admin, { entityType: 'franchisee', entityId: franchisee.id })).json)
      .toEqual({ code: 400, msg: '没有可导出的数据' });
  });

  it('needs the entity\'s menu and its btn_download, a session, and the entity in scope', async () => {
    const payload = { entityType: 'spv', entityId: spv.id };
    expect((await exportCall(t, '/api/updateRecord/export', undefined, payload)).json?.code).toBe(600);
    const viewer = await goldUser(t, { spv: [] });
    expect((await exportCall(t, '/api/updateRecord/export', viewer, payload)).json).toEqual({ code: 403, msg: '权限不足' });
    const downloader = await goldUser(t, { spv: ['btn_download'] });
    expect((await exportCall(t, '/api/updateRecord/export', downloader, payload)).isXlsx).toBe(true);
    const elsewhere = await goldUser(t, { shop: ALL_BUTTONS }, { allianceBusinessId: franchisee.id });
    expect((await exportCall(t, '/api/updateRecord/export', elsewhere, { entityType: 'shop', entityId: otherShop.id })).json?.code).toBe(404);
  });
});

describe('change records and their edit share one transaction', () => {
  it('a franchisee edit that fails after writing its records leaves no record behind', async () => {
    const home = await createSpv(t);
    const a = await createFranchisee(t, home.id);
    const b = await createFranchisee(t, home.id, { remark: '原备注' });
    const before = await rowCount(t, updateRecords);
    const r = await call(t.app, 'POST', '/api/allianceBusiness/personalEdit', { token: t.admin, payload: { id: b.id, version: 0, name: a.name, remark: '新备注' } });
    expect(r.code).toBe(409);
    expect(await rowCount(t, updateRecords)).toBe(before);
    expect((await recordsPage(t.admin, { entityType: 'franchisee', entityId: b.id })).data.pagination.total).toBe(0);
    // The same edit without the clash lands with its record.
    await call(t.app, 'POST', '/api/allianceBusiness/personalEdit', { token: t.admin, payload: { id: b.id, version: 0, remark: '新备注' } });
    expect((await recordsPage(t.admin, { entityType: 'franchisee', entityId: b.id })).data.list.map((x: any) => [x.oldValue, x.newValue]))
      .toEqual([['原备注', '新备注']]);
  });
});
