import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type WebSocket from 'ws';
import { organizations, positions, roles, sessions, userRelations, users } from '../../server/db/schema';
import {
  adminLogin, buttonId, call, createTestApp, createUser, grant, login, loginReply, md5, menuId, seeded, type TestContext,
} from './helpers';
import { idNumber } from './gold-helpers';

let t: TestContext;
let ids: Awaited<ReturnType<typeof seeded>>;
let admin: string;
let adminId: string;
let viewer: string; // the user menu, no buttons
let stranger: string; // signed in, no grants
let secondRoleId: string;
let secondPositionId: string;
let subDepartmentId: string;

let seq = 0;
const uniqueAccount = (prefix = 'u') => `${prefix}${++seq}${Math.random().toString(36).slice(2, 6)}`;

/** A signed-in user holding the user menu and the given buttons (granted to the user directly). */
async function userAdmin(buttons: string[]): Promise<{ token: string; id: string }> {
  const account = uniqueAccount('adm');
  const id = await createUser(t.db, { account, password: 'P1' });
  await grant(t.db, 'User', id, 'module', await menuId(t.db, 'user'));
  for (const b of buttons) await grant(t.db, 'User', id, 'button', await buttonId(t.db, 'user', b));
  return { token: await login(t.app, account, 'P1'), id };
}

async function rows(table: PgTable, where?: SQL): Promise<number> {
  const [{ n }] = await t.db.select({ n: count() }).from(table).where(where);
  return Number(n);
}
const userCount = () => rows(users);
const relationCount = () => rows(userRelations);
const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

const post = (payload: unknown, token: string = admin, headers?: Record<string, string>) =>
  call(t.app, 'POST', '/api/permission/Users', { token, payload, headers });
const put = (id: string, payload: unknown, token: string = admin) =>
  call(t.app, 'PUT', `/api/permission/Users/${id}`, { token, payload });

/** Creates a user through the API; returns its id. */
async function apiUser(fields: Record<string, unknown> = {}): Promise<string> {
  const r = await post({ account: uniqueAccount(), realName: '测试用户', organizeId: ids.departmentId, ...fields });
  if (r.code !== 200) throw new Error(`create failed: ${r.code} ${r.msg}`);
  return r.data.id as string;
}

const nextFrame = (ws: WebSocket) => new Promise<any>((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('no websocket frame')), 5000);
  ws.once('message', (data) => { clearTimeout(timer); resolve(JSON.parse(String(data))); });
});

/** A socket bound to the session of `token`, ready to receive pushes. */
async function socketOf(token: string): Promise<WebSocket> {
  const ws = await t.app.injectWS('/api/message/websocket');
  const init = nextFrame(ws);
  ws.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: false }));
  await init;
  return ws;
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await seeded(t.db);
  admin = await adminLogin(t.app);
  adminId = (await t.db.select().from(users).where(eq(users.account, 'admin')))[0].id;
  viewer = (await userAdmin([])).token;
  await createUser(t.db, { account: 'nogrants1', password: 'P1' });
  stranger = await login(t.app, 'nogrants1', 'P1');
  [{ id: secondRoleId }] = await t.db.insert(roles).values({ enCode: 'auditor', fullName: '审计员', sortCode: 2 }).returning();
  [{ id: secondPositionId }] = await t.db.insert(positions).values({ enCode: 'SJZY', fullName: '审计专员', organizeId: ids.departmentId, sortCode: 2 }).returning();
  [{ id: subDepartmentId }] = await t.db.insert(organizations)
    .values({ category: 'department', parentId: ids.departmentId, enCode: 'YYB1', fullName: '运营一组', sortCode: 1 }).returning();
});
afterAll(async () => { await t?.close(); });

