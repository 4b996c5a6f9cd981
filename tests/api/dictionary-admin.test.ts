import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { dictionaryData, dictionaryTypes } from '../../server/db/schema';
import { adminLogin, buttonId, call, createTestApp, createUser, grant, login, menuId, type TestContext } from './helpers';

let t: TestContext;
let admin: string;
let viewer: string; // the dictionary menu without buttons
let stranger: string; // signed in, no grants
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t.app);
  const viewerId = await createUser(t.db, { account: 'dictview', password: 'P1' });
  await grant(t.db, 'User', viewerId, 'module', await menuId(t.db, 'dictionary'));
  viewer = await login(t.app, 'dictview', 'P1');
  await createUser(t.db, { account: 'dictnone', password: 'P1' });
  stranger = await login(t.app, 'dictnone', 'P1');
});
afterAll(async () => { await t?.close(); });

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts: { token?: string | null; payload?: unknown; query?: Record<string, string>; headers?: Record<string, string> } = {}) =>
  call(t.app, method, url, { ...opts, token: opts.token === null ? undefined : opts.token ?? admin });

/** Rows of both tables, to prove a refused call wrote nothing. */
const counts = async () => {
  const [[types], [items]] = await Promise.all([
    t.db.select({ n: count() }).from(dictionaryTypes),
    t.db.select({ n: count() }).from(dictionaryData),
  ]);
  return [types.n, items.n];
};
const typeRow = async (id: string) => (await t.db.select().from(dictionaryTypes).where(eq(dictionaryTypes.id, id)))[0];
const itemRow = async (id: string) => (await t.db.select().from(dictionaryData).where(eq(dictionaryData.id, id)))[0];

const newType = async (body: Record<string, unknown>) => {
  const r = await api('POST', '/api/system/DictionaryType', { payload: body });
  expect(r.code).toBe(200);
  return r.data as { id: string; enCode: string };
};
const newItem = async (body: Record<string, unknown>) => {
  const r = await api('POST', '/api/system/DictionaryData', { payload: body });
  expect(r.code).toBe(200);
  return r.data as { id: string; enCode: string };
};
const strip = (nodes: any[]): any[] => nodes.map((n) => (n.children ? { enCode: n.enCode, children: strip(n.children) } : { enCode: n.enCode }));

