import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, ne } from 'drizzle-orm';
import { authorizations, menuButtons, menuColumns, menuDataSchemes, menuForms, menus, positions, roles, users } from '../../server/db/schema';
import { adminLogin, buttonId, call, createTestApp, createUser, grant, login, menuId, seeded, type TestContext } from './helpers';

let t: TestContext;
let admin: string;
let nobody: string;
let roleKeeper: string; // may authorise roles (role page + btn_authorize), nothing else
let roleViewer: string; // has the role page without btn_authorize
let ids: Awaited<ReturnType<typeof seeded>>;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  ids = await seeded(t.db);
  admin = await adminLogin(t.app);
  adminId = (await t.db.select().from(users).where(eq(users.account, 'admin')))[0].id;
  const keeper = await newRole('keeper');
  await grant(t.db, 'Role', keeper, 'module', await menuId(t.db, 'role'));
  await grant(t.db, 'Role', keeper, 'button', await buttonId(t.db, 'role', 'btn_authorize'));
  const viewer = await newRole('roleViewer');
  await grant(t.db, 'Role', viewer, 'module', await menuId(t.db, 'role'));
  const keeperId = await createUser(t.db, { account: 'keeper', password: 'P1', roleIds: [keeper] });
  // The rights these tests hand out: nobody grants what they do not hold (access-escalation.test.ts).
  const [spvScheme] = await t.db.select().from(menuDataSchemes).where(eq(menuDataSchemes.enCode, 'spvData')).limit(1);
  for (const menu of ['system', 'sysLog']) await grant(t.db, 'User', keeperId, 'module', await menuId(t.db, menu));
  await grant(t.db, 'User', keeperId, 'button', await buttonId(t.db, 'sysLog', 'btn_remove'));
  await grant(t.db, 'User', keeperId, 'resource', spvScheme.id);
  await createUser(t.db, { account: 'roleViewer', password: 'P1', roleIds: [viewer] });
  await createUser(t.db, { account: 'nobody', password: 'P1' });
  roleKeeper = await login(t.app, 'keeper', 'P1');
  roleViewer = await login(t.app, 'roleViewer', 'P1');
  nobody = await login(t.app, 'nobody', 'P1');
});
afterAll(async () => { await t?.close(); });