describe('POST /api/permission/Users', () => {
  it('creates the user with its positions and roles in order; the typed password works and must be changed', async () => {
    const account = uniqueAccount('full');
    const r = await post({
      account, realName: '张三', organizeId: ids.departmentId, managerId: adminId,
      positionId: `${secondPositionId},${ids.positionId}`, roleId: `${ids.roleId},${secondRoleId}`,
      description: '新员工', gender: 1, nation: 'han', nativePlace: '广东深圳', certificatesType: 'idCard',
      certificatesNumber: idNumber(0).toLowerCase(), education: 'bachelor', birthday: Date.UTC(1990, 0, 1), telePhone: '0755-1234567',
      landline: '0755-7654321', mobilePhone: '13800138000', email: 'zhang@example.com', urgentContacts: '李四',
      urgentTelePhone: '13900139000', postalAddress: '深圳市南山区', headIcon: 'a1.png', sortCode: 5,
      entryDate: Date.UTC(2024, 5, 1), enabledMark: 1, password: 'Start123',
    });
    // A typed password is not sent back: only a generated one is shown (once).
    expect(r).toEqual({ code: 200, msg: '新建成功', data: { id: expect.any(String) } });
    const row = await userRow(r.data.id);
    expect(row).toMatchObject({
      account, realName: '张三', organizeId: ids.departmentId, managerId: adminId, gender: 1, certificatesNumber: idNumber(0),
      mobilePhone: '13800138000', email: 'zhang@example.com', headIcon: 'a1.png', sortCode: 5, enabledMark: 1, isAdministrator: 0,
      mustChangePassword: true, createdBy: adminId, deletedAt: null,
    });
    expect(row.birthday?.getTime()).toBe(Date.UTC(1990, 0, 1));
    const form = await call(t.app, 'GET', `/api/permission/Users/${r.data.id}`, { token: admin });
    expect(form.data).toMatchObject({
      positionId: `${secondPositionId},${ids.positionId}`, roleId: `${ids.roleId},${secondRoleId}`,
      birthday: Date.UTC(1990, 0, 1), entryDate: Date.UTC(2024, 5, 1), certificatesType: 'idCard',
    });
    const me = await call(t.app, 'GET', '/api/oauth/CurrentUser', { token: await login(t.app, account, 'Start123') });
    expect(me.data.userInfo).toMatchObject({ account, mustChangePassword: true });
  });

  it('generates a random initial password when none is typed, returned once; no shared default works', async () => {
    const account = uniqueAccount('dflt');
    const r = await post({ account, realName: '默认', organizeId: ids.companyId });
    expect(r).toEqual({ code: 200, msg: '新建成功', data: { id: expect.any(String), password: expect.stringMatching(/^(?=.*\d)(?=.*[A-Za-z])[A-Za-z\d]{12}$/) } });
    const [row] = await t.db.select().from(users).where(eq(users.account, account));
    expect(row).toMatchObject({ enabledMark: 1, sortCode: 0, mobilePhone: null, mustChangePassword: true });
    expect((await loginReply(t.app, account, 'Gold@123456')).code).toBe(400);
    expect((await loginReply(t.app, account, r.data.password)).code).toBe(200);
    // Two users never share a generated password, and the form never shows it again.
    const other = await post({ account: uniqueAccount('dflt'), realName: '默认', organizeId: ids.companyId });
    expect(other.data.password).not.toBe(r.data.password);
    expect(JSON.stringify(await call(t.app, 'GET', `/api/permission/Users/${r.data.id}`, { token: admin }))).not.toContain(r.data.password);
  });

  it('refuses bad input with a message naming the field, and writes nothing', async () => {
    const ok = { account: uniqueAccount(), realName: '某人', organizeId: ids.departmentId };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ realName: '某人', organizeId: ids.departmentId }, '账户不能为空', 'account'],
      [{ ...ok, account: '  ' }, '账户不能为空', 'account'],
      [{ ...ok, account: '张三' }, '账户：只能输入数字英文', 'account'],
      [{ ...ok, account: 'a'.repeat(51) }, '账户：长度不能超过50个字符', 'account'],
      [{ ...ok, realName: undefined }, '姓名不能为空', 'realName'],
      [{ ...ok, organizeId: undefined }, '所属组织不能为空', 'organizeId'],
      [{ ...ok, organizeId: 'nope' }, '所属组织：所选项不存在', 'organizeId'],
      [{ ...ok, managerId: 'nope' }, '直属主管：所选项不存在', 'managerId'],
      [{ ...ok, positionId: `${ids.positionId},nope` }, '岗位：所选项不存在：nope', 'positionId'],
      [{ ...ok, roleId: 'r1,r2' }, '角色：所选项不存在：r1,r2', 'roleId'],
      [{ ...ok, mobilePhone: '12345678901' }, '手机号码：请正确输入您的手机号', 'mobilePhone'],
      [{ ...ok, email: 'x@y' }, '电子邮箱：请正确输入您的邮箱地址', 'email'],
      [{ ...ok, certificatesType: 'idCard', certificatesNumber: '440305199001010010' }, '证件号码：请正确输入您的身份证号码', 'certificatesNumber'],
      [{ ...ok, gender: 3 }, '性别：取值必须是 1、2 之一', 'gender'],
      [{ ...ok, enabledMark: 2 }, '状态：取值必须是 0、1 之一', 'enabledMark'],
      [{ ...ok, enabledMark: null }, '状态不能为空', 'enabledMark'],
      [{ ...ok, birthday: Date.now() + 86_400_000 }, '出生日期：不能晚于今天', 'birthday'],
      [{ ...ok, birthday: 'yesterday' }, 'birthday: 类型应为整数', 'birthday'],
      [{ ...ok, description: 'x'.repeat(501) }, '说明：长度不能超过500个字符', 'description'],
      [{ ...ok, sortCode: -1 }, 'sortCode: 不能小于0', 'sortCode'],
      [{ ...ok, password: 'plain-text' }, '6-16位字符的密码（数字和字母组成）', 'password'],
      [{ ...ok, password: 'abcdef' }, '6-16位字符的密码（数字和字母组成）', 'password'],
      [{ ...ok, password: 'a1b2c3d4e5f6g7h8i' }, '6-16位字符的密码（数字和字母组成）', 'password'],
      [{ ...ok, password: md5('Start123') }, '6-16位字符的密码（数字和字母组成）', 'password'],
      [{ ...ok, headIcon: '../etc/passwd' }, 'headIcon: 格式不正确', 'headIcon'],
    ];
    const [before, relations] = [await userCount(), await relationCount()];
    for (const [payload, msg, field] of cases) expect({ payload, reply: await post(payload) }).toEqual({ payload, reply: { code: 400, msg, data: { field } } });
    expect(await userCount()).toBe(before);
    expect(await relationCount()).toBe(relations);
  });

  it('accepts a passport number that is no id number, and an empty mobile', async () => {
    const id = await apiUser({ certificatesType: 'passport', certificatesNumber: 'E12345678', mobilePhone: '' });
    expect(await userRow(id)).toMatchObject({ certificatesNumber: 'E12345678', mobilePhone: null });
  });

  it('speaks the request language', async () => {
    expect(await post({ account: '张三', realName: 'x', organizeId: ids.departmentId }, admin, { 'jnpf-lang': 'en' }))
      .toEqual({ code: 400, msg: 'Account: Letters and digits only', data: { field: 'account' } });
    expect(await post({ realName: 'x', organizeId: ids.departmentId }, admin, { 'jnpf-lang': 'zhtw' })).toEqual({ code: 400, msg: '帳戶不能為空', data: { field: 'account' } });
  });

  it('refuses an account another live user has, whatever the letter case (409); the account of a deleted user is free again', async () => {
    const account = uniqueAccount('Dup');
    await apiUser({ account });
    const before = await userCount();
    expect(await post({ account, realName: 'x', organizeId: ids.departmentId })).toEqual({ code: 409, msg: '账户名称不能重复' });
    expect(await post({ account: account.toLowerCase(), realName: 'x', organizeId: ids.departmentId })).toEqual({ code: 409, msg: '账户名称不能重复' });
    expect(await post({ account: 'ADMIN', realName: 'x', organizeId: ids.departmentId })).toEqual({ code: 409, msg: '账户名称不能重复' });
    const gone = await apiUser();
    const goneAccount = (await userRow(gone)).account;
    expect((await call(t.app, 'DELETE', `/api/permission/Users/${gone}`, { token: admin })).code).toBe(200);
    expect(await userCount()).toBe(before + 1);
    // A deleted user's account is free for a new user, who then signs in with it.
    const again = await post({ account: goneAccount, realName: '新人', organizeId: ids.departmentId, password: 'Again2026' });
    expect(again.code).toBe(200);
    expect(await userCount()).toBe(before + 2);
    expect((await loginReply(t.app, goneAccount, 'Again2026')).code).toBe(200);
  });

  it('needs btn_add (403, nothing written) and a session (600)', async () => {
    const editor = await userAdmin(['btn_edit', 'btn_remove', 'btn_resetPassword']);
    const payload = { account: uniqueAccount(), realName: 'x', organizeId: ids.departmentId };
    const before = await userCount();
    expect(await post(payload, editor.token)).toEqual({ code: 403, msg: '权限不足' });
    expect((await post(payload, stranger)).code).toBe(403);
    expect((await post(payload, '')).code).toBe(600);
    expect(await userCount()).toBe(before);
    const adder = await userAdmin(['btn_add']);
    expect((await post(payload, adder.token)).code).toBe(200);
    expect((await userRow((await t.db.select().from(users).where(eq(users.account, payload.account)))[0].id)).createdBy).toBe(adder.id);
  });
});

