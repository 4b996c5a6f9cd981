import type { FastifyInstance } from 'fastify';
import { createRedisThrottleStore, withFallback } from './throttle-redis';
import { createDbThrottleStore, type ThrottleStore } from './throttle-store';

/** The throttle store of this node: Redis (falling back to the database) with REDIS_URL, else the database. */
export async function openThrottleStore(app: FastifyInstance): Promise<ThrottleStore> {
  const db = createDbThrottleStore(app.database.db);
  const { redisUrl, redisPrefix } = app.config;
  if (!redisUrl) return db;
  const onError = (err: unknown) => app.log.warn({ err }, 'sign-in throttle: redis unavailable, counting in the database');
  const redis = createRedisThrottleStore(redisUrl, redisPrefix ?? 'gold:', onError);
  app.addHook('onClose', async () => redis.close());
  await redis.ready;
  return withFallback(redis, db, onError);
}
