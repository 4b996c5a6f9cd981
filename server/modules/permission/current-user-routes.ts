import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { list, ok, page } from '../../core/envelope';
import { pick, requestLang, textIn, tr } from '../../core/i18n';
import { PageQuery, TimeRangeQuery } from '../../core/paging';
import { users } from '../../db/schema';
import { MD5_HEX } from '../auth/password';
import { currentSession, currentUser } from '../auth/access-hook';
import { pushLogout } from '../auth/session-service';
import { minutesOf, reserveAttempt, THROTTLE, throttleKeys } from '../auth/login-throttle';
import { listLogs } from '../system/log-service';
import { authorizedItems, authorizedMenus, menuTree, type PermissionKind } from './authorized-menus';
import { requestGrants } from './grants';
import { profileText } from './messages';
import { orgById } from './org-service';
import { changeOwnPassword } from './password-service';
import { PlainPassword, typedPasswordMd5 } from './password-policy';
import { avatarUrl } from './user-profile';
import { BaseInfoBody, baseInfo, checkBaseInfo, updateBaseInfo } from './profile-service';

const Md5 = Type.String({ pattern: MD5_HEX.source, description: 'lowercase hex MD5' });
const tags = ['permission'];

/** The signed-in user's own settings (docs/product.md#jnpf-current-user-settings), all for any signed-in user. */
export async function currentUserRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;
  const base = '/api/permission/Users/Current';
  const access = 'session' as const;

  app.get(`${base}/BaseInfo`, { config: { access, beforePasswordChange: true }, schema: { tags, summary: 'My profile; times are epoch ms' } },
    async (request) => ok(await baseInfo(db, currentUser(request), requestLang(request))));

  app.put(`${base}/BaseInfo`, {
    config: { access },
    schema: { tags, summary: 'Update my profile (account and password are not changed here)', body: BaseInfoBody },
  }, async (request) => {
    const failure = checkBaseInfo(request.body);
    if (failure) return { code: 400, msg: `${failure.field}: ${pick(request, failure.text)}` };
    await updateBaseInfo(db, currentUser(request).id, request.body);
    return ok(undefined, tr(request, 'updateOk'));
  });

  app.put(`${base}/Avatar/:id`, {
    config: { access },
    schema: {
      tags,
      summary: 'Set my avatar to an uploaded file name',
      params: Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$', description: 'file name from the uploader' }) }),
    },
  }, async (request) => {
    await db.update(users).set({ headIcon: request.params.id, updatedAt: new Date() }).where(eq(users.id, currentUser(request).id));
    return ok(undefined, tr(request, 'updateOk'));
  });

  app.post(`${base}/Actions/ModifyPassword`, {
    config: { access, beforePasswordChange: true },
    schema: {
      tags,
      summary: 'Change my password: the current one as md5, the new one as typed (6-16 letters and digits, both present); ends my other sessions',
      body: Type.Object({
        oldPassword: Md5,
        password: PlainPassword,
        code: Type.Optional(Type.String({ maxLength: 20 })),
        timestamp: Type.Optional(Type.String({ maxLength: 30 })),
      }),
    },
  }, async (request) => {
    const user = currentUser(request);
    const newMd5 = typedPasswordMd5(request.body.password, 'password');
    // Guessing the old password through an open session is limited like sign-in: the try is counted first (shared store).
    const key = throttleKeys.session(user.id);
    const blocked = await reserveAttempt(app.throttle, key, THROTTLE.session);
    if (blocked > 0) return { code: 400, msg: pick(request, profileText.tooManyAttempts, { n: minutesOf(blocked) }) };
    const result = await changeOwnPassword(db, user.id, currentSession(request).id, request.body.oldPassword, newMd5);
    if (!result.ok) {
      return { code: 400, msg: pick(request, result.reason === 'wrongOld' ? profileText.wrongOldPassword : profileText.samePassword) };
    }
    await app.throttle.clear(key);
    pushLogout(app.hub, result.endedSessions, textIn(user.language, profileText.sessionEndedByPassword));
    return ok(undefined, pick(request, profileText.passwordChanged));
  });

  app.put(`${base}/SystemTheme`, {
    config: { access },
    schema: { tags, summary: 'My layout theme', body: Type.Object({ theme: Type.Union([Type.Literal('classic'), Type.Literal('functional'), Type.Literal('plain')]) }) },
  }, async (request) => {
    await db.update(users).set({ theme: request.body.theme }).where(eq(users.id, currentUser(request).id));
    return ok(undefined, tr(request, 'updateOk'));
  });

  app.put(`${base}/SystemLanguage`, {
    config: { access, beforePasswordChange: true },
    schema: { tags, summary: 'My language', body: Type.Object({ language: Type.Union([Type.Literal('zh'), Type.Literal('zhtw'), Type.Literal('en')]) }) },
  }, async (request) => {
    await db.update(users).set({ language: request.body.language }).where(eq(users.id, currentUser(request).id));
    return ok(undefined, tr(request, 'updateOk'));
  });

  app.get(`${base}/Subordinate`, { config: { access }, schema: { tags, summary: 'Users whose manager I am (one level)' } }, async (request) => {
    const rows = await db.select().from(users)
      .where(and(eq(users.managerId, currentUser(request).id), isNull(users.deletedAt)))
      .orderBy(asc(users.sortCode), asc(users.account));
    const out = await Promise.all(rows.map(async (u) => ({
      id: u.id,
      realName: u.realName,
      account: u.account,
      headIcon: avatarUrl(u.headIcon),
      department: (await orgById(db, u.organizeId))?.fullName ?? '',
    })));
    return list(out);
  });

  app.get(`${base}/Authorize`, {
    config: { access },
    schema: { tags, summary: 'My menus, and per menu my buttons, columns, resources and forms' },
  }, async (request) => {
    const grants = await requestGrants(request, db);
    const lang = requestLang(request);
    const menus = await authorizedMenus(db, grants, 'Web', lang);
    const pages = menus.granted.filter((m) => m.type !== 1);
    const byKind = async (kind: PermissionKind) => {
      const items = await authorizedItems(db, grants, kind, pages.map((m) => m.id), lang);
      return pages
        .map((m) => ({
          id: m.id, fullName: m.fullName, icon: m.icon, parentId: m.parentId, type: 'module',
          children: items.filter((i) => i.moduleId === m.id).map((i) => ({ id: i.id, fullName: i.fullName, enCode: i.enCode, parentId: m.id, type: kind })),
        }))
        .filter((m) => m.children.length > 0);
    };
    const [button, column, resource, form] = await Promise.all((['button', 'column', 'resource', 'form'] as const).map(byKind));
    return ok({ module: menuTree(menus.visible), button, column, resource, form });
  });

  app.get(`${base}/SystemLog`, {
    config: { access },
    schema: {
      tags,
      summary: 'My own log rows (category 1 login by default); creatorTime is epoch ms',
      querystring: Type.Composite([PageQuery, TimeRangeQuery, Type.Object({ category: Type.Integer({ minimum: 1, maximum: 5, default: 1 }) })]),
    },
  }, async (request) => {
    const q = request.query;
    const { list: rows, total } = await listLogs(db, { ...q, userId: currentUser(request).id }, requestLang(request));
    return page(rows, q.currentPage, q.pageSize, total);
  });
}
