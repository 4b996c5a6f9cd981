import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, isNull } from 'drizzle-orm';
import { visualdev, visualdevVersions } from '../../server/db/schema';
import { adminLogin, buttonId, call, createTestApp, createUser, grant, login, menuId, type TestContext } from './helpers';

/** /api/visualdev/Base (docs/product.md#visual-development): CRUD, copy, state, versions, fields, the check of every save. */

const BASE = '/api/visualdev/Base';
const JNPF_FIXTURE = resolve(__dirname, '../unit/schemas/fixtures-jnpf/shared/formData-tab-collapse-v31-a.json');

let t: TestContext;
let admin: string;
let viewer: string; // the visualDev menu, no buttons
let editor: string; // the menu and btn_edit only
let stranger: string; // signed in, no grants
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t.app);
  const viewerId = await createUser(t.db, { account: 'vdview', password: 'P1' });
  await grant(t.db, 'User', viewerId, 'module', await menuId(t.db, 'visualDev'));
  viewer = await login(t.app, 'vdview', 'P1');
  const editorId = await createUser(t.db, { account: 'vdedit', password: 'P1' });
  await grant(t.db, 'User', editorId, 'module', await menuId(t.db, 'visualDev'));
  await grant(t.db, 'User', editorId, 'button', await buttonId(t.db, 'visualDev', 'btn_edit'));
  editor = await login(t.app, 'vdedit', 'P1');
  await createUser(t.db, { account: 'vdnone', password: 'P1' });
  stranger = await login(t.app, 'vdnone', 'P1');
});
afterAll(async () => { await t?.close(); });

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts: { token?: string | null; payload?: unknown; query?: Record<string, string> } = {}) =>
  call(t.app, method, url, { ...opts, token: opts.token === null ? undefined : opts.token ?? admin });
const rows = async () => (await t.db.select({ n: count() }).from(visualdev))[0].n;
const versions = async () => (await t.db.select({ n: count() }).from(visualdevVersions))[0].n;
const row = async (id: string) => (await t.db.select().from(visualdev).where(eq(visualdev.id, id)))[0];

/** A page-schema form: a row with two inputs, an amount, a formula over them and a sub-table. */
function form(extra: Array<Record<string, unknown>> = []) {
  return {
    schemaVersion: 1,
    type: 'form',
    id: 'design.order',
    api: { save: { method: 'POST', url: '/api/_m/{{route.modelId}}' } },
    fields: [
      { jnpfKey: 'row', children: [
        { jnpfKey: 'comInput', vModel: 'title', label: { zh: '标题', en: 'Title' }, required: true, span: 12 },
        { jnpfKey: 'numInput', vModel: 'qty', label: '数量', span: 12 },
      ] },
      { jnpfKey: 'amount', vModel: 'price', label: '单价' },
      { jnpfKey: 'calculate', vModel: 'total', label: '合计', props: { expression: 'qty * price' } },
      { jnpfKey: 'table', vModel: 'lines', label: '明细', children: [{ jnpfKey: 'comInput', vModel: 'item', label: '品名' }] },
      { jnpfKey: 'relationForm', vModel: 'other', label: '关联' },
      ...extra,
    ],
  };
}

const design = (over: Record<string, unknown> = {}) => ({ fullName: '订单', enCode: 'order', type: 1, webType: '2', formData: form(), ...over });

async function create(over: Record<string, unknown> = {}): Promise<any> {
  const r = await api('POST', BASE, { payload: design(over) });
  expect(r).toMatchObject({ code: 200, msg: '新建成功' });
  return r.data;
}

