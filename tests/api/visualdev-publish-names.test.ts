import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { menuButtons, menuColumns, menus } from '../../server/db/schema';
import { adminLogin, call, createTestApp, findMenu, menuId, type TestContext } from './helpers';

/**
 * A published design's menu entry in three languages (docs/architecture.md#dynamic-models): zh is the design's
 * 功能名称, zhtw and en the page title's as the designer sets them (the list's, else the form's); its buttons and
 * columns carry their labels' languages; the menu reads in the reader's language. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */

const BASE = '/api/visualdev/Base';

let t: TestContext;
let admin: string;
let parentId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t.app);
  parentId = await menuId(t.db, 'onlineDev');
});
afterAll(async () => { await t?.close(); });

type Text = string | { zh: string; zhtw?: string; en?: string };
const NAME = { jnpfKey: 'comInput', vModel: 'name', label: { zh: '客户', zhtw: '客戶', en: 'Customer' } };
const form = (title?: Text) => ({ schemaVersion: 1, type: 'form', id: 'design.n', ...(title ? { title } : {}), api: { save: { method: 'POST', url: '/x' } }, fields: [NAME] });
const list = (title?: Text) => ({
  schemaVersion: 1, type: 'list', id: 'design.n.list', ...(title ? { title } : {}), api: { list: { method: 'POST', url: '/x' } },
  model: { form: 'design.n' }, permissions: ['btn_add'],
  columns: [{ prop: 'name', label: { zh: '客户', zhtw: '客戶', en: 'Customer' } }],
  toolbar: [{ action: 'add', permission: 'btn_add', label: { zh: '登记', zhtw: '登記', en: 'Register' }, form: 'design.n' }],
});

async function publish(enCode: string, formData: unknown, columnData: unknown, webType = '2') {
  const created = await call(t.app, 'POST', BASE, { token: admin, payload: { fullName: '客户订单', enCode, type: 1, webType, formData, columnData } });
  expect(created, created.msg).toMatchObject({ code: 200 });
  const r = await call(t.app, 'POST', `${BASE}/${created.data.id}/Actions/Release`, { token: admin, payload: { parentId } });
  expect(r, r.msg).toMatchObject({ code: 200 });
  return { id: created.data.id as string, menu: r.data.menuId as string };
}

const menuRow = async (id: string) => (await t.db.select().from(menus).where(eq(menus.id, id)))[0];
const menuIn = async (lang: string, code: string) =>
  findMenu((await call(t.app, 'GET', '/api/oauth/CurrentUser', { token: admin, headers: { 'jnpf-lang': lang } })).data.menuList, code);

describe('the menu entry of a published design in three languages', () => {
  it('names the menu from the list title, with its buttons and columns, in the reader\'s language', async () => {
    const { id, menu } = await publish('nameOrder', form(), list({ zh: '订单', zhtw: '客戶訂單', en: 'Customer orders' }));
    expect(await menuRow(menu)).toMatchObject({ fullName: '客户订单', nameI18n: { zhtw: '客戶訂單', en: 'Customer orders' } });
    expect((await menuIn('en', 'nameOrder')).fullName).toBe('Customer orders');
    expect((await menuIn('zhtw', 'nameOrder')).fullName).toBe('客戶訂單');
    expect((await menuIn('zh', 'nameOrder')).fullName).toBe('客户订单');
    const [button] = await t.db.select().from(menuButtons).where(eq(menuButtons.moduleId, menu));
    expect(button).toMatchObject({ enCode: 'btn_add', fullName: '登记', nameI18n: { zhtw: '登記', en: 'Register' } });
    const [column] = await t.db.select().from(menuColumns).where(eq(menuColumns.moduleId, menu));
    expect(column).toMatchObject({ enCode: 'name', fullName: '客户', nameI18n: { zhtw: '客戶', en: 'Customer' } });
    // The model's name (Config's fullName) follows; the list keeps its own title.
    const config = await call(t.app, 'GET', `/api/_m/${id}/Config`, { token: admin, headers: { 'jnpf-lang': 'en' } });
    expect(config, config.msg).toMatchObject({ code: 200, data: { fullName: 'Customer orders' } });
  });

  it('takes the form title when the list has none, and a republish renames the menu', async () => {
    const { id, menu } = await publish('nameForm', form({ zh: '客户订单', en: 'Orders' }), list());
    expect(await menuRow(menu)).toMatchObject({ nameI18n: { en: 'Orders' } });
    expect((await menuIn('en', 'nameForm')).fullName).toBe('Orders');
    const { data } = await call(t.app, 'GET', `${BASE}/${id}`, { token: admin });
    const saved = await call(t.app, 'PUT', `${BASE}/${id}`, { token: admin, payload: { version: data.version, columnData: list({ zh: '订单', en: 'Sales orders' }) } });
    expect(saved, saved.msg).toMatchObject({ code: 200 });
    expect(await call(t.app, 'POST', `${BASE}/${id}/Actions/Release`, { token: admin, payload: {} })).toMatchObject({ code: 200 });
    expect((await menuIn('en', 'nameForm')).fullName).toBe('Sales orders');
  });

  it('keeps the zh name in every language when the design has no titles in other languages', async () => {
    const { menu } = await publish('nameBare', form('客户订单'), list());
    expect((await menuRow(menu)).nameI18n).toEqual({});
    expect((await menuIn('en', 'nameBare')).fullName).toBe('客户订单');
  });
});
