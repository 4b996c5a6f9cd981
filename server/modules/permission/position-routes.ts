import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { list, ok, page } from '../../core/envelope';
import { pick, requestLang, tr } from '../../core/i18n';
import { NameI18nBody } from '../../core/local-name';
import { PageQuery } from '../../core/paging';
import { currentUser } from '../auth/access-hook';
import { ORG_TEXT } from './org-text';
import type { Actor } from './organize-service';
import {
  deletePosition, enabledPositions, pagePositions, positionInfo, positionPicker, savePosition, togglePosition,
} from './position-service';
import { CodeIn, DescriptionIn, EnabledIn, IdParams, NameIn, RefIn, SortCodeIn } from './record-input';
import { ADMIN_MENUS } from './seed';

const PositionBody = Type.Object({
  fullName: NameIn('position name, unique among positions'),
  ...NameI18nBody,
  enCode: CodeIn('position code, unique among positions'),
  type: RefIn("position type: id or code of an item of dictionary 'positionType'"),
  organizeId: Type.String({ minLength: 1, maxLength: 64, description: 'the department the position belongs to' }),
  description: DescriptionIn,
  enabledMark: EnabledIn,
  sortCode: SortCodeIn,
});

const tags = ['permission: position'];
const actorOf = (request: FastifyRequest): Actor => ({ id: currentUser(request).id });

/** Positions (docs/product.md#organisation-and-areas, #jnpf-permission-tables): menu 'position'; the pickers need only a session. */
export async function positionRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;
  const menu = ADMIN_MENUS.position;
  const base = '/api/permission/Position';

  app.get(base, {
    config: { access: { menu } },
    schema: {
      tags,
      summary: 'Positions page (disabled included) by sortCode, newest first. Rows: id, fullName, enCode, type, organizeId, department (name), '
        + 'enabledMark, description, sortCode, creatorTime (epoch ms)',
      querystring: Type.Composite([PageQuery, Type.Object({
        organizeId: Type.Optional(Type.String({ maxLength: 64, description: 'that organisation and those below it; empty = all' })),
      })]),
    },
  }, async (request) => {
    const q = request.query;
    const { list: rows, total } = await pagePositions(db, q, requestLang(request));
    return page(rows, q.currentPage, q.pageSize, total);
  });

  app.get(`${base}/Selector`, {
    config: { access: 'session' },
    schema: {
      tags,
      summary: 'Enabled companies/departments as a tree with their enabled positions as leaves (type \'position\'); '
        + 'organisation nodes carry disabled: true, branches without positions are left out',
    },
  }, async (request) => list(await positionPicker(db, requestLang(request))));

  app.get(`${base}/All`, {
    config: { access: 'session' },
    schema: { tags, summary: 'Enabled positions, flat: id, fullName, enCode, type, organizeId' },
  }, async (request) => list(await enabledPositions(db, requestLang(request))));

  app.post(base, {
    config: { access: { menu, button: 'btn_add' } },
    schema: { tags, summary: 'Create a position; answers the saved row', body: PositionBody },
  }, async (request) => ok(await savePosition(db, actorOf(request), undefined, request.body), pick(request, ORG_TEXT.created)));

  app.get(`${base}/:id`, {
    config: { access: { menu } },
    schema: { tags, summary: 'One position (the list row shape)', params: IdParams },
  }, async (request) => ok(await positionInfo(db, request.params.id)));

  app.put(`${base}/:id`, {
    config: { access: { menu, button: 'btn_edit' } },
    schema: { tags, summary: 'Update a position', params: IdParams, body: PositionBody },
  }, async (request) => ok(await savePosition(db, actorOf(request), request.params.id, request.body), tr(request, 'updateOk')));

  app.delete(`${base}/:id`, {
    config: { access: { menu, button: 'btn_remove' } },
    schema: { tags, summary: 'Delete a position and its grants; refused while a (not deleted) user holds it', params: IdParams },
  }, async (request) => {
    await deletePosition(db, request.params.id);
    return ok(undefined, tr(request, 'deleteOk'));
  });

  app.put(`${base}/:id/Actions/State`, {
    config: { access: { menu, button: 'btn_edit' } },
    schema: { tags, summary: 'Toggle enabled <-> disabled; answers the new enabledMark', params: IdParams },
  }, async (request) => ok({ enabledMark: await togglePosition(db, actorOf(request), request.params.id) }, tr(request, 'updateOk')));

  // JNPF business API alias (docs/product.md#organisation-and-areas: GET /api/post/list): a plain array.
  app.get('/api/post/list', {
    config: { access: 'session' },
    schema: { tags, summary: 'Enabled positions as a plain array [{id, fullName, enCode}] (compatibility alias of /Position/All)' },
  }, async (request) => ok((await enabledPositions(db, requestLang(request))).map(({ id, fullName, enCode }) => ({ id, fullName, enCode }))));
}
