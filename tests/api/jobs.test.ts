import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { App } from '../../server/app';
import { jobRuns, jobs } from '../../server/db/schema';
import { claimDue } from '../../server/modules/jobs/job-store';
import { RETENTION_JOB } from '../../server/modules/system/retention-job';
import { hostTimeZone, wallClock } from '../../schemas/format/time';
import { adminLogin, call, createUser, login, seeded } from './helpers';
import { createCluster, type Cluster } from './job-helpers';

let cluster: Cluster;
let a: App;
let b: App;
const db = () => a.database.db;
const MIN = 60_000;

/** Runs per job id, by node: filled by the handlers both nodes register. */
const ran = new Map<string, string[]>();
const record = (node: string) => async ({ jobId }: { jobId: string }) => {
  await new Promise((r) => setTimeout(r, 2)); // let the other node's claim overlap this run
  ran.set(jobId, [...(ran.get(jobId) ?? []), node]);
};

beforeAll(async () => {
  cluster = await createCluster(2);
  [a, b] = cluster.nodes;
  for (const app of [a, b]) {
    app.jobs.register('test.count', record(app.jobs.node));
    app.jobs.register('test.fail', async () => { throw new Error('boom: ledger locked'); });
  }
});
afterAll(async () => cluster?.close());

const runsOf = (jobId: string) => db().select().from(jobRuns).where(eq(jobRuns.jobId, jobId)).orderBy(jobRuns.startedAt);
const jobRow = async (id: string) => (await db().select().from(jobs).where(eq(jobs.id, id)))[0];

