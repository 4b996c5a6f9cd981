import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { writeLog, type LogEntry } from './log-service';

/**
 * Fire-and-forget log writes (request and exception logs) so a reply never waits for them.
 * Pending writes are tracked from the moment they are asked for, so `flush` (used before the
 * database closes, and by tests) sees them all.
 */
export interface LogWriter {
  /** An entry, or a task that decides on the entry later (null: write nothing). */
  write(entry: LogEntry | (() => Promise<LogEntry | null>)): void;
  flush(): Promise<void>;
}

export function createLogWriter(db: Db, log: FastifyBaseLogger): LogWriter {
  const pending = new Set<Promise<void>>();
  return {
    write(entry) {
      const p = (async () => {
        const value = typeof entry === 'function' ? await entry() : entry;
        if (value) await writeLog(db, value);
      })()
        .catch((err: unknown) => log.warn({ err }, 'system log write failed'))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async flush() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
