// Shared helpers of the fault scripts (tests/faults/*.ts, `npm run test:faults`): a fresh PostgreSQL database,
// HTTP calls with a hang detector, the machine's PostgreSQL and Redis services, and the pass/fail record.
import { exec, execFileSync, execSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import { md5 } from 'js-md5';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../../server/db/schema';
import { scratchDatabase } from '../api/helpers';

export const ADMIN_URL = process.env.FAULT_DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
export const REDIS_URL = process.env.FAULT_REDIS_URL || 'redis://127.0.0.1:6379';
export const ADMIN_PASSWORD = 'Admin@12345';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A new empty database on the machine's PostgreSQL; `drop` removes it. */
export async function freshDatabase(prefix = 'fault') {
  const { url, drop } = await scratchDatabase(ADMIN_URL, prefix);
  return {
    url,
    /** A drizzle handle on it, for checks after the fact. */
    open() {
      const pool = new pg.Pool({ connectionString: url, max: 2 });
      pool.on('error', () => {});
      return { db: drizzle(pool, { schema }), pool, close: () => pool.end() };
    },
    async drop() {
      await ensurePostgres();
      await drop();
    },
  };
}

export interface Reply {
  /** HTTP status, or 0 when no HTTP answer came (connection refused or reset). */
  status: number;
  body: any;
  ms: number;
  /** True when the client gave up waiting (the hang detector). */
  hung: boolean;
  error?: string;
}

/** One HTTP call that never waits longer than `timeoutMs`: a reply that does not come in time counts as a hang. */
export async function http(base: string, method: string, path: string, opts: { token?: string; body?: unknown; query?: Record<string, string>; timeoutMs?: number } = {}): Promise<Reply> {
  const url = new URL(path, base);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  const started = Date.now();
  try {
    const res = await fetch(url, {
      method,
      headers: { ...(opts.token ? { authorization: opts.token } : {}), ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
      signal: AbortSignal.timeout(opts.timeoutMs ?? 20_000),
    });
    const text = await res.text();
    let body: any = text;
    try { body = JSON.parse(text); } catch { /* not JSON */ }
    return { status: res.status, body, ms: Date.now() - started, hung: false };
  } catch (error) {
    const e = error as Error;
    return { status: 0, body: null, ms: Date.now() - started, hung: e.name === 'TimeoutError', error: e.message };
  }
}

export async function login(base: string, account: string, password: string): Promise<string> {
  const r = await http(base, 'POST', '/api/oauth/Login', {
    query: { client_id: 'admin', client_secret: '123456', scope: 'all', grant_type: 'password' },
    body: { account, password: md5(password) },
  });
  if (r.body?.code !== 200) throw new Error(`sign-in of ${account} failed: ${JSON.stringify(r.body ?? r.error)}`);
  return r.body.data.token as string;
}

// ---- the machine's services -------------------------------------------------------------------------

const cluster = () => fs.readdirSync('/etc/postgresql')[0];

export function postgresUp(): boolean {
  try {
    execFileSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-q']);
    return true;
  } catch {
    return false;
  }
}

/** Runs a pg_ctlcluster action without blocking this process (the load keeps running meanwhile). */
export async function postgresCtl(action: 'restart' | 'stop' | 'start'): Promise<void> {
  await promisify(exec)(`pg_ctlcluster --skip-systemctl-redirect ${cluster()} main ${action}`);
}

/** Starts PostgreSQL if it is down and waits until it accepts connections. */
export async function ensurePostgres(): Promise<void> {
  if (!postgresUp()) {
    try {
      execSync(`pg_ctlcluster --skip-systemctl-redirect ${cluster()} main start`, { stdio: 'inherit' });
    } catch { /* already starting */ }
  }
  for (let i = 0; i < 60 && !postgresUp(); i += 1) await sleep(500);
}

export function redisUp(): boolean {
  try {
    return execFileSync('redis-cli', ['ping'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() === 'PONG';
  } catch {
    return false;
  }
}

export function stopRedis(): void {
  execFileSync('redis-cli', ['shutdown', 'nosave']);
}

/** Starts Redis (as CI does) if it is down and waits until it answers. */
export async function ensureRedis(): Promise<void> {
  if (!redisUp()) {
    execSync('redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log');
  }
  for (let i = 0; i < 40 && !redisUp(); i += 1) await sleep(250);
}

// ---- results ----------------------------------------------------------------------------------------

export class Results {
  readonly rows: Array<{ name: string; ok: boolean; detail: string }> = [];
  constructor(readonly script: string) {}
  check(name: string, ok: boolean, detail = ''): void {
    this.rows.push({ name, ok, detail });
    console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}${detail ? `  (${detail})` : ''}`);
  }
  info(text: string): void {
    console.log(`      ${text}`);
  }
  get failed(): number {
    return this.rows.filter((r) => !r.ok).length;
  }
}

/** Runs a fault script: prints its checks, always restores PostgreSQL and Redis, exits non-zero on failure. */
export async function runScript(name: string, body: (results: Results) => Promise<void>): Promise<void> {
  const results = new Results(name);
  console.log(`== fault: ${name}`);
  try {
    await body(results);
  } catch (error) {
    results.check('script ran to the end', false, (error as Error).stack ?? String(error));
  } finally {
    await ensurePostgres();
    await ensureRedis();
  }
  console.log(`== ${name}: ${results.rows.length - results.failed} passed, ${results.failed} failed`);
  process.exit(results.failed ? 1 : 0);
}

/** Percentile of a list of numbers. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
