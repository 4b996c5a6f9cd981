import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { buildApp, type App } from '../../server/app';
import { adminLogin, call, createUser, login, testDatabaseConfig } from './helpers';

// Two API nodes on one database with Redis fan-out (the machine's Redis; TEST_REDIS_URL to override).
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
// A prefix of this run's own: other test files on the same Redis use theirs, so no push crosses between them.
const PREFIX = `t${process.pid}${Date.now().toString(36)}:`;
let nodeA: App;
let nodeB: App;
let drop: () => Promise<void>;

beforeAll(async () => {
  const db = await testDatabaseConfig();
  drop = db.drop;
  nodeA = await buildApp({ config: { ...db.config, redisUrl: REDIS_URL, redisPrefix: PREFIX }, logger: false });
  nodeB = await buildApp({ config: { ...db.config, redisUrl: REDIS_URL, redisPrefix: PREFIX }, database: nodeA.database, logger: false });
  await Promise.all([nodeA.ready(), nodeB.ready()]);
});

afterAll(async () => {
  await nodeB?.close();
  await nodeA?.close();
  await drop?.();
});

const nextFrame = (ws: WebSocket) => new Promise<any>((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('no websocket frame')), 5000);
  ws.once('message', (raw) => { clearTimeout(timer); resolve(JSON.parse(String(raw))); });
});

describe('several nodes behind Redis', () => {
  it('forcing a user offline on one node pushes logout to their socket on another', async () => {
    const userId = await createUser(nodeA.database.db, { account: 'remote1', password: 'P1' });
    const token = await login(nodeA, 'remote1', 'P1');
    const ws = await nodeA.injectWS('/api/message/websocket');
    const init = nextFrame(ws);
    ws.send(JSON.stringify({ method: 'OnConnection', token }));
    await init;

    const push = nextFrame(ws);
    const admin = await adminLogin(nodeB);
    expect((await call(nodeB, 'DELETE', `/api/system/OnlineUser/${userId}`, { token: admin })).code).toBe(200);
    expect(await push).toMatchObject({ method: 'logout' });
    expect((await call(nodeA, 'GET', '/api/oauth/CurrentUser', { token })).code).toBe(601);
  });

  it('a sign-in on one node supersedes the session on the other and pushes logout there', async () => {
    await createUser(nodeA.database.db, { account: 'remote2', password: 'P1' });
    const first = await login(nodeA, 'remote2', 'P1');
    const ws = await nodeA.injectWS('/api/message/websocket');
    const init = nextFrame(ws);
    ws.send(JSON.stringify({ method: 'OnConnection', token: first }));
    await init;
    const push = nextFrame(ws);
    await login(nodeB, 'remote2', 'P1');
    expect(await push).toEqual({ method: 'logout', msg: '您的帐号在其他地方已登录,被强制踢出' });
    expect((await call(nodeB, 'GET', '/api/oauth/CurrentUser', { token: first })).code).toBe(601);
  });

  it('a deployment with another REDIS_PREFIX on the same Redis does not receive the pushes', async () => {
    const userId = await createUser(nodeA.database.db, { account: 'remote3', password: 'P1' });
    const token = await login(nodeA, 'remote3', 'P1');
    const ws = await nodeA.injectWS('/api/message/websocket');
    const init = nextFrame(ws);
    ws.send(JSON.stringify({ method: 'OnConnection', token }));
    await init;
    const other = await buildApp({ config: { ...nodeA.config, redisPrefix: `${PREFIX}other:` }, database: nodeA.database, logger: false });
    try {
      await other.ready();
      const frames: unknown[] = [];
      ws.on('message', (raw) => frames.push(JSON.parse(String(raw))));
      other.hub.publishToUser(userId, { method: 'fromOtherDeployment' });
      nodeB.hub.publishToUser(userId, { method: 'fromOwnDeployment' });
      await expect.poll(() => frames.length).toBe(1);
      // Absence is only seen by waiting: the other channel's publish had as long as this one's to arrive, and more.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(frames).toEqual([{ method: 'fromOwnDeployment' }]);
    } finally {
      await other.close();
    }
  });
});