async function newRole(enCode: string): Promise<string> {
  const [r] = await t.db.insert(roles).values({ enCode, fullName: enCode }).returning();
  return r.id;
}
async function newPosition(enCode: string): Promise<string> {
  const [p] = await t.db.insert(positions).values({ enCode, fullName: enCode, organizeId: ids.departmentId }).returning();
  return p.id;
}
const base = '/api/permission/Authority/Data';
const flat = (nodes: any[]): any[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
const grantsOf = async (objectId: string) => (await t.db.select().from(authorizations).where(eq(authorizations.objectId, objectId)))
  .map((a) => `${a.objectType}:${a.itemType}:${a.itemId}`).sort();
const grantCount = async () => Number((await t.db.select({ n: count() }).from(authorizations))[0].n);

describe('GET /api/permission/Authority/Data/{objectId}', () => {
  it('answers every tab: the enabled menu tree and, per item kind, the menus having such items with the items as leaves', async () => {
    const role = await newRole('treeRole');
    const sysLog = await menuId(t.db, 'sysLog');
    const [column] = await t.db.insert(menuColumns).values({ moduleId: sysLog, fullName: '时间', enCode: 'creatorTime' }).returning();
    await t.db.insert(menuColumns).values({ moduleId: sysLog, fullName: '停用列', enCode: 'off', enabledMark: 0 });
    const [form] = await t.db.insert(menuForms).values({ moduleId: await menuId(t.db, 'goldStore'), fullName: '名称', enCode: 'name' }).returning();
    await t.db.insert(menus).values([
      { type: 2, fullName: '移动页', enCode: 'appPage', category: 'App', urlAddress: 'pages/a' },
      { type: 2, fullName: '停用页', enCode: 'offPage', urlAddress: 'x/off', enabledMark: 0 },
    ]);
    await grant(t.db, 'Role', role, 'module', sysLog);
    await grant(t.db, 'Role', role, 'column', column.id);
    await grant(t.db, 'Role', role, 'portal', 'somePortal');
    const r = await call(t.app, 'GET', `${base}/${role}`, { token: roleKeeper, query: { objectType: 'Role' } });
    expect(r.code).toBe(200);
    expect(Object.keys(r.data).sort()).toEqual(['button', 'column', 'form', 'module', 'resource']);

    const modules = r.data.module.list;
    expect(modules.map((m: any) => `${m.category}:${m.enCode}`)).toEqual(['Web:gold', 'Web:permission', 'Web:system', 'Web:onlineDev', 'Web:helpDocs', 'App:appPage']);
    const system = modules.find((m: any) => m.enCode === 'system');
    expect(system).toMatchObject({ id: await menuId(t.db, 'system'), parentId: '-1', fullName: '系统管理', icon: 'SettingOutlined', type: 'menu', menuType: 1, category: 'Web' });
    const logNode = system.children.find((m: any) => m.enCode === 'sysLog');
    expect(logNode).toMatchObject({ type: 'menu', menuType: 2, parentId: system.id });
    expect(logNode).not.toHaveProperty('children');
    expect(flat(modules).map((m: any) => m.enCode)).not.toContain('offPage');
    expect(r.data.module.ids).toEqual([sysLog]);

    // Buttons: only menus with buttons, and their directories; the buttons are the menu's leaves.
    const buttons = flat(r.data.button.list);
    expect(buttons.filter((n) => n.type === 'menu').map((n) => n.enCode)).not.toContain('helpDocs');
    expect(buttons.filter((n) => n.type === 'menu').map((n) => n.enCode)).not.toContain('appPage');
    const logButtons = buttons.find((n) => n.id === sysLog).children;
    expect(logButtons).toEqual([{ id: await buttonId(t.db, 'sysLog', 'btn_remove'), parentId: sysLog, fullName: '删除', enCode: 'btn_remove', icon: 'icon-ym icon-ym-btn-clearn', type: 'button' }]);
    expect(r.data.button.ids).toEqual([]);

    const columns = r.data.column.list;
    expect(columns.map((n: any) => n.enCode)).toEqual(['system']);
    expect(columns[0].children.map((n: any) => n.enCode)).toEqual(['sysLog']);
    expect(columns[0].children[0].children).toEqual([{ id: column.id, parentId: sysLog, fullName: '时间', enCode: 'creatorTime', icon: null, type: 'column' }]);
    expect(r.data.column.ids).toEqual([column.id]);
    expect(flat(r.data.form.list).filter((n) => n.type === 'form').map((n) => n.id)).toEqual([form.id]);
    // The gold pages carry the seeded data-rule schemes.
    const spv = flat(r.data.resource.list).find((n) => n.enCode === 'goldSpv');
    expect(spv.children.map((n: any) => [n.type, n.enCode])).toEqual([['resource', 'spvData'], ['resource', 'franchiseeData']]);
    expect(r.data.resource.ids).toEqual([]);
  });

  it('refuses bad input, unknown objects, no session and no permission', async () => {
    const role = await newRole('getRole');
    expect(await call(t.app, 'GET', `${base}/${role}`, { token: admin })).toEqual({ code: 400, msg: 'objectType: 不能为空' });
    expect(await call(t.app, 'GET', `${base}/${role}`, { token: admin, query: { objectType: 'Dept' } })).toEqual({ code: 400, msg: 'objectType: 取值必须是 Role、Position、User 之一' });
    expect(await call(t.app, 'GET', `${base}/nope`, { token: admin, query: { objectType: 'Role' } })).toEqual({ code: 404, msg: '授权对象不存在' });
    // The id of a role is not a user.
    expect((await call(t.app, 'GET', `${base}/${role}`, { token: admin, query: { objectType: 'User' } })).code).toBe(404);
    expect((await call(t.app, 'GET', `${base}/${role}`, { query: { objectType: 'Role' } })).code).toBe(600);
    expect(await call(t.app, 'GET', `${base}/${role}`, { token: nobody, query: { objectType: 'Role' } })).toEqual({ code: 403, msg: '权限不足' });
    expect((await call(t.app, 'GET', `${base}/${role}`, { token: roleViewer, query: { objectType: 'Role' } })).code).toBe(403);
    // btn_authorize of the role page does not extend to users and positions.
    const user = await createUser(t.db, { account: 'getUser' });
    expect((await call(t.app, 'GET', `${base}/${user}`, { token: roleKeeper, query: { objectType: 'User' } })).code).toBe(403);
    expect((await call(t.app, 'GET', `${base}/${ids.positionId}`, { token: roleKeeper, query: { objectType: 'Position' } })).code).toBe(403);
    expect((await call(t.app, 'GET', `${base}/${user}`, { token: admin, query: { objectType: 'User' } })).code).toBe(200);
  });
});

describe('POST /api/permission/Authority/Data/{objectId}/Values', () => {
  it('answers one tab limited to the chosen menus, with the object\'s granted ids of that type', async () => {
    const role = await newRole('valuesRole');
    const remove = await buttonId(t.db, 'sysLog', 'btn_remove');
    await grant(t.db, 'Role', role, 'button', remove);
    const sysLog = await menuId(t.db, 'sysLog');
    const spv = await menuId(t.db, 'goldSpv');
    const r = await call(t.app, 'POST', `${base}/${role}/Values`, { token: roleKeeper, payload: { type: 'button', moduleIds: [sysLog], objectType: 'Role' } });
    expect(r.code).toBe(200);
    expect(r.data.ids).toEqual([remove]);
    expect(r.data.list.map((n: any) => n.enCode)).toEqual(['system']);
    expect(flat(r.data.list).map((n: any) => n.enCode)).toEqual(['system', 'sysLog', 'btn_remove']);
    const two = await call(t.app, 'POST', `${base}/${role}/Values`, { token: roleKeeper, payload: { type: 'button', moduleIds: `${sysLog},${spv}` } });
    expect(two.data.list.map((n: any) => n.enCode)).toEqual(['gold', 'system']);
    const mods = await call(t.app, 'POST', `${base}/${role}/Values`, { token: roleKeeper, payload: { type: 'module', moduleIds: [spv] } });
    expect(flat(mods.data.list).map((n: any) => n.enCode)).toEqual(['gold', 'goldSpv']);
    expect((await call(t.app, 'POST', `${base}/${role}/Values`, { token: admin, payload: { type: 'resource', moduleIds: [] } })).data).toEqual({ list: [], ids: [] });
  });

  it('refuses bad input, unknown objects, no session and no permission', async () => {
    const role = await newRole('valuesBad');
    expect(await call(t.app, 'POST', `${base}/${role}/Values`, { token: admin, payload: { type: 'menu', moduleIds: [] } })).toEqual({ code: 400, msg: 'type: 取值必须是 module、button、column、form、resource 之一', data: { field: 'type' } });
    expect(await call(t.app, 'POST', `${base}/${role}/Values`, { token: admin, payload: { type: 'button' } })).toEqual({ code: 400, msg: 'moduleIds: 不能为空', data: { field: 'moduleIds' } });
    expect(await call(t.app, 'POST', `${base}/nope/Values`, { token: admin, payload: { type: 'button', moduleIds: [] } })).toEqual({ code: 404, msg: '授权对象不存在' });
    expect((await call(t.app, 'POST', `${base}/${role}/Values`, { payload: { type: 'button', moduleIds: [] } })).code).toBe(600);
    expect((await call(t.app, 'POST', `${base}/${role}/Values`, { token: nobody, payload: { type: 'button', moduleIds: [] } })).code).toBe(403);
    const user = await createUser(t.db, { account: 'valuesUser' });
    expect((await call(t.app, 'POST', `${base}/${user}/Values`, { token: roleKeeper, payload: { type: 'button', moduleIds: [], objectType: 'User' } })).code).toBe(403);
    // Without objectType, the object's own type decides.
    expect((await call(t.app, 'POST', `${base}/${user}/Values`, { token: roleKeeper, payload: { type: 'button', moduleIds: [] } })).code).toBe(403);
    expect((await call(t.app, 'POST', `${base}/${role}/Values`, { token: roleKeeper, payload: { type: 'button', moduleIds: [] } })).code).toBe(200);
  });
});

describe('PUT /api/permission/Authority/Data/{objectId}', () => {
  it('replaces every grant of the object except portal grants, in one go', async () => {
    const role = await newRole('putRole');
    const other = await newRole('putOther');
    const sysLog = await menuId(t.db, 'sysLog');
    const system = await menuId(t.db, 'system');
    const remove = await buttonId(t.db, 'sysLog', 'btn_remove');
    const [scheme] = await t.db.select().from(menuDataSchemes).where(eq(menuDataSchemes.enCode, 'spvData')).limit(1);
    await grant(t.db, 'Role', role, 'module', await menuId(t.db, 'helpDocs'));
    await grant(t.db, 'Role', role, 'portal', 'portal1');
    await grant(t.db, 'Role', other, 'module', sysLog);
    const put = (payload: Record<string, unknown>) => call(t.app, 'PUT', `${base}/${role}`, { token: roleKeeper, payload: { objectType: 'Role', ...payload } });
    expect(await put({ module: [system, sysLog, sysLog], button: [remove], resource: [scheme.id] })).toEqual({ code: 200, msg: '保存成功' });
    expect(await grantsOf(role)).toEqual([`Role:button:${remove}`, `Role:module:${sysLog}`, `Role:module:${system}`, 'Role:portal:portal1', `Role:resource:${scheme.id}`].sort());
    const read = await call(t.app, 'GET', `${base}/${role}`, { token: roleKeeper, query: { objectType: 'Role' } });
    expect(read.data.module.ids.sort()).toEqual([system, sysLog].sort());
    expect(read.data.resource.ids).toEqual([scheme.id]);
    expect(await put({})).toMatchObject({ code: 200 });
    expect(await grantsOf(role)).toEqual(['Role:portal:portal1']);
    expect(await grantsOf(other)).toEqual([`Role:module:${sysLog}`]);
  });

  it('refuses unknown ids, unknown objects and the administrator; nothing written', async () => {
    const role = await newRole('putBad');
    const sysLog = await menuId(t.db, 'sysLog');
    await grant(t.db, 'Role', role, 'module', sysLog);
    const before = await grantCount();
    const put = (objectId: string, payload: Record<string, unknown>) => call(t.app, 'PUT', `${base}/${objectId}`, { token: admin, payload });
    expect(await put(role, { objectType: 'Role', module: [sysLog], button: ['nope'] })).toEqual({ code: 400, msg: 'button：包含不存在的项', data: { field: 'button' } });
    // A button id is not a menu id.
    expect(await put(role, { objectType: 'Role', module: [await buttonId(t.db, 'sysLog', 'btn_remove')] })).toEqual({ code: 400, msg: 'module：包含不存在的项', data: { field: 'module' } });
    expect((await call(t.app, 'PUT', `${base}/${role}`, { token: admin, headers: { 'jnpf-lang': 'en' }, payload: { objectType: 'Role', column: ['x'] } })).msg).toBe('column: contains ids that do not exist');
    expect(await put('nope', { objectType: 'Role', module: [] })).toEqual({ code: 404, msg: '授权对象不存在' });
    expect(await put(adminId, { objectType: 'User', module: [sysLog] })).toEqual({ code: 400, msg: '超级管理员拥有所有权限，无需授权' });
    const gone = await createUser(t.db, { account: 'goneUser' });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone));
    expect((await put(gone, { objectType: 'User', module: [sysLog] })).code).toBe(404);
    expect(await put(role, { module: [sysLog] })).toEqual({ code: 400, msg: 'objectType: 不能为空', data: { field: 'objectType' } });
    expect(await put(role, { objectType: 'Role', module: 'abc' })).toMatchObject({ code: 400 });
    expect(await grantCount()).toBe(before);
    expect(await grantsOf(role)).toEqual([`Role:module:${sysLog}`]);
  });

  it('needs a session and btn_authorize of the object\'s own page; nothing written', async () => {
    const role = await newRole('putDenied');
    const user = await createUser(t.db, { account: 'putDeniedUser' });
    const sysLog = await menuId(t.db, 'sysLog');
    const before = await grantCount();
    expect((await call(t.app, 'PUT', `${base}/${role}`, { payload: { objectType: 'Role', module: [sysLog] } })).code).toBe(600);
    expect((await call(t.app, 'PUT', `${base}/${role}`, { token: nobody, payload: { objectType: 'Role', module: [sysLog] } })).code).toBe(403);
    expect((await call(t.app, 'PUT', `${base}/${role}`, { token: roleViewer, payload: { objectType: 'Role', module: [sysLog] } })).code).toBe(403);
    expect(await call(t.app, 'PUT', `${base}/${user}`, { token: roleKeeper, payload: { objectType: 'User', module: [sysLog] } })).toEqual({ code: 403, msg: '权限不足' });
    expect((await call(t.app, 'PUT', `${base}/${ids.positionId}`, { token: roleKeeper, payload: { objectType: 'Position', module: [sysLog] } })).code).toBe(403);
    expect(await grantCount()).toBe(before);
  });
});

