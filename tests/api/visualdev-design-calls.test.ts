import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { visualdev } from '../../server/db/schema';
import { visualdevPublished } from '../../server/modules/visualdev/published-tables';
import { adminLogin, buttonId, call, createTestApp, createUser, grant, login, menuId, uploadFile, type TestContext } from './helpers';

/**
 * The OnlineDev calls on designs (docs/architecture.md#dynamic-models): {id}/Actions/ExportData and
 * App/{id}/Actions/ExportData (the design as a .json download, btn_download of the published menu),
 * Model/Actions/ImportData (a new design from that file, btn_add of 功能设计), App/Preview (the Config of an unsaved
 * design, checked as a create, nothing written), and the /api/_m permission, organisation and area selectors. Success,
 * bad input, 600 without a session, 403 without the menu or button. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

const BASE = '/api/visualdev/Base';
const OD = '/api/visualdev/OnlineDev';
const M = '/api/_m';
const PREFIXES = [OD, M];
const MENU = 'designCallsOrder';

let t: TestContext;
let admin: string;
let modelId: string;

type Field = Record<string, unknown>;
const NAME: Field = { jnpfKey: 'comInput', vModel: 'name', label: { zh: '客户', zhtw: '客戶', en: 'Customer' }, required: true };
const QTY: Field = { jnpfKey: 'numInput', vModel: 'qty', label: '数量', props: { precision: 0 } };
const form = (fields: Field[]) => ({ schemaVersion: 1, type: 'form', id: 'design.calls', api: { save: { method: 'POST', url: '/x' } }, fields });
const list = {
  schemaVersion: 1, type: 'list', id: 'design.calls.list', api: { list: { method: 'POST', url: '/x' }, export: { method: 'POST', url: '/x' } },
  model: { form: 'design.calls' },
  permissions: ['btn_add', 'btn_download'],
  columns: [{ prop: 'name', label: '客户' }, { prop: 'qty', label: '数量' }],
  toolbar: [{ action: 'add', permission: 'btn_add', form: 'design.calls' }, { action: 'export', permission: 'btn_download' }],
};
const design = (enCode: string, fields: Field[] = [NAME, QTY]) => ({ fullName: '客户订单', enCode, type: 1, webType: '2', formData: form(fields), columnData: list });

const designCount = async () => Number((await t.db.select({ n: count() }).from(visualdev))[0].n);
const publishCount = async () => Number((await t.db.select({ n: count() }).from(visualdevPublished))[0].n);

/** A user holding the given menus (enCode) and buttons (`menu:button`). */
async function userWith(menus: string[], buttons: string[] = []): Promise<string> {
  const account = `dc${Math.random().toString(36).slice(2, 8)}`;
  const id = await createUser(t.db, { account, password: 'P1' });
  for (const m of menus) await grant(t.db, 'User', id, 'module', await menuId(t.db, m));
  for (const b of buttons) {
    const [m, code] = b.split(':');
    await grant(t.db, 'User', id, 'button', await buttonId(t.db, m, code));
  }
  return login(t.app, account, 'P1');
}

const exportData = (url: string, token?: string) => t.app.inject({ method: 'POST', url, headers: token ? { authorization: token } : {} });

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t.app);
  const created = await call(t.app, 'POST', BASE, { token: admin, payload: design(MENU) });
  expect(created, created.msg).toMatchObject({ code: 200 });
  modelId = created.data.id;
  const released = await call(t.app, 'POST', `${BASE}/${modelId}/Actions/Release`, { token: admin, payload: { parentId: await menuId(t.db, 'onlineDev') } });
  expect(released, released.msg).toMatchObject({ code: 200 });
});
afterAll(async () => { await t?.close(); });

