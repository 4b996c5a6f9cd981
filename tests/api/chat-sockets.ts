import WebSocket from 'ws';
import type { App } from '../../server/app';
import { insertSession } from '../../server/modules/auth/session-service';
import { createUser } from './helpers';

/**
 * Real websocket clients for the chat tests (message-chat, message-replay): every frame a socket receives is kept
 * in order, and `next` reads them one by one, so a test sees exactly what arrived and in which order.
 */
export class Client {
  readonly frames: any[] = [];
  private read = 0;
  private wake: (() => void) | null = null;
  readonly closed: Promise<number>;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      this.frames.push(JSON.parse(String(raw)));
      this.wake?.();
    });
    this.closed = new Promise((resolve) => ws.once('close', (code) => resolve(code)));
  }

  send(frame: Record<string, unknown>): void {
    this.ws.send(JSON.stringify(frame));
  }

  /** The next frame received (waits up to `timeoutMs`). */
  async next(timeoutMs = 5000): Promise<any> {
    const deadline = Date.now() + timeoutMs;
    while (this.read >= this.frames.length) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no websocket frame; had ${JSON.stringify(this.frames.map((f) => f.method))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => { clearTimeout(timer); resolve(); };
      });
      this.wake = null;
    }
    return this.frames[this.read++];
  }

  /** The next frame with this method; frames before it are passed over. */
  async until(method: string, timeoutMs = 5000): Promise<any> {
    for (;;) {
      const frame = await this.next(timeoutMs);
      if (frame.method === method) return frame;
    }
  }

  /** The next `n` frames. */
  async take(n: number): Promise<any[]> {
    const out = [];
    for (let i = 0; i < n; i += 1) out.push(await this.next());
    return out;
  }

  /** Frames that arrive within `ms` beyond those read (the test expects none, usually). */
  async rest(ms = 200): Promise<any[]> {
    await new Promise((resolve) => setTimeout(resolve, ms));
    const out = this.frames.slice(this.read);
    this.read = this.frames.length;
    return out;
  }

  /** The highest seq received so far. */
  lastSeq(): number {
    return Math.max(0, ...this.frames.filter((f) => typeof f.seq === 'number').map((f) => f.seq));
  }

  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.close();
    await this.closed;
  }
}

export const socketUrl = (address: string) => `${address.replace('http', 'ws')}/api/message/websocket`;

/** Opens a socket, binds it with OnConnection (and `lastSeq` when given) and reads its initMessage. */
export async function connect(url: string, token: string, lastSeq?: number): Promise<{ client: Client; init: any }> {
  const ws = new WebSocket(url);
  const client = new Client(ws);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  client.send({ method: 'OnConnection', token, mobileDevice: false, ...(lastSeq === undefined ? {} : { lastSeq }) });
  const init = await client.next();
  if (init.method !== 'initMessage') throw new Error(`expected initMessage, got ${JSON.stringify(init)}`);
  return { client, init };
}

let n = 0;
/** A user with a live session (made directly: these tests are about the socket, not sign-in). */
export async function newUser(app: App, prefix: string, extra: { realName?: string; enabledMark?: number } = {}) {
  n += 1;
  const db = app.database.db;
  const account = `${prefix}${n}`;
  const id = await createUser(db, { account, password: 'Pass1234', ...extra });
  const { token, sessionId } = await insertSession(db, { userId: id, deviceClass: 'pc', ip: '127.0.0.1', ipPlace: '', userAgent: 'test', timeoutMinutes: 60 });
  return { id, token, sessionId, account };
}

/** Sends a text message and waits for the sender's own echo (so the message is stored); other frames are passed over. */
export async function sendText(from: Client, toUserId: string, text: string): Promise<any> {
  from.send({ method: 'SendMessage', toUserId, messageType: 'text', messageContent: text, token: 'ignored' });
  for (;;) {
    const frame = await from.next();
    if (frame.method === 'error') throw new Error(`SendMessage refused: ${frame.msg}`);
    if (frame.method === 'sendMessage' && frame.toMessage === text.trim()) return frame;
  }
}
