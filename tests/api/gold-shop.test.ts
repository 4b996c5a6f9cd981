import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { billRules, shopSettlementDays, shops } from '../../server/db/schema';
import {
  ALL_BUTTONS, FUTIAN, HAIDIAN, NANSHAN, call, createFranchisee, createShop, createSpv, exportCall, goldApp, goldUser,
  recordCount, recordsOf, rowCount, storedRecordsOf, uniqueName, type GoldContext,
} from './gold-helpers';
import { uploadFile, xlsxFile } from './helpers';

let t: GoldContext;
let spv: any;
let otherSpv: any;
let franchisee: any;
beforeAll(async () => {
  t = await goldApp();
  spv = await createSpv(t, { name: uniqueName('门店SPV') });
  otherSpv = await createSpv(t, { name: uniqueName('寄售SPV') });
  franchisee = await createFranchisee(t, spv.id, { name: uniqueName('店主') });
});
afterAll(async () => { await t?.close(); });

const edit = (token: string | undefined, payload: Record<string, unknown>, headers?: Record<string, string>) =>
  call(t.app, 'POST', '/api/shop/edit', { token, payload, headers });
const freeze = (token: string | undefined, payload: Record<string, unknown>) => call(t.app, 'POST', '/api/shop/freeze', { token, payload });
const row = async (id: string) => (await t.db.select().from(shops).where(eq(shops.id, id)))[0];
const lastCode = async () => (await t.db.select().from(billRules).where(eq(billRules.enCode, 'shopCode')))[0].outputNumber;

describe('POST /api/shop/edit (create)', () => {
  it('creates a shop with the next shopCode number; its SPV defaults to the franchisee\'s', async () => {
    const a = await createShop(t, franchisee.id, {
      areaIds: NANSHAN, address: '南山大道1号', longitude: 113.930476, latitude: '22.533013', manager: '赵六', phone: '0755-26660000',
      openingDate: '2024-05-01', floorArea: '120.5', weightLimit: 5000, remark: '旗舰店',
    });
    expect(a).toMatchObject({
      code: expect.stringMatching(/^MD\d{10}$/), allianceBusinessId: franchisee.id, allianceBusinessName: franchisee.name, spvId: spv.id, spvName: spv.name,
      areaName: '广东省/深圳市/南山区', longitude: '113.930476', latitude: '22.533013', openingDate: '2024-05-01', floorArea: '120.50',
      weightLimit: '5000.000', status: 1, freezeReason: null, freezeTime: null, freezeByName: null, version: 0, createdByName: '管理员',
    });
    const b = await createShop(t, franchisee.id, { spvId: otherSpv.id });
    expect(b).toMatchObject({ spvId: otherSpv.id, spvName: otherSpv.name });
    expect(Number(b.code.slice(-4))).toBe(Number(a.code.slice(-4)) + 1);
    expect(await lastCode()).toBe(b.code);
    expect(await recordCount(t, a.id)).toBe(0);
  });

  it('refuses bad input with a message naming the field, and writes nothing', async () => {
    const disabledFranchisee = await createFranchisee(t, spv.id, { status: 0 });
    const disabledSpv = await createSpv(t, { status: 0 });
    const base = { allianceBusinessId: franchisee.id };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...base }, '门店名称不能为空', 'name'],
      [{ name: uniqueName('S') }, '所属加盟商不能为空', 'allianceBusinessId'],
      [{ ...base, name: uniqueName('S'), weightLimit: '1.2345' }, '铺货克重上限(g)：请输入不小于零的数，最多保留三位小数', 'weightLimit'],
      [{ ...base, name: uniqueName('S'), weightLimit: -5 }, '铺货克重上限(g)：请输入不小于零的数，最多保留三位小数', 'weightLimit'],
      [{ ...base, name: uniqueName('S'), floorArea: '10.001' }, '营业面积(㎡)：请输入不小于零的数，最多保留两位小数', 'floorArea'],
      [{ ...base, name: uniqueName('S'), longitude: '181' }, '经度：经度应在-180到180之间，最多六位小数', 'longitude'],
      [{ ...base, name: uniqueName('S'), latitude: '22.1234567' }, '纬度：纬度应在-90到90之间，最多六位小数', 'latitude'],
      [{ ...base, name: uniqueName('S'), phone: 'abc' }, '联系电话：请正确输入您的手机或座机号', 'phone'],
      [{ ...base, name: uniqueName('S'), openingDate: '2024-13-01' }, '开业日期：请输入正确的日期（YYYY-MM-DD）', 'openingDate'],
      [{ ...base, name: uniqueName('S'), areaIds: ['44', '4403', '110108'] }, '所在地区：请选择有效的省市区', 'areaIds'],
      [{ ...base, name: uniqueName('S'), manager: 'x'.repeat(51) }, '店长：长度不能超过50个字符', 'manager'],
      [{ name: uniqueName('S'), allianceBusinessId: 'unknown' }, '所属加盟商不存在或已禁用', 'allianceBusinessId'],
      [{ name: uniqueName('S'), allianceBusinessId: disabledFranchisee.id }, '所属加盟商不存在或已禁用', 'allianceBusinessId'],
      [{ ...base, name: uniqueName('S'), spvId: disabledSpv.id }, '所属SPV不存在或已禁用', 'spvId'],
    ];
    const before = await rowCount(t, shops);
    const number = await lastCode();
    for (const [payload, msg, field] of cases) expect({ payload, reply: await edit(t.admin, payload) }).toEqual({ payload, reply: { code: 400, msg, data: { field } } });
    expect(await rowCount(t, shops)).toBe(before);
    expect(await lastCode()).toBe(number);
    expect((await edit(t.admin, { ...base, name: uniqueName('S'), longitude: '181' }, { 'jnpf-lang': 'en' })).msg)
      .toBe('Longitude: Longitude must be between -180 and 180 with at most 6 decimals');
  });
});

