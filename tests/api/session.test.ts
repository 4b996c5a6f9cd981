import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../server/db/schema';
import { setSysConfig } from '../../server/modules/system/config-service';
import { hashToken } from '../../server/modules/auth/token';
import { adminLogin, call, createTestApp, createUser, login, type TestContext } from './helpers';

/** With the session cache on (auth/session-cache.ts): a write by SQL applies once its notification has arrived. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ sessionCache: true });
  await t.app.sessionCache.whenListening();
});
const settle = () => t.app.sessionCache.sync(t.db);
afterAll(async () => { await t?.close(); });

const me = (token?: string) => call(t.app, 'GET', '/api/oauth/CurrentUser', { token });
const rowOf = async (token: string) =>
  (await t.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token.replace(/^Bearer /, '')))))[0];

describe('session resolution on every non-public route', () => {
  it('no token or a token not in our format -> 600', async () => {
    expect(await me()).toEqual({ code: 600, msg: '登录过期,请重新登录' });
    expect((await me('Bearer not-a-token')).code).toBe(600);
    expect((await me('Bearer eyJhbGciOiJSUzI1NiJ9.e30.sig')).code).toBe(600);
  });

  it('a well-formed token that was never issued -> 602', async () => {
    expect(await me(`Bearer ${'A'.repeat(43)}`)).toEqual({ code: 602, msg: 'Token验证失败' });
  });

  it('accepts the token with or without the Bearer prefix', async () => {
    const token = await adminLogin(t.app);
    expect((await me(token)).code).toBe(200);
    expect((await me(token.replace(/^Bearer /, ''))).code).toBe(200);
  });

  it('an expired session -> 600', async () => {
    const token = await adminLogin(t.app);
    const row = await rowOf(token);
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, row.id));
    await settle();
    expect((await me(token)).code).toBe(600);
  });

  it('slides the expiry by tokenTimeout, writing at most about once a minute', async () => {
    await setSysConfig(t.db, { tokenTimeout: '5' });
    try {
      await createUser(t.db, { account: 'slide1', password: 'P1' });
      const token = await login(t.app, 'slide1', 'P1');
      const created = await rowOf(token);
      expect(created.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
      // A request right away does not write.
      await me(token);
      expect((await rowOf(token)).lastSeenAt.getTime()).toBe(created.lastSeenAt.getTime());
      // Last seen 2 minutes ago, 1 minute left: the next request extends to now + 5 minutes.
      await t.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 120_000), expiresAt: new Date(Date.now() + 60_000) })
        .where(eq(sessions.id, created.id));
      await settle();
      expect((await me(token)).code).toBe(200);
      const slid = await rowOf(token);
      expect(slid.expiresAt.getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);
      // Idle longer than the timeout: expired.
      await t.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 6 * 60_000), expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(sessions.id, created.id));
      await settle();
      expect((await me(token)).code).toBe(600);
    } finally {
      await setSysConfig(t.db, { tokenTimeout: '480' });
    }
  });

  it('a user disabled after signing in loses the session at once', async () => {
    const id = await createUser(t.db, { account: 'dis2', password: 'P1' });
    const token = await login(t.app, 'dis2', 'P1');
    await t.db.update(users).set({ enabledMark: 0 }).where(eq(users.id, id));
    await settle();
    expect((await me(token)).code).toBe(600);
  });

  it('sets request.user and request.session for the handlers', async () => {
    const token = await adminLogin(t.app);
    const session = await rowOf(token);
    expect(session.deviceClass).toBe('pc');
    expect(session.ip).toBe('127.0.0.1');
    expect((await me(token)).data.userInfo.userAccount).toBe('admin');
  });
});
