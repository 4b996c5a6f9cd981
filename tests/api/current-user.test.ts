import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { authorizations, sessions, users } from '../../server/db/schema';
import { hashPassword } from '../../server/modules/auth/password';
import {
  ADMIN_PASSWORD, adminLogin, buttonId, call, createTestApp, createUser, grant, login, loginReply, md5, menuId, seeded, type TestContext,
} from './helpers';

let t: TestContext;
let ids: Awaited<ReturnType<typeof seeded>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await seeded(t.db);
});
afterAll(async () => { await t?.close(); });

const current = (token: string) => call(t.app, 'GET', '/api/oauth/CurrentUser', { token });
const userRow = async (account: string) => (await t.db.select().from(users).where(eq(users.account, account)))[0];

describe('GET /api/oauth/CurrentUser', () => {
  it('gives the administrator every enabled Web menu as a sorted tree, with all buttons', async () => {
    const r = await current(await adminLogin(t.app));
    expect(r.code).toBe(200);
    const { menuList, permissionList, userInfo } = r.data;
    expect(menuList.map((m: any) => m.enCode)).toEqual(['gold', 'permission', 'system', 'onlineDev', 'helpDocs']);
    expect(menuList[0].children.map((m: any) => m.enCode)).toEqual(['goldSpv', 'goldFranchisee', 'goldStore', 'goldInventory', 'goldSale', 'goldPrice', 'goldFinancial', 'goldEndMonth']);
    expect(menuList[1].children.map((m: any) => m.enCode)).toEqual(['organize', 'position', 'user', 'role']);
    const system = menuList[2];
    expect(system).toMatchObject({ fullName: '系统管理', type: 1, parentId: '-1', hasChildren: true });
    expect(system.children.map((m: any) => m.enCode)).toEqual(['sysLog', 'onlineUser', 'sysConfig', 'menu', 'dictionary', 'area', 'billRule', 'sysNotice']);
    expect(system.children[0]).toMatchObject({ urlAddress: 'system/log', type: 2, hasChildren: false });
    expect(menuList[4]).toMatchObject({ type: 7, linkTarget: '_blank', urlAddress: '/help' });
    for (const key of ['id', 'fullName', 'enCode', 'parentId', 'icon', 'hasChildren', 'urlAddress', 'linkTarget', 'children', 'type', 'propertyJson', 'sortCode']) {
      expect(system.children[0]).toHaveProperty(key);
    }
    // One entry per non-directory menu.
    expect(permissionList.map((p: any) => p.moduleName).sort()).toEqual(['SPV管理', '加盟商管理', '门店管理', '库存管理', '销售管理', '金价管理', '在线用户', '帮助文档', '系统日志', '系统配置', '单据规则', '岗位管理', '数据字典', '用户管理', '组织管理', '菜单管理', '行政区划', '角色管理',
      '门店结算', '资金管理', '特殊款项', '资金台账', '月末结算', '系统公告', '功能设计'].sort());
    const log = permissionList.find((p: any) => p.moduleName === '系统日志');
    expect(log.button).toEqual([{ id: expect.any(String), fullName: '删除', enCode: 'btn_remove' }]);
    expect(log).toMatchObject({ column: [], resource: [], form: [] });
    expect(userInfo).toMatchObject({
      userId: expect.any(String), userAccount: 'admin', account: 'admin', userName: '管理员', realName: '管理员',
      departmentName: '运营部', organizeName: '金源黄金集团', organizeId: ids.companyId, departmentId: ids.departmentId,
      positionIds: [], prevLogin: 1, isAdministrator: true, mustChangePassword: false, language: 'zh', theme: 'classic',
    });
  });

  it('names the product in the language of the request, so a reload replaces a name the browser kept in another', async () => {
    const token = await adminLogin(t.app);
    const en = await call(t.app, 'GET', '/api/oauth/CurrentUser', { token, headers: { 'jnpf-lang': 'en' } });
    expect(en.data.sysConfigInfo).toMatchObject({ sysName: 'Gold Franchise Management Platform', timeZone: expect.any(String) });
    expect((await current(token)).data.sysConfigInfo.sysName).toBe('黄金加盟管理平台');
  });

  it('gives an operator only the granted page (under its directory) and no buttons', async () => {
    await createUser(t.db, { account: 'op1', password: 'P1', roleIds: [ids.roleId], positionIds: [ids.positionId] });
    const token = await login(t.app, 'op1', 'P1');
    const { menuList, permissionList, userInfo } = (await current(token)).data;
    expect(menuList).toHaveLength(1);
    expect(menuList[0].enCode).toBe('system');
    expect(menuList[0].children.map((m: any) => m.enCode)).toEqual(['sysLog']);
    expect(permissionList).toEqual([{ modelId: await menuId(t.db, 'sysLog'), moduleName: '系统日志', button: [], column: [], resource: [], form: [] }]);
    expect(userInfo.positionIds).toEqual([{ id: ids.positionId, name: '运营专员' }]);
    expect(userInfo.isAdministrator).toBe(false);
  });

  it('applies a grant change on the very next request (role, position and user grants are united)', async () => {
    const userId = await createUser(t.db, { account: 'op2', password: 'P1', roleIds: [ids.roleId], positionIds: [ids.positionId] });
    const token = await login(t.app, 'op2', 'P1');
    const removeId = await buttonId(t.db, 'sysLog', 'btn_remove');
    await grant(t.db, 'Position', ids.positionId, 'button', removeId);
    await grant(t.db, 'User', userId, 'module', await menuId(t.db, 'helpDocs'));
    let data = (await current(token)).data;
    expect(data.menuList.map((m: any) => m.enCode)).toEqual(['system', 'helpDocs']);
    expect(data.permissionList.find((p: any) => p.moduleName === '系统日志').button.map((b: any) => b.enCode)).toEqual(['btn_remove']);
    await t.db.delete(authorizations).where(and(eq(authorizations.objectId, ids.positionId), eq(authorizations.itemId, removeId)));
    data = (await current(token)).data;
    expect(data.permissionList.find((p: any) => p.moduleName === '系统日志').button).toEqual([]);
  });

  it('without a session -> 600', async () => {
    expect((await call(t.app, 'GET', '/api/oauth/CurrentUser')).code).toBe(600);
  });
});

