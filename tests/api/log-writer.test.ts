import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { sysLogs } from '../../server/db/schema';
import { createLogWriter } from '../../server/modules/system/log-writer';
import { adminLogin, call, createTestApp, settle, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => t?.close());

/** A logger that keeps its warnings. */
function recordingLog() {
  const warnings: unknown[] = [];
  const log = { warn: (obj: unknown) => { warnings.push(obj); }, info() {}, error() {}, debug() {} } as unknown as FastifyBaseLogger;
  return { log, warnings };
}

const rowsLike = (prefix: string) => t.db.select().from(sysLogs).where(like(sysLogs.abstracts, `${prefix}%`));

describe('log writer', () => {
  it('a full queue drops and counts new entries at once, and reports the drops', async () => {
    const { log, warnings } = recordingLog();
    const writer = createLogWriter(t.db, log, { maxQueue: 3, delayMs: 60_000, reportMs: 0 });
    for (let i = 0; i < 1000; i += 1) writer.write({ category: 4, abstracts: `full-${i}` });
    expect(writer.stats()).toEqual({ queued: 3, dropped: 997 });
    await writer.flush();
    expect((await rowsLike('full-')).map((r) => r.abstracts).sort()).toEqual(['full-0', 'full-1', 'full-2']);
    expect(writer.stats()).toEqual({ queued: 0, dropped: 997 });
    expect(warnings).toContainEqual({ dropped: 997, droppedTotal: 997 });
    // Room again once written.
    writer.write({ category: 4, abstracts: 'full-after' });
    await writer.flush();
    expect(await rowsLike('full-after')).toHaveLength(1);
  });

  it('writes a batch with one INSERT, off the caller: nothing is written until the batch goes', async () => {
    let inserts = 0;
    const counting = new Proxy(t.db, {
      get(target, prop, receiver) {
        if (prop === 'insert') inserts += 1;
        return Reflect.get(target, prop, receiver);
      },
    });
    const writer = createLogWriter(counting, recordingLog().log, { delayMs: 60_000 });
    for (let i = 0; i < 50; i += 1) writer.write(i % 2 ? { category: 4, abstracts: `batch-${i}` } : async () => ({ category: 4, abstracts: `batch-${i}` }));
    writer.write(async () => null); // a task that decides to write nothing
    await new Promise((r) => setImmediate(r));
    expect(inserts).toBe(0);
    await writer.flush();
    expect(inserts).toBe(1);
    expect(await rowsLike('batch-')).toHaveLength(50);
  });

  it('the request log is off by default; visit and request logs both go through the writer', async () => {
    const admin = await adminLogin(t.app);
    expect((await call(t.app, 'GET', '/api/system/SysConfig', { token: admin })).data.isLog).toBe('0');
    await call(t.app, 'GET', '/api/system/SysConfig/Public');
    await call(t.app, 'GET', '/api/system/Log/1', { token: admin });
    await settle(t.app);
    expect(await t.db.select().from(sysLogs).where(eq(sysLogs.category, 5))).toEqual([]);
    expect(await t.db.select().from(sysLogs).where(and(eq(sysLogs.category, 2), eq(sysLogs.requestUrl, 'system/log')))).toEqual([]);

    await call(t.app, 'PUT', '/api/system/SysConfig', { token: admin, payload: { isLog: '1' } });
    await call(t.app, 'GET', '/api/system/SysConfig/Public');
    await call(t.app, 'GET', '/api/system/Log/1', { token: admin });
    expect(t.app.logWriter.stats().queued).toBeGreaterThan(0); // queued, not yet written by the request
    await settle(t.app);
    expect(await t.db.select().from(sysLogs).where(and(eq(sysLogs.category, 5), eq(sysLogs.requestUrl, '/api/system/SysConfig/Public')))).toHaveLength(1);
    expect(await t.db.select().from(sysLogs).where(and(eq(sysLogs.category, 2), eq(sysLogs.requestUrl, 'system/log')))).toHaveLength(1);
  });
});
