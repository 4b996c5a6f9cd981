import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from './server-process';
import { testDatabaseConfig } from './helpers';

// The real `server/main.ts` in a child process (PGlite on disk, or PostgreSQL with TEST_DATABASE_URL).
const PRELOAD = path.resolve(import.meta.dirname, 'fixtures/plant-faults.mjs');
let databaseUrl: string | undefined;
let drop: () => Promise<void>;
let server: ServerProcess | undefined;
// One data directory for the servers of this file (one after the other): only the first pays for migrations and seed.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gold-shutdown-'));

beforeAll(async () => {
  const made = await testDatabaseConfig();
  databaseUrl = made.config.databaseUrl;
  drop = made.drop;
});
afterEach(async () => {
  await server?.dispose();
  server = undefined;
});
afterAll(async () => {
  await drop?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const start = (env: Record<string, string> = {}) => startServer({ env: { DATABASE_URL: databaseUrl, ...env }, preload: PRELOAD, dataDir });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const running = (s: ServerProcess) => s.child.exitCode === null && s.child.signalCode === null;

/** A request whose body is sent only in part: it stays in flight until `finish` sends the rest. */
async function halfRequest(port: number) {
  const body = JSON.stringify({ pad: 'x'.repeat(40) });
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let reply = '';
  socket.on('data', (d) => { reply += String(d); });
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => {});
  socket.write(`POST /api/no-such-route HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);
  await sleep(200); // the server has read the headers: the request is in flight
  return {
    finish: async () => {
      socket.end(body.slice(10));
      await ended;
      return reply;
    },
    destroy: () => socket.destroy(),
  };
}
const refused = (port: number) => new Promise<boolean>((resolve) => {
  const s = net.connect(port, '127.0.0.1');
  s.once('connect', () => { s.destroy(); resolve(false); });
  s.once('error', () => resolve(true));
});

// Each test starts a server process: on a busy two-core machine that alone can take half a minute.
describe('process policy of npm start', { timeout: 180_000 }, () => {
  it('an unhandled rejection is logged and the server keeps serving', async () => {
    server = await start();
    server.child.kill('SIGUSR2');
    await sleep(300);
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(running(server)).toBe(true);
    expect(server.output()).toContain('unhandled promise rejection (still serving)');
    expect(server.output()).toContain('planted rejection');
  });

  it('SIGTERM stops accepting, lets the in-flight request finish, then exits 0', async () => {
    server = await start();
    const request = await halfRequest(server.port);
    server.child.kill('SIGTERM');
    await sleep(300);
    expect(running(server)).toBe(true); // waiting for the in-flight request
    expect(await refused(server.port)).toBe(true); // new connections are not accepted
    const reply = await request.finish();
    expect(reply).toMatch(/^HTTP\/1\.1 404/);
    expect(reply).toContain('"code":404');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });

  it('exits 1 when in-flight requests outlast SHUTDOWN_TIMEOUT_MS', async () => {
    server = await start({ SHUTDOWN_TIMEOUT_MS: '1000' });
    const request = await halfRequest(server.port);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output()).toContain('shutdown timed out');
    request.destroy();
  });

  it('a second signal exits at once, without waiting for the timeout', async () => {
    server = await start({ SHUTDOWN_TIMEOUT_MS: '600000' });
    const request = await halfRequest(server.port);
    server.child.kill('SIGTERM');
    await sleep(300);
    expect(running(server)).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output()).toContain('second stop request');
    request.destroy();
  });

  it('an uncaught exception is logged, then the server shuts down gracefully with exit code 1', async () => {
    server = await start({ PLANT_FAULT: 'exception' });
    server.child.kill('SIGUSR2');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output()).toContain('uncaught exception: shutting down');
    expect(server.output()).toContain('planted exception');
  });
});
