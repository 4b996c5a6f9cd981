import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import type { Model } from '../../schemas/model';
import { validateModel } from '../../schemas/model/validate';
import { buildApp, type App } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { menuButtons, menuDataSchemes, menus } from '../../server/db/schema';
import { ensureTable, ModelTableError, tableFromModel } from '../../server/resource/dynamic';
import { resourceRoutes } from '../../server/resource';
import { adminLogin, buttonId, call, createUser, grant, login, menuId, testDatabaseConfig } from './helpers';
import { exportCall } from './gold-helpers';

/**
 * A model that is data: read from JSON at run time, its table created by the engine, its routes
 * mounted, and the standard route suite run on it (issue: ready for dynamic models). Runs on PGlite,
 * and on PostgreSQL with TEST_DATABASE_URL.
 */

const loadModel = (): Model => {
  const check = validateModel(JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'fixtures/supplier-contact.model.json'), 'utf8')));
  if (!check.ok) throw new Error(check.errors.join('\n'));
  return check.model;
};

let database: Database;
let drop: () => Promise<void>;
let config: Awaited<ReturnType<typeof testDatabaseConfig>>['config'];
let app: App;
let admin: string;
let model: Model;
const base = '/api/dyn/supplierContact';

/** The app with the model's routes mounted (the table must exist). */
async function appWith(m: Model): Promise<App> {
  const a = await buildApp({ config, database, logger: false });
  await a.register(async (scoped) => { await resourceRoutes(scoped, [{ model: m, table: tableFromModel(m) }]); });
  await a.ready();
  return a;
}

async function seedMenu(db: Database['db'], enCode: string): Promise<void> {
  const [page] = await db.insert(menus).values({ type: 2, enCode, fullName: '供应商联系人', urlAddress: 'dyn/supplierContact', isButtonAuthorize: 1, isDataAuthorize: 1 }).returning();
  await db.insert(menuButtons).values(['btn_add', 'btn_edit', 'btn_remove', 'btn_download'].map((code, i) => ({ moduleId: page.id, enCode: code, fullName: code, sortCode: i })));
  await db.insert(menuDataSchemes).values({
    moduleId: page.id, enCode: 'own', fullName: '本人创建',
    conditionJson: JSON.stringify([{ logic: 'and', groups: [{ field: 'createdBy', op: 'Equal', value: '@userId' }] }]),
  });
}

/** A user holding the page with the given buttons, limited to their own rows when `own`. */
async function pageUser(buttons: string[], own: boolean): Promise<string> {
  const db = database.db;
  const account = `dyn${Math.random().toString(36).slice(2, 8)}`;
  const userId = await createUser(db, { account, password: 'P1' });
  const menu = await menuId(db, model.access.menu);
  await grant(db, 'User', userId, 'module', menu);
  for (const b of buttons) await grant(db, 'User', userId, 'button', await buttonId(db, model.access.menu, b));
  if (own) {
    const [scheme] = await db.select({ id: menuDataSchemes.id }).from(menuDataSchemes).where(sql`${menuDataSchemes.moduleId} = ${menu}`);
    await grant(db, 'User', userId, 'resource', scheme.id);
  }
  return login(app, account, 'P1');
}

const rows = async () => Number((await database.db.execute(sql`select count(*)::int as n from dyn_supplier_contacts`) as any).rows?.[0]?.n
  ?? (await database.db.select({ n: count() }).from(tableFromModel(model)))[0].n);

beforeAll(async () => {
  ({ config, drop } = await testDatabaseConfig());
  database = await openDatabase(config);
  model = loadModel();
  expect(await ensureTable(database.db, model)).toEqual({ created: true, added: model.fields.map((f) => f.key) });
  app = await appWith(model);
  admin = await adminLogin(app);
  await seedMenu(database.db, model.access.menu);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await drop?.();
});

