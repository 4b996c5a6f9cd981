import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dictionaryData, dictionaryTypes } from '../../server/db/schema';
import { adminLogin, call, createTestApp, createUser, login, type TestContext } from './helpers';

let t: TestContext;
let admin: string;
let plainUser: string; // signed in, no grants: dictionaries need only a session
let treeTypeId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t.app);
  await createUser(t.db, { account: 'dict1', password: 'P1' });
  plainUser = await login(t.app, 'dict1', 'P1');

  // A tree-shaped type: 华南 > 广东 > 深圳, plus a disabled branch whose child must stay hidden.
  const [tree] = await t.db.insert(dictionaryTypes).values({ enCode: 'testRegion', fullName: '测试大区', isTree: 1, sortCode: 50 }).returning();
  treeTypeId = tree.id;
  const item = async (enCode: string, fullName: string, parentId = '0', extra: Partial<typeof dictionaryData.$inferInsert> = {}) =>
    (await t.db.insert(dictionaryData).values({ typeId: tree.id, parentId, enCode, fullName, ...extra }).returning())[0].id;
  const south = await item('south', '华南', '0', { sortCode: 2 });
  await item('north', '华北', '0', { sortCode: 1 });
  const gd = await item('gd', '广东', south);
  await item('sz', '深圳', gd);
  const closed = await item('closed', '已关闭', south, { enabledMark: 0 });
  await item('hidden', '隐藏', closed);

  // A flat type whose items share a sortCode, so the name (pinyin) decides the order.
  const [fruit] = await t.db.insert(dictionaryTypes).values({ enCode: 'testFruit', fullName: '测试水果', sortCode: 51 }).returning();
  await t.db.insert(dictionaryData).values([
    { typeId: fruit.id, enCode: 'x', fullName: '香蕉' },
    { typeId: fruit.id, enCode: 'p', fullName: '苹果' },
    { typeId: fruit.id, enCode: 'c', fullName: '橙子' },
    { typeId: fruit.id, enCode: 'off', fullName: '停用的', enabledMark: 0 },
  ]);
  await t.db.insert(dictionaryTypes).values({ enCode: 'testOff', fullName: '停用字典', enabledMark: 0 });
});
afterAll(async () => { await t?.close(); });

const selector = (typeIdOrCode: string, token = plainUser, headers?: Record<string, string>) =>
  call(t.app, 'GET', `/api/system/DictionaryData/${encodeURIComponent(typeIdOrCode)}/Data/Selector`, { token, headers });

describe('GET /api/system/DictionaryType/Selector', () => {
  it('lists the enabled types, the seeded ones first in their order', async () => {
    const r = await call(t.app, 'GET', '/api/system/DictionaryType/Selector', { token: plainUser });
    expect(r.code).toBe(200);
    const codes = r.data.list.map((x: any) => x.enCode);
    expect(codes.slice(0, 6)).toEqual(['sex', 'bank', 'goldCategory', 'paymentMethod', 'specialFundType', 'roleType']);
    expect(codes).toContain('testRegion');
    expect(codes).not.toContain('testOff');
    expect(r.data.list[0]).toMatchObject({ parentId: '-1', fullName: '性别', enCode: 'sex', isTree: 0 });
  });

  it('hangs a child type under its parent', async () => {
    const [parent] = await t.db.select().from(dictionaryTypes).where(eq(dictionaryTypes.enCode, 'testFruit'));
    await t.db.insert(dictionaryTypes).values({ enCode: 'testFruitChild', fullName: '测试子类', parentId: parent.id });
    const r = await call(t.app, 'GET', '/api/system/DictionaryType/Selector', { token: plainUser });
    const node = r.data.list.find((x: any) => x.enCode === 'testFruit');
    expect(node.children.map((c: any) => c.enCode)).toEqual(['testFruitChild']);
    expect(r.data.list.some((x: any) => x.enCode === 'testFruitChild')).toBe(false);
  });

  it('answers 600 without a session', async () => {
    expect((await call(t.app, 'GET', '/api/system/DictionaryType/Selector')).code).toBe(600);
  });
});