describe('shop update', () => {
  it('writes change records with names for franchisee and SPV, and follows the new franchisee\'s SPV', async () => {
    const s = await createShop(t, franchisee.id, { weightLimit: '100', areaIds: NANSHAN });
    const moved = await createFranchisee(t, otherSpv.id, { name: uniqueName('新店主') });
    const r = await edit(t.admin, { id: s.id, version: 0, allianceBusinessId: moved.id, weightLimit: '100.000', areaIds: FUTIAN, latitude: '22.5' });
    expect(r).toMatchObject({ code: 200, data: { allianceBusinessId: moved.id, spvId: otherSpv.id, version: 1, weightLimit: '100.000', latitude: '22.500000' } });
    const changes = Object.fromEntries((await recordsOf(t, 'shop', s.id)).map((x) => [x.field, [x.fieldName, x.oldValue, x.newValue]]));
    expect(changes).toEqual({
      allianceBusinessId: ['所属加盟商', franchisee.name, moved.name],
      spvId: ['所属SPV', spv.name, otherSpv.name],
      areaIds: ['所在地区', '广东省/深圳市/南山区', '广东省/深圳市/福田区'],
      latitude: ['纬度', null, '22.500000'],
    });
    // Stored by field key with the raw values; an English reader sees English labels, the names, the area path.
    const stored = Object.fromEntries((await storedRecordsOf(t, 'shop', s.id)).map((x) => [x.field, [x.raw, x.oldValue, x.newValue]]));
    expect(stored).toMatchObject({ allianceBusinessId: [true, franchisee.id, moved.id], areaIds: [true, JSON.stringify(NANSHAN), JSON.stringify(FUTIAN)] });
    const english = Object.fromEntries((await recordsOf(t, 'shop', s.id, 'en')).map((x) => [x.field, [x.fieldName, x.oldValue, x.newValue]]));
    expect(english).toMatchObject({ allianceBusinessId: ['Franchisee', franchisee.name, moved.name], latitude: ['Latitude', null, '22.500000'] });
    expect(await edit(t.admin, { id: s.id, version: 0, remark: 'x' })).toEqual({ code: 409, msg: '数据已被他人修改，请刷新后重试' });
    expect(await edit(t.admin, { id: s.id, remark: 'x' })).toEqual({ code: 400, msg: '版本号不能为空', data: { field: 'version' } });
    expect(await edit(t.admin, { id: 'none', version: 0, remark: 'x' })).toEqual({ code: 404, msg: '门店不存在' });
  });

  it('a refused edit changes nothing and records nothing', async () => {
    const s = await createShop(t, franchisee.id, { phone: '13800138000' });
    const disabledSpv = await createSpv(t, { status: 0 });
    expect(await edit(t.admin, { id: s.id, version: 0, phone: '13900139000', spvId: disabledSpv.id })).toEqual({ code: 400, msg: '所属SPV不存在或已禁用', data: { field: 'spvId' } });
    expect(await recordCount(t, s.id)).toBe(0);
    expect(await row(s.id)).toMatchObject({ phone: '13800138000', version: 0 });
  });
});

