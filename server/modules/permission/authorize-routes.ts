import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok } from '../../core/envelope';
import { forbidden } from '../../core/errors';
import { coreText, pick, requestLang } from '../../core/i18n';
import type { DbOrTx } from '../../db/client';
import { currentUser } from '../auth/access-hook';
import { AUTHORIZE_TEXT } from './authorize-messages';
import {
  authorizeData, authorizeValues, batchAuthorize, OBJECT_TYPES, requireObject, saveAuthorize, type GrantActor, type ObjectType,
} from './authorize-service';
import { AUTH_KINDS } from './authorize-tree';
import { hasMenuAccess, requestGrants } from './grants';
import { ADMIN_MENUS, AUTHORIZE_MENUS } from './seed';
import { userScope } from './user-data-rules';

const Id = Type.String({ minLength: 1, maxLength: 64 });
const ObjectTypeIn = Type.Unsafe<ObjectType>({ type: 'string', enum: [...OBJECT_TYPES], description: 'Role, Position or User' });
const KindIn = Type.Unsafe<(typeof AUTH_KINDS)[number]>({ type: 'string', enum: [...AUTH_KINDS] });
const Ids = (description: string) => Type.Optional(Type.Array(Id, { maxItems: 5000, description }));

const GrantLists = {
  module: Ids('menu ids'),
  button: Ids('button ids'),
  column: Ids('column ids'),
  form: Ids('form ids'),
  resource: Ids('data-rule scheme ids'),
};

/** The page whose btn_authorize grants rights to each kind of object. */
const PAGE_OF: Record<ObjectType, string> = { Role: ADMIN_MENUS.role, Position: ADMIN_MENUS.position, User: ADMIN_MENUS.user };

/** 403 unless the user holds btn_authorize of the page that manages `type` objects. */
async function requireAuthorizePage(request: FastifyRequest, db: DbOrTx, type: ObjectType): Promise<void> {
  const grants = await requestGrants(request, db);
  if (!(await hasMenuAccess(db, grants, { menu: PAGE_OF[type], button: 'btn_authorize' }, request.authEpoch))) throw forbidden(coreText('permissionDenied'));
}

/**
 * The route admits btn_authorize of any of the role, position and user pages; once the request is
 * parsed (before it is validated) this checks the page of each kind of object it names, so a
 * role administrator cannot grant rights to users. Nothing is read or written when it refuses.
 */
function exactPageGuard(db: DbOrTx, typesOf: (request: FastifyRequest) => unknown[]): preValidationAsyncHookHandler {
  return async (request) => {
    const types = typesOf(request).filter((t): t is ObjectType => OBJECT_TYPES.includes(t as ObjectType));
    for (const type of new Set(types)) await requireAuthorizePage(request, db, type);
  };
}

type Loose = Record<string, unknown> | null | undefined;
const nonEmpty = (v: unknown) => Array.isArray(v) ? v.length > 0 : Boolean(v);

async function grantActor(request: FastifyRequest, db: DbOrTx): Promise<GrantActor> {
  return { id: currentUser(request).id, grants: await requestGrants(request, db), userScope: await userScope(request, db) };
}

/** Rights of roles, positions and users (docs/product.md#jnpf-authorisation). */
export async function authorizeRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;
  const access = { menu: AUTHORIZE_MENUS, button: 'btn_authorize' };
  const tags = ['authorize'];
  const base = '/api/permission/Authority/Data';

  app.get(`${base}/:objectId`, {
    config: { access },
    preValidation: exactPageGuard(db, (r) => [(r.query as Loose)?.objectType]),
    schema: {
      tags,
      summary: 'The authorisation dialog of one object: {module, button, column, form, resource}, each {list: tree of enabled menus (Web and App, nodes carry category) with the items as leaves, ids: granted ids}',
      params: Type.Object({ objectId: Id }),
      querystring: Type.Object({ objectType: ObjectTypeIn }),
    },
  }, async (request) => ok(await authorizeData(db, request.query.objectType, request.params.objectId, await userScope(request, db), requestLang(request))));

  app.post(`${base}/:objectId/Values`, {
    config: { access, read: true }, // a tab of the authorisation dialog: reads
    preValidation: exactPageGuard(db, (r) => [(r.body as Loose)?.objectType]),
    schema: {
      tags,
      summary: 'One tab\'s tree limited to the chosen menus (and their ancestors), with the object\'s granted ids of that type; without objectType the id is looked up among roles, positions and users',
      params: Type.Object({ objectId: Id }),
      body: Type.Object({
        type: KindIn,
        moduleIds: Type.Union([Type.Array(Id, { maxItems: 5000 }), Type.String({ maxLength: 200000, description: 'comma-separated' })]),
        objectType: Type.Optional(ObjectTypeIn),
      }),
    },
  }, async (request) => {
    const { type, moduleIds, objectType } = request.body;
    const ids = Array.isArray(moduleIds) ? moduleIds : moduleIds.split(',').map((s) => s.trim()).filter(Boolean);
    // Without objectType the object's own type decides which page's btn_authorize is needed.
    const object = await requireObject(db, objectType, request.params.objectId, await userScope(request, db));
    await requireAuthorizePage(request, db, object.objectType);
    return ok(await authorizeValues(db, object, type, ids, requestLang(request)));
  });

  app.put(`${base}/:objectId`, {
    config: { access },
    preValidation: exactPageGuard(db, (r) => [(r.body as Loose)?.objectType]),
    schema: {
      tags,
      summary: 'Replace every grant of the object (portal grants aside) in one transaction; 404 unknown object, 400 administrator or unknown ids',
      params: Type.Object({ objectId: Id }),
      body: Type.Object({ objectType: ObjectTypeIn, ...GrantLists }),
    },
  }, async (request) => {
    const { objectType, ...lists } = request.body;
    await saveAuthorize(db, await grantActor(request, db), objectType, request.params.objectId, lists);
    return ok(undefined, pick(request, AUTHORIZE_TEXT.saved));
  });

  app.post(`${base}/Batch`, {
    config: { access },
    preValidation: exactPageGuard(db, (r) => {
      const b = r.body as Loose;
      return [nonEmpty(b?.roleIds) && 'Role', nonEmpty(b?.positionIds) && 'Position', nonEmpty(b?.userIds) && 'User'];
    }),
    schema: {
      tags,
      summary: 'Add every given right to every given role, position and user (existing grants stay) in one transaction',
      body: Type.Object({
        userIds: Ids('user ids'),
        positionIds: Ids('position ids'),
        roleIds: Ids('role ids'),
        ...GrantLists,
      }),
    },
  }, async (request) => {
    await batchAuthorize(db, await grantActor(request, db), request.body);
    return ok(undefined, pick(request, AUTHORIZE_TEXT.saved));
  });
}
