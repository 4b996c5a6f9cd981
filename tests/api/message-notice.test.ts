import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { menuButtons, menus, messageReceipts, messages, userDeliveries, users } from '../../server/db/schema';
import { rowsOf } from '../../server/db/json-params';
import { lastSequence } from '../../server/modules/message/delivery';
import { adminLogin, buttonId, call, createTestApp, createUser, grant, login, menuId, settle, type TestContext } from './helpers';

/** Notices (系统公告): CRUD, release once to every enabled user, access (docs/product.md#jnpf-messages). */
let t: TestContext;
let admin: string;
let editor: string; // menu sysNotice with btn_add and btn_edit, no btn_remove / btn_release
let nobody: string; // signed in, no grants
let editorId: string;
let disabledId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t.app);
  editorId = await createUser(t.db, { account: 'notice-editor', password: 'P1', realName: '编辑员' });
  await grant(t.db, 'User', editorId, 'module', await menuId(t.db, 'sysNotice'));
  for (const b of ['btn_add', 'btn_edit']) await grant(t.db, 'User', editorId, 'button', await buttonId(t.db, 'sysNotice', b));
  await createUser(t.db, { account: 'notice-nobody', password: 'P1' });
  disabledId = await createUser(t.db, { account: 'notice-disabled', enabledMark: 0 });
  [editor, nobody] = await Promise.all([login(t.app, 'notice-editor', 'P1'), login(t.app, 'notice-nobody', 'P1')]);
});
afterAll(async () => { await t?.close(); });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, opts: { token?: string | null; payload?: unknown; query?: Record<string, string> } = {}) =>
  call(t.app, method, url, { token: opts.token === null ? undefined : opts.token ?? admin, payload: opts.payload, query: opts.query });

const messageCount = async () => Number((await t.db.select({ n: count() }).from(messages))[0].n);
const receiptsOf = async (id: string) => Number((await t.db.select({ n: count() }).from(messageReceipts).where(eq(messageReceipts.messageId, id)))[0].n);
const deliveriesOf = async (id: string) =>
  Number(rowsOf<{ n: string | number }>(await t.db.execute(sql`select count(*) as n from user_deliveries where payload->>'id' = ${id}`))[0].n);
const liveEnabledUsers = async () =>
  Number(rowsOf<{ n: string | number }>(await t.db.execute(sql`select count(*) as n from users where enabled_mark = 1 and deleted_at is null`))[0].n);

async function createNotice(title = '公告', bodyText = '<p>正文</p>', token = admin): Promise<string> {
  const r = await api('POST', '/api/message', { token, payload: { title, bodyText } });
  expect(r.code, r.msg).toBe(200);
  return r.data.id as string;
}

