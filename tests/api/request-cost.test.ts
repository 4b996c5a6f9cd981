import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authorizations, menuDataSchemes, menus, roles, users } from '../../server/db/schema';
import { PASSWORD_CHANGE_CODE } from '../../server/core/route-access';
import { buildApp } from '../../server/app';
import { adminLogin, call, createTestApp, createUser, grant, login, menuId, type TestContext } from './helpers';
import { probeRoutes, probeUsers, statementsPerRequest as countStatements } from './probe-users';

/**
 * What the platform costs a request (docs/architecture.md#request-cost): the session, its user and the authorisation
 * epoch in one statement; grants, menus, data-rule schemes and placeholder values come from the epoch caches. Two
 * probe routes do no work of their own, so every statement they cost is the platform's. The session cache is on: a
 * write by SQL applies once its notification has arrived (`settle`); session-cache.test.ts covers the cache itself.
 */
let t: TestContext;
let admin: string;
let scoped: string;
let plain: string;
let roleId: string;

const settle = () => t.app.sessionCache.sync(t.db);

beforeAll(async () => {
  t = await createTestApp({ beforeReady: probeRoutes, sessionCache: true });
  await t.app.sessionCache.whenListening();
  ({ admin, scoped, plain, roleId } = await probeUsers(t, 'cost', [
    { field: 'organizeId', op: 'Equal', value: '@organizeId' }, { field: 'id', op: 'Equal', value: '@subordinateId' },
  ]));
});
afterAll(async () => { await t?.close(); });

const statementsPerRequest = (url: string, token: string, n = 40) => countStatements(t, url, token, n);

describe('the platform\'s statements per request', () => {
  it('is at most one for the administrator, a user with grants and a data-scoped user', async () => {
    const figures = {
      admin: await statementsPerRequest('/api/test/probe', admin),
      plain: await statementsPerRequest('/api/test/probe', plain),
      scoped: await statementsPerRequest('/api/test/scoped', scoped),
    };
    expect(figures.admin).toBeLessThanOrEqual(1);
    expect(figures.plain).toBeLessThanOrEqual(1);
    expect(figures.scoped).toBeLessThanOrEqual(1);
  });
});

describe('cached rights follow every change on the next request', () => {
  const probe = (token: string) => call(t.app, 'GET', '/api/test/probe', { token });

  it('a revoked grant, a disabled role or menu, an added data rule', async () => {
    const id = await createUser(t.db, { account: 'cost_changes', password: 'Pass01', roleIds: [roleId] });
    const token = await login(t.app, 'cost_changes', 'Pass01');
    expect((await probe(token)).code).toBe(200);
    await t.db.update(roles).set({ enabledMark: 0 }).where(eq(roles.id, roleId));
    await settle();
    expect((await probe(token)).code).toBe(403);
    await t.db.update(roles).set({ enabledMark: 1 }).where(eq(roles.id, roleId));
    await settle();
    expect((await probe(token)).code).toBe(200);
    const userMenu = await menuId(t.db, 'user');
    await t.db.update(menus).set({ enabledMark: 0 }).where(eq(menus.id, userMenu));
    await settle();
    expect((await probe(token)).code).toBe(403);
    await t.db.update(menus).set({ enabledMark: 1 }).where(eq(menus.id, userMenu));
    await settle();
    expect((await probe(token)).code).toBe(200);
    const scopedProbe = () => call(t.app, 'GET', '/api/test/scoped', { token });
    expect((await scopedProbe()).data).toEqual({ ruled: false });
    const [scheme] = await t.db.select().from(menuDataSchemes).where(eq(menuDataSchemes.enCode, 'cost_sub'));
    await grant(t.db, 'User', id, 'resource', scheme.id);
    await settle();
    expect((await scopedProbe()).data).toEqual({ ruled: true });
    await t.db.delete(authorizations).where(eq(authorizations.objectId, roleId));
    await settle();
    expect((await probe(token)).code).toBe(403);
    await grant(t.db, 'Role', roleId, 'module', userMenu);
  });

  it('the user made administrator or disabled applies at once', async () => {
    const id = await createUser(t.db, { account: 'cost_flags', password: 'Pass01' });
    const token = await login(t.app, 'cost_flags', 'Pass01');
    expect((await probe(token)).code).toBe(403);
    await t.db.update(users).set({ isAdministrator: 1 }).where(eq(users.id, id));
    await settle();
    expect((await probe(token)).code).toBe(200);
    await t.db.update(users).set({ enabledMark: 0 }).where(eq(users.id, id));
    await settle();
    expect((await probe(token)).code).toBe(600);
  });

  it('any change to the user\'s own row applies at once (the session reads its version, the row is cached)', async () => {
    const id = await createUser(t.db, { account: 'cost_row', password: 'Pass01', realName: 'before' });
    const token = await login(t.app, 'cost_row', 'Pass01');
    const name = async () => (await call(t.app, 'GET', '/api/oauth/CurrentUser', { token })).data.userInfo.userName as string;
    expect(await name()).toBe('before');
    // Neither column moves the authorisation epoch: only the row's version tells.
    await t.db.update(users).set({ realName: 'after' }).where(eq(users.id, id));
    await settle();
    expect(await name()).toBe('after');
    await t.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, id));
    await settle();
    expect((await probe(token)).code).toBe(PASSWORD_CHANGE_CODE);
  });

  it('a change made through another node applies on this one, without Redis', async () => {
    // A second app on the same database: on PostgreSQL its own pool, on PGlite the same embedded database.
    const other = await buildApp({ config: t.app.config, database: t.app.database, logger: false, codeSender: () => {} });
    await other.ready();
    try {
      const token = await login(t.app, 'cost_plain', 'Pass01');
      await settle();
      expect((await probe(token)).code).toBe(200);
      const otherAdmin = await adminLogin(other);
      const r = await call(other, 'PUT', `/api/permission/Authority/Data/${roleId}`, { token: otherAdmin, payload: { objectType: 'Role', module: [] } });
      expect(r.code).toBe(200);
      await settle(); // made on the other node: this one applies it at the notification
      expect((await probe(token)).code).toBe(403);
    } finally {
      await other.close();
      await grant(t.db, 'Role', roleId, 'module', await menuId(t.db, 'user'));
    }
  });
});
