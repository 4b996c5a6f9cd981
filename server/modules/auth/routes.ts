import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok } from '../../core/envelope';
import { pick, requestLang } from '../../core/i18n';
import { ipPlace } from '../../core/ip-place';
import { describeUserAgent } from '../../core/user-agent';
import { getSysConfig, localSetting, timeZoneOf } from '../system/config-service';
import { LogCategory, writeLog } from '../system/log-service';
import { LOG_TEXT } from '../system/log-text';
import { requestGrants } from '../permission/grants';
import { authorizedMenus, menuTree, permissionList } from '../permission/authorized-menus';
import { userInfo } from '../permission/user-profile';
import { currentSession, currentUser } from './access-hook';
import { login } from './login-service';
import { minutesOf, reserveAttempt, THROTTLE, throttleKeys } from './login-throttle';
import { authText } from './messages';
import { MD5_HEX, verifyPassword } from './password';
import { endSessions, sessionById } from './session-service';

const Md5 = Type.String({ pattern: MD5_HEX.source, description: 'lowercase hex MD5 of the typed password' });

const LoginBody = Type.Object({
  account: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  password: Type.Optional(Md5),
  origin: Type.Optional(Type.Union([Type.Literal('password'), Type.Literal('code'), Type.Literal('scan')], { default: 'password' })),
  code: Type.Optional(Type.String({ pattern: '^\\d{6}$', description: '6-digit sign-in code (origin=code)' })),
  ticket: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'approved scan ticket (origin=scan)' })),
  ticketSecret: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'secret returned when the ticket was created (origin=scan)' })),
  mobileDevice: Type.Optional(Type.Boolean()),
});

const LoginQuery = Type.Object({
  client_id: Type.Optional(Type.String({ maxLength: 100 })),
  client_secret: Type.Optional(Type.String({ maxLength: 100 })),
  scope: Type.Optional(Type.String({ maxLength: 100 })),
  grant_type: Type.Optional(Type.String({ maxLength: 50 })),
});

/** Fields each sign-in origin needs (the schema alone cannot say "required when origin is ..."). */
const needs = { password: ['account', 'password'], code: ['account', 'code'], scan: ['ticket', 'ticketSecret'] } as const;

/** Sign-in, sign-out, lock screen and the current user (docs/product.md#jnpf-sign-in, #jnpf-current-user). */
export async function authRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;

  app.post('/api/oauth/Login', {
    config: { access: 'public' },
    schema: { tags: ['oauth'], summary: 'Sign in (form or JSON)', body: LoginBody, querystring: LoginQuery },
  }, async (request) => {
    const body = request.body;
    const origin = body.origin ?? 'password';
    const missing = needs[origin].find((f) => !body[f]);
    if (missing) return { code: 400, msg: pick(request, authText.fieldRequired, { field: missing }) };
    if (origin === 'code' && !app.codeSender) return { code: 400, msg: pick(request, authText.codeLoginOff) };
    const mobile = String(request.headers['jnpf-origin'] ?? '').toLowerCase() === 'app' || body.mobileDevice === true;
    const outcome = await login({ db, hub: app.hub, throttle: app.throttle }, {
      origin,
      account: body.account,
      password: body.password,
      code: body.code,
      ticket: body.ticket,
      ticketSecret: body.ticketSecret,
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? ''),
      deviceClass: mobile ? 'mobile' : 'pc',
    });
    if (!outcome.ok) return { code: outcome.code, msg: pick(request, outcome.text, outcome.vars) };
    return ok({ token: outcome.token, theme: outcome.theme });
  });

  app.get('/api/oauth/CurrentUser', {
    config: { access: 'session', beforePasswordChange: true },
    schema: { tags: ['oauth'], summary: 'Menus, permissions and profile of the signed-in user' },
  }, async (request) => {
    const user = currentUser(request);
    const grants = await requestGrants(request, db);
    const lang = requestLang(request);
    const [settings, menus] = await Promise.all([getSysConfig(db), authorizedMenus(db, grants, 'Web', lang)]);
    return ok({
      menuList: menuTree(menus.visible),
      permissionList: await permissionList(db, grants, menus.granted, lang),
      userInfo: await userInfo(db, user, settings, lang),
      // What every screen formats with: times in the configured zone (schemas/format/time.ts); and the product's name
      // in the reader's language, read with every load so a copy the browser kept in another language is replaced.
      sysConfigInfo: { timeZone: timeZoneOf(settings), sysName: localSetting(settings, 'sysName', lang) },
    });
  });

  app.get('/api/oauth/Logout', {
    config: { access: 'session', beforePasswordChange: true },
    schema: { tags: ['oauth'], summary: 'Sign out (ends this session)' },
  }, async (request) => {
    const user = currentUser(request);
    const session = currentSession(request);
    await endSessions(db, sessionById(session.id), 'logout');
    app.sessionCache.dropSession(session.id); // a GET: the write hook of session-cache.ts does not see it
    app.hub.closeSession(session.id);
    await writeLog(db, {
      category: LogCategory.login,
      type: 'logout',
      userId: user.id,
      userName: `${user.realName}/${user.account}`,
      ipAddress: request.ip,
      ipAddressName: ipPlace(request.ip),
      platform: describeUserAgent(request.headers['user-agent']),
      abstracts: LOG_TEXT.logout.zh,
    });
    return ok(undefined, pick(request, authText.logoutOk));
  });

  app.post('/api/oauth/LockScreen', {
    config: { access: 'session' },
    schema: { tags: ['oauth'], summary: 'Check the password to unlock the screen', body: Type.Object({ account: Type.String({ minLength: 1, maxLength: 100 }), password: Md5 }) },
  }, async (request) => {
    const user = currentUser(request);
    // The lock screen guards an open session, so guesses are limited like sign-ins (counted first).
    const key = throttleKeys.session(user.id);
    const blocked = await reserveAttempt(app.throttle, key, THROTTLE.session);
    if (blocked > 0) return { code: 400, msg: pick(request, authText.tooManyAttempts, { n: minutesOf(blocked) }) };
    const [row] = await db.query.users.findMany({ where: (u, { eq }) => eq(u.id, user.id), columns: { passwordHash: true }, limit: 1 });
    if (request.body.account !== user.account || !(await verifyPassword(row?.passwordHash, request.body.password))) {
      return { code: 400, msg: pick(request, authText.wrongCredentials) };
    }
    await app.throttle.clear(key);
    return ok(undefined, pick(request, authText.verifyOk));
  });
}
