import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildApp, type App } from '../../server/app';
import { allianceBusinesses, shops } from '../../server/db/schema';
import { DATA_EPOCH_TABLES } from '../../server/resource/page-total';
import { call, createFranchisee, createShop, createSpv, goldApp, goldUser, type GoldContext } from './gold-helpers';

/**
 * A page's total is kept per data epoch (resource/page-total.ts, migration 0018): any write to a shop, a franchisee or
 * an SPV, whoever makes it, changes the very next total, on this node and on another one on the same database.
 */
let t: GoldContext;
let other: App;
let spv1: any;
let spv2: any;
let f1: any;
let f2: any;
let scoped: string;

const rowsOf = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;
const totalOn = async (app: App, token: string) => {
  const r = await call(app, 'GET', '/api/shop/page?currentPage=1&pageSize=2', { token });
  expect(r.code).toBe(200);
  return r.data.pagination.total as number;
};
const totals = async (app: App = t.app) => {
  // The session cache is on: the epochs read with a cached session are those of the last notification (a write by
  // SQL applies once it has arrived).
  await app.sessionCache.sync(t.db);
  return { admin: await totalOn(app, t.admin), scoped: await totalOn(app, scoped) };
};
const epoch = async () => rowsOf<{ e: string }>(await t.db.execute(sql`select string_agg(value::text, '.' order by table_name) as e from data_epoch`))[0].e;
/** A shop row written with the triggers off: what a stale total would still count without it. */
const hiddenInsert = (allianceBusinessId: string, spvId: string) => t.db.transaction(async (tx) => {
  await tx.execute(sql`set local session_replication_role = replica`);
  await tx.insert(shops).values({ code: `HID${Date.now()}`, name: 'hidden', allianceBusinessId, spvId });
});
const sqlInsert = (allianceBusinessId: string, spvId: string) => t.db.insert(shops)
  .values({ code: `SQL${Date.now()}${Math.random().toString(36).slice(2, 6)}`, name: 'by hand', allianceBusinessId, spvId }).returning({ id: shops.id });

beforeAll(async () => {
  t = await goldApp({ sessionCache: true });
  // A second node on the same database, with caches of its own.
  other = await buildApp({ config: t.app.config, database: t.app.database, logger: false });
  await other.ready();
  await Promise.all([t.app.sessionCache.whenListening(), other.sessionCache.whenListening()]);
  spv1 = await createSpv(t);
  spv2 = await createSpv(t);
  f1 = await createFranchisee(t, spv1.id);
  f2 = await createFranchisee(t, spv2.id);
  for (let i = 0; i < 3; i++) await createShop(t, f1.id);
  await createShop(t, f2.id);
  scoped = await goldUser(t, { shop: ['btn_detail'] }, { spvId: spv1.id });
});
afterAll(async () => { await other?.close(); await t?.close(); });

describe('the shop page total', () => {
  it('is kept while nothing is written (a row slipped in with the triggers off is not counted)', async () => {
    const before = await totals();
    expect(before.scoped).toBe(3);
    await hiddenInsert(f1.id, spv1.id);
    expect(await totals()).toEqual(before);
    // Any counted write moves the epoch: the next total counts every row, the slipped one too.
    await sqlInsert(f1.id, spv1.id);
    expect(await totals()).toEqual({ admin: before.admin + 2, scoped: 5 });
  });

  it('follows creates and deletes through the routes, and writes by hand', async () => {
    const before = await totals();
    const created = await createShop(t, f1.id);
    expect(await totals()).toEqual({ admin: before.admin + 1, scoped: before.scoped + 1 });
    expect((await call(t.app, 'DELETE', '/api/shop/delete', { token: t.admin, payload: { ids: [created.id] } })).code).toBe(200);
    expect(await totals()).toEqual(before);
    const [row] = await sqlInsert(f2.id, spv2.id);
    expect(await totals()).toEqual({ admin: before.admin + 1, scoped: before.scoped });
    await t.db.update(shops).set({ deletedAt: new Date() }).where(eq(shops.id, row.id));
    expect(await totals()).toEqual(before);
  });

  it('follows a franchisee moved to another SPV (the scope reads franchisees)', async () => {
    const before = await totals();
    const f3 = await createFranchisee(t, spv2.id);
    await createShop(t, f3.id);
    expect((await totals()).scoped).toBe(before.scoped);
    // The shop keeps its own spv_id: only the franchisee's row says it now belongs to SPV 1.
    await t.db.update(allianceBusinesses).set({ spvId: spv1.id }).where(eq(allianceBusinesses.id, f3.id));
    expect((await totals()).scoped).toBe(before.scoped + 1);
  });

  it('another node sees a write made through this one on its next request after the notification', async () => {
    const before = await totals(other);
    await createShop(t, f1.id);
    expect(await totals(other)).toEqual({ admin: before.admin + 1, scoped: before.scoped + 1 });
  });

  it('a statement that changes no row moves no epoch; the triggered tables are the cached ones', async () => {
    const e = await epoch();
    await t.db.update(shops).set({ name: 'none' }).where(eq(shops.id, 'no-such-id'));
    expect(await epoch()).toBe(e);
    await t.db.update(shops).set({ manager: 'm' }).where(eq(shops.allianceBusinessId, f2.id));
    expect(await epoch()).not.toBe(e);
    const triggered = rowsOf<{ name: string }>(await t.db.execute(sql`select distinct c.relname as name from pg_trigger g
      join pg_class c on c.oid = g.tgrelid where g.tgname like 'data_epoch_%' order by 1`)).map((r) => r.name);
    expect(triggered).toEqual([...DATA_EPOCH_TABLES].sort());
  });
});
