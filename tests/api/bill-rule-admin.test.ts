import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { billRules } from '../../server/db/schema';
import { datePart } from '../../server/modules/system/bill-number';
import { adminLogin, call, createTestApp, createUser, grant, login, menuId, type TestContext } from './helpers';

let t: TestContext;
let admin: string;
let viewer: string; // the billRule menu without buttons
let stranger: string; // signed in, no grants
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t.app);
  const viewerId = await createUser(t.db, { account: 'billview', password: 'P1' });
  await grant(t.db, 'User', viewerId, 'module', await menuId(t.db, 'billRule'));
  viewer = await login(t.app, 'billview', 'P1');
  await createUser(t.db, { account: 'billnone', password: 'P1' });
  stranger = await login(t.app, 'billnone', 'P1');
});
afterAll(async () => { await t?.close(); });

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts: { token?: string | null; payload?: unknown; query?: Record<string, string> } = {}) =>
  call(t.app, method, url, { ...opts, token: opts.token === null ? undefined : opts.token ?? admin });
const total = async () => (await t.db.select({ n: count() }).from(billRules))[0].n;
const row = async (id: string) => (await t.db.select().from(billRules).where(eq(billRules.id, id)))[0];
const byCode = async (enCode: string) => (await t.db.select().from(billRules).where(eq(billRules.enCode, enCode)))[0];
const issue = (enCode: string) => call<string>(t.app, 'GET', `/api/system/BillRule/BillNumber/${enCode}`, { token: admin });

describe('GET /api/system/BillRule', () => {
  it('pages the rules in sortCode order with the list fields', async () => {
    const r = await api('GET', '/api/system/BillRule', { token: viewer, query: { currentPage: '1', pageSize: '2' } });
    expect(r.code).toBe(200);
    expect(r.data.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 5 });
    expect(r.data.list).toHaveLength(2);
    expect(r.data.list[0]).toEqual({
      id: expect.any(String), fullName: 'SPV编码', enCode: 'spvCode', prefix: 'SPV', dateFormat: 'yyyyMM', digit: 4, startNumber: '0',
      example: `SPV${datePart('yyyyMM', new Date())}0001`, outputNumber: null, enabledMark: 1, sortCode: 1, description: null, creatorTime: expect.any(Number),
    });
    const second = await api('GET', '/api/system/BillRule', { query: { currentPage: '3', pageSize: '2' } });
    expect(second.data.list.map((x: any) => x.enCode)).toEqual(['fundBatchCode']);
  });

  it('filters by name, code or prefix and includes disabled rules', async () => {
    await t.db.update(billRules).set({ enabledMark: 0 }).where(eq(billRules.enCode, 'settlementCode'));
    try {
      const byPrefix = await api('GET', '/api/system/BillRule', { query: { keyword: 'js' } });
      expect(byPrefix.data.list.map((x: any) => [x.enCode, x.enabledMark])).toEqual([['settlementCode', 0]]);
      expect((await api('GET', '/api/system/BillRule', { query: { keyword: '门店' } })).data.list.map((x: any) => x.enCode)).toEqual(['shopCode']);
      expect((await api('GET', '/api/system/BillRule', { query: { keyword: '_' } })).data.pagination.total).toBe(0);
    } finally {
      await t.db.update(billRules).set({ enabledMark: 1 }).where(eq(billRules.enCode, 'settlementCode'));
    }
  });

  it('refuses a bad page size and answers 600 and 403', async () => {
    expect(await api('GET', '/api/system/BillRule', { query: { pageSize: '501' } })).toEqual({ code: 400, msg: 'pageSize: 不能大于500' });
    expect((await api('GET', '/api/system/BillRule', { token: null })).code).toBe(600);
    expect(await api('GET', '/api/system/BillRule', { token: stranger })).toEqual({ code: 403, msg: '权限不足' });
  });
});

