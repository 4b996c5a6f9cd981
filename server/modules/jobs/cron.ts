import { Cron } from 'croner';

/**
 * Cron expressions (5 fields, or 6 with seconds first), read in the server's time zone for now;
 * an organisation time zone can be passed here later.
 */
export function nextFire(expression: string, after: Date, timezone?: string): Date | null {
  return new Cron(expression, { paused: true, timezone }).nextRun(after);
}

/** True when croner reads the expression. */
export function isCronExpression(expression: string): boolean {
  try {
    new Cron(expression, { paused: true });
    return true;
  } catch {
    return false;
  }
}
