import type { FastifyInstance } from 'fastify';
import { createHub, type RealtimeHub } from './realtime/hub';
import { realtimeRoutes } from './realtime/routes';
import { createSocketMethods } from './realtime/methods';
import { registerChatSocket } from './message/chat-socket';
import { createRedisHub } from './realtime/redis-hub';
import { openThrottleStore } from './auth/throttle';
import type { ThrottleStore } from './auth/throttle-store';
import { installAccessControl } from './auth/access-hook';
import { authRoutes } from './auth/routes';
import { scanAndCodeRoutes } from './auth/scan-routes';
import { currentUserRoutes } from './permission/current-user-routes';
import { createLogWriter, type LogWriter } from './system/log-writer';
import { installRequestLog } from './system/request-log';
import { installOperationLog } from './system/operation-log';
import { systemRoutes } from './system/routes';
import { onlineUserRoutes } from './system/online-user-routes';
import { goldRoutes } from './gold/routes';
import { homeRoutes } from './home/routes';
import { historyRoutes, resourceRegistry } from '../resource';
import { dictionaryRoutes } from './system/dictionary-routes';
import { areaRoutes } from './system/area-routes';
import { billRuleRoutes } from './system/bill-rule-routes';
import { menuRoutes } from './system/menu-routes';
import { organizeRoutes } from './permission/organize-routes';
import { positionRoutes } from './permission/position-routes';
import { userRoutes } from './permission/user-routes';
import { roleRoutes } from './permission/role-routes';
import { authorizeRoutes } from './permission/authorize-routes';
import { fileRoutes } from './file/file-routes';
import { messageRoutes } from './message/routes';
import { visualdevRoutes } from './visualdev/routes';
import { registerOrphanJob } from './file/orphan-job';
import { createJobRunner, type JobRunner } from './jobs/runner';
import { jobRoutes } from './jobs/job-routes';
import { registerRetentionJob } from './system/retention-job';
import { registerStatisticsJob } from './system/statistics-job';
import { registerMonthEndJob } from './gold/month-end-job';
import { configuredTimeZone } from './system/config-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Websocket fan-out (forced logout, messages). */
    hub: RealtimeHub;
    /** Sign-in attempt counters shared by every node (database, or Redis with REDIS_URL). */
    throttle: ThrottleStore;
    /** Background writer for request, visit, operation and exception logs (bounded queue, batched inserts). */
    logWriter: LogWriter;
    /** The platform's job runner: modules register handlers and schedules here (docs/architecture.md#jobs). */
    jobs: JobRunner;
  }
}

/** Registers every domain module's routes. Hooks go on the root first so they cover every route. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  app.decorate('hub', await realtimeHub(app));
  app.decorate('socketMethods', createSocketMethods());
  app.decorate('throttle', await openThrottleStore(app));
  app.decorate('resources', resourceRegistry());
  app.decorate('logWriter', createLogWriter(app.database.db, app.log, { maxQueue: app.config.logQueueMax }));
  // Cron times (01:30 month-end, 03:00 retention...) are the organisation's clock: the configured time zone.
  app.decorate('jobs', createJobRunner({
    db: app.database.db, log: app.log, pollMs: app.config.jobPollMs, timeZone: () => configuredTimeZone(app.database.db),
  }));
  await registerRetentionJob(app);
  await registerOrphanJob(app);
  await registerStatisticsJob(app);
  await registerMonthEndJob(app);
  installAccessControl(app);
  installRequestLog(app);
  installOperationLog(app);

  await app.register(authRoutes);
  await app.register(scanAndCodeRoutes);
  await app.register(currentUserRoutes);
  await app.register(systemRoutes);
  await app.register(onlineUserRoutes);
  await app.register(dictionaryRoutes);
  await app.register(areaRoutes);
  await app.register(billRuleRoutes);
  await app.register(menuRoutes);
  await app.register(organizeRoutes);
  await app.register(positionRoutes);
  await app.register(userRoutes);
  await app.register(roleRoutes);
  await app.register(authorizeRoutes);
  await app.register(goldRoutes);
  await app.register(homeRoutes);
  await app.register(historyRoutes);
  await app.register(fileRoutes);
  await app.register(messageRoutes);
  await app.register(visualdevRoutes);
  await app.register(jobRoutes);
  registerChatSocket(app);
  await app.register(realtimeRoutes);
}

/** The in-process hub, or with REDIS_URL one that fans out through Redis to every node. */
async function realtimeHub(app: FastifyInstance): Promise<RealtimeHub> {
  const local = createHub();
  if (!app.config.redisUrl) return local;
  const hub = createRedisHub(local, app.config.redisUrl, (err) => app.log.error({ err }, 'redis fan-out error'), app.config.redisPrefix);
  await hub.ready;
  app.addHook('onClose', async () => hub.close());
  return hub;
}
