import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { areas } from '../../server/db/schema';
import { adminLogin, call, createTestApp, createUser, grant, login, menuId, type TestContext } from './helpers';

let t: TestContext;
let admin: string;
let viewer: string; // the area menu without buttons
let stranger: string; // signed in, no grants
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t.app);
  const viewerId = await createUser(t.db, { account: 'areaview', password: 'P1' });
  await grant(t.db, 'User', viewerId, 'module', await menuId(t.db, 'area'));
  viewer = await login(t.app, 'areaview', 'P1');
  await createUser(t.db, { account: 'areanone', password: 'P1' });
  stranger = await login(t.app, 'areanone', 'P1');
});
afterAll(async () => { await t?.close(); });

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts: { token?: string | null; payload?: unknown; query?: Record<string, string> } = {}) =>
  call(t.app, method, url, { ...opts, token: opts.token === null ? undefined : opts.token ?? admin });
const total = async () => (await t.db.select({ n: count() }).from(areas))[0].n;
const row = async (id: string) => (await t.db.select().from(areas).where(eq(areas.id, id)))[0];

describe('GET /api/system/Area/{nodeId}', () => {
  it('-1 gives the provinces with their administration fields', async () => {
    const r = await api('GET', '/api/system/Area/-1', { token: viewer });
    expect(r.code).toBe(200);
    expect(r.data.list).toHaveLength(31);
    expect(r.data.list[0]).toEqual({
      id: '11', parentId: '-1', enCode: '11', fullName: '北京市', type: 1, sortCode: 0, enabledMark: 1, description: null,
      creatorTime: expect.any(Number), isLeaf: false, hasChildren: true,
    });
  });

  it('a city gives its districts as leaves, disabled ones included', async () => {
    await t.db.update(areas).set({ enabledMark: 0 }).where(eq(areas.id, '440305'));
    try {
      const r = await api('GET', '/api/system/Area/4403');
      expect(r.data.list.find((a: any) => a.id === '440305')).toMatchObject({ fullName: '南山区', type: 3, enabledMark: 0, isLeaf: true, hasChildren: false });
      expect(r.data.list.every((a: any) => a.parentId === '4403' && a.isLeaf)).toBe(true);
      expect((await api('GET', '/api/system/Area/nope')).data.list).toEqual([]);
    } finally {
      await t.db.update(areas).set({ enabledMark: 1 }).where(eq(areas.id, '440305'));
    }
  });

  it('a keyword gives the matching areas anywhere, flat, provinces first', async () => {
    const byName = await api('GET', '/api/system/Area/-1', { query: { keyword: '南山' } });
    expect(byName.data.list).toContainEqual(expect.objectContaining({ id: '440305', fullName: '南山区', isLeaf: true, hasChildren: false }));
    expect(byName.data.list.every((a: any) => a.fullName.includes('南山'))).toBe(true);
    const byCode = await api('GET', '/api/system/Area/-1', { query: { keyword: '4403' } });
    expect(byCode.data.list[0]).toMatchObject({ id: '4403', type: 2, isLeaf: false });
    expect(byCode.data.list.slice(1).every((a: any) => a.type === 3 && a.enCode.includes('4403'))).toBe(true);
    // LIKE wildcards in the keyword are literal.
    expect((await api('GET', '/api/system/Area/-1', { query: { keyword: '%' } })).data.list).toEqual([]);
  });

  it('answers 600 without a session and 403 without the menu', async () => {
    expect((await api('GET', '/api/system/Area/-1', { token: null })).code).toBe(600);
    expect(await api('GET', '/api/system/Area/-1', { token: stranger })).toEqual({ code: 403, msg: '权限不足' });
    // The address widget's selector stays open to any session.
    expect((await api('GET', '/api/system/Area/-1/Selector', { token: stranger })).data.list).toHaveLength(31);
  });
});

describe('GET /api/system/Area/{id}/Info', () => {
  it('gives the area with its parent name', async () => {
    expect((await api('GET', '/api/system/Area/440305/Info', { token: viewer })).data)
      .toMatchObject({ id: '440305', parentId: '4403', fullName: '南山区', type: 3, parentName: '深圳市', isLeaf: true });
    expect((await api('GET', '/api/system/Area/44/Info')).data).toMatchObject({ fullName: '广东省', parentName: null, hasChildren: true });
    expect(await api('GET', '/api/system/Area/nope/Info')).toEqual({ code: 404, msg: '区域不存在' });
    expect((await api('GET', '/api/system/Area/44/Info', { token: stranger })).code).toBe(403);
    expect((await api('GET', '/api/system/Area/44/Info', { token: null })).code).toBe(600);
  });
});

