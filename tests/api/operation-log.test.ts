import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { sysLogs } from '../../server/db/schema';
import { buildApp } from '../../server/app';
import { setSysConfig } from '../../server/modules/system/config-service';
import { adminLogin, call, createTestApp, createUser, login, menuId, seeded, settle, uploadFile, xlsxFile, type TestContext } from './helpers';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

let t: TestContext;
let admin: string;
let operator: string; // the seeded operator role: sysLog menu, no buttons
beforeAll(async () => {
  t = await createTestApp();
  const ids = await seeded(t.db);
  admin = await adminLogin(t.app);
  await createUser(t.db, { account: 'oplog1', password: 'P1', roleIds: [ids.roleId] });
  operator = await login(t.app, 'oplog1', 'P1', { headers: { 'user-agent': CHROME } });
});
afterAll(async () => { await t?.close(); });

const logsOf = async (category: number, url?: string) => {
  await settle(t.app);
  return t.db.select().from(sysLogs).where(and(eq(sysLogs.category, category), url ? eq(sysLogs.requestUrl, url) : undefined));
};
/** The entries of one category written after the mark. */
const since = async (category: number, mark: Date) => {
  await settle(t.app);
  return t.db.select().from(sysLogs).where(and(eq(sysLogs.category, category), gt(sysLogs.createdAt, mark)));
};
const mark = async () => { await settle(t.app); await new Promise((r) => setTimeout(r, 5)); return new Date(); };

describe('operation log: writes only, each with who, what, where and the outcome', () => {
  it('browsing read-only screens writes no operation: the four tabs of the authorisation dialog, an import preview', async () => {
    const role = (await call(t.app, 'POST', '/api/permission/Role', { token: admin, payload: { fullName: '审计角色', enCode: 'audit1' } })).data.id as string;
    const start = await mark();
    const base = `/api/permission/Authority/Data/${role}`;
    expect((await call(t.app, 'GET', base, { token: admin, query: { objectType: 'Role', n: '1' } })).code).toBe(200);
    const modules = [await menuId(t.db, 'role'), await menuId(t.db, 'user')];
    for (const type of ['button', 'column', 'form', 'resource']) {
      const r = await call(t.app, 'POST', `${base}/Values`, { token: admin, payload: { type, moduleIds: modules, objectType: 'Role' } });
      expect({ type, code: r.code }).toEqual({ type, code: 200 });
    }
    // A preview of an import file reads it and writes nothing (here: refused as unreadable).
    expect((await uploadFile(t.app, '/api/shop/checkImportData', admin, Buffer.from('not a spreadsheet'), 'x.xlsx')).code).toBe(400);
    const header = ['门店名称', '所属加盟商', '所属SPV', '详细地址', '经度', '纬度', '店长', '联系电话', '开业日期', '营业面积(㎡)', '铺货克重上限(g)', '备注'];
    const preview = await uploadFile(t.app, '/api/shop/checkImportData', admin, xlsxFile([header, ['预览店', '没有这个加盟商', '', '', '', '', '', '', '', '', '', '']]));
    expect(preview.code).toBe(200);
    expect(await since(3, start)).toEqual([]);
  });

  it('a write is one entry: the menu, the button\'s name, the record\'s code and name, where from, and success', async () => {
    const created = await call(t.app, 'POST', '/api/permission/Role', { token: admin, payload: { fullName: '出纳', enCode: 'cashier1' }, headers: { 'user-agent': CHROME } });
    const id = created.data.id as string;
    const start = await mark();
    expect((await call(t.app, 'PUT', `/api/permission/Role/${id}?n=1732`, { token: admin, payload: { fullName: '出纳员', enCode: 'cashier1' }, headers: { 'user-agent': CHROME } })).code).toBe(200);
    const rows = await since(3, start);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: '编辑', moduleName: '角色管理', userName: '管理员/admin', abstracts: 'cashier1 出纳', objectId: id, level: '200',
      requestMethod: 'PUT', requestUrl: `/api/permission/Role/${id}`, platform: 'Windows 10 · Chrome 120', ipAddress: '127.0.0.1',
    });
    expect(rows[0].ipAddressName).toBeTruthy();
    expect(JSON.parse(rows[0].json!)).toMatchObject({ code: 200, msg: '更新成功' });
  });

  it('a create is named from its body, a delete by the record as it was before', async () => {
    let start = await mark();
    const id = (await call(t.app, 'POST', '/api/permission/Role', { token: admin, payload: { fullName: '库管', enCode: 'keeper1' } })).data.id as string;
    expect((await since(3, start)).map((r) => [r.type, r.abstracts])).toEqual([['新增', 'keeper1 库管']]);
    start = await mark();
    expect((await call(t.app, 'DELETE', `/api/permission/Role/${id}`, { token: admin })).code).toBe(200);
    expect((await since(3, start)).map((r) => [r.type, r.abstracts, r.objectId])).toEqual([['删除', 'keeper1 库管', id]]);
  });

  it('saving an authorisation is logged on the object\'s page as 权限', async () => {
    const role = (await call(t.app, 'POST', '/api/permission/Role', { token: admin, payload: { fullName: '审计二', enCode: 'audit2' } })).data.id as string;
    const start = await mark();
    expect((await call(t.app, 'PUT', `/api/permission/Authority/Data/${role}`, { token: admin, payload: { objectType: 'Role', module: [] } })).code).toBe(200);
    expect((await since(3, start)).map((r) => [r.moduleName, r.type, r.abstracts])).toEqual([['角色管理', '权限', 'audit2 审计二']]);
  });

  it('refused and failed writes are logged with their outcome', async () => {
    const [victim] = await t.db.insert(sysLogs).values({ category: 4, abstracts: 'to delete' }).returning();
    const start = await mark();
    expect((await call(t.app, 'DELETE', '/api/system/Log', { token: operator, payload: { ids: [victim.id] } })).code).toBe(403);
    expect((await call(t.app, 'DELETE', '/api/system/Log', { token: admin, payload: { ids: [] } })).code).toBe(400);
    expect((await call(t.app, 'DELETE', '/api/system/Log', { token: admin, payload: { ids: [victim.id] } })).code).toBe(200);
    const rows = (await since(3, start)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(rows.map((r) => [r.userName?.split('/')[1], r.moduleName, r.type, r.level, r.abstracts])).toEqual([
      ['oplog1', '系统日志', '删除', '403', ''], // refused before its body is read: the route and the action say what was tried
      ['admin', '系统日志', '删除', '400', ''],
      ['admin', '系统日志', '删除', '200', `id: ${victim.id}`],
    ]);
    expect(JSON.parse(rows[0].json!).msg).toBe('权限不足');
    // Without a session nobody is named: not logged.
    await call(t.app, 'DELETE', '/api/system/Log', { payload: { ids: ['x'] } });
    expect(await since(3, start)).toHaveLength(3);
  });
});

