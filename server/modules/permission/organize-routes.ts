import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { list, ok } from '../../core/envelope';
import { pick, requestLang, tr } from '../../core/i18n';
import { NameI18nBody } from '../../core/local-name';
import { currentUser } from '../auth/access-hook';
import { ORG_TEXT } from './org-text';
import { departmentList, departmentPicker, organizeInfo, organizeList, organizePicker } from './organize-read';
import { createOrganize, deleteOrganize, toggleOrganize, updateOrganize, type Actor } from './organize-service';
import { CodeIn, DescriptionIn, EnabledIn, Id, IdParams, NameIn, RefIn, SortCodeIn } from './record-input';
import { ADMIN_MENUS } from './seed';

const CompanyBody = Type.Object({
  parentId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: "'-1' (top level, the default) or a company id" })),
  fullName: NameIn('company name, unique among companies'),
  ...NameI18nBody,
  enCode: CodeIn('company code, unique among companies and departments'),
  description: DescriptionIn,
  enabledMark: EnabledIn,
  propertyJson: Type.Optional(Type.Union([
    Type.String({ maxLength: 4000 }),
    Type.Record(Type.String(), Type.Unknown()),
  ], { description: 'extra properties: a JSON object (or its text); empty or null clears it' })),
  sortCode: SortCodeIn,
});

const DepartmentBody = Type.Object({
  parentId: Type.String({ minLength: 1, maxLength: 64, description: 'the company or department it hangs under' }),
  managerId: RefIn('department head: a user id'),
  fullName: NameIn('department name, unique among the departments of the same parent'),
  ...NameI18nBody,
  enCode: CodeIn('department code, unique among companies and departments'),
  description: DescriptionIn,
  enabledMark: EnabledIn,
  sortCode: SortCodeIn,
});

const Keyword = Type.Optional(Type.String({ maxLength: 100, description: 'name or code contains it; hits keep their ancestors' }));
const tags = ['permission: organize'];
const actorOf = (request: FastifyRequest): Actor => ({ id: currentUser(request).id });

/**
 * Companies and departments (docs/product.md#organisation-and-areas, #jnpf-permission-tables). Both live in one tree; departments are
 * managed on the organisation page, so every call belongs to menu 'organize'. Pickers need only a session.
 */
