import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { authorizations, menuDataSchemes, users } from '../../server/db/schema';
import { checkScheme, ruleFieldsOf } from '../../server/modules/permission/data-rules';
import {
  call, createFranchisee, createShop, createSpv, goldApp, goldUser, schemeId, uniqueName, type GoldContext,
} from './gold-helpers';
import { buttonId, createUser, grant, login, menuId } from './helpers';

let t: GoldContext;
let spvA: any;
let spvB: any;
let fA: any;
let fB: any;
const shopIds: Record<string, string> = {};
beforeAll(async () => {
  t = await goldApp();
  spvA = await createSpv(t, { name: uniqueName('规则SPV甲') });
  spvB = await createSpv(t, { name: uniqueName('规则SPV乙') });
  fA = await createFranchisee(t, spvA.id, { name: uniqueName('甲店主') });
  fB = await createFranchisee(t, spvB.id, { name: uniqueName('乙店主') });
  shopIds.a1 = (await createShop(t, fA.id, { name: uniqueName('甲一') })).id;
  shopIds.a2 = (await createShop(t, fA.id, { name: uniqueName('甲二') })).id;
  shopIds.b1 = (await createShop(t, fB.id, { name: uniqueName('乙一') })).id;
  // Consigned: a shop of franchisee B supplied by SPV A belongs to SPV A's data too.
  shopIds.bA = (await createShop(t, fB.id, { name: uniqueName('乙寄售'), spvId: spvA.id })).id;
});
afterAll(async () => { await t?.close(); });

const shopPage = async (token: string) => {
  const r = await call(t.app, 'GET', '/api/shop/page', { token, query: { currentPage: '1', pageSize: '100' } });
  expect(r.code).toBe(200);
  return (r.data.list as Array<{ id: string }>).map((s) => s.id).filter((id) => Object.values(shopIds).includes(id)).sort();
};
const ids = (...keys: string[]) => keys.map((k) => shopIds[k]).sort();

/** A scheme on the shop page, granted to the user. */
async function addScheme(userId: string, conditions: unknown, enabledMark = 1): Promise<string> {
  const [row] = await t.db.insert(menuDataSchemes).values({
    moduleId: await menuId(t.db, 'goldStore'), enCode: uniqueName('s'), fullName: uniqueName('规则'), conditionJson: JSON.stringify(conditions), enabledMark,
  }).returning();
  await grant(t.db, 'User', userId, 'resource', row.id);
  return row.id;
}

async function shopUser(): Promise<{ id: string; token: string }> {
  const account = uniqueName('ru');
  const id = await createUser(t.db, { account, password: 'P1' });
  await grant(t.db, 'User', id, 'module', await menuId(t.db, 'goldStore'));
  return { id, token: await login(t.app, account, 'P1') };
}