describe('GET /api/system/BillRule/{id}', () => {
  it('gives one rule; 404 when missing; 600 and 403', async () => {
    const spv = await byCode('spvCode');
    expect((await api('GET', `/api/system/BillRule/${spv.id}`, { token: viewer })).data).toMatchObject({ id: spv.id, enCode: 'spvCode', prefix: 'SPV' });
    expect(await api('GET', '/api/system/BillRule/nope')).toEqual({ code: 404, msg: '单据规则不存在' });
    expect((await api('GET', `/api/system/BillRule/${spv.id}`, { token: null })).code).toBe(600);
    expect((await api('GET', `/api/system/BillRule/${spv.id}`, { token: stranger })).code).toBe(403);
  });
});

describe('POST /api/system/BillRule', () => {
  it('creates a rule; the server computes the example, the number the rule issues first (start + 1), and issues it', async () => {
    const r = await api('POST', '/api/system/BillRule', {
      payload: { fullName: '测试单号', enCode: 'testNo', prefix: 'TS', dateFormat: 'yyyyMMdd', digit: 5, startNumber: '100', example: 'ignored', description: '测试' },
    });
    expect(r).toEqual({
      code: 200,
      msg: '新建成功',
      data: {
        id: expect.any(String), fullName: '测试单号', enCode: 'testNo', prefix: 'TS', dateFormat: 'yyyyMMdd', digit: 5, startNumber: '100',
        example: `TS${datePart('yyyyMMdd', new Date())}00101`, outputNumber: null, enabledMark: 1, sortCode: 0, description: '测试', creatorTime: expect.any(Number),
      },
    });
    expect((await issue('testNo')).data).toBe(`TS${datePart('yyyyMMdd', new Date())}00101`);
  });

  it('defaults to no prefix, no date and start 0; a numeric start is accepted', async () => {
    const r = await api('POST', '/api/system/BillRule', { payload: { fullName: '简单流水', enCode: 'plainNo', digit: 3 } });
    expect(r.data).toMatchObject({ prefix: '', dateFormat: 'no', startNumber: '0', example: '001' });
    const n = await api('POST', '/api/system/BillRule', { payload: { fullName: '数字起始', enCode: 'numStart', digit: 3, startNumber: 7, sortCode: null } });
    expect(n.data).toMatchObject({ startNumber: '7', example: '008', sortCode: 0 });
  });

  it('refuses bad input with a clear message, writing nothing', async () => {
    const before = await total();
    const ok = { fullName: '坏规则', enCode: 'badRule', digit: 4 };
    const cases: Array<[Record<string, unknown>, number, string, string?]> = [
      [{ ...ok, fullName: undefined }, 400, '业务名称不能为空', 'fullName'],
      [{ ...ok, enCode: ' ' }, 400, '业务编码不能为空', 'enCode'],
      [{ ...ok, enCode: 'bad rule' }, 400, '业务编码：编码只能输入英文、数字和小数点且小数点不能放在首尾', 'enCode'],
      [{ ...ok, digit: undefined }, 400, '流水位数不能为空', 'digit'],
      [{ ...ok, digit: 0 }, 400, 'digit: 不能小于1', 'digit'],
      [{ ...ok, digit: 11 }, 400, 'digit: 不能大于10', 'digit'],
      [{ ...ok, digit: '4' }, 400, 'digit: 类型应为整数', 'digit'],
      [{ ...ok, dateFormat: 'yyyy-MM' }, 400, 'dateFormat: 取值必须是 yyyyMMdd、yyyyMM、yyyy、no 之一', 'dateFormat'],
      [{ ...ok, startNumber: 'a1' }, 400, '流水起始：只能输入数字', 'startNumber'],
      [{ ...ok, startNumber: '' }, 400, '流水起始：只能输入数字', 'startNumber'],
      [{ ...ok, startNumber: -1 }, 400, 'startNumber: 不能小于0', 'startNumber'],
      [{ ...ok, startNumber: '12345' }, 400, '流水起始：位数不能超过流水位数', 'startNumber'],
      [{ ...ok, prefix: 'P'.repeat(21) }, 400, 'prefix: 长度不能超过20个字符', 'prefix'],
      [{ ...ok, enCode: 'shopCode' }, 409, '单据编码不能重复'],
      [{ ...ok, fullName: '门店编码' }, 409, '单据名称不能重复'],
    ];
    for (const [payload, code, msg, field] of cases) {
      expect({ payload, reply: await api('POST', '/api/system/BillRule', { payload }) }).toEqual({ payload, reply: field ? { code, msg, data: { field } } : { code, msg } });
    }
    expect(await total()).toBe(before);
  });

  it('needs btn_add (403) and a session (600), writing nothing', async () => {
    const before = await total();
    const payload = { fullName: '无权规则', enCode: 'noRight', digit: 4 };
    expect(await api('POST', '/api/system/BillRule', { token: viewer, payload })).toEqual({ code: 403, msg: '权限不足' });
    expect((await api('POST', '/api/system/BillRule', { token: stranger, payload })).code).toBe(403);
    expect((await api('POST', '/api/system/BillRule', { token: null, payload })).code).toBe(600);
    expect(await total()).toBe(before);
  });
});

