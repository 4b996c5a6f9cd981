import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TProperties } from '@sinclair/typebox';
import { list, ok } from '../../core/envelope';
import { pick, requestLang, tr } from '../../core/i18n';
import { currentUser } from '../auth/access-hook';
import { RULE_OPS } from '../permission/data-rules';
import { ADMIN_MENUS } from '../permission/seed';
import { Id, IdParams, ModuleParams, NameAndCode, OneOf, SortAndState, TextIn } from './menu-http';
import { MENU_TEXT } from './menu-messages';
import { createItem, deleteItem, getItem, listItems, schemeFields, toggleItem, updateItem, type ItemInput, type ItemKind } from './menu-item-service';

/** A scheme's conditionJson: [{logic, groups: [{field, op, value}]}] (docs/product.md#jnpf-data-rules). */
const Conditions = Type.Array(Type.Object({
  logic: OneOf(['and', 'or'] as const, 'how the conditions of the group join'),
  groups: Type.Array(Type.Object({
    id: Type.Optional(Type.String({ maxLength: 64 })),
    field: Type.String({ minLength: 1, maxLength: 64 }),
    type: Type.Optional(Type.String({ maxLength: 20 })),
    op: OneOf(RULE_OPS),
    value: Type.String({ maxLength: 200, description: 'a literal or a placeholder such as @userId' }),
  }), { maxItems: 50 }),
}), { maxItems: 20, description: 'groups AND together; checked against the menu\'s rule fields' });

interface KindRoutes {
  kind: ItemKind;
  base: string;
  tag: string;
  what: string;
  extra: TProperties;
}

const KINDS: KindRoutes[] = [
  { kind: 'button', base: '/api/system/ModuleButton', tag: 'menu: buttons', what: 'button', extra: { icon: TextIn(100), urlAddress: TextIn(500) } },
  { kind: 'column', base: '/api/system/ModuleColumn', tag: 'menu: columns', what: 'column', extra: { bindTable: TextIn(100), bindTableName: TextIn(100) } },
  { kind: 'form', base: '/api/system/ModuleForm', tag: 'menu: forms', what: 'form field', extra: { bindTable: TextIn(100) } },
  {
    kind: 'resource',
    base: '/api/system/ModuleDataAuthorizeScheme',
    tag: 'menu: data rules',
    what: 'data-rule scheme',
    extra: { conditionJson: Conditions, conditionText: TextIn(2000, 'computed from the conditions when left empty') },
  },
];

/**
 * Buttons, columns, forms and data-rule schemes of a menu (docs/product.md#jnpf-permission-tables): one set of routes per
 * kind, all on the menu administration page. Codes are unique per menu; deleting an item also
 * deletes its grants.
 */
export async function menuItemRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;
  const menu = ADMIN_MENUS.menu;

  for (const { kind, base, tag, what, extra } of KINDS) {
    const tags = [tag];
    const fields = { parentId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: "an item of the same menu, or '-1' (the default)" })), ...NameAndCode, ...extra, ...SortAndState };
    const CreateBody = Type.Object({ moduleId: Id, ...fields });
    const UpdateBody = Type.Object({ moduleId: Type.Optional(Type.String({ maxLength: 64, description: 'fixed at creation' })), ...fields });

    app.get(`${base}/:moduleId/List`, {
      config: { access: { menu } },
      schema: {
        tags,
        summary: `Every ${what} of a menu (disabled too) as a tree by parentId; a keyword keeps hits and their ancestors`,
        params: ModuleParams,
        querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })) }),
      },
    }, async (request) => list(await listItems(db, kind, request.params.moduleId, request.query.keyword, requestLang(request))));

    app.get(`${base}/:id`, {
      config: { access: { menu } },
      schema: { tags, summary: `One ${what} (404 when missing)`, params: IdParams },
    }, async (request) => ok(await getItem(db, kind, request.params.id)));

    app.post(base, {
      config: { access: { menu, button: 'btn_add' } },
      schema: { tags, summary: `Create a ${what} of a menu; code unique per menu (409)`, body: CreateBody },
    }, async (request) => {
      const id = await createItem(db, kind, currentUser(request).id, request.body as ItemInput);
      return ok({ id }, pick(request, MENU_TEXT.created));
    });

    app.put(`${base}/:id`, {
      config: { access: { menu, button: 'btn_edit' } },
      schema: { tags, summary: `Update a ${what}; fields left out keep their value; it stays with its menu`, params: IdParams, body: UpdateBody },
    }, async (request) => {
      await updateItem(db, kind, currentUser(request).id, request.params.id, request.body as ItemInput);
      return ok(undefined, tr(request, 'updateOk'));
    });

    app.delete(`${base}/:id`, {
      config: { access: { menu, button: 'btn_remove' } },
      schema: { tags, summary: `Delete a ${what} without sub-items, with its grants`, params: IdParams },
    }, async (request) => {
      await deleteItem(db, kind, request.params.id);
      return ok(undefined, tr(request, 'deleteOk'));
    });

    app.put(`${base}/:id/Actions/State`, {
      config: { access: { menu, button: 'btn_edit' } },
      schema: { tags, summary: `Enable or disable a ${what}; answers the new enabledMark`, params: IdParams },
    }, async (request) => {
      const enabledMark = await toggleItem(db, kind, currentUser(request).id, request.params.id);
      return ok({ enabledMark }, tr(request, 'updateOk'));
    });
  }

  app.get('/api/system/ModuleDataAuthorizeScheme/:moduleId/Fields', {
    config: { access: { menu } },
    schema: {
      tags: ['menu: data rules'],
      summary: 'The fields a scheme of this menu may filter on, with their labels, operators and placeholders',
      params: ModuleParams,
    },
  }, async (request) => list(await schemeFields(db, request.params.moduleId)));
}
