import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { writeLogs, type LogEntry } from './log-service';

/**
 * Request, visit, operation and exception logs are queued in memory and written in batches (one
 * multi-row INSERT per batch) after the reply, so a request never waits for them. The queue is
 * bounded: when the database falls behind, new entries are dropped and counted instead of
 * piling up or slowing requests down; the count is logged at most once per report interval and
 * shown by GET /api/system/Jobs.
 */
export interface LogWriter {
  /** An entry, or a task that decides on the entry later (null: write nothing). Never blocks. */
  write(entry: LogEntry | (() => Promise<LogEntry | null>)): void;
  /** Writes everything queued so far (before the database closes, and in tests). */
  flush(): Promise<void>;
  stats(): { queued: number; dropped: number };
}

export interface LogWriterOptions {
  /** Entries held at most; more are dropped. */
  maxQueue?: number;
  /** Entries per INSERT. */
  batchSize?: number;
  /** How long entries gather before a batch is written. */
  delayMs?: number;
  /** Least time between two "dropped" warnings. */
  reportMs?: number;
}

type Item = LogEntry | (() => Promise<LogEntry | null>);

export function createLogWriter(db: Db, log: FastifyBaseLogger, options: LogWriterOptions = {}): LogWriter {
  const maxQueue = options.maxQueue ?? 10_000;
  const batchSize = options.batchSize ?? 500;
  const delayMs = options.delayMs ?? 100;
  const reportMs = options.reportMs ?? 60_000;
  let queue: Item[] = [];
  let dropped = 0;
  let unreported = 0;
  let lastReport = 0;
  let timer: NodeJS.Timeout | null = null;
  let draining: Promise<void> | null = null;

  function report(): void {
    if (unreported === 0 || Date.now() - lastReport < reportMs) return;
    log.warn({ dropped: unreported, droppedTotal: dropped }, 'log queue full: entries dropped');
    unreported = 0;
    lastReport = Date.now();
  }

  async function writeBatch(items: Item[]): Promise<void> {
    const entries = await Promise.all(items.map(async (item) => {
      try {
        return typeof item === 'function' ? await item() : item;
      } catch (err) {
        log.warn({ err }, 'system log entry failed');
        return null;
      }
    }));
    const rows = entries.filter((e): e is LogEntry => !!e);
    if (rows.length) await writeLogs(db, rows).catch((err: unknown) => log.warn({ err, lost: rows.length }, 'system log write failed'));
  }

  function drain(): Promise<void> {
    timer = null;
    draining ??= (async () => {
      try {
        while (queue.length) {
          const items = queue.slice(0, batchSize);
          queue = queue.slice(items.length);
          await writeBatch(items);
        }
        report();
      } finally {
        draining = null;
      }
    })();
    return draining;
  }

  return {
    write(entry) {
      if (queue.length >= maxQueue) {
        dropped += 1;
        unreported += 1;
        return;
      }
      queue.push(entry);
      if (!timer && !draining) {
        timer = setTimeout(() => void drain(), delayMs);
        timer.unref();
      }
    },
    async flush() {
      if (timer) clearTimeout(timer);
      while (queue.length || draining) await drain();
    },
    stats: () => ({ queued: queue.length, dropped }),
  };
}