describe('PUT /api/system/BillRule/{id}', () => {
  it('changes anything of an unused rule and recomputes the example', async () => {
    const rule = await byCode('plainNo');
    const r = await api('PUT', `/api/system/BillRule/${rule.id}`, { payload: { enCode: 'plainNo2', prefix: 'PN', dateFormat: 'yyyy', digit: 4, startNumber: '9' } });
    expect(r).toMatchObject({ code: 200, msg: '更新成功', data: { enCode: 'plainNo2', prefix: 'PN', dateFormat: 'yyyy', digit: 4, startNumber: '9', example: `PN${datePart('yyyy', new Date())}0010`, fullName: '简单流水' } });
    expect(await row(rule.id)).toMatchObject({ example: `PN${datePart('yyyy', new Date())}0010`, updatedBy: expect.any(String) });
    // Fewer digits than the stored start number has are refused even when the start is not sent.
    expect(await api('PUT', `/api/system/BillRule/${rule.id}`, { payload: { digit: 1, startNumber: '10' } })).toEqual({ code: 400, msg: '流水起始：位数不能超过流水位数', data: { field: 'startNumber' } });
    expect(await api('PUT', '/api/system/BillRule/nope', { payload: { fullName: 'x' } })).toEqual({ code: 404, msg: '单据规则不存在' });
  });

  it('fixes code, prefix, date format and digits of a used rule, and lets its start only grow', async () => {
    const rule = await byCode('testNo');
    const before = await row(rule.id);
    expect(before.outputNumber).not.toBeNull();
    const locked = '单据规则已被使用，不能修改编码、前缀、日期格式和流水位数，否则会产生重复单号';
    for (const payload of [{ prefix: 'TX' }, { dateFormat: 'yyyyMM' }, { digit: 6 }, { enCode: 'testNo2' }]) {
      expect({ payload, reply: await api('PUT', `/api/system/BillRule/${rule.id}`, { payload }) }).toEqual({ payload, reply: { code: 400, msg: locked } });
    }
    expect(await api('PUT', `/api/system/BillRule/${rule.id}`, { payload: { startNumber: '99' } }))
      .toEqual({ code: 400, msg: '单据规则已被使用，起始值不能调小，否则会产生重复单号', data: { field: 'startNumber' } });
    expect(await row(rule.id)).toEqual(before);
    // The same values, a new name and a higher start are fine; numbers continue above the old ones.
    const r = await api('PUT', `/api/system/BillRule/${rule.id}`, {
      payload: { fullName: '测试单号2', enCode: 'testNo', prefix: 'TS', dateFormat: 'yyyyMMdd', digit: 5, startNumber: '500' },
    });
    expect(r.data).toMatchObject({ fullName: '测试单号2', startNumber: '500', example: `TS${datePart('yyyyMMdd', new Date())}00501` });
    expect((await issue('testNo')).data).toBe(`TS${datePart('yyyyMMdd', new Date())}00502`);
  });

  it('refuses a taken code or name and bad values, writing nothing', async () => {
    const rule = await byCode('numStart');
    const before = await row(rule.id);
    expect(await api('PUT', `/api/system/BillRule/${rule.id}`, { payload: { enCode: 'spvCode' } })).toEqual({ code: 409, msg: '单据编码不能重复' });
    expect(await api('PUT', `/api/system/BillRule/${rule.id}`, { payload: { fullName: 'SPV编码' } })).toEqual({ code: 409, msg: '单据名称不能重复' });
    expect(await api('PUT', `/api/system/BillRule/${rule.id}`, { payload: { dateFormat: 'dd' } })).toMatchObject({ code: 400 });
    expect(await api('PUT', `/api/system/BillRule/${rule.id}`, { payload: { startNumber: null } })).toEqual({ code: 400, msg: '流水起始：只能输入数字', data: { field: 'startNumber' } });
    expect(await row(rule.id)).toEqual(before);
  });

  it('needs btn_edit (403) and a session (600), writing nothing', async () => {
    const rule = await byCode('numStart');
    const before = await row(rule.id);
    expect(await api('PUT', `/api/system/BillRule/${rule.id}`, { token: viewer, payload: { fullName: '无权' } })).toEqual({ code: 403, msg: '权限不足' });
    expect((await api('PUT', `/api/system/BillRule/${rule.id}`, { token: null, payload: { fullName: '无权' } })).code).toBe(600);
    expect(await row(rule.id)).toEqual(before);
  });
});

