import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginCodes, loginTickets } from '../../server/db/schema';
import { adminLogin, call, createTestApp, createUser, login, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

const status = async (id: string) => (await call(t.app, 'GET', `/api/oauth/ScanLogin/Ticket/${id}`)).data.status;
const scanLogin = (ticket: string, ticketSecret: string, remoteAddress?: string) =>
  call(t.app, 'POST', '/api/oauth/Login', { payload: { origin: 'scan', ticket, ticketSecret }, remoteAddress });
const codeLogin = (account: string, code: string, remoteAddress?: string) =>
  call(t.app, 'POST', '/api/oauth/Login', { payload: { origin: 'code', account, code }, remoteAddress });
const sendCode = (account: string) => call(t.app, 'POST', '/api/oauth/LoginCode', { payload: { account } });

describe('scan sign-in', () => {
  it('ticket -> scanned -> approved -> single-use sign-in as the approver', async () => {
    await createUser(t.db, { account: 'phone1', password: 'P1', realName: '扫码人' });
    const phone = await login(t.app, 'phone1', 'P1', { headers: { 'jnpf-origin': 'app' } });
    const created = await call(t.app, 'POST', '/api/oauth/ScanLogin/Ticket');
    expect(created.data).toEqual({ ticketId: expect.stringMatching(/^[0-9a-f]{32}$/), secret: expect.stringMatching(/^[\w-]{43}$/), expiresAt: expect.any(Number) });
    expect(created.data.expiresAt - Date.now()).toBeGreaterThan(100_000);
    const id = created.data.ticketId;
    const secret = created.data.secret;
    expect(await status(id)).toBe('pending');
    // Not approved yet: cannot sign in.
    expect(await scanLogin(id, secret, '10.20.0.1')).toEqual({ code: 400, msg: '二维码已失效，请刷新后重试' });
    expect((await call(t.app, 'POST', `/api/oauth/ScanLogin/Ticket/${id}/Scan`, { token: phone })).code).toBe(200);
    expect(await status(id)).toBe('scanned');
    // Someone else cannot approve a ticket scanned by another user.
    expect((await call(t.app, 'POST', `/api/oauth/ScanLogin/Ticket/${id}/Confirm`, { token: await adminLogin(t.app) })).code).toBe(400);
    expect(await call(t.app, 'POST', `/api/oauth/ScanLogin/Ticket/${id}/Confirm`, { token: phone })).toEqual({ code: 200, msg: '确认成功' });
    expect(await status(id)).toBe('approved');
    // An onlooker who read the ticket id off the QR code cannot redeem the approval without the secret.
    expect((await scanLogin(id, 'x'.repeat(43), '10.20.0.3')).code).toBe(400);
    expect(await status(id)).toBe('approved');
    const r = await scanLogin(id, secret);
    expect(r.code).toBe(200);
    const me = await call(t.app, 'GET', '/api/oauth/CurrentUser', { token: r.data.token });
    expect(me.data.userInfo.userAccount).toBe('phone1');
    // Single use; and the phone's own (mobile) session is untouched by the pc sign-in.
    expect((await scanLogin(id, secret, '10.20.0.2')).code).toBe(400);
    expect(await status(id)).toBe('expired');
    expect((await call(t.app, 'GET', '/api/oauth/CurrentUser', { token: phone })).code).toBe(200);
  });

  it('expired and unknown tickets read as expired and cannot be approved', async () => {
    const { ticketId } = (await call(t.app, 'POST', '/api/oauth/ScanLogin/Ticket')).data;
    await t.db.update(loginTickets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(loginTickets.id, ticketId));
    expect(await status(ticketId)).toBe('expired');
    expect(await status('does-not-exist')).toBe('expired');
    const token = await adminLogin(t.app);
    expect((await call(t.app, 'POST', `/api/oauth/ScanLogin/Ticket/${ticketId}/Confirm`, { token })).code).toBe(400);
    expect((await call(t.app, 'POST', `/api/oauth/ScanLogin/Ticket/${ticketId}/Confirm`)).code).toBe(600);
    expect((await call(t.app, 'POST', '/api/oauth/Login', { payload: { origin: 'scan' } })).msg).toBe('ticket: 不能为空');
    expect((await call(t.app, 'GET', `/api/oauth/ScanLogin/Ticket/${'x'.repeat(65)}`)).code).toBe(400);
  });
});

describe('code sign-in', () => {
  it('sends a 6-digit code through the pluggable sender and signs in with it once', async () => {
    await createUser(t.db, { account: 'coder1', password: 'P1', mobilePhone: '13700000001' });
    expect(await sendCode('13700000001')).toEqual({ code: 200, msg: '验证码已发送，请注意查收' });
    const sent = t.codes.at(-1)!;
    expect(sent).toMatchObject({ target: '13700000001', account: 'coder1', mobilePhone: '13700000001' });
    expect(sent.code).toMatch(/^\d{6}$/);
    const [row] = await t.db.select().from(loginCodes).where(eq(loginCodes.target, '13700000001'));
    expect(row.codeHash).not.toContain(sent.code);
    const wrong = sent.code === '000000' ? '000001' : '000000';
    expect(await codeLogin('13700000001', wrong, '10.21.0.1')).toEqual({ code: 400, msg: '验证码错误或已过期' });
    const r = await codeLogin('13700000001', sent.code);
    expect(r.code).toBe(200);
    expect((await call(t.app, 'GET', '/api/oauth/CurrentUser', { token: r.data.token })).data.userInfo.userAccount).toBe('coder1');
    expect((await codeLogin('13700000001', sent.code, '10.21.0.2')).code).toBe(400);
  });

  it('answers the same for unknown accounts and sends nothing', async () => {
    const before = t.codes.length;
    expect(await sendCode('no-such-account')).toEqual({ code: 200, msg: '验证码已发送，请注意查收' });
    expect(t.codes.length).toBe(before);
    expect(await codeLogin('no-such-account', '123456', '10.22.0.1')).toEqual({ code: 400, msg: '验证码错误或已过期' });
  });

  it('limits sending to one per minute and five per hour per target', async () => {
    await createUser(t.db, { account: 'coder2', password: 'P1' });
    expect((await sendCode('coder2')).code).toBe(200);
    const again = await sendCode('coder2');
    expect(again.code).toBe(400);
    expect(again.msg).toMatch(/^验证码发送过于频繁，请\d+秒后再试$/);
    // The limits do not depend on whether the account exists.
    expect((await sendCode('ghost-2')).code).toBe(200);
    expect((await sendCode('ghost-2')).code).toBe(400);
    for (let i = 0; i < 4; i++) {
      await t.db.update(loginCodes).set({ createdAt: new Date(Date.now() - (i + 2) * 61_000) }).where(eq(loginCodes.target, 'coder2'));
      expect((await sendCode('coder2')).code).toBe(200);
    }
    await t.db.update(loginCodes).set({ createdAt: new Date(Date.now() - 120_000) }).where(eq(loginCodes.target, 'coder2'));
    expect((await sendCode('coder2')).msg).toMatch(/^验证码发送次数过多，请\d+分钟后再试$/);
    expect((await sendCode('')).msg).toBe('account: 不能为空');
  });

  it('a code dies after five wrong tries', async () => {
    await createUser(t.db, { account: 'coder3', password: 'P1' });
    await sendCode('coder3');
    const { code } = t.codes.at(-1)!;
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) await codeLogin('coder3', wrong, `10.23.0.${i + 1}`);
    expect(await codeLogin('coder3', code, '10.23.0.9')).toEqual({ code: 400, msg: '验证码错误或已过期' });
    const [row] = await t.db.select().from(loginCodes).where(eq(loginCodes.target, 'coder3'));
    expect(row.attempts).toBe(5);
    expect((await call(t.app, 'POST', '/api/oauth/Login', { payload: { origin: 'code', account: 'coder3', code: '12' } })).msg).toBe('code: 格式不正确');
  });
});