describe('POST /api/system/Area', () => {
  it('creates a district under a city (its level by default, its code as id) that the selector offers', async () => {
    const r = await api('POST', '/api/system/Area', { payload: { parentId: '4403', enCode: '440399', fullName: '测试新区', sortCode: 99 } });
    expect(r).toEqual({
      code: 200,
      msg: '新建成功',
      data: {
        id: '440399', parentId: '4403', enCode: '440399', fullName: '测试新区', type: 3, sortCode: 99, enabledMark: 1, description: null,
        creatorTime: expect.any(Number), isLeaf: true, hasChildren: false,
      },
    });
    expect(await row('440399')).toMatchObject({ createdBy: expect.any(String) });
    const selector = await api('GET', '/api/system/Area/4403/Selector', { token: stranger });
    expect(selector.data.list).toContainEqual({ id: '440399', fullName: '测试新区', isLeaf: true, hasChildren: false });
  });

  it('creates a province when no parent is given', async () => {
    const r = await api('POST', '/api/system/Area', { payload: { enCode: '99', fullName: '测试省', type: 1, description: '测试' } });
    expect(r.data).toMatchObject({ id: '99', parentId: '-1', type: 1, description: '测试' });
  });

  it('refuses bad input and broken rules with a clear message, writing nothing', async () => {
    const before = await total();
    const cases: Array<[Record<string, unknown>, number, string, string?]> = [
      [{ parentId: '4403', enCode: '440398' }, 400, '区域名称不能为空', 'fullName'],
      [{ parentId: '4403', fullName: '甲区' }, 400, '区域编码不能为空', 'enCode'],
      [{ parentId: '4403', enCode: '4403-98', fullName: '甲区' }, 400, '区域编码：编码只能输入英文、数字和小数点且小数点不能放在首尾', 'enCode'],
      [{ parentId: '4403', enCode: '440398', fullName: '甲区', type: 4 }, 400, 'type: 取值必须是 1、2、3 之一', 'type'],
      [{ parentId: '4403', enCode: '440398', fullName: '甲区', type: '3' }, 400, 'type: 类型应为整数', 'type'],
      [{ parentId: '4403', enCode: '440398', fullName: '甲区', type: 2 }, 400, '区域类型与上级不符：本级应为区县', 'type'],
      [{ enCode: '98', fullName: '甲省', type: 2 }, 400, '区域类型与上级不符：本级应为省', 'type'],
      [{ parentId: 'nope', enCode: '440398', fullName: '甲区' }, 400, '上级区域不存在', 'parentId'],
      [{ parentId: '440305', enCode: '44030598', fullName: '甲街道' }, 400, '区县下不能再添加下级区域', 'parentId'],
      [{ parentId: '4403', enCode: '440305', fullName: '甲区' }, 409, '区域编码不能重复'],
      [{ parentId: '4403', enCode: '440398', fullName: '甲区', enabledMark: 5 }, 400, 'enabledMark: 取值必须是 0、1 之一', 'enabledMark'],
    ];
    for (const [payload, code, msg, field] of cases) {
      expect({ payload, reply: await api('POST', '/api/system/Area', { payload }) }).toEqual({ payload, reply: field ? { code, msg, data: { field } } : { code, msg } });
    }
    expect(await total()).toBe(before);
  });

  it('needs btn_add (403) and a session (600), writing nothing', async () => {
    const before = await total();
    const payload = { parentId: '4403', enCode: '440397', fullName: '无权区' };
    expect(await api('POST', '/api/system/Area', { token: viewer, payload })).toEqual({ code: 403, msg: '权限不足' });
    expect((await api('POST', '/api/system/Area', { token: stranger, payload })).code).toBe(403);
    expect((await api('POST', '/api/system/Area', { token: null, payload })).code).toBe(600);
    expect(await total()).toBe(before);
  });
});

