import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, login, call, type TestContext } from './helpers';

let t: TestContext;
let noGrants: string;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.db, { account: 'nobody1', password: 'P1' });
  noGrants = await login(t.app, 'nobody1', 'P1');
});
afterAll(async () => { await t?.close(); });

const concrete = (url: string) => url.replace(/:(\w+)/g, 'x$1');

describe('route table', () => {
  it('every /api route declares its access', () => {
    expect(t.app.routeAccess.length).toBeGreaterThan(20);
    for (const r of t.app.routeAccess) expect(r.access).toBeTruthy();
  });

  it('every non-public route answers 600 without a token', async () => {
    const routes = t.app.routeAccess.filter((r) => r.access !== 'public');
    expect(routes.length).toBeGreaterThan(10);
    for (const r of routes) {
      const reply = await call(t.app, r.method as never, concrete(r.url), { payload: r.method === 'GET' ? undefined : {} });
      expect({ route: `${r.method} ${r.url}`, code: reply.code }).toEqual({ route: `${r.method} ${r.url}`, code: 600 });
    }
  });

  it('every menu route answers 403 to a signed-in user without grants', async () => {
    const routes = t.app.routeAccess.filter((r) => typeof r.access === 'object');
    expect(routes.length).toBeGreaterThanOrEqual(5);
    for (const r of routes) {
      const reply = await call(t.app, r.method as never, concrete(r.url), { token: noGrants, payload: r.method === 'GET' ? undefined : {} });
      expect({ route: `${r.method} ${r.url}`, code: reply.code }).toEqual({ route: `${r.method} ${r.url}`, code: 403 });
    }
  });

  it('health reports the database in use', async () => {
    const r = await call(t.app, 'GET', '/api/health');
    expect(r.data.database).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('unknown API paths answer 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.json()).toMatchObject({ code: 404 });
  });

  it('the OpenAPI document tags every route', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    for (const r of t.app.routeAccess) {
      const path = r.url.replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[path]?.[r.method.toLowerCase()];
      if (!op) continue; // websocket routes are not in the document
      expect({ route: `${r.method} ${r.url}`, tags: op.tags?.length ?? 0 }).toEqual({ route: `${r.method} ${r.url}`, tags: expect.any(Number) });
      expect(op.tags?.length).toBeGreaterThan(0);
    }
  });
});