describe('POST /api/shop/freeze', () => {
  it('freezes with a reason (recorded with time and operator) and unfreezes; both write change records', async () => {
    const s = await createShop(t, franchisee.id);
    expect(await freeze(t.admin, { id: s.id, status: 2 })).toEqual({ code: 400, msg: '冻结原因不能为空', data: { field: 'freezeReason' } });
    expect(await freeze(t.admin, { id: s.id, status: 2, reason: '  ' })).toEqual({ code: 400, msg: '冻结原因不能为空', data: { field: 'freezeReason' } });
    expect(await freeze(t.admin, { id: s.id, status: 2, reason: 'x'.repeat(201) })).toEqual({ code: 400, msg: '冻结原因：长度不能超过200个字符', data: { field: 'freezeReason' } });
    expect(await freeze(t.admin, { id: s.id, status: 3, reason: 'x' })).toEqual({ code: 400, msg: 'status: 取值必须是 1、2 之一', data: { field: 'status' } });
    expect(await freeze(t.admin, { id: s.id, status: 1 })).toEqual({ code: 400, msg: '门店未冻结' });
    expect(await row(s.id)).toMatchObject({ status: 1, version: 0 });
    expect(await recordCount(t, s.id)).toBe(0);

    const before = Date.now();
    const frozen = await freeze(t.admin, { id: s.id, status: 2, reason: '账款逾期' });
    expect(frozen).toMatchObject({ code: 200, msg: '冻结成功', data: { status: 2, freezeReason: '账款逾期', freezeByName: '管理员', version: 1 } });
    expect(frozen.data.freezeTime).toBeGreaterThanOrEqual(before - 1000);
    expect(await freeze(t.admin, { id: s.id, status: 2, reason: '再冻' })).toEqual({ code: 400, msg: '门店已处于冻结状态' });
    // A frozen shop still appears in the lists, tagged by its status.
    const listed = await call(t.app, 'GET', '/api/shop/list', { token: t.admin, query: { allianceBusinessId: franchisee.id, status: '2' } });
    expect(listed.data.list.map((x: any) => [x.id, x.status])).toEqual([[s.id, 2]]);

    const open = await freeze(t.admin, { id: s.id, status: 1 });
    expect(open).toMatchObject({ code: 200, msg: '解冻成功', data: { status: 1, freezeReason: null, freezeTime: null, freezeByName: null, version: 2 } });
    const records = (await recordsOf(t, 'shop', s.id)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.field.localeCompare(b.field));
    expect(records.map((x) => [x.field, x.fieldName, x.oldValue, x.newValue, x.operatorName])).toEqual([
      ['freezeReason', '冻结原因', null, '账款逾期', '管理员'],
      ['status', '状态', '营业', '冻结', '管理员'],
      ['freezeReason', '冻结原因', '账款逾期', null, '管理员'],
      ['status', '状态', '冻结', '营业', '管理员'],
    ]);
  });

  it('needs btn_freeze, and answers 404 for unknown shops', async () => {
    const s = await createShop(t, franchisee.id);
    const editor = await goldUser(t, { shop: ALL_BUTTONS });
    expect(await freeze(editor, { id: s.id, status: 2, reason: 'x' })).toEqual({ code: 403, msg: '权限不足' });
    expect(await row(s.id)).toMatchObject({ status: 1, version: 0 });
    expect((await freeze(undefined, { id: s.id, status: 2, reason: 'x' })).code).toBe(600);
    const freezer = await goldUser(t, { shop: ['btn_freeze'] }, undefined, '冻结员');
    expect((await freeze(freezer, { id: s.id, status: 2, reason: '检查' })).data).toMatchObject({ status: 2, freezeByName: '冻结员' });
    expect(await freeze(freezer, { id: 'none', status: 2, reason: 'x' })).toEqual({ code: 404, msg: '门店不存在' });
  });
});