describe('GET /api/permission/Users', () => {
  const list = (query: Record<string, string> = {}, token: string = admin) =>
    call(t.app, 'GET', '/api/permission/Users', { token, query });

  it('pages live users as UserListVO with department, positions and roles by name', async () => {
    const account = uniqueAccount('vo');
    const id = await apiUser({
      account, realName: '列表用户', gender: 2, mobilePhone: '13700137000', description: '说明',
      positionId: `${ids.positionId},${secondPositionId}`, roleId: `${secondRoleId},${ids.roleId}`, sortCode: 3,
    });
    const r = await list({ keyword: account });
    expect(r.code).toBe(200);
    expect(r.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 1 });
    expect(r.data.list).toEqual([{
      id, account, realName: '列表用户', gender: 2, mobilePhone: '13700137000', organizeId: ids.departmentId, department: '运营部',
      position: '运营专员,审计专员', roleName: '审计员,运营人员', description: '说明', enabledMark: 1,
      creatorTime: expect.any(Number), sortCode: 3, isAdministrator: 0,
    }]);
    const adminRow = (await list({ keyword: 'admin' })).data.list.find((u: any) => u.account === 'admin');
    expect(adminRow).toMatchObject({ isAdministrator: 1, department: '运营部' });
  });

  it('matches the keyword on account, name or mobile, and pages', async () => {
    const tag = uniqueAccount('kw');
    for (let i = 0; i < 3; i++) await apiUser({ account: `${tag}x${i}`, sortCode: i });
    await apiUser({ realName: `名字${tag}` });
    await apiUser({ mobilePhone: '13312345678', realName: tag });
    expect((await list({ keyword: tag })).data.pagination.total).toBe(5);
    expect((await list({ keyword: '13312345678' })).data.list.map((u: any) => u.realName)).toEqual([tag]);
    const first = await list({ keyword: `${tag}x`, pageSize: '2', currentPage: '1' });
    const second = await list({ keyword: `${tag}x`, pageSize: '2', currentPage: '2' });
    expect(first.data.list.map((u: any) => u.account)).toEqual([`${tag}x0`, `${tag}x1`]);
    expect(second.data.list.map((u: any) => u.account)).toEqual([`${tag}x2`]);
    expect(second.data.pagination).toEqual({ currentPage: 2, pageSize: 2, total: 3 });
    const sorted = await list({ keyword: `${tag}x`, sidx: 'account', sort: 'desc' });
    expect(sorted.data.list.map((u: any) => u.account)).toEqual([`${tag}x2`, `${tag}x1`, `${tag}x0`]);
    // LIKE wildcards are taken literally.
    expect((await list({ keyword: '%' })).data.pagination.total).toBe(0);
  });

  it('filters by organisation including its sub-tree', async () => {
    const tag = uniqueAccount('org');
    const inDept = await apiUser({ account: `${tag}a` });
    const inSub = await apiUser({ account: `${tag}b`, organizeId: subDepartmentId });
    const inCompany = await apiUser({ account: `${tag}c`, organizeId: ids.companyId });
    const idsFor = async (organizeId: string) => (await list({ keyword: tag, organizeId })).data.list.map((u: any) => u.id).sort();
    expect(await idsFor(ids.companyId)).toEqual([inDept, inSub, inCompany].sort());
    expect(await idsFor(ids.departmentId)).toEqual([inDept, inSub].sort());
    expect(await idsFor(subDepartmentId)).toEqual([inSub]);
    expect(await idsFor('nope')).toEqual([]);
    expect((await list({ keyword: `${tag}b` })).data.list[0].department).toBe('运营一组');
  });

  it('leaves deleted users out', async () => {
    const account = uniqueAccount('del');
    const id = await apiUser({ account });
    expect((await call(t.app, 'DELETE', `/api/permission/Users/${id}`, { token: admin })).code).toBe(200);
    expect((await list({ keyword: account })).data.pagination.total).toBe(0);
  });

  it('refuses bad paging and sorting', async () => {
    expect(await list({ pageSize: '501' })).toEqual({ code: 400, msg: 'pageSize: 不能大于500' });
    expect(await list({ sidx: 'passwordHash' })).toEqual({ code: 400, msg: 'sidx：不支持按该字段排序', data: { field: 'sidx' } });
  });

  it('needs the user menu (403) and a session (600)', async () => {
    expect((await list({}, viewer)).code).toBe(200);
    expect(await list({}, stranger)).toEqual({ code: 403, msg: '权限不足' });
    expect((await list({}, '')).code).toBe(600);
  });
});