describe('POST /api/permission/Authority/Data/Batch', () => {
  it('adds every right to every object, keeping existing grants and adding no duplicates', async () => {
    const [r1, r2] = [await newRole('batch1'), await newRole('batch2')];
    const position = await newPosition('batchPos');
    const user = await createUser(t.db, { account: 'batchUser' });
    const [sysLog, sysConfig] = [await menuId(t.db, 'sysLog'), await menuId(t.db, 'sysConfig')];
    const remove = await buttonId(t.db, 'sysLog', 'btn_remove');
    await grant(t.db, 'Role', r1, 'module', await menuId(t.db, 'helpDocs'));
    await grant(t.db, 'Role', r1, 'module', sysLog);
    const payload = { roleIds: [r1, r2], positionIds: [position], userIds: [user], module: [sysLog, sysConfig], button: [remove] };
    const before = await grantCount();
    expect(await call(t.app, 'POST', `${base}/Batch`, { token: admin, payload })).toEqual({ code: 200, msg: '保存成功' });
    expect(await grantCount()).toBe(before + 4 * 3 - 1);
    expect(await grantsOf(r1)).toEqual([`Role:button:${remove}`, `Role:module:${await menuId(t.db, 'helpDocs')}`, `Role:module:${sysConfig}`, `Role:module:${sysLog}`].sort());
    expect(await grantsOf(position)).toEqual([`Position:button:${remove}`, `Position:module:${sysConfig}`, `Position:module:${sysLog}`].sort());
    expect(await grantsOf(user)).toEqual([`User:button:${remove}`, `User:module:${sysConfig}`, `User:module:${sysLog}`].sort());
    expect((await call(t.app, 'POST', `${base}/Batch`, { token: admin, payload })).code).toBe(200);
    expect(await grantCount()).toBe(before + 11);
  });

  it('refuses empty choices, unknown objects or ids and the administrator; nothing written', async () => {
    const role = await newRole('batchBad');
    const sysLog = await menuId(t.db, 'sysLog');
    const before = await grantCount();
    const batch = (payload: Record<string, unknown>) => call(t.app, 'POST', `${base}/Batch`, { token: admin, payload });
    expect(await batch({ module: [sysLog] })).toEqual({ code: 400, msg: '请选择要授权的角色、岗位或用户' });
    expect(await batch({ roleIds: [role] })).toEqual({ code: 400, msg: '请选择要授予的权限' });
    expect(await batch({ roleIds: [role, 'nope'], module: [sysLog] })).toEqual({ code: 404, msg: '授权对象不存在' });
    expect(await batch({ roleIds: [role], module: [sysLog], form: ['nope'] })).toEqual({ code: 400, msg: 'form：包含不存在的项', data: { field: 'form' } });
    expect(await batch({ roleIds: [role], userIds: [adminId], module: [sysLog] })).toEqual({ code: 400, msg: '超级管理员拥有所有权限，无需授权' });
    expect(await batch({ roleIds: [''], module: [sysLog] })).toEqual({ code: 400, msg: 'roleIds.0: 不能为空' });
    expect(await grantCount()).toBe(before);
  });

  it('needs a session and btn_authorize of every kind of object it touches; nothing written', async () => {
    const role = await newRole('batchDenied');
    const user = await createUser(t.db, { account: 'batchDeniedUser' });
    const sysLog = await menuId(t.db, 'sysLog');
    const before = await grantCount();
    expect((await call(t.app, 'POST', `${base}/Batch`, { payload: { roleIds: [role], module: [sysLog] } })).code).toBe(600);
    expect((await call(t.app, 'POST', `${base}/Batch`, { token: nobody, payload: { roleIds: [role], module: [sysLog] } })).code).toBe(403);
    expect((await call(t.app, 'POST', `${base}/Batch`, { token: roleViewer, payload: { roleIds: [role], module: [sysLog] } })).code).toBe(403);
    expect((await call(t.app, 'POST', `${base}/Batch`, { token: roleKeeper, payload: { roleIds: [role], userIds: [user], module: [sysLog] } })).code).toBe(403);
    expect(await grantCount()).toBe(before);
    expect((await call(t.app, 'POST', `${base}/Batch`, { token: roleKeeper, payload: { roleIds: [role], module: [sysLog] } })).code).toBe(200);
    expect(await grantsOf(role)).toEqual([`Role:module:${sysLog}`]);
  });
});

