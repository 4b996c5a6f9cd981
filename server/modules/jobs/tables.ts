import { sql } from 'drizzle-orm';
import { pgTable, text, integer, timestamp, index, uniqueIndex, jsonb, boolean } from 'drizzle-orm/pg-core';
import { idColumn } from '../../db/columns';

/**
 * Persisted jobs of the platform's runner (docs/architecture.md#jobs). A 'cron' job is one row per
 * handler name that fires again and again; a 'once' job is one row per enqueue. A node claims a
 * due row by setting locked_by/locked_until (a lease): another node skips it until the lease ends.
 */
export const jobs = pgTable('jobs', {
  id: idColumn(),
  /** The handler's registered name. */
  name: text('name').notNull(),
  /** 'cron' | 'once' */
  kind: text('kind').notNull(),
  cron: text('cron'),
  payload: jsonb('payload'),
  /** When it is due; null once a one-off job is done (or gave up). */
  nextRunAt: timestamp('next_run_at', { withTimezone: true }),
  /** Tries of the current fire (reset after it ends). */
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull().default(3),
  /** Wait before the first retry; doubled on each further one. */
  backoffMs: integer('backoff_ms').notNull().default(60_000),
  /** The claim of the node running it (node id and a per-claim nonce). */
  lockedBy: text('locked_by'),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  enabled: boolean('enabled').notNull().default(true),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  /** 'ok' | 'failed' */
  lastOutcome: text('last_outcome'),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('jobs_due_idx').on(t.nextRunAt),
  uniqueIndex('jobs_cron_name_idx').on(t.name).where(sql`kind = 'cron'`),
]);

/** One row per run of a job: which node, how long, and how it ended. */
export const jobRuns = pgTable('job_runs', {
  id: idColumn(),
  jobId: text('job_id').notNull(),
  name: text('name').notNull(),
  node: text('node').notNull(),
  attempt: integer('attempt').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
  durationMs: integer('duration_ms').notNull(),
  /** 'ok' | 'failed' */
  outcome: text('outcome').notNull(),
  error: text('error'),
}, (t) => [index('job_runs_job_idx').on(t.jobId, t.startedAt), index('job_runs_started_idx').on(t.startedAt)]);