describe('GET /api/permission/Users/All and /Selector', () => {
  it('All lists enabled live users for any signed-in user', async () => {
    const on = await apiUser({ realName: '在岗' });
    const off = await apiUser({ enabledMark: 0 });
    const gone = await apiUser();
    await call(t.app, 'DELETE', `/api/permission/Users/${gone}`, { token: admin });
    const r = await call(t.app, 'GET', '/api/permission/Users/All', { token: stranger });
    expect(r.code).toBe(200);
    const found = r.data.list.find((u: any) => u.id === on);
    const { account } = await userRow(on);
    expect(found).toEqual({ id: on, account, realName: '在岗', fullName: `在岗/${account}`, organizeId: ids.departmentId });
    expect(r.data.list.some((u: any) => u.id === off || u.id === gone)).toBe(false);
    expect((await call(t.app, 'GET', '/api/permission/Users/All')).code).toBe(600);
  });

  it('Selector gives the organisation tree with users as leaves; a keyword keeps only matching users and their branches', async () => {
    const tag = uniqueAccount('sel');
    const deptUser = await apiUser({ account: `${tag}d`, realName: '部门人' });
    const subUser = await apiUser({ account: `${tag}s`, realName: '小组人', organizeId: subDepartmentId });
    const offUser = await apiUser({ account: `${tag}off`, enabledMark: 0 });
    const r = await call(t.app, 'GET', '/api/permission/Users/Selector', { token: stranger });
    expect(r.code).toBe(200);
    const company = r.data.list.find((n: any) => n.id === ids.companyId);
    expect(company).toMatchObject({ type: 'company', fullName: '金源黄金集团', parentId: '-1' });
    const dept = company.children.find((n: any) => n.id === ids.departmentId);
    expect(dept.type).toBe('department');
    // Sub-organisations first, then the department's own users.
    expect(dept.children[0]).toMatchObject({ id: subDepartmentId, type: 'department' });
    expect(dept.children.find((n: any) => n.id === deptUser))
      .toEqual({ id: deptUser, parentId: ids.departmentId, fullName: `部门人/${tag}d`, type: 'user', account: `${tag}d`, realName: '部门人', organizeId: ids.departmentId });
    expect(dept.children[0].children.some((n: any) => n.id === subUser)).toBe(true);
    expect(JSON.stringify(r.data.list)).not.toContain(offUser);

    const hit = await call(t.app, 'GET', '/api/permission/Users/Selector', { token: stranger, query: { keyword: `${tag}S` } });
    expect(hit.data.list).toEqual([{
      id: ids.companyId, parentId: '-1', fullName: '金源黄金集团', type: 'company',
      children: [{
        id: ids.departmentId, parentId: ids.companyId, fullName: '运营部', type: 'department',
        children: [{
          id: subDepartmentId, parentId: ids.departmentId, fullName: '运营一组', type: 'department',
          children: [expect.objectContaining({ id: subUser, type: 'user' })],
        }],
      }],
    }]);
    expect((await call(t.app, 'GET', '/api/permission/Users/Selector', { token: stranger, query: { keyword: 'no-such-user' } })).data.list).toEqual([]);
    expect((await call(t.app, 'GET', '/api/permission/Users/Selector')).code).toBe(600);
  });

  it('Selector puts users of a disabled organisation at the root', async () => {
    const [org] = await t.db.insert(organizations).values({ category: 'department', parentId: ids.companyId, enCode: 'OFF1', fullName: '停用部门', enabledMark: 0 }).returning();
    const id = await apiUser({ organizeId: org.id });
    const r = await call(t.app, 'GET', '/api/permission/Users/Selector', { token: stranger });
    expect(r.data.list.find((n: any) => n.id === id)).toMatchObject({ type: 'user', parentId: '-1' });
    expect(JSON.stringify(r.data.list)).not.toContain('停用部门');
  });
});

