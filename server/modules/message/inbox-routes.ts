import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok, page } from '../../core/envelope';
import { badRequest } from '../../core/errors';
import { tr } from '../../core/i18n';
import { currentUser } from '../auth/access-hook';
import { IdParams } from '../permission/record-input';
import { deleteReceipts, pageInbox, readAll, readInfo } from './inbox-service';
import { MESSAGE_TEXT } from './texts';

const InboxQuery = Type.Object({
  currentPage: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  sort: Type.Optional(Type.Union([Type.Literal('desc'), Type.Literal('asc'), Type.Literal('')], { description: 'by time; desc (default) or asc' })),
  keyword: Type.Optional(Type.String({ maxLength: 100, description: 'part of the title' })),
  // The client sends type= (empty) for every type, so the filter is a text.
  type: Type.Optional(Type.String({ pattern: '^[123]?$', description: '1 notice, 2 flow, 3 copy; empty = all' })),
  isRead: Type.Optional(Type.String({ pattern: '^[01]?$', description: '0 unread, 1 read; empty = both' })),
});

const RecordBody = Type.Object({
  ids: Type.String({ minLength: 1, maxLength: 20_000, description: 'message ids separated by commas (the caller\'s own receipts only)' }),
});

const tags = ['message: inbox'];

/**
 * The caller's inbox (docs/product.md#jnpf-messages): only their own receipts are ever read or changed, and each
 * change sends their sockets the unreadCount frame (absolute counts) so every tab's bell agrees.
 */
export async function inboxRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;
  const base = '/api/message';
  const access = 'session' as const;

  app.get(base, {
    config: { access },
    schema: {
      tags,
      summary: 'My messages by time. Rows: id, title, type (1 notice, 2 flow, 3 copy), isRead (\'0\'|\'1\'), bodyText, '
        + 'creatorUser (realName/account), lastModifyTime (epoch ms)',
      querystring: InboxQuery,
    },
  }, async (request) => {
    const q = request.query;
    const { list, total } = await pageInbox(db, currentUser(request).id, {
      currentPage: q.currentPage, pageSize: q.pageSize, keyword: q.keyword, sort: q.sort === 'asc' ? 'asc' : 'desc',
      type: q.type ? Number(q.type) : undefined, isRead: q.isRead ? Number(q.isRead) : undefined,
    });
    return page(list, q.currentPage, q.pageSize, total);
  });

  app.get(`${base}/ReadInfo/:id`, {
    config: { access },
    schema: { tags, summary: 'Open one of my messages and mark it read: id, title, bodyText, creatorUser, lastModifyTime; 404 when not mine', params: IdParams },
  }, async (request) => ok(await readInfo(db, app.hub, currentUser(request).id, request.params.id)));

  app.post(`${base}/Actions/ReadAll`, {
    config: { access },
    schema: { tags, summary: 'Mark all my unread messages read' },
  }, async (request) => {
    await readAll(db, app.hub, currentUser(request).id);
    return ok(undefined, tr(request, 'operationOk'));
  });

  app.delete(`${base}/Record`, {
    config: { access },
    schema: { tags, summary: 'Delete my receipts of the listed messages (others\' receipts stay); 404 when none is mine', body: RecordBody },
  }, async (request) => {
    const ids = [...new Set(request.body.ids.split(',').map((s) => s.trim()).filter(Boolean))];
    if (ids.length === 0 || ids.some((id) => id.length > 64)) throw badRequest(MESSAGE_TEXT.idsRequired, 'ids');
    await deleteReceipts(db, app.hub, currentUser(request).id, ids);
    return ok(undefined, tr(request, 'deleteOk'));
  });
}
