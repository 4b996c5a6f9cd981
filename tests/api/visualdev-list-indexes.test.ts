import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { listIndexes } from '../../server/modules/visualdev/list-indexes';
import { adminLogin, call, createTestApp, menuId, type TestContext } from './helpers';

/**
 * The list indexes a publish makes (server/modules/visualdev/list-indexes.ts; figures in tests/bench/dynamic.ts):
 * equal and range searched fields, both directions of sortable fields, the creator; dropped when a republish no
 * longer wants them. And the `like` search: text without letter case matched with `like`, text with case still
 * without regard to case. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

const BASE = '/api/visualdev/Base';
let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t.app);
});
afterAll(async () => { await t?.close(); });

type Field = Record<string, unknown>;
const FIELDS: Field[] = [
  { jnpfKey: 'comInput', vModel: 'name', label: '客户' },
  { jnpfKey: 'numInput', vModel: 'qty', label: '数量', props: { precision: 0 } },
  { jnpfKey: 'select', vModel: 'level', label: '等级', options: [{ label: '金', value: 'gold' }, { label: '银', value: 'silver' }] },
  { jnpfKey: 'date', vModel: 'day', label: '日期', props: { type: 'date', format: 'YYYY-MM-DD' } },
];
const form = { schemaVersion: 1, type: 'form', id: 'design.lx', api: { save: { method: 'POST', url: '/x' } }, fields: FIELDS };
const list = (sortQty: boolean, searchLevel: boolean) => ({
  schemaVersion: 1, type: 'list', id: 'design.lx.list', api: { list: { method: 'POST', url: '/x' } }, model: { form: 'design.lx' },
  permissions: ['btn_add'],
  columns: [{ prop: 'name', label: '客户' }, { prop: 'qty', label: '数量', sortable: sortQty }, { prop: 'level', label: '等级' }],
  search: [
    { vModel: 'name', jnpfKey: 'comInput', label: '客户', match: 'like' },
    ...(searchLevel ? [{ vModel: 'level', jnpfKey: 'select', label: '等级', match: 'equal' }] : []),
    { vModel: 'day', jnpfKey: 'date', label: '日期', match: 'range' },
  ],
  toolbar: [{ action: 'add', permission: 'btn_add', form: 'design.lx' }],
});

const indexesOf = async (table: string) => {
  const r = await t.db.execute(sql`select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = ${table} and indexname like '%\\_lx\\_%' order by indexname`);
  return ((r as any).rows ?? r) as Array<{ indexname: string; indexdef: string }>;
};

describe('list indexes of a published design', () => {
  let id: string;

  it('are made by the publish for searched (equal, range) and sortable fields and the creator, live rows only', async () => {
    const created = await call(t.app, 'POST', BASE, { token: admin, payload: { fullName: '索引', enCode: 'lxOrder', type: 1, webType: '2', formData: form, columnData: list(true, true) } });
    expect(created, created.msg).toMatchObject({ code: 200 });
    id = created.data.id;
    const released = await call(t.app, 'POST', `${BASE}/${id}/Actions/Release`, { token: admin, payload: { parentId: await menuId(t.db, 'onlineDev') } });
    expect(released, released.msg).toMatchObject({ code: 200 });
    const table = `vd_${id}`;
    const indexes = await indexesOf(table);
    expect(indexes.map((i) => i.indexname)).toEqual([
      `${table}_lx_created_by_eq`, `${table}_lx_f_day_eq`, `${table}_lx_f_level_eq`, `${table}_lx_f_qty_asc`, `${table}_lx_f_qty_desc`,
    ]);
    for (const i of indexes) expect(i.indexdef).toMatch(/WHERE \(deleted_at IS NULL\)$/);
    expect(indexes.find((i) => i.indexname.endsWith('_qty_desc'))!.indexdef).toMatch(/\(f_qty DESC NULLS LAST, id DESC\)/);
    expect(indexes.find((i) => i.indexname.endsWith('_qty_asc'))!.indexdef).toMatch(/\(f_qty, id\)/);
  });

  it('finds like matches with and without letter case, sorted by the indexed field', async () => {
    for (const [name, qty] of [['华东金店', 3], ['华南Gold店', 1], ['华东GOLD行', 2], ['北方银楼', 4]] as const) {
      const r = await call(t.app, 'POST', `/api/_m/${id}`, { token: admin, payload: { name, qty, level: 'gold' } });
      expect(r, r.msg).toMatchObject({ code: 200 });
    }
    const names = async (body: Record<string, unknown>) => {
      const r = await call(t.app, 'POST', `/api/_m/${id}/List`, { token: admin, payload: { currentPage: 1, pageSize: 20, sidx: 'qty', ...body } });
      expect(r, r.msg).toMatchObject({ code: 200 });
      return { names: r.data.list.map((row: { name: string }) => row.name), total: r.data.pagination.total };
    };
    expect(await names({ name: '华东', sort: 'desc' })).toEqual({ names: ['华东金店', '华东GOLD行'], total: 2 });
    expect(await names({ name: 'gold', sort: 'asc' })).toEqual({ names: ['华南Gold店', '华东GOLD行'], total: 2 });
    expect(await names({ name: '100%', sort: 'asc' })).toEqual({ names: [], total: 0 });
    expect(await names({ name: '店', sort: 'asc', level: 'gold' })).toEqual({ names: ['华南Gold店', '华东金店'], total: 2 });
  });

  it('are dropped when a republish no longer searches or sorts the field; the rows stay', async () => {
    const { data } = await call(t.app, 'GET', `${BASE}/${id}`, { token: admin });
    const saved = await call(t.app, 'PUT', `${BASE}/${id}`, { token: admin, payload: { version: data.version, columnData: list(false, false) } });
    expect(saved, saved.msg).toMatchObject({ code: 200 });
    expect(await call(t.app, 'POST', `${BASE}/${id}/Actions/Release`, { token: admin, payload: {} })).toMatchObject({ code: 200 });
    const table = `vd_${id}`;
    expect((await indexesOf(table)).map((i) => i.indexname)).toEqual([`${table}_lx_created_by_eq`, `${table}_lx_f_day_eq`]);
    const r = await call(t.app, 'POST', `/api/_m/${id}/List`, { token: admin, payload: { currentPage: 1, pageSize: 20 } });
    expect(r.data.pagination.total).toBe(4);
  });

  it('keep their names within PostgreSQL identifiers, distinct for long column names', () => {
    const table = `vd_${'a'.repeat(32)}`;
    const model = {
      name: 'x', table, label: { zh: 'x', zhtw: 'x', en: 'x' }, routes: { base: '/x' }, access: { menu: 'x' }, texts: { notFound: { zh: 'x', zhtw: 'x', en: 'x' } },
      fields: ['aVeryLongFieldNameNumberOne', 'aVeryLongFieldNameNumberTwo'].map((key) => ({ key, type: 'integer' as const, label: { zh: key, zhtw: key, en: key }, sort: true })),
    };
    const names = listIndexes(model).map((i) => i.name);
    expect(names).toHaveLength(5);
    expect(new Set(names).size).toBe(5);
    for (const n of names) expect(n.length).toBeLessThanOrEqual(63);
  });
});