describe('GET /api/permission/Users/{id}', () => {
  it('answers the form; 404 for an unknown or deleted user', async () => {
    const id = await apiUser({ realName: '表单', roleId: ids.roleId });
    const r = await call(t.app, 'GET', `/api/permission/Users/${id}`, { token: viewer });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ id, realName: '表单', organizeId: ids.departmentId, roleId: ids.roleId, positionId: '', managerId: null, enabledMark: 1 });
    expect(r.data).not.toHaveProperty('passwordHash');
    expect(await call(t.app, 'GET', '/api/permission/Users/nope', { token: admin })).toEqual({ code: 404, msg: '用户不存在' });
    await call(t.app, 'DELETE', `/api/permission/Users/${id}`, { token: admin });
    expect((await call(t.app, 'GET', `/api/permission/Users/${id}`, { token: admin })).code).toBe(404);
  });

  it('needs the user menu (403) and a session (600)', async () => {
    const id = await apiUser();
    expect((await call(t.app, 'GET', `/api/permission/Users/${id}`, { token: stranger })).code).toBe(403);
    expect((await call(t.app, 'GET', `/api/permission/Users/${id}`)).code).toBe(600);
  });

  it('leaves the current-user routes reachable', async () => {
    const r = await call(t.app, 'GET', '/api/permission/Users/Current/BaseInfo', { token: stranger });
    expect(r).toMatchObject({ code: 200, data: { account: 'nogrants1' } });
  });
});

