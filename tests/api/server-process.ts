import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILLs the process if still running and removes its data directory. */
  dispose(): Promise<void>;
}

/**
 * Runs the real `server/main.ts` (as `npm start` does, without the web build) in a child process on a free
 * port, with its own data directory: for tests of signals, process-level error policy and faults.
 * `preload` is an extra module loaded first (--import), e.g. one that plants a fault on a signal.
 */
export async function startServer(options: { env?: Record<string, string | undefined>; preload?: string; dataDir?: string; startTimeoutMs?: number } = {}): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'gold-server-'));
  const args = ['--import', 'tsx', ...(options.preload ? ['--import', options.preload] : []), 'server/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIR: path.join(dataDir, 'no-web'),
      ADMIN_PASSWORD: 'Admin@12345',
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (d) => { text += String(d); });
  child.stderr!.on('data', (d) => { text += String(d); });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${text}`)), options.startTimeoutMs ?? 120_000);
    const look = () => {
      const m = /is running: (http:\/\/[\w.]+:\d+)/.exec(text);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout!.on('data', look);
    void exited.then(() => { clearTimeout(timer); reject(new Error(`server exited during start:\n${text}`)); });
  });
  return {
    child,
    url,
    port: Number(new URL(url).port),
    output: () => text,
    exited,
    async dispose() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
