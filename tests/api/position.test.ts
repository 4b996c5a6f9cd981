import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { authorizations, dictionaryData, dictionaryTypes, positions, userRelations, users } from '../../server/db/schema';
import { adminLogin, buttonId, call, createTestApp, createUser, grant, login, menuId, type TestContext } from './helpers';

let t: TestContext;
let admin: string;
let adminId: string;
let reader: string; // menu 'position' without buttons
let nobody: string; // signed in, no grants
let company: any;
let deptA: any;
let deptB: any;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t.app);
  [{ id: adminId }] = await t.db.select({ id: users.id }).from(users).where(eq(users.account, 'admin'));
  const readerId = await createUser(t.db, { account: 'posreader', password: 'P1' });
  await grant(t.db, 'User', readerId, 'module', await menuId(t.db, 'position'));
  await createUser(t.db, { account: 'posnobody', password: 'P1' });
  [reader, nobody] = await Promise.all([login(t.app, 'posreader', 'P1'), login(t.app, 'posnobody', 'P1')]);
  company = await org('POST', '/api/permission/Organize', { fullName: '岗位测试公司', enCode: 'PTC' });
  deptA = await org('POST', '/api/permission/Organize/Department', { parentId: company.id, fullName: '甲部', enCode: 'PTA' });
  deptB = await org('POST', '/api/permission/Organize/Department', { parentId: deptA.id, fullName: '乙组', enCode: 'PTB' });
});
afterAll(async () => { await t?.close(); });

const BASE = '/api/permission/Position';
let seq = 0;
const next = () => `${++seq}${Math.random().toString(36).slice(2, 6)}`;

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts: { token?: string | null; payload?: unknown; query?: Record<string, string>; lang?: string } = {}) =>
  call(t.app, method, url, {
    token: opts.token === null ? undefined : opts.token ?? admin,
    payload: opts.payload,
    query: opts.query,
    headers: opts.lang ? { 'jnpf-lang': opts.lang } : undefined,
  });

async function org(method: 'POST', url: string, payload: Record<string, unknown>): Promise<any> {
  const r = await api(method, url, { payload });
  if (r.code !== 200) throw new Error(`organisation create failed: ${r.code} ${r.msg}`);
  return r.data;
}

async function createPosition(organizeId: string, fields: Record<string, unknown> = {}): Promise<any> {
  const n = next();
  const r = await api('POST', BASE, { payload: { organizeId, fullName: `岗位${n}`, enCode: `P${n}`, ...fields } });
  if (r.code !== 200) throw new Error(`position create failed: ${r.code} ${r.msg}`);
  return r.data;
}

const positionCount = async () => Number((await t.db.select({ n: count() }).from(positions))[0].n);
const positionRow = async (id: string) => (await t.db.select().from(positions).where(eq(positions.id, id)))[0];
async function dictItem(typeCode: string, enCode: string) {
  const [row] = await t.db.select({ id: dictionaryData.id }).from(dictionaryData)
    .innerJoin(dictionaryTypes, eq(dictionaryTypes.id, dictionaryData.typeId))
    .where(and(eq(dictionaryTypes.enCode, typeCode), eq(dictionaryData.enCode, enCode)));
  return row.id;
}

type Node = { id: string; children?: Node[]; [key: string]: unknown };
function find(nodes: Node[], id: string): Node | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const hit = find(n.children ?? [], id);
    if (hit) return hit;
  }
  return undefined;
}
const allIds = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.id, ...allIds(n.children ?? [])]);