describe('PUT /api/permission/Users/{id}', () => {
  it('writes the fields present, replaces the lists given and keeps the rest', async () => {
    const id = await apiUser({ realName: '旧名', mobilePhone: '13800000001', roleId: ids.roleId, positionId: ids.positionId, sortCode: 1 });
    const r = await put(id, { realName: '新名', roleId: secondRoleId, email: 'n@example.com', managerId: adminId, organizeId: subDepartmentId });
    expect(r).toEqual({ code: 200, msg: '更新成功' });
    const form = (await call(t.app, 'GET', `/api/permission/Users/${id}`, { token: admin })).data;
    expect(form).toMatchObject({
      realName: '新名', mobilePhone: '13800000001', email: 'n@example.com', managerId: adminId, organizeId: subDepartmentId,
      roleId: secondRoleId, positionId: ids.positionId, sortCode: 1,
    });
    expect((await userRow(id)).updatedBy).toBe(adminId);
    // Empty values clear: no roles left, no mobile.
    expect((await put(id, { roleId: '', mobilePhone: null })).code).toBe(200);
    expect((await call(t.app, 'GET', `/api/permission/Users/${id}`, { token: admin })).data).toMatchObject({ roleId: '', mobilePhone: null });
  });

  it('refuses bad input and broken rules, and writes nothing', async () => {
    const id = await apiUser({ realName: '不变', roleId: ids.roleId });
    const other = await userRow(await apiUser());
    const cases: Array<[Record<string, unknown>, { code: number; msg: string; data?: { field: string } }]> = [
      [{ realName: '' }, { code: 400, msg: '姓名不能为空', data: { field: 'realName' } }],
      [{ account: 'a b' }, { code: 400, msg: '账户：只能输入数字英文', data: { field: 'account' } }],
      [{ managerId: id }, { code: 400, msg: '直属主管不能是自己', data: { field: 'managerId' } }],
      [{ organizeId: 'nope' }, { code: 400, msg: '所属组织：所选项不存在', data: { field: 'organizeId' } }],
      [{ organizeId: null }, { code: 400, msg: '所属组织不能为空', data: { field: 'organizeId' } }],
      [{ roleId: 'nope' }, { code: 400, msg: '角色：所选项不存在：nope', data: { field: 'roleId' } }],
      [{ realName: '改了', email: 'bad' }, { code: 400, msg: '电子邮箱：请正确输入您的邮箱地址', data: { field: 'email' } }],
      [{ certificatesType: 'idCard', certificatesNumber: '123' }, { code: 400, msg: '证件号码：请正确输入您的身份证号码', data: { field: 'certificatesNumber' } }],
      [{ account: other.account.toUpperCase() }, { code: 409, msg: '账户名称不能重复' }],
    ];
    const before = await userRow(id);
    for (const [payload, reply] of cases) expect({ payload, reply: await put(id, payload) }).toEqual({ payload, reply });
    expect(await userRow(id)).toEqual(before);
    expect((await call(t.app, 'GET', `/api/permission/Users/${id}`, { token: admin })).data.roleId).toBe(ids.roleId);
    expect(await put('nope', { realName: 'x' })).toEqual({ code: 404, msg: '用户不存在' });
  });

  it('takes back the form it answered (own account unchanged, read-only fields and a password ignored)', async () => {
    const id = await apiUser({ roleId: ids.roleId, mobilePhone: '13800000002', birthday: Date.UTC(1995, 4, 6) });
    const before = await userRow(id);
    const form = (await call(t.app, 'GET', `/api/permission/Users/${id}`, { token: admin })).data;
    expect(await put(id, { ...form, realName: '同账户', password: 'ignored1' })).toEqual({ code: 200, msg: '更新成功' });
    const after = await userRow(id);
    expect(after).toMatchObject({ account: before.account, realName: '同账户', mobilePhone: '13800000002', isAdministrator: 0, passwordHash: before.passwordHash });
    expect(after.birthday?.getTime()).toBe(Date.UTC(1995, 4, 6));
    expect((await call(t.app, 'GET', `/api/permission/Users/${id}`, { token: admin })).data).toEqual({ ...form, realName: '同账户' });
  });

  it('does not re-check an account sent back unchanged (accounts made before the rule stay editable)', async () => {
    const id = await createUser(t.db, { account: 'legacy.name', password: 'P1' });
    expect(await put(id, { account: 'legacy.name', realName: '老账户' })).toEqual({ code: 200, msg: '更新成功' });
    expect(await put(id, { account: 'other.name' })).toEqual({ code: 400, msg: '账户：只能输入数字英文', data: { field: 'account' } });
    expect(await userRow(id)).toMatchObject({ account: 'legacy.name', realName: '老账户' });
  });

  it('refuses to edit the administrator', async () => {
    const before = await userRow(adminId);
    expect(await put(adminId, { realName: '篡改' })).toEqual({ code: 400, msg: '无法修改管理员账户' });
    expect(await userRow(adminId)).toEqual(before);
  });

  it('disabling through the form ends the user\'s sessions; disabling oneself is refused', async () => {
    const account = uniqueAccount('pd');
    const id = await apiUser({ account, password: 'Pass01' });
    const token = await login(t.app, account, 'Pass01');
    expect((await put(id, { enabledMark: 0 })).code).toBe(200);
    expect((await call(t.app, 'GET', '/api/oauth/CurrentUser', { token })).code).toBe(601);
    const editor = await userAdmin(['btn_edit']);
    expect(await put(editor.id, { enabledMark: 0 }, editor.token)).toEqual({ code: 400, msg: '不能禁用自己', data: { field: 'enabledMark' } });
    expect((await userRow(editor.id)).enabledMark).toBe(1);
  });

  it('needs btn_edit (403, nothing written) and a session (600)', async () => {
    const id = await apiUser({ realName: '原样' });
    const adder = await userAdmin(['btn_add', 'btn_remove']);
    expect(await put(id, { realName: '改' }, adder.token)).toEqual({ code: 403, msg: '权限不足' });
    expect((await put(id, { realName: '改' }, '')).code).toBe(600);
    expect((await userRow(id)).realName).toBe('原样');
    const editor = await userAdmin(['btn_edit']);
    expect((await put(id, { realName: '改' }, editor.token)).code).toBe(200);
  });
});

