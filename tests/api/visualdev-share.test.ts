import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { PublishedDesign } from '../../schemas/model/published';
import type { App } from '../../server/app';
import { newId } from '../../server/db/columns';
import { visualdev } from '../../server/modules/visualdev/tables';
import { visualdevShares } from '../../server/modules/visualdev/share/tables';
import { buttonId, call, createUser, grant, login, menuId } from './helpers';
import { publishedTestApp } from './fixtures/published-app';

/**
 * Share links of published forms (issue 17, shareLmsf): create (403 without btn_release, 600 without a session, 400
 * for an unpublished design), the public form, anonymous submissions (stored, marked shared, system fields without a
 * user, calculated fields by the server), the limit per address, revoke, unknown tokens. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */

const BASE = '/api/visualdev/Base';
const FORM = '/api/_m/lmsfFormData';
const MENU = 'shareOrderTest';

let app: App;
let drop: () => Promise<void>;
let admin: string;
let modelId: string;
let published: PublishedDesign;

const db = () => app.database.db;
const rows = async (query: string) => ((await db().execute(sql.raw(query))) as any).rows as Array<Record<string, any>>;

const PUBLISH = { name: '分享订单', buttons: ['btn_add', 'btn_edit', 'btn_remove'] };

const order = (title: string, extra: Record<string, unknown> = {}) => ({
  title, mobile: '13800138000', payment: 'cash', amount: '10',
  items: [{ product: '戒指', price: '2.50', qty: 2, subtotal: '999' }, { product: '手链', price: '1.25', qty: 4 }],
  total: '1', billNo: 'FORGED', creator: 'someone-else', createdTime: 0,
  ...extra,
});

async function share(id = modelId): Promise<{ token: string; url: string; id: string }> {
  const reply = await call(app, 'POST', `${BASE}/shareLmsf`, { token: admin, payload: { id } });
  expect(reply).toMatchObject({ code: 200 });
  return reply.data;
}