describe('/api/permission/Users/Current', () => {
  const base = '/api/permission/Users/Current';

  it('every call needs a session', async () => {
    for (const [method, path] of [['GET', 'BaseInfo'], ['PUT', 'BaseInfo'], ['PUT', 'Avatar/a.png'], ['POST', 'Actions/ModifyPassword'],
      ['PUT', 'SystemTheme'], ['PUT', 'SystemLanguage'], ['GET', 'Subordinate'], ['GET', 'Authorize'], ['GET', 'SystemLog']] as const) {
      expect((await call(t.app, method, `${base}/${path}`, { payload: {} })).code).toBe(600);
    }
  });

  it('GET BaseInfo returns the profile with organisation, position, role and manager names', async () => {
    const admin = await userRow('admin');
    await createUser(t.db, { account: 'prof1', password: 'P1', realName: '张三', roleIds: [ids.roleId], positionIds: [ids.positionId], managerId: admin.id });
    const token = await login(t.app, 'prof1', 'P1');
    const r = await call(t.app, 'GET', `${base}/BaseInfo`, { token });
    expect(r.data).toMatchObject({
      account: 'prof1', realName: '张三', organize: '金源黄金集团', department: '运营部', position: '运营专员',
      roleId: '运营人员', manager: '管理员/admin', theme: 'classic', language: 'zh', prevLogTime: null,
    });
    expect(r.data).not.toHaveProperty('passwordHash');
  });

  it('PUT BaseInfo saves editable fields only and validates them with clear messages', async () => {
    await createUser(t.db, { account: 'prof2', password: 'P1' });
    const token = await login(t.app, 'prof2', 'P1');
    const put = (payload: object, headers?: Record<string, string>) => call(t.app, 'PUT', `${base}/BaseInfo`, { token, payload, headers });
    expect(await put({ realName: '李四', mobilePhone: '13912345678', email: 'li@example.com', gender: 1, birthday: Date.UTC(1990, 0, 1), account: 'hacked', password: 'x', isAdministrator: 1 }))
      .toEqual({ code: 200, msg: '更新成功' });
    let row = await userRow('prof2');
    expect(row).toMatchObject({ realName: '李四', mobilePhone: '13912345678', email: 'li@example.com', gender: 1, isAdministrator: 0 });
    expect(row.birthday?.getTime()).toBe(Date.UTC(1990, 0, 1));
    expect(await userRow('hacked')).toBeUndefined();

    expect(await put({ mobilePhone: '12345' })).toEqual({ code: 400, msg: 'mobilePhone: 请正确输入您的手机号' });
    expect(await put({ email: 'not-an-email' })).toEqual({ code: 400, msg: 'email: 请正确输入您的邮箱地址' });
    expect(await put({ email: 'nope' }, { 'jnpf-lang': 'en' })).toEqual({ code: 400, msg: 'email: Enter a valid e-mail address' });
    expect(await put({ realName: '  ' })).toEqual({ code: 400, msg: 'realName: 请输入姓名' });
    expect(await put({ birthday: Date.now() + 86_400_000 })).toEqual({ code: 400, msg: 'birthday: 出生日期不能晚于今天' });
    expect(await put({ nickName: 'x'.repeat(51) })).toEqual({ code: 400, msg: 'nickName: 长度不能超过50个字符', data: { field: 'nickName' } });
    expect(await put({ gender: 'male' })).toMatchObject({ code: 400 });
    row = await userRow('prof2');
    expect(row).toMatchObject({ realName: '李四', mobilePhone: '13912345678', email: 'li@example.com', nickName: null });
    // Empty strings clear optional fields.
    expect((await put({ email: '' })).code).toBe(200);
    expect((await userRow('prof2')).email).toBeNull();
  });

  it('PUT Avatar/{id} sets the avatar file; a path is refused', async () => {
    await createUser(t.db, { account: 'ava1', password: 'P1' });
    const token = await login(t.app, 'ava1', 'P1');
    expect((await call(t.app, 'PUT', `${base}/Avatar/abc123.png`, { token })).code).toBe(200);
    expect((await userRow('ava1')).headIcon).toBe('abc123.png');
    expect((await current(token)).data.userInfo.headIcon).toBe('/api/file/Image/userAvatar/abc123.png');
    expect((await call(t.app, 'PUT', `${base}/Avatar/..%2Fetc%2Fpasswd`, { token })).code).toBe(400);
    expect((await userRow('ava1')).headIcon).toBe('abc123.png');
  });

  it('ModifyPassword checks the old password, re-hashes, clears must-change and ends the other sessions', async () => {
    const id = await createUser(t.db, { account: 'pw1', password: 'Old#1' });
    await t.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, id));
    const other = await login(t.app, 'pw1', 'Old#1', { headers: { 'jnpf-origin': 'app' } });
    const token = await login(t.app, 'pw1', 'Old#1');
    expect((await current(token)).data.userInfo.mustChangePassword).toBe(true);
    const before = (await userRow('pw1')).passwordHash;
    const change = (payload: object) => call(t.app, 'POST', `${base}/Actions/ModifyPassword`, { token, payload });
    const rule = { code: 400, msg: '6-16位字符的密码（数字和字母组成）', data: { field: 'password' } };
    expect(await change({ oldPassword: md5('wrong'), password: 'New001' })).toEqual({ code: 400, msg: '原密码错误' });
    expect(await change({ oldPassword: md5('Old#1'), password: 'short' })).toEqual(rule);
    expect(await change({ oldPassword: md5('Old#1'), password: 'New#001' })).toEqual(rule);
    expect(await change({ oldPassword: md5('Old#1'), password: md5('New001') })).toEqual(rule);
    expect((await userRow('pw1')).passwordHash).toBe(before);
    // Until it is changed, every other route answers 605 (the session stays).
    expect(await call(t.app, 'GET', '/api/permission/Users/Current/Subordinate', { token })).toEqual({ code: 605, msg: '请先修改密码' });
    expect(await change({ oldPassword: md5('Old#1'), password: 'New001' })).toEqual({ code: 200, msg: '修改成功' });
    expect((await call(t.app, 'GET', '/api/permission/Users/Current/Subordinate', { token })).code).toBe(200);
    expect((await current(token)).code).toBe(200);
    expect((await current(other)).code).toBe(600);
    expect((await current(token)).data.userInfo.mustChangePassword).toBe(false);
    expect((await loginReply(t.app, 'pw1', 'Old#1', { remoteAddress: '10.7.0.1' })).code).toBe(400);
    expect((await loginReply(t.app, 'pw1', 'New001', { headers: { 'jnpf-origin': 'app' } })).code).toBe(200);
  });

  it('the administrator can change their own (generated) password', async () => {
    const token = await adminLogin(t.app);
    const r = await call(t.app, 'POST', `${base}/Actions/ModifyPassword`, { token, payload: { oldPassword: md5(ADMIN_PASSWORD), password: 'Admin67890' } });
    expect(r.code).toBe(200);
    const again = await loginReply(t.app, 'admin', 'Admin67890');
    expect(again.code).toBe(200);
    const back = await call(t.app, 'POST', `${base}/Actions/ModifyPassword`, { token: again.data.token, payload: { oldPassword: md5('Admin67890'), password: 'Admin12345' } });
    expect(back.code).toBe(200);
    // The other tests of this file sign in with the configured password again.
    await t.db.update(users).set({ passwordHash: await hashPassword(md5(ADMIN_PASSWORD)) }).where(eq(users.account, 'admin'));
  });

  it('SystemTheme and SystemLanguage store valid values only', async () => {
    await createUser(t.db, { account: 'theme1', password: 'P1' });
    const token = await login(t.app, 'theme1', 'P1');
    expect((await call(t.app, 'PUT', `${base}/SystemTheme`, { token, payload: { theme: 'functional' } })).code).toBe(200);
    expect(await call(t.app, 'PUT', `${base}/SystemTheme`, { token, payload: { theme: 'neon' } }))
      .toMatchObject({ code: 400, msg: expect.stringMatching(/^theme: /) });
    expect((await call(t.app, 'PUT', `${base}/SystemLanguage`, { token, payload: { language: 'en' } })).code).toBe(200);
    expect((await call(t.app, 'PUT', `${base}/SystemLanguage`, { token, payload: { language: 'fr' } })).code).toBe(400);
    expect(await userRow('theme1')).toMatchObject({ theme: 'functional', language: 'en' });
    expect((await loginReply(t.app, 'theme1', 'P1')).data.theme).toBe('functional');
  });

  it('Subordinate lists the users I manage', async () => {
    const bossId = await createUser(t.db, { account: 'boss1', password: 'P1' });
    await createUser(t.db, { account: 'sub1', realName: '下属一', managerId: bossId });
    const token = await login(t.app, 'boss1', 'P1');
    const r = await call(t.app, 'GET', `${base}/Subordinate`, { token });
    expect(r.data.list).toEqual([{ id: expect.any(String), realName: '下属一', account: 'sub1', headIcon: '', department: '运营部' }]);
  });

  it('Authorize returns my module tree and per-menu items', async () => {
    const token = await adminLogin(t.app);
    const r = await call(t.app, 'GET', `${base}/Authorize`, { token });
    expect(r.data.module.map((m: any) => m.enCode)).toEqual(['gold', 'permission', 'system', 'onlineDev', 'helpDocs']);
    expect(r.data.button.map((m: any) => m.fullName).sort()).toEqual(['SPV管理', '加盟商管理', '单据规则', '在线用户', '岗位管理', '数据字典', '用户管理', '系统日志', '系统配置', '组织管理', '菜单管理', '行政区划', '角色管理', '门店管理', '库存管理', '销售管理', '金价管理',
      '门店结算', '资金管理', '特殊款项', '资金台账', '月末结算', '系统公告', '功能设计'].sort());
    await createUser(t.db, { account: 'auth1', password: 'P1', roleIds: [ids.roleId] });
    const op = (await call(t.app, 'GET', `${base}/Authorize`, { token: await login(t.app, 'auth1', 'P1') })).data;
    expect(op.module[0].children.map((m: any) => m.enCode)).toEqual(['sysLog']);
    expect(op.button).toEqual([]);
  });

  it('SystemLog pages my own log rows and validates the paging input', async () => {
    await createUser(t.db, { account: 'log1', password: 'P1' });
    await loginReply(t.app, 'log1', 'wrong', { remoteAddress: '10.8.0.1' });
    const token = await login(t.app, 'log1', 'P1');
    const r = await call(t.app, 'GET', `${base}/SystemLog`, { token, query: { currentPage: '1', pageSize: '10', n: String(Date.now()) } });
    expect(r.data.pagination).toEqual({ currentPage: 1, pageSize: 10, total: 2 });
    expect(r.data.list.map((l: any) => l.abstracts)).toEqual(['登录成功', '登录失败']);
    expect(typeof r.data.list[0].creatorTime).toBe('number');
    const none = await call(t.app, 'GET', `${base}/SystemLog`, { token, query: { endTime: '1000' } });
    expect(none.data.pagination.total).toBe(0);
    expect(await call(t.app, 'GET', `${base}/SystemLog`, { token, query: { pageSize: '100000' } }))
      .toEqual({ code: 400, msg: 'pageSize: 不能大于500' });
    expect((await call(t.app, 'GET', `${base}/SystemLog`, { token, query: { category: 'x' } })).msg).toBe('category: 类型应为整数');
  });

  it('profile calls neither create nor end sessions', async () => {
    const token = await adminLogin(t.app);
    const live = async () => (await t.db.select().from(sessions)).filter((s) => !s.endedReason).length;
    const n = await live();
    await call(t.app, 'GET', `${base}/BaseInfo`, { token });
    await call(t.app, 'PUT', `${base}/SystemTheme`, { token, payload: { theme: 'classic' } });
    expect(await live()).toBe(n);
  });
});
