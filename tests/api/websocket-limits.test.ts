import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { buildApp, type App } from '../../server/app';
import { sessions } from '../../server/db/schema';
import { endSessions, insertSession, sessionById } from '../../server/modules/auth/session-service';
import { createUser, testDatabaseConfig } from './helpers';

// A real listening server and the `ws` client, as a browser would connect. Short timers so the rules show
// within a test: OnConnection within 1.5 s, a ping every 100 ms, at most 2 sockets per user.
let app: App;
let url: string;
let drop: () => Promise<void>;

beforeAll(async () => {
  const made = await testDatabaseConfig();
  drop = made.drop;
  app = await buildApp({ config: { ...made.config, websocket: { authTimeoutMs: 1500, heartbeatMs: 100, maxPerUser: 2 } }, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  url = `${address.replace('http', 'ws')}/api/message/websocket`;
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

const open = (options: WebSocket.ClientOptions = {}) => new Promise<WebSocket>((resolve, reject) => {
  const ws = new WebSocket(url, options);
  ws.once('open', () => resolve(ws));
  ws.once('error', reject);
});
/** The close code the client saw (1006 when the server dropped the connection without a close frame). */
const closed = (ws: WebSocket) => new Promise<number>((resolve) => {
  if (ws.readyState === WebSocket.CLOSED) resolve(-1);
  ws.once('close', (code) => resolve(code));
});
const nextFrame = (ws: WebSocket) => new Promise<any>((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('no websocket frame')), 5000);
  ws.once('message', (raw) => { clearTimeout(timer); resolve(JSON.parse(String(raw))); });
});
/** Opens a socket and binds it with OnConnection; resolves with the socket and its initMessage. */
async function connect(token: string, options: WebSocket.ClientOptions = {}) {
  const ws = await open(options);
  const init = nextFrame(ws);
  ws.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: false }));
  return { ws, init: await init };
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let n = 0;
/** A user with a live session (made directly: these tests are about sockets, not sign-in). */
async function newUser() {
  n += 1;
  const db = app.database.db;
  const id = await createUser(db, { account: `ws${n}`, password: 'Pass1234' });
  const { token, sessionId } = await insertSession(db, { userId: id, deviceClass: 'pc', ip: '127.0.0.1', ipPlace: '', userAgent: 'test', timeoutMinutes: 60 });
  return { id, token, sessionId };
}

describe('websocket limits', () => {
  it('closes a socket that does not authenticate before the deadline (1008), but not one that did', async () => {
    const { sessionId, token } = await newUser();
    const silent = await open();
    silent.send(JSON.stringify({ method: 'heartCheck' })); // any other frame does not count as authentication
    const bound = await connect(token);
    const bound2 = closed(bound.ws);
    expect(await closed(silent)).toBe(1008);
    // The authenticated socket outlives the deadline and still gets pushes.
    await sleep(300);
    const push = nextFrame(bound.ws);
    app.hub.publishToSession(sessionId, { method: 'messagePush' });
    expect(await push).toEqual({ method: 'messagePush' });
    bound.ws.close();
    expect(await bound2).toBe(1005);
  });

  it('refuses a frame over 64 KB (1009) and accepts one just under', async () => {
    const { token } = await newUser();
    const ws = await open();
    ws.send('x'.repeat(60 * 1024)); // junk under the limit: ignored
    const init = nextFrame(ws);
    ws.send(JSON.stringify({ method: 'OnConnection', token }));
    expect(await init).toMatchObject({ method: 'initMessage' });
    const close = closed(ws);
    ws.send(JSON.stringify({ method: 'OnConnection', token, pad: 'x'.repeat(64 * 1024) }));
    expect(await close).toBe(1009);
  });

  it('terminates a socket that stops answering pings; one that answers stays open', async () => {
    const { token } = await newUser();
    const dead = await connect(token, { autoPong: false });
    const alive = await connect(token);
    let pings = 0;
    alive.ws.on('ping', () => { pings += 1; });
    const deadClosed = closed(dead.ws);
    expect(await deadClosed).toBe(1006); // dropped without a close handshake
    await sleep(300);
    expect(pings).toBeGreaterThan(1);
    expect(alive.ws.readyState).toBe(WebSocket.OPEN);
    alive.ws.close();
  });

  it('refuses a socket over the per-user cap (1013), not other users\' sockets, and frees the slot on close', async () => {
    const a = await newUser();
    const b = await newUser();
    const first = await connect(a.token);
    const second = await connect(a.token);
    const third = await open();
    const refused = closed(third);
    third.send(JSON.stringify({ method: 'OnConnection', token: a.token }));
    expect(await refused).toBe(1013);
    const other = await connect(b.token);
    expect(other.init.method).toBe('initMessage');
    // The user's earlier sockets are untouched.
    expect([first.ws.readyState, second.ws.readyState]).toEqual([WebSocket.OPEN, WebSocket.OPEN]);
    const gone = closed(first.ws);
    first.ws.close();
    await gone;
    await sleep(50); // the server sees the close
    const again = await connect(a.token);
    expect(again.init.method).toBe('initMessage');
    for (const ws of [second.ws, other.ws, again.ws]) ws.close();
  });

  it('closes the socket when its session expires (4001)', async () => {
    const { sessionId, token } = await newUser();
    const { ws } = await connect(token);
    const close = closed(ws);
    await app.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, sessionId));
    expect(await close).toBe(4001);
  });

  it('closes the socket of a session ended elsewhere even when the logout push was lost (4001)', async () => {
    const { sessionId, token } = await newUser();
    const { ws } = await connect(token);
    const close = closed(ws);
    // Ended as a forced logout does, but without its push (lost, as while Redis is down on a multi-node setup).
    expect(await endSessions(app.database.db, sessionById(sessionId), 'forced')).toEqual([sessionId]);
    expect(await close).toBe(4001);
  });

  it('tells a user only their own online state, not who else is online', async () => {
    const a = await newUser();
    const b = await newUser();
    const first = await connect(a.token);
    const second = await connect(b.token);
    expect(first.init.onlineUsers).toEqual([a.id]);
    expect(second.init.onlineUsers).toEqual([b.id]);
    first.ws.close();
    second.ws.close();
  });
});
