import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildApp, type App } from '../../server/app';
import { sysLogs, users } from '../../server/db/schema';
import { ADMIN_PASSWORD, call, createTestApp, createUser, login, loginReply, md5, seeded, testDatabaseConfig, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

const WRONG = '账户或密码错误，请重新输入。';
const BLOCKED = /^登录失败次数过多，请\d+分钟后再试$/;
const errorCount = async (account: string) =>
  (await t.db.select({ n: users.logErrorCount }).from(users).where(eq(users.account, account)))[0].n;

describe('sign-in throttle', () => {
  it('a parallel burst of 30 wrong passwords gets 5 checked; the right password is then refused from there', async () => {
    await createUser(t.db, { account: 'burst1', password: 'Right#1' });
    const replies = await Promise.all(Array.from({ length: 30 }, (_, i) =>
      loginReply(t.app, 'burst1', `wrong${i}`, { remoteAddress: '10.30.0.1' })));
    expect(replies.filter((r) => r.msg === WRONG)).toHaveLength(5);
    expect(replies.filter((r) => BLOCKED.test(r.msg))).toHaveLength(25);
    // Each checked password that failed counts on the user row: exactly 5 were compared.
    expect(await errorCount('burst1')).toBe(5);
    expect((await loginReply(t.app, 'burst1', 'Right#1', { remoteAddress: '10.30.0.1' })).msg).toMatch(BLOCKED);
  });

  it('a sub-account alias (mobile@account) counts against the same account', async () => {
    const { departmentId } = await seeded(t.db);
    await createUser(t.db, { account: 'aliasowner', mobilePhone: '13800000031', organizeId: departmentId });
    await createUser(t.db, { account: 'clerk31', password: 'Clerk#31', organizeId: departmentId });
    for (let i = 0; i < 3; i++) expect((await loginReply(t.app, 'clerk31', `bad${i}`, { remoteAddress: '10.31.0.1' })).msg).toBe(WRONG);
    for (let i = 0; i < 2; i++) expect((await loginReply(t.app, '13800000031@clerk31', `bad${i}`, { remoteAddress: '10.31.0.1' })).msg).toBe(WRONG);
    expect((await loginReply(t.app, 'clerk31', 'Clerk#31', { remoteAddress: '10.31.0.1' })).msg).toMatch(BLOCKED);
    expect((await loginReply(t.app, '13800000031@clerk31', 'Clerk#31', { remoteAddress: '10.31.0.1' })).msg).toMatch(BLOCKED);
    expect((await loginReply(t.app, '13800000031@clerk31', 'Clerk#31', { remoteAddress: '10.31.0.2' })).code).toBe(200);
  });

  it('a stranger failing 50 times from one address does not lock the administrator out elsewhere', async () => {
    await Promise.all(Array.from({ length: 50 }, (_, i) => loginReply(t.app, 'admin', `guess${i}`, { remoteAddress: '10.32.0.66' })));
    expect((await loginReply(t.app, 'admin', ADMIN_PASSWORD, { remoteAddress: '10.32.0.66' })).msg).toMatch(BLOCKED);
    expect((await loginReply(t.app, 'admin', ADMIN_PASSWORD, { remoteAddress: '10.32.0.1' })).code).toBe(200);
  });

  it('the address limit (20) spans accounts, and a success gives its try back', async () => {
    await createUser(t.db, { account: 'office1', password: 'Office#1' });
    // 30 good sign-ins from one office address use up nothing.
    for (let i = 0; i < 30; i++) expect((await loginReply(t.app, 'office1', 'Office#1', { remoteAddress: '10.33.0.1' })).code).toBe(200);
    for (let i = 0; i < 20; i++) expect((await loginReply(t.app, `spray${i}`, 'x', { remoteAddress: '10.33.0.1' })).msg).toBe(WRONG);
    expect((await loginReply(t.app, 'office1', 'Office#1', { remoteAddress: '10.33.0.1' })).msg).toMatch(BLOCKED);
    expect((await loginReply(t.app, 'office1', 'Office#1', { remoteAddress: '10.33.0.2' })).code).toBe(200);
  });

  it('a success clears the client\'s failures', async () => {
    await createUser(t.db, { account: 'clear1', password: 'Clear#1' });
    for (let i = 0; i < 4; i++) await loginReply(t.app, 'clear1', `bad${i}`, { remoteAddress: '10.34.0.1' });
    expect((await loginReply(t.app, 'clear1', 'Clear#1', { remoteAddress: '10.34.0.1' })).code).toBe(200);
    for (let i = 0; i < 4; i++) expect((await loginReply(t.app, 'clear1', `again${i}`, { remoteAddress: '10.34.0.1' })).msg).toBe(WRONG);
    expect((await loginReply(t.app, 'clear1', 'Clear#1', { remoteAddress: '10.34.0.1' })).code).toBe(200);
  });
});

describe('lock screen', () => {
  it('a parallel burst of wrong passwords gets 5 checked for the session user, then even the right one waits', async () => {
    await createUser(t.db, { account: 'locked1', password: 'Lock#1' });
    const token = await login(t.app, 'locked1', 'Lock#1');
    const replies = await Promise.all(Array.from({ length: 15 }, (_, i) =>
      call(t.app, 'POST', '/api/oauth/LockScreen', { token, payload: { account: 'locked1', password: md5(`bad${i}`) } })));
    expect(replies.filter((r) => r.msg === WRONG)).toHaveLength(5);
    expect((await call(t.app, 'POST', '/api/oauth/LockScreen', { token, payload: { account: 'locked1', password: md5('Lock#1') } })).msg).toMatch(BLOCKED);
  });
});

describe('TRUST_PROXY', () => {
  let proxied: App;
  let direct: App;
  let drops: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    const a = await testDatabaseConfig();
    const b = await testDatabaseConfig();
    drops = [a.drop, b.drop];
    proxied = await buildApp({ config: { ...a.config, trustProxy: '127.0.0.1' }, logger: false });
    direct = await buildApp({ config: b.config, logger: false });
    await Promise.all([proxied.ready(), direct.ready()]);
    await createUser(proxied.database.db, { account: 'behind1', password: 'Behind#1' });
    await createUser(direct.database.db, { account: 'behind1', password: 'Behind#1' });
  });
  afterAll(async () => {
    await proxied?.close();
    await direct?.close();
    for (const drop of drops) await drop();
  });

  const via = (app: App, forwardedFor: string, plain: string) =>
    loginReply(app, 'behind1', plain, { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': forwardedFor } });

  it('behind a trusted proxy the forwarded address is the one counted and logged', async () => {
    for (let i = 0; i < 5; i++) expect((await via(proxied, '203.0.113.7', `bad${i}`)).msg).toBe(WRONG);
    expect((await via(proxied, '203.0.113.7', 'Behind#1')).msg).toMatch(BLOCKED);
    expect((await via(proxied, '203.0.113.8', 'Behind#1')).code).toBe(200);
    const logged = await proxied.database.db.select({ ip: sysLogs.ipAddress }).from(sysLogs)
      .where(and(eq(sysLogs.category, 1), eq(sysLogs.abstracts, '登录成功')));
    expect(logged.map((r) => r.ip)).toContain('203.0.113.8');
  });

  it('without TRUST_PROXY a forged X-Forwarded-For does not dodge the limit', async () => {
    for (let i = 0; i < 5; i++) expect((await via(direct, `198.51.100.${i}`, `bad${i}`)).msg).toBe(WRONG);
    expect((await via(direct, '198.51.100.99', 'Behind#1')).msg).toMatch(BLOCKED);
  });
});
