import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PublishedDesign } from '../../schemas/model/published';
import type { Db } from '../../server/db/client';
import { dictionaryTypes } from '../../server/modules/system/catalogue-tables';
import { liveModel } from '../../server/modules/visualdev/live';
import { visualdevPublished } from '../../server/modules/visualdev/published-tables';
import { assertDictionaryValue } from '../../server/resource/dictionary';
import { adminLogin, call, createTestApp, menuId, type TestContext } from './helpers';

/**
 * Dictionaries named by id (what the designer's dictionary picker stores): publishing resolves the type's id to its
 * code once, so the published model carries the code and a save checks the value by the plain code lookup (no OR);
 * a design published before that is given the codes when it is loaded. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

const BASE = '/api/visualdev/Base';
let t: TestContext;
let admin: string;
let typeId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t.app);
  [{ id: typeId }] = await t.db.select({ id: dictionaryTypes.id }).from(dictionaryTypes).where(eq(dictionaryTypes.enCode, 'paymentMethod'));
});
afterAll(async () => { await t?.close(); });

const PAYMENT = { jnpfKey: 'select', vModel: 'payment', label: '付款方式', options: { dictionary: '' }, props: { valueKey: 'enCode' } };
const design = (type: string) => ({
  schemaVersion: 1, type: 'form', id: 'design.dict', api: { save: { method: 'POST', url: '/x' } },
  fields: [
    { jnpfKey: 'comInput', vModel: 'title', label: '标题' },
    { ...PAYMENT, options: { dictionary: type } },
    { jnpfKey: 'table', vModel: 'lines', label: '明细', children: [{ ...PAYMENT, vModel: 'linePayment', options: { dictionary: type } }] },
  ],
});

const publishedOf = async (id: string) => (await t.db.select().from(visualdevPublished).where(eq(visualdevPublished.visualdevId, id)))[0];
const dictionaryOf = (p: PublishedDesign) => [p.model.fields.find((f) => f.key === 'payment')?.dictionary, p.children[0].model.fields.find((f) => f.key === 'linePayment')?.dictionary];

describe('a dictionary named by its type id', () => {
  let id: string;

  it('publishes with the type code in the models and form, and saves a record checked against the dictionary', async () => {
    const created = await call(t.app, 'POST', BASE, { token: admin, payload: { fullName: '字典单', enCode: 'dictIdOrder', type: 1, webType: '1', formData: design(typeId) } });
    expect(created, created.msg).toMatchObject({ code: 200 });
    id = created.data.id;
    const released = await call(t.app, 'POST', `${BASE}/${id}/Actions/Release`, { token: admin, payload: { parentId: await menuId(t.db, 'onlineDev') } });
    expect(released, released.msg).toMatchObject({ code: 200 });
    const { published } = await publishedOf(id);
    expect(dictionaryOf(published)).toEqual([{ type: 'paymentMethod', valueKey: 'enCode' }, { type: 'paymentMethod', valueKey: 'enCode' }]);
    expect((published.form.fields[1].options as { dictionary: string }).dictionary).toBe('paymentMethod');

    const saved = await call(t.app, 'POST', `/api/_m/${id}`, { token: admin, payload: { title: '一', payment: 'cash', lines: [{ linePayment: 'cash' }] } });
    expect(saved, saved.msg).toMatchObject({ code: 200 });
    const bad = await call(t.app, 'POST', `/api/_m/${id}`, { token: admin, payload: { title: '二', payment: 'gold-bars' } });
    expect(bad).toMatchObject({ code: 400, data: { field: 'payment' } });
    const badLine = await call(t.app, 'POST', `/api/_m/${id}`, { token: admin, payload: { title: '三', lines: [{ linePayment: 'gold-bars' }] } });
    expect(badLine).toMatchObject({ code: 400, data: { field: 'linePayment' } });
  });

  it('gives a design published with the type id its code when it is loaded', async () => {
    const row = await publishedOf(id);
    const legacy = structuredClone(row.published);
    for (const f of [legacy.model.fields.find((x) => x.key === 'payment')!, legacy.children[0].model.fields.find((x) => x.key === 'linePayment')!]) f.dictionary!.type = typeId;
    await t.db.update(visualdevPublished).set({ published: legacy, version: row.version + 1 }).where(eq(visualdevPublished.visualdevId, id));
    const live = await liveModel(t.app, id);
    expect(dictionaryOf(live!.published)).toEqual([{ type: 'paymentMethod', valueKey: 'enCode' }, { type: 'paymentMethod', valueKey: 'enCode' }]);
    const saved = await call(t.app, 'POST', `/api/_m/${id}`, { token: admin, payload: { title: '四', payment: 'cash' } });
    expect(saved, saved.msg).toMatchObject({ code: 200 });
    expect((await call(t.app, 'POST', `/api/_m/${id}`, { token: admin, payload: { title: '五', payment: 'gold-bars' } })).code).toBe(400);
  });

  it('checks a value with one lookup by the type code, without an OR', async () => {
    const queries: string[] = [];
    const logger = { logQuery: (q: string) => { queries.push(q); } };
    const client = (t.db as unknown as { $client: never }).$client;
    const spy = (t.app.database.kind === 'pglite' ? drizzlePglite(client, { logger }) : drizzlePg(client, { logger })) as unknown as Db;
    const field = { key: 'payment', type: 'enum' as const, label: { zh: '付款方式', zhtw: '付款方式', en: 'Payment' }, dictionary: { type: 'paymentMethod', valueKey: 'enCode' as const } };
    await assertDictionaryValue(spy, field, 'cash');
    await expect(assertDictionaryValue(spy, field, 'gold-bars')).rejects.toThrow();
    // The type id is no longer accepted as the type: models carry codes.
    await expect(assertDictionaryValue(spy, { ...field, dictionary: { ...field.dictionary, type: typeId } }, 'cash')).rejects.toThrow();
    expect(queries).toHaveLength(3);
    for (const q of queries) expect(q.toLowerCase()).not.toMatch(/\bor\b/);
  });
});