describe('POST and GET /api/visualdev/Base', () => {
  it('creates a design and reads it back with its JSON values and version 1', async () => {
    const before = await versions();
    const d = await create({ category: 'cat1', description: '订单设计', columnData: { columnList: [{ prop: 'title', label: '标题' }] } });
    expect(d).toMatchObject({
      fullName: '订单', enCode: 'order', type: 1, webType: '2', state: 0, category: 'cat1', description: '订单设计', version: 1, warnings: [],
      formData: form(), columnData: { columnList: [{ prop: 'title', label: '标题' }] }, tables: [],
    });
    const got = await api('GET', `${BASE}/${d.id}`, { token: viewer });
    expect(got.code).toBe(200);
    expect(got.data).toEqual({ ...d, warnings: undefined, creatorTime: expect.any(Number), lastModifyTime: null });
    expect(await versions()).toBe(before);
  });

  it('takes the three designs as JSON text, as JNPF sends them', async () => {
    const d = await create({ enCode: 'orderText', formData: JSON.stringify(form()), columnData: '{"type":1}', tables: '[{"typeId":"1","table":"ext_order","fields":[]}]', webType: 1 });
    expect(d).toMatchObject({ formData: form(), columnData: { type: 1 }, tables: [{ typeId: '1', table: 'ext_order', fields: [] }], webType: '1' });
  });

  it('converts JNPF designer JSON (a real fixture) before checking and storing it', async () => {
    const jnpf = JSON.parse(readFileSync(JNPF_FIXTURE, 'utf8')) as unknown;
    const d = await create({ enCode: 'jnpfForm', fullName: 'JNPF表单', formData: JSON.stringify(jnpf) });
    expect(d.formData).toMatchObject({ schemaVersion: 1, type: 'form', id: `visualdev.${d.id}`, title: 'JNPF表单' });
    expect(JSON.stringify(d.formData)).not.toContain('__config__');
    const fields = await api('GET', `${BASE}/${d.id}/FormDataFields`, { token: viewer });
    expect(fields.data.list.map((f: any) => f.vmodel)).toEqual(['aaa', 'ccc', 'ddd', 'aa', 'bb', 'bbb']);
    expect(fields.data.list[0]).toEqual({ label: '单行输入1', vmodel: 'aaa' });
  });

  it('returns what the JNPF conversion dropped: a formula naming a missing field, an unknown key', async () => {
    const jnpf = { fields: [
      { __config__: { jnpfKey: 'comInput', label: '数量', formId: 1 }, __vModel__: 'qty' },
      { __config__: { jnpfKey: 'calculate', label: '合计', formId: 2 }, __vModel__: 'sum', expression: [{ __vModel__: 'gone', label: '无' }] },
      { __config__: { jnpfKey: 'noSuchKey', label: '未知', formId: 3 }, __vModel__: 'odd' },
    ] };
    const d = await create({ enCode: 'jnpfWarn', formData: jnpf });
    expect(d.warnings).toEqual([expect.stringContaining('编辑的公式含有无效的值，无法计算'), expect.stringContaining('noSuchKey')]);
    expect(d.formData.fields.map((f: any) => f.vModel)).toEqual(['qty', 'sum']);
  });

  it('refuses a form that does not validate or lint, with the problems, writing nothing', async () => {
    const before = [await rows(), await versions()];
    const cases: Array<[unknown, string]> = [
      [{ ...form(), api: undefined }, "must have required property 'api'"],
      [{ ...form(), type: 'list' }, '必须是表单设计'],
      [form([{ jnpfKey: 'calculate', vModel: 'bad', label: '坏公式', props: { expression: 'qty * missing' } }]), "'missing' is not a field of this form"],
      [form([{ jnpfKey: 'noSuchWidget', vModel: 'x', label: 'x' }]), "unknown widget key 'noSuchWidget'"],
      [form([{ jnpfKey: 'comInput', vModel: 'title', label: '重复' }]), "duplicate vModel 'title'"],
      ['{not json', '不是有效的JSON'],
      [{ ...form(), fields: [Array.from({ length: 80 }).reduce<unknown>((inner) => ({ jnpfKey: 'row', children: [inner] }), {})] }, 'nested deeper than 64 levels'],
    ];
    for (const [formData, text] of cases) {
      const r = await api('POST', BASE, { payload: design({ enCode: 'bad', formData }) });
      expect({ formData, r }).toMatchObject({ formData, r: { code: 400, msg: expect.stringContaining('表单设计不符合要求：'), data: { field: 'formData' } } });
      expect(r.msg).toContain(text);
    }
    expect([await rows(), await versions()]).toEqual(before);
  });

  it('refuses bad fields, a list design naming a missing field and bad tables', async () => {
    const before = await rows();
    const list = (prop: string) => ({
      schemaVersion: 1, type: 'list', id: 'design.order.list', api: { list: { method: 'POST', url: '/api/_m/x/List' } },
      model: { form: 'design.order' }, columns: [{ prop, label: '列' }],
    });
    expect((await api('POST', BASE, { payload: design({ enCode: 'listOk', columnData: list('title') }) })).code).toBe(200);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ fullName: undefined }, '名称不能为空', 'fullName'],
      [{ enCode: 'bad code' }, '编码：编码只能输入英文、数字和小数点且小数点不能放在首尾', 'enCode'],
      [{ type: undefined }, '类型不能为空', 'type'],
      [{ type: 6 }, 'type', 'type'],
      [{ webType: '4' }, 'webType', 'webType'],
      [{ columnData: list('nope') }, '列表设计不符合要求：', 'columnData'],
      [{ columnData: [1] }, '列表设计不符合要求：', 'columnData'],
      [{ tables: [{ typeId: 2 }] }, '数据表不符合要求：', 'tables'],
      [{ formData: 12 }, 'formData', 'formData'],
    ];
    for (const [over, text, field] of cases) {
      const r = await api('POST', BASE, { payload: design({ enCode: 'badField', ...over }) });
      expect({ over, code: r.code, field: r.data?.field }).toEqual({ over, code: 400, field });
      expect(r.msg).toContain(text);
    }
    expect(await rows()).toBe(before + 1);
  });

  it('answers 409 naming enCode for a live code, and frees the code of a deleted design', async () => {
    const before = await rows();
    expect(await api('POST', BASE, { payload: design() })).toEqual({ code: 409, msg: '编码不能重复', data: { field: 'enCode' } });
    expect(await rows()).toBe(before);
    const gone = await create({ enCode: 'reuse' });
    expect(await api('DELETE', `${BASE}/${gone.id}`)).toEqual({ code: 200, msg: '删除成功' });
    expect((await api('GET', `${BASE}/${gone.id}`)).code).toBe(404);
    await create({ enCode: 'reuse' });
  });

  it('needs a session (600), the menu (403) and btn_add (403), writing nothing', async () => {
    const before = await rows();
    expect((await api('POST', BASE, { token: null, payload: design({ enCode: 'x1' }) })).code).toBe(600);
    expect(await api('POST', BASE, { token: viewer, payload: design({ enCode: 'x1' }) })).toEqual({ code: 403, msg: '权限不足' });
    expect((await api('GET', BASE, { token: null })).code).toBe(600);
    expect((await api('GET', BASE, { token: stranger })).code).toBe(403);
    expect((await api('GET', `${BASE}/x`, { token: stranger })).code).toBe(403);
    expect(await rows()).toBe(before);
  });
});

