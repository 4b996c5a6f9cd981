import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type WebSocket from 'ws';
import { sysLogs } from '../../server/db/schema';
import { setSysConfig } from '../../server/modules/system/config-service';
import {
  adminLogin, buttonId, call, createTestApp, createUser, grant, login, seeded, settle, type TestContext,
} from './helpers';

let t: TestContext;
let ids: Awaited<ReturnType<typeof seeded>>;
let admin: string;
let operator: string; // the seeded operator role: sysLog menu, no buttons
beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      app.get('/api/test/boom', { config: { access: 'public' } }, async () => { throw new Error('kaboom'); });
    },
  });
  ids = await seeded(t.db);
  admin = await adminLogin(t.app);
  await createUser(t.db, { account: 'op1', password: 'P1', roleIds: [ids.roleId] });
  operator = await login(t.app, 'op1', 'P1');
});
afterAll(async () => { await t?.close(); });

/** Resolves with the next JSON frame of a socket. */
const nextFrame = (ws: WebSocket) => new Promise<any>((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('no websocket frame')), 5000);
  ws.once('message', (data) => { clearTimeout(timer); resolve(JSON.parse(String(data))); });
});
const closed = (ws: WebSocket) => new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

describe('system settings', () => {
  it('GET /api/system/SysConfig returns the folded settings to a holder of the sysConfig menu', async () => {
    const r = await call(t.app, 'GET', '/api/system/SysConfig', { token: admin });
    expect(r.data).toMatchObject({ sysName: '黄金加盟管理平台', sysVersion: '3.3.0', tokenTimeout: '480', singleLogin: '1', lastLoginTimeSwitch: '1', whitelistSwitch: '0', isLog: '0', pageSize: '20' });
    expect(await call(t.app, 'GET', '/api/system/SysConfig', { token: operator })).toEqual({ code: 403, msg: '权限不足' });
    expect((await call(t.app, 'GET', '/api/system/SysConfig', { token: operator, headers: { 'jnpf-lang': 'en' } })).msg).toBe('Permission denied');
    expect((await call(t.app, 'GET', '/api/system/SysConfig')).code).toBe(600);
  });

  it('GET /api/system/SysConfig/Public needs no session and shows only the public keys', async () => {
    const r = await call(t.app, 'GET', '/api/system/SysConfig/Public');
    // codeLogin: whether verification-code sign-in is offered (test apps have a code sender).
    expect(r.data).toEqual({ sysName: '黄金加盟管理平台', sysVersion: '3.3.0', copyright: expect.any(String), companyName: '金源黄金集团', feedbackAddress: '', codeLogin: true });
  });
});

