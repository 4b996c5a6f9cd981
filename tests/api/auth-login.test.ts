import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { roles, sessions, sysLogs, users } from '../../server/db/schema';
import { setSysConfig } from '../../server/modules/system/config-service';
import { ADMIN_PASSWORD, adminLogin, call, createTestApp, createUser, login, loginReply, md5, seeded, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

const sessionCount = async () => Number((await t.db.select({ n: count() }).from(sessions))[0].n);
const WRONG = '账户或密码错误，请重新输入。';

describe('POST /api/oauth/Login', () => {
  it('signs the administrator in with an opaque Bearer token and the theme', async () => {
    const r = await loginReply(t.app, 'admin', ADMIN_PASSWORD);
    expect(r).toMatchObject({ code: 200, msg: 'Success', data: { theme: 'classic' } });
    expect(r.data.token).toMatch(/^Bearer [A-Za-z0-9_-]{43}$/);
    const me = await call(t.app, 'GET', '/api/oauth/CurrentUser', { token: r.data.token });
    expect(me.data.userInfo).toMatchObject({ userAccount: 'admin', realName: '管理员', isAdministrator: true, mustChangePassword: false });
  });

  it('stores only argon2id of the md5, and only a hash of the token', async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.account, 'admin'));
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
    expect(admin.passwordHash).not.toContain(md5(ADMIN_PASSWORD));
    const token = await adminLogin(t.app);
    const rows = await t.db.select().from(sessions);
    expect(rows.some((s) => token.includes(s.tokenHash))).toBe(false);
    expect(rows.every((s) => /^[0-9a-f]{64}$/.test(s.tokenHash))).toBe(true);
  });

  it('accepts form-urlencoded credentials as the JNPF client sends them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/Login?client_id=admin&client_secret=123456&scope=all&grant_type=password',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `account=admin&password=${md5(ADMIN_PASSWORD)}`,
    });
    expect(res.json()).toMatchObject({ code: 200, data: { theme: 'classic' } });
  });

  it('gives the same message for an unknown account and a wrong password', async () => {
    const unknown = await loginReply(t.app, 'nobody-here', 'whatever', { remoteAddress: '10.9.0.1' });
    const wrong = await loginReply(t.app, 'admin', 'wrong-password', { remoteAddress: '10.9.0.2' });
    expect(unknown).toEqual({ code: 400, msg: WRONG });
    expect(wrong).toEqual({ code: 400, msg: WRONG });
    expect((await loginReply(t.app, 'admin', 'bad', { remoteAddress: '10.9.0.3', headers: { 'jnpf-lang': 'en' } })).msg)
      .toBe('Incorrect account or password, please try again.');
  });

  it('rejects bad input with a clear message and writes no session', async () => {
    const before = await sessionCount();
    expect(await call(t.app, 'POST', '/api/oauth/Login', { payload: { account: '', password: md5('x') } }))
      .toEqual({ code: 400, msg: 'account: 不能为空', data: { field: 'account' } });
    expect((await call(t.app, 'POST', '/api/oauth/Login', { payload: { account: 'admin', password: 'plain-text' } })).msg)
      .toBe('password: 格式不正确');
    expect(await call(t.app, 'POST', '/api/oauth/Login', { payload: { account: 'admin' } }))
      .toEqual({ code: 400, msg: 'password: 不能为空' });
    expect((await call(t.app, 'POST', '/api/oauth/Login', { payload: { account: 'a', password: md5('x'), origin: 'magic' } })).code).toBe(400);
    expect(await call(t.app, 'POST', '/api/oauth/Login', { payload: { account: '' }, headers: { 'jnpf-lang': 'en' } }))
      .toEqual({ code: 400, msg: 'account: must not be empty', data: { field: 'account' } });
    expect(await sessionCount()).toBe(before);
  });

  it('writes login success and failure to the system log (category 1)', async () => {
    await loginReply(t.app, 'admin', 'nope', { remoteAddress: '10.9.0.4' });
    await adminLogin(t.app);
    const rows = await t.db.select().from(sysLogs).where(eq(sysLogs.category, 1));
    expect(rows.some((r) => r.abstracts === '登录失败' && r.userName === '管理员/admin')).toBe(true);
    expect(rows.some((r) => r.abstracts === '登录成功' && r.userName === '管理员/admin')).toBe(true);
    expect(rows.some((r) => r.abstracts === '登录失败' && r.userName === 'nobody-here')).toBe(true);
  });

  it('rate-limits failed sign-ins per client, account + address (5 per 15 minutes), even with the right password after', async () => {
    await createUser(t.db, { account: 'victim', password: 'Right#1' });
    for (let i = 0; i < 5; i++) {
      expect((await loginReply(t.app, 'victim', `bad${i}`, { remoteAddress: '10.1.0.1' })).msg).toBe(WRONG);
    }
    const blocked = await loginReply(t.app, 'victim', 'Right#1', { remoteAddress: '10.1.0.1' });
    expect(blocked.code).toBe(400);
    expect(blocked.msg).toMatch(/^登录失败次数过多，请1[45]分钟后再试$/);
    const en = await loginReply(t.app, 'victim', 'Right#1', { remoteAddress: '10.1.0.1', headers: { 'accept-language': 'en-US' } });
    expect(en.msg).toMatch(/Too many failed sign-in attempts, try again in \d+ minutes/);
    // The account itself is not locked: its owner signs in from another address.
    expect((await loginReply(t.app, 'victim', 'Right#1', { remoteAddress: '10.1.0.2' })).code).toBe(200);
  });

  it('rate-limits failed sign-ins per IP address (20 per 15 minutes)', async () => {
    for (let i = 0; i < 20; i++) await loginReply(t.app, `ghost${i}`, 'x', { remoteAddress: '10.2.0.1' });
    const r = await loginReply(t.app, 'admin', ADMIN_PASSWORD, { remoteAddress: '10.2.0.1' });
    expect(r.msg).toMatch(/登录失败次数过多/);
    expect((await loginReply(t.app, 'admin', ADMIN_PASSWORD, { remoteAddress: '10.2.0.2' })).code).toBe(200);
  });

  it('refuses disabled, deleted, organisation-less and all-roles-disabled users with JNPF messages', async () => {
    await createUser(t.db, { account: 'disabled1', password: 'P1', enabledMark: 0 });
    expect(await loginReply(t.app, 'disabled1', 'P1')).toEqual({ code: 400, msg: '账号被禁用' });
    const deletedId = await createUser(t.db, { account: 'deleted1', password: 'P1' });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deletedId));
    expect(await loginReply(t.app, 'deleted1', 'P1')).toEqual({ code: 400, msg: '账号已被删除' });
    await createUser(t.db, { account: 'noorg1', password: 'P1', organizeId: null });
    expect(await loginReply(t.app, 'noorg1', 'P1')).toEqual({ code: 400, msg: '账号异常，请联系管理员修改所属组织信息' });
    const [role] = await t.db.insert(roles).values({ enCode: 'off', fullName: '停用角色', enabledMark: 0 }).returning();
    await createUser(t.db, { account: 'roleoff1', password: 'P1', roleIds: [role.id] });
    expect(await loginReply(t.app, 'roleoff1', 'P1')).toEqual({ code: 400, msg: '权限不足' });
    // Wrong password on a disabled account still says only "wrong account or password".
    expect((await loginReply(t.app, 'disabled1', 'P2', { remoteAddress: '10.3.0.1' })).msg).toBe(WRONG);
  });

  it('applies the IP whitelist to everyone but the administrator', async () => {
    await createUser(t.db, { account: 'listed1', password: 'P1' });
    await setSysConfig(t.db, { whitelistSwitch: '1', whitelistIp: '192.168.1.*,10.5.0.7' });
    try {
      expect(await loginReply(t.app, 'listed1', 'P1', { remoteAddress: '10.5.0.8' })).toEqual({ code: 400, msg: '此IP未在白名单中，请联系管理员' });
      expect((await loginReply(t.app, 'listed1', 'P1', { remoteAddress: '10.5.0.7' })).code).toBe(200);
      expect((await loginReply(t.app, 'listed1', 'P1', { remoteAddress: '192.168.1.20' })).code).toBe(200);
      expect((await loginReply(t.app, 'admin', ADMIN_PASSWORD, { remoteAddress: '10.5.0.8' })).code).toBe(200);
    } finally {
      await setSysConfig(t.db, { whitelistSwitch: '0', whitelistIp: '' });
    }
  });

  it('signs in a sub-account as mobile@account within the mobile owner\'s company', async () => {
    const { departmentId } = await seeded(t.db);
    await createUser(t.db, { account: 'owner1', mobilePhone: '13800000001', organizeId: departmentId });
    await createUser(t.db, { account: 'clerk1', password: 'Clerk#1', organizeId: departmentId });
    const token = await login(t.app, '13800000001@clerk1', 'Clerk#1');
    const me = await call(t.app, 'GET', '/api/oauth/CurrentUser', { token });
    expect(me.data.userInfo.userAccount).toBe('clerk1');
    expect(me.data.userInfo.organizeName).toBe('金源黄金集团');
    // A mobile number of another company does not reach the account.
    const [other] = await t.db.insert((await import('../../server/db/schema')).organizations)
      .values({ category: 'company', enCode: 'OTHER', fullName: '别家公司' }).returning();
    await createUser(t.db, { account: 'owner2', mobilePhone: '13900000002', organizeId: other.id });
    expect(await loginReply(t.app, '13900000002@clerk1', 'Clerk#1', { remoteAddress: '10.4.0.1' })).toEqual({ code: 400, msg: WRONG });
  });

  it('reports the previous sign-in (time, IP, place) from the second sign-in on', async () => {
    await createUser(t.db, { account: 'prev1', password: 'P1' });
    const first = await login(t.app, 'prev1', 'P1', { remoteAddress: '192.168.3.4' });
    const info1 = (await call(t.app, 'GET', '/api/oauth/CurrentUser', { token: first })).data.userInfo;
    expect(info1).toMatchObject({ prevLogin: 1, prevLoginTime: null, prevLoginIPAddress: null });
    const second = await login(t.app, 'prev1', 'P1', { remoteAddress: '127.0.0.1' });
    const info2 = (await call(t.app, 'GET', '/api/oauth/CurrentUser', { token: second })).data.userInfo;
    expect(info2).toMatchObject({ prevLogin: 1, prevLoginIPAddress: '192.168.3.4', prevLoginIPAddressName: '内网IP' });
    expect(typeof info2.prevLoginTime).toBe('number');
    const [row] = await t.db.select().from(users).where(eq(users.account, 'prev1'));
    expect(row.logSuccessCount).toBe(2);
    expect(row.firstLogIp).toBe('192.168.3.4');
    expect(row.lastLogIp).toBe('127.0.0.1');
    await setSysConfig(t.db, { lastLoginTimeSwitch: '0' });
    expect((await call(t.app, 'GET', '/api/oauth/CurrentUser', { token: second })).data.userInfo.prevLogin).toBe(0);
    await setSysConfig(t.db, { lastLoginTimeSwitch: '1' });
  });

  it('single login: a new sign-in on the same device class supersedes the old session (601)', async () => {
    await createUser(t.db, { account: 'single1', password: 'P1' });
    const pc1 = await login(t.app, 'single1', 'P1');
    const phone = await login(t.app, 'single1', 'P1', { headers: { 'jnpf-origin': 'app' } });
    const pc2 = await login(t.app, 'single1', 'P1');
    expect(await call(t.app, 'GET', '/api/oauth/CurrentUser', { token: pc1 })).toEqual({ code: 601, msg: '您的帐号在其他地方已登录,被强制踢出' });
    expect((await call(t.app, 'GET', '/api/oauth/CurrentUser', { token: phone })).code).toBe(200);
    expect((await call(t.app, 'GET', '/api/oauth/CurrentUser', { token: pc2 })).code).toBe(200);
    const phone2 = await login(t.app, 'single1', 'P1', { payload: { mobileDevice: true } });
    expect((await call(t.app, 'GET', '/api/oauth/CurrentUser', { token: phone })).code).toBe(601);
    expect((await call(t.app, 'GET', '/api/oauth/CurrentUser', { token: phone2 })).code).toBe(200);
  });

  it('with singleLogin off, sessions live side by side', async () => {
    await setSysConfig(t.db, { singleLogin: '0' });
    try {
      await createUser(t.db, { account: 'multi1', password: 'P1' });
      const a = await login(t.app, 'multi1', 'P1');
      const b = await login(t.app, 'multi1', 'P1');
      expect((await call(t.app, 'GET', '/api/oauth/CurrentUser', { token: a })).code).toBe(200);
      expect((await call(t.app, 'GET', '/api/oauth/CurrentUser', { token: b })).code).toBe(200);
    } finally {
      await setSysConfig(t.db, { singleLogin: '1' });
    }
  });
});

