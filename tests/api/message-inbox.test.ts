import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { messageReceipts, messages, userDeliveries } from '../../server/db/schema';
import { lastSequence, withDelivery } from '../../server/modules/message/delivery';
import { unreadSummary } from '../../server/modules/message/inbox-service';
import { sendMessages } from '../../server/modules/message/send-service';
import { adminLogin, call, createTestApp, createUser, login, type TestContext } from './helpers';

/** The inbox (docs/product.md#jnpf-messages): only the caller's own receipts, each change followed by unreadCount. */
let t: TestContext;
let admin: string;
let alice: string;
let bob: string;
let aliceId: string;
let bobId: string;
let disabledId: string;
let notice: string; // released to everyone
let forAlice: string; // type 2, Alice only
let forBob: string; // type 3, Bob only
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t.app);
  aliceId = await createUser(t.db, { account: 'inbox-alice', password: 'P1', realName: 'Alice' });
  bobId = await createUser(t.db, { account: 'inbox-bob', password: 'P1', realName: 'Bob' });
  disabledId = await createUser(t.db, { account: 'inbox-off', enabledMark: 0 });
  [alice, bob] = await Promise.all([login(t.app, 'inbox-alice', 'P1'), login(t.app, 'inbox-bob', 'P1')]);
  const created = await call(t.app, 'POST', '/api/message', { token: admin, payload: { title: '公告一', bodyText: '<p>正文</p>' } });
  notice = created.data.id;
  expect((await call(t.app, 'PUT', `/api/message/${notice}/Actions/Release`, { token: admin })).code).toBe(200);
  forAlice = await send([aliceId], '流程待办', 2);
  forBob = await send([bobId], '鲍勃的消息', 3);
});
afterAll(async () => { await t?.close(); });

async function send(to: string[], title: string, type: 2 | 3): Promise<string> {
  const r = await withDelivery(t.db, t.app.hub, (tx, deliver) =>
    sendMessages(tx, deliver, { toUserIds: to, title, bodyText: JSON.stringify({ type, id: 'task-1' }), type, creatorUserId: null }));
  return r.id;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, token: string | null, opts: { payload?: unknown; query?: Record<string, string> } = {}) =>
  call(t.app, method, url, { token: token ?? undefined, ...opts });

const receipt = async (userId: string, messageId: string) =>
  (await t.db.select().from(messageReceipts).where(and(eq(messageReceipts.userId, userId), eq(messageReceipts.messageId, messageId))))[0];
const lastPush = async (userId: string) =>
  (await t.db.select().from(userDeliveries).where(eq(userDeliveries.userId, userId)).orderBy(desc(userDeliveries.seq)).limit(1))[0];

describe('sendMessages', () => {
  it('writes one receipt and one messagePush per enabled receiver, skipping disabled, unknown and repeated ids', async () => {
    const before = await lastSequence(t.db, aliceId);
    const r = await withDelivery(t.db, t.app.hub, (tx, deliver) => sendMessages(tx, deliver, {
      toUserIds: [aliceId, disabledId, 'nobody', aliceId], title: '审批通过', bodyText: '{"type":2,"id":"t9"}', type: 2, creatorUserId: bobId,
    }));
    expect(r.userIds).toEqual([aliceId]);
    expect(await t.db.select().from(messageReceipts).where(eq(messageReceipts.messageId, r.id))).toHaveLength(1);
    expect(await receipt(aliceId, r.id)).toMatchObject({ isRead: 0, readCount: 0 });
    expect((await t.db.select().from(messages).where(eq(messages.id, r.id)))[0]).toMatchObject({ type: 2, enabledMark: 1, creatorUserId: bobId });
    expect(await lastSequence(t.db, aliceId)).toBe(before + 1);
    expect((await lastPush(aliceId)).payload).toEqual({ method: 'messagePush', unreadNoticeCount: 1, messageType: 2, id: r.id, title: '审批通过' });
    expect(await lastSequence(t.db, disabledId)).toBe(0);
    // Clean up so the inbox figures below stay simple.
    await t.db.delete(messages).where(eq(messages.id, r.id));
  });

  it('leaves nothing behind when the caller\'s transaction fails', async () => {
    const before = await lastSequence(t.db, aliceId);
    await expect(withDelivery(t.db, t.app.hub, async (tx, deliver) => {
      await sendMessages(tx, deliver, { toUserIds: [aliceId], title: '回滚', bodyText: '{}', type: 2, creatorUserId: null });
      throw new Error('workflow failed');
    })).rejects.toThrow('workflow failed');
    expect(await t.db.select().from(messages).where(eq(messages.title, '回滚'))).toHaveLength(0);
    expect(await lastSequence(t.db, aliceId)).toBe(before);
  });
});

