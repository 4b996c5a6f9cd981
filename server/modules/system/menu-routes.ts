import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { list, ok } from '../../core/envelope';
import { pick, requestLang, tr } from '../../core/i18n';
import { currentUser } from '../auth/access-hook';
import { ADMIN_MENUS } from '../permission/seed';
import { Category, Flag, Id, IdParams, NameAndCode, OneOf, SortAndState, TextIn } from './menu-http';
import { menuItemRoutes } from './menu-item-routes';
import { MENU_TEXT } from './menu-messages';
import { createMenu, deleteMenu, getMenu, listMenus, menuDirectories, toggleMenu, updateMenu } from './menu-service';

const MenuBody = Type.Object({
  parentId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: "a directory of the same category, or '-1' (top level, the default)" })),
  type: Type.Integer({ minimum: 1, maximum: 8, description: '1 directory, 2 page, 3 model, 4 dictionary, 5 report, 6 data screen, 7 link, 8 portal' }),
  ...NameAndCode,
  icon: TextIn(100),
  urlAddress: TextIn(500, 'required for types 2, 6 and 7'),
  linkTarget: Type.Optional(Type.Union([OneOf(['_self', '_blank', ''] as const), Type.Null()])),
  category: Type.Optional(Category),
  propertyJson: Type.Optional(Type.Union([
    Type.String({ maxLength: 2000 }),
    Type.Object({}, { additionalProperties: true }),
    Type.Null(),
  ], { description: 'JSON object (or its text); types 3, 4, 5 and 8 need {moduleId, isTree}' })),
  isButtonAuthorize: Flag(),
  isColumnAuthorize: Flag(),
  isDataAuthorize: Flag(),
  isFormAuthorize: Flag(),
  description: TextIn(500),
  ...SortAndState,
});

/**
 * Menus (docs/product.md#jnpf-permission-tables: base_module) and, registered from here, their buttons, columns, forms and
 * data-rule schemes. Every call belongs to the menu administration page.
 */
export async function menuRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;
  const menu = ADMIN_MENUS.menu;
  const tags = ['menu'];
  const base = '/api/system/Menu';

  app.get(base, {
    config: { access: { menu } },
    schema: {
      tags,
      summary: 'Every menu of a category (disabled too) as a tree; a keyword (name or code) keeps its hits and their ancestors; creatorTime is epoch ms',
      querystring: Type.Object({ category: Type.Optional(Category), keyword: Type.Optional(Type.String({ maxLength: 100 })) }),
    },
  }, async (request) => list(await listMenus(db, request.query.category ?? 'Web', request.query.keyword, requestLang(request))));

  app.get(`${base}/Selector/:id`, {
    config: { access: { menu } },
    schema: {
      tags,
      summary: "Directories a menu may move under, as a tree, without the menu {id} and its sub-tree ('0' when creating); the top level is parentId '-1'",
      params: Type.Object({ id: Id }),
      querystring: Type.Object({ category: Type.Optional(Category) }),
    },
  }, async (request) => list(await menuDirectories(db, request.params.id, request.query.category ?? 'Web', requestLang(request))));

  app.get(`${base}/:id`, {
    config: { access: { menu } },
    schema: { tags, summary: 'One menu (404 when missing)', params: IdParams },
  }, async (request) => ok(await getMenu(db, request.params.id)));

  app.post(base, {
    config: { access: { menu, button: 'btn_add' } },
    schema: {
      tags,
      summary: 'Create a menu: code unique per category (409), name unique among siblings (409), parent a directory of the same category',
      body: MenuBody,
    },
  }, async (request) => {
    const id = await createMenu(db, currentUser(request).id, request.body);
    return ok({ id }, pick(request, MENU_TEXT.created));
  });

  app.put(`${base}/:id`, {
    config: { access: { menu, button: 'btn_edit' } },
    schema: {
      tags,
      summary: 'Update a menu; fields left out keep their value. Not under itself or its sub-tree; a menu with sub-menus stays a directory of its category',
      params: IdParams,
      body: MenuBody,
    },
  }, async (request) => {
    await updateMenu(db, currentUser(request).id, request.params.id, request.body);
    return ok(undefined, tr(request, 'updateOk'));
  });

  app.delete(`${base}/:id`, {
    config: { access: { menu, button: 'btn_remove' } },
    schema: {
      tags,
      summary: 'Delete a menu without sub-menus, with its buttons, columns, forms, schemes and their grants',
      params: IdParams,
    },
  }, async (request) => {
    await deleteMenu(db, request.params.id);
    return ok(undefined, tr(request, 'deleteOk'));
  });

  app.put(`${base}/:id/Actions/State`, {
    config: { access: { menu, button: 'btn_edit' } },
    schema: { tags, summary: 'Enable a disabled menu or disable an enabled one; answers the new enabledMark', params: IdParams },
  }, async (request) => {
    const enabledMark = await toggleMenu(db, currentUser(request).id, request.params.id);
    return ok({ enabledMark }, tr(request, 'updateOk'));
  });

  await app.register(menuItemRoutes);
}
