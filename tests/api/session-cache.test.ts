import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { authorizations, sessions, users } from '../../server/db/schema';
import { hashToken } from '../../server/modules/auth/token';
import { buildApp } from '../../server/app';
import type { Tx } from '../../server/db/client';
import { adminLogin, call, createTestApp, createUser, grant, login, menuId, type TestContext } from './helpers';
import { probeRoutes, probeUsers, statementsPerRequest as countStatements } from './probe-users';

/**
 * The per-process session cache (auth/session-cache.ts, migration 0019, docs/architecture.md#request-cost): a cached
 * request makes no round trip before its own query; any change, whoever commits it, is applied here once its
 * notification has arrived (`sync` waits for exactly that); while the listener is down every request reads its session.
 */
let t: TestContext;
let admin: string;
let scoped: string;
let plain: string;
let roleId: string;

const settle = () => t.app.sessionCache.sync(t.db);
const probe = (token: string) => call(t.app, 'GET', '/api/test/probe', { token });
/** A write the triggers do not see: what a cache that is not dropped would keep serving. */
const unseen = (write: (tx: Tx) => Promise<unknown>) => t.db.transaction(async (tx) => {
  await tx.execute(sql`set local session_replication_role = replica`);
  await write(tx);
});
const sessionOf = async (token: string) =>
  (await t.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token.replace(/^Bearer /, '')))))[0];

beforeAll(async () => {
  t = await createTestApp({ beforeReady: probeRoutes, sessionCache: true });
  await t.app.sessionCache.whenListening();
  ({ admin, scoped, plain, roleId } = await probeUsers(t, 'cache', [{ field: 'organizeId', op: 'Equal', value: '@organizeId' }]));
  await settle();
});
afterAll(async () => { await t?.close(); });

const statementsPerRequest = (url: string, token: string, n = 20) => countStatements(t, url, token, n);

describe('a request whose session is cached', () => {
  it('costs exactly its own statements: none for the platform', async () => {
    for (const token of [admin, plain]) {
      expect(await statementsPerRequest('/api/test/probe', token)).toBe(0);
      expect(await statementsPerRequest('/api/test/one', token)).toBe(1);
    }
    expect(await statementsPerRequest('/api/test/scoped', scoped)).toBe(0);
    expect(t.app.sessionCache.size).toBeGreaterThanOrEqual(3);
  });

  it('is served from the cache: a change no trigger reports is not seen', async () => {
    const id = await createUser(t.db, { account: 'cache_unseen', password: 'Pass01', roleIds: [roleId] });
    const token = await login(t.app, 'cache_unseen', 'Pass01');
    await settle();
    expect((await probe(token)).code).toBe(200);
    await unseen((tx) => tx.update(users).set({ enabledMark: 0 }).where(eq(users.id, id)));
    expect((await probe(token)).code).toBe(200);
    // Reported, the same change applies at the next request.
    await t.db.update(users).set({ enabledMark: 0 }).where(eq(users.id, id));
    await settle();
    expect((await probe(token)).code).toBe(600);
  });
});

describe('a change by SQL applies once its notification has arrived', () => {
  it('a session ended, a user disabled, a grant revoked, a name changed', async () => {
    const id = await createUser(t.db, { account: 'cache_sql', password: 'Pass01', roleIds: [roleId], realName: 'before' });
    const token = await login(t.app, 'cache_sql', 'Pass01');
    await settle();
    expect((await probe(token)).code).toBe(200);

    const name = async () => (await call(t.app, 'GET', '/api/oauth/CurrentUser', { token })).data.userInfo.userName as string;
    expect(await name()).toBe('before');
    await t.db.update(users).set({ realName: 'after' }).where(eq(users.id, id));
    await settle();
    expect(await name()).toBe('after');

    await t.db.delete(authorizations).where(eq(authorizations.objectId, roleId));
    await settle();
    expect((await probe(token)).code).toBe(403);
    await grant(t.db, 'Role', roleId, 'module', await menuId(t.db, 'user'));
    await settle();
    expect((await probe(token)).code).toBe(200);

    await t.db.update(users).set({ enabledMark: 0 }).where(eq(users.id, id));
    await settle();
    expect((await probe(token)).code).toBe(600);
    await t.db.update(users).set({ enabledMark: 1 }).where(eq(users.id, id));
    await settle();
    expect((await probe(token)).code).toBe(200);

    await t.db.update(sessions).set({ endedReason: 'forced', endedAt: new Date() }).where(eq(sessions.id, (await sessionOf(token)).id));
    await settle();
    expect((await probe(token)).code).toBe(601);
  });

  it('the expiry is still checked against the clock from the cached row', async () => {
    await createUser(t.db, { account: 'cache_exp', password: 'Pass01', roleIds: [roleId] });
    const token = await login(t.app, 'cache_exp', 'Pass01');
    await settle();
    expect((await probe(token)).code).toBe(200);
    const entry = t.app.sessionCache.get(hashToken(token.replace(/^Bearer /, '')));
    expect(entry).toBeDefined();
    // The row as it will be read next: expired a second ago; the cached copy says the same without a notification.
    await unseen((tx) => tx.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, entry!.session.id)));
    entry!.session.expiresAt = new Date(Date.now() - 1000);
    expect((await probe(token)).code).toBe(600);
  });
});

