// bench:chat (issue 16): chat and notice delivery over the websocket on two server nodes.
// Two `server/main.ts` processes (tests/api/server-process.ts) on one scratch PostgreSQL database (BENCH_DATABASE_URL,
// else TEST_DATABASE_URL, else postgres://root@127.0.0.1:5432/test; dropped afterwards) with REDIS_URL (BENCH_REDIS_URL,
// else redis://127.0.0.1:6379): pushes between nodes go through Redis pub/sub.
// Seeded by SQL (tests/bench/chat-seed.ts): BENCH_NOTICE_USERS (10,000) users; the first BENCH_CHAT_USERS (1,000) get a
// session made directly in the sessions table (no password sign-ins: argon2 and the sign-in limits are not measured here).
// 1. Memory: the chat users' sockets (tests/bench/chat-fleet.ts, all in this process) connect, alternating between the
//    nodes; resident memory of each node before and after (after 2 % of them as a warm-up) gives memory per socket.
// 2. Chat: every client sends a text to a random other client every BENCH_INTERVAL_MS (5,000) for BENCH_SECONDS (60).
//    Latency is SendMessage write -> recipient's receiveMessage (goal p99 <= 50 ms, outside the restart window).
//    Lost: a text the database holds (im_contents: it was committed) that its recipient never got (goal 0);
//    duplicates: one received twice (goal 0), replays after a reconnect included.
// 3. Restart: halfway, node B is killed (SIGKILL) and started again on the same port; its clients reconnect with the
//    last seq they saw and are replayed what they missed (BENCH_RESTART=0 skips this).
// 4. Notice: the administrator signs in, creates a notice (POST /api/message) and releases it
//    (PUT /api/message/{id}/Actions/Release) to every user: time to the reply (stored) and until the connected sockets
//    got messagePush (pushed); goal <= 1 s each.
// Prints a table; writes tests/bench/results/chat.json; exit code 1 when a goal is missed.
// Run: npm run bench:chat   (BENCH_SECONDS=20 BENCH_CHAT_USERS=200 BENCH_NOTICE_USERS=2000 for a short run)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { scratchDatabase } from '../api/helpers';
import { startServer, type ServerProcess } from '../api/server-process';
import { ADMIN_PASSWORD, http, login, sleep } from '../faults/support';
import { Fleet } from './chat-fleet';
import { enabledUserCount, receiptCount, seedUsers, storedChat } from './chat-seed';

const SECONDS = Number(process.env.BENCH_SECONDS || 60);
const CHAT_USERS = Number(process.env.BENCH_CHAT_USERS || 1000);
const NOTICE_USERS = Math.max(CHAT_USERS, Number(process.env.BENCH_NOTICE_USERS || 10_000));
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS || 5000);
const RESTART = process.env.BENCH_RESTART !== '0';
const ADMIN_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const GOALS = { chatP99Ms: 50, lost: 0, duplicates: 0, noticeMs: 1000 };

const quantile = (values: number[], q: number) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const round = (n: number) => Math.round(n * 10) / 10;
const spread = (values: number[]) => ({ count: values.length, p50: round(quantile(values, 0.5)), p99: round(quantile(values, 0.99)), max: round(Math.max(0, ...values)) });

function rssMB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 102.4) / 10;
}

/** CPU seconds (user + system) the process has used so far. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function until(check: () => boolean, timeoutMs: number, stepMs = 50): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (check()) return true;
    await sleep(stepMs);
  }
  return check();
}

/** Waits until no receipt has come for `quietMs` (or `maxMs` passed): what is still outstanding then is lost. */
async function drain(fleet: Fleet, quietMs: number, maxMs: number): Promise<void> {
  const end = Date.now() + maxMs;
  let last = fleet.outstanding();
  let quietSince = Date.now();
  while (Date.now() < end && last > 0) {
    await sleep(250);
    const now = fleet.outstanding();
    if (now !== last) { last = now; quietSince = Date.now(); } else if (Date.now() - quietSince >= quietMs) break;
  }
}

