import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { billRules, spvs, updateRecords } from '../../server/db/schema';
import {
  ALL_BUTTONS, FUTIAN, HAIDIAN, NANSHAN, call, createFranchisee, createShop, createSpv, creditCode, exportCall, goldApp, goldUser,
  recordCount, recordsOf, rowCount, uniqueName, type GoldContext,
} from './gold-helpers';

let t: GoldContext;
beforeAll(async () => { t = await goldApp(); });
afterAll(async () => { await t?.close(); });

const edit = (token: string | undefined, payload: Record<string, unknown>, headers?: Record<string, string>) =>
  call(t.app, 'POST', '/api/spv/edit', { token, payload, headers });
const lastSpvCode = async () => (await t.db.select().from(billRules).where(eq(billRules.enCode, 'spvCode')))[0].outputNumber;
const spvRow = async (id: string) => (await t.db.select().from(spvs).where(eq(spvs.id, id)))[0];
const yyyymm = () => { const d = new Date(); return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}`; };

describe('POST /api/spv/edit (create)', () => {
  it('creates an SPV with the next spvCode number and answers the row in wire form; no change record', async () => {
    const a = await createSpv(t, {
      shortName: '深圳金源', creditCode: creditCode(1), legalPerson: '张三', registeredCapital: 1000, establishedDate: '2020-01-31',
      contact: '李四', phone: '13800138000', areaIds: NANSHAN, address: '科技园1号', bankName: '招商银行', bankAccount: '6225880000000001',
      accountName: '深圳金源', creditLimit: '12.5', remark: '首个',
    });
    expect(a).toMatchObject({
      code: expect.stringMatching(new RegExp(`^SPV${yyyymm()}\\d{4}$`)), shortName: '深圳金源', creditCode: creditCode(1),
      registeredCapital: '1000.00', creditLimit: '12.50', establishedDate: '2020-01-31', areaIds: NANSHAN, areaName: '广东省/深圳市/南山区',
      status: 1, version: 0, createdByName: '管理员', updatedAt: null, updatedByName: null,
    });
    expect(typeof a.createdAt).toBe('number');
    const b = await createSpv(t);
    expect(Number(b.code.slice(-4))).toBe(Number(a.code.slice(-4)) + 1);
    expect(await lastSpvCode()).toBe(b.code);
    expect(await recordCount(t, a.id)).toBe(0);
  });

  it('accepts a lower-case credit code and stores it upper-case; numbers and numeric strings alike', async () => {
    const s = await createSpv(t, { creditCode: creditCode(2).toLowerCase(), registeredCapital: '0', creditLimit: 99999999.99 });
    expect(s).toMatchObject({ creditCode: creditCode(2), registeredCapital: '0.00', creditLimit: '99999999.99' });
  });

  it('refuses bad input with a message naming the field, and writes nothing (no row, no number)', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{}, 'SPV名称不能为空', 'name'],
      [{ name: '   ' }, 'SPV名称不能为空', 'name'],
      [{ name: 'x'.repeat(101) }, 'SPV名称：长度不能超过100个字符', 'name'],
      [{ name: uniqueName('S'), phone: '12345' }, '联系电话：请正确输入您的手机或座机号', 'phone'],
      [{ name: uniqueName('S'), creditCode: '91440300000000000A' }, '统一社会信用代码：请正确输入统一社会信用代码', 'creditCode'],
      [{ name: uniqueName('S'), registeredCapital: '1.234' }, '注册资本(元)：请输入不小于零的数，最多保留两位小数', 'registeredCapital'],
      [{ name: uniqueName('S'), creditLimit: -1 }, '授信额度(元)：请输入不小于零的数，最多保留两位小数', 'creditLimit'],
      [{ name: uniqueName('S'), creditLimit: '1e5' }, '授信额度(元)：请输入不小于零的数，最多保留两位小数', 'creditLimit'],
      [{ name: uniqueName('S'), creditLimit: '12345678901234567' }, '授信额度(元)：数值超出范围', 'creditLimit'],
      [{ name: uniqueName('S'), establishedDate: '2020-02-30' }, '成立日期：请输入正确的日期（YYYY-MM-DD）', 'establishedDate'],
      [{ name: uniqueName('S'), establishedDate: 1700000000000 }, '成立日期：请输入正确的日期（YYYY-MM-DD）', 'establishedDate'],
      [{ name: uniqueName('S'), areaIds: ['44', '1101'] }, '所在地区：请选择有效的省市区', 'areaIds'],
      [{ name: uniqueName('S'), areaIds: ['99'] }, '所在地区：请选择有效的省市区', 'areaIds'],
      [{ name: uniqueName('S'), status: 3 }, '状态：取值必须是 0、1 之一', 'status'],
      [{ name: uniqueName('S'), status: 'x' }, 'status: 类型应为整数', 'status'],
      [{ name: uniqueName('S'), status: null }, '状态不能为空', 'status'],
      [{ name: uniqueName('S'), remark: 'x'.repeat(501) }, '备注：长度不能超过500个字符', 'remark'],
      // The bank comes from the 开户银行 dictionary and the account holds digits, as the form says.
      [{ name: uniqueName('S'), bankName: '火星银行' }, '开户银行：请选择字典中的有效选项', 'bankName'],
      [{ name: uniqueName('S'), bankAccount: '6225-8800' }, '银行账号：编码只能输入数字', 'bankAccount'],
    ];
    const before = await rowCount(t, spvs);
    const number = await lastSpvCode();
    for (const [payload, msg, field] of cases) expect({ payload, reply: await edit(t.admin, payload) }).toEqual({ payload, reply: { code: 400, msg, data: { field } } });
    expect(await rowCount(t, spvs)).toBe(before);
    expect(await lastSpvCode()).toBe(number);
  });

  it('speaks the request language', async () => {
    expect(await edit(t.admin, { name: uniqueName('S'), phone: 'abc' }, { 'jnpf-lang': 'en' }))
      .toEqual({ code: 400, msg: 'Phone: Please enter a valid mobile or landline number', data: { field: 'phone' } });
    expect(await edit(t.admin, {}, { 'jnpf-lang': 'zhtw' })).toEqual({ code: 400, msg: 'SPV名稱不能為空', data: { field: 'name' } });
  });

  it('refuses a name a live SPV already has (409) and allows it again once that SPV is deleted', async () => {
    const name = uniqueName('同名');
    const first = await createSpv(t, { name });
    const before = await rowCount(t, spvs);
    const number = await lastSpvCode();
    expect(await edit(t.admin, { name })).toEqual({ code: 409, msg: 'SPV名称已存在' });
    expect(await rowCount(t, spvs)).toBe(before);
    expect(await lastSpvCode()).toBe(number);
    expect((await call(t.app, 'DELETE', '/api/spv/delete', { token: t.admin, payload: { ids: [first.id] } })).code).toBe(200);
    expect((await edit(t.admin, { name })).code).toBe(200);
  });
});

describe('POST /api/spv/edit (update)', () => {
  it('updates with the version read, bumps it, and writes one change record per changed field', async () => {
    const s = await createSpv(t, { registeredCapital: '1000', areaIds: NANSHAN, phone: '0755-88886666' });
    const r = await edit(t.admin, {
      id: s.id, version: s.version, name: `${s.name}改`, registeredCapital: '2000.5', areaIds: FUTIAN, status: 0, phone: '0755-88886666',
    });
    expect(r).toMatchObject({ code: 200, msg: '更新成功', data: { name: `${s.name}改`, registeredCapital: '2000.50', areaName: '广东省/深圳市/福田区', status: 0, version: 1, updatedByName: '管理员' } });
    const records = (await recordsOf(t, 'spv', s.id)).sort((a, b) => a.field.localeCompare(b.field));
    expect(records.map((x) => [x.field, x.fieldName, x.oldValue, x.newValue, x.operatorName])).toEqual([
      ['areaIds', '所在地区', '广东省/深圳市/南山区', '广东省/深圳市/福田区', '管理员'],
      ['name', 'SPV名称', s.name, `${s.name}改`, '管理员'],
      ['registeredCapital', '注册资本(元)', '1000.00', '2000.50', '管理员'],
      ['status', '状态', '启用', '禁用', '管理员'],
    ]);
  });

  it('records only real changes: 100 vs 100.00 and an unchanged body change nothing', async () => {
    const s = await createSpv(t, { creditLimit: '100' });
    const r = await edit(t.admin, { id: s.id, version: s.version, name: s.name, creditLimit: 100, phone: s.phone });
    expect(r.data.version).toBe(0);
    expect(await recordCount(t, s.id)).toBe(0);
    // Clearing a field is a change from the value to empty.
    const cleared = await edit(t.admin, { id: s.id, version: 0, creditLimit: null });
    expect(cleared.data).toMatchObject({ creditLimit: null, version: 1 });
    expect((await recordsOf(t, 'spv', s.id)).map((x) => [x.field, x.oldValue, x.newValue])).toEqual([['creditLimit', '100.00', null]]);
  });

  it('refuses a stale version with 409 in the request language, and an update without a version', async () => {
    const s = await createSpv(t);
    expect((await edit(t.admin, { id: s.id, version: 0, remark: 'a' })).code).toBe(200);
    expect(await edit(t.admin, { id: s.id, version: 0, remark: 'b' })).toEqual({ code: 409, msg: '数据已被他人修改，请刷新后重试' });
    expect((await edit(t.admin, { id: s.id, version: 0, remark: 'b' }, { 'jnpf-lang': 'en' })).msg)
      .toBe('The record was changed by someone else; please refresh and try again');
    expect(await edit(t.admin, { id: s.id, remark: 'b' })).toEqual({ code: 400, msg: '版本号不能为空', data: { field: 'version' } });
    expect((await spvRow(s.id)).remark).toBe('a');
    expect(await recordCount(t, s.id)).toBe(1);
  });

  it('rolls the change records back with an edit that fails after writing them (duplicate name)', async () => {
    const a = await createSpv(t);
    const b = await createSpv(t, { phone: '13800138000' });
    // The phone change is recorded first, then the row update hits the unique name index.
    expect(await edit(t.admin, { id: b.id, version: 0, name: a.name, phone: '13900139000' })).toEqual({ code: 409, msg: 'SPV名称已存在' });
    expect(await recordCount(t, b.id)).toBe(0);
    expect(await spvRow(b.id)).toMatchObject({ name: b.name, phone: '13800138000', version: 0 });
  });

  it('answers 404 for an unknown id', async () => {
    expect(await edit(t.admin, { id: 'nope', version: 0, name: 'x' })).toEqual({ code: 404, msg: 'SPV不存在' });
  });
});

describe('SPV reads', () => {
  let tag: string;
  let rows: any[];
  beforeAll(async () => {
    tag = uniqueName('读');
    rows = [];
    rows.push(await createSpv(t, { name: `${tag}甲`, shortName: 'AA', status: 1 }));
    rows.push(await createSpv(t, { name: `${tag}乙`, shortName: 'BB', status: 0 }));
    rows.push(await createSpv(t, { name: `${tag}丙`, shortName: 'CC', status: 1, areaIds: HAIDIAN }));
  });

  it('GET /api/spv/page filters by keyword, name, code and status, newest first, with paging', async () => {
    const page = await call(t.app, 'GET', '/api/spv/page', { token: t.admin, query: { keyword: tag, pageSize: '2' } });
    expect(page.data.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 3 });
    expect(page.data.list.map((r: any) => r.name)).toEqual([`${tag}丙`, `${tag}乙`]);
    const second = await call(t.app, 'GET', '/api/spv/page', { token: t.admin, query: { keyword: tag, pageSize: '2', currentPage: '2' } });
    expect(second.data.list.map((r: any) => r.name)).toEqual([`${tag}甲`]);
    const enabled = await call(t.app, 'GET', '/api/spv/page', { token: t.admin, query: { name: tag, status: '1' } });
    expect(enabled.data.list.map((r: any) => r.name).sort()).toEqual([`${tag}丙`, `${tag}甲`].sort());
    const unfiltered = await call(t.app, 'GET', '/api/spv/page', { token: t.admin, query: { name: tag, status: '' } });
    expect(unfiltered.data.pagination.total).toBe(3);
    const byCode = await call(t.app, 'GET', '/api/spv/page', { token: t.admin, query: { code: rows[1].code } });
    expect(byCode.data.list.map((r: any) => r.id)).toEqual([rows[1].id]);
    const byShortName = await call(t.app, 'GET', '/api/spv/page', { token: t.admin, query: { keyword: 'CC' } });
    expect(byShortName.data.list.map((r: any) => r.id)).toContain(rows[2].id);
    expect(byShortName.data.list[0]).toMatchObject({ areaName: '北京市/市辖区/海淀区' });
  });

  it('sorts by a whitelisted sidx and refuses others', async () => {
    const asc = await call(t.app, 'GET', '/api/spv/page', { token: t.admin, query: { keyword: tag, sidx: 'code', sort: 'asc' } });
    expect(asc.data.list.map((r: any) => r.id)).toEqual(rows.map((r) => r.id));
    const desc = await call(t.app, 'GET', '/api/spv/page', { token: t.admin, query: { keyword: tag, sidx: 'shortName', sort: 'desc' } });
    expect(desc.data.list.map((r: any) => r.shortName)).toEqual(['CC', 'BB', 'AA']);
    expect(await call(t.app, 'GET', '/api/spv/page', { token: t.admin, query: { sidx: 'password' } })).toEqual({ code: 400, msg: 'sidx：不支持按该字段排序', data: { field: 'sidx' } });
    expect((await call(t.app, 'GET', '/api/spv/page', { token: t.admin, query: { pageSize: '501' } })).msg).toBe('pageSize: 不能大于500');
  });

  it('GET /api/spv/list gives enabled SPVs only, as id, code, name', async () => {
    const r = await call(t.app, 'GET', '/api/spv/list', { token: t.admin });
    const ids = r.data.list.map((s: any) => s.id);
    expect(ids).toContain(rows[0].id);
    expect(ids).not.toContain(rows[1].id);
    expect(r.data.list.find((s: any) => s.id === rows[0].id)).toMatchObject({ id: rows[0].id, code: rows[0].code, name: rows[0].name });
  });

  it('GET /api/spv/detail/{id} gives the row; unknown or deleted ids are 404', async () => {
    expect(await call(t.app, 'GET', `/api/spv/detail/${rows[0].id}`, { token: t.admin })).toEqual({ code: 200, msg: 'Success', data: rows[0] });
    expect(await call(t.app, 'GET', '/api/spv/detail/unknown', { token: t.admin })).toEqual({ code: 404, msg: 'SPV不存在' });
  });

  it('POST /api/spv/export sends every matching row as SPV信息.xlsx', async () => {
    const ex = await exportCall(t, '/api/spv/export', t.admin, { keyword: tag });
    expect(ex.isXlsx).toBe(true);
    expect(ex.res.headers['content-disposition']).toBe(`attachment; filename="SPV.xlsx"; filename*=UTF-8''${encodeURIComponent('SPV信息.xlsx')}`);
    expect(ex.sheetName).toBe('SPV信息');
    const [header, ...body] = ex.rows;
    expect(header.slice(0, 3)).toEqual(['SPV编码', 'SPV名称', '简称']);
    const col = (name: string) => header.indexOf(name);
    const page = (await call(t.app, 'GET', '/api/spv/page', { token: t.admin, query: { keyword: tag } })).data.list;
    expect(body.map((r) => [r[col('SPV编码')], r[col('SPV名称')], r[col('状态')], r[col('所在地区')], r[col('创建人')]]))
      .toEqual(page.map((r: any) => [r.code, r.name, r.status === 1 ? '启用' : '禁用', r.areaName, '管理员']));
    const money = await createSpv(t, { name: `${tag}丁`, creditLimit: '1234.5' });
    const one = await exportCall(t, '/api/spv/export', t.admin, { code: money.code });
    expect(one.rows[1][one.rows[0].indexOf('授信额度(元)')]).toBe('1234.50');
    // Headers follow the request language; the file name stays the Chinese one of the spec.
    const en = await exportCall(t, '/api/spv/export', t.admin, { code: money.code }, { 'jnpf-lang': 'en' });
    expect(en.rows[0].slice(0, 3)).toEqual(['SPV code', 'SPV name', 'Short name']);
    expect(en.rows[1][en.rows[0].indexOf('Status')]).toBe('Enabled');
    expect(en.res.headers['content-disposition']).toContain(encodeURIComponent('SPV信息.xlsx'));
    expect(await exportCall(t, '/api/spv/export', t.admin, { keyword: 'no-such-spv-anywhere' }).then((e) => e.json))
      .toEqual({ code: 400, msg: '没有可导出的数据' });
  });
});

describe('DELETE /api/spv/delete', () => {
  it('soft-deletes, all or nothing, and refuses while the SPV has franchisees or shops', async () => {
    const free = await createSpv(t);
    const busy = await createSpv(t);
    await createFranchisee(t, busy.id);
    const del = (ids: string[]) => call(t.app, 'DELETE', '/api/spv/delete', { token: t.admin, payload: { ids } });
    expect(await del([free.id, busy.id])).toEqual({ code: 400, msg: `SPV「${busy.name}」下还有加盟商或门店，不能删除` });
    expect(await del([free.id, 'unknown'])).toEqual({ code: 404, msg: 'SPV不存在' });
    expect((await spvRow(free.id)).deletedAt).toBeNull();
    expect(await del([])).toEqual({ code: 400, msg: 'ids: 至少需要1项', data: { field: 'ids' } });
    expect(await del([free.id])).toEqual({ code: 200, msg: '删除成功' });
    expect((await spvRow(free.id)).deletedAt).not.toBeNull();
    expect((await call(t.app, 'GET', `/api/spv/detail/${free.id}`, { token: t.admin })).code).toBe(404);
    expect(await del([free.id])).toEqual({ code: 404, msg: 'SPV不存在' });
  });

  it('refuses an SPV that still consigns to a shop of another SPV\'s franchisee', async () => {
    const owner = await createSpv(t);
    const consignor = await createSpv(t);
    const f = await createFranchisee(t, owner.id);
    await createShop(t, f.id, { spvId: consignor.id });
    expect((await call(t.app, 'DELETE', '/api/spv/delete', { token: t.admin, payload: { ids: [consignor.id] } })).code).toBe(400);
  });
});

describe('SPV access', () => {
  it('every SPV route answers 600 without a token and writes nothing', async () => {
    const s = await createSpv(t);
    const before = await rowCount(t, spvs);
    for (const [method, url, payload] of [
      ['GET', '/api/spv/page'], ['GET', '/api/spv/list'], ['GET', `/api/spv/detail/${s.id}`],
      ['POST', '/api/spv/edit', { name: uniqueName('S') }], ['POST', '/api/spv/export', {}], ['DELETE', '/api/spv/delete', { ids: [s.id] }],
    ] as const) {
      expect({ url, code: (await call(t.app, method, url, { payload })).code }).toEqual({ url, code: 600 });
    }
    expect(await rowCount(t, spvs)).toBe(before);
  });

  it('refuses callers without the menu, or without the button of the action, and writes nothing', async () => {
    const s = await createSpv(t);
    const none = await goldUser(t, { shop: ALL_BUTTONS });
    const viewer = await goldUser(t, { spv: [] });
    const before = await rowCount(t, spvs);
    for (const token of [none, viewer]) {
      expect(await edit(token, { name: uniqueName('S') })).toEqual({ code: 403, msg: '权限不足' });
      expect((await edit(token, { id: s.id, version: 0, name: 'x' })).code).toBe(403);
      expect((await exportCall(t, '/api/spv/export', token, {})).json?.code).toBe(403);
      expect((await call(t.app, 'DELETE', '/api/spv/delete', { token, payload: { ids: [s.id] } })).code).toBe(403);
    }
    // A caller without the button learns nothing about their input either.
    expect(await edit(viewer, { name: '' })).toEqual({ code: 403, msg: '权限不足' });
    expect((await call(t.app, 'GET', '/api/spv/page', { token: none })).code).toBe(403);
    expect((await call(t.app, 'GET', `/api/spv/detail/${s.id}`, { token: none })).code).toBe(403);
    expect((await call(t.app, 'GET', '/api/spv/page', { token: viewer })).code).toBe(200);
    // The drop-down list serves any gold master screen (the shop form picks SPVs too), not other users.
    expect((await call(t.app, 'GET', '/api/spv/list', { token: none })).code).toBe(200);
    const outsider = await goldUser(t, {});
    expect((await call(t.app, 'GET', '/api/spv/list', { token: outsider })).code).toBe(403);
    expect(await rowCount(t, spvs)).toBe(before);
    expect((await spvRow(s.id)).version).toBe(0);

    const adder = await goldUser(t, { spv: ['btn_add'] });
    expect((await edit(adder, { name: uniqueName('S') })).code).toBe(200);
    expect((await edit(adder, { id: s.id, version: 0, name: 'x' })).code).toBe(403);
    const editor = await goldUser(t, { spv: ['btn_edit'] });
    expect((await edit(editor, { name: uniqueName('S') })).code).toBe(403);
    expect((await edit(editor, { id: s.id, version: 0, remark: 'ok' })).code).toBe(200);
  });
});

describe('SPV data scope', () => {
  let mine: any;
  let other: any;
  let spvUser: string;
  let franchiseeUser: string;
  beforeAll(async () => {
    mine = await createSpv(t, { name: uniqueName('我的SPV') });
    other = await createSpv(t, { name: uniqueName('别人的SPV') });
    const f = await createFranchisee(t, mine.id);
    spvUser = await goldUser(t, { spv: [...ALL_BUTTONS] }, { spvId: mine.id });
    franchiseeUser = await goldUser(t, { spv: [...ALL_BUTTONS] }, { allianceBusinessId: f.id });
  });

  it('an SPV-linked user sees and edits only their SPV; others are 404', async () => {
    const page = await call(t.app, 'GET', '/api/spv/page', { token: spvUser });
    expect(page.data.list.map((r: any) => r.id)).toEqual([mine.id]);
    expect((await call(t.app, 'GET', '/api/spv/list', { token: spvUser })).data.list.map((r: any) => r.id)).toEqual([mine.id]);
    expect((await call(t.app, 'GET', `/api/spv/detail/${other.id}`, { token: spvUser })).code).toBe(404);
    expect(await edit(spvUser, { id: other.id, version: 0, remark: 'x' })).toEqual({ code: 404, msg: 'SPV不存在' });
    expect((await call(t.app, 'DELETE', '/api/spv/delete', { token: spvUser, payload: { ids: [other.id] } })).code).toBe(404);
    expect((await spvRow(other.id)).deletedAt).toBeNull();
    const ex = await exportCall(t, '/api/spv/export', spvUser, {});
    expect(ex.rows.slice(1).map((r) => r[0])).toEqual([mine.code]);
    expect((await edit(spvUser, { id: mine.id, version: mine.version, remark: '自己改' })).code).toBe(200);
    // Only headquarters creates SPVs: a new one would fall outside the user's scope.
    expect(await edit(spvUser, { name: uniqueName('S') })).toEqual({ code: 403, msg: '权限不足' });
  });

  it('a franchisee-linked user reads their SPV by name only (list, detail) and manages none', async () => {
    expect((await call(t.app, 'GET', '/api/spv/page', { token: franchiseeUser })).data.pagination.total).toBe(0);
    expect((await call(t.app, 'GET', '/api/spv/list', { token: franchiseeUser })).data.list.map((r: any) => r.id)).toEqual([mine.id]);
    expect((await call(t.app, 'GET', `/api/spv/detail/${mine.id}`, { token: franchiseeUser })).data.name).toBe(mine.name);
    expect((await call(t.app, 'GET', `/api/spv/detail/${other.id}`, { token: franchiseeUser })).code).toBe(404);
    const current = (await call(t.app, 'GET', `/api/spv/detail/${mine.id}`, { token: t.admin })).data;
    expect((await edit(franchiseeUser, { id: mine.id, version: current.version, remark: 'x' })).code).toBe(404);
    expect((await call(t.app, 'DELETE', '/api/spv/delete', { token: franchiseeUser, payload: { ids: [mine.id] } })).code).toBe(404);
    expect((await exportCall(t, '/api/spv/export', franchiseeUser, {})).json).toEqual({ code: 400, msg: '没有可导出的数据' });
    expect(await rowCount(t, updateRecords, eq(updateRecords.entityId, mine.id))).toBe(1);
  });
});
