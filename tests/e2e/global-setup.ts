import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const E2E_ADMIN_PASSWORD = 'Admin@e2e2026';
export const E2E_DEMO_PASSWORD = 'Demo@e2e2026';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitForHealth(url: string, child: ReturnType<typeof spawn>): Promise<void> {
  const deadline = Date.now() + 180_000; // a busy two-core machine seeds the demo data slowly
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy within 180 s');
}

/** Starts the real server (built web app) on a free port with a temporary data directory. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gold-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, DEMO_PASSWORD: E2E_DEMO_PASSWORD, SEED_DEMO: '1', LOG_LEVEL: 'warn', DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  // A server that never became healthy is stopped, not left running.
  await waitForHealth(`${baseURL}/api/health`, child).catch((error: unknown) => { child.kill('SIGTERM'); throw error; });
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
