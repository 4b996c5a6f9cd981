import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobRuns, jobs } from '../../db/schema';

export type JobRow = typeof jobs.$inferSelect;

/** Rows that are due now and not held by a live lease. */
const due = (now: Date) => and(
  eq(jobs.enabled, true), lte(jobs.nextRunAt, now), or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
);

/**
 * Claims up to `limit` due jobs for `token` in one statement. FOR UPDATE SKIP LOCKED makes a
 * concurrent claimer pass over rows another is claiming, and once that claim commits its lease
 * keeps the row out of `due`: two nodes never take the same fire. The claim counts as a try, so
 * a node that dies mid-run has used one when the lease runs out and the job is taken again.
 */
export async function claimDue(db: Db, token: string, names: string[], now: Date, leaseUntil: Date, limit: number): Promise<JobRow[]> {
  if (names.length === 0) return [];
  const ids = db.select({ id: jobs.id }).from(jobs)
    .where(and(due(now), inArray(jobs.name, names)))
    .orderBy(jobs.nextRunAt).limit(limit)
    .for('update', { skipLocked: true });
  return db.update(jobs)
    .set({ lockedBy: token, lockedUntil: leaseUntil, attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, ids))
    .returning();
}

/** Keeps a long run's lease alive; false when the claim was lost. */
export async function extendLease(db: Db, id: string, token: string, until: Date): Promise<boolean> {
  const rows = await db.update(jobs).set({ lockedUntil: until })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, token))).returning({ id: jobs.id });
  return rows.length === 1;
}

export interface Outcome {
  ok: boolean;
  error?: string;
  /** Next time it is due; null: no more runs (a one-off job that ended). */
  nextRunAt: Date | null;
  /** Tries reset once a fire ended (succeeded, or gave up). */
  resetAttempts: boolean;
}

/**
 * Ends a claimed run: releases the lease and sets the next fire, only while the claim is still
 * ours (a run that outlived its lease and was taken over must not overwrite the new claim).
 */
export async function finishRun(db: Db, job: JobRow, token: string, outcome: Outcome, run: {
  node: string; startedAt: Date; finishedAt: Date;
}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(jobs).set({
      nextRunAt: outcome.nextRunAt,
      ...(outcome.resetAttempts ? { attempts: 0 } : {}),
      lockedBy: null,
      lockedUntil: null,
      lastRunAt: run.startedAt,
      lastOutcome: outcome.ok ? 'ok' : 'failed',
      lastError: outcome.error ?? null,
    }).where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, token)));
    await tx.insert(jobRuns).values({
      jobId: job.id,
      name: job.name,
      node: run.node,
      attempt: job.attempts,
      startedAt: run.startedAt,
      finishedAt: run.finishedAt,
      durationMs: Math.max(0, run.finishedAt.getTime() - run.startedAt.getTime()),
      outcome: outcome.ok ? 'ok' : 'failed',
      error: outcome.error?.slice(0, 4000) ?? null,
    });
  });
}

/** Makes a job due now (run-now). False when there is no such job or it is running. */
export async function makeDue(db: Db, idOrName: string, now: Date): Promise<'ok' | 'missing' | 'running'> {
  const match = or(eq(jobs.id, idOrName), and(eq(jobs.name, idOrName), eq(jobs.kind, 'cron')));
  const rows = await db.update(jobs).set({ nextRunAt: now, attempts: 0 })
    .where(and(match, or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)))).returning({ id: jobs.id });
  if (rows.length) return 'ok';
  const [exists] = await db.select({ id: jobs.id }).from(jobs).where(match).limit(1);
  return exists ? 'running' : 'missing';
}
