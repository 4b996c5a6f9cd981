import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { allianceBusinesses, billRules } from '../../server/db/schema';
import {
  ALL_BUTTONS, NANSHAN, call, createFranchisee, createShop, createSpv, creditCode, exportCall, goldApp, goldUser, idNumber,
  recordCount, recordsOf, rowCount, uniqueName, type GoldContext,
} from './gold-helpers';

let t: GoldContext;
let spv: any;
let otherSpv: any;
beforeAll(async () => {
  t = await goldApp();
  spv = await createSpv(t, { name: uniqueName('加盟SPV') });
  otherSpv = await createSpv(t, { name: uniqueName('另一SPV') });
});
afterAll(async () => { await t?.close(); });

const PERSONAL = '/api/allianceBusiness/personalEdit';
const ENTERPRISE = '/api/allianceBusiness/enterpriseEdit';
const post = (url: string, token: string | undefined, payload: Record<string, unknown>, headers?: Record<string, string>) =>
  call(t.app, 'POST', url, { token, payload, headers });
const row = async (id: string) => (await t.db.select().from(allianceBusinesses).where(eq(allianceBusinesses.id, id)))[0];
const lastCode = async () => (await t.db.select().from(billRules).where(eq(billRules.enCode, 'allianceBusinessCode')))[0].outputNumber;

describe('POST /api/allianceBusiness/personalEdit and /enterpriseEdit (create)', () => {
  it('creates a personal franchisee (type 1) with the next allianceBusinessCode number', async () => {
    const a = await createFranchisee(t, spv.id, {
      idNumber: '11010519491231002x', gender: 2, phone: '020-12345678', areaIds: NANSHAN, contractNo: 'HT-001',
      contractStart: '2024-01-01', contractEnd: '2026-12-31', depositAmount: '50000', status: 1,
    });
    expect(a).toMatchObject({
      code: expect.stringMatching(/^JM\d{10}$/), type: 1, spvId: spv.id, spvName: spv.name, idNumber: '11010519491231002X', gender: 2,
      creditCode: null, areaName: '广东省/深圳市/南山区', contractStart: '2024-01-01', contractEnd: '2026-12-31', depositAmount: '50000.00',
      shopCount: 0, status: 1, version: 0, createdByName: '管理员',
    });
    const b = await createFranchisee(t, spv.id);
    expect(Number(b.code.slice(-4))).toBe(Number(a.code.slice(-4)) + 1);
    expect(await lastCode()).toBe(b.code);
  });

  it('creates an enterprise franchisee (type 2) with credit code and legal representative', async () => {
    const e = await createFranchisee(t, spv.id, { legalPerson: '王五', legalPersonIdNumber: idNumber(7) }, t.admin, 2);
    expect(e).toMatchObject({ type: 2, creditCode: expect.any(String), legalPerson: '王五', legalPersonIdNumber: idNumber(7), idNumber: null, gender: null });
  });

  it('refuses bad input with a message naming the field, and writes nothing', async () => {
    const base = { spvId: spv.id, idNumber: idNumber(1) };
    const disabled = await createSpv(t, { status: 0 });
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      [PERSONAL, { ...base }, '加盟商名称不能为空', 'name'],
      [PERSONAL, { name: uniqueName('F'), idNumber: idNumber(1) }, '所属SPV不能为空', 'spvId'],
      [PERSONAL, { spvId: spv.id, name: uniqueName('F') }, '身份证号码不能为空', 'idNumber'],
      [PERSONAL, { ...base, name: uniqueName('F'), idNumber: '110105194912310021' }, '身份证号码：请正确输入您的身份证号码', 'idNumber'],
      [PERSONAL, { ...base, name: uniqueName('F'), gender: 3 }, '性别：取值必须是 1、2 之一', 'gender'],
      [PERSONAL, { ...base, name: uniqueName('F'), phone: '1234' }, '联系电话：请正确输入您的手机或座机号', 'phone'],
      [PERSONAL, { ...base, name: uniqueName('F'), depositAmount: '1.001' }, '保证金(元)：请输入不小于零的数，最多保留两位小数', 'depositAmount'],
      [PERSONAL, { ...base, name: uniqueName('F'), contractStart: '2025-01-01', contractEnd: '2024-12-31' }, '合同结束日期不能早于合同开始日期', 'contractEnd'],
      [PERSONAL, { ...base, name: uniqueName('F'), contractEnd: '2024/12/31' }, '合同结束日期：请输入正确的日期（YYYY-MM-DD）', 'contractEnd'],
      [PERSONAL, { ...base, name: uniqueName('F'), spvId: 'unknown' }, '所属SPV不存在或已禁用', 'spvId'],
      [PERSONAL, { ...base, name: uniqueName('F'), spvId: disabled.id }, '所属SPV不存在或已禁用', 'spvId'],
      [ENTERPRISE, { spvId: spv.id, name: uniqueName('F') }, '统一社会信用代码不能为空', 'creditCode'],
      [ENTERPRISE, { spvId: spv.id, name: uniqueName('F'), creditCode: '123' }, '统一社会信用代码：请正确输入统一社会信用代码', 'creditCode'],
      [ENTERPRISE, { spvId: spv.id, name: uniqueName('F'), creditCode: creditCode(90), legalPersonIdNumber: '123' }, '法定代表人身份证号码：请正确输入您的身份证号码', 'legalPersonIdNumber'],
    ];
    const before = await rowCount(t, allianceBusinesses);
    const number = await lastCode();
    for (const [url, payload, msg, field] of cases) expect({ payload, reply: await post(url, t.admin, payload) }).toEqual({ payload, reply: { code: 400, msg, data: { field } } });
    expect(await rowCount(t, allianceBusinesses)).toBe(before);
    expect(await lastCode()).toBe(number);
    expect((await post(PERSONAL, t.admin, { ...base }, { 'jnpf-lang': 'en' })).msg).toBe('Franchisee name is required');
  });

  it('keeps names unique within an SPV (409), not across SPVs', async () => {
    const name = uniqueName('同名加盟商');
    await createFranchisee(t, spv.id, { name });
    const before = await rowCount(t, allianceBusinesses);
    expect(await post(PERSONAL, t.admin, { spvId: spv.id, name, idNumber: idNumber(3) })).toEqual({ code: 409, msg: '该SPV下已存在同名加盟商' });
    expect(await rowCount(t, allianceBusinesses)).toBe(before);
    expect((await post(PERSONAL, t.admin, { spvId: otherSpv.id, name, idNumber: idNumber(3) })).code).toBe(200);
  });
});

