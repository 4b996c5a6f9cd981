import type { FastifyInstance } from 'fastify';
import { purgeExpired } from './retention';

export const RETENTION_JOB = 'system.retention';

/** Nightly at 03:00 (server time): what grows without bound is purged (docs/architecture.md#jobs). */
export async function registerRetentionJob(app: FastifyInstance): Promise<void> {
  app.jobs.register(RETENTION_JOB, async ({ now, log }) => {
    const deleted = await purgeExpired(app.database.db, now);
    log.info({ deleted }, 'retention: expired rows deleted');
  });
  await app.jobs.schedule(RETENTION_JOB, '0 3 * * *');
}
