import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { IMPORT_RECEIPT_HOURS, importReceipts, jobRuns, jobs, loginCodes, sessions, sysLogs } from '../../db/schema';
import { purgeExpiredTickets } from '../auth/scan-ticket';
import { purgeExpiredThrottles } from '../auth/throttle-store';
import { purgeDeliveries } from '../message/delivery';
import { configNumber, getSysConfig } from './config-service';
import { deleteInBatches } from './batch-delete';
import { LogCategory } from './log-service';

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

/** The settings (config-defaults.ts) that say how many days each log category is kept. */
export const LOG_KEEP_KEYS: Record<keyof typeof LogCategory, { key: string; fallback: number }> = {
  login: { key: 'logKeepDaysLogin', fallback: 180 },
  visit: { key: 'logKeepDaysVisit', fallback: 30 },
  operation: { key: 'logKeepDaysOperation', fallback: 365 },
  exception: { key: 'logKeepDaysException', fallback: 90 },
  request: { key: 'logKeepDaysRequest', fallback: 7 },
};

/** Stored websocket pushes are kept this long for replay. */
const DELIVERY_KEEP_DAYS = 7;

/** Job run log and finished one-off jobs are kept this long. */
const JOB_KEEP_DAYS = 30;

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/**
 * Deletes what is past its keeping time at `now` (the nightly retention job): login tickets
 * expired over a day ago, sign-in throttle counters whose window ended, sign-in codes older than the hourly limit looks back (2 h), sessions
 * ended or expired over sessionKeepDays ago, each log category past its days, old job runs and
 * finished one-off jobs, import receipts past their day, websocket pushes older than 7 days. Answers the number of rows deleted per kind.
 */
export async function purgeExpired(db: Db, now: Date): Promise<Record<string, number>> {
  const settings = await getSysConfig(db);
  const out: Record<string, number> = {};
  // Tickets live minutes and their creation is throttled per address: one statement is enough.
  out.loginTickets = await purgeExpiredTickets(db, before(now, DAY_MS));
  out.authThrottle = await purgeExpiredThrottles(db, now);
  out.loginCodes = await deleteInBatches(db, loginCodes, lt(loginCodes.createdAt, before(now, 2 * HOUR_MS)));
  const sessionCutoff = before(now, configNumber(settings, 'sessionKeepDays', 30) * DAY_MS);
  out.sessions = await deleteInBatches(db, sessions, or(lt(sessions.endedAt, sessionCutoff), lt(sessions.expiresAt, sessionCutoff))!);
  for (const [name, category] of Object.entries(LogCategory) as Array<[keyof typeof LogCategory, number]>) {
    const { key, fallback } = LOG_KEEP_KEYS[name];
    const cutoff = before(now, configNumber(settings, key, fallback) * DAY_MS);
    out[`logs.${name}`] = await deleteInBatches(db, sysLogs, and(eq(sysLogs.category, category), lt(sysLogs.createdAt, cutoff))!);
  }
  const jobCutoff = before(now, JOB_KEEP_DAYS * DAY_MS);
  out.jobRuns = await deleteInBatches(db, jobRuns, lt(jobRuns.startedAt, jobCutoff));
  out.jobs = await deleteInBatches(db, jobs, and(eq(jobs.kind, 'once'), isNull(jobs.nextRunAt), lt(jobs.createdAt, jobCutoff))!);
  out.importReceipts = await deleteInBatches(db, importReceipts, lt(importReceipts.createdAt, before(now, IMPORT_RECEIPT_HOURS * HOUR_MS)));
  // Websocket pushes kept for replay (docs/architecture.md#message-delivery); a client away longer resyncs.
  out.userDeliveries = await purgeDeliveries(db, before(now, DELIVERY_KEEP_DAYS * DAY_MS));
  return out;
}
