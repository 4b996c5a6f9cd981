import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { list, ok, page } from '../../core/envelope';
import { pick, requestLang } from '../../core/i18n';
import { PageQuery } from '../../core/paging';
import { currentUser } from '../auth/access-hook';
import { IdParams } from '../system/catalogue-input';
import { strictValidator } from '../system/strict-validator';
import { DesignBody, DesignType } from './design-body';
import { copyDesign, createDesign, deleteDesign, getDesign, pageDesigns, updateDesign } from './design-service';
import { designSelector, formDataFields } from './fields-service';
import { publishRoutes } from './publish-routes';
import { shareRoutes } from './share/routes';
import { switchDesignState } from './publish-service';
import { codegenRoutes } from './codegen/routes';
import { fieldDataSelect } from './online/field-select';
import { resolveLiveModels } from './live';
import { onlineDevRoutes } from './online/routes';
import { VISUALDEV_MENU } from './seed';
import { VISUALDEV_TEXT } from './texts';
import { getVersion, listVersions, restoreVersion } from './version-service';

const menu = VISUALDEV_MENU;
const tags = ['visualdev'];
const base = '/api/visualdev/Base';

const VersionParams = Type.Object({ id: IdParams.properties.id, version: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** Visual development records: /api/visualdev/Base (docs/product.md#visual-development). */
export async function visualdevRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;

  app.get(base, {
    config: { access: { menu } },
    schema: {
      tags,
      summary: 'Page of live designs, newest first: {id, fullName, enCode, type, webType, state, category, creatorUser, creatorTime, lastModifyTime}; keyword: name or code contains',
      querystring: Type.Composite([PageQuery, Type.Object({ type: Type.Optional(DesignType) })]),
    },
  }, async (request) => {
    const q = request.query;
    const { list: rows, total } = await pageDesigns(db, q);
    return page(rows, q.currentPage, q.pageSize, total);
  });

  app.get(`${base}/Selector`, {
    config: { access: 'session' },
    schema: {
      tags,
      summary: 'Published designs (state 1) by category for pickers: [{id, fullName, hasChildren, children: [{id, fullName, enCode, type, webType, parentId}]}]',
      querystring: Type.Object({ type: Type.Optional(DesignType) }),
    },
  }, async (request) => list(await designSelector(db, request.query.type, requestLang(request))));

  app.get(`${base}/:id`, {
    config: { access: { menu } },
    schema: { tags, summary: 'One design with formData, columnData and tables as JSON values and its version (404 when missing)', params: IdParams },
  }, async (request) => ok(await getDesign(db, request.params.id)));

  app.post(base, {
    config: { access: { menu, button: 'btn_add' } },
    validatorCompiler: strictValidator,
    schema: { tags, summary: 'Create a design (unpublished, version 1); formData is checked as on every save (400 with the first problems); 409 when the code is taken', body: DesignBody },
  }, async (request) => ok(await createDesign(db, currentUser(request).id, request.body), pick(request, VISUALDEV_TEXT.created)));

  app.put(`${base}/:id`, {
    config: { access: { menu, button: 'btn_edit' } },
    validatorCompiler: strictValidator,
    schema: { tags, summary: 'Save a design (absent fields stay); the content it replaces is kept as a version', params: IdParams, body: DesignBody },
  }, async (request) => ok(await updateDesign(db, currentUser(request).id, request.params.id, request.body), pick(request, VISUALDEV_TEXT.updated)));

  app.delete(`${base}/:id`, {
    config: { access: { menu, button: 'btn_remove' } },
    schema: { tags, summary: 'Delete a design (soft: its code is free again)', params: IdParams },
  }, async (request) => {
    await deleteDesign(db, currentUser(request).id, request.params.id);
    return ok(undefined, pick(request, VISUALDEV_TEXT.deleted));
  });

  app.post(`${base}/:id/Actions/Copy`, {
    config: { access: { menu, button: 'btn_copy' } },
    schema: { tags, summary: 'Copy a design: name + _副本, a unique code, unpublished, no history', params: IdParams },
  }, async (request) => ok(await copyDesign(db, currentUser(request).id, request.params.id), pick(request, VISUALDEV_TEXT.copied)));

  app.put(`${base}/:id/Actions/State`, {
    config: { access: { menu, button: 'btn_release' } },
    schema: { tags, summary: 'Switch a design between unpublished (0: its menu disabled) and published (1: needs a publish, 400 else); data.state is the new state', params: IdParams },
  }, async (request) => ok({ state: await switchDesignState(db, currentUser(request).id, request.params.id) }, pick(request, VISUALDEV_TEXT.updated)));

  app.get(`${base}/:id/FormDataFields`, {
    config: { access: { menu } },
    schema: { tags, summary: 'Main-table fields of the form, {list: [{label, vmodel}]} (sub-tables and relation fields left out)', params: IdParams },
  }, async (request) => list(await formDataFields(db, request.params.id, requestLang(request))));

  // JNPF answers the rows of the design's published model whose values contain `key`.
  app.get(`${base}/:id/FieldDataSelect`, {
    config: { access: { menu } },
    schema: {
      tags,
      summary: "Rows of the design's published model whose field contains key: [{id, <field>: value}], at most 50; [] when not published",
      params: IdParams,
      querystring: Type.Object({ key: Type.Optional(Type.String({ maxLength: 100 })), field: Type.Optional(Type.String({ maxLength: 100 })) }),
    },
  }, async (request) => {
    await getDesign(db, request.params.id);
    return ok(await fieldDataSelect(app, request, request.params.id, request.query.field, request.query.key));
  });

  app.get(`${base}/:id/Versions`, {
    config: { access: { menu } },
    schema: { tags, summary: 'Stored versions, newest first: {list: [{version, savedTime, savedUser}]} (the current content is the design itself)', params: IdParams },
  }, async (request) => list(await listVersions(db, request.params.id)));

  app.get(`${base}/:id/Versions/:version`, {
    config: { access: { menu } },
    schema: { tags, summary: 'One stored version with its formData, columnData and tables', params: VersionParams },
  }, async (request) => ok(await getVersion(db, request.params.id, request.params.version)));

  app.post(`${base}/:id/Versions/:version/Actions/Restore`, {
    config: { access: { menu, button: 'btn_edit' } },
    schema: { tags, summary: 'Put a version back: a save (the current content becomes a version), checked as every save', params: VersionParams },
  }, async (request) => ok(
    await restoreVersion(db, currentUser(request).id, request.params.id, request.params.version),
    pick(request, VISUALDEV_TEXT.restored),
  ));

  resolveLiveModels(appBase);
  await onlineDevRoutes(appBase);
  await codegenRoutes(appBase);

  await publishRoutes(appBase);
  await shareRoutes(appBase);
}