describe('shop reads', () => {
  let f: any;
  let rows: any[];
  beforeAll(async () => {
    f = await createFranchisee(t, spv.id, { name: uniqueName('读店主') });
    rows = [
      await createShop(t, f.id, { name: uniqueName('南山店'), areaIds: NANSHAN, manager: '甲经理', weightLimit: '1000.5' }),
      await createShop(t, f.id, { name: uniqueName('福田店'), areaIds: FUTIAN }),
      await createShop(t, f.id, { name: uniqueName('海淀店'), areaIds: HAIDIAN, spvId: otherSpv.id }),
    ];
    await freeze(t.admin, { id: rows[1].id, status: 2, reason: '盘点' });
  });

  it('GET /api/shop/page filters by franchisee, SPV, status, area and keyword', async () => {
    const q = (query: Record<string, string | string[]>) => t.app.inject({ method: 'GET', url: '/api/shop/page', query: { allianceBusinessId: f.id, ...query }, headers: { authorization: t.admin } }).then((r) => r.json());
    const ids = (r: any) => r.data.list.map((x: any) => x.id);
    expect(ids(await q({}))).toEqual([rows[2].id, rows[1].id, rows[0].id]);
    expect(ids(await q({ status: '2' }))).toEqual([rows[1].id]);
    expect(ids(await q({ spvId: otherSpv.id }))).toEqual([rows[2].id]);
    expect(ids(await q({ areaIds: '44' }))).toEqual([rows[1].id, rows[0].id]);
    expect(ids(await q({ areaIds: ['44', '4403', '440305'] }))).toEqual([rows[0].id]);
    expect(ids(await q({ keyword: '甲经理' }))).toEqual([rows[0].id]);
    expect(ids(await q({ sidx: 'weightLimit', sort: 'desc' }))[0]).toBe(rows[0].id);
    const page = await q({ pageSize: '2' });
    expect(page.data.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 3 });
    expect(page.data.list[1]).toMatchObject({ status: 2, freezeReason: '盘点', allianceBusinessName: f.name });
  });

  it('GET /api/shop/list and /api/shop/detail/{id}', async () => {
    const list = await call(t.app, 'GET', '/api/shop/list', { token: t.admin, query: { allianceBusinessId: f.id } });
    expect(list.data.list).toEqual(rows.map((s) => ({
      id: s.id, code: s.code, name: s.name, status: s.id === rows[1].id ? 2 : 1, allianceBusinessId: f.id, spvId: s.spvId,
    })));
    expect((await call(t.app, 'GET', `/api/shop/detail/${rows[0].id}`, { token: t.admin })).data).toMatchObject({ id: rows[0].id, weightLimit: '1000.500' });
    expect(await call(t.app, 'GET', '/api/shop/detail/none', { token: t.admin })).toEqual({ code: 404, msg: '门店不存在' });
  });

  it('POST /api/shop/export sends the matching rows as 门店信息.xlsx', async () => {
    const ex = await exportCall(t, '/api/shop/export', t.admin, { allianceBusinessId: f.id });
    expect(ex.res.headers['content-disposition']).toBe(`attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent('门店信息.xlsx')}`);
    const [header, ...body] = ex.rows;
    const col = (name: string) => header.indexOf(name);
    expect(body.map((r) => [r[col('门店编码')], r[col('门店名称')], r[col('所属加盟商')], r[col('所在地区')], r[col('状态')], r[col('冻结原因')], r[col('铺货克重上限(g)')]])).toEqual([
      [rows[2].code, rows[2].name, f.name, '北京市/市辖区/海淀区', '营业', '', ''],
      [rows[1].code, rows[1].name, f.name, '广东省/深圳市/福田区', '冻结', '盘点', ''],
      [rows[0].code, rows[0].name, f.name, '广东省/深圳市/南山区', '营业', '', '1000.500'],
    ]);
    // A time column's header names the configured zone (docs/architecture.md, how times are shown).
    const frozenAt = header.findIndex((h: string) => /^冻结时间 \(.+\)$/.test(h));
    expect(frozenAt).toBeGreaterThan(-1);
    expect(body[1][frozenAt]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await exportCall(t, '/api/shop/export', t.admin, { allianceBusinessId: 'none' })).json).toEqual({ code: 400, msg: '没有可导出的数据' });
  });
});

