import { Redis } from 'ioredis';
import type { ThrottleStore } from './throttle-store';

// INCR and the window's expiry in one script: atomic, and a key can never be left without a TTL.
const HIT = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}`;

const RELEASE = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

export interface RedisThrottleStore extends ThrottleStore {
  /** Resolves once connected, or after a few seconds anyway (startup must not wait on a lost Redis). */
  ready: Promise<void>;
  close(): Promise<void>;
}

const READY_WAIT_MS = 3000;

/**
 * Counters in Redis under `${prefix}throttle:`. Commands fail at once while Redis is unreachable
 * (no offline queue), so the caller can fall back instead of making a sign-in wait.
 */
export function createRedisThrottleStore(redisUrl: string, prefix: string, onError: (err: unknown) => void): RedisThrottleStore {
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', onError);
  const k = (key: string) => `${prefix}throttle:${key}`;
  const ready = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, READY_WAIT_MS);
    timer.unref();
    redis.once('ready', () => { clearTimeout(timer); resolve(); });
  });
  return {
    ready,
    async hit(key, windowMs) {
      const [count, ttl] = await redis.eval(HIT, 1, k(key), String(windowMs)) as [number, number];
      return { count, resetMs: ttl };
    },
    async release(key) {
      await redis.eval(RELEASE, 1, k(key));
    },
    async clear(key) {
      await redis.del(k(key));
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * Uses `primary` (Redis) and, while it fails, `fallback` (the database): losing Redis must not
 * stop anyone from signing in, and the database counters are still shared by every node.
 */
export function withFallback(primary: ThrottleStore, fallback: ThrottleStore, onError: (err: unknown) => void): ThrottleStore {
  const run = <T>(op: (s: ThrottleStore) => Promise<T>): Promise<T> => op(primary).catch((err: unknown) => {
    onError(err);
    return op(fallback);
  });
  return {
    hit: (key, windowMs) => run((s) => s.hit(key, windowMs)),
    release: (key) => run((s) => s.release(key)),
    clear: (key) => run((s) => s.clear(key)),
  };
}
