// The websocket clients of bench:chat (tests/bench/chat.ts): one socket per user, all in this one process, speaking the
// JNPF protocol of /api/message/websocket as the messaging contract gives it (OnConnection with lastSeq on a reconnect,
// SendMessage, receiveMessage / sendMessage / messagePush pushes carrying the user's sequence number `seq`).
// Every chat text starts with `bench#<sender index>-<n>`, so a receipt is matched to its send; latency is measured on
// this process's monotonic clock from the SendMessage write to the recipient's receiveMessage.
// A client whose socket closes reconnects to the same node with the web client's back-off (runtime/data/socket.ts), sending the
// last seq it saw; the seq bookkeeping counts gaps (pushes never seen), repeats (a seq seen twice) and replays.
import WebSocket from 'ws';
import type { BenchUser } from './chat-seed';

export interface SentRecord { from: number; to: number; t0: number }

interface Client {
  user: BenchUser;
  node: number;
  ws: WebSocket | null;
  connected: boolean;
  everConnected: boolean;
  lastSeq: number;
  /** On a reconnect: initMessage's seq; frames up to it are the replay. */
  replayUntil: number;
  attempt: number;
  sent: number;
  reconnectedAt: number;
  onInit: (() => void) | null;
}

const KEY = /^bench#(\d+-\d+)/;

export class Fleet {
  readonly clients: Client[];
  readonly sent = new Map<string, SentRecord>();
  /** receiveMessage frames per key, at the recipient. */
  readonly received = new Map<string, number>();
  /** sendMessage echoes per key, at the sender. */
  readonly echoes = new Map<string, number>();
  /** ms from send to the first receipt, per key. */
  readonly latency = new Map<string, number>();
  /** messagePush arrival times (performance.now()) per notice id. */
  readonly noticePushes = new Map<string, number[]>();
  counts = { seqGaps: 0, seqRepeats: 0, resyncs: 0, replayed: 0, errors: 0, misrouted: 0, skippedWhileDown: 0, closes: 0, logouts: 0, unknownKey: 0, refusedCloses: 0 };
  readonly errorSamples: string[] = [];
  private stopping = false;
  private sendTimers: NodeJS.Timeout[] = [];
  private reconnectTimers = new Set<NodeJS.Timeout>();

  constructor(users: BenchUser[], private readonly urls: string[]) {
    this.clients = users.map((user, i) => ({
      user, node: i % urls.length, ws: null, connected: false, everConnected: false, lastSeq: 0, replayUntil: 0,
      attempt: 0, sent: 0, reconnectedAt: 0, onInit: null,
    }));
  }