describe('DELETE /api/permission/Users/{id}', () => {
  const del = (id: string, token: string = admin) => call(t.app, 'DELETE', `/api/permission/Users/${id}`, { token });

  it('soft-deletes: deletedAt set, relations removed, sessions ended with a logout push', async () => {
    const account = uniqueAccount('gone');
    const id = await apiUser({ account, password: 'Pass01', roleId: ids.roleId, positionId: ids.positionId });
    const token = await login(t.app, account, 'Pass01');
    const ws = await socketOf(token);
    const push = nextFrame(ws);
    expect(await del(id)).toEqual({ code: 200, msg: '删除成功' });
    expect(await push).toEqual({ method: 'logout', msg: '您的账户已被管理员删除' });
    const row = await userRow(id);
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(row.updatedBy).toBe(adminId);
    expect(await rows(userRelations, eq(userRelations.userId, id))).toBe(0);
    expect(await rows(sessions, and(eq(sessions.userId, id), isNull(sessions.endedReason)))).toBe(0);
    expect((await call(t.app, 'GET', '/api/oauth/CurrentUser', { token })).code).toBe(601);
    expect((await loginReply(t.app, account, 'Pass01')).msg).toBe('账号已被删除');
    expect(await del(id)).toEqual({ code: 404, msg: '用户不存在' });
  });

  it('refuses the administrator, oneself and a department manager', async () => {
    expect(await del(adminId)).toEqual({ code: 400, msg: '无法修改管理员账户' });
    const remover = await userAdmin(['btn_remove']);
    expect(await del(remover.id, remover.token)).toEqual({ code: 400, msg: '不能删除自己' });
    const head = await apiUser();
    await t.db.update(organizations).set({ managerId: head }).where(eq(organizations.id, subDepartmentId));
    expect(await del(head)).toEqual({ code: 400, msg: '此用户为某部门主管，无法删除' });
    for (const id of [adminId, remover.id, head]) expect((await userRow(id)).deletedAt).toBeNull();
    await t.db.update(organizations).set({ managerId: null }).where(eq(organizations.id, subDepartmentId));
    expect((await del(head)).code).toBe(200);
  });

  it('needs btn_remove (403, nothing written) and a session (600)', async () => {
    const id = await apiUser({ roleId: ids.roleId });
    const editor = await userAdmin(['btn_add', 'btn_edit']);
    expect(await del(id, editor.token)).toEqual({ code: 403, msg: '权限不足' });
    expect((await del(id, '')).code).toBe(600);
    expect((await userRow(id)).deletedAt).toBeNull();
    expect(await rows(userRelations, eq(userRelations.userId, id))).toBe(1);
  });
});

