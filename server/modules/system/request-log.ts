import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/errors';
import { ipPlace } from '../../core/ip-place';
import { describeUserAgent } from '../../core/user-agent';
import { withoutCacheBuster } from './audit-entry';
import { getSysConfig, logsOff } from './config-service';
import { LogCategory } from './log-service';

/** Frequent reads that would drown the request log (docs/product.md#jnpf-system-log: JNPF skips them too). */
const SKIPPED_GETS = new Set(['/api/oauth/CurrentUser', '/api/health']);

/**
 * Request log (category 5, when sysconfig isLog is '1') and exception log (category 4).
 * Both are written after the reply is sent, without awaiting, so they cost the caller nothing.
 */
export function installRequestLog(app: FastifyInstance): void {
  const db = app.database.db;
  const who = (request: { user: { id: string; realName: string; account: string } | null }) =>
    request.user ? { userId: request.user.id, userName: `${request.user.realName}/${request.user.account}` } : {};

  app.addHook('onResponse', (request, reply, done) => {
    const url = request.routeOptions.url;
    const skip = !url?.startsWith('/api/') || url.startsWith('/api/docs') || url === '/api/message/websocket'
      || (request.method === 'GET' && SKIPPED_GETS.has(url))
      // Logging known to be off: nothing queued that would hold the request until the next batch.
      || logsOff(db);
    if (!skip) {
      app.logWriter.write(async () => {
        const settings = await getSysConfig(db);
        if (settings.isLog !== '1') return null;
        return {
          category: LogCategory.request,
          ...who(request),
          ipAddress: request.ip,
          ipAddressName: ipPlace(request.ip),
          requestUrl: withoutCacheBuster(request.url).slice(0, 1000),
          requestMethod: request.method,
          requestDuration: Math.round(reply.elapsedTime),
          platform: describeUserAgent(request.headers['user-agent']),
        };
      });
    }
    done();
  });

  app.addHook('onError', async (request, _reply, error: Error & { validation?: unknown; statusCode?: number }) => {
    // Handled outcomes (rule failures, bad input, 4xx) are not exceptions.
    if (error instanceof AppError || error.validation || (error.statusCode && error.statusCode < 500)) return;
    app.logWriter.write({
      category: LogCategory.exception,
      ...who(request),
      ipAddress: request.ip,
      ipAddressName: ipPlace(request.ip),
      requestUrl: withoutCacheBuster(request.url).slice(0, 1000),
      requestMethod: request.method,
      abstracts: error.message.slice(0, 500),
      json: JSON.stringify({ requestId: request.id, stack: error.stack?.slice(0, 4000) }),
      platform: describeUserAgent(request.headers['user-agent']),
    });
  });

  // preClose runs before the database is closed by the app's onClose hook.
  app.addHook('preClose', async () => app.logWriter.flush());
}