  /** Opens the sockets of `clients`, `concurrency` at a time; resolves once each got initMessage. */
  async connect(clients: Client[], concurrency = 50): Promise<number[]> {
    const times: number[] = [];
    let next = 0;
    await Promise.all(Array.from({ length: concurrency }, async () => {
      while (next < clients.length) {
        const c = clients[next++];
        const t0 = performance.now();
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no initMessage for ${c.user.account} within 30 s`)), 30_000);
          c.onInit = () => { clearTimeout(timer); resolve(); };
          this.open(c);
        });
        times.push(performance.now() - t0);
      }
    }));
    return times;
  }

  private open(c: Client): void {
    const ws = new WebSocket(`${this.urls[c.node].replace('http', 'ws')}/api/message/websocket`);
    c.ws = ws;
    let heartbeat: NodeJS.Timeout | undefined;
    ws.on('open', () => {
      c.attempt = 0;
      ws.send(JSON.stringify({ method: 'OnConnection', token: c.user.token, mobileDevice: false, ...(c.everConnected ? { lastSeq: c.lastSeq } : {}) }));
      // The web client's heartbeat frame (ignored by the server, but it is traffic all the same).
      heartbeat = setInterval(() => ws.send(JSON.stringify({ method: 'heartCheck', token: c.user.token })), 30_000);
    });
    ws.on('message', (raw) => this.frame(c, String(raw)));
    ws.on('error', () => { /* 'close' follows */ });
    ws.on('close', (code) => {
      clearInterval(heartbeat);
      if (c.ws !== ws) return;
      c.connected = false;
      c.ws = null;
      this.counts.closes++;
      // As the web client does: no retry after 4000 (session ended) or 4001 (token refused).
      if (code === 4000 || code === 4001) this.counts.refusedCloses++;
      if (this.stopping || code === 4000 || code === 4001) return;
      // The web client's back-off (runtime/data/socket.ts): 1 s, 2 s, 4 s ... 30 s, reset once a socket opens.
      c.attempt += 1;
      const delay = Math.min(30_000, 1000 * 2 ** Math.min(c.attempt - 1, 5));
      const timer = setTimeout(() => {
        this.reconnectTimers.delete(timer);
        if (!this.stopping) this.open(c);
      }, delay);
      this.reconnectTimers.add(timer);
    });
  }

  private frame(c: Client, raw: string): void {
    let f: any;
    try { f = JSON.parse(raw); } catch { return; }
    const now = performance.now();
    if (typeof f.seq === 'number' && f.method !== 'initMessage') {
      if (f.method === 'resync') {
        this.counts.resyncs++;
        c.lastSeq = f.seq;
        return;
      }
      if (f.seq <= c.lastSeq) this.counts.seqRepeats++;
      else if (f.seq > c.lastSeq + 1) this.counts.seqGaps += f.seq - c.lastSeq - 1;
      if (f.seq <= c.replayUntil) this.counts.replayed++;
      c.lastSeq = Math.max(c.lastSeq, f.seq);
    }
    switch (f.method) {
      case 'initMessage': {
        if (!c.everConnected) c.lastSeq = Number(f.seq ?? 0);
        else { c.replayUntil = Number(f.seq ?? 0); c.reconnectedAt = now; }
        c.everConnected = true;
        c.connected = true;
        c.onInit?.();
        c.onInit = null;
        break;
      }
      case 'receiveMessage': {
        const key = KEY.exec(String(f.formMessage))?.[1];
        if (!key || !this.sent.has(key)) { this.counts.unknownKey++; break; }
        const s = this.sent.get(key)!;
        if (s.to !== c.user.index || f.formUserId !== this.clients[s.from].user.id) this.counts.misrouted++;
        const n = (this.received.get(key) ?? 0) + 1;
        this.received.set(key, n);
        if (n === 1) this.latency.set(key, now - s.t0);
        break;
      }
      case 'sendMessage': {
        const key = KEY.exec(String(f.toMessage))?.[1];
        if (key) this.echoes.set(key, (this.echoes.get(key) ?? 0) + 1);
        break;
      }
      case 'messagePush': {
        if (typeof f.id === 'string') {
          const list = this.noticePushes.get(f.id) ?? [];
          list.push(now);
          this.noticePushes.set(f.id, list);
        }
        break;
      }
      case 'error':
        this.counts.errors++;
        if (this.errorSamples.length < 5) this.errorSamples.push(String(f.msg));
        break;
      case 'logout':
        this.counts.logouts++;
        break;
      default:
    }
  }

  /** One SendMessage from client `from` to client `to`; a client whose socket is down skips it (counted). */
  send(from: number, to: number): void {
    const c = this.clients[from];
    if (!c.connected || !c.ws || c.ws.readyState !== WebSocket.OPEN) { this.counts.skippedWhileDown++; return; }
    const key = `${from}-${++c.sent}`;
    this.sent.set(key, { from, to, t0: performance.now() });
    c.ws.send(JSON.stringify({ method: 'SendMessage', toUserId: this.clients[to].user.id, messageType: 'text', messageContent: `bench#${key} 你好，压测消息`, token: c.user.token }));
  }

  /** Every client sends to a random other client every `intervalMs`, starting at a random point of the first interval. */
  startSending(intervalMs: number): void {
    const n = this.clients.length;
    for (let i = 0; i < n; i++) {
      const pick = () => { const r = Math.floor(Math.random() * (n - 1)); return r >= i ? r + 1 : r; };
      this.sendTimers.push(setTimeout(() => {
        if (this.stopping) return;
        this.send(i, pick());
        this.sendTimers.push(setInterval(() => this.send(i, pick()), intervalMs));
      }, Math.random() * intervalMs));
    }
  }

  stopSending(): void {
    for (const t of this.sendTimers) clearInterval(t);
    this.sendTimers = [];
  }

  /** Keys sent whose receipt has not come yet. */
  outstanding(): number {
    let n = 0;
    for (const key of this.sent.keys()) if (!this.received.has(key)) n++;
    return n;
  }

  connectedCount(node?: number): number {
    return this.clients.filter((c) => c.connected && (node === undefined || c.node === node)).length;
  }

  async close(): Promise<void> {
    this.stopping = true;
    this.stopSending();
    for (const t of this.reconnectTimers) clearTimeout(t);
    await Promise.all(this.clients.map((c) => new Promise<void>((resolve) => {
      if (!c.ws || c.ws.readyState === WebSocket.CLOSED) { resolve(); return; }
      c.ws.once('close', () => resolve());
      c.ws.terminate();
    })));
  }
}
