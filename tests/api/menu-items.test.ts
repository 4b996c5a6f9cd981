import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { authorizations, menuButtons, menuColumns, menuDataSchemes, menuForms, roles } from '../../server/db/schema';
import { adminLogin, call, createTestApp, createUser, grant, login, menuId, type TestContext } from './helpers';

let t: TestContext;
let admin: string;
let viewer: string; // holds the menu page, none of its buttons
let nobody: string;
let menuPage: string; // the seeded menu administration page (buttons btn_add, btn_edit, btn_remove)
let logPage: string;
let role: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t.app);
  const [r] = await t.db.insert(roles).values({ enCode: 'itemViewer', fullName: '菜单项查看' }).returning();
  role = r.id;
  menuPage = await menuId(t.db, 'menu');
  logPage = await menuId(t.db, 'sysLog');
  await grant(t.db, 'Role', role, 'module', menuPage);
  await createUser(t.db, { account: 'viewer', password: 'P1', roleIds: [role] });
  await createUser(t.db, { account: 'nobody', password: 'P1' });
  viewer = await login(t.app, 'viewer', 'P1');
  nobody = await login(t.app, 'nobody', 'P1');
});
afterAll(async () => { await t?.close(); });

const rows = async (table: PgTable) => Number((await t.db.select({ n: count() }).from(table))[0].n);
const flat = (nodes: any[]): any[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

interface KindCase {
  kind: string;
  base: string;
  table: PgTable & { id: any };
  codeTaken: string;
  notFound: string;
  extra: Record<string, string>;
}

const KINDS: KindCase[] = [
  { kind: 'button', base: '/api/system/ModuleButton', table: menuButtons, codeTaken: '按钮编码不能重复', notFound: '按钮不存在', extra: { icon: 'PlusOutlined', urlAddress: '/api/x' } },
  { kind: 'column', base: '/api/system/ModuleColumn', table: menuColumns, codeTaken: '列表字段编码不能重复', notFound: '列表字段不存在', extra: { bindTable: 'gold_spvs', bindTableName: 'SPV' } },
  { kind: 'form', base: '/api/system/ModuleForm', table: menuForms, codeTaken: '表单字段编码不能重复', notFound: '表单字段不存在', extra: { bindTable: 'gold_spvs' } },
];

describe.each(KINDS)('$base', ({ kind, base, table, codeTaken, notFound, extra }) => {
  const post = (payload: Record<string, unknown>, token: string | null = admin) => call(t.app, 'POST', base, { token: token ?? undefined, payload });
  const put = (id: string, payload: Record<string, unknown>, token: string | null = admin) => call(t.app, 'PUT', `${base}/${id}`, { token: token ?? undefined, payload });
  const stored = async (id: string) => (await t.db.select().from(table).where(eq(table.id, id)))[0] as Record<string, unknown>;
  async function made(payload: Record<string, unknown>): Promise<string> {
    const r = await post({ moduleId: logPage, ...payload });
    expect(r).toMatchObject({ code: 200, msg: '新建成功' });
    return r.data.id as string;
  }

  it('POST creates an item of a menu with its own fields; defaults fill what is left out', async () => {
    const id = await made({ fullName: '导出', enCode: `${kind}_export`, sortCode: 4, ...extra });
    expect(await stored(id)).toMatchObject({ moduleId: logPage, parentId: '-1', fullName: '导出', enCode: `${kind}_export`, sortCode: 4, enabledMark: 1, createdBy: expect.any(String), ...extra });
    const plain = await made({ fullName: '简单', enCode: `${kind}_plain`, enabledMark: 0 });
    expect(await stored(plain)).toMatchObject({ enabledMark: 0, sortCode: 0, ...Object.fromEntries(Object.keys(extra).map((k) => [k, null])) });
  });

  it('GET /{moduleId}/List answers the menu\'s items (disabled too) as a tree; a keyword keeps ancestors', async () => {
    const parent = await made({ fullName: '更多', enCode: `${kind}_more`, sortCode: 10 });
    const child = await made({ fullName: '打印', enCode: `${kind}_print`, parentId: parent });
    const r = await call(t.app, 'GET', `${base}/${logPage}/List`, { token: viewer });
    expect(r.code).toBe(200);
    const node = r.data.list.find((n: any) => n.id === parent);
    expect(node.children.map((c: any) => c.id)).toEqual([child]);
    expect(node).toMatchObject({ moduleId: logPage, parentId: '-1', fullName: '更多', enCode: `${kind}_more`, enabledMark: 1, creatorTime: expect.any(Number), hasChildren: true });
    expect(r.data.list.some((n: any) => n.enabledMark === 0)).toBe(true);
    const hit = await call(t.app, 'GET', `${base}/${logPage}/List`, { token: viewer, query: { keyword: '打印' } });
    expect(flat(hit.data.list).map((n: any) => n.id)).toEqual([parent, child]);
    expect(await call(t.app, 'GET', `${base}/nope/List`, { token: viewer })).toEqual({ code: 404, msg: '菜单不存在' });
    expect((await call(t.app, 'GET', `${base}/${logPage}/List`)).code).toBe(600);
    expect((await call(t.app, 'GET', `${base}/${logPage}/List`, { token: nobody })).code).toBe(403);
  });

  it('POST keeps codes unique per menu and parents within the menu; bad input writes nothing', async () => {
    await made({ fullName: '唯一', enCode: `${kind}_unique` });
    const otherMenuItem = (await post({ moduleId: menuPage, fullName: '别处', enCode: `${kind}_elsewhere` })).data.id as string;
    const before = await rows(table);
    expect(await post({ moduleId: logPage, fullName: '重复', enCode: `${kind}_unique` })).toEqual({ code: 409, msg: codeTaken });
    expect(await post({ moduleId: logPage, fullName: 'x', enCode: `${kind}_x`, parentId: otherMenuItem })).toEqual({ code: 400, msg: 'parentId：上级必须是同一菜单中的项', data: { field: 'parentId' } });
    expect(await post({ moduleId: 'nope', fullName: 'x', enCode: `${kind}_x` })).toEqual({ code: 400, msg: 'moduleId：所属菜单不存在', data: { field: 'moduleId' } });
    expect(await post({ fullName: 'x', enCode: `${kind}_x` })).toEqual({ code: 400, msg: 'moduleId: 不能为空', data: { field: 'moduleId' } });
    expect(await post({ moduleId: logPage, enCode: `${kind}_x` })).toEqual({ code: 400, msg: 'fullName: 不能为空', data: { field: 'fullName' } });
    expect(await post({ moduleId: logPage, fullName: 'x', enCode: 'a b' })).toEqual({ code: 400, msg: 'enCode: 格式不正确', data: { field: 'enCode' } });
    expect(await post({ moduleId: logPage, fullName: 'x', enCode: `${kind}_x`, enabledMark: 3 })).toEqual({ code: 400, msg: 'enabledMark: 取值必须是 0、1 之一', data: { field: 'enabledMark' } });
    expect(await rows(table)).toBe(before);
    // The same code on another menu is fine.
    expect((await post({ moduleId: menuPage, fullName: '唯一', enCode: `${kind}_unique` })).code).toBe(200);
  });

  it('POST keeps codes unique when two saves race', async () => {
    const both = await Promise.all([1, 2].map((n) => post({ moduleId: logPage, fullName: `并发${n}`, enCode: `${kind}_race` })));
    expect(both.map((r) => r.code).sort()).toEqual([200, 409]);
    expect((await t.db.select().from(table).where(eq((table as any).enCode, `${kind}_race`))).length).toBe(1);
  });

  it('POST needs a session and btn_add (nothing written)', async () => {
    const before = await rows(table);
    expect((await post({ moduleId: logPage, fullName: 'x', enCode: `${kind}_denied` }, null)).code).toBe(600);
    expect(await post({ moduleId: logPage, fullName: 'x', enCode: `${kind}_denied` }, viewer)).toEqual({ code: 403, msg: '权限不足' });
    expect(await rows(table)).toBe(before);
  });

  it('GET /{id} reads one item; PUT updates it, fields left out keep their value, and it stays with its menu', async () => {
    const id = await made({ fullName: '编辑前', enCode: `${kind}_edit`, sortCode: 7, ...extra });
    const read = await call(t.app, 'GET', `${base}/${id}`, { token: viewer });
    expect(read.data).toMatchObject({ id, moduleId: logPage, fullName: '编辑前', enCode: `${kind}_edit`, sortCode: 7, ...extra });
    expect(read.data).not.toHaveProperty('createdBy');
    expect(await call(t.app, 'GET', `${base}/nope`, { token: viewer })).toEqual({ code: 404, msg: notFound });
    const firstExtra = Object.keys(extra)[0];
    expect(await put(id, { moduleId: logPage, fullName: '编辑后', enCode: `${kind}_edited`, [firstExtra]: '' })).toEqual({ code: 200, msg: '更新成功' });
    expect(await stored(id)).toMatchObject({ fullName: '编辑后', enCode: `${kind}_edited`, sortCode: 7, [firstExtra]: null, updatedBy: expect.any(String) });
    const before = await stored(id);
    expect(await put(id, { moduleId: menuPage, fullName: 'x', enCode: 'x' })).toEqual({ code: 400, msg: 'moduleId：不能更改所属菜单', data: { field: 'moduleId' } });
    expect(await put(id, { fullName: 'x', enCode: `${kind}_unique` })).toEqual({ code: 409, msg: codeTaken });
    expect(await put(id, { fullName: 'x', enCode: 'x', parentId: id })).toEqual({ code: 400, msg: '上级不能是自己或自己的下级', data: { field: 'parentId' } });
    const child = await made({ fullName: '下级', enCode: `${kind}_below`, parentId: id });
    expect(await put(id, { fullName: 'x', enCode: 'x', parentId: child })).toEqual({ code: 400, msg: '上级不能是自己或自己的下级', data: { field: 'parentId' } });
    expect(await put('nope', { fullName: 'x', enCode: 'x' })).toEqual({ code: 404, msg: notFound });
    expect((await put(id, { fullName: 'x', enCode: 'x' }, null)).code).toBe(600);
    expect((await put(id, { fullName: 'x', enCode: 'x' }, viewer)).code).toBe(403);
    expect(await stored(id)).toEqual(before);
  });

  it('PUT /{id}/Actions/State toggles; needs btn_edit', async () => {
    const id = await made({ fullName: '开关', enCode: `${kind}_toggle` });
    const state = (token?: string) => call(t.app, 'PUT', `${base}/${id}/Actions/State`, { token });
    expect(await state(admin)).toEqual({ code: 200, msg: '更新成功', data: { enabledMark: 0 } });
    expect((await state(admin)).data).toEqual({ enabledMark: 1 });
    expect((await state()).code).toBe(600);
    expect((await state(viewer)).code).toBe(403);
    expect((await stored(id)).enabledMark).toBe(1);
    expect(await call(t.app, 'PUT', `${base}/nope/Actions/State`, { token: admin })).toEqual({ code: 404, msg: notFound });
  });

  it('DELETE removes the item and its grants; refused while it has sub-items; needs btn_remove', async () => {
    const parent = await made({ fullName: '父项', enCode: `${kind}_parent` });
    const child = await made({ fullName: '子项', enCode: `${kind}_child`, parentId: parent });
    await grant(t.db, 'Role', role, kind, child);
    await grant(t.db, 'Role', role, kind, parent);
    expect(await call(t.app, 'DELETE', `${base}/${parent}`, { token: admin })).toEqual({ code: 400, msg: '此记录被关联引用,不允许被删除' });
    expect((await call(t.app, 'DELETE', `${base}/${child}`)).code).toBe(600);
    expect((await call(t.app, 'DELETE', `${base}/${child}`, { token: viewer })).code).toBe(403);
    expect(await stored(child)).toBeTruthy();
    const grantsBefore = await rows(authorizations);
    expect(await call(t.app, 'DELETE', `${base}/${child}`, { token: admin })).toEqual({ code: 200, msg: '删除成功' });
    expect(await stored(child)).toBeUndefined();
    expect(await rows(authorizations)).toBe(grantsBefore - 1);
    expect((await t.db.select().from(authorizations).where(eq(authorizations.itemId, parent))).length).toBe(1);
    expect(await call(t.app, 'DELETE', `${base}/${child}`, { token: admin })).toEqual({ code: 404, msg: notFound });
  });
});

describe('/api/system/ModuleDataAuthorizeScheme', () => {
  const base = '/api/system/ModuleDataAuthorizeScheme';
  let spvPage: string;
  beforeAll(async () => { spvPage = await menuId(t.db, 'goldSpv'); });
  const post = (payload: Record<string, unknown>, token: string | null = admin) => call(t.app, 'POST', base, { token: token ?? undefined, payload });
  const stored = async (id: string) => (await t.db.select().from(menuDataSchemes).where(eq(menuDataSchemes.id, id)))[0];
  const own = [{ logic: 'and', groups: [{ field: 'spvId', op: 'Equal', value: '@spvId' }] }];

  it('GET /{moduleId}/Fields answers the fields the menu\'s schemes may use', async () => {
    const r = await call(t.app, 'GET', `${base}/${spvPage}/Fields`, { token: viewer });
    expect(r.code).toBe(200);
    expect(r.data.list.map((f: any) => f.field)).toEqual(expect.arrayContaining(['spvId', 'allianceBusinessId']));
    expect(r.data.list.find((f: any) => f.field === 'spvId')).toMatchObject({ label: { zh: '所属SPV' }, ops: expect.arrayContaining(['Equal']), placeholders: ['@spvId'] });
    expect((await call(t.app, 'GET', `${base}/${logPage}/Fields`, { token: viewer })).data.list).toEqual([]);
    expect(await call(t.app, 'GET', `${base}/nope/Fields`, { token: viewer })).toEqual({ code: 404, msg: '菜单不存在' });
    expect((await call(t.app, 'GET', `${base}/${spvPage}/Fields`)).code).toBe(600);
    expect((await call(t.app, 'GET', `${base}/${spvPage}/Fields`, { token: nobody })).code).toBe(403);
  });

  it('POST stores conditionJson as text and computes conditionText from the field labels', async () => {
    const r = await post({
      moduleId: spvPage, fullName: '本SPV或本人', enCode: 'mine',
      conditionJson: [...own, { logic: 'or', groups: [{ field: 'createdBy', op: 'Equal', value: '@userId' }, { field: 'createdBy', op: 'Equal', value: '@subordinateId' }] }],
    });
    expect(r).toMatchObject({ code: 200, data: { id: expect.any(String) } });
    const row = await stored(r.data.id);
    expect(JSON.parse(row.conditionJson)).toHaveLength(2);
    expect(row.conditionText).toBe('所属SPV 等于 @spvId 且 (创建人 等于 @userId 或 创建人 等于 @subordinateId)');
    const given = await post({ moduleId: spvPage, fullName: '自述', enCode: 'described', conditionJson: own, conditionText: '只看本SPV' });
    expect((await stored(given.data.id)).conditionText).toBe('只看本SPV');
    const list = await call(t.app, 'GET', `${base}/${spvPage}/List`, { token: viewer });
    const mine = list.data.list.find((s: any) => s.enCode === 'mine');
    expect(mine).toMatchObject({ fullName: '本SPV或本人', conditionJson: expect.any(Array), conditionText: row.conditionText, moduleId: spvPage });
    expect(mine.conditionJson[0]).toEqual(own[0]);
    expect((await call(t.app, 'GET', `${base}/${r.data.id}`, { token: viewer })).data.conditionJson).toEqual(mine.conditionJson);
  });

  it('POST refuses a scheme the menu\'s rule fields do not allow, and malformed input; nothing written', async () => {
    const before = await rows(menuDataSchemes);
    expect(await post({ moduleId: spvPage, fullName: 'x', enCode: 'bad1', conditionJson: [{ logic: 'and', groups: [{ field: 'nope', op: 'Equal', value: '1' }] }] }))
      .toEqual({ code: 400, msg: '未知字段：nope', data: { field: 'conditionJson' } });
    expect((await post({ moduleId: spvPage, fullName: 'x', enCode: 'bad2', conditionJson: [{ logic: 'and', groups: [{ field: 'spvId', op: 'Equal', value: '@userId' }] }] })).code).toBe(400);
    expect((await post({ moduleId: spvPage, fullName: 'x', enCode: 'bad3', conditionJson: [] })).code).toBe(400);
    expect(await post({ moduleId: logPage, fullName: 'x', enCode: 'bad4', conditionJson: own })).toEqual({ code: 400, msg: '该菜单没有可用于数据权限的字段', data: { field: 'conditionJson' } });
    expect(await post({ moduleId: spvPage, fullName: 'x', enCode: 'bad5', conditionJson: [{ logic: 'xor', groups: [] }] })).toEqual({ code: 400, msg: 'conditionJson.0.logic: 取值必须是 and、or 之一' });
    expect((await post({ moduleId: spvPage, fullName: 'x', enCode: 'bad6', conditionJson: [{ logic: 'and', groups: [{ field: 'spvId', op: 'Like', value: '1' }] }] })).msg)
      .toMatch(/^conditionJson\.0\.groups\.0\.op: 取值必须是 Equal/);
    expect(await post({ moduleId: spvPage, fullName: 'x', enCode: 'bad7' })).toEqual({ code: 400, msg: 'conditionJson: 不能为空', data: { field: 'conditionJson' } });
    const en = await call(t.app, 'POST', base, { token: admin, headers: { 'jnpf-lang': 'en' }, payload: { moduleId: spvPage, fullName: 'x', enCode: 'bad8', conditionJson: [{ logic: 'and', groups: [{ field: 'nope', op: 'Equal', value: '1' }] }] } });
    expect(en.msg).toBe('Unknown field: nope');
    expect(await post({ moduleId: spvPage, fullName: 'x', enCode: 'spvData', conditionJson: own })).toEqual({ code: 409, msg: '方案编码不能重复' });
    expect((await post({ moduleId: spvPage, fullName: 'x', enCode: 'denied', conditionJson: own }, viewer)).code).toBe(403);
    expect((await post({ moduleId: spvPage, fullName: 'x', enCode: 'denied', conditionJson: own }, null)).code).toBe(600);
    expect(await rows(menuDataSchemes)).toBe(before);
  });

  it('PUT rechecks and re-describes the conditions; GET, State and DELETE work as for the other items', async () => {
    const id = (await post({ moduleId: spvPage, fullName: '改前', enCode: 'toEdit', conditionJson: own })).data.id as string;
    expect((await stored(id)).conditionText).toBe('所属SPV 等于 @spvId');
    const franchisee = [{ logic: 'and', groups: [{ field: 'allianceBusinessId', op: 'NotEqual', value: '@allianceBusinessId' }] }];
    expect(await call(t.app, 'PUT', `${base}/${id}`, { token: admin, payload: { fullName: '改后', enCode: 'toEdit', conditionJson: franchisee } })).toEqual({ code: 200, msg: '更新成功' });
    expect(await stored(id)).toMatchObject({ fullName: '改后', conditionText: '所属加盟商 不等于 @allianceBusinessId', conditionJson: JSON.stringify(franchisee) });
    const before = await stored(id);
    expect((await call(t.app, 'PUT', `${base}/${id}`, { token: admin, payload: { fullName: 'x', enCode: 'toEdit', conditionJson: [{ logic: 'and', groups: [{ field: 'nope', op: 'Equal', value: '1' }] }] } })).code).toBe(400);
    expect((await call(t.app, 'PUT', `${base}/${id}`, { token: viewer, payload: { fullName: 'x', enCode: 'toEdit', conditionJson: own } })).code).toBe(403);
    expect(await stored(id)).toEqual(before);
    expect((await call(t.app, 'PUT', `${base}/${id}/Actions/State`, { token: admin })).data).toEqual({ enabledMark: 0 });
    await grant(t.db, 'Role', role, 'resource', id);
    expect(await call(t.app, 'DELETE', `${base}/${id}`, { token: admin })).toEqual({ code: 200, msg: '删除成功' });
    expect(await stored(id)).toBeUndefined();
    expect(await t.db.select().from(authorizations).where(eq(authorizations.itemId, id))).toEqual([]);
    expect(await call(t.app, 'GET', `${base}/${id}`, { token: viewer })).toEqual({ code: 404, msg: '数据权限方案不存在' });
  });
});