describe('effective rights after a save', () => {
  const save = (objectType: string, objectId: string, lists: Record<string, string[]>) =>
    call(t.app, 'PUT', `${base}/${objectId}`, { token: admin, payload: { objectType, ...lists } });

  it('a PUT takes effect on the user\'s very next request, both ways', async () => {
    const role = await newRole('liveRole');
    await createUser(t.db, { account: 'live', password: 'P1', roleIds: [role] });
    const token = await login(t.app, 'live', 'P1');
    const config = () => call(t.app, 'GET', '/api/system/SysConfig', { token });
    expect((await config()).code).toBe(403);
    expect((await save('Role', role, { module: [await menuId(t.db, 'sysConfig')] })).code).toBe(200);
    expect((await config()).code).toBe(200);
    expect((await save('Role', role, { module: [] })).code).toBe(200);
    expect((await config()).code).toBe(403);
  });

  it('unites the grants of the user, their roles and positions; a disabled role contributes nothing', async () => {
    const role = await newRole('unionRole');
    const position = await newPosition('unionPos');
    const userId = await createUser(t.db, { account: 'union', password: 'P1', roleIds: [role], positionIds: [position] });
    const token = await login(t.app, 'union', 'P1');
    const removeLogs = () => call(t.app, 'DELETE', '/api/system/Log', { token, payload: { ids: ['no-such-log'] } });
    const readLogs = () => call(t.app, 'GET', '/api/system/Log/1', { token });
    const config = () => call(t.app, 'GET', '/api/system/SysConfig', { token });
    // The menu from the role, its button from the position, another menu for the user alone.
    await save('Role', role, { module: [await menuId(t.db, 'system'), await menuId(t.db, 'sysLog')] });
    await save('Position', position, { button: [await buttonId(t.db, 'sysLog', 'btn_remove')] });
    await save('User', userId, { module: [await menuId(t.db, 'sysConfig')] });
    expect((await removeLogs()).code).toBe(200);
    expect((await readLogs()).code).toBe(200);
    expect((await config()).code).toBe(200);
    await save('Position', position, {});
    expect((await removeLogs()).code).toBe(403);
    expect((await readLogs()).code).toBe(200);
    await t.db.update(roles).set({ enabledMark: 0 }).where(eq(roles.id, role));
    expect((await readLogs()).code).toBe(403);
    expect((await config()).code).toBe(200);
    await t.db.update(roles).set({ enabledMark: 1 }).where(eq(roles.id, role));
    expect((await readLogs()).code).toBe(200);
  });

  it('CurrentUser\'s permissionList shows the granted buttons, columns, forms and resources of the granted menus', async () => {
    const userId = await createUser(t.db, { account: 'perm', password: 'P1' });
    const token = await login(t.app, 'perm', 'P1');
    const spv = await menuId(t.db, 'goldSpv');
    const [column] = await t.db.insert(menuColumns).values({ moduleId: spv, fullName: '名称', enCode: 'name' }).returning();
    const [hidden] = await t.db.insert(menuColumns).values({ moduleId: spv, fullName: '备注', enCode: 'remark' }).returning();
    const [form] = await t.db.insert(menuForms).values({ moduleId: spv, fullName: '名称', enCode: 'name' }).returning();
    const [scheme] = await t.db.select().from(menuDataSchemes).where(and(eq(menuDataSchemes.moduleId, spv), eq(menuDataSchemes.enCode, 'spvData')));
    const add = await buttonId(t.db, 'goldSpv', 'btn_add');
    expect((await save('User', userId, {
      module: [await menuId(t.db, 'gold'), spv], button: [add], column: [column.id], form: [form.id], resource: [scheme.id],
    })).code).toBe(200);
    const me = await call(t.app, 'GET', '/api/oauth/CurrentUser', { token });
    expect(me.data.menuList.map((m: any) => m.enCode)).toEqual(['gold']);
    expect(me.data.permissionList).toEqual([{
      modelId: spv,
      moduleName: 'SPV管理',
      button: [{ id: add, fullName: '新增', enCode: 'btn_add' }],
      column: [{ id: column.id, fullName: '名称', enCode: 'name' }],
      resource: [{ id: scheme.id, fullName: scheme.fullName, enCode: 'spvData' }],
      form: [{ id: form.id, fullName: '名称', enCode: 'name' }],
    }]);
    expect(JSON.stringify(me.data.permissionList)).not.toContain(hidden.id);
    // Other items of the menu (not granted) are absent; so is anything of menus not granted.
    expect((await t.db.select().from(menuButtons).where(and(eq(menuButtons.moduleId, spv), ne(menuButtons.id, add)))).length).toBeGreaterThan(0);
  });
});