async function releaseNotice(base: string, fleet: Fleet, pool: pg.Pool) {
  const token = await login(base, 'admin', ADMIN_PASSWORD);
  const title = `压测公告 ${new Date().toISOString()}`;
  const created = await http(base, 'POST', '/api/message', { token, body: { title, bodyText: '<p>压测公告正文</p>' } });
  if (created.body?.code !== 200) throw new Error(`notice create failed: ${JSON.stringify(created.body)}`);
  let id: string | undefined = typeof created.body.data === 'string' ? created.body.data : created.body.data?.id;
  if (!id) {
    const list = await http(base, 'GET', '/api/message/Notice', { token, query: { currentPage: '1', pageSize: '20', keyword: title } });
    id = list.body?.data?.list?.find((n: { title: string }) => n.title === title)?.id;
  }
  if (!id) throw new Error(`created notice not found: ${JSON.stringify(created.body)}`);
  const sockets = fleet.connectedCount();
  const t0 = performance.now();
  const released = await http(base, 'PUT', `/api/message/${id}/Actions/Release`, { token, timeoutMs: 60_000 });
  const storedMs = performance.now() - t0;
  if (released.body?.code !== 200) throw new Error(`notice release failed: ${JSON.stringify(released.body ?? released.error)}`);
  await until(() => (fleet.noticePushes.get(id!)?.length ?? 0) >= sockets, 10_000);
  const pushed = (fleet.noticePushes.get(id) ?? []).map((t) => t - t0);
  return {
    users: await enabledUserCount(pool), receipts: await receiptCount(pool, id), storedMs: round(storedMs),
    sockets, socketsPushed: pushed.length, pushedMs: spread(pushed),
  };
}

interface ChatWindow { killAt: number; upAt: number; reconnectedAt: number }

/** Lost, duplicated and late texts, against what the database holds. */
function chatFigures(fleet: Fleet, stored: Array<{ content: string; from: string; to: string }>, window: ChatWindow | null) {
  const margin = 1000;
  const inWindow = (key: string) => window !== null && fleet.sent.get(key)!.t0 >= window.killAt - margin && fleet.sent.get(key)!.t0 <= window.reconnectedAt + margin;
  const storedKeys = new Set<string>();
  let wrongPair = 0;
  for (const row of stored) {
    const key = /^bench#(\d+-\d+)/.exec(row.content)?.[1];
    const s = key ? fleet.sent.get(key) : undefined;
    if (!key || !s) { wrongPair++; continue; }
    if (fleet.clients[s.from].user.id !== row.from || fleet.clients[s.to].user.id !== row.to) wrongPair++;
    storedKeys.add(key);
  }
  const lost = [...storedKeys].filter((k) => !fleet.received.has(k));
  const duplicates = [...fleet.received.entries()].filter(([, n]) => n > 1);
  const echoLost = [...storedKeys].filter((k) => !fleet.echoes.has(k)).length;
  const echoDuplicates = [...fleet.echoes.values()].filter((n) => n > 1).length;
  const receivedNotStored = [...fleet.received.keys()].filter((k) => !storedKeys.has(k)).length;
  const steady: number[] = [];
  const disturbed: number[] = [];
  for (const [key, ms] of fleet.latency) (inWindow(key) ? disturbed : steady).push(ms);
  return {
    sent: fleet.sent.size, stored: storedKeys.size, notStored: fleet.sent.size - storedKeys.size, storedRowsNotMatching: wrongPair,
    received: fleet.received.size, lost: lost.length, lostSample: lost.slice(0, 5), duplicates: duplicates.length,
    receivedNotStored, echoLost, echoDuplicates,
    lostInRestartWindow: lost.filter(inWindow).length, duplicatesInRestartWindow: duplicates.filter(([k]) => inWindow(k)).length,
    latencyMs: spread(steady), restartWindowLatencyMs: spread(disturbed), ...fleet.counts, errorSamples: fleet.errorSamples,
  };
}

