import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, buttonId, call, createTestApp, createUser, grant, login, menuId, type TestContext } from './helpers';

/** Code generation (/api/visualdev/Generater): areas, preview and download of a design's generated module. */

const GEN = '/api/visualdev/Generater';
let t: TestContext;
let admin: string;
let viewer: string; // the visualDev menu, no btn_code
let coder: string; // the menu and btn_code
let stranger: string; // signed in, no grants
let designId: string;

const form = {
  schemaVersion: 1,
  type: 'form',
  id: 'design.order',
  api: { save: { method: 'POST', url: '/api/_m/{{route.modelId}}' } },
  fields: [
    { jnpfKey: 'row', children: [
      { jnpfKey: 'comInput', vModel: 'customer', label: { zh: '客户', en: 'Customer' }, required: true, span: 12 },
      { jnpfKey: 'numInput', vModel: 'qty', label: '数量', span: 12 },
    ] },
    { jnpfKey: 'amount', vModel: 'price', label: '单价' },
    { jnpfKey: 'table', vModel: 'lines', label: '明细', children: [{ jnpfKey: 'comInput', vModel: 'item', label: '品名' }] },
  ],
};

async function userWith(account: string, buttons: string[]): Promise<string> {
  const id = await createUser(t.db, { account, password: 'P1' });
  await grant(t.db, 'User', id, 'module', await menuId(t.db, 'visualDev'));
  for (const b of buttons) await grant(t.db, 'User', id, 'button', await buttonId(t.db, 'visualDev', b));
  return login(t.app, account, 'P1');
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t.app);
  viewer = await userWith('cgview', []);
  coder = await userWith('cgcode', ['btn_code']);
  await createUser(t.db, { account: 'cgnone', password: 'P1' });
  stranger = await login(t.app, 'cgnone', 'P1');
  const created = await call(t.app, 'POST', '/api/visualdev/Base', { token: admin, payload: { fullName: '订单', enCode: 'salesOrder', type: 1, webType: '2', formData: form } });
  expect(created.code).toBe(200);
  designId = created.data.id;
});
afterAll(async () => { await t?.close(); });

describe('GET /api/visualdev/Generater/AreasName', () => {
  it('lists the areas of the repository (the folders under models/)', async () => {
    const r = await call(t.app, 'GET', `${GEN}/AreasName`, { token: viewer });
    expect(r.code).toBe(200);
    expect(r.data).toContain('gold');
  });

  it('answers 600 without a session and 403 without the menu', async () => {
    expect((await call(t.app, 'GET', `${GEN}/AreasName`)).code).toBe(600);
    expect((await call(t.app, 'GET', `${GEN}/AreasName`, { token: stranger })).code).toBe(403);
  });
});

describe('POST /api/visualdev/Generater/{id}/Actions/CodePreview', () => {
  it('answers the module as JNPF\'s folder tree: model, table, resource, pages, README and API test', async () => {
    const r = await call(t.app, 'POST', `${GEN}/${designId}/Actions/CodePreview`, { token: coder, payload: { module: 'sales', className: 'SalesOrder' } });
    expect(r.code).toBe(200);
    const files = r.data.list.flatMap((folder: { fileName: string; children: Array<{ path: string; folderName: string; fileName: string; fileType: string; fileContent: string }> }) =>
      folder.children.map((c) => ({ ...c, folder: folder.fileName })));
    expect(files.map((f: { path: string }) => f.path)).toEqual([
      'models/sales/salesOrder.ts',
      'models/sales/salesOrderLines.ts',
      'server/modules/sales/salesOrder.table.ts',
      'server/modules/sales/salesOrderLines.table.ts',
      'server/modules/sales/salesOrder.ts',
      'business-screens/sales/salesOrder/list.json',
      'business-screens/sales/salesOrder/form.json',
      'business-screens/sales/salesOrder/README.md',
      'tests/api/sales-salesOrder.test.ts',
    ]);
    const model = files[0];
    expect(model).toMatchObject({ folder: 'models/sales', folderName: 'models/sales', fileName: 'salesOrder.ts', fileType: 'ts' });
    expect(model.fileContent).toContain('export const salesOrderModel = defineModel(');
    expect(model.fileContent).toContain("base: '/api/sales/salesOrder'");
    expect(JSON.parse(files.find((f: { path: string }) => f.path.endsWith('/list.json')).fileContent)).toMatchObject({ id: 'sales.salesOrder.list', resource: 'salesOrder', api: { list: { url: '/api/sales/salesOrder/page' } } });
    expect(r.data.subTables).toEqual(['lines']);
  });

  it('takes the design code as the name when none is given', async () => {
    const r = await call(t.app, 'POST', `${GEN}/${designId}/Actions/CodePreview`, { token: admin, payload: { module: 'gold' } });
    expect(r.data.list[0].children[0].path).toBe('models/gold/salesOrder.ts');
  });

  it('refuses a bad module or class name naming the field, and answers 404 for a missing design', async () => {
    expect(await call(t.app, 'POST', `${GEN}/${designId}/Actions/CodePreview`, { token: admin, payload: { module: '../etc' } }))
      .toEqual({ code: 400, msg: '所属模块只能包含字母和数字，且以小写字母开头', data: { field: 'module' } });
    expect(await call(t.app, 'POST', `${GEN}/${designId}/Actions/CodePreview`, { token: admin, payload: {} }))
      .toMatchObject({ code: 400, data: { field: 'module' } });
    expect(await call(t.app, 'POST', `${GEN}/${designId}/Actions/CodePreview`, { token: admin, payload: { module: 'sales', className: '订单' } }))
      .toEqual({ code: 400, msg: '功能名称只能包含字母和数字，且以字母开头', data: { field: 'className' } });
    expect(await call(t.app, 'POST', `${GEN}/${'f'.repeat(32)}/Actions/CodePreview`, { token: admin, payload: { module: 'sales' } }))
      .toEqual({ code: 404, msg: '功能不存在' });
  });

  it('answers 600 without a session and 403 without btn_code', async () => {
    const url = `${GEN}/${designId}/Actions/CodePreview`;
    expect((await call(t.app, 'POST', url, { payload: { module: 'sales' } })).code).toBe(600);
    expect((await call(t.app, 'POST', url, { token: viewer, payload: { module: 'sales' } })).code).toBe(403);
    expect((await call(t.app, 'POST', url, { token: stranger, payload: { module: 'sales' } })).code).toBe(403);
  });
});

describe('POST /api/visualdev/Generater/{id}/Actions/DownloadCode', () => {
  it('streams the module as <area>-<name>.zip with repository-relative paths', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${GEN}/${designId}/Actions/DownloadCode`, headers: { authorization: coder }, payload: { module: 'sales', className: 'salesOrder' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="sales-salesOrder.zip"; filename*=UTF-8''sales-salesOrder.zip`);
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(entries)).toContain('tests/api/sales-salesOrder.test.ts');
    expect(strFromU8(entries['server/modules/sales/salesOrder.ts'])).toContain('export const salesOrderResource: ResourceDef = {');
  });

  it('answers 600, 403 and 404 as the preview does', async () => {
    const url = `${GEN}/${designId}/Actions/DownloadCode`;
    expect((await call(t.app, 'POST', url, { payload: { module: 'sales' } })).code).toBe(600);
    expect((await call(t.app, 'POST', url, { token: viewer, payload: { module: 'sales' } })).code).toBe(403);
    expect((await call(t.app, 'POST', `${GEN}/${'f'.repeat(32)}/Actions/DownloadCode`, { token: coder, payload: { module: 'sales' } })).code).toBe(404);
  });
});