describe('notices', () => {
  it('has its page under 系统管理 with the four buttons (seed step message-menus)', async () => {
    const [page] = await t.db.select().from(menus).where(eq(menus.enCode, 'sysNotice'));
    expect(page).toMatchObject({ type: 2, fullName: '系统公告', urlAddress: 'system/notice', isButtonAuthorize: 1 });
    const [parent] = await t.db.select().from(menus).where(eq(menus.id, page.parentId));
    expect(parent.enCode).toBe('system');
    const buttons = await t.db.select().from(menuButtons).where(eq(menuButtons.moduleId, page.id)).orderBy(menuButtons.sortCode);
    expect(buttons.map((b) => [b.enCode, b.fullName])).toEqual([['btn_add', '新增'], ['btn_edit', '编辑'], ['btn_remove', '删除'], ['btn_release', '发布']]);
  });

  it('creates a draft, lists it, edits it and reads it back', async () => {
    const id = await createNotice('  年终盘点  ', '<p>请<b>注意</b></p>', editor);
    const [row] = await t.db.select().from(messages).where(eq(messages.id, id));
    expect(row).toMatchObject({ type: 1, title: '年终盘点', enabledMark: 0, state: 'created', creatorUserId: editorId });

    const listed = await api('GET', '/api/message/Notice', { token: editor, query: { currentPage: '1', pageSize: '20', keyword: '盘点' } });
    expect(listed.code).toBe(200);
    expect(listed.data.pagination).toMatchObject({ currentPage: 1, pageSize: 20, total: 1 });
    expect(listed.data.list[0]).toMatchObject({ id, title: '年终盘点', creatorUser: '编辑员/notice-editor', enabledMark: 0, state: 'created' });
    expect(typeof listed.data.list[0].lastModifyTime).toBe('number');

    const put = await api('PUT', `/api/message/${id}`, { token: editor, payload: { title: '年终盘点通知', bodyText: '<p>改</p>' } });
    expect(put.code, put.msg).toBe(200);
    const info = await api('GET', `/api/message/${id}`, { token: editor });
    expect(info.data).toEqual({ id, title: '年终盘点通知', bodyText: '<p>改</p>', enabledMark: 0, state: 'updated' });
  });

  it('sanitises the body on the server', async () => {
    const id = await createNotice('安全', '<p onclick="steal()">hi<script>alert(1)</script><img src="javascript:alert(2)"><a href="javascript:x">l</a>'
      + '<iframe src="https://evil"></iframe><img src="/api/file/Image/annexpic/a.png" alt="a"><span style="color:red;position:fixed">c</span></p>');
    const [row] = await t.db.select({ bodyText: messages.bodyText }).from(messages).where(eq(messages.id, id));
    expect(row.bodyText).not.toMatch(/script|onclick|javascript|iframe|position/i);
    expect(row.bodyText).toContain('<img src="/api/file/Image/annexpic/a.png" alt="a" />');
    expect(row.bodyText).toContain('<span style="color:red">c</span>');
  });

  it('refuses bad input with 400 naming the field and writes nothing', async () => {
    const before = await messageCount();
    for (const payload of [{ bodyText: 'x' }, { title: '' }, { title: '   ' }, { title: 'x'.repeat(101) }, { title: { a: 1 } }]) {
      const r = await api('POST', '/api/message', { payload });
      expect(r.code, JSON.stringify(payload)).toBe(400);
      expect(r.data?.field, JSON.stringify(payload)).toBe('title');
    }
    const big = await api('POST', '/api/message', { payload: { title: 't', bodyText: 'x'.repeat(200_001) } });
    expect(big.code).toBe(400);
    expect(big.data?.field).toBe('bodyText');
    expect(await messageCount()).toBe(before);
    const id = await createNotice('原标题');
    const r = await api('PUT', `/api/message/${id}`, { payload: { title: ' ' } });
    expect(r).toMatchObject({ code: 400, data: { field: 'title' } });
    expect((await t.db.select().from(messages).where(eq(messages.id, id)))[0]).toMatchObject({ title: '原标题', state: 'created' });
  });

  it('answers 600 without a session and 403 without the menu or the button, writing nothing', async () => {
    const id = await createNotice();
    const before = await messageCount();
    const calls: Array<[Method, string, unknown?]> = [
      ['GET', '/api/message/Notice'], ['POST', '/api/message', { title: 'x' }], ['GET', `/api/message/${id}`],
      ['PUT', `/api/message/${id}`, { title: 'x' }], ['DELETE', `/api/message/${id}`], ['PUT', `/api/message/${id}/Actions/Release`],
    ];
    for (const [method, url, payload] of calls) {
      expect((await api(method, url, { token: null, payload })).code, `${method} ${url}`).toBe(600);
      expect((await api(method, url, { token: nobody, payload })).code, `${method} ${url}`).toBe(403);
    }
    // The editor holds the menu, add and edit, but neither remove nor release.
    expect((await api('DELETE', `/api/message/${id}`, { token: editor })).code).toBe(403);
    expect((await api('PUT', `/api/message/${id}/Actions/Release`, { token: editor })).code).toBe(403);
    expect(await messageCount()).toBe(before);
    expect((await t.db.select().from(messages).where(eq(messages.id, id)))[0]).toMatchObject({ enabledMark: 0, title: '公告' });
  });

  it('answers 404 for a missing notice, and for a type 2 message through the notice routes', async () => {
    expect((await api('GET', '/api/message/nope')).code).toBe(404);
    expect((await api('PUT', '/api/message/nope', { payload: { title: 'x' } })).code).toBe(404);
    expect((await api('DELETE', '/api/message/nope')).code).toBe(404);
    expect((await api('PUT', '/api/message/nope/Actions/Release')).code).toBe(404);
    const [system] = await t.db.insert(messages).values({ type: 2, title: '系统', enabledMark: 1, state: 'released' }).returning();
    expect((await api('GET', `/api/message/${system.id}`)).code).toBe(404);
    expect((await api('DELETE', `/api/message/${system.id}`)).code).toBe(404);
    expect(await t.db.select().from(messages).where(eq(messages.id, system.id))).toHaveLength(1);
  });

  it('releases once: one unread receipt and one stored messagePush per enabled user; then it is frozen', async () => {
    const id = await createNotice('发布测试');
    const r = await api('PUT', `/api/message/${id}/Actions/Release`);
    expect(r.code, r.msg).toBe(200);
    const expected = await liveEnabledUsers();
    expect(r.data.receivers).toBe(expected);
    expect(await receiptsOf(id)).toBe(expected);
    expect(await deliveriesOf(id)).toBe(expected);
    const [row] = await t.db.select().from(messages).where(eq(messages.id, id));
    expect(row).toMatchObject({ enabledMark: 1, state: 'released' });
    // The disabled user gets nothing.
    expect(await t.db.select().from(messageReceipts).where(and(eq(messageReceipts.messageId, id), eq(messageReceipts.userId, disabledId)))).toHaveLength(0);
    const [push] = await t.db.select().from(userDeliveries).where(and(eq(userDeliveries.userId, editorId), sql`payload->>'id' = ${id}`));
    expect(push.payload).toEqual({ method: 'messagePush', unreadNoticeCount: 1, messageType: 1, id, title: '发布测试' });

    const again = await api('PUT', `/api/message/${id}/Actions/Release`);
    expect(again.code).toBe(400);
    expect(await receiptsOf(id)).toBe(expected);
    expect(await deliveriesOf(id)).toBe(expected);
    const edit = await api('PUT', `/api/message/${id}`, { payload: { title: '改' } });
    expect(edit.code).toBe(400);
    expect((await t.db.select().from(messages).where(eq(messages.id, id)))[0].title).toBe('发布测试');
  });

  it('deletes a released notice with its receipts; who had it unread gets the new counts', async () => {
    const id = await createNotice('删除测试');
    await api('PUT', `/api/message/${id}/Actions/Release`);
    expect(await receiptsOf(id)).toBeGreaterThan(0);
    expect((await api('GET', `/api/message/ReadInfo/${id}`, { token: editor })).code).toBe(200);
    const [{ id: adminId }] = await t.db.select({ id: users.id }).from(users).where(eq(users.account, 'admin'));
    const [editorSeq, adminSeq] = [await lastSequence(t.db, editorId), await lastSequence(t.db, adminId)];
    const r = await api('DELETE', `/api/message/${id}`);
    expect(r.code, r.msg).toBe(200);
    expect(await receiptsOf(id)).toBe(0);
    expect(await t.db.select().from(messages).where(eq(messages.id, id))).toHaveLength(0);
    expect(await lastSequence(t.db, editorId)).toBe(editorSeq); // read it already: nothing changes for them
    expect(await lastSequence(t.db, adminId)).toBe(adminSeq + 1);
    const [push] = await t.db.select().from(userDeliveries).where(and(eq(userDeliveries.userId, adminId), eq(userDeliveries.seq, adminSeq + 1)));
    expect(push.payload).toMatchObject({ method: 'unreadCount', unreadMessageCount: 0 });
    expect((push.payload as any).unreadNoticeCount).toBe(Number(rowsOf<{ n: string }>(await t.db.execute(sql`
      select count(*) as n from message_receipts r join messages m on m.id = r.message_id where r.user_id = ${adminId} and r.is_read = 0 and m.type = 1`))[0].n));
  });

  it('releases to 10,000 users in one go', async () => {
    await t.db.execute(sql`
      insert into users (id, account, real_name, password_hash, enabled_mark)
      select 'bulk-' || g, 'bulk' || g, 'Bulk ' || g, 'x', case when g % 1000 = 0 then 0 else 1 end from generate_series(1, 10000) g`);
    const [{ n: deleted }] = await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, 'bulk-7')).returning({ n: users.id }).then((r) => [{ n: r.length }]);
    expect(deleted).toBe(1);
    const id = await createNotice('全员');
    const expected = await liveEnabledUsers();
    expect(expected).toBeGreaterThan(9900);
    // Fast by construction: a fixed number of statements whatever the number of users (not one per user). The log
    // writer is flushed on both sides, so the count holds this request's own operation-log entry and nobody else's.
    await settle(t.app);
    const statementsBefore = t.app.database.statements.count;
    const r = await api('PUT', `/api/message/${id}/Actions/Release`);
    await settle(t.app);
    const statements = t.app.database.statements.count - statementsBefore;
    expect(r.code, r.msg).toBe(200);
    expect(r.data.receivers).toBe(expected);
    expect(await receiptsOf(id)).toBe(expected);
    expect(await deliveriesOf(id)).toBe(expected);
    expect(await t.db.select().from(messageReceipts).where(and(eq(messageReceipts.messageId, id), eq(messageReceipts.userId, 'bulk-7')))).toHaveLength(0);
    expect(await t.db.select().from(messageReceipts).where(and(eq(messageReceipts.messageId, id), eq(messageReceipts.userId, 'bulk-1000')))).toHaveLength(0);
    expect(statements).toBeLessThan(20);
  }, 30_000);
});
