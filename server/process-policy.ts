import type { FastifyInstance } from 'fastify';

export interface ProcessPolicyOptions {
  /** How long in-flight requests may take to finish once shutdown starts; then the process exits anyway. */
  shutdownTimeoutMs: number;
  /** Exits the process (replaced in tests). */
  exit?: (code: number) => void;
  /** The process whose events are watched (replaced in tests). */
  proc?: NodeJS.EventEmitter;
}

/**
 * The process-level rules of `npm start` (docs/architecture.md#process-lifecycle):
 * - SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish (Fastify's close), close the
 *   database, exit 0; if that takes longer than the timeout, exit 1. A second signal exits at once.
 * - unhandledRejection: logged, the server keeps serving. A forgotten `.catch` on a background task must
 *   not take every user's requests down with it.
 * - uncaughtException: logged, then the same graceful shutdown with exit code 1: after a synchronous throw
 *   escaped every handler the process state is unknown, so it stops (the supervisor restarts it).
 */
export function installProcessPolicy(app: FastifyInstance, options: ProcessPolicyOptions): { shutdown(code: number): void } {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const proc = options.proc ?? process;
  let stopping = false;

  const shutdown = (code: number) => {
    if (stopping) {
      app.log.warn('second stop request: exiting now');
      exit(code || 1);
      return;
    }
    stopping = true;
    const timer = setTimeout(() => {
      app.log.error({ timeoutMs: options.shutdownTimeoutMs }, 'shutdown timed out: exiting with requests still running');
      exit(1);
    }, options.shutdownTimeoutMs);
    timer.unref();
    app.close().then(
      () => {
        clearTimeout(timer);
        exit(code);
      },
      (err) => {
        clearTimeout(timer);
        app.log.error({ err }, 'shutdown failed');
        exit(1);
      },
    );
  };

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    proc.on(signal, () => {
      app.log.info({ signal }, 'stopping: finishing in-flight requests');
      shutdown(0);
    });
  }
  proc.on('unhandledRejection', (reason) => {
    app.log.error({ err: reason }, 'unhandled promise rejection (still serving)');
  });
  proc.on('uncaughtException', (err) => {
    app.log.fatal({ err }, 'uncaught exception: shutting down');
    shutdown(1);
  });
  return { shutdown };
}