describe('a model loaded from JSON at run time', () => {
  it('is checked: a model naming a field it lacks is refused with the path', () => {
    const bad = { ...loadModel(), keyword: ['name', 'email'] };
    expect(validateModel(bad)).toEqual({ ok: false, errors: ["/keyword/1: unknown field 'email'"] });
    expect(validateModel({ name: 'x' }).ok).toBe(false);
  });

  it('creates, reads, pages, filters and exports through the routes its model names', async () => {
    const created = await call(app, 'POST', `${base}/edit`, { token: admin, payload: { name: '张三', phone: '13800138000', creditLimit: '1000.5', since: '2024-03-01', areaIds: ['44', '4403'] } });
    expect(created).toMatchObject({ code: 200, msg: '新建成功', data: { name: '张三', creditLimit: '1000.50', level: 1, since: '2024-03-01', areaName: '广东省/深圳市', version: 0, createdByName: '管理员' } });
    await call(app, 'POST', `${base}/edit`, { token: admin, payload: { name: '李四', level: 2, since: '2025-01-01' } });
    const page = await call(app, 'GET', `${base}/page`, { token: admin, query: { sinceStart: '2024-01-01', sinceEnd: '2024-12-31' } });
    expect(page.data.list.map((r: any) => r.name)).toEqual(['张三']);
    expect((await call(app, 'GET', `${base}/page`, { token: admin, query: { level: '2' } })).data.list.map((r: any) => r.name)).toEqual(['李四']);
    expect((await call(app, 'GET', `${base}/page`, { token: admin, query: { keyword: '1380013' } })).data.pagination.total).toBe(1);
    expect((await call(app, 'GET', `${base}/list`, { token: admin })).data.list).toEqual([{ id: created.data.id, name: '张三' }]);
    expect((await call(app, 'GET', `${base}/detail/${created.data.id}`, { token: admin })).data.phone).toBe('13800138000');
    const ex = await exportCall({ app } as any, `${base}/export`, admin, { sidx: 'name', sort: 'asc' }, { 'jnpf-lang': 'en' });
    expect(ex.rows[0]).toEqual(['Name', 'Phone', 'Limit (CNY)', 'Level', 'Since', 'Area', 'Created at']);
    expect(ex.rows.slice(1).map((r) => [r[0], r[2], r[3]])).toEqual([['张三', '1000.50', 'Regular'], ['李四', '', 'Key']]);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const before = await rows();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{}, '姓名不能为空', 'name'],
      [{ name: 'x'.repeat(51) }, '姓名：长度不能超过50个字符', 'name'],
      [{ name: '王五', phone: 'abc' }, '电话：请正确输入您的手机或座机号', 'phone'],
      [{ name: '王五', creditLimit: '1.234' }, '额度(元)：请输入不小于零的数，最多保留两位小数', 'creditLimit'],
      [{ name: '王五', level: 3 }, '级别：取值必须是 1、2 之一', 'level'],
      [{ name: '王五', since: '2024-02-30' }, '合作日期：请输入正确的日期（YYYY-MM-DD）', 'since'],
      [{ name: '王五', areaIds: ['44', '1101'] }, '所在地区：请选择有效的省市区', 'areaIds'],
    ];
    for (const [payload, msg, field] of cases) {
      expect({ payload, reply: await call(app, 'POST', `${base}/edit`, { token: admin, payload }) }).toEqual({ payload, reply: { code: 400, msg, data: { field } } });
    }
    expect(await call(app, 'POST', `${base}/edit`, { token: admin, payload: { name: '张三' } })).toEqual({ code: 409, msg: '联系人已存在' });
    expect(await rows()).toBe(before);
  });

  it('answers 600 without a session and 403 without the page or the button, writing nothing', async () => {
    const before = await rows();
    expect((await call(app, 'GET', `${base}/page`)).code).toBe(600);
    expect((await call(app, 'POST', `${base}/edit`, { payload: { name: '无会话' } })).code).toBe(600);
    const nobody = await login(app, await (async () => { const a = `no${Date.now()}`; await createUser(database.db, { account: a, password: 'P1' }); return a; })(), 'P1');
    expect((await call(app, 'GET', `${base}/page`, { token: nobody })).code).toBe(403);
    const reader = await pageUser([], false);
    expect((await call(app, 'GET', `${base}/page`, { token: reader })).code).toBe(200);
    expect((await call(app, 'POST', `${base}/edit`, { token: reader, payload: { name: '无按钮' } })).code).toBe(403);
    expect((await call(app, 'DELETE', `${base}/delete`, { token: reader, payload: { ids: ['x'] } })).code).toBe(403);
    expect(await rows()).toBe(before);
  });

  it('keeps a data-scoped user to their own rows on every route that takes an id; others are 404 and untouched', async () => {
    const owner = await pageUser(['btn_add', 'btn_edit', 'btn_remove', 'btn_download'], true);
    const mine = (await call(app, 'POST', `${base}/edit`, { token: owner, payload: { name: '自己的' } })).data;
    const theirs = (await call(app, 'GET', `${base}/page`, { token: admin, query: { name: '张三' } })).data.list[0];
    expect((await call(app, 'GET', `${base}/page`, { token: owner })).data.list.map((r: any) => r.id)).toEqual([mine.id]);
    expect((await call(app, 'GET', `${base}/detail/${theirs.id}`, { token: owner })).code).toBe(404);
    expect(await call(app, 'POST', `${base}/edit`, { token: owner, payload: { id: theirs.id, version: theirs.version, phone: '13900139000' } })).toEqual({ code: 404, msg: '联系人不存在' });
    expect((await call(app, 'DELETE', `${base}/delete`, { token: owner, payload: { ids: [theirs.id] } })).code).toBe(404);
    expect((await call(app, 'GET', '/api/updateRecord/page', { token: owner, query: { entityType: model.name, entityId: theirs.id } })).code).toBe(404);
    const after = (await call(app, 'GET', `${base}/detail/${theirs.id}`, { token: admin })).data;
    expect(after).toMatchObject({ version: theirs.version, phone: theirs.phone });
  });

  it('locks optimistically (409 on a stale version) and records each change, shown in the reader\'s language', async () => {
    const c = (await call(app, 'POST', `${base}/edit`, { token: admin, payload: { name: '赵六', level: 1 } })).data;
    expect((await call(app, 'POST', `${base}/edit`, { token: admin, payload: { id: c.id, version: 0, level: 2, creditLimit: '5' } })).data.version).toBe(1);
    expect(await call(app, 'POST', `${base}/edit`, { token: admin, payload: { id: c.id, version: 0, level: 1 } })).toEqual({ code: 409, msg: '数据已被他人修改，请刷新后重试' });
    const history = await call(app, 'GET', '/api/updateRecord/page', { token: admin, query: { entityType: model.name, entityId: c.id }, headers: { 'jnpf-lang': 'en' } });
    expect(history.data.list.map((r: any) => [r.fieldName, r.oldValue, r.newValue])).toEqual([['Limit (CNY)', null, '5.00'], ['Level', 'Regular', 'Key']]);
    expect((await call(app, 'DELETE', `${base}/delete`, { token: admin, payload: { ids: [c.id] } })).code).toBe(200);
    expect((await call(app, 'GET', `${base}/detail/${c.id}`, { token: admin })).code).toBe(404);
  });

  it('gains a column when the model gains a field, losing no row; a type change is refused', async () => {
    const before = await rows();
    const grown: Model = { ...model, fields: [...model.fields, { key: 'wechat', type: 'text', label: { zh: '微信', zhtw: '微信', en: 'WeChat' }, max: 40 }] };
    expect(await ensureTable(database.db, grown)).toEqual({ created: false, added: ['wechat'] });
    expect(await rows()).toBe(before);
    await app.close();
    app = await appWith(grown);
    const saved = await call(app, 'POST', `${base}/edit`, { token: admin, payload: { name: '孙七', wechat: 'sun7' } });
    expect(saved).toMatchObject({ code: 200, data: { wechat: 'sun7' } });
    expect((await call(app, 'GET', `${base}/page`, { token: admin, query: { name: '张三' } })).data.list[0].wechat).toBeNull();
    const retyped: Model = { ...grown, fields: grown.fields.map((f) => (f.key === 'phone' ? { ...f, type: 'integer' as const } : f)) };
    await expect(ensureTable(database.db, retyped)).rejects.toBeInstanceOf(ModelTableError);
    expect(await rows()).toBe(before + 1);
  });
});
