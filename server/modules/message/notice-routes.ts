import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok, page } from '../../core/envelope';
import { pick, tr } from '../../core/i18n';
import { currentUser } from '../auth/access-hook';
import { IdParams } from '../permission/record-input';
import { createNotice, deleteNotice, noticeInfo, pageNotices, releaseNotice, updateNotice } from './notice-service';
import { ADMIN_MENUS } from '../permission/seed';
import { MESSAGE_TEXT } from './texts';

const NoticeBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 100, description: 'notice title (trimmed, required)' }),
  bodyText: Type.Optional(Type.String({ maxLength: 200_000, description: 'rich-text HTML; sanitised on save (scripts, handlers, frames dropped)' })),
});

const NoticeQuery = Type.Object({
  currentPage: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  keyword: Type.Optional(Type.String({ maxLength: 100, description: 'part of the title' })),
});

const tags = ['message: notice'];

/** Notices (系统公告; docs/product.md#jnpf-messages): menu sysNotice with btn_add, btn_edit, btn_remove, btn_release. */
export async function noticeRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;
  const menu = ADMIN_MENUS.sysNotice;
  const base = '/api/message';

  app.get(`${base}/Notice`, {
    config: { access: { menu } },
    schema: {
      tags,
      summary: 'Notices, newest change first. Rows: id, title, creatorUser (realName/account), lastModifyTime (epoch ms), '
        + 'enabledMark (0 draft, 1 released), state (created, updated, released)',
      querystring: NoticeQuery,
    },
  }, async (request) => {
    const q = request.query;
    const { list, total } = await pageNotices(db, q);
    return page(list, q.currentPage, q.pageSize, total);
  });

  app.post(base, {
    config: { access: { menu, button: 'btn_add' } },
    schema: { tags, summary: 'Create a draft notice (type 1, enabledMark 0, state created); answers its id', body: NoticeBody },
  }, async (request) => ok(await createNotice(db, currentUser(request).id, request.body), pick(request, MESSAGE_TEXT.created)));

  app.get(`${base}/:id`, {
    config: { access: { menu } },
    schema: { tags, summary: 'One notice: id, title, bodyText, enabledMark, state', params: IdParams },
  }, async (request) => ok(await noticeInfo(db, request.params.id)));

  app.put(`${base}/:id`, {
    config: { access: { menu, button: 'btn_edit' } },
    schema: { tags, summary: 'Edit a draft notice (state updated); a released notice cannot be edited (400)', params: IdParams, body: NoticeBody },
  }, async (request) => {
    await updateNotice(db, currentUser(request).id, request.params.id, request.body);
    return ok(undefined, tr(request, 'updateOk'));
  });

  app.delete(`${base}/:id`, {
    config: { access: { menu, button: 'btn_remove' } },
    schema: { tags, summary: 'Delete a notice and every receipt of it; those who had it unread get their new unreadCount', params: IdParams },
  }, async (request) => {
    await deleteNotice(db, app.hub, request.params.id);
    return ok(undefined, tr(request, 'deleteOk'));
  });

  app.put(`${base}/:id/Actions/Release`, {
    config: { access: { menu, button: 'btn_release' } },
    schema: {
      tags,
      summary: 'Release a draft once: one unread receipt per enabled user and a messagePush to each; a second release is 400. '
        + 'Answers receivers (how many users got it)',
      params: IdParams,
    },
  }, async (request) => ok(await releaseNotice(db, app.hub, currentUser(request).id, request.params.id), pick(request, MESSAGE_TEXT.released)));
}
