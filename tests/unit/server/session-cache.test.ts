import { describe, expect, it } from 'vitest';
import { SessionCache, type CachedSession } from '../../../server/modules/auth/session-cache';

/** The bookkeeping of auth/session-cache.ts that the API tests cannot time: reads racing drops, listener states. */
const entry = (sessionId: string, userId: string): CachedSession => ({
  session: { id: sessionId, userId } as CachedSession['session'],
  user: { id: userId } as CachedSession['user'],
  epoch: '1',
  dataEpoch: '1.1.1',
});

function listening(): SessionCache {
  const cache = new SessionCache();
  cache.listenerState(true);
  return cache;
}

describe('the session cache', () => {
  it('serves nothing and keeps nothing while the listener is not connected', () => {
    const cache = new SessionCache();
    cache.store(cache.ticket(), 'h', entry('s', 'u'));
    expect(cache.get('h')).toBeUndefined();
    cache.listenerState(true);
    cache.store(cache.ticket(), 'h', entry('s', 'u'));
    expect(cache.get('h')).toBeDefined();
    cache.listenerState(false);
    expect(cache.get('h')).toBeUndefined();
    cache.listenerState(true); // reconnected: what was kept before is not trusted
    expect(cache.get('h')).toBeUndefined();
  });

  it('does not keep a read that raced a drop, of any key', () => {
    const cache = listening();
    const ticket = cache.ticket();
    cache.notified('s:other'); // arrived while the round trip was under way
    cache.store(ticket, 'h', entry('s', 'u'));
    expect(cache.get('h')).toBeUndefined();
    const before = cache.ticket();
    cache.listenerState(false);
    cache.listenerState(true);
    cache.store(before, 'h', entry('s', 'u'));
    expect(cache.get('h')).toBeUndefined();
  });

  it('drops by session, by user, and everything on an epoch', () => {
    const cache = listening();
    const fill = () => {
      cache.store(cache.ticket(), 'a', entry('s1', 'u1'));
      cache.store(cache.ticket(), 'b', entry('s2', 'u1'));
      cache.store(cache.ticket(), 'c', entry('s3', 'u2'));
    };
    fill();
    cache.notified('s:s1');
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([false, true, true]);
    cache.notified('u:u1');
    expect([cache.get('b'), cache.get('c')].map(Boolean)).toEqual([false, true]);
    for (const payload of ['auth', 'data', 'all']) {
      fill();
      cache.notified(payload);
      expect(cache.size).toBe(0);
    }
  });
});
