import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { areas } from '../../server/db/schema';
import { call, createTestApp, createUser, login, type TestContext } from './helpers';

let t: TestContext;
let user: string; // signed in, no grants: areas need only a session
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.db, { account: 'area1', password: 'P1' });
  user = await login(t.app, 'area1', 'P1');
});
afterAll(async () => { await t?.close(); });

const children = (id: string) => call(t.app, 'GET', `/api/system/Area/${id}/Selector`, { token: user });
const names = (payload: unknown, token: string | null = user) =>
  call(t.app, 'POST', '/api/system/Area/GetAreaByIds', { token: token ?? undefined, payload });

describe('seeded areas', () => {
  it('holds the national divisions: 31 provinces, 342 cities, 3056 districts', async () => {
    const rows = await t.db.select({ type: areas.type, n: count() }).from(areas).groupBy(areas.type).orderBy(areas.type);
    expect(rows.map((r) => [r.type, Number(r.n)])).toEqual([[1, 31], [2, 342], [3, 3056]]);
    const [sz] = await t.db.select().from(areas).where(eq(areas.id, '4403'));
    expect(sz).toMatchObject({ parentId: '44', enCode: '4403', fullName: '深圳市', type: 2 });
  });
});

describe('GET /api/system/Area/{id}/Selector', () => {
  it('-1 gives the 31 provinces in code order, none a leaf', async () => {
    const r = await children('-1');
    expect(r.code).toBe(200);
    expect(r.data.list).toHaveLength(31);
    expect(r.data.list[0]).toEqual({ id: '11', fullName: '北京市', isLeaf: false, hasChildren: true });
    expect(r.data.list).toContainEqual({ id: '44', fullName: '广东省', isLeaf: false, hasChildren: true });
    const ids = r.data.list.map((p: any) => p.id);
    expect(ids).toEqual([...ids].sort());
  });

  it('a city gives its districts as leaves', async () => {
    const r = await children('4403');
    expect(r.data.list).toContainEqual({ id: '440305', fullName: '南山区', isLeaf: true, hasChildren: false });
    expect(r.data.list.every((d: any) => d.isLeaf)).toBe(true);
    expect((await children('440305')).data.list).toEqual([]);
    expect((await children('nope')).data.list).toEqual([]);
  });

  it('leaves out disabled areas, and a parent of only disabled areas becomes a leaf', async () => {
    await t.db.update(areas).set({ enabledMark: 0 }).where(eq(areas.parentId, '4403'));
    try {
      expect((await children('4403')).data.list).toEqual([]);
      expect((await children('44')).data.list).toContainEqual({ id: '4403', fullName: '深圳市', isLeaf: true, hasChildren: false });
      // Stored addresses stay readable.
      expect((await names({ idsList: [['44', '4403', '440305']] })).data).toEqual([['广东省', '深圳市', '南山区']]);
    } finally {
      await t.db.update(areas).set({ enabledMark: 1 }).where(eq(areas.parentId, '4403'));
    }
  });

  it('answers 600 without a session', async () => {
    expect((await call(t.app, 'GET', '/api/system/Area/-1/Selector')).code).toBe(600);
  });
});

describe('POST /api/system/Area/GetAreaByIds', () => {
  it('gives the names of each path in the same shape', async () => {
    expect(await names({ idsList: [['44', '4403', '440305']] })).toEqual({ code: 200, msg: 'Success', data: [['广东省', '深圳市', '南山区']] });
    const r = await names({ idsList: [['11', '1101', '110105'], [], ['44'], ['44', 'nope', '440305']] });
    expect(r.data).toEqual([['北京市', '市辖区', '朝阳区'], [], ['广东省'], ['广东省', '', '南山区']]);
    expect((await names({ idsList: [] })).data).toEqual([]);
  });

  it('accepts 500 paths and refuses 501', async () => {
    const path = ['44', '4403', '440305'];
    const many = await names({ idsList: Array.from({ length: 500 }, () => path) });
    expect(many.data).toHaveLength(500);
    expect(many.data[499]).toEqual(['广东省', '深圳市', '南山区']);
    const tooMany = await names({ idsList: Array.from({ length: 501 }, () => path) });
    expect(tooMany.code).toBe(400);
    expect(tooMany.msg).toContain('idsList');
  });

  it('refuses bad input with 400', async () => {
    const bad = [
      {}, { idsList: null }, { idsList: '44' }, { idsList: 44 }, { idsList: ['44'] }, { idsList: [[44]] }, { idsList: { a: '44' } },
      { idsList: [{ a: '44' }] }, { idsList: [['44', '4403', '440305', '1', '2']] }, { idsList: [['']] },
    ];
    for (const payload of bad) {
      const r = await names(payload);
      expect({ payload, code: r.code }).toEqual({ payload, code: 400 });
      expect(r.msg).toContain('idsList');
    }
    expect(await names({ idsList: '44' })).toEqual({ code: 400, msg: 'idsList: 类型应为数组', data: { field: 'idsList' } });
  });

  it('answers 600 without a session', async () => {
    expect((await names({ idsList: [['44']] }, null)).code).toBe(600);
  });
});
