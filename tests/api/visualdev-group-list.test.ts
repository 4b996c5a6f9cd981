import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../../server/app';
import { menus } from '../../server/db/schema';
import { call, createUser, login } from './helpers';
import { menuUser as sharedMenuUser, publishedTestApp } from './fixtures/published-app';
import { groupedPublished, releasedList } from './fixtures/online-grouped';

/**
 * The List of a group table (published list with groupBy, JNPF type 3) under both prefixes: JNPF's grouped shape
 * ({top, id, children, [first other column]: group text}), every group on one page, the search and the data scope
 * applied as for the flat list, 600 / 403 unchanged, and the 10000-record cap said in the reply. PGlite, and
 * PostgreSQL with TEST_DATABASE_URL.
 */

const PREFIXES = ['/api/visualdev/OnlineDev', '/api/_m'];
const M = '/api/_m';
const MENU = 'groupedOrderTest';

let app: App;
let drop: () => Promise<void>;
let admin: string;
let modelId: string;

const db = () => app.database.db;
const listOf = (token: string | undefined, payload: Record<string, unknown>, prefix = M) =>
  call(app, 'POST', `${prefix}/${modelId}/List`, { ...(token ? { token } : {}), payload: { currentPage: 1, pageSize: 20, ...payload } });
/** Each group's header text and its rows' titles. */
const shape = (list: any[]) => list.map((g) => [g.billNo, g.children.map((r: any) => r.title)]);

/** A user holding the menu with the given buttons, limited to their own rows when `own`. */
const menuUser = (buttons: string[], own = false) => sharedMenuUser(app, MENU, buttons, own);

const create = async (token: string, title: string, payment: string | null, amount: string) => {
  const reply = await call(app, 'POST', `${M}/${modelId}`, { token, payload: { title, payment, amount } });
  expect(reply.code).toBe(200);
  return reply.data.id as string;
};

