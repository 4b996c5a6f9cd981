import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket, WebSocketServer } from 'ws';
import type { AddressInfo } from 'node:net';
import { connectMessageSocket, createSequence, type FrameInfo, type SocketFrame } from '../../../runtime/data/socket';

// A websocket server at the network edge stands in for the remote end.
let server: WebSocketServer;
let url: string;
const received: Array<Record<string, unknown>> = [];

beforeEach(async () => {
  (globalThis as unknown as { WebSocket: unknown }).WebSocket = NodeWebSocket;
  received.length = 0;
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  server.on('connection', (ws) => ws.on('message', (raw) => received.push(JSON.parse(String(raw)))));
});

afterEach(async () => {
  for (const client of server.clients) client.terminate();
  await new Promise((r) => server.close(r));
});

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('message socket', () => {
  it('introduces itself with the token and passes server frames on', async () => {
    const frames: SocketFrame[] = [];
    const connection = connectMessageSocket('Bearer abc', { onFrame: (f) => frames.push(f) }, url);
    await until(() => received.length === 1);
    expect(received[0]).toEqual({ method: 'OnConnection', token: 'Bearer abc', mobileDevice: false });
    for (const client of server.clients) {
      client.send(JSON.stringify({ method: 'initMessage', unreadNoticeCount: 2 }));
      client.send('not json');
      client.send(JSON.stringify({ method: 'logout', msg: 'bye' }));
    }
    await until(() => frames.length === 2);
    expect(frames.map((f) => f.method)).toEqual(['initMessage', 'logout']);
    connection.send({ method: 'UpdateReadMessage', formUserId: 'u2' });
    await until(() => received.length === 2);
    expect(received[1]).toEqual({ method: 'UpdateReadMessage', formUserId: 'u2', token: 'Bearer abc' });
    connection.close();
  });

  it('reports a refused token once and does not reconnect', async () => {
    let refused = 0;
    const connection = connectMessageSocket('Bearer gone', { onFrame: () => {}, onRefused: () => { refused += 1; } }, url);
    await until(() => received.length === 1);
    for (const client of server.clients) client.close(4001, 'invalid token');
    await until(() => refused === 1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(refused).toBe(1);
    expect(received.length).toBe(1);
    connection.close();
  });

  it('reconnects after a network drop but not after the server ends the session', async () => {
    const connection = connectMessageSocket('Bearer abc', { onFrame: () => {} }, url);
    await until(() => received.length === 1);
    for (const client of server.clients) client.terminate();
    await until(() => received.length === 2); // reconnected and introduced itself again
    for (const client of server.clients) client.close(4000, 'logout');
    await new Promise((r) => setTimeout(r, 1500));
    expect(received.length).toBe(2);
    connection.close();
  });

  it('asks for what it missed on a reconnect and drops frames it has already seen', async () => {
    const frames: Array<[string, number | undefined, boolean]> = [];
    const connection = connectMessageSocket('Bearer abc', {
      onFrame: (f, info: FrameInfo) => frames.push([f.method, f.seq as number | undefined, info.replayed]),
    }, url);
    await until(() => received.length === 1);
    expect(received[0]).not.toHaveProperty('lastSeq'); // first connection: nothing to catch up on
    const sendAll = (...out: object[]) => { for (const c of server.clients) for (const f of out) c.send(JSON.stringify(f)); };
    sendAll({ method: 'initMessage', seq: 4 }, { method: 'messagePush', seq: 3 }, { method: 'messagePush', seq: 5 },
      { method: 'messagePush', seq: 5 }, { method: 'receiveMessage', seq: 6 });
    await until(() => frames.length === 3);
    // seq 3 is in initMessage's figures and seq 5 came twice: each is handed on once, none as a replay.
    expect(frames).toEqual([['initMessage', 4, false], ['messagePush', 5, false], ['receiveMessage', 6, false]]);

    for (const client of server.clients) client.terminate();
    await until(() => received.length === 2);
    expect(received[1]).toEqual({ method: 'OnConnection', token: 'Bearer abc', mobileDevice: false, lastSeq: 6 });
    // The server answers with figures as of seq 8, then replays 7 and 8 (already counted), then live pushes.
    sendAll({ method: 'initMessage', seq: 8 }, { method: 'messagePush', seq: 6 }, { method: 'messagePush', seq: 7 },
      { method: 'chatRead', seq: 8 }, { method: 'messageList', list: [] }, { method: 'receiveMessage', seq: 9 });
    await until(() => frames.length === 8);
    expect(frames.slice(3)).toEqual([
      ['initMessage', 8, false], ['messagePush', 7, true], ['chatRead', 8, true], ['messageList', undefined, false], ['receiveMessage', 9, false],
    ]);
    connection.close();
  });

  it('continues from a resync and sends its new position on the next reconnect', async () => {
    const frames: SocketFrame[] = [];
    const connection = connectMessageSocket('Bearer abc', { onFrame: (f) => frames.push(f) }, url);
    await until(() => received.length === 1);
    for (const c of server.clients) c.send(JSON.stringify({ method: 'initMessage', seq: 10 }));
    await until(() => frames.length === 1);
    for (const client of server.clients) client.terminate();
    await until(() => received.length === 2);
    expect(received[1].lastSeq).toBe(10);
    // The server's log starts over lower (restored database): resync moves the position back, later pushes pass.
    for (const c of server.clients) {
      c.send(JSON.stringify({ method: 'initMessage', seq: 3 }));
      c.send(JSON.stringify({ method: 'resync', seq: 3 }));
      c.send(JSON.stringify({ method: 'messagePush', seq: 4 }));
    }
    await until(() => frames.length === 4);
    expect(frames.map((f) => [f.method, f.seq])).toEqual([['initMessage', 10], ['initMessage', 3], ['resync', 3], ['messagePush', 4]]);
    for (const client of server.clients) client.terminate();
    await until(() => received.length === 3);
    expect(received[2].lastSeq).toBe(4);
    connection.close();
  });

  it('reports whether a frame went out', async () => {
    const connection = connectMessageSocket('Bearer abc', { onFrame: () => {} }, url);
    expect(connection.send({ method: 'heartCheck' })).toBe(false); // not open yet
    await until(() => received.length === 1);
    expect(connection.send({ method: 'MessageList', toUserId: 'u2' })).toBe(true);
    connection.close();
  });
});

describe('sequence bookkeeping', () => {
  it('passes frames without seq and ignores bad seq values', () => {
    const seq = createSequence();
    expect(seq.connecting()).toBeNull();
    expect(seq.accept({ method: 'logout' })).toEqual({ replayed: false });
    expect(seq.accept({ method: 'messagePush', seq: -1 })).toEqual({ replayed: false });
    expect(seq.accept({ method: 'messagePush', seq: '7' })).toEqual({ replayed: false });
    expect(seq.last).toBeNull();
    expect(seq.accept({ method: 'messagePush', seq: 2 })).toEqual({ replayed: false });
    expect(seq.accept({ method: 'messagePush', seq: 2 })).toBeNull();
    expect(seq.accept({ method: 'messagePush', seq: 1 })).toBeNull();
    expect(seq.connecting()).toBe(2);
  });

  it('does not move back on the initMessage of a reconnect (the replay follows it)', () => {
    const seq = createSequence();
    seq.connecting();
    seq.accept({ method: 'initMessage', seq: 5 });
    expect(seq.connecting()).toBe(5);
    expect(seq.accept({ method: 'initMessage', seq: 9 })).toEqual({ replayed: false });
    expect(seq.last).toBe(5);
    expect(seq.accept({ method: 'receiveMessage', seq: 6 })).toEqual({ replayed: true });
    expect(seq.accept({ method: 'receiveMessage', seq: 10 })).toEqual({ replayed: false });
  });
});

