import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket, WebSocketServer } from 'ws';
import type { AddressInfo } from 'node:net';
import { connectMessageSocket, type SocketFrame } from '../../../runtime/data/socket';

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
});
