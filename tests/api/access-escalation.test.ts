import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { authorizations, menuDataSchemes, organizations, roles, userRelations, users } from '../../server/db/schema';
import { goldUserScopes } from '../../server/modules/gold/tables';
import { adminLogin, buttonId, call, createTestApp, createUser, grant, login, menuId, seeded, type TestContext } from './helpers';

/**
 * Issue items "data scope on every by-id route" and "no privilege escalation": a user administrator limited to
 * their own organisation by a data rule, holding every user button and btn_authorize of the user and role pages.
 */
let t: TestContext;
let admin: string;
let ids: Awaited<ReturnType<typeof seeded>>;
let scoped: { id: string; token: string; roleId: string };
let inside: string;
let outside: string;
let otherOrg: string;
let ownOrg: string;

const userButtons = ['btn_add', 'btn_edit', 'btn_remove', 'btn_resetPassword', 'btn_authorize'];

async function newRole(enCode: string): Promise<string> {
  const [row] = await t.db.insert(roles).values({ enCode, fullName: enCode }).returning({ id: roles.id });
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await seeded(t.db);
  admin = await adminLogin(t.app);
  const [own] = await t.db.insert(organizations).values({ category: 'department', parentId: ids.companyId, enCode: 'ESC_OWN', fullName: '本部门' }).returning();
  const [other] = await t.db.insert(organizations).values({ category: 'department', parentId: ids.companyId, enCode: 'ESC_OTHER', fullName: '他部门' }).returning();
  ownOrg = own.id;
  otherOrg = other.id;
  const roleId = await newRole('escAdmin');
  const userMenu = await menuId(t.db, 'user');
  await grant(t.db, 'Role', roleId, 'module', userMenu);
  await grant(t.db, 'Role', roleId, 'module', await menuId(t.db, 'role'));
  await grant(t.db, 'Role', roleId, 'button', await buttonId(t.db, 'role', 'btn_authorize'));
  for (const b of userButtons) await grant(t.db, 'Role', roleId, 'button', await buttonId(t.db, 'user', b));
  const [scheme] = await t.db.insert(menuDataSchemes).values({
    moduleId: userMenu, enCode: 'esc_own_org', fullName: '本部门',
    conditionJson: JSON.stringify([{ logic: 'and', groups: [{ field: 'organizeId', op: 'Equal', value: '@organizeId' }] }]),
  }).returning();
  await grant(t.db, 'Role', roleId, 'resource', scheme.id);
  const id = await createUser(t.db, { account: 'esc_admin', password: 'Pass01', organizeId: ownOrg, roleIds: [roleId] });
  scoped = { id, token: await login(t.app, 'esc_admin', 'Pass01'), roleId };
  inside = await createUser(t.db, { account: 'esc_inside', organizeId: ownOrg });
  outside = await createUser(t.db, { account: 'esc_outside', password: 'Pass01', organizeId: otherOrg });
});
afterAll(async () => { await t?.close(); });

const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const grantCount = async () => Number((await t.db.select({ n: count() }).from(authorizations))[0].n);

describe('the user page\'s data scope on every route that takes a user id', () => {
  const notFound = { code: 404, msg: '用户不存在' };
  const base = '/api/permission/Users';

  it('answers 404 outside the scope, as for a missing user, and writes nothing', async () => {
    const before = await userRow(outside);
    const token = scoped.token;
    expect(await call(t.app, 'GET', `${base}/${outside}`, { token })).toEqual(notFound);
    expect(await call(t.app, 'PUT', `${base}/${outside}`, { token, payload: { realName: '改名' } })).toEqual(notFound);
    expect(await call(t.app, 'PUT', `${base}/${outside}/Actions/State`, { token })).toEqual(notFound);
    expect(await call(t.app, 'POST', `${base}/${outside}/Actions/ResetPassword`, { token, payload: {} })).toEqual(notFound);
    expect(await call(t.app, 'DELETE', `${base}/${outside}`, { token })).toEqual(notFound);
    expect(await call(t.app, 'GET', `/api/gold/userLink/${outside}`, { token })).toEqual(notFound);
    expect(await call(t.app, 'PUT', `/api/gold/userLink/${outside}`, { token, payload: { spvId: null } })).toEqual(notFound);
    expect((await call(t.app, 'GET', `/api/permission/Authority/Data/${outside}`, { token, query: { objectType: 'User' } })).code).toBe(404);
    expect((await call(t.app, 'PUT', `/api/permission/Authority/Data/${outside}`, { token, payload: { objectType: 'User', module: [] } })).code).toBe(404);
    expect(await userRow(outside)).toEqual(before);
    // The outsider still signs in with the password the reset would have replaced.
    expect((await login(t.app, 'esc_outside', 'Pass01')).startsWith('Bearer ')).toBe(true);
    expect(await t.db.select().from(goldUserScopes).where(eq(goldUserScopes.userId, outside))).toEqual([]);
  });

  it('works inside the scope, and the administrator has no scope', async () => {
    const token = scoped.token;
    expect((await call(t.app, 'GET', `${base}/${inside}`, { token })).data.account).toBe('esc_inside');
    expect((await call(t.app, 'PUT', `${base}/${inside}`, { token, payload: { realName: '改名' } })).code).toBe(200);
    expect((await userRow(inside)).realName).toBe('改名');
    expect((await call(t.app, 'GET', `${base}/${outside}`, { token: admin })).data.account).toBe('esc_outside');
  });
});

