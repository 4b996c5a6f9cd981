import { Cron } from 'croner';

/**
 * The next fire of a cron expression (5 fields, or 6 with seconds first) after `after`, read in `timezone` (the
 * configured zone the runner passes; none: the server's).
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