describe('dictionary types', () => {
  it('POST creates a root type with defaults and the fields the list shows', async () => {
    const r = await api('POST', '/api/system/DictionaryType', { payload: { fullName: ' 门店等级 ', enCode: 'shopLevel', description: '门店的等级' } });
    expect(r).toEqual({
      code: 200,
      msg: '新建成功',
      data: {
        id: expect.any(String), parentId: '-1', fullName: '门店等级', fullNameZhtw: '', fullNameEn: '', enCode: 'shopLevel', isTree: 0, description: '门店的等级',
        sortCode: 0, enabledMark: 1, creatorTime: expect.any(Number),
      },
    });
    expect(await typeRow(r.data.id)).toMatchObject({ fullName: '门店等级', createdBy: expect.any(String) });
    const child = await newType({ parentId: r.data.id, fullName: '门店等级子类', enCode: 'shopLevel.sub', isTree: 1, sortCode: 3, enabledMark: 0 });
    expect(await typeRow(child.id)).toMatchObject({ parentId: r.data.id, isTree: 1, sortCode: 3, enabledMark: 0 });
  });

  it('GET lists every type, disabled too, as a tree; a keyword keeps the hits with their ancestors', async () => {
    const r = await api('GET', '/api/system/DictionaryType', { token: viewer });
    expect(r.code).toBe(200);
    const level = r.data.list.find((x: any) => x.enCode === 'shopLevel');
    expect(level.children).toEqual([expect.objectContaining({ enCode: 'shopLevel.sub', enabledMark: 0, isTree: 1 })]);
    expect(r.data.list.map((x: any) => x.enCode).slice(0, 2)).toEqual(['shopLevel', 'sex']); // sortCode 0 before the seeded 1..
    const kw = await api('GET', '/api/system/DictionaryType', { token: viewer, query: { keyword: '子类' } });
    expect(strip(kw.data.list)).toEqual([{ enCode: 'shopLevel', children: [{ enCode: 'shopLevel.sub' }] }]);
    expect((await api('GET', '/api/system/DictionaryType', { query: { keyword: 'SEX' } })).data.list.map((x: any) => x.enCode)).toEqual(['sex']);
    expect((await api('GET', '/api/system/DictionaryType', { query: { keyword: 'nothing-like-this' } })).data.list).toEqual([]);
  });

  it('GET /{id} gives one type; 404 when missing', async () => {
    const [sex] = await t.db.select().from(dictionaryTypes).where(eq(dictionaryTypes.enCode, 'sex'));
    expect((await api('GET', `/api/system/DictionaryType/${sex.id}`, { token: viewer })).data).toMatchObject({ id: sex.id, fullName: '性别', enCode: 'sex', isTree: 0 });
    expect(await api('GET', '/api/system/DictionaryType/nope')).toEqual({ code: 404, msg: '字典分类不存在' });
  });

  it('POST refuses bad input with a clear message and writes nothing', async () => {
    const before = await counts();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ enCode: 'a1' }, '字典名称不能为空', 'fullName'],
      [{ fullName: '   ', enCode: 'a1' }, '字典名称不能为空', 'fullName'],
      [{ fullName: '甲' }, '字典编码不能为空', 'enCode'],
      [{ fullName: '甲', enCode: 'a b' }, '字典编码：编码只能输入英文、数字和小数点且小数点不能放在首尾', 'enCode'],
      [{ fullName: '甲', enCode: '.a' }, '字典编码：编码只能输入英文、数字和小数点且小数点不能放在首尾', 'enCode'],
      [{ fullName: '甲'.repeat(51), enCode: 'a1' }, 'fullName: 长度不能超过50个字符', 'fullName'],
      [{ fullName: '甲', enCode: 'a1', isTree: 2 }, 'isTree: 取值必须是 0、1 之一', 'isTree'],
      [{ fullName: '甲', enCode: 'a1', isTree: '1' }, 'isTree: 类型应为整数', 'isTree'],
      [{ fullName: '甲', enCode: 'a1', enabledMark: null }, 'enabledMark: 类型应为整数', 'enabledMark'],
      [{ fullName: '甲', enCode: 'a1', sortCode: -1 }, 'sortCode: 不能小于0', 'sortCode'],
      [{ fullName: '甲', enCode: 'a1', parentId: 'nope' }, '上级分类不存在', 'parentId'],
    ];
    for (const [payload, msg, field] of cases) {
      expect({ payload, reply: await api('POST', '/api/system/DictionaryType', { payload }) }).toEqual({ payload, reply: { code: 400, msg, data: { field } } });
    }
    expect((await api('POST', '/api/system/DictionaryType', { payload: { enCode: 'a1' }, headers: { 'jnpf-lang': 'en' } })).msg).toBe('Dictionary name is required');
    expect(await counts()).toEqual(before);
  });

  it('POST refuses a taken code or name with 409', async () => {
    const before = await counts();
    expect(await api('POST', '/api/system/DictionaryType', { payload: { fullName: '新名字', enCode: 'sex' } })).toEqual({ code: 409, msg: '字典编码不能重复' });
    expect(await api('POST', '/api/system/DictionaryType', { payload: { fullName: '性别', enCode: 'sex2' } })).toEqual({ code: 409, msg: '字典名称不能重复' });
    expect(await counts()).toEqual(before);
  });

  it('POST, PUT and DELETE need a session (600) and their button (403), writing nothing', async () => {
    const [sex] = await t.db.select().from(dictionaryTypes).where(eq(dictionaryTypes.enCode, 'sex'));
    const before = await counts();
    for (const token of [viewer, stranger]) {
      expect(await api('POST', '/api/system/DictionaryType', { token, payload: { fullName: '无权', enCode: 'noRight' } })).toEqual({ code: 403, msg: '权限不足' });
      expect((await api('PUT', `/api/system/DictionaryType/${sex.id}`, { token, payload: { fullName: '改名' } })).code).toBe(403);
      expect((await api('DELETE', `/api/system/DictionaryType/${sex.id}`, { token })).code).toBe(403);
    }
    expect((await api('GET', '/api/system/DictionaryType', { token: stranger })).code).toBe(403);
    expect((await api('GET', `/api/system/DictionaryType/${sex.id}`, { token: stranger })).code).toBe(403);
    for (const [method, url] of [['GET', '/api/system/DictionaryType'], ['GET', `/api/system/DictionaryType/${sex.id}`], ['POST', '/api/system/DictionaryType'],
      ['PUT', `/api/system/DictionaryType/${sex.id}`], ['DELETE', `/api/system/DictionaryType/${sex.id}`]] as const) {
      expect((await api(method, url, { token: null, payload: method === 'GET' || method === 'DELETE' ? undefined : { fullName: 'x', enCode: 'x' } })).code).toBe(600);
    }
    expect(await counts()).toEqual(before);
    expect(await typeRow(sex.id)).toMatchObject({ fullName: '性别' });
  });

  it('a granted button works on the next request', async () => {
    const userId = await createUser(t.db, { account: 'dictadd', password: 'P1' });
    await grant(t.db, 'User', userId, 'module', await menuId(t.db, 'dictionary'));
    const token = await login(t.app, 'dictadd', 'P1');
    expect((await api('POST', '/api/system/DictionaryType', { token, payload: { fullName: '授权后', enCode: 'granted' } })).code).toBe(403);
    await grant(t.db, 'User', userId, 'button', await buttonId(t.db, 'dictionary', 'btn_add'));
    expect((await api('POST', '/api/system/DictionaryType', { token, payload: { fullName: '授权后', enCode: 'granted' } })).code).toBe(200);
  });

  it('PUT updates the given fields and keeps the others', async () => {
    const type = await newType({ fullName: '待改分类', enCode: 'toEdit', description: '原说明', sortCode: 7 });
    const r = await api('PUT', `/api/system/DictionaryType/${type.id}`, { payload: { fullName: '已改分类', enabledMark: 0 } });
    expect(r).toMatchObject({ code: 200, msg: '更新成功', data: { fullName: '已改分类', enCode: 'toEdit', description: '原说明', sortCode: 7, enabledMark: 0 } });
    expect(await typeRow(type.id)).toMatchObject({ fullName: '已改分类', enabledMark: 0, updatedBy: expect.any(String) });
    // Keeping its own code and name is no conflict; clearing the description is allowed.
    expect((await api('PUT', `/api/system/DictionaryType/${type.id}`, { payload: { fullName: '已改分类', enCode: 'toEdit', description: null } })).data.description).toBeNull();
    expect(await api('PUT', '/api/system/DictionaryType/nope', { payload: { fullName: '无' } })).toEqual({ code: 404, msg: '字典分类不存在' });
  });

  it('PUT refuses a taken code, a blank name, and a parent that is the type or below it', async () => {
    const top = await newType({ fullName: '顶层', enCode: 'top' });
    const mid = await newType({ fullName: '中层', enCode: 'mid', parentId: top.id });
    const low = await newType({ fullName: '底层', enCode: 'low', parentId: mid.id });
    expect(await api('PUT', `/api/system/DictionaryType/${top.id}`, { payload: { enCode: 'sex' } })).toEqual({ code: 409, msg: '字典编码不能重复' });
    expect(await api('PUT', `/api/system/DictionaryType/${top.id}`, { payload: { fullName: '' } })).toEqual({ code: 400, msg: '字典名称不能为空', data: { field: 'fullName' } });
    expect(await api('PUT', `/api/system/DictionaryType/${top.id}`, { payload: { parentId: top.id } })).toEqual({ code: 400, msg: '上级不能是自己或自己的下级', data: { field: 'parentId' } });
    expect(await api('PUT', `/api/system/DictionaryType/${top.id}`, { payload: { parentId: low.id } })).toEqual({ code: 400, msg: '上级不能是自己或自己的下级', data: { field: 'parentId' } });
    expect(await typeRow(top.id)).toMatchObject({ enCode: 'top', fullName: '顶层', parentId: '-1' });
    // Moving the lowest one to the root is fine ('' and '-1' both mean the root).
    expect((await api('PUT', `/api/system/DictionaryType/${low.id}`, { payload: { parentId: '' } })).data.parentId).toBe('-1');
  });

  it('PUT refuses to change isTree once the type has data, and allows it before', async () => {
    const type = await newType({ fullName: '形状', enCode: 'shape' });
    expect((await api('PUT', `/api/system/DictionaryType/${type.id}`, { payload: { isTree: 1 } })).data.isTree).toBe(1);
    await newItem({ typeId: type.id, fullName: '圆', enCode: 'round' });
    expect(await api('PUT', `/api/system/DictionaryType/${type.id}`, { payload: { isTree: 0 } })).toEqual({ code: 400, msg: '该分类下已有字典数据，不能修改树形结构', data: { field: 'isTree' } });
    expect((await typeRow(type.id)).isTree).toBe(1);
    expect((await api('PUT', `/api/system/DictionaryType/${type.id}`, { payload: { isTree: 1, fullName: '形状2' } })).code).toBe(200);
  });

  it('DELETE refuses a type with data or child types, and deletes an unused one', async () => {
    const parent = await newType({ fullName: '父分类', enCode: 'delParent' });
    const child = await newType({ fullName: '子分类', enCode: 'delChild', parentId: parent.id });
    expect(await api('DELETE', `/api/system/DictionaryType/${parent.id}`)).toEqual({ code: 400, msg: '此记录被关联引用,不允许被删除' });
    const item = await newItem({ typeId: child.id, fullName: '值', enCode: 'v' });
    expect(await api('DELETE', `/api/system/DictionaryType/${child.id}`)).toEqual({ code: 400, msg: '此记录被关联引用,不允许被删除' });
    expect(await typeRow(child.id)).toBeDefined();
    expect((await api('DELETE', `/api/system/DictionaryData/${item.id}`)).code).toBe(200);
    expect(await api('DELETE', `/api/system/DictionaryType/${child.id}`)).toEqual({ code: 200, msg: '删除成功' });
    expect(await api('DELETE', `/api/system/DictionaryType/${parent.id}`)).toEqual({ code: 200, msg: '删除成功' });
    expect(await typeRow(parent.id)).toBeUndefined();
    expect(await api('DELETE', `/api/system/DictionaryType/${parent.id}`)).toEqual({ code: 404, msg: '字典分类不存在' });
  });
});