describe('PUT /api/system/BillRule/{id}/Actions/State', () => {
  it('switches a rule off (it leaves the selector and issues nothing) and on', async () => {
    const rule = await byCode('numStart');
    expect(await api('PUT', `/api/system/BillRule/${rule.id}/Actions/State`)).toEqual({ code: 200, msg: '更新成功', data: { enabledMark: 0 } });
    expect((await api('GET', '/api/system/BillRule/Selector')).data.list.map((x: any) => x.enCode)).not.toContain('numStart');
    expect((await issue('numStart')).code).toBe(400);
    expect((await api('PUT', `/api/system/BillRule/${rule.id}/Actions/State`)).data).toEqual({ enabledMark: 1 });
    expect((await issue('numStart')).data).toBe('008');
    expect(await api('PUT', '/api/system/BillRule/nope/Actions/State')).toEqual({ code: 404, msg: '单据规则不存在' });
  });

  it('needs btn_edit (403) and a session (600)', async () => {
    const rule = await byCode('numStart');
    expect((await api('PUT', `/api/system/BillRule/${rule.id}/Actions/State`, { token: viewer })).code).toBe(403);
    expect((await api('PUT', `/api/system/BillRule/${rule.id}/Actions/State`, { token: null })).code).toBe(600);
    expect((await row(rule.id)).enabledMark).toBe(1);
  });
});

describe('DELETE /api/system/BillRule/{id}', () => {
  it('refuses a used rule and deletes an unused one', async () => {
    const used = await byCode('testNo');
    expect(await api('DELETE', `/api/system/BillRule/${used.id}`)).toEqual({ code: 400, msg: '单据已经被使用,不允许被删除' });
    expect(await row(used.id)).toBeDefined();
    const unused = await byCode('plainNo2');
    expect((await api('DELETE', `/api/system/BillRule/${unused.id}`, { token: viewer })).code).toBe(403);
    expect((await api('DELETE', `/api/system/BillRule/${unused.id}`, { token: null })).code).toBe(600);
    expect(await row(unused.id)).toBeDefined();
    expect(await api('DELETE', `/api/system/BillRule/${unused.id}`)).toEqual({ code: 200, msg: '删除成功' });
    expect(await row(unused.id)).toBeUndefined();
    expect(await api('DELETE', `/api/system/BillRule/${unused.id}`)).toEqual({ code: 404, msg: '单据规则不存在' });
  });
});