describe('POST /api/permission/Users/{id}/Actions/ResetPassword', () => {
  const reset = (id: string, payload: unknown, token: string = admin) =>
    call(t.app, 'POST', `/api/permission/Users/${id}/Actions/ResetPassword`, { token, payload });

  it('sets the new password, requires a change at next sign-in and ends the sessions with a push', async () => {
    const account = uniqueAccount('rp');
    const id = await apiUser({ account, password: 'Old123' });
    await t.db.update(users).set({ mustChangePassword: false }).where(eq(users.id, id));
    const token = await login(t.app, account, 'Old123');
    const ws = await socketOf(token);
    const push = nextFrame(ws);
    expect(await reset(id, { id, userPassword: 'New456', validatePassword: 'New456' })).toEqual({ code: 200, msg: '重置密码成功' });
    expect(await push).toEqual({ method: 'logout', msg: '您的密码已被管理员重置，请重新登录' });
    expect((await call(t.app, 'GET', '/api/oauth/CurrentUser', { token })).code).toBe(600);
    expect((await loginReply(t.app, account, 'Old123')).code).toBe(400);
    expect((await loginReply(t.app, account, 'New456')).code).toBe(200);
    expect((await userRow(id)).mustChangePassword).toBe(true);
  });

  it('without a typed password sets a random one, returned once', async () => {
    const account = uniqueAccount('rr');
    const id = await apiUser({ account, password: 'Old123' });
    const r = await reset(id, { id });
    expect(r).toEqual({ code: 200, msg: '重置密码成功', data: { password: expect.stringMatching(/^(?=.*\d)(?=.*[A-Za-z])[A-Za-z\d]{12}$/) } });
    expect((await loginReply(t.app, account, 'Old123')).code).toBe(400);
    expect((await loginReply(t.app, account, r.data.password)).code).toBe(200);
    expect((await userRow(id)).mustChangePassword).toBe(true);
  });

  it('refuses mismatched values, one that breaks the password rule, a different body id and the administrator; nothing changes', async () => {
    const account = uniqueAccount('rq');
    const id = await apiUser({ account, password: 'Keep123' });
    const before = (await userRow(id)).passwordHash;
    const rule = { code: 400, msg: '6-16位字符的密码（数字和字母组成）', data: { field: 'userPassword' } };
    expect(await reset(id, { id, userPassword: 'Abc123', validatePassword: 'Abc124' })).toEqual({ code: 400, msg: '两次密码输入不一致', data: { field: 'validatePassword' } });
    expect(await reset(id, { userPassword: 'short', validatePassword: 'short' })).toEqual(rule);
    expect(await reset(id, { userPassword: 'onlyletters', validatePassword: 'onlyletters' })).toEqual(rule);
    expect(await reset(id, { userPassword: md5('a1'), validatePassword: md5('a1') })).toEqual(rule);
    expect(await reset(id, { userPassword: 'Abc123' })).toEqual({ code: 400, msg: '两次密码输入不一致', data: { field: 'validatePassword' } });
    expect(await reset(id, { id: adminId, userPassword: 'Abc123', validatePassword: 'Abc123' })).toEqual({ code: 400, msg: 'id：与地址中的用户不一致', data: { field: 'id' } });
    expect((await userRow(id)).passwordHash).toBe(before);
    const adminHash = (await userRow(adminId)).passwordHash;
    expect(await reset(adminId, { userPassword: 'Abc123', validatePassword: 'Abc123' })).toEqual({ code: 400, msg: '无法修改管理员账户' });
    expect((await userRow(adminId)).passwordHash).toBe(adminHash);
    expect(await reset('nope', { userPassword: 'Abc123', validatePassword: 'Abc123' })).toEqual({ code: 404, msg: '用户不存在' });
  });

  it('needs btn_resetPassword (403, nothing written) and a session (600)', async () => {
    const id = await apiUser();
    const before = (await userRow(id)).passwordHash;
    const editor = await userAdmin(['btn_add', 'btn_edit', 'btn_remove']);
    const body = { userPassword: 'Abc123', validatePassword: 'Abc123' };
    expect(await reset(id, body, editor.token)).toEqual({ code: 403, msg: '权限不足' });
    expect((await reset(id, body, '')).code).toBe(600);
    expect((await userRow(id)).passwordHash).toBe(before);
    const resetter = await userAdmin(['btn_resetPassword']);
    expect((await reset(id, body, resetter.token)).code).toBe(200);
  });
});

describe('PUT /api/permission/Users/{id}/Actions/State', () => {
  const toggle = (id: string, token: string = admin) => call(t.app, 'PUT', `/api/permission/Users/${id}/Actions/State`, { token });

  it('toggles; disabling ends the sessions with a push and blocks sign-in, enabling allows it again', async () => {
    const account = uniqueAccount('st');
    const id = await apiUser({ account, password: 'Pass01' });
    const token = await login(t.app, account, 'Pass01');
    const ws = await socketOf(token);
    const push = nextFrame(ws);
    expect(await toggle(id)).toEqual({ code: 200, msg: '更新成功', data: { enabledMark: 0 } });
    expect(await push).toEqual({ method: 'logout', msg: '您的账户已被管理员禁用' });
    expect((await call(t.app, 'GET', '/api/oauth/CurrentUser', { token })).code).toBe(601);
    expect((await loginReply(t.app, account, 'Pass01')).msg).toBe('账号被禁用');
    expect(await toggle(id)).toEqual({ code: 200, msg: '更新成功', data: { enabledMark: 1 } });
    expect((await loginReply(t.app, account, 'Pass01')).code).toBe(200);
  });

  it('refuses the administrator and oneself, and unknown users', async () => {
    expect(await toggle(adminId)).toEqual({ code: 400, msg: '无法修改管理员账户' });
    expect((await userRow(adminId)).enabledMark).toBe(1);
    const editor = await userAdmin(['btn_edit']);
    expect(await toggle(editor.id, editor.token)).toEqual({ code: 400, msg: '不能禁用自己' });
    expect((await userRow(editor.id)).enabledMark).toBe(1);
    expect(await toggle('nope')).toEqual({ code: 404, msg: '用户不存在' });
  });

  it('needs btn_edit (403, nothing written) and a session (600)', async () => {
    const id = await apiUser();
    const adder = await userAdmin(['btn_add', 'btn_remove', 'btn_resetPassword']);
    expect(await toggle(id, adder.token)).toEqual({ code: 403, msg: '权限不足' });
    expect((await toggle(id, '')).code).toBe(600);
    expect((await userRow(id)).enabledMark).toBe(1);
  });
});