beforeAll(async () => {
  ({ app, admin, modelId, drop } = await publishedTestApp({
    design: groupedPublished, menu: MENU, name: '分组订单', buttons: ['btn_add', 'btn_edit', 'btn_remove', 'btn_download'], ownRows: true,
  }));
  await create(admin, '甲单', 'cash', '10');
  await create(admin, '乙单', 'transfer', '3.5');
  await create(admin, '丙单', 'cash', '5');
  await create(admin, '丁单', null, '1');
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

describe('OnlineDev List of a group table', () => {
  it('answers every group on one page: header rows with the dictionary text in the first other column, rows in the list order', async () => {
    for (const prefix of PREFIXES) {
      const reply = await listOf(admin, { pageSize: 1, sidx: 'amount', sort: 'asc' }, prefix);
      expect(reply.code).toBe(200);
      expect(reply.data.pagination).toEqual({ currentPage: 1, pageSize: 10000, total: 4 });
      expect(reply.data.capped).toBeUndefined();
      expect(shape(reply.data.list)).toEqual([['现金', ['丙单', '甲单']], ['银行转账', ['乙单']], ['', ['丁单']]]);
      const [cash] = reply.data.list;
      expect(cash).toMatchObject({ top: true, id: 'group:"cash"' });
      expect(cash.payment).toBeUndefined();
      expect(cash.children[0]).toMatchObject({ title: '丙单', payment: '现金', amount: '5.00', createdByName: '管理员' });
      expect(cash.children[0].id).toEqual(expect.any(String));
      const desc = await listOf(admin, { sidx: 'amount', sort: 'desc' }, prefix);
      expect(shape(desc.data.list)).toEqual([['现金', ['甲单', '丙单']], ['银行转账', ['乙单']], ['', ['丁单']]]);
    }
  });

  it('applies the search inside the groups: a group without a matching row is not shown', async () => {
    const byJson = await listOf(admin, { queryJson: JSON.stringify({ amount: [4, 20] }) });
    expect(shape(byJson.data.list)).toEqual([['现金', ['丙单', '甲单']]]); // newest first within the group
    expect(byJson.data.pagination.total).toBe(2);
    const flat = await listOf(admin, { payment: 'transfer' });
    expect(shape(flat.data.list)).toEqual([['银行转账', ['乙单']]]);
    const like = await listOf(admin, { queryJson: JSON.stringify({ title: '丙' }) });
    expect(shape(like.data.list)).toEqual([['现金', ['丙单']]]);
    const none = await listOf(admin, { title: '无此单' });
    expect(none.data).toMatchObject({ list: [], pagination: { total: 0 } });
    expect((await listOf(admin, { sidx: 'nope' })).code).toBe(400);
    expect((await listOf(admin, { queryJson: '{' })).code).toBe(400);
  });

  it('keeps a user under a data rule to their own rows in the groups', async () => {
    const owner = await menuUser(['btn_add'], true);
    await create(owner, '自己的', 'cash', '2');
    const mine = await listOf(owner, { sidx: 'amount', sort: 'asc' });
    expect(shape(mine.data.list)).toEqual([['现金', ['自己的']]]);
    expect(mine.data.pagination.total).toBe(1);
    const all = await listOf(admin, { sidx: 'amount', sort: 'asc' });
    expect(shape(all.data.list)[0]).toEqual(['现金', ['自己的', '丙单', '甲单']]);
  });

  it('answers 600 without a session and 403 without the menu, as the flat list does', async () => {
    for (const prefix of PREFIXES) expect((await listOf(undefined, {}, prefix)).code).toBe(600);
    const account = `gnone${Date.now()}`;
    await createUser(db(), { account, password: 'P1' });
    const nobody = await login(app, account, 'P1');
    expect((await listOf(nobody, {})).code).toBe(403);
    const reader = await menuUser([]);
    expect((await listOf(reader, {})).code).toBe(200);
  });

  it('publishes through Release: a group table answers groups, a left tree\'s node filters by its relation field', async () => {
    const [directory] = await db().select({ id: menus.id }).from(menus).where(eq(menus.type, 1)).limit(1);
    const release = async (enCode: string, layout: 'group' | 'tree') => {
      const { form, list } = releasedList(layout);
      const design = await call(app, 'POST', '/api/visualdev/Base', { token: admin, payload: { fullName: enCode, enCode, type: 1, webType: '2', formData: form, columnData: list } });
      expect(design.code).toBe(200);
      expect((await call(app, 'POST', `/api/visualdev/Base/${design.data.id}/Actions/Release`, { token: admin, payload: { parentId: directory.id } })).code).toBe(200);
      const id = design.data.id as string;
      for (const [title, payment] of [['甲', 'cash'], ['乙', 'transfer'], ['丙', 'cash']]) {
        expect((await call(app, 'POST', `${M}/${id}`, { token: admin, payload: { title, payment } })).code).toBe(200);
      }
      return id;
    };
    const groupedId = await release('groupRelease', 'group');
    const groups = await call(app, 'POST', `${M}/${groupedId}/List`, { token: admin, payload: { currentPage: 1, pageSize: 20 } });
    expect(groups.data.list.map((g: any) => [g.top, g.title, g.children.map((r: any) => r.title)])).toEqual([[true, '现金', ['丙', '甲']], [true, '银行转账', ['乙']]]);

    const treeId = await release('treeRelease', 'tree');
    const config = JSON.parse((await call(app, 'GET', `${M}/${treeId}/Config`, { token: admin })).data.columnData);
    // The field stores the item's enCode: the tree sends it.
    expect(config.tree).toMatchObject({ queryKey: 'payment', valueKey: 'enCode' });
    const node = await call(app, 'POST', `${M}/${treeId}/List`, { token: admin, payload: { currentPage: 1, pageSize: 20, payment: 'cash' } });
    expect(node.data.list.map((r: any) => r.title)).toEqual(['丙', '甲']);
    const byJson = await call(app, 'POST', `${M}/${treeId}/List`, { token: admin, payload: { currentPage: 1, pageSize: 20, queryJson: JSON.stringify({ payment: 'transfer' }) } });
    expect(byJson.data.list.map((r: any) => r.title)).toEqual(['乙']);
  });

  it('groups at most 10000 records and says so in the reply', async () => {
    await db().execute(sql.raw(`insert into vd_${modelId} (id, title, payment, amount) select 'bulk' || g, '批量' || g, 'cheque', 1 from generate_series(1, 10000) g`));
    const reply = await listOf(admin, {});
    expect(reply.code).toBe(200);
    expect(reply.data.pagination.total).toBe(10005);
    expect(reply.data.capped).toBe(true);
    expect(reply.msg).toBe('记录过多，仅分组显示前10000条');
    expect(reply.data.list.reduce((n: number, g: any) => n + g.children.length, 0)).toBe(10000);
    // The first 10000 in the group order: cash (3), then cheque (9997 of 10000); transfer and the empty group are left out.
    expect(reply.data.list.map((g: any) => [g.billNo, g.children.length])).toEqual([['现金', 3], ['支票', 9997]]);
  }, 60_000);
});