describe('visit log: page visits by menu', () => {
  it('reads of one menu in a row are one visit, recorded as the page address without n=; nothing when isLog is off', async () => {
    await setSysConfig(t.db, { isLog: '1' });
    const before = (await logsOf(2)).filter((r) => r.moduleName === '系统日志' && r.userName?.endsWith('/oplog1')).length;
    for (const category of [1, 3, 5]) expect((await call(t.app, 'GET', `/api/system/Log/${category}`, { token: operator, query: { n: '17' } })).code).toBe(200);
    const visits = (await logsOf(2)).filter((r) => r.moduleName === '系统日志' && r.userName?.endsWith('/oplog1'));
    expect(visits.length - before).toBe(1);
    expect(visits.at(-1)).toMatchObject({ requestUrl: 'system/log', type: 'visit' });
    expect((await logsOf(2)).some((r) => r.requestUrl?.includes('n='))).toBe(false);
    await setSysConfig(t.db, { isLog: '0' });
    await call(t.app, 'GET', '/api/system/Log/3', { token: admin });
    expect((await logsOf(2)).filter((r) => r.userName === '管理员/admin' && r.moduleName === '系统日志')).toEqual([]);
    await setSysConfig(t.db, { isLog: '1' });
  });
});

describe('user agents are parsed', () => {
  it('in the login log and the online users', async () => {
    const logins = (await logsOf(1)).filter((r) => r.userName?.endsWith('/oplog1'));
    expect(logins.at(-1)?.platform).toBe('Windows 10 · Chrome 120');
    const online = await call(t.app, 'GET', '/api/system/OnlineUser', { token: admin, query: { keyword: 'oplog1' } });
    expect(online.data.list[0].loginPlatForm).toBe('Windows 10 · Chrome 120');
  });
});