describe('DELETE /api/shop/delete', () => {
  it('soft-deletes shops, all or nothing', async () => {
    const a = await createShop(t, franchisee.id);
    const del = (ids: string[]) => call(t.app, 'DELETE', '/api/shop/delete', { token: t.admin, payload: { ids } });
    expect(await del([a.id, 'none'])).toEqual({ code: 404, msg: '门店不存在' });
    expect((await row(a.id)).deletedAt).toBeNull();
    expect(await del([a.id, a.id])).toEqual({ code: 200, msg: '删除成功' });
    expect((await row(a.id)).deletedAt).not.toBeNull();
    expect((await call(t.app, 'GET', `/api/shop/detail/${a.id}`, { token: t.admin })).code).toBe(404);
  });
});

describe('shop access', () => {
  it('every shop route answers 600 without a token', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/shop/page'], ['GET', '/api/shop/list'], ['GET', '/api/shop/detail/x'], ['POST', '/api/shop/edit', {}],
      ['POST', '/api/shop/freeze', {}], ['POST', '/api/shop/export', {}], ['DELETE', '/api/shop/delete', { ids: ['x'] }],
    ] as const) {
      expect({ url, code: (await call(t.app, method, url, { payload })).code }).toEqual({ url, code: 600 });
    }
  });

  it('refuses callers without the menu or the button, writing nothing', async () => {
    const s = await createShop(t, franchisee.id);
    const none = await goldUser(t, { franchisee: ALL_BUTTONS });
    const viewer = await goldUser(t, { shop: [] });
    const before = await rowCount(t, shops);
    for (const token of [none, viewer]) {
      expect(await edit(token, { allianceBusinessId: franchisee.id, name: uniqueName('S') })).toEqual({ code: 403, msg: '权限不足' });
      expect((await edit(token, { id: s.id, version: 0, remark: 'x' })).code).toBe(403);
      expect((await freeze(token, { id: s.id, status: 2, reason: 'x' })).code).toBe(403);
      expect((await exportCall(t, '/api/shop/export', token, {})).json?.code).toBe(403);
      expect((await call(t.app, 'DELETE', '/api/shop/delete', { token, payload: { ids: [s.id] } })).code).toBe(403);
    }
    expect((await call(t.app, 'GET', '/api/shop/page', { token: none })).code).toBe(403);
    expect((await call(t.app, 'GET', `/api/shop/detail/${s.id}`, { token: none })).code).toBe(403);
    expect((await call(t.app, 'GET', '/api/shop/list', { token: await goldUser(t, {}) })).code).toBe(403);
    expect(await rowCount(t, shops)).toBe(before);
    expect(await row(s.id)).toMatchObject({ version: 0, status: 1, deletedAt: null });
  });
});