describe('franchisee update', () => {
  it('updates with version, writes change records with display values, and refuses a stale version', async () => {
    const f = await createFranchisee(t, spv.id, { gender: 1, depositAmount: '100', status: 1 });
    const r = await post(PERSONAL, t.admin, { id: f.id, version: 0, spvId: otherSpv.id, gender: 2, depositAmount: '100.00', status: 0 });
    expect(r).toMatchObject({ code: 200, msg: '更新成功', data: { spvId: otherSpv.id, spvName: otherSpv.name, gender: 2, status: 0, version: 1 } });
    const records = (await recordsOf(t, 'franchisee', f.id)).sort((a, b) => a.field.localeCompare(b.field));
    expect(records.map((x) => [x.field, x.fieldName, x.oldValue, x.newValue])).toEqual([
      ['gender', '性别', '男', '女'],
      ['spvId', '所属SPV', spv.name, otherSpv.name],
      ['status', '状态', '启用', '禁用'],
    ]);
    expect(await post(PERSONAL, t.admin, { id: f.id, version: 0, remark: 'x' })).toEqual({ code: 409, msg: '数据已被他人修改，请刷新后重试' });
    expect(await post(PERSONAL, t.admin, { id: f.id, remark: 'x' })).toEqual({ code: 400, msg: '版本号不能为空', data: { field: 'version' } });
    expect(await recordCount(t, f.id)).toBe(3);
  });

  it('changes the type through the other call while there are no shops, clearing the old type\'s fields', async () => {
    const f = await createFranchisee(t, spv.id, { gender: 1 });
    expect(await post(ENTERPRISE, t.admin, { id: f.id, version: 0 })).toEqual({ code: 400, msg: '统一社会信用代码不能为空', data: { field: 'creditCode' } });
    const r = await post(ENTERPRISE, t.admin, { id: f.id, version: 0, creditCode: creditCode(33) });
    expect(r.data).toMatchObject({ type: 2, creditCode: creditCode(33), idNumber: null, gender: null });
    const changes = Object.fromEntries((await recordsOf(t, 'franchisee', f.id)).map((x) => [x.field, [x.oldValue, x.newValue]]));
    expect(changes).toEqual({ type: ['个人', '企业'], creditCode: [null, creditCode(33)], idNumber: [f.idNumber, null], gender: ['男', null] });
  });

  it('refuses to change the type or the SPV once the franchisee has shops', async () => {
    const f = await createFranchisee(t, spv.id);
    await createShop(t, f.id);
    expect(await post(ENTERPRISE, t.admin, { id: f.id, version: 0, creditCode: creditCode(34) }))
      .toEqual({ code: 400, msg: '该加盟商已有门店，不能修改加盟商类型' });
    expect(await post(PERSONAL, t.admin, { id: f.id, version: 0, spvId: otherSpv.id }))
      .toEqual({ code: 400, msg: '该加盟商已有门店，不能更换所属SPV' });
    expect(await row(f.id)).toMatchObject({ type: 1, spvId: spv.id, version: 0 });
    expect(await recordCount(t, f.id)).toBe(0);
    // Other fields stay editable.
    expect((await post(PERSONAL, t.admin, { id: f.id, version: 0, remark: '有店' })).data.shopCount).toBe(1);
  });

  it('rolls the change records back when the update then fails on a duplicate name', async () => {
    const a = await createFranchisee(t, spv.id);
    const b = await createFranchisee(t, spv.id, { phone: '13800138000' });
    expect(await post(PERSONAL, t.admin, { id: b.id, version: 0, name: a.name, phone: '13900139000' }))
      .toEqual({ code: 409, msg: '该SPV下已存在同名加盟商' });
    expect(await recordCount(t, b.id)).toBe(0);
    expect(await row(b.id)).toMatchObject({ name: b.name, phone: '13800138000', version: 0 });
  });
});

