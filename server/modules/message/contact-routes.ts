import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { list, ok, page } from '../../core/envelope';
import { currentUser } from '../auth/access-hook';
import { Id } from '../permission/record-input';
import { memberSelector, pageImUsers, usersByIds } from './contact-service';
import { conversationsOf } from './imreply-service';

const ContactQuery = Type.Object({
  currentPage: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  keyword: Type.Optional(Type.String({ maxLength: 100, description: 'part of the name or account' })),
});

const tags = ['message: chat'];

/** Conversations and contacts of the chat (docs/product.md#message-calls): any signed-in user, their own data only. */
export async function contactRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;
  const access = 'session' as const;
  const users = '/api/permission/Users';

  app.get('/api/message/imreply', {
    config: { access },
    schema: {
      tags,
      summary: 'My conversations, latest first: id (the other user), realName, account, headIcon, latestMessage (text, or the stored '
        + 'image JSON), messageType, latestDate (epoch ms), unreadMessage (their unread messages to me)',
    },
  }, async (request) => list(await conversationsOf(db, currentUser(request).id)));

  app.get(`${users}/ImUser`, {
    config: { access },
    schema: {
      tags,
      summary: 'Chat contacts: enabled users except me, paged: id, account, realName, headIcon, department',
      querystring: ContactQuery,
    },
  }, async (request) => {
    const q = request.query;
    const { list: rows, total } = await pageImUsers(db, currentUser(request).id, q);
    return page(rows, q.currentPage, q.pageSize, total);
  });

  app.post(`${users}/ImUser/Selector/:organizeId`, {
    config: { access },
    schema: {
      tags,
      summary: 'Lazy user picker: with keyword the matching enabled users (at most 50); else one level under the organisation '
        + '(0 = top organisations): its users, then its sub-organisations. Nodes: id, parentId, fullName, enabledMark, type, hasChildren, isLeaf',
      params: Type.Object({ organizeId: Id }),
      body: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })) }),
    },
  }, async (request) => list(await memberSelector(db, request.params.organizeId, request.body.keyword)));

  app.post(`${users}/getUserList`, {
    config: { access },
    schema: {
      tags,
      summary: 'Names of the given users (enabled ones; others are left out): id, fullName (realName/account), realName, account, '
        + 'headIcon, organize, enabledMark',
      body: Type.Object({ userId: Type.Array(Id, { maxItems: 1000, description: 'user ids' }) }),
    },
  }, async (request) => ok({ list: await usersByIds(db, request.body.userId) }));
}