describe('GET /api/visualdev/Base (list)', () => {
  it('pages live designs newest first with the list fields, filtered by keyword and type', async () => {
    await create({ enCode: 'appOne', fullName: '移动设计', type: 2 });
    const r = await api('GET', BASE, { token: viewer, query: { currentPage: '1', pageSize: '2' } });
    expect(r.data.pagination).toEqual({ currentPage: 1, pageSize: 2, total: await liveCount() });
    expect(r.data.list[0]).toEqual({
      id: expect.any(String), fullName: '移动设计', enCode: 'appOne', type: 2, webType: '2', state: 0, category: null,
      creatorUser: '管理员/admin', creatorTime: expect.any(Number), lastModifyTime: null,
    });
    const byType = await api('GET', BASE, { query: { type: '2' } });
    expect(byType.data.list.map((x: any) => x.enCode)).toEqual(['appOne']);
    const byKeyword = await api('GET', BASE, { query: { keyword: 'JNPF表单' } });
    expect(byKeyword.data.list.map((x: any) => x.enCode)).toEqual(['jnpfForm']);
    expect((await api('GET', BASE, { query: { keyword: 'ordertext' } })).data.list.map((x: any) => x.enCode)).toEqual(['orderText']);
    expect((await api('GET', BASE, { query: { keyword: '%' } })).data.pagination.total).toBe(0);
    expect((await api('GET', BASE, { query: { type: '9' } })).code).toBe(400);
  });
});

