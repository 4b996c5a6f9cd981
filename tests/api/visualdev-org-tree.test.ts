import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../server/db/schema';
import { adminLogin, call, createTestApp, createUser, grant, login, menuId, type TestContext } from './helpers';

/**
 * A published list with a left tree of departments (JNPF columnData type 2, treeDataSource `department`;
 * docs/architecture.md#dynamic-models): the published list reads the enabled organisation tree every signed-in user's
 * pickers read (companies shown but not chosen, names in the reader's language), and a node filters the List by the
 * relation field, flat or in queryJson. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

const BASE = '/api/visualdev/Base';
const TREE = '/api/permission/Organize/Department/Selector';

let t: TestContext;
let admin: string;
let reader: string;
let modelId: string;
let company: string;
let deptA: string;
let deptB: string;

const form = {
  schemaVersion: 1, type: 'form', id: 'design.org', api: { save: { method: 'POST', url: '/x' } }, fields: [
    { jnpfKey: 'comInput', vModel: 'title', label: '标题' },
    { jnpfKey: 'depSelect', vModel: 'dept', label: { zh: '部门', zhtw: '部門', en: 'Department' } },
  ],
};
const list = {
  schemaVersion: 1, type: 'list', id: 'design.org.list', api: { list: { method: 'POST', url: '/x' } }, model: { form: 'design.org' },
  permissions: ['btn_add'], columns: [{ prop: 'title', label: '标题' }, { prop: 'dept', label: '部门' }],
  toolbar: [{ action: 'add', permission: 'btn_add', form: 'design.org' }],
  tree: { title: { zh: '部门', en: 'Departments' }, api: { method: 'GET', url: TREE }, queryKey: 'dept', labelKey: 'fullName', valueKey: 'id' },
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t.app);
  const [c] = await t.db.insert(organizations).values({ category: 'company', enCode: 'TREEC', fullName: '树公司', nameI18n: { en: 'Tree Co' } }).returning();
  const [a] = await t.db.insert(organizations).values({ category: 'department', parentId: c.id, enCode: 'TREEA', fullName: '甲部', nameI18n: { en: 'Dept A' } }).returning();
  const [b] = await t.db.insert(organizations).values({ category: 'department', parentId: c.id, enCode: 'TREEB', fullName: '乙部', nameI18n: { en: 'Dept B' } }).returning();
  [company, deptA, deptB] = [c.id, a.id, b.id];
  const created = await call(t.app, 'POST', BASE, { token: admin, payload: { fullName: '部门登记', enCode: 'orgTreeList', type: 1, webType: '2', formData: form, columnData: list } });
  expect(created, created.msg).toMatchObject({ code: 200 });
  modelId = created.data.id;
  const published = await call(t.app, 'POST', `${BASE}/${modelId}/Actions/Release`, { token: admin, payload: { parentId: await menuId(t.db, 'onlineDev') } });
  expect(published, published.msg).toMatchObject({ code: 200 });
  const userId = await createUser(t.db, { account: 'treereader', password: 'P1' });
  await grant(t.db, 'User', userId, 'module', published.data.menuId);
  reader = await login(t.app, 'treereader', 'P1');
  for (const [title, dept] of [['甲一', deptA], ['甲二', deptA], ['乙一', deptB]]) {
    expect(await call(t.app, 'POST', `/api/_m/${modelId}`, { token: admin, payload: { title, dept } })).toMatchObject({ code: 200 });
  }
});
afterAll(async () => { await t?.close(); });

const titles = async (payload: Record<string, unknown>) => {
  const r = await call(t.app, 'POST', `/api/_m/${modelId}/List`, { token: reader, payload: { currentPage: 1, pageSize: 20, ...payload } });
  expect(r, r.msg).toMatchObject({ code: 200 });
  return (r.data.list as Array<{ title: string }>).map((row) => row.title).sort();
};

describe('a published list with a department tree', () => {
  it('publishes the tree reading the organisation tree, related to the department field', async () => {
    const config = await call(t.app, 'GET', `/api/_m/${modelId}/Config`, { token: reader });
    expect(config, config.msg).toMatchObject({ code: 200 });
    expect(JSON.parse(config.data.columnData).tree).toMatchObject({ api: { method: 'GET', url: TREE }, queryKey: 'dept', valueKey: 'id' });
  });

  it('answers the tree to a user holding only the published menu, companies not chosen, in their language', async () => {
    const r = await call(t.app, 'GET', TREE, { token: reader, headers: { 'jnpf-lang': 'en' } });
    expect(r, r.msg).toMatchObject({ code: 200 });
    const node = (r.data.list as any[]).find((n) => n.id === company);
    expect(node).toMatchObject({ fullName: 'Tree Co', disabled: true });
    expect(node.children.map((d: any) => [d.id, d.fullName])).toEqual(expect.arrayContaining([[deptA, 'Dept A'], [deptB, 'Dept B']]));
  });

  it('filters the List by the clicked department, flat or in queryJson', async () => {
    expect(await titles({})).toEqual(['乙一', '甲一', '甲二']);
    expect(await titles({ dept: deptA })).toEqual(['甲一', '甲二']);
    expect(await titles({ queryJson: JSON.stringify({ dept: deptB }) })).toEqual(['乙一']);
    expect(await titles({ dept: company })).toEqual([]);
  });
});
