import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { goldUserScopes } from '../../server/db/schema';
import { call, createFranchisee, createShop, createSpv, goldApp, rowCount, schemeId, uniqueName, type GoldContext } from './gold-helpers';
import { buttonId, createUser, grant, login, menuId } from './helpers';

let t: GoldContext;
let spvA: any;
let spvB: any;
let fA: any;
let userId: string;
beforeAll(async () => {
  t = await goldApp();
  spvA = await createSpv(t, { name: uniqueName('归属SPV甲') });
  spvB = await createSpv(t, { name: uniqueName('归属SPV乙') });
  fA = await createFranchisee(t, spvA.id, { name: uniqueName('归属店主') });
  await createShop(t, fA.id, { name: uniqueName('归属店') });
  userId = await createUser(t.db, { account: 'linked1', password: 'P1' });
});
afterAll(async () => { await t?.close(); });

const put = (body: unknown, token = t.admin, id = userId) => call(t.app, 'PUT', `/api/gold/userLink/${id}`, { token, payload: body });
const get = (token = t.admin, id = userId) => call(t.app, 'GET', `/api/gold/userLink/${id}`, { token });

describe('gold user links (who an SPV or franchisee user is)', () => {
  it('links a user to a franchisee (its SPV follows), to an SPV, and unlinks', async () => {
    expect((await get()).data).toEqual({ id: userId, spvId: null, allianceBusinessId: null });
    expect((await put({ allianceBusinessId: fA.id })).data).toEqual({ id: userId, spvId: spvA.id, allianceBusinessId: fA.id });
    expect((await put({ spvId: spvB.id, allianceBusinessId: '' })).data).toEqual({ id: userId, spvId: spvB.id, allianceBusinessId: null });
    expect((await put({ id: userId, spvId: null, allianceBusinessId: null })).data).toEqual({ id: userId, spvId: null, allianceBusinessId: null });
    expect(await rowCount(t, goldUserScopes, eq(goldUserScopes.userId, userId))).toBe(0);
  });

  it('refuses unknown SPVs, franchisees, a franchisee of another SPV and unknown users, writing nothing', async () => {
    await put({ spvId: spvA.id });
    expect(await put({ spvId: 'nope' })).toEqual({ code: 400, msg: '所属SPV不存在', data: { field: 'spvId' } });
    expect(await put({ allianceBusinessId: 'nope' })).toEqual({ code: 400, msg: '所属加盟商不存在', data: { field: 'allianceBusinessId' } });
    expect(await put({ spvId: spvB.id, allianceBusinessId: fA.id })).toEqual({ code: 400, msg: '所属加盟商不属于所选SPV', data: { field: 'allianceBusinessId' } });
    expect((await put({ spvId: spvA.id }, t.admin, 'ghost')).code).toBe(404);
    expect((await get()).data.spvId).toBe(spvA.id);
  });

  it('the link drives the data rules: with the own-SPV scheme the user sees that SPV\'s shops only', async () => {
    const account = uniqueName('lk');
    const id = await createUser(t.db, { account, password: 'P1' });
    await grant(t.db, 'User', id, 'module', await menuId(t.db, 'goldStore'));
    await grant(t.db, 'User', id, 'resource', await schemeId(t.db, 'goldStore', 'spvData'));
    const token = await login(t.app, account, 'P1');
    const page = async () => (await call(t.app, 'GET', '/api/shop/page', { token, query: { pageSize: '100' } })).data.pagination.total;
    expect(await page()).toBe(0);
    expect((await put({ spvId: spvA.id }, t.admin, id)).code).toBe(200);
    expect(await page()).toBe(1);
  });

  it('needs the user page (and btn_edit to change) and a session', async () => {
    const account = uniqueName('ua');
    const viewer = await createUser(t.db, { account, password: 'P1' });
    await grant(t.db, 'User', viewer, 'module', await menuId(t.db, 'user'));
    const token = await login(t.app, account, 'P1');
    expect((await get(token)).code).toBe(200);
    expect((await put({ spvId: spvB.id }, token)).code).toBe(403);
    await grant(t.db, 'User', viewer, 'button', await buttonId(t.db, 'user', 'btn_edit'));
    expect((await put({ spvId: spvB.id }, token)).code).toBe(200);
    expect((await call(t.app, 'GET', `/api/gold/userLink/${userId}`)).code).toBe(600);
  });
});
