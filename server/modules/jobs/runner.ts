import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { nextFire, isCronExpression } from './cron';
import { claimDue, extendLease, finishRun, makeDue, type JobRow, type Outcome } from './job-store';

export interface JobContext {
  payload: unknown;
  /** The tick's time (tests drive it); a handler deciding "older than" uses this, not the wall clock. */
  now: Date;
  jobId: string;
  attempt: number;
  log: FastifyBaseLogger;
}

export type JobHandler = (ctx: JobContext) => Promise<void>;

export interface JobOptions {
  maxAttempts?: number;
  /** Wait before the first retry; doubled for each further one. */
  backoffMs?: number;
}

export interface RunnerOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** How often the runner looks for due jobs; 0: only when `tick` is called (tests). */
  pollMs: number;
  /** How long a claim holds before another node may take the job over. */
  leaseMs?: number;
  /** Jobs claimed per tick. */
  batch?: number;
  node?: string;
  /** The zone cron expressions are read in (the configured one, schemas/format/time.ts); default the server's. */
  timeZone?: () => Promise<string>;
}

/**
 * The platform's job runner (docs/architecture.md#jobs): handlers are registered in code by name;
 * cron and one-off jobs are rows in `jobs`, claimed with a lease so each fire runs exactly once
 * across nodes and survives restarts; every run is logged in `job_runs`.
 */
export interface JobRunner {
  readonly node: string;
  register(name: string, handler: JobHandler): void;
  /** Creates or updates the cron job `name` (its next fire is recomputed when the expression changes). */
  schedule(name: string, cron: string, options?: JobOptions): Promise<void>;
  /** A one-off job, due at `runAt` (default now); answers its id. */
  enqueue(name: string, payload?: unknown, runAt?: Date, options?: JobOptions): Promise<string>;
  /** After the time zone changed: moves the next fire of every cron job not yet due to the new zone; answers how many. */
  rezone(now?: Date): Promise<number>;
  /** Makes a job (by id, or a cron job by name) due now. */
  runNow(idOrName: string, now?: Date): Promise<'ok' | 'missing' | 'running'>;
  /** Claims and runs what is due at `now`; answers how many ran. */
  tick(now?: Date): Promise<number>;
  start(): void;
  /** Stops polling and waits for the runs in progress. */
  stop(): Promise<void>;
}

const DEFAULTS = { maxAttempts: 3, backoffMs: 60_000 };

