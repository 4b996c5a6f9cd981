import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { imContents, imReplies, organizations, users } from '../../server/db/schema';
import { call, createTestApp, createUser, login, settle, type TestContext } from './helpers';

/** Chat conversations (imreply) and contacts (ImUser, ImUser/Selector, getUserList): docs/product.md#message-calls. */
let t: TestContext;
let alice: string;
let bob: string;
let aliceId: string;
let bobId: string;
let carolId: string;
let daveId: string; // disabled from the start
let companyId: string;
let deptId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [company] = await t.db.insert(organizations).values({ category: 'company', enCode: 'IMC', fullName: '聊天公司' }).returning();
  const [dept] = await t.db.insert(organizations).values({ parentId: company.id, category: 'department', enCode: 'IMD', fullName: '聊天部' }).returning();
  companyId = company.id;
  deptId = dept.id;
  aliceId = await createUser(t.db, { account: 'chat-alice', password: 'P1', realName: '爱丽丝', organizeId: deptId });
  bobId = await createUser(t.db, { account: 'chat-bob', password: 'P1', realName: '鲍勃', organizeId: deptId });
  carolId = await createUser(t.db, { account: 'chat-carol', realName: '卡罗尔', organizeId: deptId });
  daveId = await createUser(t.db, { account: 'chat-dave', realName: '戴夫', organizeId: deptId, enabledMark: 0 });
  [alice, bob] = await Promise.all([login(t.app, 'chat-alice', 'P1'), login(t.app, 'chat-bob', 'P1')]);
});
afterAll(async () => { await t?.close(); });

type Method = 'GET' | 'POST';
const api = (method: Method, url: string, token: string | null, opts: { payload?: unknown; query?: Record<string, string> } = {}) =>
  call(t.app, method, url, { token: token ?? undefined, ...opts });

let clock = Date.parse('2026-01-01T08:00:00Z');
/** One chat message as SendMessage stores it: the content row and the directed pair's last time. */
async function chat(from: string, to: string, content: string, contentType = 'text', state = 0): Promise<number> {
  clock += 60_000;
  const at = new Date(clock);
  await t.db.insert(imContents).values({ sendUserId: from, receiveUserId: to, sendTime: at, contentType, content, state });
  await t.db.insert(imReplies).values({ userId: from, receiveUserId: to, receiveTime: at })
    .onConflictDoUpdate({ target: [imReplies.userId, imReplies.receiveUserId], set: { receiveTime: at } });
  return clock;
}

describe('imreply', () => {
  it('merges both directions per other user, latest first, with their unread messages to me', async () => {
    await chat(aliceId, bobId, '你好鲍勃');
    await chat(bobId, aliceId, '你好爱丽丝');
    const image = JSON.stringify({ path: '/api/file/Image/IM/a.png', width: 10, height: 20 });
    const aliceLast = await chat(aliceId, bobId, image, 'image');
    const carolLast = await chat(carolId, bobId, '在吗');
    await chat(daveId, bobId, '我被停用了', 'text', 1);

    const r = await api('GET', '/api/message/imreply', bob);
    expect(r.code, r.msg).toBe(200);
    expect(r.data.list.map((c: any) => c.id)).toEqual([daveId, carolId, aliceId]);
    expect(r.data.list[1]).toEqual({
      id: carolId, realName: '卡罗尔', account: 'chat-carol', headIcon: '', latestMessage: '在吗', messageType: 'text', latestDate: carolLast, unreadMessage: 1,
    });
    expect(r.data.list[2]).toMatchObject({ id: aliceId, latestMessage: image, messageType: 'image', latestDate: aliceLast, unreadMessage: 2 });
    expect(r.data.list[0]).toMatchObject({ id: daveId, unreadMessage: 0 });

    const mine = await api('GET', '/api/message/imreply', alice);
    expect(mine.data.list).toHaveLength(1);
    expect(mine.data.list[0]).toMatchObject({ id: bobId, realName: '鲍勃', latestMessage: image, unreadMessage: 1 });
  });

  it('never shows another user\'s conversations', async () => {
    const r = await api('GET', '/api/message/imreply', alice);
    const ids = r.data.list.map((c: any) => c.id);
    expect(ids).not.toContain(carolId);
    expect(ids).not.toContain(daveId);
    expect(JSON.stringify(r.data)).not.toContain('在吗');
  });

  it('keeps the conversation with a user who is later disabled, while the contacts drop them', async () => {
    await t.db.update(users).set({ enabledMark: 0 }).where(eq(users.id, carolId));
    const r = await api('GET', '/api/message/imreply', bob);
    expect(r.data.list.map((c: any) => c.id)).toContain(carolId);
    const contacts = await api('GET', '/api/permission/Users/ImUser', bob, { query: { pageSize: '100' } });
    expect(contacts.data.list.map((u: any) => u.id)).not.toContain(carolId);
    await t.db.update(users).set({ enabledMark: 1 }).where(eq(users.id, carolId));
  });

  it('reads the list in a fixed number of statements, whatever the number of conversations', async () => {
    // The fewest of three calls: a call may also touch the session or write a log batch.
    const count = async () => {
      const counts: number[] = [];
      for (let i = 0; i < 3; i++) {
        await settle(t.app);
        const before = t.app.database.statements.count;
        await api('GET', '/api/message/imreply', bob);
        counts.push(t.app.database.statements.count - before);
      }
      return Math.min(...counts);
    };
    const few = await count();
    for (let i = 0; i < 15; i++) {
      const id = await createUser(t.db, { account: `chat-many-${i}` });
      await chat(id, bobId, `第${i}条`);
    }
    // New users move the authorisation epoch: the first call after them reloads what the access hook caches.
    expect((await api('GET', '/api/message/imreply', bob)).data.list.length).toBeGreaterThanOrEqual(18);
    expect(await count()).toBe(few);
  });
});

