import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { list, ok } from '../../core/envelope';
import { pick } from '../../core/i18n';
import { currentUser } from '../auth/access-hook';
import { ADMIN_MENUS } from '../permission/seed';
import { areaChildren, areaNames } from './area-service';
import { createArea, deleteArea, getArea, listAreas, toggleArea, updateArea } from './area-admin-service';
import { FlagIn, IdParams, SortCodeIn, TextIn } from './catalogue-input';
import { CATALOGUE_TEXT } from './catalogue-text';
import { strictValidator } from './strict-validator';

const AreaId = Type.String({ minLength: 1, maxLength: 64 });
const menu = ADMIN_MENUS.area;
const tags = ['area'];

const AreaBody = Type.Object({
  parentId: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 64, description: "parent area; '-1' or empty: a province" })),
  enCode: TextIn(50, 'required, unique; letters, digits and dots'),
  fullName: TextIn(50, 'required'),
  type: Type.Optional(Type.Unsafe<number>({
    type: 'integer', enum: [1, 2, 3], description: '1 province, 2 city, 3 district; must be one level below the parent (default: that level)',
  })),
  sortCode: SortCodeIn,
  enabledMark: FlagIn('1 enabled, 0 disabled'),
  description: TextIn(500),
});

/** Province / city / district lookups for the address widget, and their administration (docs/product.md#jnpf-areas). */
export async function areaRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;

  app.get('/api/system/Area/:id/Selector', {
    config: { access: 'session' },
    schema: {
      tags,
      summary: 'Enabled direct children of an area (-1: the provinces) with isLeaf/hasChildren, in code order',
      params: Type.Object({ id: AreaId }),
    },
  }, async (request) => list(await areaChildren(db, request.params.id)));

  app.post('/api/system/Area/GetAreaByIds', {
    config: { access: 'session' },
    validatorCompiler: strictValidator, // paths must be real arrays: the answer mirrors their shape
    schema: {
      tags,
      summary: 'Names of area paths in the same shape as idsList; unknown ids give an empty name',
      body: Type.Object({
        idsList: Type.Array(Type.Array(AreaId, { maxItems: 4 }), { maxItems: 500 }),
      }),
    },
  }, async (request) => ok(await areaNames(db, request.body.idsList)));

  app.get('/api/system/Area/:nodeId', {
    config: { access: { menu } },
    schema: {
      tags,
      summary: 'Administration list: children of nodeId (-1: provinces), disabled too, with isLeaf/hasChildren; '
        + 'with a keyword, the matching areas anywhere (name or code), flat. creatorTime is epoch ms',
      params: Type.Object({ nodeId: AreaId }),
      querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })) }),
    },
  }, async (request) => list(await listAreas(db, request.params.nodeId, request.query.keyword)));

  app.get('/api/system/Area/:id/Info', {
    config: { access: { menu } },
    schema: { tags, summary: 'One area with parentName (null for a province); 404 when missing', params: IdParams },
  }, async (request) => ok(await getArea(db, request.params.id)));

  app.post('/api/system/Area', {
    config: { access: { menu, button: 'btn_add' } },
    validatorCompiler: strictValidator,
    schema: { tags, summary: 'Create an area; 409 when its code is taken', body: AreaBody },
  }, async (request) => ok(await createArea(db, currentUser(request).id, request.body), pick(request, CATALOGUE_TEXT.created)));

  app.put('/api/system/Area/:id', {
    config: { access: { menu, button: 'btn_edit' } },
    validatorCompiler: strictValidator,
    schema: {
      tags,
      summary: 'Update an area (absent fields stay); the parent cannot be the area or below it; an area with children keeps its type',
      params: IdParams,
      body: AreaBody,
    },
  }, async (request) => ok(await updateArea(db, currentUser(request).id, request.params.id, request.body), pick(request, CATALOGUE_TEXT.updated)));

  app.delete('/api/system/Area/:id', {
    config: { access: { menu, button: 'btn_remove' } },
    schema: { tags, summary: 'Delete an area; refused while it has child areas', params: IdParams },
  }, async (request) => {
    await deleteArea(db, request.params.id);
    return ok(undefined, pick(request, CATALOGUE_TEXT.deleted));
  });

  app.put('/api/system/Area/:id/Actions/State', {
    config: { access: { menu, button: 'btn_edit' } },
    schema: { tags, summary: 'Switch an area on or off; data.enabledMark is the new state', params: IdParams },
  }, async (request) => {
    const enabledMark = await toggleArea(db, currentUser(request).id, request.params.id);
    return ok({ enabledMark }, pick(request, CATALOGUE_TEXT.updated));
  });
}
