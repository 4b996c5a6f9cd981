import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { App } from '../../server/app';
import { authThrottle, importReceipts, jobRuns, jobs, loginCodes, loginTickets, sessions, sysLogs } from '../../server/db/schema';
import { setSysConfig } from '../../server/modules/system/config-service';
import { deleteInBatches } from '../../server/modules/system/batch-delete';
import { LogCategory } from '../../server/modules/system/log-service';
import { RETENTION_JOB } from '../../server/modules/system/retention-job';
import { createCluster, type Cluster } from './job-helpers';

let cluster: Cluster;
let app: App;
const db = () => app.database.db;
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  cluster = await createCluster(1);
  [app] = cluster.nodes;
});
afterAll(async () => cluster?.close());

const now = new Date();
const ago = (ms: number) => new Date(now.getTime() - ms);
const hash = () => randomBytes(16).toString('hex');

/** Runs the nightly job as a node would at `now`. */
async function runRetention() {
  expect(await app.jobs.runNow(RETENTION_JOB, now)).toBe('ok');
  expect(await app.jobs.tick(now)).toBe(1);
  const [job] = await db().select().from(jobs).where(and(eq(jobs.name, RETENTION_JOB), eq(jobs.kind, 'cron')));
  expect(job.lastOutcome).toBe('ok');
}

describe('retention job', () => {
  it('deletes exactly what is past its keeping time and keeps the rest', async () => {
    const tickets = await db().insert(loginTickets).values([
      { secretHash: hash(), expiresAt: ago(DAY + HOUR) },
      { secretHash: hash(), expiresAt: ago(DAY - HOUR) },
      { secretHash: hash(), expiresAt: new Date(now.getTime() + 60_000) },
    ]).returning({ id: loginTickets.id });
    await db().insert(authThrottle).values([
      { key: 'retention:ended', attempts: 3, expiresAt: ago(1000) },
      { key: 'retention:live', attempts: 3, expiresAt: new Date(now.getTime() + 60_000) },
    ]);
    const codes = await db().insert(loginCodes).values([
      { target: 'x', codeHash: hash(), createdAt: ago(3 * HOUR), expiresAt: ago(3 * HOUR - 5 * 60_000) },
      // Used and expired, but the hourly sending limit still counts it.
      { target: 'x', codeHash: hash(), createdAt: ago(HOUR / 2), expiresAt: ago(HOUR / 2 - 5 * 60_000), usedAt: ago(HOUR / 2) },
    ]).returning({ id: loginCodes.id });
    const session = (over: Partial<typeof sessions.$inferInsert>) => ({ tokenHash: hash(), userId: 'u1', expiresAt: new Date(now.getTime() + HOUR), ...over });
    const sess = await db().insert(sessions).values([
      session({ endedReason: 'logout', endedAt: ago(31 * DAY), expiresAt: ago(30 * DAY) }),
      session({ endedReason: 'logout', endedAt: ago(29 * DAY), expiresAt: ago(28 * DAY) }),
      session({ expiresAt: ago(31 * DAY) }),
      session({ expiresAt: ago(29 * DAY) }),
      session({}),
    ]).returning({ id: sessions.id });
    // Request logs kept 2 days instead of the default 7.
    await setSysConfig(db(), { logKeepDaysRequest: '2' });
    const days = { login: 180, visit: 30, operation: 365, exception: 90, request: 2 };
    const logs: Record<string, string[]> = {};
    for (const [name, keep] of Object.entries(days)) {
      const category = LogCategory[name as keyof typeof LogCategory];
      const rows = await db().insert(sysLogs).values([
        { category, abstracts: 'old', createdAt: ago(keep * DAY + HOUR) },
        { category, abstracts: 'young', createdAt: ago(keep * DAY - HOUR) },
      ]).returning({ id: sysLogs.id });
      logs[name] = rows.map((r) => r.id);
    }
    const runs = await db().insert(jobRuns).values([31, 29].map((d) => ({
      jobId: 'j', name: 'x', node: 'n', attempt: 1, startedAt: ago(d * DAY), finishedAt: ago(d * DAY), durationMs: 0, outcome: 'ok',
    }))).returning({ id: jobRuns.id });
    // An import receipt stops a repeat for a day.
    const receipts = await db().insert(importReceipts).values([25, 23].map((h) => ({ resource: 'retention', digest: `d${h}`, rows: 1, createdAt: ago(h * HOUR) })))
      .returning({ id: importReceipts.id });

    await runRetention();

    const left = async <T extends { id: string }>(rows: Promise<T[]>) => (await rows).map((r) => r.id).sort();
    expect(await left(db().select({ id: loginTickets.id }).from(loginTickets).where(inArray(loginTickets.id, tickets.map((r) => r.id)))))
      .toEqual([tickets[1].id, tickets[2].id].sort());
    expect((await db().select().from(authThrottle).where(inArray(authThrottle.key, ['retention:ended', 'retention:live']))).map((r) => r.key))
      .toEqual(['retention:live']);
    expect(await left(db().select({ id: loginCodes.id }).from(loginCodes).where(inArray(loginCodes.id, codes.map((r) => r.id)))))
      .toEqual([codes[1].id]);
    expect(await left(db().select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, sess.map((r) => r.id)))))
      .toEqual([sess[1].id, sess[3].id, sess[4].id].sort());
    for (const [name, [old, young]] of Object.entries(logs)) {
      const rows = await db().select({ id: sysLogs.id }).from(sysLogs).where(inArray(sysLogs.id, [old, young]));
      expect(rows.map((r) => r.id), name).toEqual([young]);
    }
    expect(await left(db().select({ id: jobRuns.id }).from(jobRuns).where(inArray(jobRuns.id, runs.map((r) => r.id)))))
      .toEqual([runs[1].id]);
    expect(await left(db().select({ id: importReceipts.id }).from(importReceipts).where(inArray(importReceipts.id, receipts.map((r) => r.id)))))
      .toEqual([receipts[1].id]);
  });

  it('deletes in batches: several statements of at most the batch size, every matching row gone, the others kept', async () => {
    await db().insert(sysLogs).values(Array.from({ length: 11 }, (_, i) => ({ category: 4, abstracts: i < 10 ? 'batch-go' : 'batch-stay' })));
    let deletes = 0;
    const counting = new Proxy(db(), {
      get(target, prop, receiver) {
        if (prop === 'delete') deletes += 1;
        return Reflect.get(target, prop, receiver);
      },
    });
    expect(await deleteInBatches(counting, sysLogs, eq(sysLogs.abstracts, 'batch-go'), 3)).toBe(10);
    expect(deletes).toBe(4); // 3 + 3 + 3 + 1
    expect((await db().select().from(sysLogs).where(inArray(sysLogs.abstracts, ['batch-go', 'batch-stay']))).map((r) => r.abstracts)).toEqual(['batch-stay']);
  });
});
