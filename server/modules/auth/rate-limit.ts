/**
 * Failed sign-in counter with a sliding window. Kept in process memory on purpose: it costs no
 * database write per failure (which an attacker could otherwise use to load the database), and with
 * N nodes the effective limit is at most N times stricter-than-nothing; a Redis store can replace
 * it behind the same interface when REDIS_URL fan-out is added.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly max: number, private readonly windowMs: number) {}

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Milliseconds until the key may try again; 0 when not blocked. */
  blockedFor(key: string, now = Date.now()): number {
    const list = this.recent(key, now);
    return list.length >= this.max ? list[list.length - this.max] + this.windowMs - now : 0;
  }

  fail(key: string, now = Date.now()): void {
    const list = this.recent(key, now);
    list.push(now);
    this.failures.set(key, list);
    if (this.failures.size > 50_000) this.sweep(now); // bound memory under a spray of random keys
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private sweep(now: number): void {
    for (const key of [...this.failures.keys()]) this.recent(key, now);
  }
}

export interface LoginLimiter {
  account: FailureLimiter;
  ip: FailureLimiter;
}

const FIFTEEN_MINUTES = 15 * 60_000;

/** 5 failures per account and 20 per IP address within 15 minutes. */
export const createLoginLimiter = (): LoginLimiter => ({
  account: new FailureLimiter(5, FIFTEEN_MINUTES),
  ip: new FailureLimiter(20, FIFTEEN_MINUTES),
});
