import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../../server/app';
import { loginCodes } from '../../server/db/schema';
import { verifyLoginCode } from '../../server/modules/auth/login-code';
import { call, createTestApp, createUser, testDatabaseConfig, type TestContext } from './helpers';

const OFF = '未开启验证码登录';
const codeLogin = (app: App, account: string, code: string, remoteAddress?: string) =>
  call(app, 'POST', '/api/oauth/Login', { payload: { origin: 'code', account, code }, remoteAddress });
const sendCode = (app: App, account: string) => call(app, 'POST', '/api/oauth/LoginCode', { payload: { account } });

describe('verification-code attempts', () => {
  let t: TestContext;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t?.close(); });

  it('20 parallel wrong codes make at most 5 attempts, and the right code is then dead', async () => {
    await createUser(t.db, { account: 'guess1', password: 'P1' });
    expect((await sendCode(t.app, 'guess1')).code).toBe(200);
    const { code } = t.codes.at(-1)!;
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    // Distinct addresses, so only the per-code limit applies.
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => codeLogin(t.app, 'guess1', wrong(i), `10.40.0.${i + 1}`)));
    expect(replies.every((r) => r.code === 400)).toBe(true);
    const [row] = await t.db.select().from(loginCodes).where(eq(loginCodes.target, 'guess1'));
    expect(row.attempts).toBe(5);
    expect(await codeLogin(t.app, 'guess1', code, '10.40.1.1')).toEqual({ code: 400, msg: '验证码错误或已过期' });
  });

  it('the code check itself counts atomically: 20 parallel wrong guesses leave attempts at 5', async () => {
    await createUser(t.db, { account: 'guess2', password: 'P1' });
    expect((await sendCode(t.app, 'guess2')).code).toBe(200);
    const { code } = t.codes.at(-1)!;
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => verifyLoginCode(t.db, 'guess2', wrong(i))));
    expect(results.some(Boolean)).toBe(false);
    const [row] = await t.db.select().from(loginCodes).where(eq(loginCodes.target, 'guess2'));
    expect(row.attempts).toBe(5);
    expect(await verifyLoginCode(t.db, 'guess2', code)).toBe(false);
  });

  it('the login page is told that code sign-in is on', async () => {
    expect((await call(t.app, 'GET', '/api/system/SysConfig/Public')).data.codeLogin).toBe(true);
  });
});

describe('verification-code sign-in without a sender', () => {
  let app: App;
  let drop: () => Promise<void>;
  const log: string[] = [];

  beforeAll(async () => {
    const db = await testDatabaseConfig();
    drop = db.drop;
    app = await buildApp({ config: db.config, logger: { level: 'trace', stream: { write: (line: string) => { log.push(line); } } } });
    await app.ready();
    await createUser(app.database.db, { account: 'nosender1', password: 'P1', mobilePhone: '13700000041' });
  });
  afterAll(async () => { await app?.close(); await drop?.(); });

  it('is off: sending and signing in with a code are refused, the page hides the tab, no code is logged', async () => {
    expect(await sendCode(app, '13700000041')).toEqual({ code: 400, msg: OFF });
    expect(await codeLogin(app, '13700000041', '123456')).toEqual({ code: 400, msg: OFF });
    expect((await call(app, 'GET', '/api/system/SysConfig/Public')).data.codeLogin).toBe(false);
    expect(await app.database.db.select().from(loginCodes)).toHaveLength(0);
    expect(log.some((line) => /Sign-in code/i.test(line))).toBe(false);
  });
});

describe('verification codes through LOGIN_CODE_WEBHOOK', () => {
  let app: App;
  let devApp: App;
  let drops: Array<() => Promise<void>> = [];
  let gateway: http.Server;
  const received: Array<Record<string, unknown>> = [];
  const log: string[] = [];
  const devLog: string[] = [];
  const capture = (into: string[]) => ({ level: 'trace', stream: { write: (line: string) => { into.push(line); } } });

  beforeAll(async () => {
    gateway = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => { body += c; });
      req.on('end', () => { received.push(JSON.parse(body)); res.end('ok'); });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
    const a = await testDatabaseConfig();
    const b = await testDatabaseConfig();
    drops = [a.drop, b.drop];
    app = await buildApp({ config: { ...a.config, loginCodeWebhook: url }, logger: capture(log) });
    devApp = await buildApp({ config: { ...b.config, logLoginCodes: true }, logger: capture(devLog) });
    await Promise.all([app.ready(), devApp.ready()]);
    await createUser(app.database.db, { account: 'hooked1', password: 'P1', mobilePhone: '13700000042' });
    await createUser(devApp.database.db, { account: 'devcode1', password: 'P1' });
  });
  afterAll(async () => {
    await app?.close();
    await devApp?.close();
    await new Promise((resolve) => gateway?.close(resolve));
    for (const drop of drops) await drop();
  });

  it('posts the code to the gateway, never to the application log, and the code signs in', async () => {
    expect((await sendCode(app, '13700000042')).code).toBe(200);
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]).toMatchObject({ target: '13700000042', account: 'hooked1', mobilePhone: '13700000042', code: expect.stringMatching(/^\d{6}$/) });
    const code = received[0].code as string;
    expect(log.some((line) => line.includes(code))).toBe(false);
    expect((await codeLogin(app, '13700000042', code)).code).toBe(200);
  });

  it('writes codes to the log only in development', async () => {
    expect((await sendCode(devApp, 'devcode1')).code).toBe(200);
    expect(devLog.some((line) => /Sign-in code for devcode1: \d{6}/.test(line))).toBe(true);
  });
});