describe('POST /api/permission/Position', () => {
  it('creates a position in a department and answers the row; the type is a positionType code or item id', async () => {
    const n = next();
    const r = await api('POST', BASE, { payload: { organizeId: deptA.id, fullName: ` 出纳${n} `, enCode: `CN.${n}`, type: 'business', description: '收付款', sortCode: 4 } });
    expect(r).toMatchObject({ code: 200, msg: '新建成功' });
    expect(r.data).toEqual({
      id: expect.any(String), fullName: `出纳${n}`, fullNameZhtw: '', fullNameEn: '', enCode: `CN.${n}`, type: 'business', organizeId: deptA.id, department: '甲部',
      enabledMark: 1, description: '收付款', sortCode: 4, creatorTime: expect.any(Number),
    });
    expect(await positionRow(r.data.id)).toMatchObject({ createdBy: adminId, updatedBy: null });
    const byId = await createPosition(deptB.id, { type: await dictItem('positionType', 'manage'), enabledMark: 0 });
    expect(byId).toMatchObject({ department: '乙组', enabledMark: 0 });
    expect((await createPosition(deptA.id, { type: '', enabledMark: null })).type).toBeNull();
  });

  it('refuses bad input, a missing department (or a company) and an unknown type, writing nothing', async () => {
    const ok = { organizeId: deptA.id, fullName: `岗位${next()}`, enCode: `P${next()}` };
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ fullName: 'x', enCode: 'x' }, 'organizeId: 不能为空', 'organizeId'],
      [{ organizeId: deptA.id, enCode: 'x' }, 'fullName: 不能为空', 'fullName'],
      [{ ...ok, fullName: '  ' }, '岗位名称不能为空'],
      [{ ...ok, enCode: 'p-1' }, '岗位编码：编码只能输入英文、数字和小数点且小数点不能放在首尾'],
      [{ ...ok, enCode: 'x'.repeat(51) }, 'enCode: 长度不能超过50个字符', 'enCode'],
      [{ ...ok, enabledMark: -1 }, 'enabledMark: 不能小于0', 'enabledMark'],
      [{ ...ok, sortCode: 1000000 }, 'sortCode: 不能大于999999', 'sortCode'],
      [{ ...ok, organizeId: 'nope' }, '所属部门不存在'],
      [{ ...ok, organizeId: company.id }, '所属部门不存在'],
      [{ ...ok, type: 'nope' }, '岗位类型不存在'],
      [{ ...ok, type: 'han' }, '岗位类型不存在'], // a code of another dictionary
    ];
    const before = await positionCount();
    for (const [payload, msg, field] of cases) expect({ payload, reply: await api('POST', BASE, { payload }) }).toEqual({ payload, reply: field ? { code: 400, msg, data: { field } } : { code: 400, msg } });
    expect(await positionCount()).toBe(before);
    expect(await api('POST', BASE, { payload: { ...ok, organizeId: 'nope' }, lang: 'en' })).toEqual({ code: 400, msg: 'The department does not exist' });
  });

  it('keeps names and codes unique among all positions (409, case-insensitive), writing nothing', async () => {
    const a = await createPosition(deptA.id, { enCode: `Up${next()}` });
    const before = await positionCount();
    expect(await api('POST', BASE, { payload: { organizeId: deptB.id, fullName: a.fullName, enCode: `P${next()}` } })).toEqual({ code: 409, msg: '岗位名称不能重复' });
    expect(await api('POST', BASE, { payload: { organizeId: deptB.id, fullName: `岗位${next()}`, enCode: a.enCode.toUpperCase() } }))
      .toEqual({ code: 409, msg: '岗位编码不能重复' });
    expect(await api('POST', BASE, { payload: { organizeId: deptB.id, fullName: a.fullName, enCode: `P${next()}` }, lang: 'zhtw' }))
      .toEqual({ code: 409, msg: '崗位名稱不能重複' });
    expect(await positionCount()).toBe(before);
  });

  it('answers 600 without a session and 403 without btn_add, writing nothing', async () => {
    const payload = { organizeId: deptA.id, fullName: `岗位${next()}`, enCode: `P${next()}` };
    const before = await positionCount();
    expect((await api('POST', BASE, { token: null, payload })).code).toBe(600);
    expect((await api('POST', BASE, { token: reader, payload })).code).toBe(403);
    expect((await api('POST', BASE, { token: nobody, payload })).code).toBe(403);
    expect(await positionCount()).toBe(before);
  });
});