describe('system log', () => {
  it('GET /api/system/Log/{category} pages, filters by keyword and time, and needs the sysLog menu', async () => {
    const r = await call(t.app, 'GET', '/api/system/Log/1', { token: operator, query: { currentPage: '1', pageSize: '1' } });
    expect(r.code).toBe(200);
    expect(r.data.list).toHaveLength(1);
    expect(r.data.pagination).toMatchObject({ currentPage: 1, pageSize: 1 });
    expect(r.data.pagination.total).toBeGreaterThanOrEqual(2);
    const kw = await call(t.app, 'GET', '/api/system/Log/1', { token: admin, query: { keyword: 'op1', pageSize: '50' } });
    expect(kw.data.list.length).toBeGreaterThan(0);
    expect(kw.data.list.every((l: any) => l.userName.includes('op1'))).toBe(true);
    const future = await call(t.app, 'GET', '/api/system/Log/1', { token: admin, query: { startTime: String(Date.now() + 60_000) } });
    expect(future.data.pagination.total).toBe(0);
    expect(await call(t.app, 'GET', '/api/system/Log/9', { token: admin })).toEqual({ code: 400, msg: 'category: 不能大于5' });
    expect((await call(t.app, 'GET', '/api/system/Log/1')).code).toBe(600);
    await createUser(t.db, { account: 'nogrants', password: 'P1' });
    expect((await call(t.app, 'GET', '/api/system/Log/1', { token: await login(t.app, 'nogrants', 'P1') })).code).toBe(403);
  });

  it('DELETE /api/system/Log removes rows only for a holder of btn_remove', async () => {
    const rows = await t.db.insert(sysLogs).values([{ category: 3, abstracts: 'a' }, { category: 3, abstracts: 'b' }]).returning();
    const idsToDelete = rows.map((r) => r.id);
    const remaining = async () => (await t.db.select().from(sysLogs).where(inArray(sysLogs.id, idsToDelete))).length;
    expect(await call(t.app, 'DELETE', '/api/system/Log', { token: operator, payload: { ids: idsToDelete } })).toEqual({ code: 403, msg: '权限不足' });
    expect(await remaining()).toBe(2);
    expect(await call(t.app, 'DELETE', '/api/system/Log', { token: admin, payload: { ids: [] } })).toEqual({ code: 400, msg: 'ids: 至少需要1项', data: { field: 'ids' } });
    expect((await call(t.app, 'DELETE', '/api/system/Log', { token: admin, payload: {} })).msg).toBe('ids: 不能为空');
    expect((await call(t.app, 'DELETE', '/api/system/Log', { payload: { ids: idsToDelete } })).code).toBe(600);
    expect(await remaining()).toBe(2);
    expect(await call(t.app, 'DELETE', '/api/system/Log', { token: admin, payload: { ids: [idsToDelete[0]] } })).toEqual({ code: 200, msg: '删除成功' });
    expect(await remaining()).toBe(1);
    // Granting the button to the role lets the operator delete on the next request.
    await grant(t.db, 'Role', ids.roleId, 'button', await buttonId(t.db, 'sysLog', 'btn_remove'));
    expect((await call(t.app, 'DELETE', '/api/system/Log', { token: operator, payload: { ids: [idsToDelete[1]] } })).code).toBe(200);
    expect(await remaining()).toBe(0);
  });

  it('writes request logs (category 5) when isLog is on, skipping CurrentUser, and none when off', async () => {
    const countFor = async (url: string) => {
      await settle(t.app);
      return (await t.db.select().from(sysLogs).where(and(eq(sysLogs.category, 5), eq(sysLogs.requestUrl, url)))).length;
    };
    await setSysConfig(t.db, { isLog: '1' }); // off by default
    const before = await countFor('/api/system/SysConfig/Public');
    await call(t.app, 'GET', '/api/system/SysConfig/Public');
    expect(await countFor('/api/system/SysConfig/Public')).toBe(before + 1);
    await call(t.app, 'GET', '/api/oauth/CurrentUser', { token: admin });
    expect(await countFor('/api/oauth/CurrentUser')).toBe(0);
    const [row] = await t.db.select().from(sysLogs).where(and(eq(sysLogs.category, 5), eq(sysLogs.requestUrl, '/api/system/SysConfig/Public'))).limit(1);
    expect(row).toMatchObject({ requestMethod: 'GET', ipAddress: '127.0.0.1', ipAddressName: '本地局域网' });
    await setSysConfig(t.db, { isLog: '0' });
    await call(t.app, 'GET', '/api/system/SysConfig/Public');
    expect(await countFor('/api/system/SysConfig/Public')).toBe(before + 1);
    await setSysConfig(t.db, { isLog: '1' });
  });

  it('an unhandled error answers 500 with a request id (no stack) and is logged as category 4', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.code).toBe(500);
    expect(body.msg).toMatch(/^服务器内部错误 \(\w+\)$/);
    expect(JSON.stringify(body)).not.toContain('kaboom');
    await settle(t.app);
    const rows = await t.db.select().from(sysLogs).where(eq(sysLogs.category, 4));
    expect(rows.some((r) => r.abstracts === 'kaboom' && r.requestUrl === '/api/test/boom')).toBe(true);
  });
});

