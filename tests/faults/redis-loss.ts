// Fault: Redis lost and back (issue 13, "Faults").
// Two `server/main.ts` nodes on one PostgreSQL database with REDIS_URL (websocket pushes fan out through
// Redis pub/sub). A forced logout is the push: DELETE /api/system/OnlineUser/{userId} on one node must reach
// the user's socket on node A. Checks:
//   - Redis up: a push from node B reaches the socket on node A;
//   - Redis down: a push on node A still reaches the socket on node A (one-node mode), HTTP keeps working,
//     and a socket whose session was ended on node B (push lost) is closed by A's heartbeat session check;
//   - Redis back: cross-node pushes work again, by themselves, and a push is delivered once, not twice.
// Run: node --import tsx tests/faults/redis-loss.ts   (also part of `npm run test:faults`)
import WebSocket from 'ws';
import { eq } from 'drizzle-orm';
import { organizations } from '../../server/db/schema';
import { startServer, type ServerProcess } from '../api/server-process';
import { ADMIN_PASSWORD, ensureRedis, freshDatabase, http, login, REDIS_URL, runScript, sleep, stopRedis } from './support';

interface Socket {
  ws: WebSocket;
  frames: any[];
  closeCode: Promise<number>;
}

async function openSocket(node: ServerProcess, token: string): Promise<Socket> {
  const ws = new WebSocket(`${node.url.replace('http', 'ws')}/api/message/websocket`);
  const frames: any[] = [];
  ws.on('message', (raw) => frames.push(JSON.parse(String(raw))));
  const closeCode = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => { ws.once('open', resolve); ws.once('error', reject); });
  ws.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: false }));
  for (let i = 0; i < 100 && !frames.some((f) => f.method === 'initMessage'); i += 1) await sleep(50);
  if (!frames.some((f) => f.method === 'initMessage')) throw new Error('no initMessage');
  return { ws, frames, closeCode };
}

/** Waits until the socket got a logout frame; false after `ms`. */
async function gotLogout(socket: Socket, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (socket.frames.some((f) => f.method === 'logout')) return true;
    await sleep(50);
  }
  return false;
}

await runScript('Redis lost and back', async (results) => {
  await ensureRedis();
  const database = await freshDatabase('fault_redis');
  const env = { DATABASE_URL: database.url, REDIS_URL, LOG_LEVEL: 'warn' };
  // One after the other: both would migrate the fresh database at once otherwise.
  const a = await startServer({ env });
  const b = await startServer({ env });
  const check = database.open();
  const sockets: Socket[] = [];
  try {
    // One session serves both nodes (sessions live in the database; a second sign-in would supersede the first).
    const adminA = await login(a.url, 'admin', ADMIN_PASSWORD);
    const adminB = adminA;
    const [dept] = await check.db.select().from(organizations).where(eq(organizations.enCode, 'YYB'));
    // Users and their sessions are made while Redis is up (sign-in throttling may use Redis).
    const people: Array<{ id: string; token: string }> = [];
    for (let i = 0; i < 10; i += 1) {
      const account = `redisf${i}`;
      const made = await http(a.url, 'POST', '/api/permission/Users', { token: adminA, body: { account, realName: account, organizeId: dept.id, password: 'Start123' } });
      if (made.body?.code !== 200) throw new Error(`user create failed: ${JSON.stringify(made.body)}`);
      people.push({ id: made.body.data.id, token: await login(a.url, account, 'Start123') });
    }
    let next = 0;
    const person = () => people[next++];
    const forceOffline = (node: ServerProcess, token: string, userId: string) => http(node.url, 'DELETE', `/api/system/OnlineUser/${userId}`, { token });

    // 1. Redis up: B -> A.
    {
      const p = person();
      const s = await openSocket(a, p.token);
      sockets.push(s);
      const r = await forceOffline(b, adminB, p.id);
      results.check('Redis up: a push from node B reaches the socket on node A', r.body?.code === 200 && (await gotLogout(s, 5000)));
    }

    // 2. Redis down.
    stopRedis();
    await sleep(1000);
    {
      const p = person();
      const s = await openSocket(a, p.token);
      sockets.push(s);
      const started = Date.now();
      const r = await forceOffline(a, adminA, p.id);
      const ok = r.body?.code === 200 && (await gotLogout(s, 5000));
      results.check('Redis down: a push on node A still reaches the socket on node A', ok, `reply ${JSON.stringify(r.body)}, ${Date.now() - started} ms`);
      const code = await Promise.race([s.closeCode, sleep(5000).then(() => -1)]);
      results.check('Redis down: the ended session\'s socket on node A is closed after the push (4000)', code === 4000, `close ${code}`);
    }
    {
      const ra = await http(a.url, 'GET', '/api/oauth/CurrentUser', { token: adminA });
      const rb = await http(b.url, 'GET', '/api/oauth/CurrentUser', { token: adminB });
      results.check('Redis down: HTTP requests still answer on both nodes', ra.body?.code === 200 && rb.body?.code === 200, `A ${ra.body?.code}, B ${rb.body?.code}`);
    }
    {
      // The cross-node push is lost while Redis is down; A's heartbeat notices the session ended (<= 2 beats of 30 s).
      const p = person();
      const s = await openSocket(a, p.token);
      sockets.push(s);
      const started = Date.now();
      const r = await forceOffline(b, adminB, p.id);
      const code = await Promise.race([s.closeCode, sleep(75_000).then(() => -1)]);
      results.check('Redis down: a session ended on node B has its socket on node A closed by the heartbeat check (4001)', r.body?.code === 200 && code === 4001,
        `close ${code} after ${Date.now() - started} ms; logout frame ${s.frames.some((f) => f.method === 'logout') ? 'received' : 'lost'}`);
    }

    // 3. Redis back: cross-node again, without restarting anything.
    await ensureRedis();
    const back = Date.now();
    let recovered = -1;
    while (Date.now() - back < 45_000 && next < people.length - 1) {
      const p = person();
      const s = await openSocket(a, p.token);
      sockets.push(s);
      await forceOffline(b, adminB, p.id);
      if (await gotLogout(s, 3000)) {
        recovered = Date.now() - back;
        break;
      }
    }
    results.check('Redis back: a push from node B reaches node A again (no restart)', recovered >= 0, `within ${recovered} ms of Redis answering`);
    {
      const p = people[people.length - 1];
      const s = await openSocket(a, p.token);
      sockets.push(s);
      await forceOffline(a, adminA, p.id);
      await gotLogout(s, 5000);
      await sleep(1000);
      const count = s.frames.filter((f) => f.method === 'logout').length;
      results.check('Redis back: a push on node A is delivered once', count === 1, `${count} logout frames`);
    }
  } finally {
    for (const s of sockets) s.ws.terminate();
    await check.close().catch(() => {});
    await ensureRedis();
    for (const node of [a, b]) {
      node.child.kill('SIGTERM');
      await Promise.race([node.exited, sleep(15_000)]);
      await node.dispose();
    }
    await database.drop().catch(() => {});
  }
});
