import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { anyOf, type MenuAccess } from '../../server/core/route-access';
import { createTestApp, createUser, grant, login, call, menuId, type TestContext } from './helpers';

let t: TestContext;
let noGrants: string;
let menusOnly: string;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.db, { account: 'nobody1', password: 'P1' });
  noGrants = await login(t.app, 'nobody1', 'P1');
  // Holds every menu any route names, and no button at all.
  const menuUser = await createUser(t.db, { account: 'menus1', password: 'P1' });
  const codes = new Set(t.app.routeAccess.flatMap((r) => (typeof r.access === 'object' ? anyOf(r.access.menu) : [])));
  for (const code of codes) await grant(t.db, 'User', menuUser, 'module', await menuId(t.db, code));
  menusOnly = await login(t.app, 'menus1', 'P1');
});

/** Tables a refused call may still touch: its own log line and the caller's session (last seen). */
const BOOKKEEPING = new Set(['sys_logs', 'sessions', '__drizzle_migrations']);

/** A fingerprint of every business table's content, to prove a refused call wrote nothing. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = await t.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const out: Record<string, string> = {};
  for (const { table_name: name } of (tables as unknown as { rows: Array<{ table_name: string }> }).rows) {
    if (BOOKKEEPING.has(name)) continue;
    const r = await t.db.execute(sql`select count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as f from ${sql.identifier(name)} x`);
    out[name] = (r as unknown as { rows: Array<{ f: string }> }).rows[0].f;
  }
  return out;
}

/** A body shaped like what such routes take, so a route that forgot its guard would act on it. */
const probeBody = (method: string) => (method === 'GET' ? undefined : { id: 'x', ids: ['x'], fullName: 'probe', enCode: 'probe', name: 'probe' });
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
      const reply = await call(t.app, r.method as never, concrete(r.url), { token: noGrants, payload: probeBody(r.method) });
      expect({ route: `${r.method} ${r.url}`, code: reply.code }).toEqual({ route: `${r.method} ${r.url}`, code: 403 });
    }
  });

  it('every button route answers 403 to a user holding the menu but not the button, and nothing is written', async () => {
    const routes = t.app.routeAccess.filter((r) => typeof r.access === 'object' && (r.access as MenuAccess).button);
    expect(routes.length).toBeGreaterThanOrEqual(10);
    const before = await fingerprint();
    for (const r of routes) {
      const reply = await call(t.app, r.method as never, concrete(r.url), { token: menusOnly, payload: probeBody(r.method) });
      expect({ route: `${r.method} ${r.url}`, code: reply.code }).toEqual({ route: `${r.method} ${r.url}`, code: 403 });
    }
    expect(await fingerprint()).toEqual(before);
  });

  it('every menu route that writes names the button it needs (reads sent as POST, config.read, need the menu only)', () => {
    const writes = t.app.routeAccess.filter((r) => typeof r.access === 'object' && r.method !== 'GET' && !r.read && !(r.access as MenuAccess).button);
    expect(writes.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('refusals without a menu write nothing either', async () => {
    const routes = t.app.routeAccess.filter((r) => typeof r.access === 'object' && r.method !== 'GET');
    const before = await fingerprint();
    for (const r of routes) await call(t.app, r.method as never, concrete(r.url), { token: noGrants, payload: probeBody(r.method) });
    expect(await fingerprint()).toEqual(before);
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