async function main(): Promise<void> {
  const loadBefore = os.loadavg()[0];
  const scratch = await scratchDatabase(ADMIN_URL, 'bench_chat');
  const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  pool.on('error', () => {});
  const env = { DATABASE_URL: scratch.url, REDIS_URL, LOG_LEVEL: 'warn' };
  const nodes: ServerProcess[] = [];
  const retired: ServerProcess[] = [];
  let fleet: Fleet | null = null;
  try {
    // One after the other: both would migrate the fresh database at once otherwise.
    nodes.push(await startServer({ env }));
    nodes.push(await startServer({ env }));
    console.log(`nodes A ${nodes[0].url}, B ${nodes[1].url}; seeding ${NOTICE_USERS} users, ${CHAT_USERS} sessions`);
    const users = await seedUsers(pool, NOTICE_USERS, CHAT_USERS);

    // 1. Memory per socket.
    fleet = new Fleet(users, nodes.map((n) => n.url));
    const warm = Math.max(2, Math.round(CHAT_USERS * 0.02));
    await fleet.connect(fleet.clients.slice(0, warm));
    await sleep(2000);
    const rssBefore = nodes.map((n) => rssMB(n.child.pid!));
    const connectStarted = performance.now();
    const connectMs = await fleet.connect(fleet.clients.slice(warm));
    const connectAllMs = performance.now() - connectStarted;
    await sleep(2000);
    const rssAfter = nodes.map((n) => rssMB(n.child.pid!));
    const perSocketKB = round(((rssAfter[0] + rssAfter[1] - rssBefore[0] - rssBefore[1]) * 1024) / (CHAT_USERS - warm));
    console.log(`connected ${fleet.connectedCount()} sockets in ${round(connectAllMs)} ms; RSS ${rssBefore.join('/')} -> ${rssAfter.join('/')} MB (${perSocketKB} KB per socket)`);

    // 2. + 3. Chat, with node B restarted halfway.
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const cpuStart = nodes.map((n) => cpuSeconds(n.child.pid!));
    const started = performance.now();
    fleet.startSending(INTERVAL_MS);
    let window: ChatWindow | null = null;
    let cpuOldB = 0;
    if (RESTART) {
      await sleep((SECONDS * 1000) / 2);
      const old = nodes[1];
      cpuOldB = cpuSeconds(old.child.pid!) - cpuStart[1];
      const killAt = performance.now();
      old.child.kill('SIGKILL');
      await old.exited;
      retired.push(old);
      nodes[1] = await startServer({ env: { ...env, PORT: String(old.port) } });
      const upAt = performance.now();
      const onB = fleet.clients.filter((c) => c.node === 1).length;
      const all = await until(() => fleet!.connectedCount(1) === onB, 60_000);
      window = { killAt, upAt, reconnectedAt: performance.now() };
      console.log(`node B killed at ${round((killAt - started) / 1000)} s; up again after ${round(upAt - killAt)} ms; `
        + `${fleet.connectedCount(1)}/${onB} clients back ${round(window.reconnectedAt - upAt)} ms later${all ? '' : ' (timed out)'}`);
    }
    await sleep(Math.max(0, SECONDS * 1000 - (performance.now() - started)));
    fleet.stopSending();
    const cpuEnd = nodes.map((n) => cpuSeconds(n.child.pid!));
    const chatSeconds = (performance.now() - started) / 1000;
    await drain(fleet, 3000, 20_000);
    loop.disable();
    const rssEnd = nodes.map((n) => rssMB(n.child.pid!));
    const chat = chatFigures(fleet, await storedChat(pool), window);

    // 4. Notice to every user.
    const notice = await releaseNotice(nodes[0].url, fleet, pool);

    const result = {
      at: new Date().toISOString(), database: 'postgres', nodes: 2, redis: true, sessions: 'inserted by SQL (no password sign-ins)',
      chatUsers: CHAT_USERS, noticeUsers: NOTICE_USERS, seconds: SECONDS, intervalMs: INTERVAL_MS,
      messagesPerSecond: round(chat.sent / chatSeconds), goals: GOALS,
      connect: { sockets: CHAT_USERS, allMs: round(connectAllMs), perSocketMs: spread(connectMs) },
      memory: { rssBeforeMB: rssBefore, rssAfterMB: rssAfter, rssAfterChatMB: rssEnd, perSocketKB },
      serverCpuPercent: {
        A: round(((cpuEnd[0] - cpuStart[0]) / chatSeconds) * 100),
        B: round((((RESTART ? cpuOldB : cpuEnd[1] - cpuStart[1]) + (RESTART ? cpuEnd[1] : 0)) / chatSeconds) * 100),
      },
      chat,
      restart: window && {
        node: 'B', atSecond: round((window.killAt - started) / 1000), downMs: round(window.upAt - window.killAt),
        reconnectAfterUpMs: round(window.reconnectedAt - window.upAt), clients: fleet.clients.filter((c) => c.node === 1).length,
        replayed: chat.replayed, resyncs: chat.resyncs, lost: chat.lostInRestartWindow, duplicates: chat.duplicatesInRestartWindow,
      },
      notice,
      clientEventLoopDelayP99Ms: round(loop.percentile(99) / 1e6),
      loadAverage: { before: loadBefore, after: os.loadavg()[0] },
    };
    report(result);
    const out = path.resolve(import.meta.dirname, 'results', 'chat.json');
    fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`written ${out}`);
    const pass = chat.latencyMs.p99 <= GOALS.chatP99Ms && chat.lost === 0 && chat.duplicates === 0 && chat.seqGaps === 0
      && notice.storedMs <= GOALS.noticeMs && notice.pushedMs.max <= GOALS.noticeMs && notice.socketsPushed === notice.sockets;
    process.exitCode = pass ? 0 : 1;
  } finally {
    await fleet?.close();
    for (const n of [...nodes, ...retired]) await n.dispose();
    await pool.end();
    await scratch.drop();
  }
}

