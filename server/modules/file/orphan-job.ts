import type { FastifyInstance } from 'fastify';
import { cleanOrphanFiles } from './orphans';

export const ORPHAN_JOB = 'file.orphans';

/** Nightly at 03:30 (after the retention job): uploads no record uses are deleted. */
export async function registerOrphanJob(app: FastifyInstance): Promise<void> {
  app.jobs.register(ORPHAN_JOB, async ({ now, log }) => {
    const result = await cleanOrphanFiles(app.database.db, app.config.filesDir, now);
    log.info(result, 'orphaned uploads cleaned');
  });
  await app.jobs.schedule(ORPHAN_JOB, '30 3 * * *');
}