describe('the inbox', () => {
  it('lists only the caller\'s messages, newest first, with the JNPF row shape', async () => {
    const r = await api('GET', '/api/message', alice, { query: { currentPage: '1', pageSize: '20', sort: 'desc', keyword: '', type: '' } });
    expect(r.code, r.msg).toBe(200);
    expect(r.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 2 });
    expect(r.data.list.map((m: any) => m.id)).toEqual([forAlice, notice]);
    expect(r.data.list[1]).toMatchObject({ title: '公告一', type: 1, isRead: '0', bodyText: '<p>正文</p>', creatorUser: '管理员/admin' });
    expect(typeof r.data.list[1].lastModifyTime).toBe('number');
    const asc = await api('GET', '/api/message', alice, { query: { sort: 'asc' } });
    expect(asc.data.list.map((m: any) => m.id)).toEqual([notice, forAlice]);
    const bobs = await api('GET', '/api/message', bob);
    expect(bobs.data.list.map((m: any) => m.id).sort()).toEqual([forBob, notice].sort());
  });

  it('filters by type and keyword and refuses bad paging', async () => {
    expect((await api('GET', '/api/message', alice, { query: { type: '2' } })).data.list.map((m: any) => m.id)).toEqual([forAlice]);
    expect((await api('GET', '/api/message', alice, { query: { type: '1' } })).data.list.map((m: any) => m.id)).toEqual([notice]);
    expect((await api('GET', '/api/message', alice, { query: { keyword: '待办' } })).data.list.map((m: any) => m.id)).toEqual([forAlice]);
    expect((await api('GET', '/api/message', alice, { query: { keyword: '%' } })).data.list).toEqual([]);
    expect((await api('GET', '/api/message', alice, { query: { pageSize: '101' } })).code).toBe(400);
    expect((await api('GET', '/api/message', alice, { query: { type: '4' } })).code).toBe(400);
    expect((await api('GET', '/api/message', alice, { query: { sort: 'sideways' } })).code).toBe(400);
  });

  it('figures the bell: unread counts and the latest titles, from the caller\'s receipts only', async () => {
    const s = await unreadSummary(t.db, aliceId);
    expect(s).toMatchObject({ unreadNoticeCount: 1, unreadMessageCount: 1, noticeDefaultText: '公告一', messageDefaultText: '流程待办' });
    expect(typeof s.noticeDefaultTime).toBe('number');
    expect(await unreadSummary(t.db, disabledId)).toEqual({
      unreadNoticeCount: 0, unreadMessageCount: 0, noticeDefaultText: '', noticeDefaultTime: null, messageDefaultText: '', messageDefaultTime: null,
    });
  });

  it('ReadInfo marks the caller\'s receipt read and pushes the new counts to their sockets', async () => {
    const before = await lastSequence(t.db, aliceId);
    const r = await api('GET', `/api/message/ReadInfo/${forAlice}`, alice);
    expect(r.code, r.msg).toBe(200);
    expect(r.data).toMatchObject({ id: forAlice, title: '流程待办', bodyText: '{"type":2,"id":"task-1"}', creatorUser: '' });
    expect(typeof r.data.lastModifyTime).toBe('number');
    expect(await receipt(aliceId, forAlice)).toMatchObject({ isRead: 1, readCount: 1 });
    expect((await receipt(aliceId, forAlice)).readTime).toBeInstanceOf(Date);
    expect(await lastSequence(t.db, aliceId)).toBe(before + 1);
    expect((await lastPush(aliceId)).payload).toEqual({ method: 'unreadCount', unreadNoticeCount: 1, unreadMessageCount: 0 });
    await api('GET', `/api/message/ReadInfo/${forAlice}`, alice);
    expect((await receipt(aliceId, forAlice)).readCount).toBe(2);
    const ids = async (isRead: string) => (await api('GET', '/api/message', alice, { query: { isRead } })).data.list.map((m: any) => m.id);
    expect(await ids('1')).toEqual([forAlice]);
    expect(await ids('0')).toEqual([notice]);
    expect((await ids('')).sort()).toEqual([forAlice, notice].sort());
    expect((await api('GET', '/api/message', alice, { query: { isRead: '2' } })).code).toBe(400);
  });

  it('never opens or marks another user\'s message (404, nothing changed, nothing pushed)', async () => {
    const before = await lastSequence(t.db, aliceId);
    for (const id of [forBob, 'missing']) {
      const r = await api('GET', `/api/message/ReadInfo/${id}`, alice);
      expect(r.code).toBe(404);
      expect(r.data).toBeUndefined();
    }
    expect(await receipt(bobId, forBob)).toMatchObject({ isRead: 0, readCount: 0 });
    expect(await lastSequence(t.db, aliceId)).toBe(before);
  });

  it('ReadAll marks only the caller\'s receipts', async () => {
    const r = await api('POST', '/api/message/Actions/ReadAll', alice);
    expect(r.code, r.msg).toBe(200);
    expect(await receipt(aliceId, notice)).toMatchObject({ isRead: 1 });
    expect(await receipt(bobId, notice)).toMatchObject({ isRead: 0 });
    expect(await receipt(bobId, forBob)).toMatchObject({ isRead: 0 });
    expect((await lastPush(aliceId)).payload).toEqual({ method: 'unreadCount', unreadNoticeCount: 0, unreadMessageCount: 0 });
  });

  it('Record deletes only the caller\'s receipts; another\'s ids are a 404 that deletes nothing', async () => {
    const bobSeq = await lastSequence(t.db, bobId);
    const denied = await api('DELETE', '/api/message/Record', alice, { payload: { ids: forBob } });
    expect(denied.code).toBe(404);
    expect(await receipt(bobId, forBob)).toBeDefined();

    const r = await api('DELETE', '/api/message/Record', bob, { payload: { ids: `${notice},${forAlice}` } });
    expect(r.code, r.msg).toBe(200);
    expect(await receipt(bobId, notice)).toBeUndefined();
    expect(await receipt(aliceId, notice)).toBeDefined(); // Alice's copy of the notice stays
    expect(await receipt(aliceId, forAlice)).toBeDefined(); // and Bob's list named her message in vain
    expect(await lastSequence(t.db, bobId)).toBe(bobSeq + 1);
    expect((await lastPush(bobId)).payload).toEqual({ method: 'unreadCount', unreadNoticeCount: 0, unreadMessageCount: 1 });
    expect((await t.db.select().from(messages).where(eq(messages.id, notice)))).toHaveLength(1);
  });

  it('refuses an empty id list with 400 naming ids', async () => {
    for (const payload of [{ ids: '' }, { ids: ' , ' }, {}, { ids: 'x'.repeat(65) }]) {
      const r = await api('DELETE', '/api/message/Record', bob, { payload });
      expect(r.code, JSON.stringify(payload)).toBe(400);
      expect(r.data?.field, JSON.stringify(payload)).toBe('ids');
    }
    expect(await receipt(bobId, forBob)).toBeDefined();
  });

  it('answers 600 without a session', async () => {
    const calls: Array<[Method, string, unknown?]> = [
      ['GET', '/api/message'], ['GET', `/api/message/ReadInfo/${forBob}`], ['POST', '/api/message/Actions/ReadAll'],
      ['DELETE', '/api/message/Record', { ids: forBob }],
    ];
    for (const [method, url, payload] of calls) expect((await api(method, url, null, { payload })).code, `${method} ${url}`).toBe(600);
    expect(await receipt(bobId, forBob)).toMatchObject({ isRead: 0 });
  });

  it('counts, in an unreadCount, a notice whose push was numbered before it (a release committing meanwhile)', async () => {
    const created = await call(t.app, 'POST', '/api/message', { token: admin, payload: { title: '并发公告' } });
    const id = created.data.id as string;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => { open = resolve; });
    // A release to Alice held open after its push took her next number.
    const releasing = withDelivery(t.db, t.app.hub, async (tx, _deliver, broadcast) => {
      await tx.update(messages).set({ enabledMark: 1, state: 'released' }).where(eq(messages.id, id));
      await tx.insert(messageReceipts).values({ messageId: id, userId: aliceId });
      await broadcast([aliceId], { method: 'messagePush', unreadNoticeCount: 1, messageType: 1, id, title: '并发公告' });
      await gate;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const reading = api('GET', `/api/message/ReadInfo/${notice}`, alice);
    await new Promise((resolve) => setTimeout(resolve, 100));
    open();
    await releasing;
    expect((await reading).code).toBe(200);
    const [last, before] = await t.db.select().from(userDeliveries).where(eq(userDeliveries.userId, aliceId)).orderBy(desc(userDeliveries.seq)).limit(2);
    expect(before.payload).toMatchObject({ method: 'messagePush', id });
    expect(last.payload).toEqual({ method: 'unreadCount', unreadNoticeCount: 1, unreadMessageCount: 0 });
  });
});
