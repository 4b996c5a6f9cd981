import { Worker } from 'node:worker_threads';
import type { ApiClient } from './client';

/**
 * GET /api/shop/page in a loop on `loops` connections while an import runs: whether the server keeps answering
 * other requests. The loop runs in a worker thread (./page-loop-worker.mjs), so the bench's own pauses (parsing the
 * check reply, serializing the save) are not counted. Each call is kept with its start time, so a phase's latencies
 * are those of the calls that started within it.
 */

interface Sample { at: number; ms: number; ok: boolean; error: string | null }

export interface LatencyFigures { requests: number; errors: number; p50: number; p99: number; max: number }

const round = (n: number) => Math.round(n * 10) / 10;
/** A performance.now() of this thread as epoch milliseconds, the worker's time base. */
const epoch = (now: number) => performance.timeOrigin + now;

export class PageLoop {
  private readonly samples: Sample[] = [];
  private worker: Worker | null = null;
  private finished: Promise<void> = Promise.resolve();
  errorSample = '';

  constructor(private readonly client: ApiClient, private readonly count = 1) {}

  start(): void {
    const worker = new Worker(new URL('./page-loop-worker.mjs', import.meta.url), {
      execArgv: [], workerData: { port: this.client.port, token: this.client.token, loops: this.count },
    });
    this.worker = worker;
    this.finished = new Promise((resolve, reject) => {
      worker.on('message', (m: Sample | 'done') => {
        if (m === 'done') return resolve();
        this.samples.push(m);
        if (!m.ok && !this.errorSample) this.errorSample = m.error ?? '';
      });
      worker.once('error', reject);
    });
  }

  async stop(): Promise<void> {
    this.worker?.postMessage('stop');
    await this.finished;
    await this.worker?.terminate();
  }

  /** The calls that started between `from` and `to` (performance.now() times of this thread). */
  figures(from: number, to: number): LatencyFigures {
    const within = this.samples.filter((s) => s.at >= epoch(from) && s.at < epoch(to));
    const sorted = within.map((s) => s.ms).sort((a, b) => a - b);
    const q = (p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : 0);
    return { requests: within.length, errors: within.filter((s) => !s.ok).length, p50: round(q(0.5)), p99: round(q(0.99)), max: round(sorted.at(-1) ?? 0) };
  }
}
