import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

export const STATISTICS_JOB = 'system.statistics';

/**
 * Planner statistics for the embedded database (docs/architecture.md#request-cost). PGlite runs no autovacuum, so
 * without ANALYZE a page of 20 shops joins all 10,000 before it takes 20 (69 ms against 0.7 ms). The database is
 * analysed when it opens (db/client.ts) and nightly here; PostgreSQL keeps its own statistics.
 */
export async function registerStatisticsJob(app: FastifyInstance): Promise<void> {
  if (app.database.kind !== 'pglite') return;
  app.jobs.register(STATISTICS_JOB, async ({ log }) => {
    await app.database.db.execute(sql`analyze`);
    log.info('statistics: database analysed');
  });
  await app.jobs.schedule(STATISTICS_JOB, '0 4 * * *');
}