describe('dictionary data', () => {
  let tree: { id: string };
  let flat: { id: string };
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    tree = await newType({ fullName: '销售大区', enCode: 'salesRegion', isTree: 1 });
    flat = await newType({ fullName: '包装方式', enCode: 'packing' });
    ids.south = (await newItem({ typeId: tree.id, fullName: '华南', enCode: 'south', sortCode: 2 })).id;
    ids.north = (await newItem({ typeId: tree.id, fullName: '华北', enCode: 'north', sortCode: 1 })).id;
    ids.gd = (await newItem({ typeId: tree.id, parentId: ids.south, fullName: '广东', enCode: 'gd' })).id;
    ids.sz = (await newItem({ typeId: tree.id, parentId: ids.gd, fullName: '深圳', enCode: 'sz', enabledMark: 0 })).id;
    ids.box = (await newItem({ typeId: flat.id, fullName: '盒装', enCode: 'box', isDefault: 1, description: '默认' })).id;
    ids.bag = (await newItem({ typeId: flat.id, fullName: '袋装', enCode: 'bag' })).id;
  });

  it('POST creates an item and answers it', async () => {
    const r = await api('POST', '/api/system/DictionaryData', { payload: { typeId: flat.id, fullName: '散装', enCode: 'bulk', sortCode: 9 } });
    expect(r).toEqual({
      code: 200,
      msg: '新建成功',
      data: {
        id: expect.any(String), typeId: flat.id, parentId: '0', fullName: '散装', fullNameZhtw: '', fullNameEn: '', enCode: 'bulk', isDefault: 0, sortCode: 9, enabledMark: 1,
        description: null, creatorTime: expect.any(Number),
      },
    });
    ids.bulk = r.data.id;
  });

  it('GET /{typeId} lists all items, disabled too: a tree for a tree type, flat otherwise', async () => {
    const r = await api('GET', `/api/system/DictionaryData/${tree.id}`, { token: viewer });
    expect(r.code).toBe(200);
    expect(strip(r.data.list)).toEqual([{ enCode: 'north' }, { enCode: 'south', children: [{ enCode: 'gd', children: [{ enCode: 'sz' }] }] }]);
    expect(r.data.list[1].children[0].children[0]).toMatchObject({ fullName: '深圳', enabledMark: 0, parentId: ids.gd, typeId: tree.id });
    const flatList = await api('GET', `/api/system/DictionaryData/${flat.id}`, { token: viewer });
    expect(flatList.data.list.map((x: any) => x.enCode)).toEqual(['bag', 'box', 'bulk']); // sortCode 0 by pinyin, then 9
    expect(flatList.data.list[1]).toMatchObject({ isDefault: 1, description: '默认' });
    // isTree=0 flattens a tree type; the code works as well as the id.
    const asFlat = await api('GET', '/api/system/DictionaryData/salesRegion', { query: { isTree: '0' } });
    expect(asFlat.data.list.map((x: any) => x.enCode)).toEqual(['gd', 'sz', 'north', 'south']);
  });

  it('a keyword keeps the hits: with their ancestors in a tree, alone when flat', async () => {
    const treeHit = await api('GET', `/api/system/DictionaryData/${tree.id}`, { query: { keyword: '深圳', isTree: '1' } });
    expect(strip(treeHit.data.list)).toEqual([{ enCode: 'south', children: [{ enCode: 'gd', children: [{ enCode: 'sz' }] }] }]);
    const flatHit = await api('GET', `/api/system/DictionaryData/${tree.id}`, { query: { keyword: 'G', isTree: '0' } });
    expect(flatHit.data.list.map((x: any) => x.enCode)).toEqual(['gd']);
  });

  it('GET /DictionaryData?typeId= gives the same answer; no typeId gives no rows', async () => {
    const byPath = await api('GET', `/api/system/DictionaryData/${tree.id}`, { query: { keyword: '广' } });
    const byQuery = await api('GET', '/api/system/DictionaryData', { token: viewer, query: { typeId: tree.id, keyword: '广' } });
    expect(byQuery).toEqual(byPath);
    expect(await api('GET', '/api/system/DictionaryData', { query: { typeId: '' } })).toEqual({ code: 200, msg: 'Success', data: { list: [] } });
    expect(await api('GET', '/api/system/DictionaryData')).toEqual({ code: 200, msg: 'Success', data: { list: [] } });
  });

  it('list calls: 404 for an unknown type, 400 for a bad isTree, 600 and 403', async () => {
    expect(await api('GET', '/api/system/DictionaryData/nope')).toEqual({ code: 404, msg: '字典分类不存在' });
    expect((await api('GET', `/api/system/DictionaryData/${tree.id}`, { query: { isTree: '2' } })).code).toBe(400);
    expect((await api('GET', `/api/system/DictionaryData/${tree.id}`, { token: null })).code).toBe(600);
    expect((await api('GET', '/api/system/DictionaryData', { token: null, query: { typeId: tree.id } })).code).toBe(600);
    expect((await api('GET', `/api/system/DictionaryData/${tree.id}`, { token: stranger })).code).toBe(403);
    expect((await api('GET', '/api/system/DictionaryData', { token: stranger, query: { typeId: tree.id } })).code).toBe(403);
  });

  it('GET /{id}/Info gives one item; 404 when missing', async () => {
    expect((await api('GET', `/api/system/DictionaryData/${ids.gd}/Info`, { token: viewer })).data)
      .toMatchObject({ id: ids.gd, typeId: tree.id, parentId: ids.south, fullName: '广东', enCode: 'gd' });
    expect(await api('GET', '/api/system/DictionaryData/nope/Info')).toEqual({ code: 404, msg: '字典数据不存在' });
    expect((await api('GET', `/api/system/DictionaryData/${ids.gd}/Info`, { token: stranger })).code).toBe(403);
  });

  it('POST refuses bad input and broken rules, writing nothing', async () => {
    const before = await counts();
    const cases: Array<[Record<string, unknown>, number, string, string?]> = [
      [{ fullName: '甲', enCode: 'a' }, 400, '字典分类不能为空', 'typeId'],
      [{ typeId: 'nope', fullName: '甲', enCode: 'a' }, 404, '字典分类不存在'],
      [{ typeId: flat.id, enCode: 'a' }, 400, '字典值名称不能为空', 'fullName'],
      [{ typeId: flat.id, fullName: '甲', enCode: 'a,b' }, 400, '字典值编码：编码只能输入英文、数字和小数点且小数点不能放在首尾', 'enCode'],
      [{ typeId: flat.id, fullName: '甲', enCode: 'a', isDefault: 3 }, 400, 'isDefault: 取值必须是 0、1 之一', 'isDefault'],
      [{ typeId: flat.id, fullName: 5, enCode: 'a' }, 400, 'fullName: 类型应为字符串', 'fullName'],
      [{ typeId: flat.id, fullName: '甲', enCode: 'box' }, 409, '字典编码不能重复'],
      [{ typeId: flat.id, fullName: '盒装', enCode: 'box2' }, 409, '字典名称不能重复'],
      [{ typeId: flat.id, parentId: ids.box, fullName: '甲', enCode: 'a' }, 400, '该分类不是树形结构，不能设置上级', 'parentId'],
      [{ typeId: tree.id, parentId: ids.box, fullName: '甲', enCode: 'a' }, 400, '上级字典数据不存在或不属于该分类', 'parentId'],
      [{ typeId: tree.id, parentId: 'nope', fullName: '甲', enCode: 'a' }, 400, '上级字典数据不存在或不属于该分类', 'parentId'],
    ];
    for (const [payload, code, msg, field] of cases) {
      expect({ payload, reply: await api('POST', '/api/system/DictionaryData', { payload }) }).toEqual({ payload, reply: field ? { code, msg, data: { field } } : { code, msg } });
    }
    expect(await counts()).toEqual(before);
    // The same code in another type, and the same name under another parent, are fine.
    await newItem({ typeId: tree.id, fullName: '盒装', enCode: 'box' });
    await newItem({ typeId: tree.id, parentId: ids.gd, fullName: '华南', enCode: 'gdSouth' });
  });

  it('PUT updates an item, moves it within its tree and keeps absent fields', async () => {
    const r = await api('PUT', `/api/system/DictionaryData/${ids.sz}`, { payload: { fullName: '深圳市', parentId: ids.south, typeId: tree.id } });
    expect(r).toMatchObject({ code: 200, msg: '更新成功', data: { fullName: '深圳市', enCode: 'sz', parentId: ids.south, enabledMark: 0 } });
    expect(await itemRow(ids.sz)).toMatchObject({ fullName: '深圳市', parentId: ids.south, updatedBy: expect.any(String) });
    expect((await api('PUT', `/api/system/DictionaryData/${ids.sz}`, { payload: { parentId: null } })).data.parentId).toBe('0');
    expect(await api('PUT', '/api/system/DictionaryData/nope', { payload: { fullName: 'x' } })).toEqual({ code: 404, msg: '字典数据不存在' });
  });

  it('PUT refuses a parent below the item, another type, a taken code or sibling name', async () => {
    const before = await itemRow(ids.south);
    const cases: Array<[Record<string, unknown>, number, string, string?]> = [
      [{ parentId: ids.south }, 400, '上级不能是自己或自己的下级', 'parentId'],
      [{ parentId: ids.gd }, 400, '上级不能是自己或自己的下级', 'parentId'],
      [{ parentId: ids.box }, 400, '上级字典数据不存在或不属于该分类', 'parentId'],
      [{ typeId: flat.id }, 400, '不能修改字典数据所属的分类', 'typeId'],
      [{ enCode: 'north' }, 409, '字典编码不能重复'],
      [{ fullName: '华北' }, 409, '字典名称不能重复'],
      [{ enCode: '' }, 400, '字典值编码不能为空', 'enCode'],
    ];
    for (const [payload, code, msg, field] of cases) {
      expect({ payload, reply: await api('PUT', `/api/system/DictionaryData/${ids.south}`, { payload }) }).toEqual({ payload, reply: field ? { code, msg, data: { field } } : { code, msg } });
    }
    expect(await itemRow(ids.south)).toEqual(before);
  });

  it('PUT /{id}/Actions/State switches an item off and on', async () => {
    expect(await api('PUT', `/api/system/DictionaryData/${ids.bag}/Actions/State`)).toEqual({ code: 200, msg: '更新成功', data: { enabledMark: 0 } });
    expect((await itemRow(ids.bag)).enabledMark).toBe(0);
    // A disabled item leaves the form selector.
    const selector = await api('GET', '/api/system/DictionaryData/packing/Data/Selector');
    expect(selector.data.list.map((x: any) => x.enCode)).not.toContain('bag');
    expect((await api('PUT', `/api/system/DictionaryData/${ids.bag}/Actions/State`)).data).toEqual({ enabledMark: 1 });
    expect(await api('PUT', '/api/system/DictionaryData/nope/Actions/State')).toEqual({ code: 404, msg: '字典数据不存在' });
  });

  it('DELETE refuses an item with children and deletes a leaf', async () => {
    expect(await api('DELETE', `/api/system/DictionaryData/${ids.south}`)).toEqual({ code: 400, msg: '删除失败，当前有子节点数据' });
    expect(await itemRow(ids.south)).toBeDefined();
    expect(await api('DELETE', `/api/system/DictionaryData/${ids.bulk}`)).toEqual({ code: 200, msg: '删除成功' });
    expect(await itemRow(ids.bulk)).toBeUndefined();
    expect(await api('DELETE', `/api/system/DictionaryData/${ids.bulk}`)).toEqual({ code: 404, msg: '字典数据不存在' });
  });

  it('writes need a session (600) and their button (403), and write nothing', async () => {
    const before = await counts();
    const snapshot = await itemRow(ids.box);
    for (const token of [viewer, stranger]) {
      expect((await api('POST', '/api/system/DictionaryData', { token, payload: { typeId: flat.id, fullName: '无权', enCode: 'no' } })).code).toBe(403);
      expect((await api('PUT', `/api/system/DictionaryData/${ids.box}`, { token, payload: { fullName: '无权' } })).code).toBe(403);
      expect((await api('PUT', `/api/system/DictionaryData/${ids.box}/Actions/State`, { token })).code).toBe(403);
      expect((await api('DELETE', `/api/system/DictionaryData/${ids.box}`, { token })).code).toBe(403);
    }
    expect((await api('POST', '/api/system/DictionaryData', { token: null, payload: { typeId: flat.id, fullName: '无权', enCode: 'no' } })).code).toBe(600);
    expect((await api('PUT', `/api/system/DictionaryData/${ids.box}`, { token: null, payload: { fullName: '无权' } })).code).toBe(600);
    expect((await api('PUT', `/api/system/DictionaryData/${ids.box}/Actions/State`, { token: null })).code).toBe(600);
    expect((await api('DELETE', `/api/system/DictionaryData/${ids.box}`, { token: null })).code).toBe(600);
    expect((await api('GET', `/api/system/DictionaryData/${ids.box}/Info`, { token: null })).code).toBe(600);
    expect(await counts()).toEqual(before);
    expect(await itemRow(ids.box)).toEqual(snapshot);
  });
});