describe('server log lines', () => {
  it('one line per request at info; health checks and other paths at debug', async () => {
    const lines: Array<{ level: number; msg: string; url?: string; statusCode?: number; method?: string }> = [];
    const stream = new Writable({ write(chunk, _enc, cb) { for (const l of String(chunk).split('\n')) if (l) lines.push(JSON.parse(l)); cb(); } });
    const other = await buildApp({ config: { ...t.app.config }, database: t.app.database, logger: { level: 'info', stream } });
    await other.ready();
    try {
      await other.inject({ method: 'GET', url: '/api/health' });
      await other.inject({ method: 'GET', url: '/favicon.ico' });
      await other.inject({ method: 'GET', url: '/api/system/SysConfig/Public' });
      const requestLines = lines.filter((l) => l.url !== undefined || /request/i.test(l.msg));
      expect(requestLines.map((l) => [l.msg, l.method, l.url, l.statusCode])).toEqual([['request completed', 'GET', '/api/system/SysConfig/Public', 200]]);
    } finally {
      await other.close();
    }
  });
});

// Last: its reads of the log pages are visits of the administrator, which the visit test above counts.
describe('the logs in the reader\'s language', () => {
  const EN = { 'jnpf-lang': 'en' };
  const logPage = (category: number, headers: Record<string, string>, keyword?: string) =>
    call(t.app, 'GET', `/api/system/Log/${category}`, { token: admin, headers, query: { pageSize: '200', ...(keyword ? { keyword } : {}) } });

  it('fixed summaries, old rows included, and the menu and button an entry names; typed text as stored', async () => {
    // A row as an older version wrote it, and one whose summary someone typed.
    await t.db.insert(sysLogs).values([
      { category: 1, type: 'password', userName: 'old/oldlog', abstracts: '登录失败' },
      { category: 1, type: 'password', userName: 'typed/typedlog', abstracts: '手工备注' },
    ]);
    const signIns = (await logPage(1, EN)).data.list as Array<{ userName: string; abstracts: string }>;
    expect(signIns.find((r) => r.userName === '管理员/admin')?.abstracts).toBe('Signed in');
    expect(signIns.find((r) => r.userName === 'old/oldlog')?.abstracts).toBe('Sign-in failed');
    expect(signIns.find((r) => r.userName === 'typed/typedlog')?.abstracts).toBe('手工备注');
    // A keyword in the reader's language finds the stored zh text.
    const found = (await logPage(1, EN, 'sign-in failed')).data.list as Array<{ userName: string }>;
    expect(found.map((r) => r.userName)).toContain('old/oldlog');
    // The zh reader reads them as stored.
    expect(((await logPage(1, {})).data.list as Array<{ userName: string; abstracts: string }>)
      .find((r) => r.userName === 'old/oldlog')?.abstracts).toBe('登录失败');

    const id = (await call(t.app, 'POST', '/api/permission/Role', { token: admin, payload: { fullName: '稽核', enCode: 'enlog1' } })).data.id as string;
    expect((await call(t.app, 'PUT', `/api/permission/Role/${id}`, { token: admin, payload: { fullName: '稽核员', enCode: 'enlog1' } })).code).toBe(200);
    await settle(t.app);
    const ops = (await logPage(3, EN, 'enlog1')).data.list as Array<{ moduleName: string; type: string; abstracts: string }>;
    // The two writes may share a millisecond, so their order on the page is not the point here.
    expect(ops.map((r) => [r.moduleName, r.type, r.abstracts]).sort()).toEqual([['Roles', 'Add', 'enlog1 稽核'], ['Roles', 'Edit', 'enlog1 稽核']]);
    // The user's own log (profile) reads the same way.
    const own = await call(t.app, 'GET', '/api/permission/Users/Current/SystemLog', { token: admin, headers: EN, query: { pageSize: '5' } });
    expect(own.data.list[0].abstracts).toBe('Signed in');
  });
});