describe('GET /api/oauth/Logout and POST /api/oauth/LockScreen', () => {
  it('logout ends the session, logs it and the token then gets 600', async () => {
    await createUser(t.db, { account: 'bye1', password: 'P1' });
    const token = await login(t.app, 'bye1', 'P1');
    expect(await call(t.app, 'GET', '/api/oauth/Logout', { token })).toEqual({ code: 200, msg: '注销成功' });
    expect((await call(t.app, 'GET', '/api/oauth/CurrentUser', { token })).code).toBe(600);
    const [s] = await t.db.select().from(sessions).where(eq(sessions.endedReason, 'logout'));
    expect(s).toBeTruthy();
    const logs = await t.db.select().from(sysLogs).where(and(eq(sysLogs.category, 1), eq(sysLogs.abstracts, '退出登录')));
    expect(logs.some((l) => l.userName === 'bye1/bye1')).toBe(true);
    expect((await call(t.app, 'GET', '/api/oauth/Logout')).code).toBe(600);
  });

  it('lock screen checks the password of the session user and leaves the session alone', async () => {
    await createUser(t.db, { account: 'lock1', password: 'P1' });
    const token = await login(t.app, 'lock1', 'P1');
    expect(await call(t.app, 'POST', '/api/oauth/LockScreen', { token, payload: { account: 'lock1', password: md5('P1') } }))
      .toEqual({ code: 200, msg: '验证成功' });
    expect(await call(t.app, 'POST', '/api/oauth/LockScreen', { token, payload: { account: 'lock1', password: md5('P2') } }))
      .toEqual({ code: 400, msg: WRONG });
    expect(await call(t.app, 'POST', '/api/oauth/LockScreen', { token, payload: { account: 'admin', password: md5(ADMIN_PASSWORD) } }))
      .toEqual({ code: 400, msg: WRONG });
    expect((await call(t.app, 'POST', '/api/oauth/LockScreen', { token, payload: { account: 'lock1' } })).msg).toBe('password: 不能为空');
    expect((await call(t.app, 'POST', '/api/oauth/LockScreen', { payload: { account: 'lock1', password: md5('P1') } })).code).toBe(600);
    expect((await call(t.app, 'GET', '/api/oauth/CurrentUser', { token })).code).toBe(200);
  });
});
