import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { call } from './helpers';
import { publishedTestApp } from './fixtures/published-app';

/**
 * The change history of a published design's records covers its sub-tables (issue 17): a save that changes a cell,
 * adds a row and removes one writes exactly those three records, in the same history the main fields use, shown as
 * display texts in the reader's language; a save that changes nothing writes none. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */

const M = '/api/_m';
let app: App;
let drop: () => Promise<void>;
let admin: string;
let modelId: string;
let entityType: string;

beforeAll(async () => {
  let published;
  ({ app, drop, admin, modelId, published } = await publishedTestApp({ menu: 'historyOrderTest', name: '历史订单', buttons: ['btn_add', 'btn_edit'] }));
  entityType = published.model.name;
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

const history = async (id: string, lang?: string) => (await call(app, 'GET', '/api/updateRecord/page', {
  token: admin, query: { entityType, entityId: id }, ...(lang ? { headers: { 'jnpf-lang': lang } } : {}),
})).data.list.map((r: any) => [r.field, r.fieldName, r.oldValue, r.newValue]);

const read = async (id: string) => JSON.parse((await call(app, 'GET', `${M}/${modelId}/${id}`, { token: admin })).data.data);

describe('sub-table change records', () => {
  it('records a changed cell, an added row and a removed row, with display texts; nothing when nothing changed', async () => {
    const created = await call(app, 'POST', `${M}/${modelId}`, { token: admin, payload: {
      title: '历史单', payment: 'cash', amount: '10',
      items: [{ product: '戒指', price: '2.50', qty: 2 }, { product: '手链', price: '1.25', qty: 4 }],
    } });
    expect(created.code).toBe(200);
    const [row] = (await call(app, 'POST', `${M}/${modelId}/List`, { token: admin, payload: { currentPage: 1, pageSize: 20 } })).data.list;
    const values = await read(row.id);
    expect(await history(row.id)).toEqual([]);

    // The first row's product changes, the second row goes, a new row of the same subtotal comes (the total stays).
    const items = [{ ...values.items[0], product: '金戒指' }, { product: '耳环', price: '2.5', qty: 2 }];
    expect((await call(app, 'PUT', `${M}/${modelId}/${row.id}`, { token: admin, payload: { ...values, items } })).code).toBe(200);
    const records = await history(row.id);
    expect(records).toHaveLength(3);
    expect(records).toEqual(expect.arrayContaining([
      ['items.1.product', '明细 第1行 商品', '戒指', '金戒指'],
      ['items.2', '明细 第2行', null, '商品：耳环；单价：2.50；数量：2；小计：5.00'],
      ['items.2', '明细 第2行', '商品：手链；单价：1.25；数量：4；小计：5.00', null],
    ]));
    expect(await history(row.id, 'en')).toEqual(expect.arrayContaining([
      ['items.1.product', 'Items row 1 Product', '戒指', '金戒指'],
      ['items.2', 'Items row 2', null, 'Product: 耳环; Price: 2.50; Quantity: 2; Subtotal: 5.00'],
    ]));

    // Saved again as read: no record.
    const again = await read(row.id);
    expect((await call(app, 'PUT', `${M}/${modelId}/${row.id}`, { token: admin, payload: again })).code).toBe(200);
    expect(await history(row.id)).toHaveLength(3);
    expect((await read(row.id)).items.map((r: any) => r.product)).toEqual(['金戒指', '耳环']);
  });
});