export function createJobRunner(options: RunnerOptions): JobRunner {
  const { db, log } = options;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const batch = options.batch ?? 5;
  const node = options.node ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const handlers = new Map<string, JobHandler>();
  const inFlight = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | null = null;
  let polling: Promise<unknown> | null = null;

  const track = <T>(p: Promise<T>): Promise<T> => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p)).catch(() => {});
    return p;
  };

  const zoneOf = async (): Promise<string | undefined> => (options.timeZone ? options.timeZone().catch(() => undefined) : undefined);

  /** What comes after a run at `now` that ended at `finished`; cron expressions read in `zone`. */
  function outcomeOf(job: JobRow, now: Date, finished: Date, error: string | null, zone: string | undefined): Outcome {
    const later = new Date(Math.max(now.getTime(), finished.getTime()));
    const nextCron = () => (job.kind === 'cron' && job.cron ? nextFire(job.cron, later, zone) : null);
    if (error === null) return { ok: true, nextRunAt: nextCron(), resetAttempts: true };
    if (job.attempts < job.maxAttempts) {
      const wait = job.backoffMs * 2 ** (job.attempts - 1);
      return { ok: false, error, nextRunAt: new Date(now.getTime() + wait), resetAttempts: false };
    }
    return { ok: false, error, nextRunAt: nextCron(), resetAttempts: true };
  }

  async function runOne(job: JobRow, token: string, now: Date): Promise<void> {
    const startedAt = new Date();
    let error: string | null = null;
    // A node that died mid-run used a try without finishing it; past the limit the job gives up.
    const handler = job.attempts > job.maxAttempts ? null : handlers.get(job.name);
    const keepAlive = setInterval(() => {
      extendLease(db, job.id, token, new Date(Date.now() + leaseMs)).catch((err: unknown) => log.warn({ err, job: job.name }, 'job lease renewal failed'));
    }, Math.max(1000, leaseMs / 3));
    keepAlive.unref();
    try {
      if (!handler) throw new Error(`gave up after ${job.maxAttempts} tries (node lost while running)`);
      await handler({ payload: job.payload, now, jobId: job.id, attempt: job.attempts, log });
    } catch (err) {
      error = err instanceof Error ? err.message || err.name : String(err);
      log.warn({ job: job.name, attempt: job.attempts, err }, 'job failed');
    } finally {
      clearInterval(keepAlive);
    }
    const finishedAt = new Date();
    const zone = job.kind === 'cron' ? await zoneOf() : undefined;
    await finishRun(db, job, token, outcomeOf(job, now, finishedAt, error, zone), { node, startedAt, finishedAt });
  }

  async function tick(now = new Date()): Promise<number> {
    const token = `${node}#${randomBytes(4).toString('hex')}`;
    const claimed = await claimDue(db, token, [...handlers.keys()], now, new Date(now.getTime() + leaseMs), batch);
    await Promise.all(claimed.map((job) => track(runOne(job, token, now)).catch((err: unknown) => log.error({ err, job: job.name }, 'job bookkeeping failed'))));
    return claimed.length;
  }

  /** One poll at a time per runner; a poll that found a full batch looks again at once. */
  function poll(): void {
    if (polling || !timer) return;
    polling = track((async () => {
      try {
        while ((await tick()) >= batch && timer) { /* more are due */ }
      } catch (err) {
        log.warn({ err }, 'job poll failed');
      } finally {
        polling = null;
      }
    })());
  }

  return {
    node,
    register(name, handler) {
      if (handlers.has(name)) throw new Error(`job handler ${name} is registered twice`);
      handlers.set(name, handler);
    },
    async schedule(name, cron, opts = {}) {
      if (!isCronExpression(cron)) throw new Error(`job ${name}: bad cron expression ${cron}`);
      const next = nextFire(cron, new Date(), await zoneOf());
      await db.insert(jobs).values({
        name, kind: 'cron', cron, nextRunAt: next, ...DEFAULTS, ...opts,
      }).onConflictDoUpdate({
        target: jobs.name,
        targetWhere: sql`kind = 'cron'`,
        set: {
          cron,
          maxAttempts: opts.maxAttempts ?? DEFAULTS.maxAttempts,
          backoffMs: opts.backoffMs ?? DEFAULTS.backoffMs,
          // A changed expression moves the next fire; the same one keeps it (a restart must not skip or repeat one).
          nextRunAt: sql`CASE WHEN ${jobs.cron} IS DISTINCT FROM excluded.cron OR ${jobs.nextRunAt} IS NULL THEN excluded.next_run_at ELSE ${jobs.nextRunAt} END`,
        },
      });
    },
    async rezone(now = new Date()) {
      const zone = await zoneOf();
      // Jobs already due (or running) keep their fire: moving it from now on could skip it.
      const waiting = await db.select({ id: jobs.id, cron: jobs.cron }).from(jobs)
        .where(and(eq(jobs.kind, 'cron'), gt(jobs.nextRunAt, now), isNull(jobs.lockedBy)));
      for (const job of waiting) {
        await db.update(jobs).set({ nextRunAt: job.cron ? nextFire(job.cron, now, zone) : null })
          .where(and(eq(jobs.id, job.id), isNull(jobs.lockedBy)));
      }
      return waiting.length;
    },
    async enqueue(name, payload = null, runAt = new Date(), opts = {}) {
      const [row] = await db.insert(jobs).values({
        name, kind: 'once', payload, nextRunAt: runAt, ...DEFAULTS, ...opts,
      }).returning({ id: jobs.id });
      if (timer && runAt.getTime() <= Date.now()) setImmediate(poll);
      return row.id;
    },
    async runNow(idOrName, now = new Date()) {
      const result = await makeDue(db, idOrName, now);
      if (result === 'ok' && timer) setImmediate(poll);
      return result;
    },
    tick: (now) => track(tick(now)),
    start() {
      if (timer || options.pollMs <= 0) return;
      timer = setInterval(poll, options.pollMs);
      timer.unref();
      setImmediate(poll);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}