describe('GET /api/permission/Position (page)', () => {
  it('pages the positions of an organisation and those below it, disabled included, by sortCode then newest', async () => {
    const c = await org('POST', '/api/permission/Organize', { fullName: `列表公司${next()}`, enCode: `L${next()}` });
    const d1 = await org('POST', '/api/permission/Organize/Department', { parentId: c.id, fullName: '一部', enCode: `L${next()}` });
    const d2 = await org('POST', '/api/permission/Organize/Department', { parentId: d1.id, fullName: '二组', enCode: `L${next()}` });
    const p1 = await createPosition(d1.id, { sortCode: 2 });
    const p2 = await createPosition(d2.id, { sortCode: 1, enabledMark: 0 });
    const p3 = await createPosition(d1.id, { sortCode: 2, fullName: `会计${next()}` });
    const r = await api('GET', BASE, { token: reader, query: { organizeId: c.id, currentPage: '1', pageSize: '20' } });
    expect(r.code).toBe(200);
    expect(r.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 3 });
    expect(r.data.list.map((p: any) => p.id)).toEqual([p2.id, p3.id, p1.id]);
    expect(r.data.list[0]).toEqual({
      id: p2.id, fullName: p2.fullName, fullNameZhtw: '', fullNameEn: '', enCode: p2.enCode, type: null, organizeId: d2.id, department: '二组', enabledMark: 0,
      description: null, sortCode: 1, creatorTime: expect.any(Number),
    });
    const sub = await api('GET', BASE, { query: { organizeId: d2.id } });
    expect(sub.data.list.map((p: any) => p.id)).toEqual([p2.id]);
    const second = await api('GET', BASE, { query: { organizeId: c.id, currentPage: '2', pageSize: '2' } });
    expect(second.data).toEqual({ list: [expect.objectContaining({ id: p1.id })], pagination: { currentPage: 2, pageSize: 2, total: 3 } });
    expect((await api('GET', BASE, { query: { organizeId: 'nope' } })).data).toEqual({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } });
  });

  it('searches name and code by keyword (any case, LIKE characters taken literally)', async () => {
    const a = await createPosition(deptA.id, { fullName: `搜索目标${next()}`, enCode: `Find${next()}` });
    expect((await api('GET', BASE, { query: { keyword: a.fullName } })).data.list.map((p: any) => p.id)).toEqual([a.id]);
    expect((await api('GET', BASE, { query: { keyword: a.enCode.toUpperCase() } })).data.list.map((p: any) => p.id)).toEqual([a.id]);
    expect((await api('GET', BASE, { query: { keyword: '%' } })).data.pagination.total).toBe(0);
    // The seeded position is there without filters.
    const all = await api('GET', BASE, { query: { pageSize: '500' } });
    expect(all.data.list.map((p: any) => p.enCode)).toContain('YYZY');
  });

  it('refuses bad paging, and answers 600 / 403', async () => {
    expect(await api('GET', BASE, { query: { pageSize: '501' } })).toEqual({ code: 400, msg: 'pageSize: 不能大于500' });
    expect(await api('GET', BASE, { query: { currentPage: '0' } })).toEqual({ code: 400, msg: 'currentPage: 不能小于1' });
    expect((await api('GET', BASE, { token: null })).code).toBe(600);
    expect((await api('GET', BASE, { token: nobody })).code).toBe(403);
  });
});

describe('GET /Position/Selector, /Position/All, /api/post/list', () => {
  it('Selector: organisations as a tree with enabled positions as leaves; empty branches and disabled positions left out', async () => {
    const c = await org('POST', '/api/permission/Organize', { fullName: `选择公司${next()}`, enCode: `S${next()}` });
    const d = await org('POST', '/api/permission/Organize/Department', { parentId: c.id, fullName: '有岗位', enCode: `S${next()}` });
    const empty = await org('POST', '/api/permission/Organize/Department', { parentId: c.id, fullName: '无岗位', enCode: `S${next()}` });
    const on = await createPosition(d.id);
    const off = await createPosition(d.id, { enabledMark: 0 });
    const r = await api('GET', `${BASE}/Selector`, { token: nobody });
    expect(r.code).toBe(200);
    expect(find(r.data.list, c.id)).toEqual({
      id: c.id, parentId: '-1', fullName: c.fullName, enCode: c.enCode, type: 'company', category: 'company', disabled: true, hasChildren: true, isLeaf: false,
      children: [{
        id: d.id, parentId: c.id, fullName: '有岗位', enCode: d.enCode, type: 'department', category: 'department', disabled: true, hasChildren: true, isLeaf: false,
        children: [{ id: on.id, parentId: d.id, fullName: on.fullName, enCode: on.enCode, type: 'position', category: 'position', disabled: false, hasChildren: false, isLeaf: true }],
      }],
    });
    expect(allIds(r.data.list)).not.toContain(empty.id);
    expect(allIds(r.data.list)).not.toContain(off.id);
  });

  it('All: enabled positions, flat; post/list: the same as a plain array of id, fullName, enCode', async () => {
    const on = await createPosition(deptA.id, { type: 'support' });
    const off = await createPosition(deptA.id, { enabledMark: 0 });
    const all = await api('GET', `${BASE}/All`, { token: nobody });
    expect(all.code).toBe(200);
    expect(all.data.list).toContainEqual({ id: on.id, fullName: on.fullName, enCode: on.enCode, type: 'support', organizeId: deptA.id });
    expect(all.data.list.map((p: any) => p.id)).not.toContain(off.id);
    const posts = await api('GET', '/api/post/list', { token: nobody });
    expect(posts.code).toBe(200);
    expect(posts.data).toContainEqual({ id: on.id, fullName: on.fullName, enCode: on.enCode });
    expect(posts.data.map((p: any) => p.id)).toEqual(all.data.list.map((p: any) => p.id));
  });

  it('answer 600 without a session', async () => {
    for (const url of [`${BASE}/Selector`, `${BASE}/All`, '/api/post/list']) expect((await api('GET', url, { token: null })).code).toBe(600);
  });
});

