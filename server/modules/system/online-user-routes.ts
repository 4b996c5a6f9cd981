import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { list, ok } from '../../core/envelope';
import { coreText, textIn, tr } from '../../core/i18n';
import { ms } from '../../core/paging';
import { describeUserAgent } from '../../core/user-agent';
import { users } from '../../db/schema';
import { endSessions, listLiveSessions, pushLogout, sessionsOfUser } from '../auth/session-service';

/** Online users and forced offline (docs/product.md#jnpf-online-users). */
export async function onlineUserRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;

  app.get('/api/system/OnlineUser', {
    config: { access: { menu: 'onlineUser' } },
    schema: {
      tags: ['system'],
      summary: 'Live sessions, newest first; loginTime is epoch ms',
      querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })) }),
    },
  }, async (request) => {
    const keyword = request.query.keyword?.trim().toLowerCase();
    const rows = (await listLiveSessions(db)).map((s) => ({
      userId: s.userId,
      userAccount: s.account,
      userName: `${s.realName}/${s.account}`,
      loginTime: ms(s.createdAt),
      loginIPAddress: s.ip ?? '',
      loginPlatForm: describeUserAgent(s.userAgent),
      deviceClass: s.deviceClass,
    }));
    return list(keyword ? rows.filter((r) => r.userName.toLowerCase().includes(keyword)) : rows);
  });

  app.delete('/api/system/OnlineUser/:userId', {
    config: { access: { menu: 'onlineUser', button: 'btn_forced' } },
    schema: {
      tags: ['system'],
      summary: 'Force a user offline: their sessions end (next request 601) and their sockets get a logout push',
      params: Type.Object({ userId: Type.String({ minLength: 1, maxLength: 64 }) }),
    },
  }, async (request) => {
    const ended = await endSessions(db, sessionsOfUser(request.params.userId), 'forced');
    const [target] = await db.select({ language: users.language }).from(users).where(eq(users.id, request.params.userId));
    pushLogout(app.hub, ended, textIn(target?.language, coreText('forcedOffline')));
    return ok(undefined, tr(request, 'operationOk'));
  });
}