export async function organizeRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;
  const menu = ADMIN_MENUS.organize;
  const base = '/api/permission/Organize';

  app.get(base, {
    config: { access: { menu } },
    schema: {
      tags,
      summary: 'Companies as a tree (withDepartments=1: companies and departments in one tree), disabled ones included, by sortCode then name. '
        + 'Nodes: id, parentId, fullName, enCode, category, managerId, managerName, description, enabledMark, sortCode, creatorTime (epoch ms), hasChildren, children',
      querystring: Type.Object({ keyword: Keyword, withDepartments: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })) }),
    },
  }, async (request) => list(await organizeList(db, { keyword: request.query.keyword, withDepartments: request.query.withDepartments === 1 }, requestLang(request))));

  app.get(`${base}/Selector`, {
    config: { access: 'session' },
    schema: { tags, summary: 'Enabled companies as a tree: id, parentId, fullName, enCode, type/category, hasChildren, isLeaf, children' },
  }, async (request) => list(await organizePicker(db, false, requestLang(request))));

  app.get(`${base}/Tree`, {
    config: { access: 'session' },
    schema: { tags, summary: 'Enabled companies and departments as one tree; type/category tells them apart (a disabled node hides its subtree)' },
  }, async (request) => list(await organizePicker(db, true, requestLang(request))));

  app.post(base, {
    config: { access: { menu, button: 'btn_add' } },
    schema: { tags, summary: 'Create a company; answers the saved form', body: CompanyBody },
  }, async (request) => ok(await createOrganize(db, actorOf(request), 'company', request.body), pick(request, ORG_TEXT.created)));

  // Static segments (Selector, Tree, Department) win over :id in Fastify's router, whatever the order.
  app.get(`${base}/Department/Selector`, {
    config: { access: 'session' },
    schema: { tags, summary: 'Enabled companies and departments as one tree; companies carry disabled: true (only departments can be chosen)' },
  }, async (request) => list(await departmentPicker(db, requestLang(request))));

  app.post(`${base}/Department`, {
    config: { access: { menu, button: 'btn_add' } },
    schema: { tags, summary: 'Create a department; answers the saved form', body: DepartmentBody },
  }, async (request) => ok(await createOrganize(db, actorOf(request), 'department', request.body), pick(request, ORG_TEXT.created)));

  app.get(`${base}/Department/:id`, {
    config: { access: { menu } },
    schema: { tags, summary: 'One department (404 for a company)', params: IdParams },
  }, async (request) => ok(await organizeInfo(db, request.params.id, 'department')));

  app.put(`${base}/Department/:id`, {
    config: { access: { menu, button: 'btn_edit' } },
    schema: { tags, summary: 'Update a department (404 for a company)', params: IdParams, body: DepartmentBody },
  }, async (request) => ok(await updateOrganize(db, actorOf(request), 'department', request.params.id, request.body), tr(request, 'updateOk')));

  app.delete(`${base}/Department/:id`, {
    config: { access: { menu, button: 'btn_remove' } },
    schema: { tags, summary: 'Delete a department; refused while it has sub-departments, users or positions', params: IdParams },
  }, async (request) => {
    await deleteOrganize(db, request.params.id, 'department');
    return ok(undefined, tr(request, 'deleteOk'));
  });

  app.put(`${base}/Department/:id/Actions/State`, {
    config: { access: { menu, button: 'btn_edit' } },
    schema: { tags, summary: 'Toggle a department enabled <-> disabled; answers the new enabledMark', params: IdParams },
  }, async (request) => ok({ enabledMark: await toggleOrganize(db, actorOf(request), request.params.id, 'department') }, tr(request, 'updateOk')));

  app.get(`${base}/:id/Department`, {
    config: { access: { menu } },
    schema: {
      tags,
      summary: 'The departments under a company as a tree (disabled included; 404 unless the id is a company)',
      params: Type.Object({ id: Id }),
      querystring: Type.Object({ keyword: Keyword }),
    },
  }, async (request) => list(await departmentList(db, request.params.id, request.query.keyword, requestLang(request))));

  app.get(`${base}/:id`, {
    config: { access: { menu } },
    schema: {
      tags,
      summary: 'One company or department: id, parentId, category, fullName, enCode, managerId, managerName, description, enabledMark, sortCode, propertyJson',
      params: IdParams,
    },
  }, async (request) => ok(await organizeInfo(db, request.params.id)));

  app.put(`${base}/:id`, {
    config: { access: { menu, button: 'btn_edit' } },
    schema: { tags, summary: 'Update a company (404 for a department: use /Organize/Department/{id})', params: IdParams, body: CompanyBody },
  }, async (request) => ok(await updateOrganize(db, actorOf(request), 'company', request.params.id, request.body), tr(request, 'updateOk')));

  app.delete(`${base}/:id`, {
    config: { access: { menu, button: 'btn_remove' } },
    schema: { tags, summary: 'Delete a company or department; refused while it has children, users or positions', params: IdParams },
  }, async (request) => {
    await deleteOrganize(db, request.params.id);
    return ok(undefined, tr(request, 'deleteOk'));
  });

  app.put(`${base}/:id/Actions/State`, {
    config: { access: { menu, button: 'btn_edit' } },
    schema: { tags, summary: 'Toggle a company or department enabled <-> disabled; answers the new enabledMark', params: IdParams },
  }, async (request) => ok({ enabledMark: await toggleOrganize(db, actorOf(request), request.params.id) }, tr(request, 'updateOk')));
}
