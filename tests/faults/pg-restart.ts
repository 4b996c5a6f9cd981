// Fault: PostgreSQL restarted under load (issue 13, "Faults").
// Starts `server/main.ts` on a fresh PostgreSQL database, runs reads (current user, user list) and multi-table
// writes (user create with roles and positions) from several workers, restarts the machine's PostgreSQL in the
// middle, and checks:
//   - no request hangs: every one gets an HTTP reply within the hang limit;
//   - a request that fails during the outage gets a clean error reply (JSON envelope, no stack, no SQL);
//   - the same server process answers normally again once PostgreSQL is back, without a restart;
//   - nothing is half-written: every user created has all its role and position rows.
// Run: node --import tsx tests/faults/pg-restart.ts   (also part of `npm run test:faults`)
import { eq, like } from 'drizzle-orm';
import { organizations, positions, roles, userRelations, users } from '../../server/db/schema';
import { startServer } from '../api/server-process';
import { ADMIN_PASSWORD, freshDatabase, http, login, percentile, postgresCtl, postgresUp, runScript, sleep, type Reply } from './support';

const HANG_MS = 20_000;
const WORKERS_READ = 4;
const WORKERS_WRITE = 2;

await runScript('PostgreSQL restart under load', async (results) => {
  const database = await freshDatabase('fault_pg');
  const server = await startServer({ env: { DATABASE_URL: database.url, DB_CONNECT_TIMEOUT_MS: '3000', LOG_LEVEL: 'warn' } });
  const check = database.open();
  try {
    const base = server.url;
    const admin = await login(base, 'admin', ADMIN_PASSWORD);
    const [dept] = await check.db.select().from(organizations).where(eq(organizations.enCode, 'YYB'));
    const roleIds = (await check.db.select({ id: roles.id }).from(roles)).map((r) => r.id).slice(0, 2);
    const positionIds = (await check.db.select({ id: positions.id }).from(positions)).map((p) => p.id).slice(0, 2);

    type Phase = 'before' | 'outage' | 'after';
    let phase: Phase = 'before';
    let stop = false;
    const log: Array<{ phase: Phase; kind: 'read' | 'write'; reply: Reply }> = [];
    let n = 0;
    const read = async () => {
      while (!stop) {
        const reply = await http(base, 'GET', n % 2 ? '/api/oauth/CurrentUser' : '/api/permission/Users', { token: admin, timeoutMs: HANG_MS, query: n % 2 ? {} : { currentPage: '1', pageSize: '20' } });
        n += 1;
        log.push({ phase, kind: 'read', reply });
        if (reply.status !== 200 || reply.body?.code !== 200) await sleep(50);
      }
    };
    const write = async (w: number) => {
      let i = 0;
      while (!stop) {
        i += 1;
        const reply = await http(base, 'POST', '/api/permission/Users', {
          token: admin,
          timeoutMs: HANG_MS,
          body: { account: `pgf${w}x${i}`, realName: `故障${w}-${i}`, organizeId: dept.id, roleId: roleIds.join(','), positionId: positionIds.join(','), password: 'Start123' },
        });
        log.push({ phase, kind: 'write', reply });
        if (reply.body?.code !== 200) await sleep(50);
      }
    };
    const workers = [...Array.from({ length: WORKERS_READ }, read), ...Array.from({ length: WORKERS_WRITE }, (_, w) => write(w))];

    await sleep(3000);
    phase = 'outage';
    const outageStart = Date.now();
    await postgresCtl('restart'); // stop (fast shutdown: open connections are terminated), then start
    const restartMs = Date.now() - outageStart;
    phase = 'after';
    // Let the load run on for a while after PostgreSQL is back.
    await sleep(8000);
    stop = true;
    await Promise.all(workers);

    const ok = (r: Reply) => r.status === 200 && r.body?.code === 200;
    const clean = (r: Reply) => r.status > 0 && typeof r.body === 'object' && r.body !== null && typeof r.body.code === 'number' && typeof r.body.msg === 'string'
      && !/\bat \w|select |insert |update |ECONNREFUSED|terminating connection/i.test(JSON.stringify(r.body));
    const byPhase = (p: Phase) => log.filter((e) => e.phase === p);
    for (const p of ['before', 'outage', 'after'] as const) {
      const list = byPhase(p);
      results.info(`${p}: ${list.length} requests, ${list.filter((e) => ok(e.reply)).length} ok, ${list.filter((e) => !ok(e.reply)).length} failed, p99 ${percentile(list.map((e) => e.reply.ms), 99)} ms, max ${Math.max(0, ...list.map((e) => e.reply.ms))} ms`);
    }
    results.info(`PostgreSQL restart took ${restartMs} ms`);
    const failed = log.filter((e) => !ok(e.reply));
    const codes = [...new Set(failed.map((e) => `${e.reply.status}/${e.reply.body?.code ?? e.reply.error}`))];
    results.info(`failure replies (HTTP/code): ${codes.join(', ') || 'none'}; sample: ${JSON.stringify(failed[0]?.reply.body ?? null)}`);

    results.check('every request got a reply (no hang)', log.every((e) => !e.reply.hung), `${log.filter((e) => e.reply.hung).length} hung of ${log.length}`);
    results.check('every failed request got a clean error reply', failed.every((e) => clean(e.reply)), `${failed.filter((e) => !clean(e.reply)).length} unclean of ${failed.length} failed`);
    results.check('all requests before the restart succeeded', byPhase('before').every((e) => ok(e.reply)));
    const alive = server.child.exitCode === null && server.child.signalCode === null;
    results.check('the server process is still running', alive);
    if (!alive) {
      results.info(`server exit: ${server.child.exitCode ?? server.child.signalCode}`);
      const lines = server.output().split('\n').filter((l) => /fatal|uncaught|unhandled|"level":60|shutdown|exit/i.test(l));
      for (const l of lines.slice(-8)) results.info(l.slice(0, 1500));
    }

    // Recovery: after the restart the same process must answer normally again (the pool replaces dead connections).
    let recoveredAfter = -1;
    const since = Date.now();
    while (Date.now() - since < 30_000) {
      const r = await http(base, 'GET', '/api/oauth/CurrentUser', { token: admin });
      if (ok(r)) {
        recoveredAfter = Date.now() - since;
        break;
      }
      await sleep(200);
    }
    results.check('the same process answers normally after PostgreSQL is back', recoveredAfter >= 0, `first success ${recoveredAfter} ms after the check began`);
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => http(base, 'GET', i % 2 ? '/api/oauth/CurrentUser' : '/api/permission/Users', { token: admin })));
    results.check('40 requests after recovery all succeed', burst.every(ok), `${burst.filter(ok).length}/40`);
    const created = await http(base, 'POST', '/api/permission/Users', { token: admin, body: { account: 'pgfafter', realName: '恢复后', organizeId: dept.id, roleId: roleIds.join(','), password: 'Start123' } });
    results.check('a multi-table save works after recovery', ok(created), JSON.stringify(created.body));
    results.check('the last 20 requests of the load after the restart succeeded', byPhase('after').slice(-20).every((e) => ok(e.reply)));

    // Integrity: every user written has its relation rows; every save the server confirmed is there.
    const rows = await check.db.select({ id: users.id, account: users.account }).from(users).where(like(users.account, 'pgf%'));
    const relations = await check.db.select().from(userRelations);
    const expected = (account: string) => (account === 'pgfafter' ? 1 : roleIds.length + positionIds.length);
    const partial = rows.filter((u) => relations.filter((r) => r.userId === u.id).length !== expected(u.account));
    const confirmed = log.filter((e) => e.kind === 'write' && ok(e.reply)).length + 1;
    results.info(`users written: ${rows.length}; saves confirmed by the server: ${confirmed}`);
    results.check('no half-written user (each has all its role and position rows)', partial.length === 0, `${partial.length} partial: ${partial.slice(0, 3).map((u) => u.account).join(', ')}`);
    results.check('every confirmed save is in the database', rows.length >= confirmed, `${rows.length} rows, ${confirmed} confirmed`);
  } finally {
    await check.close().catch(() => {});
    if (!postgresUp()) await sleep(1000);
    server.child.kill('SIGTERM');
    await Promise.race([server.exited, sleep(15_000)]);
    await server.dispose();
    await database.drop().catch(() => {});
  }
});
