import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { authorizations, dictionaryData, dictionaryTypes, roles, userRelations, users } from '../../server/db/schema';
import {
  adminLogin, buttonId, call, createTestApp, createUser, grant, login, menuId, seeded, type TestContext,
} from './helpers';

let t: TestContext;
let ids: Awaited<ReturnType<typeof seeded>>;
let admin: string;
let adminId: string;
let viewer: string; // the role menu, no buttons
let stranger: string; // signed in, no grants

let seq = 0;
const unique = (prefix: string) => `${prefix}${++seq}${Math.random().toString(36).slice(2, 6)}`;

/** A signed-in user holding the role menu and the given buttons (granted to the user directly). */
async function roleAdmin(buttons: string[]): Promise<string> {
  const account = unique('radm');
  const id = await createUser(t.db, { account, password: 'P1' });
  await grant(t.db, 'User', id, 'module', await menuId(t.db, 'role'));
  for (const b of buttons) await grant(t.db, 'User', id, 'button', await buttonId(t.db, 'role', b));
  return login(t.app, account, 'P1');
}

async function rows(table: PgTable, where?: SQL): Promise<number> {
  const [{ n }] = await t.db.select({ n: count() }).from(table).where(where);
  return Number(n);
}
const roleTypeId = async () => (await t.db.select().from(dictionaryTypes).where(eq(dictionaryTypes.enCode, 'roleType')))[0].id;
const roleRow = async (id: string) => (await t.db.select().from(roles).where(eq(roles.id, id)))[0];

const post = (payload: unknown, token = admin, headers?: Record<string, string>) => call(t.app, 'POST', '/api/permission/Role', { token, payload, headers });
const put = (id: string, payload: unknown, token = admin) => call(t.app, 'PUT', `/api/permission/Role/${id}`, { token, payload });

async function apiRole(fields: Record<string, unknown> = {}): Promise<string> {
  const r = await post({ fullName: unique('角色'), enCode: unique('r'), ...fields });
  if (r.code !== 200) throw new Error(`create failed: ${r.code} ${r.msg}`);
  return r.data.id as string;
}

/** Gives a user the role through the user API (so the relation is written as the screens write it). */
async function userWithRole(roleId: string, password = 'Pass01'): Promise<{ id: string; account: string }> {
  const account = unique('holder');
  const r = await call(t.app, 'POST', '/api/permission/Users', {
    token: admin, payload: { account, realName: account, organizeId: ids.departmentId, roleId, password },
  });
  if (r.code !== 200) throw new Error(`user create failed: ${r.code} ${r.msg}`);
  // As if the user had changed the initial password at first sign-in.
  await t.db.update(users).set({ mustChangePassword: false }).where(eq(users.id, r.data.id));
  return { id: r.data.id, account };
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await seeded(t.db);
  admin = await adminLogin(t.app);
  adminId = (await t.db.select().from(users).where(eq(users.account, 'admin')))[0].id;
  viewer = await roleAdmin([]);
  await createUser(t.db, { account: 'nogrants2', password: 'P1' });
  stranger = await login(t.app, 'nogrants2', 'P1');
});
afterAll(async () => { await t?.close(); });

