import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, sql } from 'drizzle-orm';
import * as XLSX from '@e965/xlsx';
import type { PublishedDesign } from '../../schemas/model/published';
import type { App } from '../../server/app';
import { menus, sysLogs } from '../../server/db/schema';
import { newId } from '../../server/db/columns';
import { visualdev } from '../../server/modules/visualdev/tables';
import { call, createUser, login, settle, uploadFile, xlsxFile } from './helpers';
import { menuUser as sharedMenuUser, publishedTestApp } from './fixtures/published-app';

/**
 * The OnlineDev calls of a published design and their /api/_m aliases (issue 17): Config, List with search and sort,
 * create (JNPF's { data: "<json>" } and plain values) with the total recomputed and the rule enforced by the server,
 * detail, DataChange, update with the optimistic lock, delete, batchDelete, Export, Template, FieldDataSelect; 600,
 * 403 without the button, another user's row outside a data rule, not published. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */

const OD = '/api/visualdev/OnlineDev';
const M = '/api/_m';
const PREFIXES = [OD, M];
const MENU = 'onlineOrderTest';

let app: App;
let drop: () => Promise<void>;
let admin: string;
let published: PublishedDesign;
let modelId: string;

const db = () => app.database.db;
const count = async (table: string) => Number(((await db().execute(sql.raw(`select count(*)::int as n from ${table} where deleted_at is null`))) as any).rows[0].n);
const parsed = (reply: { data?: { data: string } }) => JSON.parse(reply.data!.data) as Record<string, any>;

const PUBLISH = { name: '在线订单', buttons: ['btn_add', 'btn_edit', 'btn_remove', 'btn_download', 'btn_upload'], ownRows: true };

/** A user holding the menu with the given buttons, limited to their own rows when `own`. */
const menuUser = (buttons: string[], own = false) => sharedMenuUser(app, MENU, buttons, own);

const order = (title: string, extra: Record<string, unknown> = {}) => ({
  title, mobile: '13800138000', payment: 'cash', amount: '10', orderDate: Date.UTC(2025, 0, 2, 4),
  items: [{ product: '戒指', price: '2.50', qty: 2, subtotal: '999' }, { product: '手链', price: '1.25', qty: 4 }],
  total: '1', billNo: 'FORGED', creator: 'someone-else',
  ...extra,
});

