import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { list, ok, page } from '../../core/envelope';
import { pick, textIn, tr, type Text } from '../../core/i18n';
import { PageQuery } from '../../core/paging';
import { currentUser } from '../auth/access-hook';
import { pushLogout } from '../auth/session-service';
import { IdParams } from './admin-fields';
import { SortQuery } from './admin-query';
import { ADMIN_MENUS } from './seed';
import { ResetPasswordBody, UserCreateBody, UserUpdateBody } from './user-admin-input';
import { allUsers, pageUsers, userForm } from './user-admin-read';
import {
  createAdminUser, deleteAdminUser, resetUserPassword, toggleUserState, updateAdminUser, type EndedSessions, type UserAdminActor,
} from './user-admin-service';
import { USER_TEXT } from './user-role-text';
import { requestGrants } from './grants';
import { userScope } from './user-data-rules';
import { userSelectorTree } from './user-selector';

const tags = ['permission: users'];
const menu = ADMIN_MENUS.user;
const base = '/api/permission/Users';

/**
 * User administration (docs/product.md#users-and-roles, #jnpf-permission-tables). The signed-in user's own
 * calls live under /Users/Current (current-user-routes.ts); Fastify prefers those static segments
 * over `:id`, so both coexist.
 */
export async function userRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;
  const actor = async (request: FastifyRequest): Promise<UserAdminActor> => ({
    id: currentUser(request).id,
    grants: await requestGrants(request, db),
    scope: await userScope(request, db),
  });
  /** After the commit: the ended sessions' sockets are told to sign out, in the user's language. */
  const signOut = (result: EndedSessions, text: Text) => pushLogout(app.hub, result.ended, textIn(result.language, text));

  app.get(base, {
    config: { access: { menu } },
    schema: {
      tags,
      summary: 'Page of live users (UserListVO); organizeId covers its sub-tree; keyword matches account, name, mobile; creatorTime epoch ms',
      querystring: Type.Composite([PageQuery, SortQuery, Type.Object({ organizeId: Type.Optional(Type.String({ maxLength: 64 })) })]),
    },
  }, async (request) => {
    const q = request.query;
    const rule = await userScope(request, db);
    const { list: rows, total } = await pageUsers(db, { ...q, rule });
    return page(rows, q.currentPage, q.pageSize, total);
  });

  app.get(`${base}/All`, {
    config: { access: 'session' },
    schema: { tags, summary: 'Enabled live users for pickers: {list: [{id, account, realName, fullName, organizeId}]}' },
  }, async () => list(await allUsers(db)));

  app.get(`${base}/Selector`, {
    config: { access: 'session' },
    schema: {
      tags,
      summary: 'Enabled organisation tree with enabled users as leaves: {list: [{id, parentId, fullName, type: company|department|user, children}]}',
      querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100, description: 'account or name contains; prunes empty branches' })) }),
    },
  }, async (request) => list(await userSelectorTree(db, request.query.keyword)));

  app.post(base, {
    config: { access: { menu, button: 'btn_add' } },
    schema: {
      tags,
      summary: 'Create a user (UserCrForm); positionId/roleId comma-joined ids; roles and positions only with rights the caller holds. Without an initial password a random one is generated and returned once as data.password; the user must change it at first sign-in',
      body: UserCreateBody,
    },
  }, async (request) => {
    const created = await createAdminUser(db, await actor(request), request.body);
    return ok(created, pick(request, USER_TEXT.created));
  });

  app.get(`${base}/:id`, {
    config: { access: { menu } },
    schema: { tags, summary: 'The form of a live user in the caller\'s data scope; positionId/roleId comma-joined ids; birthday/entryDate/creatorTime epoch ms', params: IdParams },
  }, async (request) => ok(await userForm(db, request.params.id, await userScope(request, db))));

  app.put(`${base}/:id`, {
    config: { access: { menu, button: 'btn_edit' } },
    schema: {
      tags,
      summary: 'Update a user in the caller\'s data scope: fields present are written (null or empty clears), positionId/roleId replace the lists (not one\'s own; only roles and positions with rights the caller holds); not the administrator',
      params: IdParams,
      body: UserUpdateBody,
    },
  }, async (request) => {
    signOut(await updateAdminUser(db, await actor(request), request.params.id, request.body), USER_TEXT.pushDisabled);
    return ok(undefined, tr(request, 'updateOk'));
  });

  app.delete(`${base}/:id`, {
    config: { access: { menu, button: 'btn_remove' } },
    schema: {
      tags,
      summary: 'Soft-delete a user, remove their role/position relations, end their sessions; not the administrator, oneself or a department manager',
      params: IdParams,
    },
  }, async (request) => {
    signOut(await deleteAdminUser(db, await actor(request), request.params.id), USER_TEXT.pushDeleted);
    return ok(undefined, tr(request, 'deleteOk'));
  });

  app.post(`${base}/:id/Actions/ResetPassword`, {
    config: { access: { menu, button: 'btn_resetPassword' } },
    schema: {
      tags,
      summary: 'Set a new password, typed twice, or without one a random one returned once as data.password; the user must change it at next sign-in and is signed out; not the administrator',
      params: IdParams,
      body: ResetPasswordBody,
    },
  }, async (request) => {
    const result = await resetUserPassword(db, await actor(request), request.params.id, request.body);
    signOut(result, USER_TEXT.pushPasswordReset);
    return ok(result.password ? { password: result.password } : undefined, pick(request, USER_TEXT.passwordReset));
  });

  app.put(`${base}/:id/Actions/State`, {
    config: { access: { menu, button: 'btn_edit' } },
    schema: { tags, summary: 'Toggle enabled 1 <-> 0; disabling signs the user out; not the administrator or oneself', params: IdParams },
  }, async (request) => {
    const result = await toggleUserState(db, await actor(request), request.params.id);
    signOut(result, USER_TEXT.pushDisabled);
    return ok({ enabledMark: result.enabledMark }, tr(request, 'updateOk'));
  });
}