describe('POST /api/permission/Role', () => {
  it('creates a role with a roleType code', async () => {
    const fullName = unique('财务');
    const r = await post({ fullName, enCode: 'finance.lead', type: 'business', enabledMark: 1, description: '财务负责人', sortCode: 7 });
    expect(r).toEqual({ code: 200, msg: '新建成功', data: { id: expect.any(String) } });
    expect(await roleRow(r.data.id)).toMatchObject({
      fullName, enCode: 'finance.lead', type: 'business', enabledMark: 1, description: '财务负责人', sortCode: 7, createdBy: adminId,
    });
    const bare = await roleRow(await apiRole());
    expect(bare).toMatchObject({ type: null, enabledMark: 1, sortCode: 0, description: null });
  });

  it('refuses bad input with a message naming the field, and writes nothing', async () => {
    const ok = { fullName: unique('角色'), enCode: unique('c') };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ enCode: 'x1' }, '角色名称不能为空', 'fullName'],
      [{ ...ok, fullName: ' ' }, '角色名称不能为空', 'fullName'],
      [{ fullName: unique('n') }, '角色编码不能为空', 'enCode'],
      [{ ...ok, enCode: '.abc' }, '角色编码：编码只能输入英文、数字和小数点且小数点不能放在首尾', 'enCode'],
      [{ ...ok, enCode: '编码' }, '角色编码：编码只能输入英文、数字和小数点且小数点不能放在首尾', 'enCode'],
      [{ ...ok, fullName: 'x'.repeat(51) }, '角色名称：长度不能超过50个字符', 'fullName'],
      [{ ...ok, type: 'nope' }, '角色类型：取值必须是字典“角色类型”中启用的编码', 'type'],
      [{ ...ok, enabledMark: 5 }, '状态：取值必须是 0、1 之一', 'enabledMark'],
      [{ ...ok, sortCode: 'first' }, 'sortCode: 类型应为整数', 'sortCode'],
      [{ ...ok, description: 'x'.repeat(501) }, '说明：长度不能超过500个字符', 'description'],
    ];
    const before = await rows(roles);
    for (const [payload, msg, field] of cases) expect({ payload, reply: await post(payload) }).toEqual({ payload, reply: { code: 400, msg, data: { field } } });
    expect(await rows(roles)).toBe(before);
  });

  it('speaks the request language', async () => {
    expect(await post({ enCode: 'x' }, admin, { 'jnpf-lang': 'en' })).toEqual({ code: 400, msg: 'Role name is required', data: { field: 'fullName' } });
  });

  it('refuses a name or code another role has, whatever the letter case (409)', async () => {
    const fullName = unique('Name');
    const enCode = unique('Code');
    await apiRole({ fullName, enCode });
    const before = await rows(roles);
    expect(await post({ fullName: fullName.toLowerCase(), enCode: unique('c') })).toEqual({ code: 409, msg: '角色名称不能重复' });
    expect(await post({ fullName: unique('n'), enCode: enCode.toUpperCase() })).toEqual({ code: 409, msg: '角色编码不能重复' });
    expect(await post({ fullName: unique('n'), enCode: 'operator' })).toEqual({ code: 409, msg: '角色编码不能重复' });
    expect(await post({ fullName: '运营人员', enCode: unique('c') })).toEqual({ code: 409, msg: '角色名称不能重复' });
    expect(await rows(roles)).toBe(before);
  });

  it('needs btn_add (403, nothing written) and a session (600)', async () => {
    const payload = { fullName: unique('n'), enCode: unique('c') };
    const before = await rows(roles);
    expect(await post(payload, viewer)).toEqual({ code: 403, msg: '权限不足' });
    expect((await post(payload, stranger)).code).toBe(403);
    expect((await post(payload, '')).code).toBe(600);
    expect(await rows(roles)).toBe(before);
    expect((await post(payload, await roleAdmin(['btn_add']))).code).toBe(200);
  });
});

