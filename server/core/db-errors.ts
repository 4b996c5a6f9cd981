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