describe('GET /api/permission/Position/{id}', () => {
  it('reads one position; 404 for an unknown id; 600 / 403', async () => {
    const p = await createPosition(deptB.id, { description: '说明' });
    expect(await api('GET', `${BASE}/${p.id}`, { token: reader })).toEqual({ code: 200, msg: 'Success', data: p });
    expect(await api('GET', `${BASE}/nope`)).toEqual({ code: 404, msg: '岗位不存在' });
    expect((await api('GET', `${BASE}/${p.id}`, { token: null })).code).toBe(600);
    expect((await api('GET', `${BASE}/${p.id}`, { token: nobody })).code).toBe(403);
  });
});

describe('PUT /api/permission/Position/{id}', () => {
  it('updates a position (also moving it to another department) and records who changed it', async () => {
    const p = await createPosition(deptA.id, { enabledMark: 0, sortCode: 3, type: 'manage' });
    const r = await api('PUT', `${BASE}/${p.id}`, { payload: { organizeId: deptB.id, fullName: `${p.fullName}改`, enCode: p.enCode, description: '新' } });
    expect(r).toMatchObject({ code: 200, msg: '更新成功' });
    expect(r.data).toEqual({ ...p, organizeId: deptB.id, department: '乙组', fullName: `${p.fullName}改`, description: '新' });
    expect(await positionRow(p.id)).toMatchObject({ updatedBy: adminId, updatedAt: expect.any(Date) });
    const cleared = await api('PUT', `${BASE}/${p.id}`, { payload: { organizeId: deptB.id, fullName: p.fullName, enCode: p.enCode, type: null, enabledMark: 1 } });
    expect(cleared.data).toMatchObject({ type: null, enabledMark: 1, sortCode: 3, description: '新' });
  });

  it('refuses duplicates, a missing department and bad input, changing nothing; 404 for an unknown id', async () => {
    const p = await createPosition(deptA.id);
    const other = await createPosition(deptB.id);
    const same = { organizeId: deptA.id, fullName: p.fullName, enCode: p.enCode };
    const cases: Array<[Record<string, unknown>, { code: number; msg: string; data?: { field: string } }]> = [
      [{ ...same, fullName: other.fullName }, { code: 409, msg: '岗位名称不能重复' }],
      [{ ...same, enCode: other.enCode }, { code: 409, msg: '岗位编码不能重复' }],
      [{ ...same, organizeId: company.id }, { code: 400, msg: '所属部门不存在' }],
      [{ ...same, type: 'nope' }, { code: 400, msg: '岗位类型不存在' }],
      [{ ...same, enCode: '' }, { code: 400, msg: 'enCode: 不能为空', data: { field: 'enCode' } }],
      [{ fullName: p.fullName, enCode: p.enCode }, { code: 400, msg: 'organizeId: 不能为空', data: { field: 'organizeId' } }],
    ];
    const before = await positionRow(p.id);
    for (const [payload, reply] of cases) expect({ payload, reply: await api('PUT', `${BASE}/${p.id}`, { payload }) }).toEqual({ payload, reply });
    expect(await positionRow(p.id)).toEqual(before);
    expect(await api('PUT', `${BASE}/nope`, { payload: same })).toEqual({ code: 404, msg: '岗位不存在' });
  });

  it('answers 600 without a session and 403 without btn_edit, changing nothing', async () => {
    const p = await createPosition(deptA.id);
    const payload = { organizeId: deptA.id, fullName: `${p.fullName}改`, enCode: p.enCode };
    expect((await api('PUT', `${BASE}/${p.id}`, { token: null, payload })).code).toBe(600);
    expect((await api('PUT', `${BASE}/${p.id}`, { token: reader, payload })).code).toBe(403);
    expect((await positionRow(p.id)).fullName).toBe(p.fullName);
  });
});