beforeAll(async () => {
  ({ app, drop, admin, modelId, published } = await publishedTestApp({ ...PUBLISH, menu: MENU }));
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

describe('OnlineDev: a published design served live', () => {
  it('answers Config, ColumnData and FormData with the runtime pages as JSON text under both prefixes', async () => {
    for (const prefix of PREFIXES) {
      const config = await call(app, 'GET', `${prefix}/${modelId}/Config`, { token: admin });
      expect(config).toMatchObject({ code: 200, data: { webType: '2', fullName: '在线订单', flowId: null } });
      expect(JSON.parse(config.data.formData)).toEqual(published.form);
      expect(JSON.parse(config.data.columnData)).toEqual(published.list);
      expect(JSON.parse((await call(app, 'GET', `${prefix}/${modelId}/ColumnData`, { token: admin })).data.columnData).id).toBe(`vd.${modelId}.list`);
      expect(JSON.parse((await call(app, 'GET', `${prefix}/${modelId}/FormData`, { token: admin })).data.formData).id).toBe(`vd.${modelId}.form`);
    }
  });

  it('creates from { data: "<json>" } and from plain values: total, subtotals, bill number and system fields by the server', async () => {
    const before = await count(`vd_${modelId}_1`);
    const first = await call(app, 'POST', `${OD}/${modelId}`, { token: admin, payload: { data: JSON.stringify(order('甲单')) } });
    expect(first).toMatchObject({ code: 200, msg: '新建成功' });
    const second = await call(app, 'POST', `${M}/${modelId}`, { token: admin, payload: order('乙单', { amount: '3.5', payment: 'transfer', items: [] }) });
    expect(second).toMatchObject({ code: 200, msg: '新建成功' });
    expect(await count(`vd_${modelId}_1`)).toBe(before + 2);

    const detail = parsed(await call(app, 'GET', `${M}/${modelId}/${first.data.id}`, { token: admin }));
    expect(detail).toMatchObject({ id: first.data.id, version: 0, title: '甲单', payment: 'cash', amount: '10.00', total: '20.00' });
    expect(detail.items.map((r: any) => [r.product, r.price, r.qty, r.subtotal])).toEqual([['戒指', '2.50', 2, '5.00'], ['手链', '1.25', 4, '5.00']]);
    expect(detail.billNo).toMatch(/^MD\d+/);
    const me = await call(app, 'GET', '/api/oauth/CurrentUser', { token: admin });
    expect(detail.creator).toBe(me.data.userInfo.userId);
    expect(typeof detail.createdTime).toBe('number');
    expect(parsed(await call(app, 'GET', `${OD}/${modelId}/${second.data.id}`, { token: admin }))).toMatchObject({ total: '3.50', items: [] });
  });

  it('refuses bad input with a 400 naming the field and writes nothing', async () => {
    const before = [await count(`vd_${modelId}`), await count(`vd_${modelId}_1`)];
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [order('规则', { mobile: '12345' }), 'mobile', '手机：请正确输入您的手机号'],
      [order('', {}), 'title', '标题不能为空'],
      [order('字典', { payment: 'gold-bars' }), 'payment', '付款方式：请选择字典中的有效选项'],
      [order('子表', { items: [{ price: '1' }] }), 'product', '商品不能为空'],
      [order('金额', { amount: 'abc' }), 'amount', ''],
    ];
    for (const [payload, field, msg] of cases) {
      const reply = await call(app, 'POST', `${M}/${modelId}`, { token: admin, payload });
      expect({ field, reply: { code: reply.code, field: reply.data?.field } }).toEqual({ field, reply: { code: 400, field } });
      if (msg) expect(reply.msg).toBe(msg);
    }
    expect((await call(app, 'POST', `${M}/${modelId}`, { token: admin, payload: { data: '{not json' } })).code).toBe(400);
    expect([await count(`vd_${modelId}`), await count(`vd_${modelId}_1`)]).toEqual(before);
  });

  it('lists with display values, search (queryJson or flat keys) and sort, under both prefixes', async () => {
    for (const prefix of PREFIXES) {
      const all = await call(app, 'POST', `${prefix}/${modelId}/List`, { token: admin, payload: { currentPage: 1, pageSize: 20, sidx: 'amount', sort: 'asc' } });
      expect(all.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 2 });
      expect(all.data.list.map((r: any) => r.title)).toEqual(['乙单', '甲单']);
      expect(all.data.list[1]).toMatchObject({ payment: '现金', amount: '10.00', total: '20.00', creator: '管理员', orderDate: '2025/01/02' });
      expect(all.data.list[0].createdTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(all.data.list[0]).toMatchObject({ createdByName: '管理员', updatedByName: null, createdAt: expect.any(Number) });
      const byJson = await call(app, 'POST', `${prefix}/${modelId}/List`, { token: admin, payload: { currentPage: 1, pageSize: 20, queryJson: JSON.stringify({ title: '甲' }) } });
      expect(byJson.data.list.map((r: any) => r.title)).toEqual(['甲单']);
      const flat = await call(app, 'POST', `${prefix}/${modelId}/List`, { token: admin, payload: { currentPage: 1, pageSize: 20, payment: 'transfer' } });
      expect(flat.data.list.map((r: any) => r.title)).toEqual(['乙单']);
      const range = await call(app, 'POST', `${prefix}/${modelId}/List`, { token: admin, payload: { currentPage: 1, pageSize: 20, queryJson: JSON.stringify({ amount: [5, 20] }) } });
      expect(range.data.list.map((r: any) => r.title)).toEqual(['甲单']);
    }
    expect((await call(app, 'POST', `${M}/${modelId}/List`, { token: admin, payload: { currentPage: 1, pageSize: 20, sidx: 'nope' } })).code).toBe(400);
    expect((await call(app, 'POST', `${M}/${modelId}/List`, { token: admin, payload: { currentPage: 1, pageSize: 20, queryJson: '{' } })).code).toBe(400);
    expect((await call(app, 'POST', `${M}/${modelId}/List`, { token: admin, payload: { currentPage: 0, pageSize: 20 } })).code).toBe(400);
  });

  it('shows a record with display texts (DataChange), sub-table rows included', async () => {
    const [row] = (await call(app, 'POST', `${M}/${modelId}/List`, { token: admin, payload: { currentPage: 1, pageSize: 20, title: '甲单' } })).data.list;
    for (const prefix of PREFIXES) {
      const shown = parsed(await call(app, 'GET', `${prefix}/${modelId}/${row.id}/DataChange`, { token: admin }));
      expect(shown).toMatchObject({ payment: '现金', creator: '管理员', total: '20.00', orderDate: '2025/01/02' });
      expect(shown.items.map((r: any) => r.subtotal)).toEqual(['5.00', '5.00']);
    }
    expect((await call(app, 'GET', `${M}/${modelId}/${newId()}/DataChange`, { token: admin })).code).toBe(404);
  });

  it('updates with the version read: stale 409, sub-table replaced, total recomputed, change records written', async () => {
    const [row] = (await call(app, 'POST', `${M}/${modelId}/List`, { token: admin, payload: { currentPage: 1, pageSize: 20, title: '甲单' } })).data.list;
    const values = parsed(await call(app, 'GET', `${M}/${modelId}/${row.id}`, { token: admin }));
    const stale = await call(app, 'PUT', `${OD}/${modelId}/${row.id}`, { token: admin, payload: { data: JSON.stringify({ ...values, version: values.version + 1, title: '过期' }) } });
    expect(stale.code).toBe(409);
    expect((await call(app, 'PUT', `${OD}/${modelId}/${row.id}`, { token: admin, payload: { title: '无版本' } })).code).toBe(400);
    const items = [values.items[0], { product: '项链', price: '100', qty: 1 }];
    const updated = await call(app, 'PUT', `${M}/lmsfUpdate/${modelId}/${row.id}`, { token: admin, payload: { ...values, title: '甲单改', billNo: 'X', total: '0', items } });
    expect(updated).toMatchObject({ code: 200, msg: '更新成功' });
    const after = parsed(await call(app, 'GET', `${OD}/${modelId}/${row.id}`, { token: admin }));
    expect(after).toMatchObject({ title: '甲单改', total: '115.00', billNo: values.billNo, creator: values.creator, version: values.version + 1 });
    expect(after.items.map((r: any) => r.product)).toEqual(['戒指', '项链']);
    expect(after.items[0].id).toBe(values.items[0].id);
    const history = await call(app, 'GET', '/api/updateRecord/page', { token: admin, query: { entityType: published.model.name, entityId: row.id } });
    expect(history.data.list.map((r: any) => [r.field, r.oldValue, r.newValue])).toEqual(expect.arrayContaining([['title', '甲单', '甲单改'], ['total', '20.00', '115.00']]));
  });

  it('exports the list columns with display values, and downloads the import template', async () => {
    const res = await app.inject({ method: 'POST', url: `${M}/${modelId}/Actions/Export`, headers: { authorization: admin }, payload: { currentPage: 1, pageSize: 20, sidx: 'title', sort: 'asc' } });
    expect(String(res.headers['content-type'])).toContain('spreadsheetml');
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: false, defval: '' });
    expect(rows[0]).toEqual(['单号', '标题', '付款方式', '金额', '合计', '创建用户', '修改人']);
    expect(rows.slice(1).map((r) => [r[1], r[2], r[4], r[5], r[6]])).toEqual([['乙单', '银行转账', '3.50', '管理员', ''], ['甲单改', '现金', '115.00', '管理员', '管理员']]);
    const template = await app.inject({ method: 'GET', url: `${OD}/${modelId}/Template`, headers: { authorization: admin } });
    const header = XLSX.utils.sheet_to_json<string[]>(XLSX.read(template.rawPayload, { type: 'buffer' }).Sheets[XLSX.read(template.rawPayload, { type: 'buffer' }).SheetNames[0]], { header: 1 })[0];
    expect(header).toEqual(['标题', '手机', '付款方式', '金额', '下单日期']);
  });

  it('imports rows in the template\'s columns through the engine\'s import: checked, then saved as creates', async () => {
    const before = await count(`vd_${modelId}`);
    const file = xlsxFile([['标题', '手机', '付款方式', '金额', '下单日期'], ['导入单', '13900139000', '现金', '8', '2025-03-04'], ['坏行', '123', '金条', '1', '']]);
    const checked = await uploadFile(app, `${M}/${modelId}/checkImportData`, admin, file);
    expect(checked.data.blnError).toBe(true);
    expect(checked.data.list.map((r: any) => [r.title, Object.keys(r.errors ?? {}).sort()])).toEqual([['导入单', []], ['坏行', ['mobile', 'payment']]]);
    expect((await uploadFile(app, `${M}/${modelId}/checkImportData`, await menuUser([]), file)).code).toBe(403);
    const good = checked.data.list.slice(0, 1).map(({ title, mobile, payment, amount, orderDate }: any) => ({ title, mobile, payment, amount, orderDate }));
    expect(await call(app, 'POST', `${M}/${modelId}/import`, { token: admin, payload: { list: checked.data.list.slice(1) } })).toMatchObject({ code: 400 });
    expect(await call(app, 'POST', `${M}/${modelId}/import`, { token: admin, payload: good })).toMatchObject({ code: 200, data: { snum: 1 } });
    expect(await count(`vd_${modelId}`)).toBe(before + 1);
    const [row] = (await call(app, 'POST', `${M}/${modelId}/List`, { token: admin, payload: { currentPage: 1, pageSize: 20, title: '导入单' } })).data.list;
    expect(row).toMatchObject({ payment: '现金', amount: '8.00', total: '8.00', creator: '管理员' });
    expect(row.billNo).toMatch(/^MD\d+/);
    expect((await call(app, 'POST', `${M}/${modelId}/import`, { token: admin, payload: good })).code).toBe(409);
    await call(app, 'DELETE', `${M}/${modelId}/${row.id}`, { token: admin });
  });

  it('answers the published rows to FieldDataSelect', async () => {
    const reply = await call(app, 'GET', `/api/visualdev/Base/${modelId}/FieldDataSelect`, { token: admin, query: { field: 'title', key: '甲' } });
    expect(reply.data.map((r: any) => r.title)).toEqual(['甲单改']);
    expect((await call(app, 'GET', `/api/visualdev/Base/${modelId}/FieldDataSelect`, { token: admin, query: { field: 'nope', key: '甲' } })).data).toEqual([]);
  });

  it('answers 600 without a session and 403 without the menu or the button, writing nothing', async () => {
    const before = await count(`vd_${modelId}`);
    expect((await call(app, 'GET', `${M}/${modelId}/Config`)).code).toBe(600);
    expect((await call(app, 'POST', `${OD}/${modelId}`, { payload: order('无会话') })).code).toBe(600);
    const account = `none${Date.now()}`;
    await createUser(db(), { account, password: 'P1' });
    const nobody = await login(app, account, 'P1');
    expect((await call(app, 'POST', `${M}/${modelId}/List`, { token: nobody, payload: { currentPage: 1, pageSize: 20 } })).code).toBe(403);
    const reader = await menuUser([]);
    expect((await call(app, 'POST', `${M}/${modelId}/List`, { token: reader, payload: { currentPage: 1, pageSize: 20 } })).code).toBe(200);
    expect((await call(app, 'POST', `${M}/${modelId}`, { token: reader, payload: order('无按钮') })).code).toBe(403);
    expect((await call(app, 'POST', `${M}/${modelId}`, { token: reader, payload: { title: 'x'.repeat(500) } })).code).toBe(403);
    const [row] = (await call(app, 'POST', `${M}/${modelId}/List`, { token: admin, payload: { currentPage: 1, pageSize: 1 } })).data.list;
    expect((await call(app, 'PUT', `${M}/${modelId}/${row.id}`, { token: reader, payload: { title: '改' } })).code).toBe(403);
    expect((await call(app, 'DELETE', `${OD}/${modelId}/${row.id}`, { token: reader })).code).toBe(403);
    expect((await call(app, 'POST', `${M}/batchDelete/${modelId}`, { token: reader, payload: { ids: [row.id] } })).code).toBe(403);
    expect((await call(app, 'POST', `${M}/${modelId}/Actions/Export`, { token: reader, payload: { currentPage: 1, pageSize: 20 } })).code).toBe(403);
    expect((await call(app, 'GET', `${M}/${modelId}/Template`, { token: reader })).code).toBe(403);
    expect(await count(`vd_${modelId}`)).toBe(before);
  });

  it('records writes in the operation log under the model\'s menu, a refused one too; reads are not operations', async () => {
    await settle(app);
    const start = new Date();
    await new Promise((r) => setTimeout(r, 5));
    const created = await call(app, 'POST', `${M}/${modelId}`, { token: admin, payload: order('记日志') });
    expect(created.code).toBe(200);
    expect((await call(app, 'POST', `${M}/${modelId}/List`, { token: admin, payload: { currentPage: 1, pageSize: 5 } })).code).toBe(200);
    const reader = await menuUser([]);
    expect((await call(app, 'DELETE', `${M}/${modelId}/${created.data.id}`, { token: reader })).code).toBe(403);
    await settle(app);
    const entries = await db().select().from(sysLogs).where(and(eq(sysLogs.category, 3), gt(sysLogs.createdAt, start)));
    expect(entries.map((e) => [e.moduleName, e.requestMethod, e.level])).toEqual(expect.arrayContaining([
      ['在线订单', 'POST', '200'],
      ['在线订单', 'DELETE', '403'],
    ]));
    expect(entries.filter((e) => e.requestUrl?.includes('/List'))).toEqual([]);
    // Leave the rows as the later tests expect them.
    expect((await call(app, 'DELETE', `${M}/${modelId}/${created.data.id}`, { token: admin })).code).toBe(200);
  });

  it('keeps a user under a data rule to their own rows: another user\'s row is 404 on every by-id call and untouched', async () => {
    const owner = await menuUser(['btn_add', 'btn_edit', 'btn_remove', 'btn_download'], true);
    const mine = await call(app, 'POST', `${M}/${modelId}`, { token: owner, payload: order('自己的') });
    expect(mine.code).toBe(200);
    const listed = await call(app, 'POST', `${M}/${modelId}/List`, { token: owner, payload: { currentPage: 1, pageSize: 20 } });
    expect(listed.data.list.map((r: any) => r.title)).toEqual(['自己的']);
    const [theirs] = (await call(app, 'POST', `${M}/${modelId}/List`, { token: admin, payload: { currentPage: 1, pageSize: 20, title: '乙单' } })).data.list;
    const stored = parsed(await call(app, 'GET', `${M}/${modelId}/${theirs.id}`, { token: admin }));
    expect((await call(app, 'GET', `${M}/${modelId}/${theirs.id}`, { token: owner })).code).toBe(404);
    expect((await call(app, 'GET', `${OD}/${modelId}/${theirs.id}/DataChange`, { token: owner })).code).toBe(404);
    expect((await call(app, 'PUT', `${M}/${modelId}/${theirs.id}`, { token: owner, payload: { ...stored, title: '抢' } })).code).toBe(404);
    expect((await call(app, 'DELETE', `${M}/${modelId}/${theirs.id}`, { token: owner })).code).toBe(404);
    expect((await call(app, 'POST', `${M}/batchDelete/${modelId}`, { token: owner, payload: { ids: [mine.data.id, theirs.id] } })).code).toBe(404);
    expect(parsed(await call(app, 'GET', `${M}/${modelId}/${theirs.id}`, { token: admin }))).toEqual(stored);
    expect((await call(app, 'GET', `${M}/${modelId}/${mine.data.id}`, { token: owner })).code).toBe(200);
  });

  it('deletes one record and a batch (all or none), their sub-table rows with them', async () => {
    const ids = (await call(app, 'POST', `${M}/${modelId}/List`, { token: admin, payload: { currentPage: 1, pageSize: 20 } })).data.list.map((r: any) => r.id);
    expect(ids).toHaveLength(3);
    const children = await count(`vd_${modelId}_1`);
    expect((await call(app, 'POST', `${M}/batchDelete/${modelId}`, { token: admin, payload: { ids: [ids[1], newId()] } })).code).toBe(404);
    expect(await count(`vd_${modelId}`)).toBe(3);
    expect(await call(app, 'DELETE', `${OD}/${modelId}/${ids[0]}`, { token: admin })).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await call(app, 'POST', `${M}/batchDelete/${modelId}`, { token: admin, payload: { ids: ids.slice(1) } })).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await count(`vd_${modelId}`)).toBe(0);
    expect(await count(`vd_${modelId}_1`)).toBe(0);
    expect(children).toBeGreaterThan(0);
    expect((await call(app, 'GET', `${M}/${modelId}/${ids[0]}`, { token: admin })).code).toBe(404);
  });

  it('serves a design published through Release (compiled, its tables and menu made) under both prefixes', async () => {
    const [directory] = await db().select({ id: menus.id }).from(menus).where(eq(menus.type, 1)).limit(1);
    const form = { ...published.form, id: 'draft', api: { save: { method: 'POST', url: '/' } } };
    const design = await call(app, 'POST', '/api/visualdev/Base', { token: admin, payload: { fullName: '发布订单', enCode: 'onlineRelease', type: 1, webType: '2', formData: form } });
    expect(design.code).toBe(200);
    const released = await call(app, 'POST', `/api/visualdev/Base/${design.data.id}/Actions/Release`, { token: admin, payload: { parentId: directory.id } });
    expect(released).toMatchObject({ code: 200, data: { modelId: design.data.id } });
    const id = design.data.id as string;
    expect(JSON.parse((await call(app, 'GET', `${OD}/${id}/Config`, { token: admin })).data.formData).id).toBe(`vd.${id}.form`);
    const created = await call(app, 'POST', `${M}/${id}`, { token: admin, payload: { data: JSON.stringify(order('发布后')) } });
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    expect(parsed(await call(app, 'GET', `${OD}/${id}/${created.data.id}`, { token: admin }))).toMatchObject({ title: '发布后', total: '20.00' });
    for (const prefix of PREFIXES) {
      const rows = (await call(app, 'POST', `${prefix}/${id}/List`, { token: admin, payload: { currentPage: 1, pageSize: 20 } })).data.list;
      expect(rows.map((r: any) => [r.title, r.payment, r.total])).toEqual([['发布后', '现金', '20.00']]);
    }
    expect((await call(app, 'POST', `${M}/${id}`, { token: admin, payload: order('规则', { mobile: '1' }) })).data).toEqual({ field: 'mobile' });
  });

  it('answers 404 "not published" for an unknown design and a design switched off', async () => {
    for (const prefix of PREFIXES) {
      expect(await call(app, 'GET', `${prefix}/${newId()}/Config`, { token: admin })).toEqual({ code: 404, msg: '功能未发布或已停用' });
    }
    await db().update(visualdev).set({ state: 0 }).where(eq(visualdev.id, modelId));
    expect((await call(app, 'POST', `${M}/${modelId}/List`, { token: admin, payload: { currentPage: 1, pageSize: 20 } })).code).toBe(404);
    expect((await call(app, 'POST', `${M}/${modelId}`, { token: admin, payload: order('停用') })).code).toBe(404);
    expect((await call(app, 'GET', `/api/visualdev/Base/${modelId}/FieldDataSelect`, { token: admin, query: { field: 'title', key: '' } })).data).toEqual([]);
    await db().update(visualdev).set({ state: 1 }).where(eq(visualdev.id, modelId));
    expect((await call(app, 'GET', `${M}/${modelId}/Config`, { token: admin })).code).toBe(200);
  });
});
