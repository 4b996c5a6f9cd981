import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ipPlace } from '../../core/ip-place';
import { anyOf, type MenuAccess } from '../../core/route-access';
import { describeUserAgent } from '../../core/user-agent';
import { getSysConfig, logsOff } from './config-service';
import { LogCategory, type LogEntry } from './log-service';
import { actionOf, isWrite, menuOf, outcomeOf, withoutCacheBuster, type Outcome } from './audit-entry';
import { recordFromBody, recordFromTable, recordIds } from './audit-record';
import { createVisitWindow } from './visit-window';

type Loose = Record<string, unknown> | null | undefined;

/**
 * The audit logs of menu routes (docs/product.md#jnpf-system-log), written after the reply by the log writer:
 * - operation (category 3): every write by a signed-in user, refused or failed ones included, with the menu, the
 *   action (the button's name), the record's code and name (or its ids) and the outcome (`level` the envelope code,
 *   `json` its message). Reads sent as POST (`config.read`) are not operations.
 * - visit (category 2, when isLog is on): the first successful read of a menu by a user after a pause
 *   (visit-window.ts), recorded as the menu's page address.
 */
export function installOperationLog(app: FastifyInstance): void {
  const db = app.database.db;
  const outcomes = new WeakMap<FastifyRequest, Outcome>();
  const records = new WeakMap<FastifyRequest, string>();
  const visits = createVisitWindow();
  const menuAccess = (request: FastifyRequest): MenuAccess | null => {
    const access = request.routeOptions.config?.access;
    return typeof access === 'object' ? access : request.resolvedAccess ?? null;
  };

  // Before the handler: a delete removes the row that names the record.
  app.addHook('preHandler', async (request) => {
    if (!menuAccess(request) || !request.user || !isWrite(request)) return;
    const record = await recordFromTable(db, request.routeOptions.url ?? '', request.params as Loose, request.body as Loose)
      .catch(() => '');
    records.set(request, record);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (menuAccess(request)) outcomes.set(request, outcomeOf(payload, reply.statusCode));
    return payload;
  });

  app.addHook('onResponse', (request, reply, done) => {
    const access = menuAccess(request);
    const user = request.user;
    const outcome = outcomes.get(request);
    if (!access || !user || !outcome) return done();
    const write = isWrite(request);
    if (!write && outcome.code !== 200) return done();
    // A read logs only visits, and only while logging is on: known off, nothing is queued.
    if (!write && logsOff(db)) return done();
    const body = request.body as Loose;
    const params = request.params as Loose;
    const base = {
      userId: user.id,
      userName: `${user.realName}/${user.account}`,
      ipAddress: request.ip,
      ipAddressName: ipPlace(request.ip),
      requestMethod: request.method,
      requestDuration: Math.round(reply.elapsedTime),
    };
    const userAgent = request.headers['user-agent'];
    app.logWriter.write(async (): Promise<LogEntry | null> => {
      // A read costs nothing unless it starts a visit (tests/api/request-cost.test.ts counts the statements).
      if (!write && ((await getSysConfig(db)).isLog !== '1' || !visits.starts(user.id, anyOf(access.menu).join()))) return null;
      const menu = await menuOf(db, access, body);
      const module = { moduleId: menu?.id, moduleName: menu?.fullName, platform: describeUserAgent(userAgent) };
      if (!write) {
        return { ...base, ...module, category: LogCategory.visit, type: 'visit', requestMethod: null, requestDuration: null, requestUrl: menu?.urlAddress ?? null };
      }
      const ids = recordIds(params, body);
      const record = records.get(request) || recordFromBody(body) || (ids.length ? `id: ${ids.slice(0, 20).join(', ')}${ids.length > 20 ? ' …' : ''}` : '');
      return {
        ...base,
        ...module,
        category: LogCategory.operation,
        type: await actionOf(db, request, access, menu),
        level: String(outcome.code),
        requestUrl: withoutCacheBuster(request.url).slice(0, 1000),
        abstracts: record.slice(0, 500),
        json: JSON.stringify({ code: outcome.code, msg: outcome.msg, ids: ids.slice(0, 100) }),
        objectId: ids[0] ?? null,
      };
    });
    done();
  });
}
