import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { buildApp, type App } from '../../server/app';
import { authThrottle } from '../../server/db/schema';
import { ADMIN_PASSWORD, loginReply, testDatabaseConfig } from './helpers';

// Two nodes with separate databases and one Redis: only Redis can carry the count between them.
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const prefix = `test-${randomBytes(6).toString('hex')}:`;
let nodeA: App;
let nodeB: App;
let drops: Array<() => Promise<void>> = [];

beforeAll(async () => {
  const a = await testDatabaseConfig();
  const b = await testDatabaseConfig();
  drops = [a.drop, b.drop];
  nodeA = await buildApp({ config: { ...a.config, redisUrl: REDIS_URL, redisPrefix: prefix }, logger: false });
  nodeB = await buildApp({ config: { ...b.config, redisUrl: REDIS_URL, redisPrefix: prefix }, logger: false });
  await Promise.all([nodeA.ready(), nodeB.ready()]);
});

afterAll(async () => {
  await nodeB?.close();
  await nodeA?.close();
  for (const drop of drops) await drop();
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('sign-in throttle in Redis', () => {
  it('failures on one node count on the other, atomically', async () => {
    const WRONG = '账户或密码错误，请重新输入。';
    // A parallel burst split over both nodes still gets exactly 5 tries.
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) =>
      loginReply(i % 2 ? nodeA : nodeB, 'shared-ghost', `bad${i}`, { remoteAddress: '10.60.0.1' })));
    expect(replies.filter((r) => r.msg === WRONG)).toHaveLength(5);
    expect((await loginReply(nodeB, 'shared-ghost', 'again', { remoteAddress: '10.60.0.1' })).msg).toMatch(/^登录失败次数过多/);
    // Nothing was counted in either database.
    expect(await nodeA.database.db.select().from(authThrottle)).toHaveLength(0);
    expect(await nodeB.database.db.select().from(authThrottle)).toHaveLength(0);
  });
});

describe('sign-in throttle while Redis is unreachable', () => {
  let node: App;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const db = await testDatabaseConfig();
    drop = db.drop;
    node = await buildApp({ config: { ...db.config, redisUrl: 'redis://127.0.0.1:1', redisPrefix: prefix }, logger: false });
    await node.ready();
  });
  afterAll(async () => { await node?.close(); await drop?.(); });

  it('still signs people in and counts failures in the database', async () => {
    for (let i = 0; i < 5; i++) await loginReply(node, 'fallback-ghost', `bad${i}`, { remoteAddress: '10.61.0.1' });
    expect((await loginReply(node, 'fallback-ghost', 'again', { remoteAddress: '10.61.0.1' })).msg).toMatch(/^登录失败次数过多/);
    expect((await loginReply(node, 'admin', ADMIN_PASSWORD, { remoteAddress: '10.61.0.2' })).code).toBe(200);
    expect((await node.database.db.select().from(authThrottle)).length).toBeGreaterThan(0);
  });
});