describe('online users', () => {
  it('GET /api/system/OnlineUser lists live sessions for a holder of the onlineUser menu', async () => {
    const r = await call(t.app, 'GET', '/api/system/OnlineUser', { token: admin });
    const me = r.data.list.find((u: any) => u.userAccount === 'admin');
    expect(me).toMatchObject({ userName: '管理员/admin', loginIPAddress: '127.0.0.1', loginPlatForm: expect.any(String) });
    expect(typeof me.loginTime).toBe('number');
    const filtered = await call(t.app, 'GET', '/api/system/OnlineUser', { token: admin, query: { keyword: 'op1' } });
    expect(filtered.data.list.map((u: any) => u.userAccount)).toEqual(['op1']);
    expect((await call(t.app, 'GET', '/api/system/OnlineUser', { token: operator })).code).toBe(403);
    expect((await call(t.app, 'GET', '/api/system/OnlineUser')).code).toBe(600);
  });

  it('DELETE /api/system/OnlineUser/{userId} forces the user offline: 601 and a websocket logout push', async () => {
    const victimId = await createUser(t.db, { account: 'kick1', password: 'P1' });
    const victim = await login(t.app, 'kick1', 'P1');
    const ws = await t.app.injectWS('/api/message/websocket');
    const init = nextFrame(ws);
    ws.send(JSON.stringify({ method: 'OnConnection', token: victim, mobileDevice: false }));
    expect(await init).toMatchObject({ method: 'initMessage', onlineUsers: [victimId] });

    // Without the button nothing happens.
    await grant(t.db, 'Role', ids.roleId, 'module', (await t.db.query.menus.findFirst({ where: (m, { eq: e }) => e(m.enCode, 'onlineUser') }))!.id);
    expect(await call(t.app, 'DELETE', `/api/system/OnlineUser/${victimId}`, { token: operator })).toEqual({ code: 403, msg: '权限不足' });
    expect((await call(t.app, 'GET', '/api/oauth/CurrentUser', { token: victim })).code).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/system/OnlineUser/${victimId}`)).code).toBe(600);

    const push = nextFrame(ws);
    const close = closed(ws);
    expect(await call(t.app, 'DELETE', `/api/system/OnlineUser/${victimId}`, { token: admin })).toEqual({ code: 200, msg: '操作成功' });
    expect(await push).toEqual({ method: 'logout', msg: '您已被管理员强制下线' });
    await close;
    expect(await call(t.app, 'GET', '/api/oauth/CurrentUser', { token: victim })).toEqual({ code: 601, msg: '您的帐号在其他地方已登录,被强制踢出' });
    const list = await call(t.app, 'GET', '/api/system/OnlineUser', { token: admin });
    expect(list.data.list.some((u: any) => u.userAccount === 'kick1')).toBe(false);
  });

  it('a newer sign-in pushes logout to the superseded session\'s socket', async () => {
    await createUser(t.db, { account: 'dup1', password: 'P1' });
    const first = await login(t.app, 'dup1', 'P1');
    const ws = await t.app.injectWS('/api/message/websocket');
    const init = nextFrame(ws);
    ws.send(JSON.stringify({ method: 'OnConnection', token: first }));
    await init;
    const push = nextFrame(ws);
    await login(t.app, 'dup1', 'P1');
    expect(await push).toEqual({ method: 'logout', msg: '您的帐号在其他地方已登录,被强制踢出' });
  });

  it('the websocket closes on an invalid token and ignores junk frames', async () => {
    const ws = await t.app.injectWS('/api/message/websocket');
    const close = closed(ws);
    ws.send('not json');
    ws.send(JSON.stringify({ method: 'OnConnection', token: 'Bearer nonsense' }));
    expect(await close).toBe(4001);
  });
});
