import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { list, ok, page } from '../../core/envelope';
import { pick, requestLang, tr } from '../../core/i18n';
import { PageQuery } from '../../core/paging';
import { currentUser } from '../auth/access-hook';
import { IdParams } from './admin-fields';
import {
  RoleBody, createRole, deleteRole, pageRoles, roleForm, roleSelector, toggleRoleState, updateRole,
} from './role-service';
import { ADMIN_MENUS } from './seed';
import { ROLE_TEXT } from './user-role-text';

const tags = ['permission: roles'];
const menu = ADMIN_MENUS.role;
const base = '/api/permission/Role';

/** Roles (docs/product.md#users-and-roles, #jnpf-permission-tables). Role types are codes of dictionary roleType. */
export async function roleRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;
  const actor = (request: FastifyRequest) => currentUser(request).id;

  app.get(base, {
    config: { access: { menu } },
    schema: {
      tags,
      summary: 'Page of roles (keyword: name or code) with userCount (live users holding the role); creatorTime epoch ms',
      querystring: PageQuery,
    },
  }, async (request) => {
    const q = request.query;
    const { list: rows, total } = await pageRoles(db, q, requestLang(request));
    return page(rows, q.currentPage, q.pageSize, total);
  });

  app.get(`${base}/Selector`, {
    config: { access: 'session' },
    schema: {
      tags,
      summary: 'Enabled roles. Default flat: {list: [{id, fullName, enCode, type, typeName}]}. grouped=1: {list: [{id, fullName, type: "roleType", enCode, children: roles}]} by dictionary roleType',
      querystring: Type.Object({ grouped: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1: nest under role types' })) }),
    },
  }, async (request) => list(await roleSelector(db, request.query.grouped === 1, pick(request, ROLE_TEXT.otherType), requestLang(request))));

  app.post(base, {
    config: { access: { menu, button: 'btn_add' } },
    schema: { tags, summary: 'Create a role; name and code unique; type a roleType code', body: RoleBody },
  }, async (request) => {
    const id = await createRole(db, actor(request), request.body);
    return ok({ id }, pick(request, ROLE_TEXT.created));
  });

  app.get(`${base}/:id`, {
    config: { access: { menu } },
    schema: { tags, summary: 'The form of a role (with userCount; creatorTime epoch ms)', params: IdParams },
  }, async (request) => ok(await roleForm(db, request.params.id)));

  app.put(`${base}/:id`, {
    config: { access: { menu, button: 'btn_edit' } },
    schema: { tags, summary: 'Update a role: fields present are written (null or empty clears an optional one)', params: IdParams, body: RoleBody },
  }, async (request) => {
    await updateRole(db, actor(request), request.params.id, request.body);
    return ok(undefined, tr(request, 'updateOk'));
  });

  app.delete(`${base}/:id`, {
    config: { access: { menu, button: 'btn_remove' } },
    schema: { tags, summary: 'Delete a role and its grants; refused while a user holds it', params: IdParams },
  }, async (request) => {
    await deleteRole(db, request.params.id);
    return ok(undefined, tr(request, 'deleteOk'));
  });

  app.put(`${base}/:id/Actions/State`, {
    config: { access: { menu, button: 'btn_edit' } },
    schema: { tags, summary: 'Toggle enabled 1 <-> 0; a disabled role grants nothing from the next request on', params: IdParams },
  }, async (request) => {
    const enabledMark = await toggleRoleState(db, actor(request), request.params.id);
    return ok({ enabledMark }, tr(request, 'updateOk'));
  });
}