describe('data rules on the shop page', () => {
  it('the seeded own-SPV scheme keeps an SPV-linked user to its shops, consigned ones included', async () => {
    const token = await goldUser(t, { shop: [] }, { spvId: spvA.id });
    expect(await shopPage(token)).toEqual(ids('a1', 'a2', 'bA'));
  });

  it('the seeded own-franchisee scheme keeps a franchisee-linked user to their shops', async () => {
    const token = await goldUser(t, { shop: [] }, { allianceBusinessId: fB.id });
    expect(await shopPage(token)).toEqual(ids('b1', 'bA'));
  });

  it('no scheme means no restriction; a link without a scheme restricts nothing', async () => {
    const plain = await shopUser();
    expect(await shopPage(plain.token)).toEqual(ids('a1', 'a2', 'b1', 'bA'));
  });

  it('schemes granted for one page are OR-ed; groups AND; a group\'s logic joins its conditions', async () => {
    const u = await shopUser();
    await addScheme(u.id, [{ logic: 'and', groups: [{ field: 'allianceBusinessId', op: 'Equal', value: fA.id }] }]);
    await addScheme(u.id, [{ logic: 'and', groups: [{ field: 'spvId', op: 'Equal', value: spvB.id }] }]);
    expect(await shopPage(u.token)).toEqual(ids('a1', 'a2', 'b1', 'bA'));

    const v = await shopUser();
    await addScheme(v.id, [
      { logic: 'or', groups: [{ field: 'allianceBusinessId', op: 'Equal', value: fA.id }, { field: 'allianceBusinessId', op: 'Equal', value: fB.id }] },
      { logic: 'and', groups: [{ field: 'spvId', op: 'Equal', value: spvA.id }] },
    ]);
    expect(await shopPage(v.token)).toEqual(ids('a1', 'a2', 'bA'));

    const w = await shopUser();
    await addScheme(w.id, [{ logic: 'and', groups: [{ field: 'spvId', op: 'NotEqual', value: spvA.id }] }]);
    expect(await shopPage(w.token)).toEqual(ids('b1'));
  });

  it('@userId and @subordinateId resolve from the signed-in user', async () => {
    const boss = await shopUser();
    const staffAccount = uniqueName('staff');
    const staffId = await createUser(t.db, { account: staffAccount, password: 'P1' });
    await t.db.update(users).set({ managerId: boss.id }).where(eq(users.id, staffId));
    await grant(t.db, 'User', staffId, 'module', await menuId(t.db, 'goldStore'));
    await grant(t.db, 'User', staffId, 'button', await buttonId(t.db, 'goldStore', 'btn_add'));
    const staffToken = await login(t.app, staffAccount, 'P1');
    const made = await call(t.app, 'POST', '/api/shop/edit', { token: staffToken, payload: { allianceBusinessId: fA.id, name: uniqueName('下属店') } });
    expect(made.code).toBe(200);

    await addScheme(boss.id, [{ logic: 'and', groups: [{ field: 'createdBy', op: 'Equal', value: '@subordinateId' }] }]);
    expect((await call(t.app, 'GET', '/api/shop/page', { token: boss.token, query: { currentPage: '1', pageSize: '100' } })).data.list.map((s: any) => s.id)).toEqual([made.data.id]);

    const own = await shopUser();
    await addScheme(own.id, [{ logic: 'and', groups: [{ field: 'createdBy', op: 'Equal', value: '@userId' }] }]);
    expect((await call(t.app, 'GET', '/api/shop/page', { token: own.token, query: { currentPage: '1', pageSize: '100' } })).data.list).toEqual([]);
  });

  it('a placeholder the user has no value for matches nothing', async () => {
    const u = await shopUser();
    await grant(t.db, 'User', u.id, 'resource', await schemeId(t.db, 'goldStore', 'spvData'));
    expect(await shopPage(u.token)).toEqual([]);
  });

  it('takes effect on the next request when the grant is removed, and a disabled scheme applies nothing', async () => {
    const u = await shopUser();
    const scheme = await addScheme(u.id, [{ logic: 'and', groups: [{ field: 'allianceBusinessId', op: 'Equal', value: fB.id }] }]);
    expect(await shopPage(u.token)).toEqual(ids('b1', 'bA'));
    await t.db.update(menuDataSchemes).set({ enabledMark: 0 }).where(eq(menuDataSchemes.id, scheme));
    expect(await shopPage(u.token)).toEqual(ids('a1', 'a2', 'b1', 'bA'));
    await t.db.update(menuDataSchemes).set({ enabledMark: 1 }).where(eq(menuDataSchemes.id, scheme));
    expect(await shopPage(u.token)).toEqual(ids('b1', 'bA'));
    await t.db.delete(authorizations).where(and(eq(authorizations.objectId, u.id), eq(authorizations.itemId, scheme)));
    expect(await shopPage(u.token)).toEqual(ids('a1', 'a2', 'b1', 'bA'));
  });

  it('a stored scheme naming an unknown field or unreadable JSON matches nothing', async () => {
    const u = await shopUser();
    await addScheme(u.id, [{ logic: 'and', groups: [{ field: 'nope', op: 'Equal', value: 'x' }] }]);
    expect(await shopPage(u.token)).toEqual([]);
    const v = await shopUser();
    const s = await addScheme(v.id, []);
    await t.db.update(menuDataSchemes).set({ conditionJson: '{broken' }).where(eq(menuDataSchemes.id, s));
    expect(await shopPage(v.token)).toEqual([]);
  });

  it('values are bound as parameters, never spliced into SQL', async () => {
    const u = await shopUser();
    await addScheme(u.id, [{ logic: 'and', groups: [{ field: 'allianceBusinessId', op: 'Equal', value: "x') or ('1'='1" }] }]);
    expect(await shopPage(u.token)).toEqual([]);
  });

  it('drop-downs follow the rules of the gold pages the user holds', async () => {
    const token = await goldUser(t, { shop: [], franchisee: [] }, { spvId: spvB.id });
    const r = await call(t.app, 'GET', '/api/allianceBusiness/list', { token });
    const names = (r.data.list as Array<{ id: string }>).map((f) => f.id);
    expect(names).toContain(fB.id);
    expect(names).not.toContain(fA.id);
  });
});

describe('scheme check', () => {
  it('offers the gold fields and accepts a valid scheme', () => {
    expect(ruleFieldsOf('goldStore').map((f) => f.field)).toEqual(['spvId', 'allianceBusinessId', 'createdBy']);
    expect(checkScheme('goldStore', [{ logic: 'and', groups: [{ field: 'spvId', op: 'Equal', value: '@spvId' }] }])).toBeNull();
  });

  it('refuses malformed schemes, unknown fields, operators and placeholders with a clear text', () => {
    expect(checkScheme('sysLog', [{ logic: 'and', groups: [] }])?.zh).toBe('该菜单没有可用于数据权限的字段');
    expect(checkScheme('goldStore', [])?.zh).toBe('请至少添加一组条件');
    expect(checkScheme('goldStore', [{ logic: 'xor', groups: [] }])?.zh).toBe('条件组格式不正确');
    expect(checkScheme('goldStore', [{ logic: 'and', groups: [{ field: 'name', op: 'Equal', value: 'x' }] }])?.zh).toBe('未知字段：name');
    expect(checkScheme('goldStore', [{ logic: 'and', groups: [{ field: 'spvId', op: 'GreaterThan', value: 'x' }] }])?.zh).toBe('字段所属SPV不支持该条件');
    expect(checkScheme('goldStore', [{ logic: 'and', groups: [{ field: 'spvId', op: 'Equal', value: '@userId' }] }])?.en).toBe('SPV cannot use @userId');
    expect(checkScheme('goldStore', [{ logic: 'and', groups: [{ field: 'spvId', op: 'Equal', value: ' ' }] }])?.zh).toBe('字段所属SPV的值不能为空且不超过200字');
  });
});
