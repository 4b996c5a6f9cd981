import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { sysLogs } from '../../server/db/schema';
import { setSysConfig } from '../../server/modules/system/config-service';
import { adminLogin, call, createTestApp, createUser, login, seeded, settle, type TestContext } from './helpers';

let t: TestContext;
let admin: string;
let operator: string; // the seeded operator role: sysLog menu, no buttons
beforeAll(async () => {
  t = await createTestApp();
  const ids = await seeded(t.db);
  admin = await adminLogin(t.app);
  await createUser(t.db, { account: 'oplog1', password: 'P1', roleIds: [ids.roleId] });
  operator = await login(t.app, 'oplog1', 'P1');
});
afterAll(async () => { await t?.close(); });

const logsOf = async (category: number, url: string) => {
  await settle(t.app);
  return t.db.select().from(sysLogs).where(and(eq(sysLogs.category, category), eq(sysLogs.requestUrl, url)));
};

describe('operation and visit logs', () => {
  it('a successful write through a menu route is logged as an operation with its menu, user and object', async () => {
    const [victim] = await t.db.insert(sysLogs).values({ category: 4, abstracts: 'to delete' }).returning();
    expect((await call(t.app, 'DELETE', '/api/system/Log', { token: admin, payload: { ids: [victim.id] } })).code).toBe(200);
    const [row] = await logsOf(3, '/api/system/Log');
    expect(row).toMatchObject({ category: 3, type: 'DELETE', requestMethod: 'DELETE', moduleName: '系统日志', userName: '管理员/admin' });
    expect(row.abstracts).toBe('系统日志 DELETE /api/system/Log');
  });

  it('a refused or failed write is not an operation', async () => {
    const before = (await logsOf(3, '/api/system/Log')).length;
    expect((await call(t.app, 'DELETE', '/api/system/Log', { token: operator, payload: { ids: ['x'] } })).code).toBe(403);
    expect((await call(t.app, 'DELETE', '/api/system/Log', { token: admin, payload: { ids: [] } })).code).toBe(400);
    expect((await logsOf(3, '/api/system/Log')).length).toBe(before);
  });

  it('reads of a menu page are visits when request logging is on, and nothing when off', async () => {
    await setSysConfig(t.db, { isLog: '1' });
    expect((await call(t.app, 'GET', '/api/system/Log/3', { token: operator })).code).toBe(200);
    const visits = await logsOf(2, '/api/system/Log/3');
    expect(visits.length).toBe(1);
    expect(visits[0]).toMatchObject({ moduleName: '系统日志', userName: expect.stringContaining('/oplog1') });
    await setSysConfig(t.db, { isLog: '0' });
    await call(t.app, 'GET', '/api/system/Log/3', { token: operator });
    expect((await logsOf(2, '/api/system/Log/3')).length).toBe(1);
    await setSysConfig(t.db, { isLog: '1' });
  });
});