async function liveCount() {
  return (await t.db.select({ n: count() }).from(visualdev).where(isNull(visualdev.deletedAt)))[0].n;
}

describe('PUT /api/visualdev/Base/{id} and versions', () => {
  it('keeps the replaced content as a version on every save; a version reads and restores', async () => {
    const d = await create({ enCode: 'versioned' });
    const v2 = await api('PUT', `${BASE}/${d.id}`, { token: editor, payload: { formData: form([{ jnpfKey: 'comInput', vModel: 'note', label: '备注' }]), version: 1 } });
    expect(v2).toMatchObject({ code: 200, msg: '更新成功', data: { version: 2, fullName: '订单', enCode: 'versioned' } });
    const v3 = await api('PUT', `${BASE}/${d.id}`, { token: editor, payload: { fullName: '订单2', tables: [{ typeId: '1', table: 'ext_order' }] } });
    expect(v3.data).toMatchObject({ version: 3, fullName: '订单2', tables: [{ typeId: '1', table: 'ext_order' }] });
    expect(v3.data.formData.fields).toHaveLength(6);

    const list = await api('GET', `${BASE}/${d.id}/Versions`, { token: viewer });
    expect(list.data.list).toEqual([
      { version: 2, savedTime: expect.any(Number), savedUser: 'vdedit/vdedit' },
      { version: 1, savedTime: expect.any(Number), savedUser: '管理员/admin' },
    ]);
    const one = await api('GET', `${BASE}/${d.id}/Versions/1`, { token: viewer });
    expect(one.data).toMatchObject({ version: 1, formData: form(), columnData: null, tables: [] });
    expect(await api('GET', `${BASE}/${d.id}/Versions/9`)).toEqual({ code: 404, msg: '版本不存在' });

    const restored = await api('POST', `${BASE}/${d.id}/Versions/1/Actions/Restore`, { token: editor });
    expect(restored).toMatchObject({ code: 200, msg: '恢复成功', data: { version: 4, fullName: '订单2', formData: form(), tables: [] } });
    const after = await api('GET', `${BASE}/${d.id}/Versions`);
    expect(after.data.list.map((v: any) => v.version)).toEqual([3, 2, 1]);
    expect((await api('GET', `${BASE}/${d.id}/Versions/3`)).data.formData.fields).toHaveLength(6);
  });

  it('refuses a stale version (409), a bad form (400) and a taken code (409), writing nothing', async () => {
    const d = await create({ enCode: 'locked' });
    await api('PUT', `${BASE}/${d.id}`, { payload: { description: 'x' } });
    const [before, vBefore] = [await row(d.id), await versions()];
    expect(await api('PUT', `${BASE}/${d.id}`, { payload: { fullName: '旧的', version: 1 } }))
      .toEqual({ code: 409, msg: '数据已被他人修改，请刷新后重试', data: { field: 'version' } });
    const bad = await api('PUT', `${BASE}/${d.id}`, { payload: { formData: form([{ jnpfKey: 'calculate', vModel: 's', label: 's', props: { expression: 'nope + 1' } }]) } });
    expect(bad).toMatchObject({ code: 400, data: { field: 'formData' } });
    expect(bad.msg).toContain("'nope' is not a field of this form");
    expect(await api('PUT', `${BASE}/${d.id}`, { payload: { enCode: 'order' } })).toEqual({ code: 409, msg: '编码不能重复', data: { field: 'enCode' } });
    expect(await api('PUT', `${BASE}/nope`, { payload: { fullName: 'x' } })).toEqual({ code: 404, msg: '功能不存在' });
    expect([await row(d.id), await versions()]).toEqual([before, vBefore]);
  });

  it('re-checks a stored list design when the form changes', async () => {
    const list = { schemaVersion: 1, type: 'list', id: 'l', api: { list: { method: 'POST', url: '/x' } }, model: { form: 'design.order' }, columns: [{ prop: 'price', label: '单价' }] };
    const d = await create({ enCode: 'withList', columnData: list });
    const noPrice = form();
    noPrice.fields = noPrice.fields.filter((f) => f.vModel !== 'price' && f.vModel !== 'total');
    const r = await api('PUT', `${BASE}/${d.id}`, { payload: { formData: noPrice } });
    expect(r).toMatchObject({ code: 400, data: { field: 'columnData' } });
    expect((await row(d.id)).version).toBe(1);
  });

  it('needs btn_edit (403) and a session (600) for saves and restores', async () => {
    const d = await create({ enCode: 'guarded' });
    const before = [await row(d.id), await versions()];
    expect((await api('PUT', `${BASE}/${d.id}`, { token: viewer, payload: { fullName: 'x' } })).code).toBe(403);
    expect((await api('PUT', `${BASE}/${d.id}`, { token: null, payload: { fullName: 'x' } })).code).toBe(600);
    expect((await api('POST', `${BASE}/${d.id}/Versions/1/Actions/Restore`, { token: viewer })).code).toBe(403);
    expect((await api('GET', `${BASE}/${d.id}/Versions`, { token: stranger })).code).toBe(403);
    expect([await row(d.id), await versions()]).toEqual(before);
  });
});