describe('PUT /api/system/Area/{id}', () => {
  it('updates the given fields and keeps the others', async () => {
    const r = await api('PUT', '/api/system/Area/440399', { payload: { fullName: '测试改名区', description: '改过' } });
    expect(r).toMatchObject({ code: 200, msg: '更新成功', data: { id: '440399', fullName: '测试改名区', enCode: '440399', sortCode: 99, description: '改过', type: 3 } });
    expect(await row('440399')).toMatchObject({ fullName: '测试改名区', updatedBy: expect.any(String) });
  });

  it('moves an area to another parent of the same level', async () => {
    expect((await api('PUT', '/api/system/Area/440399', { payload: { parentId: '4401' } })).data.parentId).toBe('4401');
    expect((await api('GET', '/api/system/Area/4401')).data.list.map((a: any) => a.id)).toContain('440399');
  });

  it('refuses a wrong level, a type change with children, a parent below itself and a taken code', async () => {
    const before = await row('4403');
    const cases: Array<[string, Record<string, unknown>, number, string, string?]> = [
      ['440399', { parentId: '44' }, 400, '区域类型与上级不符：本级应为市', 'type'],
      ['4403', { type: 3 }, 400, '该区域有下级区域，不能修改区域类型', 'type'],
      ['44', { parentId: '4403' }, 400, '上级不能是自己或自己的下级', 'parentId'],
      ['4403', { parentId: '4403' }, 400, '上级不能是自己或自己的下级', 'parentId'],
      ['4403', { enCode: '4401' }, 409, '区域编码不能重复'],
      ['4403', { fullName: ' ' }, 400, '区域名称不能为空', 'fullName'],
      ['nope', { fullName: '无' }, 404, '区域不存在'],
    ];
    for (const [id, payload, code, msg, field] of cases) {
      expect({ id, payload, reply: await api('PUT', `/api/system/Area/${id}`, { payload }) }).toEqual({ id, payload, reply: field ? { code, msg, data: { field } } : { code, msg } });
    }
    expect(await row('4403')).toEqual(before);
  });

  it('needs btn_edit (403) and a session (600), writing nothing', async () => {
    const before = await row('440399');
    expect(await api('PUT', '/api/system/Area/440399', { token: viewer, payload: { fullName: '无权' } })).toEqual({ code: 403, msg: '权限不足' });
    expect((await api('PUT', '/api/system/Area/440399', { token: null, payload: { fullName: '无权' } })).code).toBe(600);
    expect(await row('440399')).toEqual(before);
  });
});

describe('PUT /api/system/Area/{id}/Actions/State', () => {
  it('switches an area off (the selector hides it, stored names stay readable) and on', async () => {
    expect(await api('PUT', '/api/system/Area/440399/Actions/State')).toEqual({ code: 200, msg: '更新成功', data: { enabledMark: 0 } });
    expect((await api('GET', '/api/system/Area/4401/Selector')).data.list.map((a: any) => a.id)).not.toContain('440399');
    expect((await api('POST', '/api/system/Area/GetAreaByIds', { payload: { idsList: [['44', '4401', '440399']] } })).data).toEqual([['广东省', '广州市', '测试改名区']]);
    expect((await api('PUT', '/api/system/Area/440399/Actions/State')).data).toEqual({ enabledMark: 1 });
    expect(await api('PUT', '/api/system/Area/nope/Actions/State')).toEqual({ code: 404, msg: '区域不存在' });
  });

  it('needs btn_edit (403) and a session (600)', async () => {
    expect((await api('PUT', '/api/system/Area/440399/Actions/State', { token: viewer })).code).toBe(403);
    expect((await api('PUT', '/api/system/Area/440399/Actions/State', { token: null })).code).toBe(600);
    expect((await row('440399')).enabledMark).toBe(1);
  });
});

describe('DELETE /api/system/Area/{id}', () => {
  it('refuses an area with children and deletes a leaf', async () => {
    expect(await api('DELETE', '/api/system/Area/4403')).toEqual({ code: 400, msg: '删除失败，当前有子节点数据' });
    expect(await row('4403')).toBeDefined();
    expect((await api('DELETE', '/api/system/Area/440399', { token: viewer })).code).toBe(403);
    expect((await api('DELETE', '/api/system/Area/440399', { token: null })).code).toBe(600);
    expect(await row('440399')).toBeDefined();
    expect(await api('DELETE', '/api/system/Area/440399')).toEqual({ code: 200, msg: '删除成功' });
    expect(await row('440399')).toBeUndefined();
    expect(await api('DELETE', '/api/system/Area/440399')).toEqual({ code: 404, msg: '区域不存在' });
  });

  it('a re-created area whose code was once another area\'s id gets a fresh id', async () => {
    await api('PUT', '/api/system/Area/99', { payload: { enCode: '98' } });
    const r = await api('POST', '/api/system/Area', { payload: { enCode: '99', fullName: '又一个测试省' } });
    expect(r.code).toBe(200);
    expect(r.data.id).not.toBe('99');
    expect(r.data.enCode).toBe('99');
  });
});
