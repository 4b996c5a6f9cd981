import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { purgeExpired } from '../../server/modules/system/retention';
import { withDelivery } from '../../server/modules/message/delivery';
import { testDatabaseConfig } from './helpers';
import { connect, newUser, sendText, socketUrl, type Client } from './chat-sockets';

// Delivery that loses nothing (docs/architecture.md#message-delivery): a socket that reconnects with the last seq
// it saw gets exactly what it missed, in order, on one node and across two nodes behind Redis.
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const DAY_MS = 24 * 60 * 60_000;

const seqsOf = (frames: any[]) => frames.map((f) => f.seq);
const closeAll = (...clients: Client[]) => Promise.all(clients.map((c) => c.close()));

describe('replay on one node', () => {
  let app: App;
  let url: string;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const made = await testDatabaseConfig();
    drop = made.drop;
    app = await buildApp({ config: made.config, logger: false });
    url = socketUrl(await app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it('a socket that reconnects with lastSeq gets exactly what it missed, in order, then live pushes', async () => {
    const a = await newUser(app, 'rp');
    const b = await newUser(app, 'rp');
    const a1 = await connect(url, a.token);
    const b1 = await connect(url, b.token);
    await sendText(a1.client, b.id, 'seen');
    const seen = await b1.client.next();
    expect(seen).toMatchObject({ method: 'receiveMessage', formMessage: 'seen', seq: 1 });
    await b1.client.close();

    for (const text of ['m1', 'm2', 'm3']) await sendText(a1.client, b.id, text);
    const b2 = await connect(url, b.token, seen.seq);
    expect(b2.init).toMatchObject({ seq: 4, unreadNums: [{ sendUserId: a.id, unreadNum: 4, defaultMessage: 'm3' }] });
    const replayed = await b2.client.take(3);
    expect(replayed.map((f) => [f.method, f.formMessage, f.seq])).toEqual([['receiveMessage', 'm1', 2], ['receiveMessage', 'm2', 3], ['receiveMessage', 'm3', 4]]);
    expect(await b2.client.rest()).toEqual([]);
    await sendText(a1.client, b.id, 'live');
    expect(await b2.client.next()).toMatchObject({ formMessage: 'live', seq: 5 });
    // Up to date: a reconnect replays nothing.
    const b3 = await connect(url, b.token, 5);
    expect(b3.init.seq).toBe(5);
    expect(await b3.client.rest()).toEqual([]);
    await closeAll(a1.client, b2.client, b3.client);
  });

  it('pushes committed while initMessage and the replay are read are neither lost, duplicated nor reordered', async () => {
    const a = await newUser(app, 'race');
    const b = await newUser(app, 'race');
    const a1 = await connect(url, a.token);
    for (let i = 0; i < 5; i += 1) await sendText(a1.client, b.id, `before ${i}`);
    // The log is made to wait at both reads, and A sends meanwhile: 3 pushes before the snapshot (in its counts and
    // in the replay, so the held copies must go), 2 while the replay is read (after it, so they must follow it).
    const source = app.socketMethods.source()!;
    const during = async (label: string, n: number) => {
      for (let i = 0; i < n; i += 1) await sendText(a1.client, b.id, `${label} ${i}`);
    };
    app.socketMethods.useSource({
      snapshot: async (userId) => {
        if (userId === b.id) await during('pre-snapshot', 3);
        return source.snapshot(userId);
      },
      since: async (userId, after, limit) => {
        const rows = await source.since(userId, after, limit);
        if (userId === b.id) await during('in-replay', 2);
        return rows;
      },
    });
    try {
      const b1 = await connect(url, b.token, 0);
      expect(b1.init.seq).toBe(8);
      const frames = await b1.client.take(10);
      expect(seqsOf(frames)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
      expect(frames.map((f) => f.formMessage)).toEqual([
        ...Array.from({ length: 5 }, (_, i) => `before ${i}`), 'pre-snapshot 0', 'pre-snapshot 1', 'pre-snapshot 2', 'in-replay 0', 'in-replay 1',
      ]);
      expect(await b1.client.rest()).toEqual([]);
      await b1.client.close();
    } finally {
      app.socketMethods.useSource(source);
    }
    await a1.client.close();
  });

  it('an offline user\'s message waits for them: counted in initMessage, replayed from 0 on request', async () => {
    const a = await newUser(app, 'off');
    const c = await newUser(app, 'off');
    const a1 = await connect(url, a.token);
    await sendText(a1.client, c.id, 'first');
    const last = await sendText(a1.client, c.id, 'second');
    const fresh = await connect(url, c.token);
    expect(fresh.init).toMatchObject({
      seq: 2,
      unreadNums: [{ sendUserId: a.id, unreadNum: 2, defaultMessage: 'second', defaultMessageType: 'text', defaultMessageTime: last.dateTime }],
    });
    expect(await fresh.client.rest()).toEqual([]); // a first connection is not replayed to: its counts hold it
    const resumed = await connect(url, c.token, 0);
    expect((await resumed.client.take(2)).map((f) => [f.formMessage, f.seq])).toEqual([['first', 1], ['second', 2]]);
    await closeAll(a1.client, fresh.client, resumed.client);
  });

  it('answers resync when the log no longer holds what was missed (retention purge, over 1000, unknown lastSeq)', async () => {
    const a = await newUser(app, 'rs');
    const b = await newUser(app, 'rs');
    const a1 = await connect(url, a.token);
    await sendText(a1.client, b.id, 'old');
    // The nightly retention job, eight days on, purges the stored pushes (kept 7 days).
    const deleted = await purgeExpired(app.database.db, new Date(Date.now() + 8 * DAY_MS));
    expect(deleted.userDeliveries).toBeGreaterThanOrEqual(2);
    await sendText(a1.client, b.id, 'new');
    const b1 = await connect(url, b.token, 0);
    expect(b1.init.seq).toBe(2);
    expect(await b1.client.rest()).toEqual([{ method: 'resync', seq: 2 }]);
    await sendText(a1.client, b.id, 'after');
    expect(await b1.client.next()).toMatchObject({ formMessage: 'after', seq: 3 });
    // A week on, nothing purged the newer ones: a reconnect from 1 gets them.
    const b2 = await connect(url, b.token, 1);
    expect((await b2.client.take(2)).map((f) => f.formMessage)).toEqual(['new', 'after']);

    const many = await newUser(app, 'rs');
    await withDelivery(app.database.db, app.hub, async (_tx, deliver) => {
      await deliver(Array.from({ length: 1001 }, (_, i) => ({ userId: many.id, payload: { method: 'messagePush', n: i } })));
    });
    const m1 = await connect(url, many.token, 0);
    expect(await m1.client.rest()).toEqual([{ method: 'resync', seq: 1001 }]);
    const m2 = await connect(url, many.token, 1);
    const all = await m2.client.take(1000);
    expect(seqsOf(all)).toEqual(Array.from({ length: 1000 }, (_, i) => i + 2));
    const m3 = await connect(url, many.token, 5000);
    expect(await m3.client.rest()).toEqual([{ method: 'resync', seq: 1001 }]);
    await closeAll(a1.client, b1.client, b2.client, m1.client, m2.client, m3.client);
  });
});

describe('replay across two nodes behind Redis', () => {
  let nodeA: App;
  let nodeB: App;
  let urlA: string;
  let urlB: string;
  let drop: () => Promise<void>;
  let config: Awaited<ReturnType<typeof testDatabaseConfig>>['config'];
  beforeAll(async () => {
    const made = await testDatabaseConfig();
    drop = made.drop;
    config = { ...made.config, redisUrl: REDIS_URL, redisPrefix: `t${process.pid}${Date.now().toString(36)}:` };
    nodeA = await buildApp({ config, logger: false });
    nodeB = await buildApp({ config, database: nodeA.database, logger: false });
    urlA = socketUrl(await nodeA.listen({ port: 0, host: '127.0.0.1' }));
    urlB = socketUrl(await nodeB.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
    await drop?.();
  });

  it('delivers to sockets on the other node, and a socket of a stopped node replays on the other one', async () => {
    const a = await newUser(nodeA, 'rn');
    const b = await newUser(nodeA, 'rn');
    const a1 = await connect(urlA, a.token);
    const a2 = await connect(urlB, a.token);
    const b1 = await connect(urlB, b.token);
    const echo = await sendText(a1.client, b.id, 'across');
    expect(await a2.client.next()).toEqual(echo);
    expect(await b1.client.next()).toMatchObject({ method: 'receiveMessage', formMessage: 'across', seq: 1 });

    // Node B stops (a deploy, a crash): its sockets drop; messages go on through node A meanwhile.
    await nodeB.close();
    await Promise.all([a2.client.closed, b1.client.closed]);
    for (const text of ['while down 1', 'while down 2']) await sendText(a1.client, b.id, text);
    const b2 = await connect(urlA, b.token, b1.client.lastSeq());
    expect(b2.init.seq).toBe(3);
    expect((await b2.client.take(2)).map((f) => [f.formMessage, f.seq])).toEqual([['while down 1', 2], ['while down 2', 3]]);

    // Node B comes back on the same database; a socket there from seq 1 replays the same, then gets live pushes from A.
    nodeB = await buildApp({ config, database: nodeA.database, logger: false });
    urlB = socketUrl(await nodeB.listen({ port: 0, host: '127.0.0.1' }));
    const b3 = await connect(urlB, b.token, 1);
    expect((await b3.client.take(2)).map((f) => f.seq)).toEqual([2, 3]);
    await sendText(a1.client, b.id, 'back');
    expect(await b3.client.next()).toMatchObject({ formMessage: 'back', seq: 4 });
    expect(await b2.client.next()).toMatchObject({ formMessage: 'back', seq: 4 });
    expect(await b3.client.rest()).toEqual([]);
    await closeAll(a1.client, b2.client, b3.client);
  });
});
