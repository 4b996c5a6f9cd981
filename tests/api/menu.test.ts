import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { authorizations, menuButtons, menuColumns, menuDataSchemes, menuForms, menus, roles } from '../../server/db/schema';
import { adminLogin, call, createTestApp, createUser, grant, login, menuId, type TestContext } from './helpers';

let t: TestContext;
let admin: string;
let viewer: string; // holds the menu page, none of its buttons
let nobody: string; // holds nothing
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t.app);
  const [role] = await t.db.insert(roles).values({ enCode: 'menuViewer', fullName: '菜单查看' }).returning();
  await grant(t.db, 'Role', role.id, 'module', await menuId(t.db, 'menu'));
  await createUser(t.db, { account: 'viewer', password: 'P1', roleIds: [role.id] });
  await createUser(t.db, { account: 'nobody', password: 'P1' });
  viewer = await login(t.app, 'viewer', 'P1');
  nobody = await login(t.app, 'nobody', 'P1');
});
afterAll(async () => { await t?.close(); });

const base = '/api/system/Menu';
const rows = async (table: PgTable) => Number((await t.db.select({ n: count() }).from(table))[0].n);
const menuRow = async (id: string) => (await t.db.select().from(menus).where(eq(menus.id, id)))[0];
const create = async (payload: Record<string, unknown>, token = admin) => call(t.app, 'POST', base, { token, payload });
/** Creates a menu and returns its id; fails the test when refused. */
async function made(payload: Record<string, unknown>): Promise<string> {
  const r = await create(payload);
  expect(r).toMatchObject({ code: 200, msg: '新建成功' });
  return r.data.id as string;
}
const flat = (nodes: any[]): any[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

describe('GET /api/system/Menu', () => {
  it('answers every menu of the category as a tree in sort order, disabled ones too', async () => {
    const r = await call(t.app, 'GET', base, { token: viewer });
    expect(r.code).toBe(200);
    expect(r.data.list.map((m: any) => m.enCode)).toEqual(['gold', 'permission', 'system', 'onlineDev', 'helpDocs']);
    const system = r.data.list.find((m: any) => m.enCode === 'system');
    expect(system.children.map((m: any) => m.enCode)).toEqual(expect.arrayContaining(['menu', 'dictionary', 'sysLog']));
    const page = system.children.find((m: any) => m.enCode === 'menu');
    expect(page).toEqual({
      id: expect.any(String), parentId: system.id, type: 2, fullName: '菜单管理', fullNameZhtw: '選單管理', fullNameEn: 'Menus', enCode: 'menu',
      icon: 'MenuOutlined', urlAddress: 'system/menu',
      linkTarget: null, category: 'Web', propertyJson: null, isButtonAuthorize: 1, isColumnAuthorize: 0, isDataAuthorize: 0, isFormAuthorize: 0,
      description: null, sortCode: expect.any(Number), enabledMark: 1, creatorTime: expect.any(Number), hasChildren: false, children: [],
    });
    const docs = await menuId(t.db, 'helpDocs');
    await t.db.update(menus).set({ enabledMark: 0 }).where(eq(menus.id, docs));
    const again = await call(t.app, 'GET', base, { token: viewer });
    expect(again.data.list.find((m: any) => m.id === docs)).toMatchObject({ enabledMark: 0 });
    await t.db.update(menus).set({ enabledMark: 1 }).where(eq(menus.id, docs));
  });

  it('a keyword keeps the hits with their ancestors; category App has its own menus', async () => {
    const r = await call(t.app, 'GET', base, { token: viewer, query: { keyword: '字典' } });
    expect(r.data.list.map((m: any) => m.enCode)).toEqual(['system']);
    expect(r.data.list[0].children.map((m: any) => m.enCode)).toEqual(['dictionary']);
    const byCode = await call(t.app, 'GET', base, { token: viewer, query: { keyword: 'BILLRULE' } });
    expect(flat(byCode.data.list).map((m: any) => m.enCode)).toEqual(['system', 'billRule']);
    expect((await call(t.app, 'GET', base, { token: viewer, query: { category: 'App' } })).data.list).toEqual([]);
    await made({ type: 2, fullName: '移动首页', enCode: 'appHome', category: 'App', urlAddress: 'pages/home' });
    const app = await call(t.app, 'GET', base, { token: viewer, query: { category: 'App' } });
    expect(app.data.list.map((m: any) => m.enCode)).toEqual(['appHome']);
  });

  it('bad input, no session, no permission', async () => {
    expect((await call(t.app, 'GET', base, { token: viewer, query: { category: 'Desktop' } }))).toEqual({ code: 400, msg: 'category: 取值必须是 Web、App 之一' });
    expect((await call(t.app, 'GET', base)).code).toBe(600);
    expect(await call(t.app, 'GET', base, { token: nobody })).toEqual({ code: 403, msg: '权限不足' });
  });
});

describe('GET /api/system/Menu/Selector/{id}', () => {
  it('answers the directories only, without the menu itself and its sub-tree', async () => {
    const system = await menuId(t.db, 'system');
    const sub = await made({ type: 1, fullName: '子目录', enCode: 'subDir', parentId: system });
    await made({ type: 1, fullName: '孙目录', enCode: 'subSubDir', parentId: sub });
    const all = await call(t.app, 'GET', `${base}/Selector/0`, { token: viewer });
    expect(all.code).toBe(200);
    expect(flat(all.data.list).every((m: any) => m.type === 1)).toBe(true);
    expect(all.data.list.map((m: any) => m.enCode)).toEqual(['gold', 'permission', 'system', 'onlineDev']);
    expect(flat(all.data.list).map((m: any) => m.enCode)).toEqual(expect.arrayContaining(['subDir', 'subSubDir']));
    const withoutSub = await call(t.app, 'GET', `${base}/Selector/${sub}`, { token: viewer });
    const codes = flat(withoutSub.data.list).map((m: any) => m.enCode);
    expect(codes).toContain('system');
    expect(codes).not.toContain('subDir');
    expect(codes).not.toContain('subSubDir');
    const withoutSystem = await call(t.app, 'GET', `${base}/Selector/${system}`, { token: viewer });
    expect(flat(withoutSystem.data.list).map((m: any) => m.enCode)).toEqual(['gold', 'goldFinancial', 'goldEndMonth', 'permission', 'onlineDev']);
    expect((await call(t.app, 'GET', `${base}/Selector/0`, { token: viewer, query: { category: 'App' } })).data.list).toEqual([]);
  });

  it('no session, no permission', async () => {
    expect((await call(t.app, 'GET', `${base}/Selector/0`)).code).toBe(600);
    expect((await call(t.app, 'GET', `${base}/Selector/0`, { token: nobody })).code).toBe(403);
  });
});

describe('POST /api/system/Menu', () => {
  it('creates menus of every type; defaults fill what is left out', async () => {
    const dir = await made({ type: 1, fullName: '报表中心', enCode: 'reports' });
    expect(await menuRow(dir)).toMatchObject({ parentId: '-1', category: 'Web', enabledMark: 1, sortCode: 0, isButtonAuthorize: 0, icon: null });
    const page = await made({
      type: 2, fullName: '销售报表', enCode: 'salesPage', parentId: dir, urlAddress: ' gold/sales ', icon: 'BarChartOutlined',
      isButtonAuthorize: true, isColumnAuthorize: 1, sortCode: 3, enabledMark: 0, description: '',
    });
    expect(await menuRow(page)).toMatchObject({
      parentId: dir, urlAddress: 'gold/sales', icon: 'BarChartOutlined', isButtonAuthorize: 1, isColumnAuthorize: 1, sortCode: 3, enabledMark: 0, description: null, createdBy: expect.any(String),
    });
    const model = await made({ type: 3, fullName: '在线表单', enCode: 'model1', parentId: dir, propertyJson: { moduleId: 'm1', isTree: 0 } });
    expect(JSON.parse((await menuRow(model)).propertyJson!)).toEqual({ moduleId: 'm1', isTree: 0 });
    const report = await made({ type: 5, fullName: '数据报表', enCode: 'report1', parentId: dir, propertyJson: '{"moduleId":"r1"}' });
    expect((await menuRow(report)).propertyJson).toBe('{"moduleId":"r1"}');
    const link = await made({ type: 7, fullName: '官网', enCode: 'site', parentId: dir, urlAddress: 'https://example.com', linkTarget: '_blank' });
    expect(await menuRow(link)).toMatchObject({ type: 7, linkTarget: '_blank' });
  });

  it('rejects bad input with the field and writes nothing', async () => {
    const before = await rows(menus);
    expect(await create({ type: 2, enCode: 'x1', urlAddress: 'a' })).toEqual({ code: 400, msg: 'fullName: 不能为空', data: { field: 'fullName' } });
    expect(await create({ type: 9, fullName: 'x', enCode: 'x1' })).toEqual({ code: 400, msg: 'type: 不能大于8', data: { field: 'type' } });
    expect(await create({ type: 0, fullName: 'x', enCode: 'x1' })).toEqual({ code: 400, msg: 'type: 不能小于1', data: { field: 'type' } });
    expect(await create({ type: 1, fullName: 'x', enCode: 'has space' })).toEqual({ code: 400, msg: 'enCode: 格式不正确', data: { field: 'enCode' } });
    expect(await create({ type: 1, fullName: '   ', enCode: 'x1' })).toEqual({ code: 400, msg: 'fullName：不能为空', data: { field: 'fullName' } });
    expect(await create({ type: 1, fullName: 'x', enCode: 'x1', category: 'Phone' })).toEqual({ code: 400, msg: 'category: 取值必须是 Web、App 之一', data: { field: 'category' } });
    expect((await call(t.app, 'POST', base, { token: admin, payload: { type: 1, fullName: 'x' }, headers: { 'jnpf-lang': 'en' } })).msg).toBe('enCode: is required');
    expect(await rows(menus)).toBe(before);
  });

  it('needs an address for pages, data screens and links, and a moduleId for types 3, 4, 5 and 8', async () => {
    const before = await rows(menus);
    for (const type of [2, 6, 7]) {
      expect(await create({ type, fullName: `无地址${type}`, enCode: `noUrl${type}` })).toEqual({ code: 400, msg: 'urlAddress：页面、大屏和外链菜单的地址不能为空', data: { field: 'urlAddress' } });
      expect((await create({ type, fullName: `空地址${type}`, enCode: `blankUrl${type}`, urlAddress: '  ' })).code).toBe(400);
    }
    for (const type of [3, 4, 5, 8]) {
      expect(await create({ type, fullName: `无模块${type}`, enCode: `noModule${type}` })).toEqual({ code: 400, msg: 'propertyJson：功能、字典、报表和门户菜单须指定 moduleId', data: { field: 'propertyJson' } });
      expect((await create({ type, fullName: `空模块${type}`, enCode: `blankModule${type}`, propertyJson: { moduleId: '', isTree: 0 } })).code).toBe(400);
    }
    expect(await create({ type: 4, fullName: '坏JSON', enCode: 'badJson', propertyJson: '{moduleId' })).toEqual({ code: 400, msg: 'propertyJson：必须是 JSON 对象', data: { field: 'propertyJson' } });
    expect((await create({ type: 4, fullName: '数组', enCode: 'arrJson', propertyJson: '[1]' })).code).toBe(400);
    const en = await call(t.app, 'POST', base, { token: admin, payload: { type: 2, fullName: 'x', enCode: 'x2' }, headers: { 'jnpf-lang': 'en' } });
    expect(en.msg).toBe('urlAddress: pages, data screens and links need an address');
    expect(await rows(menus)).toBe(before);
  });

  it('keeps codes unique per category and names unique among siblings', async () => {
    const before = await rows(menus);
    expect(await create({ type: 1, fullName: '另一个系统', enCode: 'system' })).toEqual({ code: 409, msg: '菜单编码不能重复' });
    expect(await create({ type: 1, fullName: '系统管理', enCode: 'system2' })).toEqual({ code: 409, msg: '菜单名称不能重复' });
    expect(await rows(menus)).toBe(before);
    // The same code in the other category, the same name under another parent: both fine.
    await made({ type: 1, fullName: '系统管理', enCode: 'system', category: 'App' });
    await made({ type: 2, fullName: '系统管理', enCode: 'systemPage', parentId: await menuId(t.db, 'gold'), urlAddress: 'x/y' });
  });

  it('keeps codes and names unique when two saves race', async () => {
    const both = await Promise.all([1, 2].map((n) => create({ type: 1, fullName: `并发${n}`, enCode: 'raceCode' })));
    expect(both.map((r) => r.code).sort()).toEqual([200, 409]);
    const names = await Promise.all([1, 2].map((n) => create({ type: 1, fullName: '并发目录', enCode: `raceName${n}` })));
    expect(names.map((r) => r.code).sort()).toEqual([200, 409]);
  });

  it('needs an existing directory of the same category as parent', async () => {
    const before = await rows(menus);
    const msg = '上级菜单必须是同一分类中已存在的目录';
    expect(await create({ type: 1, fullName: 'a', enCode: 'a1', parentId: 'nope' })).toEqual({ code: 400, msg, data: { field: 'parentId' } });
    expect(await create({ type: 1, fullName: 'a', enCode: 'a1', parentId: await menuId(t.db, 'sysLog') })).toEqual({ code: 400, msg, data: { field: 'parentId' } });
    expect(await create({ type: 1, fullName: 'a', enCode: 'a1', parentId: await menuId(t.db, 'system'), category: 'App' })).toEqual({ code: 400, msg, data: { field: 'parentId' } });
    expect(await rows(menus)).toBe(before);
  });

  it('no session, and no btn_add: nothing written', async () => {
    const before = await rows(menus);
    expect((await call(t.app, 'POST', base, { payload: { type: 1, fullName: 'v', enCode: 'v1' } })).code).toBe(600);
    expect(await create({ type: 1, fullName: 'v', enCode: 'v1' }, viewer)).toEqual({ code: 403, msg: '权限不足' });
    expect((await create({ type: 1, fullName: 'v', enCode: 'v1' }, nobody)).code).toBe(403);
    expect(await rows(menus)).toBe(before);
  });
});

describe('GET and PUT /api/system/Menu/{id}', () => {
  it('reads one menu; 404 when missing', async () => {
    const id = await menuId(t.db, 'sysLog');
    const r = await call(t.app, 'GET', `${base}/${id}`, { token: viewer });
    expect(r.data).toMatchObject({ id, enCode: 'sysLog', type: 2, urlAddress: 'system/log', category: 'Web' });
    expect(r.data).not.toHaveProperty('children');
    expect(await call(t.app, 'GET', `${base}/nope`, { token: viewer })).toEqual({ code: 404, msg: '菜单不存在' });
    expect((await call(t.app, 'GET', `${base}/${id}`)).code).toBe(600);
    expect((await call(t.app, 'GET', `${base}/${id}`, { token: nobody })).code).toBe(403);
  });

  it('updates the given fields; left-out fields keep their value', async () => {
    const dir = await made({ type: 1, fullName: '旧目录', enCode: 'oldDir', icon: 'A', description: '说明', sortCode: 5 });
    const r = await call(t.app, 'PUT', `${base}/${dir}`, { token: admin, payload: { type: 1, fullName: '新目录', enCode: 'newDir', icon: null } });
    expect(r).toEqual({ code: 200, msg: '更新成功' });
    expect(await menuRow(dir)).toMatchObject({ fullName: '新目录', enCode: 'newDir', icon: null, description: '说明', sortCode: 5, updatedBy: expect.any(String) });
    // Its own code and name are not duplicates of itself.
    expect((await call(t.app, 'PUT', `${base}/${dir}`, { token: admin, payload: { type: 1, fullName: '新目录', enCode: 'newDir' } })).code).toBe(200);
  });

  it('applies the creation rules and keeps the tree sound', async () => {
    const top = await made({ type: 1, fullName: '顶层', enCode: 'top' });
    const mid = await made({ type: 1, fullName: '中层', enCode: 'mid', parentId: top });
    const leaf = await made({ type: 1, fullName: '底层', enCode: 'bottom', parentId: mid });
    const put = (id: string, payload: Record<string, unknown>) => call(t.app, 'PUT', `${base}/${id}`, { token: admin, payload });
    const snapshot = async () => t.db.select().from(menus).orderBy(menus.id);
    const before = await snapshot();
    expect(await put(top, { type: 1, fullName: '顶层', enCode: 'top', parentId: top })).toEqual({ code: 400, msg: '上级不能是自己或自己的下级', data: { field: 'parentId' } });
    expect(await put(top, { type: 1, fullName: '顶层', enCode: 'top', parentId: leaf })).toEqual({ code: 400, msg: '上级不能是自己或自己的下级', data: { field: 'parentId' } });
    expect(await put(mid, { type: 2, fullName: '中层', enCode: 'mid', urlAddress: 'a/b' })).toEqual({ code: 400, msg: '该菜单下有子菜单，类型只能是目录', data: { field: 'type' } });
    expect(await put(top, { type: 1, fullName: '顶层', enCode: 'top', category: 'App' })).toEqual({ code: 400, msg: '该菜单下有子菜单，不能更改分类', data: { field: 'category' } });
    expect(await put(mid, { type: 1, fullName: '中层', enCode: 'system' })).toEqual({ code: 409, msg: '菜单编码不能重复' });
    expect(await put(top, { type: 1, fullName: '系统管理', enCode: 'top' })).toEqual({ code: 409, msg: '菜单名称不能重复' });
    expect(await put(top, { type: 7, fullName: '顶层', enCode: 'top', urlAddress: 'https://example.com' })).toEqual({ code: 400, msg: '该菜单下有子菜单，类型只能是目录', data: { field: 'type' } });
    expect(await put(leaf, { type: 2, fullName: '底层', enCode: 'bottom' })).toMatchObject({ code: 400, msg: 'urlAddress：页面、大屏和外链菜单的地址不能为空' });
    expect(await put(leaf, { type: 1, fullName: '底层', enCode: 'bottom', parentId: await menuId(t.db, 'sysLog') })).toMatchObject({ code: 400 });
    expect(await put(leaf, { type: 1, fullName: '', enCode: 'bottom' })).toEqual({ code: 400, msg: 'fullName: 不能为空', data: { field: 'fullName' } });
    expect(await put('nope', { type: 1, fullName: 'x', enCode: 'x' })).toEqual({ code: 404, msg: '菜单不存在' });
    expect(await snapshot()).toEqual(before);
    // A legal move: the bottom directory to the top level, then into another category.
    expect((await put(leaf, { type: 1, fullName: '底层', enCode: 'bottom', parentId: '-1' })).code).toBe(200);
    expect((await put(leaf, { type: 1, fullName: '底层', enCode: 'bottom', category: 'App' })).code).toBe(200);
    expect(await menuRow(leaf)).toMatchObject({ parentId: '-1', category: 'App' });
  });

  it('no session, and no btn_edit: nothing written', async () => {
    const id = await menuId(t.db, 'sysLog');
    const before = await menuRow(id);
    const payload = { type: 2, fullName: '改名', enCode: 'sysLog', urlAddress: 'system/log' };
    expect((await call(t.app, 'PUT', `${base}/${id}`, { payload })).code).toBe(600);
    expect((await call(t.app, 'PUT', `${base}/${id}`, { token: viewer, payload })).code).toBe(403);
    expect(await menuRow(id)).toEqual(before);
  });
});

describe('PUT /api/system/Menu/{id}/Actions/State', () => {
  it('toggles enabled and disabled; 404 when missing; needs btn_edit', async () => {
    const id = await made({ type: 1, fullName: '开关', enCode: 'toggleMe' });
    const state = (token?: string) => call(t.app, 'PUT', `${base}/${id}/Actions/State`, { token });
    expect(await state(admin)).toEqual({ code: 200, msg: '更新成功', data: { enabledMark: 0 } });
    expect((await menuRow(id)).enabledMark).toBe(0);
    expect((await state(admin)).data).toEqual({ enabledMark: 1 });
    expect((await state()).code).toBe(600);
    expect((await state(viewer)).code).toBe(403);
    expect((await menuRow(id)).enabledMark).toBe(1);
    expect(await call(t.app, 'PUT', `${base}/nope/Actions/State`, { token: admin })).toEqual({ code: 404, msg: '菜单不存在' });
  });
});

describe('DELETE /api/system/Menu/{id}', () => {
  it('is refused while the menu has sub-menus', async () => {
    const dir = await made({ type: 1, fullName: '有子菜单', enCode: 'withChild' });
    await made({ type: 1, fullName: '子', enCode: 'theChild', parentId: dir });
    expect(await call(t.app, 'DELETE', `${base}/${dir}`, { token: admin })).toEqual({ code: 400, msg: '此记录被关联引用,不允许被删除' });
    expect(await menuRow(dir)).toBeTruthy();
  });

  it('removes the menu with its buttons, columns, forms, schemes and every grant of them, nothing else', async () => {
    const page = await made({ type: 2, fullName: '待删页面', enCode: 'doomed', urlAddress: 'x/doomed' });
    const other = await menuId(t.db, 'sysLog');
    const [button] = await t.db.insert(menuButtons).values({ moduleId: page, fullName: '新增', enCode: 'btn_add' }).returning();
    const [column] = await t.db.insert(menuColumns).values({ moduleId: page, fullName: '名称', enCode: 'name' }).returning();
    const [form] = await t.db.insert(menuForms).values({ moduleId: page, fullName: '名称', enCode: 'name' }).returning();
    const [scheme] = await t.db.insert(menuDataSchemes).values({ moduleId: page, fullName: '全部', enCode: 'all' }).returning();
    const [role] = await t.db.insert(roles).values({ enCode: 'doomedRole', fullName: '待删角色' }).returning();
    for (const [type, id] of [['module', page], ['button', button.id], ['column', column.id], ['form', form.id], ['resource', scheme.id], ['module', other]] as const) {
      await grant(t.db, 'Role', role.id, type, id);
    }
    const counts = async () => Promise.all([menus, menuButtons, menuColumns, menuForms, menuDataSchemes, authorizations].map(rows));
    const before = await counts();
    expect((await call(t.app, 'DELETE', `${base}/${page}`)).code).toBe(600);
    expect((await call(t.app, 'DELETE', `${base}/${page}`, { token: viewer })).code).toBe(403);
    expect(await counts()).toEqual(before);
    expect(await call(t.app, 'DELETE', `${base}/${page}`, { token: admin })).toEqual({ code: 200, msg: '删除成功' });
    expect(await counts()).toEqual([before[0] - 1, before[1] - 1, before[2] - 1, before[3] - 1, before[4] - 1, before[5] - 5]);
    const left = await t.db.select().from(authorizations).where(eq(authorizations.objectId, role.id));
    expect(left.map((a) => a.itemId)).toEqual([other]);
    expect(await call(t.app, 'DELETE', `${base}/${page}`, { token: admin })).toEqual({ code: 404, msg: '菜单不存在' });
  });
});