describe('GET /api/system/DictionaryData/{typeIdOrCode}/Data/Selector', () => {
  it('gives a flat type\'s items by the type\'s code, in sortCode order', async () => {
    const r = await selector('sex');
    expect(r).toEqual({
      code: 200,
      msg: 'Success',
      data: { list: [
        { id: expect.any(String), parentId: '0', enCode: '1', fullName: '男' },
        { id: expect.any(String), parentId: '0', enCode: '2', fullName: '女' },
      ] },
    });
    const banks = await selector('bank');
    expect(banks.data.list.map((b: any) => b.enCode)).toEqual(['ICBC', 'ABC', 'BOC', 'CCB', 'BOCOM', 'CMB', 'PSBC', 'CIB', 'SPDB', 'CITIC']);
    expect(banks.data.list[0].fullName).toBe('中国工商银行');
  });

  it('/{typeId}/Selector gives the same enabled items for the parent picker, and needs a session', async () => {
    const r = await call(t.app, 'GET', '/api/system/DictionaryData/sex/Selector', { token: plainUser, query: { isTree: '1' } });
    expect(r.data).toEqual((await selector('sex')).data);
    expect((await call(t.app, 'GET', '/api/system/DictionaryData/sex/Selector')).code).toBe(600);
    expect((await call(t.app, 'GET', '/api/system/DictionaryData/nope/Selector', { token: plainUser })).code).toBe(404);
  });

  it('accepts the type\'s id as well as its code', async () => {
    const [sex] = await t.db.select().from(dictionaryTypes).where(eq(dictionaryTypes.enCode, 'sex'));
    expect((await selector(sex.id)).data).toEqual((await selector('sex')).data);
  });

  it('seeds the gold dictionaries', async () => {
    const names = async (code: string) => (await selector(code)).data.list.map((x: any) => `${x.enCode}:${x.fullName}`);
    expect(await names('goldCategory')).toEqual(['ring:戒指', 'necklace:项链', 'bracelet:手镯', 'earring:耳饰', 'pendant:吊坠', 'bar:金条', 'other:其他']);
    expect(await names('paymentMethod')).toEqual(['transfer:银行转账', 'cash:现金', 'cheque:支票', 'other:其他']);
    expect(await names('specialFundType')).toEqual(['deposit:保证金', 'penalty:罚款', 'rebate:返利', 'adjustment:调整']);
    expect(await names('roleType')).toEqual(['system:系统角色', 'business:业务角色']);
  });

  it('orders items with the same sortCode by name (pinyin) and leaves out disabled ones', async () => {
    const r = await selector('testFruit');
    expect(r.data.list.map((x: any) => x.fullName)).toEqual(['橙子', '苹果', '香蕉']);
  });

  it('gives a tree type\'s items as a tree, hiding a disabled node with its subtree', async () => {
    const r = await selector('testRegion');
    const strip = (nodes: any[]): any[] => nodes.map((n) => (n.children ? { enCode: n.enCode, children: strip(n.children) } : { enCode: n.enCode }));
    expect(strip(r.data.list)).toEqual([
      { enCode: 'north' },
      { enCode: 'south', children: [{ enCode: 'gd', children: [{ enCode: 'sz' }] }] },
    ]);
    expect(r.data.list[1].children[0]).toMatchObject({ fullName: '广东', parentId: r.data.list[1].id });
  });

  it('gives an empty list for a disabled type', async () => {
    expect(await selector('testOff')).toEqual({ code: 200, msg: 'Success', data: { list: [] } });
  });

  it('answers 404 with a clear message for an unknown type', async () => {
    expect(await selector('noSuchType')).toEqual({ code: 404, msg: '数据字典 noSuchType 不存在' });
    expect((await selector('noSuchType', admin, { 'jnpf-lang': 'en' })).msg).toBe('Dictionary noSuchType does not exist');
  });

  it('rejects an over-long type id with 400 and answers 600 without a session', async () => {
    const r = await selector('x'.repeat(65));
    expect(r.code).toBe(400);
    expect(r.msg).toContain('typeId');
    expect((await call(t.app, 'GET', '/api/system/DictionaryData/sex/Data/Selector')).code).toBe(600);
  });
});

describe('GET /api/system/DictionaryData/All', () => {
  it('gives every enabled type with its items: flat lists and trees', async () => {
    const r = await call(t.app, 'GET', '/api/system/DictionaryData/All', { token: plainUser });
    expect(r.code).toBe(200);
    const byCode = new Map<string, any>(r.data.list.map((g: any) => [g.enCode, g]));
    expect(byCode.get('sex')).toEqual({
      id: expect.any(String),
      enCode: 'sex',
      isTree: 0,
      dictionaryList: [expect.objectContaining({ enCode: '1', fullName: '男' }), expect.objectContaining({ enCode: '2', fullName: '女' })],
    });
    const region = byCode.get('testRegion');
    expect(region).toMatchObject({ id: treeTypeId, isTree: 1 });
    expect(region.dictionaryList.map((n: any) => n.enCode)).toEqual(['north', 'south']);
    expect(region.dictionaryList[1].children[0].children[0].fullName).toBe('深圳');
    expect(byCode.get('testFruit').dictionaryList).toHaveLength(3);
    expect(byCode.has('testOff')).toBe(false);
  });

  it('answers 600 without a session', async () => {
    expect((await call(t.app, 'GET', '/api/system/DictionaryData/All')).code).toBe(600);
  });
});
