// Fault: `kill -9` of the server during multi-table saves (issue 13, "Faults").
// Runs `server/main.ts`, loops multi-table saves from several workers — user creates with every seeded role
// and position (users + user_relations) and user updates that replace those lists (delete + insert of the
// relations) — and SIGKILLs the process at a random moment. Then it checks the database directly: every
// user has all its relation rows (none half-written), and every save the server confirmed is
// there. Several rounds on PostgreSQL, and on PGlite (the embedded database on disk, reopened after the kill).
// Run: node --import tsx tests/faults/kill9-save.ts [rounds]   (also part of `npm run test:faults`)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { like } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { userRelations, users } from '../../server/db/schema';
import type { Db } from '../../server/db/client';
import { startServer } from '../api/server-process';
import { ADMIN_PASSWORD, freshDatabase, http, login, runScript, sleep } from './support';

const ROUNDS = Number(process.argv[2] ?? 3);
const WORKERS = 4;

interface Round { relations: number; created: number; updated: number; users: number; partial: string[]; missing: number; killedAfterMs: number }

/** One server life: load, kill -9 at a random moment, then the database is checked by `inspect`. */
async function round(label: string, env: Record<string, string>, dataDir: string, prefix: string, inspect: () => Promise<{ db: Db; close(): Promise<void> }>): Promise<Round> {
  const server = await startServer({ env: { LOG_LEVEL: 'warn', ...env }, dataDir });
  const base = server.url;
  const admin = await login(base, 'admin', ADMIN_PASSWORD);
  const ids = await saveIds(base, admin);
  let stop = false;
  const confirmedCreates: string[] = [];
  let updated = 0;
  const worker = async (w: number) => {
    let i = 0;
    while (!stop) {
      i += 1;
      // Every role and position, in a new order each time: an update deletes and re-inserts all the relation rows.
      const shuffle = (list: string[]) => [...list].sort(() => Math.random() - 0.5).join(',');
      if (i % 3 === 0 && confirmedCreates.length) {
        const id = confirmedCreates[Math.floor(Math.random() * confirmedCreates.length)];
        const r = await http(base, 'PUT', `/api/permission/Users/${id}`, { token: admin, timeoutMs: 10_000, body: { roleId: shuffle(ids.roles), positionId: shuffle(ids.positions) } });
        if (r.body?.code === 200) updated += 1;
      } else {
        const account = `${prefix}${w}x${i}`;
        const r = await http(base, 'POST', '/api/permission/Users', {
          token: admin, timeoutMs: 10_000,
          body: { account, realName: account, organizeId: ids.department, roleId: shuffle(ids.roles), positionId: shuffle(ids.positions), password: 'Start123' },
        });
        if (r.body?.code === 200) confirmedCreates.push(r.body.data.id);
      }
    }
  };
  const workers = Array.from({ length: WORKERS }, (_, w) => worker(w));
  const killedAfterMs = 1000 + Math.floor(Math.random() * 3000);
  await sleep(killedAfterMs);
  server.child.kill('SIGKILL');
  await server.exited;
  stop = true;
  await Promise.all(workers);

  const handle = await inspect();
  try {
    const rows = await handle.db.select({ id: users.id, account: users.account }).from(users).where(like(users.account, `${prefix}%`));
    const relations = await handle.db.select({ userId: userRelations.userId }).from(userRelations);
    const perUser = new Map<string, number>();
    for (const r of relations) perUser.set(r.userId, (perUser.get(r.userId) ?? 0) + 1);
    const expected = ids.roles.length + ids.positions.length;
    const partial = rows.filter((u) => perUser.get(u.id) !== expected).map((u) => `${u.account}:${perUser.get(u.id) ?? 0}`);
    const present = new Set(rows.map((u) => u.id));
    const missing = confirmedCreates.filter((id) => !present.has(id)).length;
    console.log(`      ${label}: killed after ${killedAfterMs} ms; ${confirmedCreates.length} creates and ${updated} updates confirmed; ${rows.length} users in the database`);
    return { relations: expected, created: confirmedCreates.length, updated, users: rows.length, partial, missing, killedAfterMs };
  } finally {
    await handle.close();
    await server.dispose();
  }
}

/** Ids the saves use, read through the API: the seeded department (YYB), and the roles and positions. */
async function saveIds(base: string, admin: string) {
  const r = await http(base, 'GET', '/api/permission/Role', { token: admin, query: { currentPage: '1', pageSize: '50' } });
  const p = await http(base, 'GET', '/api/permission/Position', { token: admin, query: { currentPage: '1', pageSize: '50' } });
  const tree = await http(base, 'GET', '/api/permission/Organize/Tree', { token: admin });
  const find = (nodes: any[]): string | undefined => {
    for (const n of nodes ?? []) {
      if (n.enCode === 'YYB') return n.id;
      const hit = find(n.children);
      if (hit) return hit;
    }
    return undefined;
  };
  const ids = {
    roles: (r.body?.data?.list ?? []).map((x: any) => x.id) as string[],
    positions: (p.body?.data?.list ?? []).map((x: any) => x.id) as string[],
    department: find(tree.body?.data?.list) ?? '',
  };
  if (ids.roles.length < 1 || ids.positions.length < 1 || !ids.department) throw new Error(`seed ids not found: ${JSON.stringify(ids)}`);
  return ids;
}

await runScript('kill -9 during multi-table saves', async (results) => {
  // PostgreSQL: one database for every round; the ids come from the database itself.
  const database = await freshDatabase('fault_kill');
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gold-kill-pg-'));
  const liteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gold-kill-lite-'));
  try {
    const modes = [
      { name: 'PostgreSQL', env: { DATABASE_URL: database.url } as Record<string, string>, dataDir: pgDir, inspect: async () => { const h = database.open(); return { db: h.db as unknown as Db, close: h.close }; } },
      { name: 'PGlite', env: {} as Record<string, string>, dataDir: liteDir, inspect: async () => { const d = await openDatabase({ dataDir: liteDir, embedded: 'disk' }); return { db: d.db, close: d.close }; } },
    ];
    for (const mode of modes) {
      for (let i = 1; i <= ROUNDS; i += 1) {
        const r = await round(`${mode.name} round ${i}`, mode.env, mode.dataDir, `k9${mode.name === 'PGlite' ? 'l' : 'p'}${i}u`, mode.inspect);
        results.check(`${mode.name} round ${i}: no half-written user (each has its ${r.relations} role and position rows)`, r.partial.length === 0, `${r.users} users, ${r.partial.length} partial ${r.partial.slice(0, 3).join(' ')}`);
        results.check(`${mode.name} round ${i}: every confirmed create is in the database`, r.missing === 0, `${r.created} confirmed, ${r.missing} missing`);
        results.check(`${mode.name} round ${i}: saves were running when the kill came`, r.created > 0, `${r.created} creates, ${r.updated} updates before the kill at ${r.killedAfterMs} ms`);
      }
    }
  } finally {
    fs.rmSync(pgDir, { recursive: true, force: true });
    fs.rmSync(liteDir, { recursive: true, force: true });
    await database.drop().catch(() => {});
  }
});