describe('franchisee reads', () => {
  let spvA: any;
  let rows: any[];
  beforeAll(async () => {
    spvA = await createSpv(t, { name: uniqueName('读SPV') });
    rows = [
      await createFranchisee(t, spvA.id, { name: uniqueName('张记'), phone: '13700000001' }),
      await createFranchisee(t, spvA.id, { name: uniqueName('李记'), status: 0 }, t.admin, 2),
      await createFranchisee(t, spvA.id, { name: uniqueName('王记') }),
    ];
    await createShop(t, rows[2].id);
    await createShop(t, rows[2].id);
  });

  it('GET /api/allianceBusiness/page filters by SPV, type, status and keyword, with shop counts', async () => {
    const q = (query: Record<string, string>) => call(t.app, 'GET', '/api/allianceBusiness/page', { token: t.admin, query: { spvId: spvA.id, ...query } });
    const all = await q({});
    expect(all.data.pagination.total).toBe(3);
    expect(all.data.list.map((r: any) => r.id)).toEqual([rows[2].id, rows[1].id, rows[0].id]);
    expect(all.data.list[0]).toMatchObject({ shopCount: 2, spvName: spvA.name });
    expect((await q({ type: '2' })).data.list.map((r: any) => r.id)).toEqual([rows[1].id]);
    expect((await q({ status: '1', type: '' })).data.list.map((r: any) => r.id)).toEqual([rows[2].id, rows[0].id]);
    expect((await q({ keyword: '13700000001' })).data.list.map((r: any) => r.id)).toEqual([rows[0].id]);
    expect((await q({ sidx: 'code', sort: 'asc' })).data.list.map((r: any) => r.id)).toEqual(rows.map((r) => r.id));
    expect((await q({ type: '3' })).msg).toMatch(/^type: /);
  });

  it('GET /api/allianceBusiness/list gives enabled franchisees, optionally of one SPV', async () => {
    const r = await call(t.app, 'GET', '/api/allianceBusiness/list', { token: t.admin, query: { spvId: spvA.id } });
    expect(r.data.list).toEqual([rows[0], rows[2]].map((f) => ({ id: f.id, code: f.code, name: f.name, type: f.type, spvId: spvA.id })));
    const everyone = await call(t.app, 'GET', '/api/allianceBusiness/list', { token: t.admin });
    expect(everyone.data.list.length).toBeGreaterThan(2);
  });

  it('GET /api/allianceBusiness/detail/{id} gives the row; unknown ids are 404', async () => {
    const r = await call(t.app, 'GET', `/api/allianceBusiness/detail/${rows[2].id}`, { token: t.admin });
    expect(r.data).toMatchObject({ id: rows[2].id, shopCount: 2 });
    expect(await call(t.app, 'GET', '/api/allianceBusiness/detail/none', { token: t.admin })).toEqual({ code: 404, msg: '加盟商不存在' });
  });

  it('POST /api/allianceBusiness/export sends the matching rows as 加盟商信息.xlsx', async () => {
    const ex = await exportCall(t, '/api/allianceBusiness/export', t.admin, { spvId: spvA.id });
    expect(ex.res.headers['content-disposition']).toBe(`attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent('加盟商信息.xlsx')}`);
    const [header, ...body] = ex.rows;
    const col = (name: string) => header.indexOf(name);
    expect(body.map((r) => [r[col('加盟商编码')], r[col('加盟商名称')], r[col('加盟商类型')], r[col('所属SPV')], r[col('门店数')], r[col('状态')]])).toEqual([
      [rows[2].code, rows[2].name, '个人', spvA.name, '2', '启用'],
      [rows[1].code, rows[1].name, '企业', spvA.name, '0', '禁用'],
      [rows[0].code, rows[0].name, '个人', spvA.name, '0', '启用'],
    ]);
    expect((await exportCall(t, '/api/allianceBusiness/export', t.admin, { spvId: 'none' })).json).toEqual({ code: 400, msg: '没有可导出的数据' });
  });
});