describe('dictionary export and import', () => {
  const exportReply = (typeId: string, token: string | null = admin) =>
    t.app.inject({ method: 'GET', url: `/api/system/DictionaryData/${typeId}/Action/Export`, headers: token ? { authorization: token } : {} });
  let file: any;

  beforeAll(async () => {
    const type = await newType({ fullName: '产品线', enCode: 'productLine', isTree: 1, description: '导出用' });
    const gold = await newItem({ typeId: type.id, fullName: '黄金', enCode: 'gold', sortCode: 1 });
    const ring = await newItem({ typeId: type.id, parentId: gold.id, fullName: '金戒指', enCode: 'goldRing', isDefault: 1 });
    await newItem({ typeId: type.id, parentId: ring.id, fullName: '男戒', enCode: 'goldRingMen', enabledMark: 0, description: '停用' });
    await newItem({ typeId: type.id, fullName: '白银', enCode: 'silver', sortCode: 2 });
  });

  it('GET /{typeId}/Action/Export downloads <enCode>.json with the type and its items', async () => {
    const res = await exportReply((await t.db.select().from(dictionaryTypes).where(eq(dictionaryTypes.enCode, 'productLine')))[0].id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="productLine.json"; filename*=UTF-8\'\'productLine.json');
    expect(res.headers['content-type']).toBe('application/octet-stream'); // not read as an error envelope by the client
    file = JSON.parse(res.body);
    expect(file.type).toEqual({ fullName: '产品线', fullNameZhtw: '', fullNameEn: '', enCode: 'productLine', isTree: 1, description: '导出用' });
    expect(file.data).toHaveLength(4);
    const byCode = new Map<string, any>(file.data.map((d: any) => [d.enCode, d]));
    expect(byCode.get('goldRing')).toEqual({
      id: expect.any(String), parentId: byCode.get('gold').id, fullName: '金戒指', fullNameZhtw: '', fullNameEn: '', enCode: 'goldRing', sortCode: 0, enabledMark: 1,
      description: null, isDefault: 1,
    });
    expect(byCode.get('goldRingMen')).toMatchObject({ parentId: byCode.get('goldRing').id, enabledMark: 0, description: '停用' });
    expect(byCode.get('gold').parentId).toBe('0');
  });

  it('export: 404 unknown type, 403 without btn_download, 600 without a session', async () => {
    const [sex] = await t.db.select().from(dictionaryTypes).where(eq(dictionaryTypes.enCode, 'sex'));
    expect((await exportReply('nope')).json()).toEqual({ code: 404, msg: '字典分类不存在' });
    expect((await exportReply(sex.id, viewer)).json()).toEqual({ code: 403, msg: '权限不足' });
    expect((await exportReply(sex.id, null)).json().code).toBe(600);
    // A flat type with no items still exports.
    const empty = await newType({ fullName: '空字典', enCode: 'emptyDict' });
    expect(JSON.parse((await exportReply(empty.id)).body)).toEqual({
      type: { fullName: '空字典', fullNameZhtw: '', fullNameEn: '', enCode: 'emptyDict', isTree: 0, description: null }, data: [],
    });
  });

  it('POST /Action/Import refuses an existing code or name, writing nothing', async () => {
    const before = await counts();
    expect(await api('POST', '/api/system/DictionaryData/Action/Import', { payload: file })).toEqual({ code: 409, msg: '字典编码不能重复' });
    expect(await api('POST', '/api/system/DictionaryData/Action/Import', { payload: { ...file, type: { ...file.type, enCode: 'productLine2' } } }))
      .toEqual({ code: 409, msg: '字典名称不能重复' });
    expect(await counts()).toEqual(before);
  });

  it('POST /Action/Import creates the type and its items with new ids, keeping the tree', async () => {
    const payload = { ...file, type: { ...file.type, enCode: 'productLineCopy', fullName: '产品线副本' } };
    const r = await api('POST', '/api/system/DictionaryData/Action/Import', { payload });
    expect(r).toMatchObject({ code: 200, msg: '导入成功', data: { id: expect.any(String), parentId: '-1', enCode: 'productLineCopy', fullName: '产品线副本', isTree: 1 } });
    const copy = await api('GET', `/api/system/DictionaryData/${r.data.id}`);
    expect(strip(copy.data.list)).toEqual([
      { enCode: 'gold', children: [{ enCode: 'goldRing', children: [{ enCode: 'goldRingMen' }] }] },
      { enCode: 'silver' },
    ]);
    const items = await t.db.select().from(dictionaryData).where(eq(dictionaryData.typeId, r.data.id));
    const oldIds = new Set(file.data.map((d: any) => d.id));
    expect(items.every((i) => !oldIds.has(i.id))).toBe(true);
    expect(items.find((i) => i.enCode === 'goldRingMen')).toMatchObject({ enabledMark: 0, description: '停用', isDefault: 0 });
    expect(items.find((i) => i.enCode === 'goldRing')).toMatchObject({ isDefault: 1 });
  });

  it('POST /Action/Import refuses a malformed file with a clear message, writing nothing', async () => {
    const before = await counts();
    const type = { fullName: '坏文件', enCode: 'badFile', isTree: 1 };
    const item = (id: string, parentId: string, enCode: string, fullName = enCode) => ({ id, parentId, fullName, enCode });
    const cases: Array<[unknown, string, string?]> = [
      [{ data: [] }, 'type: 不能为空', 'type'],
      [{ type, data: {} }, 'data: 类型应为数组', 'data'],
      [{ type: { ...type, isTree: true }, data: [] }, 'type.isTree: 类型应为整数'],
      [{ type, data: [{ id: 'a', parentId: '0', fullName: '甲' }] }, 'data.0.enCode: 不能为空'],
      [{ type: { ...type, enCode: '' }, data: [] }, '字典编码不能为空', 'enCode'],
      [{ type, data: [item('a', '0', 'a'), item('b', '0', 'b b')] }, '导入文件有误：第2条数据：字典值编码：编码只能输入英文、数字和小数点且小数点不能放在首尾', 'data'],
      [{ type, data: [item('a', '0', 'a'), item('a', '0', 'b')] }, '导入文件有误：数据 id a 重复', 'data'],
      [{ type, data: [item('a', '0', 'a'), item('b', '0', 'a')] }, '导入文件有误：字典编码 a 重复', 'data'],
      [{ type, data: [item('a', '0', 'a', '同名'), item('b', '0', 'b', '同名')] }, '导入文件有误：同一上级下字典名称 同名 重复', 'data'],
      [{ type, data: [item('a', 'zzz', 'a')] }, '导入文件有误：数据 a 的上级 zzz 不在文件中', 'data'],
      [{ type, data: [item('a', 'b', 'a'), item('b', 'a', 'b')] }, '导入文件有误：数据 a 的上下级关系形成循环', 'data'],
      [{ type: { ...type, isTree: 0 }, data: [item('a', '0', 'a'), item('b', 'a', 'b')] }, '导入文件有误：分类不是树形结构，数据 b 不能有上级', 'data'],
    ];
    for (const [payload, msg, field] of cases) {
      expect({ payload, reply: await api('POST', '/api/system/DictionaryData/Action/Import', { payload }) }).toEqual({ payload, reply: field ? { code: 400, msg, data: { field } } : { code: 400, msg } });
    }
    expect(await counts()).toEqual(before);
  });

  it('import: 403 without btn_upload and 600 without a session, writing nothing', async () => {
    const before = await counts();
    const payload = { ...file, type: { ...file.type, enCode: 'noRight', fullName: '无权导入' } };
    expect(await api('POST', '/api/system/DictionaryData/Action/Import', { token: viewer, payload })).toEqual({ code: 403, msg: '权限不足' });
    expect((await api('POST', '/api/system/DictionaryData/Action/Import', { token: null, payload })).code).toBe(600);
    expect(await counts()).toEqual(before);
  });
});
