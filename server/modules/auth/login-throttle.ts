import type { ThrottleStore } from './throttle-store';

const FIFTEEN_MINUTES = 15 * 60_000;

export interface ThrottleRule { limit: number; windowMs: number }

/**
 * Sign-in limits. Failures block the offending client (account + address) and, more widely, the
 * address; never the account for everyone, so a stranger cannot lock anyone (the administrator
 * included) out by guessing from elsewhere.
 */
export const THROTTLE = {
  client: { limit: 5, windowMs: FIFTEEN_MINUTES },
  address: { limit: 20, windowMs: FIFTEEN_MINUTES },
  /** Guessing a password through an open session (lock screen, password change), per user. */
  session: { limit: 5, windowMs: FIFTEEN_MINUTES },
  /** New scan-login tickets per address: a login page asks for one every 2 minutes. */
  ticket: { limit: 30, windowMs: 10 * 60_000 },
} satisfies Record<string, ThrottleRule>;

export const throttleKeys = {
  client: (who: string, ip: string) => `login:client:${who}|${ip}`,
  address: (ip: string) => `login:ip:${ip}`,
  session: (userId: string) => `login:session:${userId}`,
  ticket: (ip: string) => `ticket:ip:${ip}`,
};

/**
 * Counts one attempt on `key` before the proof is checked; returns the milliseconds the caller
 * must wait (0: go ahead). Counting first means N parallel requests cannot all pass the check.
 */
export async function reserveAttempt(store: ThrottleStore, key: string, rule: ThrottleRule): Promise<number> {
  const { count, resetMs } = await store.hit(key, rule.windowMs);
  return count > rule.limit ? Math.max(1, resetMs) : 0;
}

export type SignInReservation =
  | { blockedMs: number }
  | { blockedMs: 0; succeeded(): Promise<void> };

/**
 * Reserves a sign-in try for the client (`who` = user id or the normalised account typed, absent
 * for scan sign-in) and its address. A failure keeps both counts; `succeeded` clears the client's
 * count and gives the address its try back.
 */
export async function reserveSignIn(store: ThrottleStore, ip: string, who?: string): Promise<SignInReservation> {
  const client = who === undefined ? null : throttleKeys.client(who, ip);
  if (client) {
    const blockedMs = await reserveAttempt(store, client, THROTTLE.client);
    if (blockedMs) return { blockedMs };
  }
  const address = throttleKeys.address(ip);
  const blockedMs = await reserveAttempt(store, address, THROTTLE.address);
  if (blockedMs) {
    if (client) await store.release(client); // this try never happened
    return { blockedMs };
  }
  return {
    blockedMs: 0,
    succeeded: async () => {
      await Promise.all([client ? store.clear(client) : undefined, store.release(address)]);
    },
  };
}

/** Whole minutes for the "try again in {n} minutes" reply. */
export const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
