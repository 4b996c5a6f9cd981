import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobRuns, jobs } from '../../db/schema';
import { ms, offsetOf } from '../../core/paging';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Jobs with their next fire and last outcome, cron jobs first, then by name and due time. */
export async function listJobs(db: Db, q: { currentPage: number; pageSize: number; keyword?: string }, now: Date) {
  const where: SQL | undefined = q.keyword ? ilike(jobs.name, `%${escapeLike(q.keyword)}%`) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(jobs).where(where).orderBy(jobs.kind, jobs.name, desc(jobs.nextRunAt), jobs.id)
      .limit(q.pageSize).offset(offsetOf(q)),
    db.select({ total: count() }).from(jobs).where(where),
  ]);
  return {
    total: Number(total),
    list: rows.map((j) => ({
      id: j.id,
      name: j.name,
      kind: j.kind,
      cron: j.cron,
      enabled: j.enabled,
      nextRunTime: ms(j.nextRunAt),
      running: !!j.lockedUntil && j.lockedUntil.getTime() > now.getTime(),
      attempts: j.attempts,
      maxAttempts: j.maxAttempts,
      lastRunTime: ms(j.lastRunAt),
      lastOutcome: j.lastOutcome,
      lastError: j.lastError,
    })),
  };
}

export async function jobExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id)).limit(1);
  return !!row;
}

/** A page of a job's runs, newest first. */
export async function listRuns(db: Db, jobId: string, q: { currentPage: number; pageSize: number; outcome?: string }) {
  const where = and(eq(jobRuns.jobId, jobId), q.outcome ? eq(jobRuns.outcome, q.outcome) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(jobRuns).where(where).orderBy(desc(jobRuns.startedAt), desc(jobRuns.id)).limit(q.pageSize).offset(offsetOf(q)),
    db.select({ total: count() }).from(jobRuns).where(where),
  ]);
  return {
    total: Number(total),
    list: rows.map((r) => ({
      id: r.id,
      node: r.node,
      attempt: r.attempt,
      startTime: ms(r.startedAt),
      endTime: ms(r.finishedAt),
      durationMs: r.durationMs,
      outcome: r.outcome,
      error: r.error,
    })),
  };
}