describe('GET /api/permission/Role', () => {
  const list = (query: Record<string, string> = {}, token = admin) => call(t.app, 'GET', '/api/permission/Role', { token, query });

  it('pages roles with the number of live users holding each', async () => {
    const tag = unique('页');
    const id = await apiRole({ fullName: `${tag}甲`, enCode: unique('p'), type: 'system', description: '说明', sortCode: 1 });
    await apiRole({ fullName: `${tag}乙`, sortCode: 2 });
    const holder = await userWithRole(id);
    await userWithRole(id);
    const r = await list({ keyword: tag });
    expect(r.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 2 });
    expect(r.data.list[0]).toEqual({
      id, fullName: `${tag}甲`, enCode: expect.any(String), type: 'system', enabledMark: 1, description: '说明', sortCode: 1,
      creatorTime: expect.any(Number), userCount: 2,
    });
    expect(r.data.list[1]).toMatchObject({ fullName: `${tag}乙`, userCount: 0 });
    // A deleted user no longer counts.
    expect((await call(t.app, 'DELETE', `/api/permission/Users/${holder.id}`, { token: admin })).code).toBe(200);
    expect((await list({ keyword: `${tag}甲` })).data.list[0].userCount).toBe(1);
    const paged = await list({ keyword: tag, pageSize: '1', currentPage: '2' });
    expect(paged.data.list.map((x: any) => x.fullName)).toEqual([`${tag}乙`]);
    expect((await list({ keyword: 'operator' })).data.list.map((x: any) => x.enCode)).toEqual(['operator']);
  });

  it('refuses bad paging, needs the role menu (403) and a session (600)', async () => {
    expect(await list({ currentPage: '0' })).toEqual({ code: 400, msg: 'currentPage: 不能小于1' });
    expect((await list({}, viewer)).code).toBe(200);
    expect(await list({}, stranger)).toEqual({ code: 403, msg: '权限不足' });
    expect((await list({}, '')).code).toBe(600);
  });
});

describe('GET /api/permission/Role/Selector', () => {
  it('lists enabled roles flat with their type names, for any signed-in user', async () => {
    const on = await apiRole({ fullName: unique('启用'), type: 'business' });
    const off = await apiRole({ enabledMark: 0 });
    const r = await call(t.app, 'GET', '/api/permission/Role/Selector', { token: stranger });
    expect(r.code).toBe(200);
    const { fullName, enCode } = await roleRow(on);
    expect(r.data.list.find((x: any) => x.id === on)).toEqual({ id: on, fullName, enCode, type: 'business', typeName: '业务角色' });
    expect(r.data.list.find((x: any) => x.enCode === 'operator')).toMatchObject({ type: null, typeName: '' });
    expect(r.data.list.some((x: any) => x.id === off)).toBe(false);
  });

  it('grouped=1 nests the roles under their roleType items, the rest under 其他', async () => {
    const sys = await apiRole({ type: 'system' });
    const r = await call(t.app, 'GET', '/api/permission/Role/Selector', { token: stranger, query: { grouped: '1' } });
    const groups = r.data.list;
    expect(groups.map((g: any) => g.fullName)).toEqual(['系统角色', '业务角色', '其他']);
    expect(groups.every((g: any) => g.type === 'roleType')).toBe(true);
    expect(groups[0].children.find((c: any) => c.id === sys)).toMatchObject({ parentId: groups[0].id, type: 'system' });
    expect(groups[2].children.some((c: any) => c.enCode === 'operator')).toBe(true);
    const en = await call(t.app, 'GET', '/api/permission/Role/Selector', { token: stranger, query: { grouped: '1' }, headers: { 'jnpf-lang': 'en' } });
    expect(en.data.list.at(-1).fullName).toBe('Other');
  });

  it('refuses a bad flag and answers 600 without a session', async () => {
    expect((await call(t.app, 'GET', '/api/permission/Role/Selector', { token: stranger, query: { grouped: '2' } })).code).toBe(400);
    expect((await call(t.app, 'GET', '/api/permission/Role/Selector')).code).toBe(600);
  });
});

