import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authThrottle } from '../../db/schema';

/** Attempts counted on a key in its current window, and milliseconds until that window ends. */
export interface ThrottleHit {
  count: number;
  resetMs: number;
}

/**
 * Attempt counters in fixed windows, shared by every node (database, or Redis with REDIS_URL).
 * `hit` counts and reads in one atomic step, so a parallel burst cannot all see "under the limit".
 */
export interface ThrottleStore {
  hit(key: string, windowMs: number): Promise<ThrottleHit>;
  /** Gives one attempt back (a success must not use up a shared address's allowance). */
  release(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Counters in the auth_throttle table: one INSERT ... ON CONFLICT DO UPDATE ... RETURNING per attempt. */
export function createDbThrottleStore(db: Db): ThrottleStore {
  return {
    async hit(key, windowMs) {
      const now = new Date();
      const until = new Date(now.getTime() + windowMs);
      const lapsed = sql`${authThrottle.expiresAt} <= ${at(now)}`;
      const [row] = await db.insert(authThrottle).values({ key, attempts: 1, expiresAt: until })
        .onConflictDoUpdate({
          target: authThrottle.key,
          set: {
            attempts: sql`case when ${lapsed} then 1 else ${authThrottle.attempts} + 1 end`,
            expiresAt: sql`case when ${lapsed} then ${at(until)} else ${authThrottle.expiresAt} end`,
          },
        })
        .returning({ attempts: authThrottle.attempts, expiresAt: authThrottle.expiresAt });
      return { count: row.attempts, resetMs: Math.max(0, new Date(row.expiresAt).getTime() - now.getTime()) };
    },
    async release(key) {
      await db.update(authThrottle).set({ attempts: sql`greatest(${authThrottle.attempts} - 1, 0)` })
        .where(and(eq(authThrottle.key, key), gt(authThrottle.expiresAt, new Date())));
    },
    async clear(key) {
      await db.delete(authThrottle).where(eq(authThrottle.key, key));
    },
  };
}

/** Deletes counters whose window has ended (the retention job calls this); returns how many. */
export async function purgeExpiredThrottles(db: Db, now = new Date()): Promise<number> {
  const rows = await db.delete(authThrottle).where(lte(authThrottle.expiresAt, now)).returning({ key: authThrottle.key });
  return rows.length;
}