describe('shop data scope', () => {
  let mineSpv: any;
  let mineF: any;
  let siblingF: any;
  let mineShop: any;
  let siblingShop: any;
  let consignedShop: any;
  let foreignShop: any;
  let spvUser: string;
  let franchiseeUser: string;
  const buttons = [...ALL_BUTTONS, 'btn_freeze'];
  beforeAll(async () => {
    mineSpv = await createSpv(t, { name: uniqueName('范围SPV') });
    mineF = await createFranchisee(t, mineSpv.id);
    siblingF = await createFranchisee(t, mineSpv.id);
    mineShop = await createShop(t, mineF.id);
    siblingShop = await createShop(t, siblingF.id);
    // A shop of another SPV's franchisee that this SPV consigns to.
    consignedShop = await createShop(t, franchisee.id, { spvId: mineSpv.id });
    foreignShop = await createShop(t, franchisee.id);
    spvUser = await goldUser(t, { shop: buttons }, { spvId: mineSpv.id });
    franchiseeUser = await goldUser(t, { shop: buttons }, { allianceBusinessId: mineF.id });
  });
  const ids = (r: any) => r.data.list.map((x: any) => x.id).sort();

  it('an SPV-linked user sees the shops of their franchisees and those they consign to; others are 404', async () => {
    const expected = [mineShop.id, siblingShop.id, consignedShop.id].sort();
    expect(ids(await call(t.app, 'GET', '/api/shop/page', { token: spvUser }))).toEqual(expected);
    expect(ids(await call(t.app, 'GET', '/api/shop/list', { token: spvUser }))).toEqual(expected);
    expect((await exportCall(t, '/api/shop/export', spvUser, {})).rows.slice(1).map((r) => r[0]).sort())
      .toEqual([mineShop.code, siblingShop.code, consignedShop.code].sort());
    expect((await call(t.app, 'GET', `/api/shop/detail/${foreignShop.id}`, { token: spvUser })).code).toBe(404);
    expect((await edit(spvUser, { id: foreignShop.id, version: 0, remark: 'x' })).code).toBe(404);
    expect((await freeze(spvUser, { id: foreignShop.id, status: 2, reason: 'x' })).code).toBe(404);
    expect((await call(t.app, 'DELETE', '/api/shop/delete', { token: spvUser, payload: { ids: [foreignShop.id] } })).code).toBe(404);
    expect(await row(foreignShop.id)).toMatchObject({ version: 0, status: 1, deletedAt: null });
    expect((await edit(spvUser, { allianceBusinessId: siblingF.id, name: uniqueName('S') })).data.spvId).toBe(mineSpv.id);
    expect(await edit(spvUser, { allianceBusinessId: franchisee.id, name: uniqueName('S') })).toEqual({ code: 400, msg: '所属加盟商不存在或已禁用', data: { field: 'allianceBusinessId' } });
    expect(await edit(spvUser, { allianceBusinessId: siblingF.id, name: uniqueName('S'), spvId: spv.id })).toEqual({ code: 400, msg: '所属SPV不存在或已禁用', data: { field: 'spvId' } });
  });

  it('a franchisee-linked user sees and runs only their own shops', async () => {
    expect(ids(await call(t.app, 'GET', '/api/shop/page', { token: franchiseeUser }))).toEqual([mineShop.id]);
    expect(ids(await call(t.app, 'GET', '/api/shop/list', { token: franchiseeUser }))).toEqual([mineShop.id]);
    expect((await call(t.app, 'GET', `/api/shop/detail/${siblingShop.id}`, { token: franchiseeUser })).code).toBe(404);
    expect((await freeze(franchiseeUser, { id: siblingShop.id, status: 2, reason: 'x' })).code).toBe(404);
    expect((await edit(franchiseeUser, { id: siblingShop.id, version: 0, remark: 'x' })).code).toBe(404);
    expect((await call(t.app, 'DELETE', '/api/shop/delete', { token: franchiseeUser, payload: { ids: [siblingShop.id] } })).code).toBe(404);
    expect(await row(siblingShop.id)).toMatchObject({ version: 0, status: 1, deletedAt: null });
    expect((await edit(franchiseeUser, { id: mineShop.id, version: 0, remark: '自己的店' })).code).toBe(200);
    const created = await edit(franchiseeUser, { allianceBusinessId: mineF.id, name: uniqueName('新店') });
    expect(created.data).toMatchObject({ allianceBusinessId: mineF.id, spvId: mineSpv.id });
    expect(await edit(franchiseeUser, { allianceBusinessId: siblingF.id, name: uniqueName('S') })).toEqual({ code: 400, msg: '所属加盟商不存在或已禁用', data: { field: 'allianceBusinessId' } });
  });
});

