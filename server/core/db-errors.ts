/**
 * The constraint a unique violation (SQLSTATE 23505) broke, looking through Drizzle's wrapping;
 * undefined for any other error. Same shape on PGlite and node-postgres.
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

/** Runs `work`; a unique violation of one of `constraints` becomes the error `map` returns. */
export async function mapUniqueViolations<T>(work: () => Promise<T>, map: Record<string, () => Error>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint !== undefined && map[constraint]) throw map[constraint]();
    throw error;
  }
}

/** Connection-level failures: the database is down, restarting or unreachable (not a fault of the request). */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);
const UNAVAILABLE_TEXT = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/**
 * Whether an error means the database cannot be reached right now, looking through Drizzle's wrapping: the reply is
 * then 503 "try again" rather than a 500 (docs/architecture.md#process-lifecycle).
 */
export function databaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_TEXT.test(message)) return true;
  }
  return false;
}