describe('DELETE /api/allianceBusiness/delete', () => {
  it('soft-deletes, refusing while the franchisee has shops', async () => {
    const free = await createFranchisee(t, spv.id);
    const busy = await createFranchisee(t, spv.id);
    await createShop(t, busy.id);
    const del = (ids: string[]) => call(t.app, 'DELETE', '/api/allianceBusiness/delete', { token: t.admin, payload: { ids } });
    expect(await del([free.id, busy.id])).toEqual({ code: 400, msg: `加盟商「${busy.name}」下还有门店，不能删除` });
    expect((await row(free.id)).deletedAt).toBeNull();
    expect(await del([free.id])).toEqual({ code: 200, msg: '删除成功' });
    expect((await row(free.id)).deletedAt).not.toBeNull();
    expect((await call(t.app, 'GET', `/api/allianceBusiness/detail/${free.id}`, { token: t.admin })).code).toBe(404);
    // Its name is free again within the SPV.
    expect((await post(PERSONAL, t.admin, { spvId: spv.id, name: free.name, idNumber: idNumber(5) })).code).toBe(200);
  });
});

describe('franchisee access', () => {
  it('every franchisee route answers 600 without a token', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/allianceBusiness/page'], ['GET', '/api/allianceBusiness/list'], ['GET', '/api/allianceBusiness/detail/x'],
      ['POST', PERSONAL, {}], ['POST', ENTERPRISE, {}], ['POST', '/api/allianceBusiness/export', {}], ['DELETE', '/api/allianceBusiness/delete', { ids: ['x'] }],
    ] as const) {
      expect({ url, code: (await call(t.app, method, url, { payload })).code }).toEqual({ url, code: 600 });
    }
  });

  it('refuses callers without the menu or the button, writing nothing', async () => {
    const f = await createFranchisee(t, spv.id);
    const none = await goldUser(t, { spv: ALL_BUTTONS });
    const viewer = await goldUser(t, { franchisee: [] });
    const before = await rowCount(t, allianceBusinesses);
    for (const token of [none, viewer]) {
      expect(await post(PERSONAL, token, { spvId: spv.id, name: uniqueName('F'), idNumber: idNumber(8) })).toEqual({ code: 403, msg: '权限不足' });
      expect((await post(ENTERPRISE, token, { id: f.id, version: 0, creditCode: creditCode(8) })).code).toBe(403);
      expect((await exportCall(t, '/api/allianceBusiness/export', token, {})).json?.code).toBe(403);
      expect((await call(t.app, 'DELETE', '/api/allianceBusiness/delete', { token, payload: { ids: [f.id] } })).code).toBe(403);
    }
    expect((await call(t.app, 'GET', '/api/allianceBusiness/page', { token: none })).code).toBe(403);
    expect((await call(t.app, 'GET', `/api/allianceBusiness/detail/${f.id}`, { token: none })).code).toBe(403);
    expect((await call(t.app, 'GET', `/api/allianceBusiness/detail/${f.id}`, { token: viewer })).code).toBe(200);
    expect((await call(t.app, 'GET', '/api/allianceBusiness/list', { token: await goldUser(t, {}) })).code).toBe(403);
    expect(await rowCount(t, allianceBusinesses)).toBe(before);
    expect(await row(f.id)).toMatchObject({ version: 0, deletedAt: null });
  });
});