describe('GET /api/permission/Role/{id}', () => {
  it('answers the form; 404 for an unknown role; 403 without the menu; 600 without a session', async () => {
    const id = await apiRole({ type: 'system', description: 'd', sortCode: 3 });
    const r = await call(t.app, 'GET', `/api/permission/Role/${id}`, { token: viewer });
    expect(r.data).toEqual({
      id, fullName: expect.any(String), fullNameZhtw: '', fullNameEn: '', enCode: expect.any(String), type: 'system', enabledMark: 1, description: 'd', sortCode: 3,
      creatorTime: expect.any(Number), userCount: 0,
    });
    expect(await call(t.app, 'GET', '/api/permission/Role/nope', { token: admin })).toEqual({ code: 404, msg: '角色不存在' });
    expect((await call(t.app, 'GET', `/api/permission/Role/${id}`, { token: stranger })).code).toBe(403);
    expect((await call(t.app, 'GET', `/api/permission/Role/${id}`)).code).toBe(600);
  });
});

describe('PUT /api/permission/Role/{id}', () => {
  it('writes the fields present; keeps its own name and code; clears the type with an empty value', async () => {
    const id = await apiRole({ type: 'system', description: '旧' });
    const before = await roleRow(id);
    expect(await put(id, { fullName: before.fullName, enCode: before.enCode, description: '新', type: '' })).toEqual({ code: 200, msg: '更新成功' });
    expect(await roleRow(id)).toMatchObject({ fullName: before.fullName, description: '新', type: null, updatedBy: adminId });
    const name = unique('改名');
    expect((await put(id, { fullName: name })).code).toBe(200);
    expect((await roleRow(id)).fullName).toBe(name);
  });

  it('keeps a type sent back unchanged after its dictionary item was disabled, but refuses choosing it anew', async () => {
    const [item] = await t.db.insert(dictionaryData).values({ typeId: await roleTypeId(), enCode: 'temp', fullName: '临时角色' }).returning();
    const id = await apiRole({ type: 'temp' });
    const other = await apiRole({ type: 'system' });
    await t.db.update(dictionaryData).set({ enabledMark: 0 }).where(eq(dictionaryData.id, item.id));
    expect(await put(id, { type: 'temp', description: '仍可编辑' })).toEqual({ code: 200, msg: '更新成功' });
    expect(await roleRow(id)).toMatchObject({ type: 'temp', description: '仍可编辑' });
    expect(await put(other, { type: 'temp' })).toEqual({ code: 400, msg: '角色类型：取值必须是字典“角色类型”中启用的编码', data: { field: 'type' } });
    expect((await roleRow(other)).type).toBe('system');
  });

  it('refuses bad input and duplicates, and writes nothing', async () => {
    const id = await apiRole({ type: 'business' });
    const other = await roleRow(await apiRole());
    const cases: Array<[Record<string, unknown>, { code: number; msg: string; data?: { field: string } }]> = [
      [{ fullName: '' }, { code: 400, msg: '角色名称不能为空', data: { field: 'fullName' } }],
      [{ enCode: null }, { code: 400, msg: '角色编码不能为空', data: { field: 'enCode' } }],
      [{ type: 'unknown' }, { code: 400, msg: '角色类型：取值必须是字典“角色类型”中启用的编码', data: { field: 'type' } }],
      [{ enabledMark: null }, { code: 400, msg: '状态不能为空', data: { field: 'enabledMark' } }],
      [{ fullName: other.fullName }, { code: 409, msg: '角色名称不能重复' }],
      [{ enCode: other.enCode }, { code: 409, msg: '角色编码不能重复' }],
    ];
    const before = await roleRow(id);
    for (const [payload, reply] of cases) expect({ payload, reply: await put(id, payload) }).toEqual({ payload, reply });
    expect(await roleRow(id)).toEqual(before);
    expect(await put('nope', { description: 'x' })).toEqual({ code: 404, msg: '角色不存在' });
  });

  it('needs btn_edit (403, nothing written) and a session (600)', async () => {
    const id = await apiRole({ description: '原样' });
    const adder = await roleAdmin(['btn_add', 'btn_remove']);
    expect(await put(id, { description: '改' }, adder)).toEqual({ code: 403, msg: '权限不足' });
    expect((await put(id, { description: '改' }, '')).code).toBe(600);
    expect((await roleRow(id)).description).toBe('原样');
    expect((await put(id, { description: '改' }, await roleAdmin(['btn_edit']))).code).toBe(200);
  });
});