describe('OnlineDev {id}/Actions/ExportData', () => {
  it('streams the design as <name>.json under both prefixes and App/{id}, as a create takes it', async () => {
    const stored = (await call(t.app, 'GET', `${BASE}/${modelId}`, { token: admin })).data;
    for (const url of PREFIXES.flatMap((p) => [`${p}/${modelId}/Actions/ExportData`, `${p}/App/${modelId}/Actions/ExportData`])) {
      const res = await exportData(url, admin);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="export.json"; filename*=UTF-8''${encodeURIComponent('客户订单.json')}`);
      expect(res.json()).toEqual({
        id: modelId, fullName: '客户订单', enCode: MENU, category: null, type: 1, webType: '2', description: null, sortCode: 0,
        formData: stored.formData, columnData: stored.columnData, tables: stored.tables,
      });
    }
  });

  it('answers 600 without a session, 403 without the menu or btn_download, 404 when not published or the id is not one', async () => {
    const url = `${M}/${modelId}/Actions/ExportData`;
    expect((await exportData(url)).json().code).toBe(600);
    expect((await exportData(url, await userWith(['visualDev']))).json().code).toBe(403);
    expect((await exportData(`${OD}/App/${modelId}/Actions/ExportData`, await userWith([MENU]))).json().code).toBe(403);
    const res = await exportData(url, await userWith([MENU], [`${MENU}:btn_download`]));
    expect(res.statusCode).toBe(200);
    expect(res.json().enCode).toBe(MENU);
    expect((await exportData(`${M}/${'0'.repeat(32)}/Actions/ExportData`, admin)).json().code).toBe(404);
    expect((await exportData(`${M}/${'x'.repeat(80)}/Actions/ExportData`, admin)).json().code).toBe(404);
  });
});

describe('OnlineDev Model/Actions/ImportData', () => {
  it('creates a new unpublished design from an exported file; the same code again is a 409', async () => {
    const file = (await exportData(`${OD}/${modelId}/Actions/ExportData`, admin)).rawPayload;
    const before = await designCount();
    expect(await uploadFile(t.app, `${OD}/Model/Actions/ImportData`, admin, file, '客户订单.json')).toMatchObject({ code: 409, data: { field: 'enCode' } });
    expect(await designCount()).toBe(before);

    const elsewhere = Buffer.from(JSON.stringify({ ...JSON.parse(file.toString('utf8')), enCode: 'designCallsCopy' }));
    const imported = await uploadFile(t.app, `${M}/Model/Actions/ImportData`, admin, elsewhere, 'copy.json');
    expect(imported).toMatchObject({ code: 200, msg: '新建成功', data: { fullName: '客户订单', enCode: 'designCallsCopy', state: 0, version: 1 } });
    expect(imported.data.id).not.toBe(modelId);
    const original = (await call(t.app, 'GET', `${BASE}/${modelId}`, { token: admin })).data;
    const copy = (await call(t.app, 'GET', `${BASE}/${imported.data.id}`, { token: admin })).data;
    expect([copy.formData, copy.columnData]).toEqual([original.formData, original.columnData]);
    expect(await designCount()).toBe(before + 1);
  });

  it('refuses a missing, non-JSON or invalid design with a 400 and writes nothing; 600; 403 without btn_add', async () => {
    const before = await designCount();
    const url = `${OD}/Model/Actions/ImportData`;
    expect(await uploadFile(t.app, url, admin, Buffer.from('{}'), 'design.xlsx')).toMatchObject({ code: 400, data: { field: 'file' } });
    expect(await uploadFile(t.app, url, admin, Buffer.from('{not json'), 'design.json')).toMatchObject({ code: 400, data: { field: 'file' } });
    expect(await uploadFile(t.app, url, admin, Buffer.from('[1]'), 'design.json')).toMatchObject({ code: 400, data: { field: 'file' } });
    expect(await uploadFile(t.app, url, admin, Buffer.from(JSON.stringify({ ...design('badType'), type: 9 })), 'design.json')).toMatchObject({ code: 400 });
    expect(await uploadFile(t.app, url, admin, Buffer.from(JSON.stringify({ ...design('noName'), fullName: '' })), 'design.json')).toMatchObject({ code: 400, data: { field: 'fullName' } });
    const good = Buffer.from(JSON.stringify(design('designCallsRefused')));
    expect((await uploadFile(t.app, url, undefined, good, 'design.json')).code).toBe(600);
    expect((await uploadFile(t.app, url, await userWith(['visualDev']), good, 'design.json')).code).toBe(403);
    expect((await uploadFile(t.app, url, await userWith([MENU], [`${MENU}:btn_add`]), good, 'design.json')).code).toBe(403);
    expect(await designCount()).toBe(before);
  });
});

describe('OnlineDev App/Preview', () => {
  it('answers the compiled Config of an unsaved design (value or JSON text) under both prefixes, writing nothing', async () => {
    const before = [await designCount(), await publishCount()];
    for (const prefix of PREFIXES) {
      for (const data of [design('previewOnly'), JSON.stringify(design('previewOnly'))]) {
        const r = await call(t.app, 'POST', `${prefix}/App/Preview`, { token: admin, payload: { data } });
        expect(r, r.msg).toMatchObject({ code: 200, data: { webType: '2', fullName: '客户订单', flowId: null, warnings: [] } });
        const formData = JSON.parse(r.data.formData);
        expect(formData.type).toBe('form');
        expect(JSON.stringify(formData.fields)).toContain('"vModel":"name"');
        expect(JSON.parse(r.data.columnData).columns.map((c: any) => c.prop)).toEqual(['name', 'qty']);
      }
    }
    const named = await call(t.app, 'POST', `${M}/App/Preview`, { token: admin, payload: { data: { ...design('previewOnly'), id: modelId } } });
    expect(JSON.parse(named.data.formData).id).toBe(`vd.${modelId}.form`);
    expect([await designCount(), await publishCount()]).toEqual(before);
  });

  it('checks the design as a create does (400 naming the field) and as a publish compiles it', async () => {
    const url = `${OD}/App/Preview`;
    expect(await call(t.app, 'POST', url, { token: admin, payload: { data: { ...design('p1'), fullName: '' } } })).toMatchObject({ code: 400, data: { field: 'fullName' } });
    expect(await call(t.app, 'POST', url, { token: admin, payload: { data: { ...design('p2'), type: undefined } } })).toMatchObject({ code: 400, data: { field: 'type' } });
    expect(await call(t.app, 'POST', url, { token: admin, payload: { data: { ...design('p3'), enCode: 'bad code!' } } })).toMatchObject({ code: 400, data: { field: 'enCode' } });
    expect(await call(t.app, 'POST', url, { token: admin, payload: { data: { ...design('p4'), formData: { type: 'form' } } } })).toMatchObject({ code: 400, data: { field: 'formData' } });
    expect(await call(t.app, 'POST', url, { token: admin, payload: { data: '{not json' } })).toMatchObject({ code: 400, data: { field: 'data' } });
    expect(await call(t.app, 'POST', url, { token: admin, payload: { data: JSON.stringify({ ...design('p5'), type: 'x' }) } })).toMatchObject({ code: 400, data: { field: 'data' } });
    expect((await call(t.app, 'POST', url, { token: admin, payload: {} })).code).toBe(400);
    const noValue = await call(t.app, 'POST', url, { token: admin, payload: { data: { ...design('p6', [{ jnpfKey: 'divider', label: '分割' }]), columnData: null } } });
    expect(noValue).toMatchObject({ code: 400, data: { field: 'formData' } });
    expect(noValue.msg).toMatch(/^无法预览：/);
  });

  it('answers 600 without a session and 403 without the design menu', async () => {
    const payload = { data: design('previewDenied') };
    expect((await call(t.app, 'POST', `${M}/App/Preview`, { payload })).code).toBe(600);
    expect((await call(t.app, 'POST', `${M}/App/Preview`, { token: await userWith([MENU], [`${MENU}:btn_add`]), payload })).code).toBe(403);
    expect((await call(t.app, 'POST', `${OD}/App/Preview`, { token: await userWith(['visualDev']), payload })).code).toBe(200);
  });
});

describe('/api/_m permission, organisation and area selectors', () => {
  const PAIRS: Array<[string, string, Record<string, string>?]> = [
    [`${M}/permission/Users/Selector`, '/api/permission/Users/Selector'],
    [`${M}/permission/Users/Selector`, '/api/permission/Users/Selector', { keyword: 'adm' }],
    [`${M}/permission/Organize/Selector`, '/api/permission/Organize/Selector'],
    [`${M}/permission/Organize/Department/Selector`, '/api/permission/Organize/Department/Selector'],
    [`${M}/permission/Position/Selector`, '/api/permission/Position/Selector'],
    [`${M}/permission/Role/Selector`, '/api/permission/Role/Selector'],
    [`${M}/permission/Role/Selector`, '/api/permission/Role/Selector', { grouped: '1' }],
    [`${M}/system/Area/-1/Selector`, '/api/system/Area/-1/Selector'],
  ];

  it('answer as the platform selectors do, to any signed-in user', async () => {
    const someone = await userWith([]);
    for (const [alias, platform, query] of PAIRS) {
      const mine = await call(t.app, 'GET', alias, { token: someone, query });
      expect({ alias, code: mine.code }).toEqual({ alias, code: 200 });
      expect(mine.data).toEqual((await call(t.app, 'GET', platform, { token: someone, query })).data);
    }
    const users = await call(t.app, 'GET', `${M}/permission/Users/Selector`, { token: someone, query: { keyword: 'admin' } });
    expect(JSON.stringify(users.data.list)).toContain('"type":"user"');
  });

  it('answer in the reader\'s language as the platform selectors do', async () => {
    const someone = await userWith([]);
    const headers = { 'jnpf-lang': 'en' };
    for (const [alias, platform, query] of PAIRS) {
      const english = await call(t.app, 'GET', platform, { token: someone, query, headers });
      expect({ alias, data: (await call(t.app, 'GET', alias, { token: someone, query, headers })).data }).toEqual({ alias, data: english.data });
    }
  });

  it('refuses bad input (400) and a call without a session (600)', async () => {
    expect((await call(t.app, 'GET', `${M}/permission/Users/Selector`, { token: admin, query: { keyword: 'k'.repeat(101) } })).code).toBe(400);
    expect((await call(t.app, 'GET', `${M}/permission/Role/Selector`, { token: admin, query: { grouped: '2' } })).code).toBe(400);
    for (const [alias] of PAIRS) expect((await call(t.app, 'GET', alias)).code).toBe(600);
  });
});
