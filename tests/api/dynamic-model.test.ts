import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { count, sql } from 'drizzle-orm';
import type { Model } from '../../schemas/model';
import { validateModel } from '../../schemas/model/validate';
import { buildApp, type App } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { menuButtons, menuDataSchemes, menus } from '../../server/db/schema';
import { ensureTable, ModelTableError, tableFromModel } from '../../server/resource/dynamic';
import { resourceRoutes } from '../../server/resource';
import { adminLogin, buttonId, call, createUser, grant, login, menuId, testDatabaseConfig, uploadFile, xlsxFile } from './helpers';
import { hostTimeZone } from '../../schemas/format/time';
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
  await db.insert(menuButtons).values(['btn_add', 'btn_edit', 'btn_remove', 'btn_download', 'btn_upload'].map((code, i) => ({ moduleId: page.id, enCode: code, fullName: code, sortCode: i })));
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
    expect(ex.rows[0]).toEqual(['Name', 'Phone', 'Limit (CNY)', 'Level', 'Since', 'Area', `Created at (${hostTimeZone()})`]);
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

  it('takes a dictionary enum as an enabled item of its dictionary, and shows the item\'s name in history and exports', async () => {
    expect(await call(app, 'POST', `${base}/edit`, { token: admin, payload: { name: '周九', bank: 'NOPE' } }))
      .toEqual({ code: 400, msg: '开户银行：请选择字典中的有效选项', data: { field: 'bank' } });
    const c = (await call(app, 'POST', `${base}/edit`, { token: admin, payload: { name: '周九', bank: 'CMB' } })).data;
    expect(c.bank).toBe('CMB');
    await call(app, 'POST', `${base}/edit`, { token: admin, payload: { id: c.id, version: 0, bank: 'ICBC' } });
    const history = await call(app, 'GET', '/api/updateRecord/page', { token: admin, query: { entityType: model.name, entityId: c.id } });
    expect(history.data.list.map((r: any) => [r.fieldName, r.oldValue, r.newValue])).toEqual([['开户银行', '招商银行', '中国工商银行']]);
    const withBank: Model = { ...model, export: { ...model.export!, columns: ['name', 'bank'] } };
    await app.close();
    app = await appWith(withBank);
    const ex = await exportCall({ app } as any, `${base}/export`, admin, { name: '周九' });
    expect(ex.rows).toEqual([['姓名', '开户银行'], ['周九', '中国工商银行']]);
    await app.close();
    app = await appWith(model);
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

const workbook = xlsxFile;
const upload = (token: string | undefined, file: Buffer, name = 'contacts.xlsx') => uploadFile(app, `${base}/checkImportData`, token, file, name);

describe('the bulk import of a model', () => {
  it('offers a template with the import columns and the example row', async () => {
    const res = await app.inject({ method: 'GET', url: `${base}/template`, headers: { authorization: admin } });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('供应商联系人导入模板.xlsx'));
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: false, defval: '' });
    expect(rows).toEqual([['姓名', '电话', '额度(元)', '级别', '合作日期'], ['张三', '13800138000', '1000.00', '普通', '2024-01-01']]);
  });

  it('checks a file in a worker: each row with its errors by field; labels of options are understood', async () => {
    const file = workbook([
      ['姓名', 'Phone', '额度(元)', '级别', '合作日期', '备注'],
      ['导入一', '13800138001', '12.5', '重要', '2024-05-06', 'ignored'],
      ['', 'abc', '1.234', '特级', '2024-02-30'],
      ['导入二', '', '', 'Regular', ''],
    ]);
    const r = await upload(admin, file);
    expect(r.code).toBe(200);
    expect(r.data.blnError).toBe(true);
    expect(r.data.list[0]).toEqual({ name: '导入一', phone: '13800138001', creditLimit: '12.5', level: 2, since: '2024-05-06' });
    expect(r.data.list[1]).toMatchObject({ blnError: true, errors: {
      name: '姓名不能为空', phone: '电话：请正确输入您的手机或座机号', creditLimit: '额度(元)：请输入不小于零的数，最多保留两位小数',
      level: '级别：取值必须是 1、2 之一', since: '合作日期：请输入正确的日期（YYYY-MM-DD）',
    } });
    expect(r.data.list[2]).toEqual({ name: '导入二', phone: null, creditLimit: null, level: 1, since: null });
    expect((await upload(admin, Buffer.from('not a spreadsheet'), 'contacts.csv'))).toMatchObject({ code: 400, msg: '只能上传xls/xlsx格式的文件' });
    expect((await upload(admin, workbook([['无关', '列'], ['a', 'b']])))).toMatchObject({ code: 400, msg: '文件表头与模板不符，请下载模板后填写' });
    expect((await upload(admin, workbook([['姓名', '电话']])))).toMatchObject({ code: 400, msg: '导入数据为空' });
  });

  it('saves the rows all together, or none when one is refused; needs the page, btn_upload and a session', async () => {
    const before = await rows();
    const save = (token: string | undefined, list: unknown[]) => call(app, 'POST', `${base}/import`, { token, payload: { list } });
    expect((await save(undefined, [{ name: '无会话' }])).code).toBe(600);
    const noUpload = await pageUser(['btn_add'], false);
    expect((await save(noUpload, [{ name: '无权限' }])).code).toBe(403);
    expect(await save(admin, [])).toMatchObject({ code: 400, msg: '导入数据为空' });
    expect(await save(admin, [{ name: '批一' }, { name: '批二', since: '2024-13-01' }])).toEqual({ code: 400, msg: '第2行：合作日期：请输入正确的日期（YYYY-MM-DD）', data: { field: 'since' } });
    expect(await save(admin, [{ name: '批一' }, { name: '张三' }])).toEqual({ code: 400, msg: '第2行：联系人已存在', data: { field: 'name' } });
    expect(await rows()).toBe(before);
    const ok = await save(admin, [{ name: '批一', level: 2, creditLimit: '3' }, { name: '批二', phone: '020-88886666' }]);
    expect(ok).toEqual({ code: 200, msg: '导入成功', data: { resultType: 0, snum: 2, fnum: 0, failResult: [] } });
    expect(await rows()).toBe(before + 2);
    const saved = await call(app, 'GET', `${base}/page`, { token: admin, query: { name: '批一' } });
    expect(saved.data.list[0]).toMatchObject({ level: 2, creditLimit: '3.00', createdByName: '管理员' });
  });
});