describe('this node applies its own changes before it replies', () => {
  it('a grant revoked through the API, a logout', async () => {
    await createUser(t.db, { account: 'cache_own', password: 'Pass01', roleIds: [roleId] });
    const token = await login(t.app, 'cache_own', 'Pass01');
    await settle();
    expect((await probe(token)).code).toBe(200);
    const r = await call(t.app, 'PUT', `/api/permission/Authority/Data/${roleId}`, { token: admin, payload: { objectType: 'Role', module: [] } });
    expect(r.code).toBe(200);
    expect((await probe(token)).code).toBe(403);
    await grant(t.db, 'Role', roleId, 'module', await menuId(t.db, 'user'));
    await settle();
    expect((await probe(token)).code).toBe(200);
    expect((await call(t.app, 'GET', '/api/oauth/Logout', { token })).code).toBe(200);
    expect((await probe(token)).code).toBe(600);
  });

  it('any write it answers empties its cache before the reply, whatever the notifications say', async () => {
    const token = await login(t.app, 'cache_plain', 'Pass01');
    await settle();
    expect((await probe(token)).code).toBe(200);
    expect(t.app.sessionCache.size).toBeGreaterThan(0);
    await call(t.app, 'GET', '/api/oauth/CurrentUser', { token }); // a read keeps it
    expect(t.app.sessionCache.size).toBeGreaterThan(0);
    // A wrong unlock password writes only the attempt counter: no notification, yet the reply comes after the drop.
    const r = await call(t.app, 'POST', '/api/oauth/LockScreen', { token, payload: { account: 'cache_plain', password: 'f'.repeat(32) } });
    expect(r.code).toBe(400);
    expect(t.app.sessionCache.size).toBe(0);
  });

  it('a change made through another node applies here at its notification', async () => {
    const other = await buildApp({ config: t.app.config, database: t.app.database, logger: false, codeSender: () => {} });
    await other.ready();
    try {
      await other.sessionCache.whenListening();
      const token = await login(t.app, 'cache_plain', 'Pass01');
      await settle();
      expect((await probe(token)).code).toBe(200);
      const otherAdmin = await adminLogin(other);
      const r = await call(other, 'PUT', `/api/permission/Authority/Data/${roleId}`, { token: otherAdmin, payload: { objectType: 'Role', module: [] } });
      expect(r.code).toBe(200);
      await settle();
      expect((await probe(token)).code).toBe(403);
    } finally {
      await other.close();
      await grant(t.db, 'Role', roleId, 'module', await menuId(t.db, 'user'));
      await settle();
    }
  });
});

describe('while the listener is down', () => {
  it('a listener stays connected across heartbeats and hands over what is notified, never a heartbeat', async () => {
    // On PostgreSQL a heartbeat goes out every 100 ms through the pool and must come back within a second, else the
    // listener would report itself lost; PGlite's listener is the database itself and needs none.
    const states: boolean[] = [];
    const got: string[] = [];
    const until = async (done: () => boolean) => {
      for (let waited = 0; !done() && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    const listening = t.app.database.listen('heartbeat_case', { payload: (p) => got.push(p), state: (up) => states.push(up) }, { heartbeatMs: 100, beatTimeoutMs: 1_000 });
    try {
      await until(() => states.includes(true));
      await new Promise((resolve) => setTimeout(resolve, 800)); // several heartbeats
      await t.db.execute(sql`select pg_notify('heartbeat_case', 'hello')`);
      await until(() => got.length > 0);
      expect(states).toEqual([true]);
      expect(got).toEqual(['hello']);
    } finally {
      await listening.close();
    }
  });

  it('every request reads its session, and reconnecting starts empty', async () => {
    const cache = t.app.sessionCache;
    const id = await createUser(t.db, { account: 'cache_down', password: 'Pass01', roleIds: [roleId] });
    const token = await login(t.app, 'cache_down', 'Pass01');
    await settle();
    expect(await statementsPerRequest('/api/test/probe', token, 5)).toBe(0);
    if (t.app.database.kind === 'postgres') {
      // The listener's connection killed by the server: the loss is reported, then it reconnects by itself.
      await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'listen:session_cache' and datname = current_database()`);
      await cache.whenListening(false);
    } else {
      cache.listenerState(false); // PGlite's listener cannot be lost: its report is played here
    }
    expect(cache.size).toBe(0);
    expect(await statementsPerRequest('/api/test/probe', token, 5)).toBe(1);
    // Nothing is cached meanwhile: a change no trigger reports applies at once.
    await unseen((tx) => tx.update(users).set({ enabledMark: 0 }).where(eq(users.id, id)));
    expect((await probe(token)).code).toBe(600);
    await unseen((tx) => tx.update(users).set({ enabledMark: 1 }).where(eq(users.id, id)));
    if (t.app.database.kind === 'postgres') await cache.whenListening(true);
    else cache.listenerState(true);
    expect(cache.size).toBe(0);
    expect(await statementsPerRequest('/api/test/probe', token, 5)).toBe(0);
  });
});