describe('franchisee data scope', () => {
  let mineSpv: any;
  let mine: any;
  let sibling: any;
  let foreign: any;
  let spvUser: string;
  let franchiseeUser: string;
  beforeAll(async () => {
    mineSpv = await createSpv(t, { name: uniqueName('范围SPV') });
    mine = await createFranchisee(t, mineSpv.id);
    sibling = await createFranchisee(t, mineSpv.id);
    foreign = await createFranchisee(t, otherSpv.id);
    spvUser = await goldUser(t, { franchisee: ALL_BUTTONS }, { spvId: mineSpv.id });
    franchiseeUser = await goldUser(t, { franchisee: ALL_BUTTONS }, { allianceBusinessId: mine.id });
  });

  const ids = (r: any) => r.data.list.map((x: any) => x.id).sort();

  it('an SPV-linked user sees and manages the franchisees of their SPV only', async () => {
    expect(ids(await call(t.app, 'GET', '/api/allianceBusiness/page', { token: spvUser }))).toEqual([mine.id, sibling.id].sort());
    expect(ids(await call(t.app, 'GET', '/api/allianceBusiness/list', { token: spvUser }))).toEqual([mine.id, sibling.id].sort());
    expect((await call(t.app, 'GET', `/api/allianceBusiness/detail/${foreign.id}`, { token: spvUser })).code).toBe(404);
    expect((await post(PERSONAL, spvUser, { id: foreign.id, version: 0, remark: 'x' })).code).toBe(404);
    expect((await call(t.app, 'DELETE', '/api/allianceBusiness/delete', { token: spvUser, payload: { ids: [foreign.id] } })).code).toBe(404);
    const created = await post(PERSONAL, spvUser, { spvId: mineSpv.id, name: uniqueName('F'), idNumber: idNumber(11) });
    expect(created.code).toBe(200);
    expect(await post(PERSONAL, spvUser, { spvId: otherSpv.id, name: uniqueName('F'), idNumber: idNumber(12) })).toEqual({ code: 400, msg: '所属SPV不存在或已禁用', data: { field: 'spvId' } });
    expect(await post(PERSONAL, spvUser, { id: mine.id, version: 0, spvId: otherSpv.id })).toEqual({ code: 400, msg: '所属SPV不存在或已禁用', data: { field: 'spvId' } });
    const ex = await exportCall(t, '/api/allianceBusiness/export', spvUser, {});
    expect(ex.rows.slice(1).map((r) => r[0]).sort()).toEqual([mine.code, sibling.code, created.data.code].sort());
    expect(await row(foreign.id)).toMatchObject({ version: 0, deletedAt: null });
  });

  it('a franchisee-linked user sees only themselves, may edit themselves, and creates no franchisees', async () => {
    expect(ids(await call(t.app, 'GET', '/api/allianceBusiness/page', { token: franchiseeUser }))).toEqual([mine.id]);
    expect(ids(await call(t.app, 'GET', '/api/allianceBusiness/list', { token: franchiseeUser }))).toEqual([mine.id]);
    expect((await call(t.app, 'GET', `/api/allianceBusiness/detail/${sibling.id}`, { token: franchiseeUser })).code).toBe(404);
    expect((await post(PERSONAL, franchiseeUser, { id: sibling.id, version: 0, remark: 'x' })).code).toBe(404);
    expect((await post(PERSONAL, franchiseeUser, { id: mine.id, version: 0, phone: '13600000000' })).code).toBe(200);
    expect(await post(PERSONAL, franchiseeUser, { spvId: mineSpv.id, name: uniqueName('F'), idNumber: idNumber(13) })).toEqual({ code: 403, msg: '权限不足' });
    expect((await call(t.app, 'DELETE', '/api/allianceBusiness/delete', { token: franchiseeUser, payload: { ids: [sibling.id] } })).code).toBe(404);
    expect(await row(sibling.id)).toMatchObject({ version: 0, deletedAt: null });
  });
});