describe('GET /api/shop/listCanSettlement', () => {
  const day = (shopId: string, d: string, settlementId: string | null = null) =>
    t.db.insert(shopSettlementDays).values({ shopId, day: d, soldWeight: '12.345', amount: '7000.00', settlementId });

  it('lists open shops in scope with unsettled days; frozen, settled-only and day-less shops are left out', async () => {
    const scopedSpv = await createSpv(t, { name: uniqueName('结算SPV') });
    const f = await createFranchisee(t, scopedSpv.id);
    const open = await createShop(t, f.id);
    const settledOnly = await createShop(t, f.id);
    const frozen = await createShop(t, f.id);
    await createShop(t, f.id); // no settlement days: not listed
    const elsewhere = await createShop(t, franchisee.id);
    await day(open.id, '2026-11-02');
    await day(open.id, '2026-11-05');
    await day(open.id, '2026-11-01', 'settlement-1');
    await day(settledOnly.id, '2026-11-03', 'settlement-2');
    await day(frozen.id, '2026-11-04');
    await day(elsewhere.id, '2026-11-04');
    expect((await freeze(t.admin, { id: frozen.id, status: 2, reason: '欠款' })).code).toBe(200);

    const spvUser = await goldUser(t, { shop: [] }, { spvId: scopedSpv.id });
    const r = await call(t.app, 'GET', '/api/shop/listCanSettlement', { token: spvUser });
    expect(r.code).toBe(200);
    expect(r.data.list).toEqual([{
      id: open.id, code: open.code, name: open.name, allianceBusinessName: f.name, spvName: scopedSpv.name,
      unsettledDays: 2, dayCount: 2, firstDay: '2026-11-02', lastDay: '2026-11-05',
    }]);
    const all = await call(t.app, 'GET', '/api/shop/listCanSettlement', { token: t.admin });
    expect(all.data.list.map((s: any) => s.id)).toEqual(expect.arrayContaining([open.id, elsewhere.id]));
    expect(all.data.list.map((s: any) => s.id)).not.toContain(frozen.id);
  });

  it('answers 600 without a token and 403 without a gold master menu', async () => {
    expect((await call(t.app, 'GET', '/api/shop/listCanSettlement')).code).toBe(600);
    expect((await call(t.app, 'GET', '/api/shop/listCanSettlement', { token: await goldUser(t, {}) })).code).toBe(403);
  });
});

describe('shop import (/api/shop/checkImportData, /api/shop/import)', () => {
  const header = ['门店名称', '所属加盟商', '所属SPV', '详细地址', '经度', '纬度', '店长', '联系电话', '开业日期', '营业面积(㎡)', '铺货克重上限(g)', '备注'];
  it('names the franchisee by its code or name; each new shop gets its bill-rule code; all or none', async () => {
    const [a, b] = [uniqueName('导入店'), uniqueName('导入店')];
    const r = await uploadFile(t.app, '/api/shop/checkImportData', t.admin, xlsxFile([header,
      [a, franchisee.code, '', '科技园1号', '113.95', '22.54', '王五', '13800138000', '2026-01-01', '60', '3000', ''],
      [b, franchisee.name, '', '', '', '', '', '', '', '', '', ''],
      [uniqueName('导入店'), '没有这个加盟商', '', '', '', '', '', '12345', '', '', '', ''],
    ]));
    expect(r.code).toBe(200);
    expect(r.data.list[0].errors).toBeUndefined();
    expect(r.data.list[1].errors).toBeUndefined();
    expect(r.data.list[2].errors).toEqual({ allianceBusinessId: '所属加盟商不存在或已禁用', phone: '联系电话：请正确输入您的手机或座机号' });
    const before = await rowCount(t, shops);
    const save = (list: unknown[]) => call(t.app, 'POST', '/api/shop/import', { token: t.admin, payload: list as object });
    expect((await save(r.data.list)).code).toBe(400);
    expect(await rowCount(t, shops)).toBe(before);
    expect(await save(r.data.list.slice(0, 2))).toMatchObject({ code: 200, data: { snum: 2 } });
    const created = await t.db.select().from(shops).where(eq(shops.name, a));
    expect(created[0]).toMatchObject({ allianceBusinessId: franchisee.id, spvId: spv.id, code: expect.stringMatching(/^MD\d{10}$/), weightLimit: '3000.000' });
    expect(await save(r.data.list.slice(0, 2))).toMatchObject({ code: 409, msg: '这些数据已导入，不会重复保存' });
    expect(await rowCount(t, shops)).toBe(before + 2);
  });
});