describe('Copy, State, Selector, FormDataFields, FieldDataSelect, DELETE', () => {
  it('copies a design: name + _副本, a unique code, unpublished, version 1, its own form id', async () => {
    const jnpf = JSON.parse(readFileSync(JNPF_FIXTURE, 'utf8')) as unknown;
    const src = await create({ enCode: 'toCopy', fullName: '待复制', formData: jnpf });
    expect(await api('POST', `${BASE}/${src.id}/Actions/Release`, { payload: { parentId: await menuId(t.db, 'onlineDev') } })).toMatchObject({ code: 200 });
    expect((await api('POST', `${BASE}/${src.id}/Actions/Copy`, { token: viewer })).code).toBe(403);
    const c1 = await api('POST', `${BASE}/${src.id}/Actions/Copy`);
    const c2 = await api('POST', `${BASE}/${src.id}/Actions/Copy`);
    expect(c1).toMatchObject({ code: 200, msg: '复制成功', data: { fullName: '待复制_副本', state: 0, version: 1, type: 1 } });
    expect(c1.data.enCode).toMatch(/^toCopy[0-9a-z]+$/);
    expect(c2.data.enCode).not.toBe(c1.data.enCode);
    expect(c1.data.formData.id).toBe(`visualdev.${c1.data.id}`);
    expect(c1.data.formData.fields).toEqual(src.formData.fields);
    expect(await api('POST', `${BASE}/nope/Actions/Copy`)).toEqual({ code: 404, msg: '功能不存在' });
  });

  it('switches the state; the Selector lists published designs by category for any signed-in user', async () => {
    const d = await create({ enCode: 'pub', fullName: '已发布', category: 'c1', type: 4 });
    expect((await api('PUT', `${BASE}/${d.id}/Actions/State`, { token: editor })).code).toBe(403);
    // State 1 needs a publish (tests/api/visualdev-publish.test.ts): the Release publishes and sets it.
    expect(await api('PUT', `${BASE}/${d.id}/Actions/State`)).toMatchObject({ code: 400, msg: '请先发布该功能' });
    expect(await api('POST', `${BASE}/${d.id}/Actions/Release`, { payload: { parentId: await menuId(t.db, 'onlineDev') } })).toMatchObject({ code: 200, msg: '发布成功' });
    const sel = await api('GET', `${BASE}/Selector`, { token: stranger, query: { type: '4' } });
    expect(sel.data.list).toEqual([{ id: 'c1', fullName: 'c1', hasChildren: true, children: [{ id: d.id, fullName: '已发布', enCode: 'pub', type: 4, webType: '2', parentId: 'c1' }] }]);
    const all = await call(t.app, 'GET', `${BASE}/Selector`, { token: admin, headers: { 'jnpf-lang': 'en' } });
    expect(all.data.list.map((n: any) => n.fullName)).toEqual(expect.arrayContaining(['c1', 'Uncategorised']));
    expect(await api('PUT', `${BASE}/${d.id}/Actions/State`)).toMatchObject({ data: { state: 0 } });
    expect((await api('GET', `${BASE}/Selector`, { query: { type: '4' } })).data.list).toEqual([]);
    expect((await api('GET', `${BASE}/Selector`, { token: null })).code).toBe(600);
  });

  it('lists the main-table fields (not sub-tables nor relations) in the reader language', async () => {
    const d = await create({ enCode: 'fields' });
    const zh = await api('GET', `${BASE}/${d.id}/FormDataFields`, { token: viewer });
    expect(zh.data.list).toEqual([
      { label: '标题', vmodel: 'title' }, { label: '数量', vmodel: 'qty' }, { label: '单价', vmodel: 'price' }, { label: '合计', vmodel: 'total' },
    ]);
    const en = await call(t.app, 'GET', `${BASE}/${d.id}/FormDataFields`, { token: viewer, headers: { 'jnpf-lang': 'en' } });
    expect(en.data.list[0]).toEqual({ label: 'Title', vmodel: 'title' });
    const empty = await create({ enCode: 'noForm', formData: null });
    expect((await api('GET', `${BASE}/${empty.id}/FormDataFields`)).data.list).toEqual([]);
    expect((await api('GET', `${BASE}/nope/FormDataFields`)).code).toBe(404);
  });

  it('FieldDataSelect answers no rows until designs publish models; 404 for a missing design', async () => {
    const d = await create({ enCode: 'rows' });
    expect(await api('GET', `${BASE}/${d.id}/FieldDataSelect`, { token: viewer, query: { key: 'a' } })).toEqual({ code: 200, msg: 'Success', data: [] });
    expect((await api('GET', `${BASE}/nope/FieldDataSelect`)).code).toBe(404);
  });

  it('deletes softly: needs btn_remove; 404 afterwards; versions stay', async () => {
    const d = await create({ enCode: 'doomed' });
    await api('PUT', `${BASE}/${d.id}`, { payload: { description: 'v2' } });
    expect((await api('DELETE', `${BASE}/${d.id}`, { token: editor })).code).toBe(403);
    expect((await api('DELETE', `${BASE}/${d.id}`, { token: null })).code).toBe(600);
    expect((await row(d.id)).deletedAt).toBeNull();
    expect(await api('DELETE', `${BASE}/${d.id}`)).toEqual({ code: 200, msg: '删除成功' });
    expect((await row(d.id)).deletedAt).not.toBeNull();
    expect(await api('DELETE', `${BASE}/${d.id}`)).toEqual({ code: 404, msg: '功能不存在' });
    expect((await api('GET', `${BASE}/${d.id}/Versions`)).code).toBe(404);
    expect((await t.db.select().from(visualdevVersions).where(eq(visualdevVersions.visualdevId, d.id))).length).toBe(1);
  });
});
