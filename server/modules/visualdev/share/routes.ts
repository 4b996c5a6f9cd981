import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { list, ok } from '../../../core/envelope';
import { pick, requestLang } from '../../../core/i18n';
import { currentUser } from '../../auth/access-hook';
import { IdParams } from '../../system/catalogue-input';
import { SaveBody } from '../online/schemas';
import { VISUALDEV_MENU } from '../seed';
import { SHARE_SUBMIT_LIMIT, sharedFormReply, sharedModel, submitShared } from './fill';
import { createShare, listShares, revokeShare, unfillableOfDesign } from './service';
import { SHARE_TEXT } from './texts';
import { shareVisitorRoutes } from './visitor-routes';

/**
 * Share links of published forms (spec section 7 `shareLmsf`; issue 17): the designer creates, lists and revokes
 * them (the 功能设计 menu; creating and revoking with its 发布 button, btn_release: sharing is a kind of
 * publishing); anyone holding a link reads the form and submits records through /api/_m/lmsfFormData/<token>.
 */

const menu = VISUALDEV_MENU;
const tags = ['visualdev share'];
/** The link a submission resolved before its body was validated. */
const shared = new WeakMap<object, Awaited<ReturnType<typeof sharedModel>>>();
const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100, description: 'the link token (43 base64url characters)' }) });

export async function shareRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;

  app.post('/api/visualdev/Base/shareLmsf', {
    config: { access: { menu, button: 'btn_release' } },
    schema: {
      tags,
      summary: 'A new public link to a published design\'s form: {id, token, url: "/share/<token>"}; 400 when the design is not published',
      body: Type.Object({
        id: IdParams.properties.id,
        expiresAt: Type.Optional(Type.Integer({ minimum: 0, description: 'epoch ms after which the link stops working; none: until revoked' })),
      }),
    },
  }, async (request) => ok(await createShare(db, currentUser(request).id, request.body.id, request.body.expiresAt), pick(request, SHARE_TEXT.created)));

  app.get('/api/visualdev/Base/:id/Shares', {
    config: { access: { menu } },
    schema: { tags, summary: 'The links of a design, newest first: {list: [{id, token, url, creatorUser, creatorTime, expiresAt, revokedAt, active}]}', params: IdParams },
  }, async (request) => list(await listShares(db, request.params.id)));

  app.get('/api/visualdev/Base/:id/ShareFields', {
    config: { access: { menu } },
    schema: {
      tags,
      summary: 'The fields of the published form a stranger cannot fill through a link (directory and record pickers, options of a data interface or an API; '
        + 'schemas/share.ts): {unfillable: [{vModel, label, required}]}; empty when the design is not published',
      params: IdParams,
    },
  }, async (request) => ok({ unfillable: await unfillableOfDesign(app, request.params.id, requestLang(request)) }));

  app.delete('/api/visualdev/Base/shareLmsf/:token', {
    config: { access: { menu, button: 'btn_release' } },
    schema: { tags, summary: 'Revoke a link: its form and submissions answer 404 from now on; 404 when unknown or already revoked', params: TokenParams },
  }, async (request) => {
    await revokeShare(db, currentUser(request).id, request.params.token);
    return ok(undefined, pick(request, SHARE_TEXT.revoked));
  });

  app.get('/api/_m/lmsfFormData/:token', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'The form of a link: {formData: JSON text of the runtime form (saving through this link), fullName, dictionaries: {<type>: enabled items} of the dictionaries its fields name}; 404 for an unknown, revoked or expired link or an unpublished design',
      params: TokenParams,
    },
  }, async (request) => {
    const { live } = await sharedModel(app, request.params.token);
    return ok(await sharedFormReply(app, live, request.params.token, request));
  });

  app.post('/api/_m/lmsfFormData/:token', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: `Submit the form of a link: a new record (as OnlineDev create; created_by "share:<link id>", no user in system fields); at most ${SHARE_SUBMIT_LIMIT.limit} a minute per address and link (then code 429); nothing is returned`,
      params: TokenParams,
      body: SaveBody,
    },
    // The link first: an unknown one is a 404 whatever the body.
    preValidation: async (request) => {
      shared.set(request, await sharedModel(app, (request.params as { token: string }).token));
    },
  }, async (request) => {
    const { share, live } = shared.get(request)!;
    await submitShared(app, request, share, live);
    return ok(undefined, pick(request, SHARE_TEXT.submitted));
  });

  await shareVisitorRoutes(appBase);
}