describe('DELETE /api/permission/Role/{id}', () => {
  const del = (id: string, token = admin) => call(t.app, 'DELETE', `/api/permission/Role/${id}`, { token });

  it('is refused while a live user holds the role; afterwards the role and its grants go together', async () => {
    const id = await apiRole();
    await grant(t.db, 'Role', id, 'module', await menuId(t.db, 'user'));
    await grant(t.db, 'Role', id, 'button', await buttonId(t.db, 'user', 'btn_add'));
    const holder = await userWithRole(id);
    expect(await del(id)).toEqual({ code: 400, msg: '此记录被关联引用,不允许被删除' });
    expect(await roleRow(id)).toBeDefined();
    expect(await rows(authorizations, eq(authorizations.objectId, id))).toBe(2);

    expect((await call(t.app, 'DELETE', `/api/permission/Users/${holder.id}`, { token: admin })).code).toBe(200);
    expect(await del(id)).toEqual({ code: 200, msg: '删除成功' });
    expect(await roleRow(id)).toBeUndefined();
    expect(await rows(authorizations, eq(authorizations.objectId, id))).toBe(0);
    expect(await rows(userRelations, and(eq(userRelations.objectType, 'Role'), eq(userRelations.objectId, id)))).toBe(0);
    expect(await del(id)).toEqual({ code: 404, msg: '角色不存在' });
  });

  it('needs btn_remove (403, nothing written) and a session (600)', async () => {
    const id = await apiRole();
    await grant(t.db, 'Role', id, 'module', await menuId(t.db, 'user'));
    const editor = await roleAdmin(['btn_add', 'btn_edit']);
    expect(await del(id, editor)).toEqual({ code: 403, msg: '权限不足' });
    expect((await del(id, '')).code).toBe(600);
    expect(await roleRow(id)).toBeDefined();
    expect(await rows(authorizations, eq(authorizations.objectId, id))).toBe(1);
    expect((await del(id, await roleAdmin(['btn_remove']))).code).toBe(200);
  });
});

describe('PUT /api/permission/Role/{id}/Actions/State', () => {
  const toggle = (id: string, token = admin) => call(t.app, 'PUT', `/api/permission/Role/${id}/Actions/State`, { token });

  it('toggles; a user whose only role is disabled is refused on their very next request', async () => {
    const id = await apiRole();
    await grant(t.db, 'Role', id, 'module', await menuId(t.db, 'user'));
    const holder = await userWithRole(id);
    const token = await login(t.app, holder.account, 'Pass01');
    const listUsers = () => call(t.app, 'GET', '/api/permission/Users', { token });
    expect((await listUsers()).code).toBe(200);

    expect(await toggle(id)).toEqual({ code: 200, msg: '更新成功', data: { enabledMark: 0 } });
    expect((await roleRow(id)).enabledMark).toBe(0);
    expect(await listUsers()).toEqual({ code: 403, msg: '权限不足' });
    expect((await call(t.app, 'GET', '/api/permission/Role/Selector', { token })).data.list.some((r: any) => r.id === id)).toBe(false);

    expect(await toggle(id)).toEqual({ code: 200, msg: '更新成功', data: { enabledMark: 1 } });
    expect((await listUsers()).code).toBe(200);
  });

  it('answers 404 for an unknown role', async () => {
    expect(await toggle('nope')).toEqual({ code: 404, msg: '角色不存在' });
  });

  it('needs btn_edit (403, nothing written) and a session (600)', async () => {
    const id = await apiRole();
    expect(await toggle(id, await roleAdmin(['btn_add', 'btn_remove']))).toEqual({ code: 403, msg: '权限不足' });
    expect((await toggle(id, '')).code).toBe(600);
    expect((await roleRow(id)).enabledMark).toBe(1);
  });
});