describe('contacts', () => {
  it('ImUser lists enabled users except me, with their department, by keyword and page', async () => {
    const r = await api('GET', '/api/permission/Users/ImUser', alice, { query: { currentPage: '1', pageSize: '100', keyword: '' } });
    expect(r.code, r.msg).toBe(200);
    const ids = r.data.list.map((u: any) => u.id);
    expect(ids).toContain(bobId);
    expect(ids).not.toContain(aliceId);
    expect(ids).not.toContain(daveId);
    expect(r.data.list.find((u: any) => u.id === bobId)).toEqual({ id: bobId, account: 'chat-bob', realName: '鲍勃', headIcon: '', department: '聊天部' });
    const byName = await api('GET', '/api/permission/Users/ImUser', alice, { query: { keyword: '鲍' } });
    expect(byName.data.list.map((u: any) => u.id)).toEqual([bobId]);
    expect(byName.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 1 });
    const page2 = await api('GET', '/api/permission/Users/ImUser', alice, { query: { keyword: 'chat-', currentPage: '2', pageSize: '2' } });
    expect(page2.data.list).toHaveLength(2);
    expect((await api('GET', '/api/permission/Users/ImUser', alice, { query: { pageSize: '101' } })).code).toBe(400);
  });

  it('ImUser/Selector opens the tree one level at a time, or answers the users matching a keyword', async () => {
    const top = await api('POST', '/api/permission/Users/ImUser/Selector/0', alice, { payload: {} });
    expect(top.code, top.msg).toBe(200);
    expect(top.data.list.find((n: any) => n.id === companyId)).toMatchObject({ fullName: '聊天公司', type: 'company', hasChildren: true, isLeaf: false });
    expect(top.data.list.every((n: any) => n.type !== 'user')).toBe(true);

    const company = await api('POST', `/api/permission/Users/ImUser/Selector/${companyId}`, alice, { payload: { keyword: '' } });
    expect(company.data.list).toEqual([{ id: deptId, parentId: companyId, fullName: '聊天部', enabledMark: 1, type: 'department', hasChildren: true, isLeaf: false }]);

    const dept = await api('POST', `/api/permission/Users/ImUser/Selector/${deptId}`, alice, { payload: {} });
    const users = dept.data.list.filter((n: any) => n.type === 'user');
    expect(users.map((n: any) => n.id)).toEqual(expect.arrayContaining([aliceId, bobId, carolId]));
    expect(users.map((n: any) => n.id)).not.toContain(daveId);
    expect(users.find((n: any) => n.id === bobId)).toMatchObject({ fullName: '鲍勃/chat-bob', isLeaf: true, hasChildren: false, parentId: deptId });

    const found = await api('POST', '/api/permission/Users/ImUser/Selector/0', alice, { payload: { keyword: 'chat-' } });
    expect(found.data.list.every((n: any) => n.type === 'user')).toBe(true);
    expect(found.data.list.map((n: any) => n.id)).not.toContain(daveId);
    expect(found.data.list.length).toBeLessThanOrEqual(50);
  });

  it('getUserList names the given enabled users and leaves out the rest', async () => {
    const r = await api('POST', '/api/permission/Users/getUserList', alice, { payload: { userId: [bobId, daveId, 'missing', carolId] } });
    expect(r.code, r.msg).toBe(200);
    expect(r.data.list.map((u: any) => u.id).sort()).toEqual([bobId, carolId].sort());
    expect(r.data.list.find((u: any) => u.id === bobId)).toMatchObject({ fullName: '鲍勃/chat-bob', organize: '聊天部', enabledMark: 1 });
    expect((await api('POST', '/api/permission/Users/getUserList', alice, { payload: { userId: [] } })).data.list).toEqual([]);
  });

  it('refuses bad bodies with 400 naming the field', async () => {
    for (const payload of [{}, { userId: { a: 1 } }]) {
      const r = await api('POST', '/api/permission/Users/getUserList', alice, { payload });
      expect(r.code, JSON.stringify(payload)).toBe(400);
      expect(r.data?.field, JSON.stringify(payload)).toBe('userId');
    }
    for (const payload of [{ userId: ['x'.repeat(65)] }, { userId: [{}] }, { userId: Array.from({ length: 1001 }, (_, i) => `u${i}`) }]) {
      expect((await api('POST', '/api/permission/Users/getUserList', alice, { payload })).code).toBe(400);
    }
    const r = await api('POST', '/api/permission/Users/ImUser/Selector/0', alice, { payload: { keyword: 'x'.repeat(101) } });
    expect(r).toMatchObject({ code: 400, data: { field: 'keyword' } });
  });

  it('answers 600 without a session', async () => {
    const calls: Array<[Method, string, unknown?]> = [
      ['GET', '/api/message/imreply'], ['GET', '/api/permission/Users/ImUser'],
      ['POST', '/api/permission/Users/ImUser/Selector/0', {}], ['POST', '/api/permission/Users/getUserList', { userId: [bobId] }],
    ];
    for (const [method, url, payload] of calls) expect((await api(method, url, null, { payload })).code, `${method} ${url}`).toBe(600);
  });
});