describe('job runner', () => {
  it('two nodes ticking at the same time run each due job exactly once', async () => {
    const now = new Date();
    const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => a.jobs.enqueue('test.count', { i }, now)));
    // Both nodes tick together until neither finds anything due.
    for (let round = 0; round < 10; round += 1) {
      const [x, y] = await Promise.all([a.jobs.tick(now), b.jobs.tick(now)]);
      if (x + y === 0) break;
    }
    for (const id of ids) {
      expect(ran.get(id)).toHaveLength(1);
      const runs = await runsOf(id);
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ outcome: 'ok', attempt: 1, node: ran.get(id)![0] });
      expect(await jobRow(id)).toMatchObject({ nextRunAt: null, lastOutcome: 'ok', lockedBy: null });
    }
  });

  it('a job whose node died while running it runs again once the lease has run out', async () => {
    const now = new Date();
    const id = await a.jobs.enqueue('test.count', null, now);
    // A node claims it (lease 5 minutes) and dies without finishing.
    expect(await claimDue(db(), 'dead-node#1', ['test.count'], now, new Date(now.getTime() + 5 * MIN), 10)).toHaveLength(1);
    expect(await b.jobs.tick(new Date(now.getTime() + 4 * MIN))).toBe(0);
    expect(ran.get(id)).toBeUndefined();
    expect(await b.jobs.tick(new Date(now.getTime() + 6 * MIN))).toBe(1);
    expect(ran.get(id)).toEqual([b.jobs.node]);
    const [run] = await runsOf(id);
    expect(run).toMatchObject({ outcome: 'ok', attempt: 2, node: b.jobs.node });
  });

  it('a failing job is retried with backoff, then marked failed with its error in the run log', async () => {
    const t0 = new Date();
    const at = (ms: number) => new Date(t0.getTime() + ms);
    const id = await a.jobs.enqueue('test.fail', null, t0, { maxAttempts: 3, backoffMs: 1000 });
    expect(await a.jobs.tick(t0)).toBe(1);
    expect(await jobRow(id)).toMatchObject({ attempts: 1, nextRunAt: at(1000), lastOutcome: 'failed', lastError: 'boom: ledger locked' });
    expect(await b.jobs.tick(at(999))).toBe(0);
    expect(await b.jobs.tick(at(1000))).toBe(1);
    expect((await jobRow(id)).nextRunAt).toEqual(at(3000)); // 1000 + 2 x 1000
    expect(await a.jobs.tick(at(3000))).toBe(1);
    expect(await jobRow(id)).toMatchObject({ nextRunAt: null, lastOutcome: 'failed', lockedBy: null });
    expect(await a.jobs.tick(at(3_600_000))).toBe(0); // given up: no fourth try

    const runs = await runsOf(id);
    expect(runs.map((r) => [r.attempt, r.outcome, r.error])).toEqual([
      [1, 'failed', 'boom: ledger locked'], [2, 'failed', 'boom: ledger locked'], [3, 'failed', 'boom: ledger locked'],
    ]);
    for (const r of runs) expect(r.durationMs).toBe(r.finishedAt.getTime() - r.startedAt.getTime());

    // The admin API shows the same.
    const admin = await adminLogin(a);
    const page = await call(a, 'GET', `/api/system/Jobs/${id}/Runs`, { token: admin, query: { outcome: 'failed' } });
    expect(page.data.pagination.total).toBe(3);
    expect(page.data.list[0]).toMatchObject({ attempt: 3, outcome: 'failed', error: 'boom: ledger locked', node: expect.any(String) });
  });

  it('a cron job fires at the times its expression gives, and the next fire is shown', async () => {
    // Minutes 7, 22, 37 and 52: never at the same time as the nightly jobs (03:00, 03:30).
    const every15 = '7-59/15 * * * *';
    await a.jobs.schedule('test.count', every15);
    const [row] = await db().select().from(jobs).where(and(eq(jobs.name, 'test.count'), eq(jobs.kind, 'cron')));
    const first = row.nextRunAt!;
    expect([first.getMinutes() % 15, first.getSeconds(), first.getMilliseconds()]).toEqual([7, 0, 0]);
    expect(first.getTime()).toBeGreaterThan(Date.now() - 1000);
    expect(first.getTime() - Date.now()).toBeLessThanOrEqual(15 * MIN);
    expect(await b.jobs.tick(new Date(first.getTime() - 1))).toBe(0);
    expect(await b.jobs.tick(first)).toBe(1);
    expect((await jobRow(row.id)).nextRunAt).toEqual(new Date(first.getTime() + 15 * MIN));
    // Scheduling the same expression again (every node does at start) keeps the next fire.
    await b.jobs.schedule('test.count', every15);
    expect((await jobRow(row.id)).nextRunAt).toEqual(new Date(first.getTime() + 15 * MIN));
    // A changed expression moves it.
    await b.jobs.schedule('test.count', '0 0 1 1 *');
    const newYear = (await jobRow(row.id)).nextRunAt!;
    expect([newYear.getMonth(), newYear.getDate(), newYear.getHours(), newYear.getMinutes()]).toEqual([0, 1, 0, 0]);

    // The retention job is due at the next 03:00 of the server's clock.
    const admin = await adminLogin(a);
    const list = await call(a, 'GET', '/api/system/Jobs', { token: admin, query: { keyword: 'retention' } });
    const retention = list.data.list.find((j: { name: string }) => j.name === RETENTION_JOB);
    const next = new Date(retention.nextRunTime);
    expect([next.getHours(), next.getMinutes(), next.getSeconds()]).toEqual([3, 0, 0]);
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(24 * 60 * MIN);
    expect(retention).toMatchObject({ kind: 'cron', cron: '0 3 * * *', enabled: true, running: false });
    expect(list.data.logWriter).toEqual({ queued: expect.any(Number), dropped: 0 });
  });

  it('cron times are read in the configured time zone; changing the zone moves the next fires', async () => {
    // A half-hour zone differs from any whole-hour server clock.
    const zone = hostTimeZone() === 'Asia/Kolkata' ? 'America/St_Johns' : 'Asia/Kolkata';
    const inZone = (d: Date) => wallClock(d.getTime(), zone)!;
    const admin = await adminLogin(a);
    const retentionNext = async () => (await db().select().from(jobs).where(and(eq(jobs.name, RETENTION_JOB), eq(jobs.kind, 'cron'))))[0].nextRunAt!;
    expect((await call(a, 'PUT', '/api/system/SysConfig', { token: admin, payload: { timeZone: zone } })).code).toBe(200);
    try {
      // The nightly job waiting for 03:00 now waits for 03:00 in the zone.
      const retention = inZone(await retentionNext());
      expect([retention.HH, retention.mm, retention.ss]).toEqual(['03', '00', '00']);
      // A job scheduled now, and its next fire after a run, are at 01:30 in the zone.
      await a.jobs.schedule('test.count', '30 1 * * *');
      const [row] = await db().select().from(jobs).where(and(eq(jobs.name, 'test.count'), eq(jobs.kind, 'cron')));
      const first = row.nextRunAt!;
      expect([inZone(first).HH, inZone(first).mm]).toEqual(['01', '30']);
      // The tick runs every job due by then: at some hours of the day another nightly job (in the zone) is due first.
      const due = (await db().select().from(jobs)).filter((j) => j.nextRunAt !== null && j.nextRunAt <= first).length;
      expect(await a.jobs.tick(first)).toBe(due);
      const second = (await jobRow(row.id)).nextRunAt!;
      expect(second.getTime() - first.getTime()).toBe(24 * 60 * MIN);
      expect([inZone(second).HH, inZone(second).mm]).toEqual(['01', '30']);
    } finally {
      await call(a, 'PUT', '/api/system/SysConfig', { token: admin, payload: { timeZone: hostTimeZone() } });
    }
    // Back on the server's clock.
    const back = await retentionNext();
    expect([back.getHours(), back.getMinutes()]).toEqual([3, 0]);
  });

  it('run-now makes a job due at once; refused while it runs, and only for the settings menu', async () => {
    const admin = await adminLogin(a);
    const [row] = await db().select().from(jobs).where(and(eq(jobs.name, RETENTION_JOB), eq(jobs.kind, 'cron')));
    const r = await call(a, 'POST', `/api/system/Jobs/${row.id}/Actions/RunNow`, { token: admin, headers: { 'jnpf-lang': 'en' } });
    expect(r).toEqual({ code: 200, msg: 'The job will run now' });
    const now = new Date();
    expect((await jobRow(row.id)).nextRunAt!.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(await b.jobs.tick(now)).toBe(1);
    expect(await runsOf(row.id)).toEqual([expect.objectContaining({ outcome: 'ok', node: b.jobs.node })]);
    expect((await jobRow(row.id)).nextRunAt!.getHours()).toBe(3);

    // While a node holds it, run-now is refused.
    await a.jobs.runNow(row.id);
    await claimDue(db(), 'busy#1', [RETENTION_JOB], new Date(), new Date(Date.now() + 5 * MIN), 1);
    expect((await call(a, 'POST', `/api/system/Jobs/${row.id}/Actions/RunNow`, { token: admin })).code).toBe(400);
    expect((await call(a, 'POST', '/api/system/Jobs/nope/Actions/RunNow', { token: admin })).code).toBe(404);

    const operator = await createUser(db(), { account: 'jobop', roleIds: [(await seeded(db())).roleId] });
    const token = await login(a, 'jobop', 'Passw0rd!');
    expect(operator).toBeTruthy();
    expect((await call(a, 'GET', '/api/system/Jobs', { token })).code).toBe(403);
    expect((await call(a, 'POST', `/api/system/Jobs/${row.id}/Actions/RunNow`, { token })).code).toBe(403);
    expect((await call(a, 'GET', `/api/system/Jobs/${row.id}/Runs`, { token })).code).toBe(403);
  });

  it('a one-off job enqueued before a restart runs after it', async () => {
    const now = new Date();
    const id = await a.jobs.enqueue('test.count', { note: 'after restart' }, now);
    const payloads: unknown[] = [];
    const fresh = await cluster.restart();
    fresh.jobs.register('test.count', async ({ payload }) => { payloads.push(payload); });
    fresh.jobs.register('test.fail', async () => {});
    expect(await fresh.jobs.tick(now)).toBe(1);
    expect(payloads).toEqual([{ note: 'after restart' }]);
    const [run] = await fresh.database.db.select().from(jobRuns).where(eq(jobRuns.jobId, id));
    expect(run).toMatchObject({ outcome: 'ok', node: fresh.jobs.node });
    a = fresh;
  });

  it('a polling runner picks up a job by itself, and closing the app waits for the run', async () => {
    const polling = await createCluster(1, { jobPollMs: 20 });
    try {
      const [app] = polling.nodes;
      let finished = false;
      const started = new Promise<void>((resolve) => {
        app.jobs.register('test.slow', async () => {
          resolve();
          await new Promise((r) => setTimeout(r, 50));
          finished = true;
        });
      });
      await app.jobs.enqueue('test.slow');
      await started;
      await app.close();
      expect(finished).toBe(true);
      polling.nodes.splice(0);
    } finally {
      await polling.close();
    }
  });
});
