import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { authorizations, menuButtons, menuColumns, menus, visualdev } from '../../server/db/schema';
import { liveModel } from '../../server/modules/visualdev/live';
import { findResource } from '../../server/resource/registry';
import { visualdevPublished } from '../../server/modules/visualdev/published-tables';
import { adminLogin, buttonId, call, createTestApp, createUser, findMenu, grant, login, menuId, type TestContext } from './helpers';

/**
 * Publishing a design (POST /api/visualdev/Base/{id}/Actions/Release, docs/architecture.md#dynamic-models): tables,
 * the published row, the menu entry with its buttons and columns, the admin's menu, republishing without losing a
 * row, a refused lossy change that changes nothing, permissions, and unpublishing through State. PGlite, and
 * PostgreSQL with TEST_DATABASE_URL.
 */

const BASE = '/api/visualdev/Base';

let t: TestContext;
let admin: string;
let viewer: string; // the visualDev menu without btn_release
let parentId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t.app);
  const viewerId = await createUser(t.db, { account: 'pubview', password: 'P1' });
  await grant(t.db, 'User', viewerId, 'module', await menuId(t.db, 'visualDev'));
  await grant(t.db, 'User', viewerId, 'button', await buttonId(t.db, 'visualDev', 'btn_edit'));
  viewer = await login(t.app, 'pubview', 'P1');
  parentId = await menuId(t.db, 'onlineDev');
});
afterAll(async () => { await t?.close(); });

const api = (method: 'GET' | 'POST' | 'PUT', url: string, opts: { token?: string | null; payload?: unknown } = {}) =>
  call(t.app, method, url, { ...opts, token: opts.token === null ? undefined : opts.token ?? admin });

type Field = Record<string, unknown>;
const NAME: Field = { jnpfKey: 'comInput', vModel: 'name', label: { zh: '客户', zhtw: '客戶', en: 'Customer' }, required: true };
const QTY: Field = { jnpfKey: 'numInput', vModel: 'qty', label: '数量', props: { precision: 0 } };
const LINES: Field = {
  jnpfKey: 'table', vModel: 'lines', label: '明细', children: [
    { jnpfKey: 'comInput', vModel: 'item', label: '品名' },
    { jnpfKey: 'amount', vModel: 'price', label: '单价' },
    { jnpfKey: 'numInput', vModel: 'count', label: '件数', props: { precision: 0 } },
    { jnpfKey: 'calculate', vModel: 'lineTotal', label: '小计', props: { expression: 'lines.price * lines.count', precision: 2 } },
  ],
};
const TOTAL: Field = { jnpfKey: 'calculate', vModel: 'total', label: '合计', props: { expression: 'lines.lineTotal', precision: 2 } };

const form = (fields: Field[]) => ({ schemaVersion: 1, type: 'form', id: 'design.pub', api: { save: { method: 'POST', url: '/x' } }, fields });
const list = (exported = true) => ({
  schemaVersion: 1, type: 'list', id: 'design.pub.list', api: { list: { method: 'POST', url: '/x' }, export: { method: 'POST', url: '/x' } },
  model: { form: 'design.pub' },
  permissions: ['btn_add', 'btn_edit', ...(exported ? ['btn_download'] : [])],
  columns: [{ prop: 'name', label: '客户', sortable: true }, { prop: 'total', label: '合计' }],
  search: [{ vModel: 'name', jnpfKey: 'comInput', label: '客户', match: 'like' }],
  toolbar: [{ action: 'add', permission: 'btn_add', form: 'design.pub' }, ...(exported ? [{ action: 'export', permission: 'btn_download' }] : [])],
  rowActions: [{ action: 'edit', permission: 'btn_edit', form: 'design.pub' }],
});

async function createDesign(enCode: string, fields: Field[] = [NAME, QTY, LINES, TOTAL], columnData: unknown = list()): Promise<string> {
  const r = await api('POST', BASE, { payload: { fullName: '客户订单', enCode, type: 1, webType: '2', formData: form(fields), columnData } });
  expect(r, r.msg).toMatchObject({ code: 200 });
  return r.data.id;
}

async function saveDesign(id: string, change: Record<string, unknown>) {
  const { data } = await api('GET', `${BASE}/${id}`);
  const r = await api('PUT', `${BASE}/${id}`, { payload: { version: data.version, ...change } });
  expect(r, r.msg).toMatchObject({ code: 200 });
}

