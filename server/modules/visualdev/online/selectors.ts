import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TSchema } from '@sinclair/typebox';
import { list } from '../../../core/envelope';
import { pick, requestLang } from '../../../core/i18n';
import type { DbOrTx } from '../../../db/client';
import { departmentPicker, organizePicker } from '../../permission/organize-read';
import { positionPicker } from '../../permission/position-service';
import { roleSelector } from '../../permission/role-service';
import { ROLE_TEXT } from '../../permission/user-role-text';
import { userSelectorTree } from '../../permission/user-selector';
import { areaChildren } from '../../system/area-service';

/**
 * The permission, organisation and area selectors of the /api/_m family (spec section 7; JNPF gives no path): the
 * platform's selector at its own path under /api/_m, e.g. /api/_m/permission/Users/Selector answers as
 * /api/permission/Users/Selector does, from the same service, in the reader's language and with the same access (a session; the trees hold
 * enabled entries only, as the designed forms' pickers read them everywhere).
 */

interface Selector {
  path: string;
  summary: string;
  params?: TSchema;
  querystring?: TSchema;
  load(db: DbOrTx, request: FastifyRequest): Promise<unknown[]>;
}

const query = (request: FastifyRequest) => request.query as Record<string, unknown>;

const SELECTORS: Selector[] = [
  {
    path: '/permission/Users/Selector',
    summary: 'As /api/permission/Users/Selector: the enabled organisation tree with enabled users as leaves; keyword prunes',
    querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })) }),
    load: (db, request) => userSelectorTree(db, query(request).keyword as string | undefined),
  },
  {
    path: '/permission/Organize/Selector',
    summary: 'As /api/permission/Organize/Selector: enabled companies as a tree',
    load: (db, request) => organizePicker(db, false, requestLang(request)),
  },
  {
    path: '/permission/Organize/Department/Selector',
    summary: 'As /api/permission/Organize/Department/Selector: enabled companies (disabled: true) and departments as one tree',
    load: (db, request) => departmentPicker(db, requestLang(request)),
  },
  {
    path: '/permission/Position/Selector',
    summary: 'As /api/permission/Position/Selector: enabled organisations with their enabled positions as leaves',
    load: (db, request) => positionPicker(db, requestLang(request)),
  },
  {
    path: '/permission/Role/Selector',
    summary: 'As /api/permission/Role/Selector: enabled roles, flat or (grouped=1) under their role types',
    querystring: Type.Object({ grouped: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])) }),
    load: (db, request) => roleSelector(db, query(request).grouped === 1, pick(request, ROLE_TEXT.otherType), requestLang(request)),
  },
  {
    path: '/system/Area/:id/Selector',
    summary: 'As /api/system/Area/{id}/Selector: enabled direct children of an area (-1: the provinces)',
    params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
    load: (db, request) => areaChildren(db, (request.params as { id: string }).id),
  },
];

export async function selectorRoutes(app: FastifyInstance, prefix: string): Promise<void> {
  const db = app.database.db;
  for (const s of SELECTORS) {
    app.get(`${prefix}${s.path}`, {
      config: { access: 'session' },
      schema: { tags: ['visualdev online'], summary: s.summary, ...(s.params ? { params: s.params } : {}), ...(s.querystring ? { querystring: s.querystring } : {}) },
    }, async (request) => list(await s.load(db, request)));
  }
}
