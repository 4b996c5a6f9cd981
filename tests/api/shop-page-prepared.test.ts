import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authorizations, goldUserScopes, users } from '../../server/db/schema';
import { call, createFranchisee, createShop, createSpv, goldApp, goldUser, schemeId, type GoldContext } from './gold-helpers';

/**
 * The shop page without a search, its total and the read by id run as statements prepared per scope, and a user's
 * gold scope is kept for the authorisation epoch (resource/routes.ts, gold/scope.ts): what they answer must still
 * follow every change on the very next request.
 */
let t: GoldContext;
let spv1: any;
let spv2: any;
const shops1: any[] = [];
const shops2: any[] = [];

beforeAll(async () => {
  t = await goldApp();
  spv1 = await createSpv(t);
  spv2 = await createSpv(t);
  const f1 = await createFranchisee(t, spv1.id);
  const f2 = await createFranchisee(t, spv2.id);
  for (let i = 0; i < 3; i++) shops1.push(await createShop(t, f1.id));
  for (let i = 0; i < 2; i++) shops2.push(await createShop(t, f2.id));
});
afterAll(async () => { await t?.close(); });

const pageOf = async (token: string, query = '') => {
  const r = await call(t.app, 'GET', `/api/shop/page?currentPage=1&pageSize=2${query}`, { token });
  expect(r.code).toBe(200);
  return { ids: (r.data.list as any[]).map((s) => s.id), total: r.data.pagination.total as number };
};
const detailCode = async (token: string, id: string) => (await call(t.app, 'GET', `/api/shop/detail/${id}`, { token })).code;
const userIdOf = async (token: string) => (await call(t.app, 'GET', '/api/oauth/CurrentUser', { token })).data.userInfo.userId as string;

describe('the shop page and detail follow changes on the next request', () => {
  it('a moved gold link, a revoked data rule, a deleted shop', async () => {
    const token = await goldUser(t, { shop: ['btn_detail', 'btn_remove'] }, { spvId: spv1.id });
    const userId = await userIdOf(token);
    expect(await pageOf(token)).toEqual({ ids: [shops1[2].id, shops1[1].id], total: 3 });
    expect(await pageOf(token, '&sidx=code&sort=asc')).toMatchObject({ total: 3 });
    expect(await detailCode(token, shops2[0].id)).toBe(404);

    await t.db.update(goldUserScopes).set({ spvId: spv2.id }).where(eq(goldUserScopes.userId, userId));
    expect(await pageOf(token)).toEqual({ ids: [shops2[1].id, shops2[0].id], total: 2 });
    expect(await detailCode(token, shops2[0].id)).toBe(200);
    expect(await detailCode(token, shops1[0].id)).toBe(404);

    await t.db.delete(authorizations).where(eq(authorizations.itemId, await schemeId(t.db, 'goldStore', 'spvData')));
    expect((await pageOf(token)).total).toBe(5);
    expect(await detailCode(token, shops1[0].id)).toBe(200);

    expect((await call(t.app, 'DELETE', '/api/shop/delete', { token, payload: { ids: [shops2[1].id] } })).code).toBe(200);
    expect(await pageOf(token)).toEqual({ ids: [shops2[0].id, shops1[2].id], total: 4 });
    expect(await detailCode(token, shops2[1].id)).toBe(404);
  });

  it('pages beyond the first, sorts and searches answer from the same rows', async () => {
    const page2 = await call(t.app, 'GET', '/api/shop/page?currentPage=2&pageSize=2', { token: t.admin });
    expect(page2.data.pagination).toMatchObject({ currentPage: 2, pageSize: 2, total: 4 });
    expect(page2.data.list.map((s: any) => s.id)).toEqual([shops1[1].id, shops1[0].id]);
    // The total comes with the rows (one statement); a page past the end has none and still tells it.
    const past = await call(t.app, 'GET', '/api/shop/page?currentPage=9&pageSize=2', { token: t.admin });
    expect(past.data).toMatchObject({ list: [], pagination: { currentPage: 9, total: 4 } });
    const pastSearch = await call(t.app, 'GET', `/api/shop/page?currentPage=7&pageSize=2&keyword=${encodeURIComponent(shops1[0].name)}`, { token: t.admin });
    expect(pastSearch.data).toMatchObject({ list: [], pagination: { total: 1 } });
    const asc = await call(t.app, 'GET', '/api/shop/page?currentPage=1&pageSize=10&sidx=code&sort=asc', { token: t.admin });
    const desc = await call(t.app, 'GET', '/api/shop/page?currentPage=1&pageSize=10&sidx=code&sort=desc', { token: t.admin });
    expect(asc.data.list.map((s: any) => s.code)).toEqual([...desc.data.list.map((s: any) => s.code)].reverse());
    expect((await call(t.app, 'GET', '/api/shop/page?currentPage=1&pageSize=10&sidx=nope', { token: t.admin })).code).toBe(400);
    const found = await call(t.app, 'GET', `/api/shop/page?currentPage=1&pageSize=10&keyword=${encodeURIComponent(shops1[0].name)}`, { token: t.admin });
    expect(found.data).toMatchObject({ list: [{ id: shops1[0].id }], pagination: { total: 1 } });
  });

  it('a user disabled since is refused before any cached scope is used', async () => {
    const token = await goldUser(t, { shop: ['btn_detail'] }, { spvId: spv1.id });
    expect((await pageOf(token)).total).toBe(shops1.length);
    await t.db.update(users).set({ enabledMark: 0 }).where(eq(users.id, await userIdOf(token)));
    expect((await call(t.app, 'GET', '/api/shop/page?currentPage=1&pageSize=2', { token })).code).toBe(600);
  });
});

describe('what a page costs', () => {
  it('the rows and their total are one statement after the session', async () => {
    const url = '/api/shop/page?currentPage=1&pageSize=2';
    expect((await call(t.app, 'GET', url, { token: t.admin })).code).toBe(200);
    await t.app.logWriter.flush();
    const before = t.app.database.statements.count;
    for (let i = 0; i < 10; i++) expect((await call(t.app, 'GET', url, { token: t.admin })).data.pagination.total).toBeGreaterThan(0);
    await t.app.logWriter.flush(); // logs written in batches count too
    // The session lookup and the page: a separate count made it three.
    expect((t.app.database.statements.count - before) / 10).toBeLessThan(2.5);
  });
});