const release = (id: string, payload: Record<string, unknown> = {}, token?: string | null) => api('POST', `${BASE}/${id}/Actions/Release`, { payload, token });
const columnsOf = async (table: string) => {
  const r = await t.db.execute(sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${table} order by column_name`);
  return ((r as any).rows ?? r).map((c: any) => c.column_name as string);
};
const published = async (id: string) => (await t.db.select().from(visualdevPublished).where(eq(visualdevPublished.visualdevId, id)))[0];
const menuRow = async (id: string) => (await t.db.select().from(menus).where(eq(menus.id, id)))[0];
const buttonCodes = async (moduleId: string) => (await t.db.select({ c: menuButtons.enCode }).from(menuButtons).where(eq(menuButtons.moduleId, moduleId))).map((r) => r.c).sort();
const adminMenu = async (code: string) => findMenu((await api('GET', '/api/oauth/CurrentUser')).data.menuList, code);

describe('POST /api/visualdev/Base/{id}/Actions/Release', () => {
  let id: string;
  let menu: string;

  it('refuses without a session (600), without btn_release (403) and without a parent menu on the first publish (400)', async () => {
    id = await createDesign('pubOrder');
    expect((await release(id, { parentId }, null)).code).toBe(600);
    expect((await release(id, { parentId }, viewer)).code).toBe(403);
    expect(await release(id)).toMatchObject({ code: 400, msg: '请选择上级菜单' });
    expect(await release(id, { parentId: 'nope' })).toMatchObject({ code: 400, msg: '上级菜单不存在' });
    expect(await published(id)).toBeUndefined();
    expect((await release('0'.repeat(32), { parentId })).code).toBe(404);
  });

  it('creates the tables, the published row, a menu entry of type 3 with buttons and columns, state 1', async () => {
    const r = await release(id, { parentId });
    expect(r).toMatchObject({ code: 200, msg: '发布成功', data: { modelId: id, version: 1, created: true, added: ['name', 'qty', 'total'] } });
    menu = r.data.menuId;
    expect(await columnsOf(`vd_${id}`)).toEqual(expect.arrayContaining(['id', 'f_name', 'f_qty', 'f_total', 'version', 'deleted_at']));
    expect(await columnsOf(`vd_${id}_1`)).toEqual(expect.arrayContaining(['parent_id', 'sort_code', 'f_item', 'f_price', 'f_count', 'f_line_total']));
    expect(await published(id)).toMatchObject({ version: 1, designVersion: 1, menuId: menu });
    expect(await menuRow(menu)).toMatchObject({
      parentId, type: 3, enCode: 'pubOrder', fullName: '客户订单', urlAddress: 'model/pubOrder', propertyJson: JSON.stringify({ moduleId: id }),
      isButtonAuthorize: 1, isColumnAuthorize: 1, isDataAuthorize: 1, enabledMark: 1,
    });
    expect(await buttonCodes(menu)).toEqual(['btn_add', 'btn_download', 'btn_edit']);
    const cols = await t.db.select({ c: menuColumns.enCode, n: menuColumns.fullName }).from(menuColumns).where(eq(menuColumns.moduleId, menu));
    expect(cols).toEqual([{ c: 'name', n: '客户' }, { c: 'total', n: '合计' }]);
    expect((await t.db.select({ s: visualdev.state }).from(visualdev).where(eq(visualdev.id, id)))[0].s).toBe(1);
  });

  it("shows the entry in the administrator's menu at once", async () => {
    expect(await adminMenu('pubOrder')).toMatchObject({ id: menu, type: 3, urlAddress: 'model/pubOrder', propertyJson: JSON.stringify({ moduleId: id }) });
  });

  it('serves the live model; a republish with a field added adds a column and keeps the rows', async () => {
    const live = await liveModel(t.app, id);
    expect(live).toMatchObject({ version: 1, published: { modelId: id } });
    expect(await findResource(t.app.resources, `vd${id}`)).toBe(live!.resource);
    await t.db.insert(live!.resource.table).values([{ name: '张三', qty: 2, total: '10.00' }, { name: '李四', qty: 3 }]);
    expect(await liveModel(t.app, id)).toBe(live);

    await saveDesign(id, { formData: form([NAME, QTY, { jnpfKey: 'textarea', vModel: 'remark', label: '备注' }, LINES, TOTAL]) });
    const r = await release(id);
    expect(r).toMatchObject({ code: 200, data: { menuId: menu, version: 2, created: false, added: ['remark'] } });
    expect(await columnsOf(`vd_${id}`)).toContain('f_remark');
    const next = (await liveModel(t.app, id))!;
    expect(next.version).toBe(2);
    const rows = await t.db.select().from(next.resource.table).orderBy(next.resource.table.name);
    expect(rows.map((row: any) => [row.name, row.qty, row.total, row.remark])).toEqual([['张三', 2, '10.00', null], ['李四', 3, null, null]]);
  });

  it('keeps the column and data of a removed field, hidden in the model', async () => {
    await saveDesign(id, { formData: form([NAME, LINES, TOTAL]) });
    expect((await release(id)).data).toMatchObject({ version: 3, added: [] });
    expect(await columnsOf(`vd_${id}`)).toContain('f_qty');
    const live = (await liveModel(t.app, id))!;
    expect(live.published.model.fields.find((f) => f.key === 'qty')).toMatchObject({ readonly: true, export: false });
    const [row] = await t.db.execute(sql.raw(`select f_qty from vd_${id} where f_name = '张三'`)).then((r: any) => r.rows ?? r);
    expect(row.f_qty).toBe(2);
  });

  it('refuses a lossy type change with a 400 naming the field; nothing changes', async () => {
    const before = await published(id);
    const menuBefore = await menuRow(menu);
    await saveDesign(id, { fullName: '改名', formData: form([{ ...NAME, jnpfKey: 'numInput', props: { precision: 0 } }, LINES, TOTAL]) });
    expect(await release(id)).toEqual({ code: 400, msg: '字段“客户”已有数据，不能改为其他类型', data: { field: 'name' } });
    const en = await call(t.app, 'POST', `${BASE}/${id}/Actions/Release`, { token: admin, payload: {}, headers: { 'jnpf-lang': 'en' } });
    expect(en.msg).toBe('The field "Customer" holds data; its type cannot change');
    expect(await published(id)).toEqual(before);
    expect(await menuRow(menu)).toEqual(menuBefore);
    expect((await liveModel(t.app, id))!.version).toBe(3);
  });

  it('retypes a column that holds no value', async () => {
    await saveDesign(id, { fullName: '客户订单', formData: form([NAME, { jnpfKey: 'numInput', vModel: 'remark', label: '备注', props: { precision: 0 } }, LINES, TOTAL]) });
    expect((await release(id)).code).toBe(200);
    const live = (await liveModel(t.app, id))!;
    expect(live.published.model.fields.find((f) => f.key === 'remark')?.type).toBe('integer');
  });

  it('deletes a removed button and its grants', async () => {
    const userId = await createUser(t.db, { account: 'pubuser', password: 'P1' });
    const download = await buttonId(t.db, 'pubOrder', 'btn_download');
    await grant(t.db, 'User', userId, 'button', download);
    await saveDesign(id, { columnData: list(false) });
    expect((await release(id)).code).toBe(200);
    expect(await buttonCodes(menu)).toEqual(['btn_add', 'btn_edit']);
    expect(await t.db.select().from(authorizations).where(and(eq(authorizations.itemType, 'button'), eq(authorizations.itemId, download)))).toEqual([]);
  });

  it('unpublishes through State (menu disabled, not live) and publishes again only with a publish row', async () => {
    expect(await api('PUT', `${BASE}/${id}/Actions/State`)).toMatchObject({ code: 200, data: { state: 0 } });
    expect((await menuRow(menu)).enabledMark).toBe(0);
    expect(await liveModel(t.app, id)).toBeNull();
    expect(await adminMenu('pubOrder')).toBeUndefined();
    expect(await api('PUT', `${BASE}/${id}/Actions/State`)).toMatchObject({ code: 200, data: { state: 1 } });
    expect((await menuRow(menu)).enabledMark).toBe(1);
    expect((await liveModel(t.app, id))?.version).toBe(5);

    const fresh = await createDesign('pubFresh');
    expect(await api('PUT', `${BASE}/${fresh}/Actions/State`)).toMatchObject({ code: 400, msg: '请先发布该功能' });
  });

  it('refuses a design whose code another menu uses, and a design that cannot publish', async () => {
    const clash = await createDesign('visualDev');
    expect(await release(clash, { parentId })).toMatchObject({ code: 400, msg: '菜单编码 visualDev 已被其他菜单使用' });
    expect(await published(clash)).toBeUndefined();
    const empty = await createDesign('pubEmpty', [{ jnpfKey: 'divider' }], null);
    expect(await release(empty, { parentId })).toMatchObject({ code: 400, msg: '无法发布：表单没有可保存的字段' });
    const none = await api('POST', BASE, { payload: { fullName: '空', enCode: 'pubNone', type: 1, formData: null } });
    expect(await release(none.data.id, { parentId })).toMatchObject({ code: 400, msg: '无法发布：表单没有可保存的字段' });
    const en = await call(t.app, 'POST', `${BASE}/${empty}/Actions/Release`, { token: admin, payload: { parentId }, headers: { 'jnpf-lang': 'en' } });
    expect(en.msg).toBe('Cannot publish: The form has no field that holds a value');
  });
});