describe('DELETE /api/permission/Position/{id}', () => {
  it('deletes a position with its grants and the memberships of deleted users', async () => {
    const p = await createPosition(deptA.id);
    const formerId = await createUser(t.db, { account: `former${next()}`, positionIds: [p.id] });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, formerId));
    await grant(t.db, 'Position', p.id, 'module', await menuId(t.db, 'position'));
    expect(await api('DELETE', `${BASE}/${p.id}`)).toEqual({ code: 200, msg: '删除成功' });
    expect(await positionRow(p.id)).toBeUndefined();
    expect(await t.db.select().from(authorizations).where(eq(authorizations.objectId, p.id))).toEqual([]);
    expect(await t.db.select().from(userRelations).where(eq(userRelations.objectId, p.id))).toEqual([]);
  });

  it('refuses while a user holds it, deleting nothing; 404 for an unknown id', async () => {
    const p = await createPosition(deptA.id);
    await createUser(t.db, { account: `holder${next()}`, positionIds: [p.id] });
    await grant(t.db, 'Position', p.id, 'module', await menuId(t.db, 'position'));
    expect(await api('DELETE', `${BASE}/${p.id}`)).toEqual({ code: 400, msg: '此记录被关联引用,不允许被删除' });
    expect(await positionRow(p.id)).toBeDefined();
    expect(await t.db.select().from(authorizations).where(eq(authorizations.objectId, p.id))).toHaveLength(1);
    expect(await t.db.select().from(userRelations).where(eq(userRelations.objectId, p.id))).toHaveLength(1);
    expect(await api('DELETE', `${BASE}/nope`)).toEqual({ code: 404, msg: '岗位不存在' });
  });

  it('answers 600 without a session and 403 without btn_remove, deleting nothing', async () => {
    const p = await createPosition(deptA.id);
    expect((await api('DELETE', `${BASE}/${p.id}`, { token: null })).code).toBe(600);
    expect((await api('DELETE', `${BASE}/${p.id}`, { token: reader })).code).toBe(403);
    expect(await positionRow(p.id)).toBeDefined();
  });
});

describe('PUT /api/permission/Position/{id}/Actions/State', () => {
  it('toggles 1 <-> 0; a disabled position grants nothing from the very next request, its members stay', async () => {
    const p = await createPosition(deptA.id);
    const account = `member${next()}`;
    const memberId = await createUser(t.db, { account, password: 'P1', positionIds: [p.id] });
    await grant(t.db, 'Position', p.id, 'module', await menuId(t.db, 'position'));
    await grant(t.db, 'Position', p.id, 'button', await buttonId(t.db, 'position', 'btn_edit'));
    const member = await login(t.app, account, 'P1');
    expect((await api('GET', BASE, { token: member })).code).toBe(200);

    expect(await api('PUT', `${BASE}/${p.id}/Actions/State`, { token: member })).toEqual({ code: 200, msg: '更新成功', data: { enabledMark: 0 } });
    expect(await positionRow(p.id)).toMatchObject({ enabledMark: 0, updatedBy: memberId });
    expect((await api('GET', BASE, { token: member })).code).toBe(403);
    expect(await t.db.select().from(userRelations).where(eq(userRelations.objectId, p.id))).toHaveLength(1);

    expect((await api('PUT', `${BASE}/${p.id}/Actions/State`)).data).toEqual({ enabledMark: 1 });
    expect((await api('GET', BASE, { token: member })).code).toBe(200);
  });

  it('answers 404 for an unknown id, 600 without a session and 403 without btn_edit', async () => {
    const p = await createPosition(deptA.id);
    expect(await api('PUT', `${BASE}/nope/Actions/State`)).toEqual({ code: 404, msg: '岗位不存在' });
    expect((await api('PUT', `${BASE}/${p.id}/Actions/State`, { token: null })).code).toBe(600);
    expect((await api('PUT', `${BASE}/${p.id}/Actions/State`, { token: reader })).code).toBe(403);
    expect((await positionRow(p.id)).enabledMark).toBe(1);
  });
});

describe('organisations and positions together', () => {
  it('a department holding a position cannot be deleted until the position is gone', async () => {
    const d = await org('POST', '/api/permission/Organize/Department', { parentId: company.id, fullName: `临时${next()}`, enCode: `T${next()}` });
    const p = await createPosition(d.id);
    expect(await api('DELETE', `/api/permission/Organize/Department/${d.id}`)).toEqual({ code: 400, msg: '此记录被关联引用,不允许被删除' });
    expect((await api('DELETE', `${BASE}/${p.id}`)).code).toBe(200);
    expect((await api('DELETE', `/api/permission/Organize/Department/${d.id}`)).code).toBe(200);
  });
});