function report(r: any): void {
  const row = (name: string, value: string, goal = '') => console.log(`  ${name.padEnd(34)} ${value.padEnd(40)} ${goal}`);
  const c = r.chat;
  console.log(`\nbench:chat — 2 nodes, PostgreSQL, Redis; ${r.chatUsers} sockets, 1 text / ${r.intervalMs} ms each for ${r.seconds} s (${r.messagesPerSecond}/s)`);
  row('connect (all sockets)', `${r.connect.allMs} ms; per socket p50 ${r.connect.perSocketMs.p50} p99 ${r.connect.perSocketMs.p99} ms`);
  row('RSS A/B before -> after connect', `${r.memory.rssBeforeMB.join('/')} -> ${r.memory.rssAfterMB.join('/')} MB`);
  row('memory per socket', `${r.memory.perSocketKB} KB`);
  row('RSS A/B after the chat run', `${r.memory.rssAfterChatMB.join('/')} MB`);
  row('server CPU A/B', `${r.serverCpuPercent.A} % / ${r.serverCpuPercent.B} %`);
  row('texts sent / stored / received', `${c.sent} / ${c.stored} / ${c.received}`);
  row('latency (outside restart window)', `p50 ${c.latencyMs.p50} p99 ${c.latencyMs.p99} max ${c.latencyMs.max} ms`, `goal p99 <= ${r.goals.chatP99Ms} ms`);
  row('latency (restart window)', `p50 ${c.restartWindowLatencyMs.p50} p99 ${c.restartWindowLatencyMs.p99} max ${c.restartWindowLatencyMs.max} ms (${c.restartWindowLatencyMs.count})`);
  row('lost / duplicates', `${c.lost} / ${c.duplicates}`, 'goal 0 / 0');
  row('sender echo lost / duplicates', `${c.echoLost} / ${c.echoDuplicates}`);
  row('seq gaps / repeats / resyncs', `${c.seqGaps} / ${c.seqRepeats} / ${c.resyncs}`);
  row('sent but not stored / skipped (down)', `${c.notStored} / ${c.skippedWhileDown}`);
  row('error frames', `${c.errors}${c.errorSamples.length ? ` e.g. ${c.errorSamples[0]}` : ''}`);
  if (r.restart) {
    row('restart of B', `at ${r.restart.atSecond} s, down ${r.restart.downMs} ms, all back ${r.restart.reconnectAfterUpMs} ms after`);
    row('restart: replayed / lost / duplicates', `${r.restart.replayed} / ${r.restart.lost} / ${r.restart.duplicates}`, 'goal lost 0, duplicates 0');
  }
  const n = r.notice;
  row('notice: users / receipts', `${n.users} / ${n.receipts}`);
  row('notice: stored (release reply)', `${n.storedMs} ms`, `goal <= ${r.goals.noticeMs} ms`);
  row('notice: pushed to sockets', `${n.socketsPushed}/${n.sockets}; p50 ${n.pushedMs.p50} p99 ${n.pushedMs.p99} max ${n.pushedMs.max} ms`, `goal <= ${r.goals.noticeMs} ms`);
  row('client event-loop delay p99', `${r.clientEventLoopDelayP99Ms} ms`);
  row('load average before / after', `${r.loadAverage.before.toFixed(2)} / ${r.loadAverage.after.toFixed(2)}`);
}

await main();
