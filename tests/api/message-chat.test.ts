import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { buildApp, type App } from '../../server/app';
import { imContents, imReplies, userDeliveries } from '../../server/db/schema';
import { sessions, users } from '../../server/db/schema';
import { testDatabaseConfig, uploadFile } from './helpers';
import { connect, newUser, sendText, socketUrl, type Client } from './chat-sockets';

// A real listening server and `ws` clients, as browsers connect (docs/product.md#websocket).
let app: App;
let url: string;
let drop: () => Promise<void>;
let filesDir: string;

beforeAll(async () => {
  const made = await testDatabaseConfig();
  drop = made.drop;
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-files-'));
  app = await buildApp({ config: { ...made.config, filesDir }, logger: false });
  url = socketUrl(await app.listen({ port: 0, host: '127.0.0.1' }));
});
afterAll(async () => {
  await app?.close();
  await drop?.();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const db = () => app.database.db;
const stored = async () => ({
  contents: (await db().select({ n: count() }).from(imContents))[0].n,
  deliveries: (await db().select({ n: count() }).from(userDeliveries))[0].n,
});
/** A PNG by its name only: the IM type checks the extension (the bytes are never decoded). */
const uploadIm = async (token: string, type = 'IM') => {
  const reply = await uploadFile(app, `/api/file/Uploader/${type}`, token, Buffer.from('\x89PNG\r\n\x1a\nfake'), 'photo.png');
  expect(reply.code).toBe(200);
  return reply.data.fileId as string;
};
const closeAll = (...clients: Client[]) => Promise.all(clients.map((c) => c.close()));

describe('chat over the websocket', () => {
  it('stores a text, echoes it to every tab of the sender and pushes it to the recipient, each with its seq', async () => {
    const a = await newUser(app, 'chat', { realName: '张三' });
    const b = await newUser(app, 'chat', { realName: '李四' });
    const a1 = await connect(url, a.token);
    const a2 = await connect(url, a.token);
    const b1 = await connect(url, b.token);
    expect(a1.init).toMatchObject({ onlineUsers: [a.id], unreadNums: [], unreadMessageCount: 0, seq: 0 });

    a1.client.send({ method: 'SendMessage', toUserId: b.id, messageType: 'text', messageContent: '  你好 [微笑] ', token: a.token });
    const echo = await a1.client.next();
    expect(echo).toMatchObject({
      method: 'sendMessage', UserId: a.id, toUserId: b.id, realName: '张三', account: a.account, headIcon: '',
      toAccount: b.account, toRealName: '李四', toHeadIcon: '', messageType: 'text', toMessage: '你好 [微笑]', seq: 1,
    });
    expect(echo.dateTime).toBe(echo.latestDate);
    expect(Math.abs(echo.dateTime - Date.now())).toBeLessThan(10_000);
    expect(await a2.client.next()).toEqual(echo);
    const received = await b1.client.next();
    expect(received).toEqual({
      method: 'receiveMessage', formUserId: a.id, messageType: 'text', formMessage: '你好 [微笑]', dateTime: echo.dateTime,
      latestDate: echo.dateTime, headIcon: '', realName: '张三', account: a.account, id: echo.id, seq: 1,
    });

    const [row] = await db().select().from(imContents).where(eq(imContents.id, echo.id));
    expect(row).toMatchObject({ sendUserId: a.id, receiveUserId: b.id, contentType: 'text', content: '你好 [微笑]', state: 0, receiveTime: null });
    expect(await db().select().from(imReplies).where(eq(imReplies.userId, a.id))).toMatchObject([{ receiveUserId: b.id }]);

    // A reply moves the conversation the other way; the first sender's numbering goes on.
    const back = await sendText(b1.client, a.id, 'hi');
    expect(back.seq).toBe(2);
    expect((await a1.client.next())).toMatchObject({ method: 'receiveMessage', formMessage: 'hi', seq: 2 });
    expect((await a2.client.next())).toMatchObject({ method: 'receiveMessage', seq: 2 });
    expect(await b1.client.rest()).toEqual([]);
    await closeAll(a1.client, a2.client, b1.client);
  });

  it('sends an image uploaded by the sender, as an object or its JSON text, stored as {path,width,height}', async () => {
    const a = await newUser(app, 'img');
    const b = await newUser(app, 'img');
    const a1 = await connect(url, a.token);
    const b1 = await connect(url, b.token);
    const fileId = await uploadIm(a.token);
    a1.client.send({ method: 'SendMessage', toUserId: b.id, messageType: 'image', messageContent: { name: fileId, width: 640, height: 480 } });
    const shown = { path: `/api/file/Image/IM/${fileId}`, width: 640, height: 480 };
    const echo = await a1.client.next();
    expect(echo).toMatchObject({ method: 'sendMessage', messageType: 'image', toMessage: shown });
    expect(await b1.client.next()).toMatchObject({ method: 'receiveMessage', messageType: 'image', formMessage: shown });
    a1.client.send({ method: 'SendMessage', toUserId: b.id, messageType: 'image', messageContent: JSON.stringify({ name: fileId, width: '20', height: 10 }) });
    expect(await a1.client.next()).toMatchObject({ toMessage: { ...shown, width: 20, height: 10 } });
    const rows = await db().select().from(imContents).where(eq(imContents.sendUserId, a.id));
    expect(rows.map((r) => JSON.parse(r.content)).sort((x, y) => x.width - y.width)).toEqual([{ ...shown, width: 20, height: 10 }, shown]);
    expect(rows.every((r) => r.contentType === 'image')).toBe(true);
    await closeAll(a1.client, b1.client);
  });

  it('answers a bad frame with error on that socket only and stores nothing', async () => {
    const a = await newUser(app, 'bad');
    const b = await newUser(app, 'bad');
    const off = await newUser(app, 'bad', { enabledMark: 0 });
    const gone = await newUser(app, 'bad');
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    const a1 = await connect(url, a.token);
    const a2 = await connect(url, a.token);
    const b1 = await connect(url, b.token);
    const theirs = await uploadIm(b.token);
    const annex = await uploadIm(a.token, 'annexpic');
    const before = await stored();
    const text = (toUserId: unknown, messageContent: unknown) => ({ method: 'SendMessage', toUserId, messageType: 'text', messageContent });
    const image = (name: unknown) => ({ method: 'SendMessage', toUserId: b.id, messageType: 'image', messageContent: { name, width: 1, height: 1 } });
    const bad: Array<[Record<string, unknown>, string]> = [
      [text(b.id, ''), '消息内容不能为空'],
      [text(b.id, ' \n\t '), '消息内容不能为空'],
      [text(b.id, 42), '消息内容不能为空'],
      [text(b.id, 'x'.repeat(2001)), '消息不能超过2000个字符'],
      [text('no-such-user', 'hi'), '接收人不存在或已停用'],
      [text(undefined, 'hi'), '接收人不存在或已停用'],
      [text(a.id, 'hi'), '不能给自己发送消息'],
      [text(off.id, 'hi'), '接收人不存在或已停用'],
      [text(gone.id, 'hi'), '接收人不存在或已停用'],
      [image('20240101_nothing.png'), '图片不存在'],
      [image(theirs), '图片不存在'],
      [image(annex), '图片不存在'],
      [image('../IM/x.png'), '图片不存在'],
      [{ method: 'SendMessage', toUserId: b.id, messageType: 'image', messageContent: '{not json' }, '图片不存在'],
      [{ method: 'SendMessage', toUserId: b.id, messageType: 'image', messageContent: { name: theirs, width: 'wide', height: 1 } }, '图片不存在'],
      [{ method: 'SendMessage', toUserId: b.id, messageType: 'voice', messageContent: 'AAAA' }, '不支持的消息类型'],
    ];
    for (const [frame, msg] of bad) {
      a1.client.send(frame);
      expect(await a1.client.next(), JSON.stringify(frame).slice(0, 80)).toEqual({ method: 'error', msg });
    }
    // 2000 characters (counted as characters, not UTF-16 units) are accepted.
    const longest = await sendText(a1.client, b.id, '😀'.repeat(2000));
    expect(longest.toMessage).toHaveLength(4000);
    expect(await a2.client.take(1)).toMatchObject([{ method: 'sendMessage', id: longest.id }]);
    expect(await b1.client.take(1)).toMatchObject([{ method: 'receiveMessage', id: longest.id }]);
    expect(await a2.client.rest()).toEqual([]);
    expect(await b1.client.rest()).toEqual([]);
    const after = await stored();
    expect(after).toEqual({ contents: before.contents + 1, deliveries: before.deliveries + 2 });
    await closeAll(a1.client, a2.client, b1.client);
  });

  it('refuses a send from a socket whose session ended (its logout push lost) or whose user was disabled, in their language', async () => {
    const a = await newUser(app, 'ended');
    const b = await newUser(app, 'ended');
    const en = await newUser(app, 'ended');
    await db().update(users).set({ language: 'en' }).where(eq(users.id, en.id));
    const e1 = await connect(url, en.token);
    e1.client.send({ method: 'SendMessage', toUserId: b.id, messageType: 'text', messageContent: ' ' });
    expect(await e1.client.next()).toEqual({ method: 'error', msg: 'The message is empty' });
    const a1 = await connect(url, a.token);
    const before = await stored();
    // Ended in the database only: no logout push reached the socket, the heartbeat has not run yet.
    await db().update(sessions).set({ endedReason: 'logout', endedAt: new Date() }).where(eq(sessions.id, a.sessionId));
    a1.client.send({ method: 'SendMessage', toUserId: b.id, messageType: 'text', messageContent: 'after logout' });
    expect(await a1.client.next()).toEqual({ method: 'error', msg: '登录过期,请重新登录' });
    await db().update(users).set({ enabledMark: 0 }).where(eq(users.id, en.id));
    e1.client.send({ method: 'SendMessage', toUserId: b.id, messageType: 'text', messageContent: 'disabled' });
    expect(await e1.client.next()).toEqual({ method: 'error', msg: 'Session expired, please sign in again' });
    expect(await stored()).toEqual(before);
    await closeAll(a1.client, e1.client);
  });

  it('ignores heartCheck, unknown methods and junk, and answers chat frames only once bound', async () => {
    const a = await newUser(app, 'junk');
    const b = await newUser(app, 'junk');
    const a1 = await connect(url, a.token);
    for (const raw of ['{"method":"heartCheck"}', '{"method":"Nope"}', '[]', 'null', '"x"', '{"method":7}']) a1.client.ws.send(raw);
    expect(await a1.client.rest()).toEqual([]);
    await sendText(a1.client, b.id, 'still works');
    await a1.client.close();
  });

  it('refuses more than 20 SendMessage frames a second per socket, and a burst beyond what waits', async () => {
    const a = await newUser(app, 'flood');
    const b = await newUser(app, 'flood');
    const a1 = await connect(url, a.token);
    const send = (i: number) => a1.client.send({ method: 'SendMessage', toUserId: b.id, messageType: 'text', messageContent: `m${i}` });
    // A burst: frames beyond those waiting for their turn are refused at once.
    for (let i = 0; i < 40; i += 1) send(i);
    const replies = await a1.client.take(40);
    const sent = replies.filter((f) => f.method === 'sendMessage');
    const errors = replies.filter((f) => f.method === 'error');
    expect(sent.length + errors.length).toBe(40);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThanOrEqual(20);
    // Refused by the per-second limit, or because too many frames were already waiting.
    expect(errors.every((e) => ['发送太频繁，请稍后再试', '操作过于频繁，请稍后再试'].includes(e.msg))).toBe(true);
    // The ones stored are in the order they were sent.
    const order = sent.map((f) => Number(String(f.toMessage).slice(1)));
    expect(order).toEqual([...order].sort((x, y) => x - y));
    const [{ n }] = await db().select({ n: count() }).from(imContents).where(eq(imContents.sendUserId, a.id));
    expect(n).toBe(sent.length);

    // Paced under the burst limit: 20 in a second go through, the rest of that second is refused.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const start = Date.now();
    const paced: any[] = [];
    for (let batch = 0; batch < 3; batch += 1) {
      for (let i = 0; i < 10; i += 1) send(100 + batch * 10 + i);
      paced.push(...(await a1.client.take(10)));
    }
    if (Date.now() - start < 1000) {
      expect(paced.filter((f) => f.method === 'sendMessage')).toHaveLength(20);
      expect(paced.slice(20)).toEqual(Array(10).fill({ method: 'error', msg: '发送太频繁，请稍后再试' }));
    } else {
      expect(paced.filter((f) => f.method === 'sendMessage').length).toBeGreaterThanOrEqual(20); // a slow machine: the window moved on
    }
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await sendText(a1.client, b.id, 'after a second');
    await a1.client.close();
  });

  it('UpdateReadMessage marks only their messages to me read and tells my other tabs', async () => {
    const a = await newUser(app, 'read');
    const b = await newUser(app, 'read');
    const c = await newUser(app, 'read');
    const a1 = await connect(url, a.token);
    await sendText(a1.client, b.id, 'one');
    await sendText(a1.client, b.id, 'two');
    await sendText(a1.client, c.id, 'to c');
    const b1 = await connect(url, b.token);
    const b2 = await connect(url, b.token);
    expect(b1.init.unreadNums).toEqual([{ sendUserId: a.id, unreadNum: 2, defaultMessage: 'two', defaultMessageType: 'text', defaultMessageTime: expect.any(Number) }]);
    // C can only mark what was sent to C: B's unread messages stay unread.
    const c1 = await connect(url, c.token);
    c1.client.send({ method: 'UpdateReadMessage', formUserId: a.id });
    expect(await c1.client.next()).toMatchObject({ method: 'chatRead', formUserId: a.id });
    const unread = (to: string) => db().select({ n: count() }).from(imContents).where(and(eq(imContents.receiveUserId, to), eq(imContents.state, 0)));
    expect((await unread(b.id))[0].n).toBe(2);
    expect((await unread(c.id))[0].n).toBe(0);

    b1.client.send({ method: 'UpdateReadMessage', formUserId: a.id, token: b.token });
    const read = await b1.client.next();
    expect(read).toEqual({ method: 'chatRead', formUserId: a.id, seq: expect.any(Number) });
    expect(await b2.client.next()).toEqual(read);
    expect((await unread(b.id))[0].n).toBe(0);
    const rows = await db().select().from(imContents).where(eq(imContents.receiveUserId, b.id));
    expect(rows.every((r) => r.state === 1 && r.receiveTime instanceof Date)).toBe(true);
    // Nothing left unread: no push.
    b1.client.send({ method: 'UpdateReadMessage', formUserId: a.id });
    b1.client.send({ method: 'UpdateReadMessage' });
    expect(await b1.client.next()).toEqual({ method: 'error', msg: '参数错误' });
    expect(await b2.client.rest()).toEqual([]);
    const again = await connect(url, b.token);
    expect(again.init.unreadNums).toEqual([]);
    expect(await a1.client.rest()).toEqual([]); // the sender is not told (no read receipts in this protocol)
    await closeAll(a1.client, b1.client, b2.client, c1.client, again.client);
  });

  it('MessageList pages the history of the two users only, both orders, with a keyword', async () => {
    const a = await newUser(app, 'hist');
    const b = await newUser(app, 'hist');
    const c = await newUser(app, 'hist');
    const a1 = await connect(url, a.token);
    const b1 = await connect(url, b.token);
    const c1 = await connect(url, c.token);
    for (let i = 1; i <= 7; i += 1) {
      if (i % 2) await sendText(a1.client, b.id, `apple ${i}`);
      else await sendText(b1.client, a.id, `pear ${i}`);
    }
    await sendText(c1.client, a.id, 'apple from c');
    await a1.client.rest(100);
    await b1.client.rest(100);

    const list = async (client: Client, frame: Record<string, unknown>) => {
      client.send({ method: 'MessageList', token: 'x', formUserId: 'ignored', ...frame });
      const reply = await client.next();
      expect(reply.method).toBe('messageList');
      expect(reply.seq).toBeUndefined();
      return reply;
    };
    const texts = (reply: any) => reply.list.map((r: any) => r.content);

    const newest = await list(a1.client, { toUserId: b.id, currentPage: 1, pageSize: 3, sord: 'desc', keyword: '' });
    expect(texts(newest)).toEqual(['apple 5', 'pear 6', 'apple 7']); // the newest three, shown oldest first
    expect(newest.pagination).toEqual({ total: 7, currentPage: 1, pageSize: 3 });
    expect(newest.list[0]).toEqual({
      id: expect.any(String), sendUserId: a.id, sendTime: expect.any(Number), receiveUserId: b.id,
      receiveTime: null, content: 'apple 5', contentType: 'text', state: 0,
    });
    expect(texts(await list(a1.client, { toUserId: b.id, currentPage: 3, pageSize: 3, sord: 'desc' }))).toEqual(['apple 1']);
    expect(texts(await list(a1.client, { toUserId: b.id, currentPage: 1, pageSize: 3, sord: 'asc' }))).toEqual(['apple 1', 'pear 2', 'apple 3']);
    expect(texts(await list(b1.client, { toUserId: a.id, currentPage: 2, pageSize: 3, sord: 'asc' }))).toEqual(['pear 4', 'apple 5', 'pear 6']);
    const searched = await list(a1.client, { toUserId: b.id, currentPage: 1, pageSize: 50, sord: 'desc', keyword: 'apple' });
    expect(texts(searched)).toEqual(['apple 1', 'apple 3', 'apple 5', 'apple 7']);
    expect(searched.pagination.total).toBe(4);
    expect(texts(await list(a1.client, { toUserId: b.id, keyword: '%' }))).toEqual([]);
    // pageSize is capped at 50, bad numbers fall back to defaults.
    expect((await list(a1.client, { toUserId: b.id, pageSize: 5000, currentPage: 'x' })).pagination).toEqual({ total: 7, currentPage: 1, pageSize: 50 });

    // C asking for A's history with B gets C's own history with A (or B) only: never A and B's.
    expect(texts(await list(c1.client, { toUserId: b.id }))).toEqual([]);
    expect(texts(await list(c1.client, { toUserId: a.id, sord: 'asc' }))).toEqual(['apple from c']);
    c1.client.send({ method: 'MessageList', toUserId: { $ne: null } });
    expect(await c1.client.next()).toEqual({ method: 'error', msg: '参数错误' });
    await closeAll(a1.client, b1.client, c1.client);
  });

  it('a socket that is not bound gets no chat: frames before OnConnection are ignored', async () => {
    const b = await newUser(app, 'unbound');
    const { default: WebSocket } = await import('ws');
    const ws = new WebSocket(url);
    await new Promise((resolve) => ws.once('open', resolve));
    const got: string[] = [];
    ws.on('message', (raw) => got.push(String(raw)));
    const before = await stored();
    ws.send(JSON.stringify({ method: 'SendMessage', toUserId: b.id, messageType: 'text', messageContent: 'sneaky' }));
    ws.send(JSON.stringify({ method: 'MessageList', toUserId: b.id }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(got).toEqual([]);
    expect(await stored()).toEqual(before);
    ws.close();
  });
});
