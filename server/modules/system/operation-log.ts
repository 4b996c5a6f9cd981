import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inArray } from 'drizzle-orm';
import { anyOf } from '../../core/route-access';
import { ipPlace } from '../../core/ip-place';
import { menus } from '../permission/tables';
import { getSysConfig } from './config-service';
import { LogCategory } from './log-service';

const succeeded = new WeakSet<FastifyRequest>();

/**
 * Operation log (category 3): every successful write through a menu's route, always, for audit.
 * Visit log (category 2): successful reads of a menu's routes, when request logging (isLog) is on.
 * "Successful" is the envelope's code 200 (denials and rule failures are also HTTP 200).
 * Written after the reply by the background log writer.
 */
export function installOperationLog(app: FastifyInstance): void {
  const db = app.database.db;

  app.addHook('onSend', async (request, _reply, payload) => {
    const access = request.routeOptions.config?.access;
    if (typeof access !== 'object') return payload;
    if (typeof payload === 'string' ? payload.startsWith('{"code":200') : payload !== null && payload !== undefined) succeeded.add(request);
    return payload;
  });

  app.addHook('onResponse', (request, _reply, done) => {
    const access = request.routeOptions.config?.access;
    if (typeof access === 'object' && request.user && succeeded.has(request)) {
      const user = request.user;
      const write = request.method !== 'GET';
      app.logWriter.write(async () => {
        if (!write && (await getSysConfig(db)).isLog !== '1') return null;
        const codes = anyOf(access.menu);
        const rows = await db.select({ id: menus.id, enCode: menus.enCode, fullName: menus.fullName }).from(menus).where(inArray(menus.enCode, codes));
        const menu = rows.find((m) => m.enCode === codes[0]) ?? rows[0];
        const params = request.params as Record<string, string> | undefined;
        return {
          category: write ? LogCategory.operation : LogCategory.visit,
          type: request.method,
          userId: user.id,
          userName: `${user.realName}/${user.account}`,
          ipAddress: request.ip,
          ipAddressName: ipPlace(request.ip),
          requestUrl: request.url.slice(0, 1000),
          requestMethod: request.method,
          abstracts: `${menu?.fullName ?? codes[0]} ${request.method} ${request.routeOptions.url}`.slice(0, 500),
          moduleId: menu?.id,
          moduleName: menu?.fullName,
          objectId: params?.id ?? params?.userId ?? null,
          platform: String(request.headers['user-agent'] ?? '').slice(0, 500),
        };
      });
    }
    done();
  });
}