beforeAll(async () => {
  ({ app, drop, admin, modelId, published } = await publishedTestApp({ ...PUBLISH, menu: MENU }));
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

describe('share links of a published form', () => {
  it('creates a link (btn_release of 功能设计): an unguessable token and its /share url', async () => {
    const link = await share();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`/share/${link.token}`);
    expect((await share()).token).not.toBe(link.token);
    const listed = await call(app, 'GET', `${BASE}/${modelId}/Shares`, { token: admin });
    expect(listed.code).toBe(200);
    expect(listed.data.list.find((l: any) => l.token === link.token)).toMatchObject({ url: link.url, active: true, revokedAt: null, expiresAt: null });
    expect(typeof listed.data.list[0].creatorTime).toBe('number');
  });

  it('refuses without a session (600), without the button (403) and for an unpublished or unknown design', async () => {
    expect((await call(app, 'POST', `${BASE}/shareLmsf`, { payload: { id: modelId } })).code).toBe(600);
    expect((await call(app, 'GET', `${BASE}/${modelId}/Shares`)).code).toBe(600);
    const account = `sh${Math.random().toString(36).slice(2, 8)}`;
    const userId = await createUser(db(), { account, password: 'P1' });
    await grant(db(), 'User', userId, 'module', await menuId(db(), 'visualDev'));
    await grant(db(), 'User', userId, 'button', await buttonId(db(), 'visualDev', 'btn_edit'));
    const user = await login(app, account, 'P1');
    const before = await db().$count(visualdevShares);
    expect((await call(app, 'POST', `${BASE}/shareLmsf`, { token: user, payload: { id: modelId } })).code).toBe(403);
    const link = await share();
    expect((await call(app, 'DELETE', `${BASE}/shareLmsf/${link.token}`, { token: user })).code).toBe(403);
    expect(await db().$count(visualdevShares)).toBe(before + 1);

    const draft = newId();
    await db().insert(visualdev).values({ id: draft, fullName: '草稿', enCode: `draft${draft.slice(0, 6)}`, type: 1, state: 0, formData: published.form });
    const refused = await call(app, 'POST', `${BASE}/shareLmsf`, { token: admin, payload: { id: draft } });
    expect(refused).toMatchObject({ code: 400, msg: '功能未发布，不能分享' });
    expect((await call(app, 'POST', `${BASE}/shareLmsf`, { token: admin, payload: { id: newId() } })).code).toBe(404);
    expect((await call(app, 'POST', `${BASE}/shareLmsf`, { token: admin, payload: { id: modelId, expiresAt: Date.now() - 1000 } })).code).toBe(400);
    expect(await db().$count(visualdevShares)).toBe(before + 1);
  });

  it('gives anyone the form only: saving through the link, no record call, the design name', async () => {
    const link = await share();
    const reply = await call(app, 'GET', `${FORM}/${link.token}`, { headers: { 'accept-language': 'en' } });
    expect(reply.code).toBe(200);
    expect(Object.keys(reply.data).sort()).toEqual(['dictionaries', 'formData', 'fullName']);
    // The options of the form's dictionary select come along (a visitor cannot ask the dictionary calls).
    expect(Object.keys(reply.data.dictionaries)).toEqual(['paymentMethod']);
    expect(reply.data.dictionaries.paymentMethod.map((i: any) => i.enCode)).toContain('cash');
    expect(reply.data.fullName).toBe('Online order');
    const form = JSON.parse(reply.data.formData);
    expect(form.fields).toEqual(published.form.fields);
    expect(form.api).toEqual({ save: { method: 'POST', url: `${FORM}/${link.token}` } });
    // The link opens nothing else: the model's own calls still need a session.
    expect((await call(app, 'POST', `/api/_m/${modelId}/List`, { payload: { currentPage: 1, pageSize: 20 } })).code).toBe(600);
  });

  it('stores an anonymous submission marked shared: system fields without a user, calculated fields and bill number by the server', async () => {
    const link = await share();
    const [row] = await db().select({ id: visualdevShares.id }).from(visualdevShares).where(eq(visualdevShares.token, link.token));
    const before = Date.now();
    const reply = await call(app, 'POST', `${FORM}/${link.token}`, { payload: order('分享甲单'), remoteAddress: '10.1.0.1' });
    expect(reply).toMatchObject({ code: 200, msg: '提交成功' });
    expect(reply.data ?? null).toBeNull();
    const [stored] = await rows(`select * from vd_${modelId} where "title" = '分享甲单'`);
    expect(stored.created_by).toBe(`share:${row.id}`);
    expect(stored.creator).toBeNull();
    expect(new Date(stored.created_time).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(String(stored.total)).toBe('20.00');
    expect(stored.bill_no).toMatch(/^MD\d+/);
    const items = await rows(`select * from vd_${modelId}_1 where parent_id = '${stored.id}' order by sort_code`);
    expect(items.map((r) => [r.product, String(r.subtotal), r.created_by])).toEqual([['戒指', '5.00', `share:${row.id}`], ['手链', '5.00', `share:${row.id}`]]);

    const bad = await call(app, 'POST', `${FORM}/${link.token}`, { payload: order('', {}), remoteAddress: '10.1.0.1' });
    expect(bad).toMatchObject({ code: 400, data: { field: 'title' } });
    // A signed-in user sees the record with its values (the link itself never reads data).
    const detail = await call(app, 'GET', `/api/_m/${modelId}/${stored.id}`, { token: admin });
    expect(JSON.parse(detail.data.data)).toMatchObject({ title: '分享甲单', total: '20.00', creator: null });
  });

  it('limits submissions per address and link (code 429), all nodes counting in one store', async () => {
    const link = await share();
    const ip = '10.2.0.2';
    const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => call(app, 'POST', `${FORM}/${link.token}`, { payload: order(`限流${i}`), remoteAddress: ip })));
    expect(replies.filter((r) => r.code === 200)).toHaveLength(10);
    const limited = replies.filter((r) => r.code === 429);
    expect(limited).toHaveLength(2);
    expect(limited[0].msg).toBe('提交过于频繁，请1分钟后再试');
    expect((await rows(`select count(*)::int as n from vd_${modelId} where "title" like '限流%'`))[0].n).toBe(10);
    // Another address, or another link from this one, is counted apart.
    expect((await call(app, 'POST', `${FORM}/${link.token}`, { payload: order('他处'), remoteAddress: '10.2.0.3' })).code).toBe(200);
    expect((await call(app, 'POST', `${FORM}/${(await share()).token}`, { payload: order('另一链接'), remoteAddress: ip })).code).toBe(200);
  });

  it('answers 404 for an unknown or revoked link and for a design switched off', async () => {
    for (const token of ['x'.repeat(43), 'short', newId()]) {
      expect((await call(app, 'GET', `${FORM}/${token}`)).code).toBe(404);
      expect((await call(app, 'POST', `${FORM}/${token}`, { payload: order('无效') })).code).toBe(404);
    }
    const link = await share();
    const revoked = await call(app, 'DELETE', `${BASE}/shareLmsf/${link.token}`, { token: admin });
    expect(revoked).toMatchObject({ code: 200, msg: '分享链接已撤销' });
    expect((await call(app, 'GET', `${FORM}/${link.token}`)).code).toBe(404);
    expect((await call(app, 'POST', `${FORM}/${link.token}`, { payload: order('撤销后') })).code).toBe(404);
    expect((await call(app, 'DELETE', `${BASE}/shareLmsf/${link.token}`, { token: admin })).code).toBe(404);
    const listed = await call(app, 'GET', `${BASE}/${modelId}/Shares`, { token: admin });
    expect(listed.data.list.find((l: any) => l.token === link.token)).toMatchObject({ active: false });
    expect(typeof listed.data.list.find((l: any) => l.token === link.token).revokedAt).toBe('number');

    const live = await share();
    await db().update(visualdev).set({ state: 0 }).where(eq(visualdev.id, modelId));
    try {
      expect((await call(app, 'GET', `${FORM}/${live.token}`)).code).toBe(404);
      expect((await call(app, 'POST', `${FORM}/${live.token}`, { payload: order('停用后') })).code).toBe(404);
    } finally {
      await db().update(visualdev).set({ state: 1 }).where(eq(visualdev.id, modelId));
    }
    expect((await call(app, 'GET', `${FORM}/${live.token}`)).code).toBe(200);
    expect((await rows(`select count(*)::int as n from vd_${modelId} where "title" in ('无效', '撤销后', '停用后')`))[0].n).toBe(0);
  });
});