describe('no privilege escalation', () => {
  const base = '/api/permission/Authority/Data';

  it('nobody changes their own roles, positions or grants', async () => {
    const other = await newRole('escOther');
    const before = await grantCount();
    const put = (payload: Record<string, unknown>) => call(t.app, 'PUT', `/api/permission/Users/${scoped.id}`, { token: scoped.token, payload });
    const own = { code: 403, msg: '不能修改自己的角色、岗位或权限' };
    expect(await put({ roleId: `${scoped.roleId},${other}` })).toEqual(own);
    expect(await put({ roleId: '' })).toEqual(own);
    expect(await put({ positionId: ids.positionId })).toEqual(own);
    // Other fields of one's own record, and the same lists sent back, are fine.
    expect((await put({ realName: '自己', roleId: scoped.roleId, positionId: '' })).code).toBe(200);
    expect(await call(t.app, 'PUT', `${base}/${scoped.id}`, { token: scoped.token, payload: { objectType: 'User', module: [] } })).toEqual(own);
    expect(await call(t.app, 'PUT', `${base}/${scoped.roleId}`, { token: scoped.token, payload: { objectType: 'Role', module: [] } })).toEqual(own);
    expect(await call(t.app, 'POST', `${base}/Batch`, { token: scoped.token, payload: { roleIds: [scoped.roleId], module: [await menuId(t.db, 'user')] } })).toEqual(own);
    const relations = await t.db.select().from(userRelations).where(eq(userRelations.userId, scoped.id));
    expect(relations.map((r) => r.objectId)).toEqual([scoped.roleId]);
    expect(await grantCount()).toBe(before);
  });

  it('nobody grants a menu, button or data rule they do not hold, directly or through a role', async () => {
    const strong = await newRole('escStrong');
    await grant(t.db, 'Role', strong, 'module', await menuId(t.db, 'sysConfig'));
    const weak = await newRole('escWeak');
    await grant(t.db, 'Role', weak, 'module', await menuId(t.db, 'user'));
    const target = await newRole('escTarget');
    const before = await grantCount();
    const notHeld = { code: 403, msg: '不能授予自己没有的权限' };
    const token = scoped.token;
    const sysConfig = await menuId(t.db, 'sysConfig');
    const [spvScheme] = await t.db.select().from(menuDataSchemes).where(eq(menuDataSchemes.enCode, 'spvData')).limit(1);
    expect(await call(t.app, 'PUT', `${base}/${target}`, { token, payload: { objectType: 'Role', module: [sysConfig] } })).toEqual(notHeld);
    expect(await call(t.app, 'PUT', `${base}/${target}`, { token, payload: { objectType: 'Role', resource: [spvScheme.id] } })).toEqual(notHeld);
    expect(await call(t.app, 'PUT', `${base}/${target}`, { token, payload: { objectType: 'Role', button: [await buttonId(t.db, 'sysLog', 'btn_remove')] } })).toEqual(notHeld);
    expect(await call(t.app, 'POST', `${base}/Batch`, { token, payload: { roleIds: [target], module: [sysConfig] } })).toEqual(notHeld);
    expect(await grantCount()).toBe(before);
    // Giving a user a role hands on the role's rights.
    expect(await call(t.app, 'PUT', `/api/permission/Users/${inside}`, { token, payload: { roleId: strong } })).toEqual(notHeld);
    const created = await call(t.app, 'POST', '/api/permission/Users', { token, payload: { account: 'escnew', realName: '新', organizeId: ownOrg, roleId: strong } });
    expect(created).toEqual(notHeld);
    expect(await t.db.select().from(users).where(eq(users.account, 'escnew'))).toEqual([]);
    expect(await t.db.select().from(userRelations).where(and(eq(userRelations.userId, inside), eq(userRelations.objectId, strong)))).toEqual([]);
    // What the actor holds may be handed on.
    expect((await call(t.app, 'PUT', `/api/permission/Users/${inside}`, { token, payload: { roleId: weak } })).code).toBe(200);
    expect((await call(t.app, 'PUT', `${base}/${target}`, { token, payload: { objectType: 'Role', module: [await menuId(t.db, 'user')] } })).code).toBe(200);
  });

  it('rights the object already has may stay when someone without them saves', async () => {
    const target = await newRole('escKeep');
    const sysConfig = await menuId(t.db, 'sysConfig');
    const userMenu = await menuId(t.db, 'user');
    await grant(t.db, 'Role', target, 'module', sysConfig);
    const r = await call(t.app, 'PUT', `${base}/${target}`, { token: scoped.token, payload: { objectType: 'Role', module: [sysConfig, userMenu] } });
    expect(r.code).toBe(200);
    const rows = await t.db.select({ itemId: authorizations.itemId }).from(authorizations).where(eq(authorizations.objectId, target));
    expect(rows.map((x) => x.itemId).sort()).toEqual([sysConfig, userMenu].sort());
  });

  it('the administrator is exempt', async () => {
    const target = await newRole('escAdminGrants');
    expect((await call(t.app, 'PUT', `${base}/${target}`, { token: admin, payload: { objectType: 'Role', module: [await menuId(t.db, 'sysConfig')] } })).code).toBe(200);
  });
});
