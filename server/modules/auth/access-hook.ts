import type { FastifyInstance, FastifyReply } from 'fastify';
import { tr, type MessageKey } from '../../core/i18n';
import { PASSWORD_CHANGE_CODE } from '../../core/route-access';
import { configNumber, getSysConfig, noteConfigEpoch } from '../system/config-service';
import { hasMenuAccess, requestGrants } from '../permission/grants';
import { resolveSession, type SessionRow, type SessionUser } from './session-service';
import { installSessionCache } from './session-cache';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access hook on every non-public /api route. */
    user: SessionUser | null;
    session: SessionRow | null;
    /** The authorisation epoch read with the session: cached rights are valid for it (db/epoch-cache.ts). */
    authEpoch: string | null;
    /** The data epoch read with the session: cached page totals are valid for it (resource/page-total.ts). */
    dataEpoch: string | null;
  }
}

const codeMessage: Record<600 | 601 | 602, MessageKey> = {
  600: 'sessionExpired',
  601: 'sessionSuperseded',
  602: 'tokenInvalid',
};

/**
 * Enforces each route's declared access before the body is even parsed: 'public' passes,
 * otherwise a live session is required (and a changed password, unless the route allows it before), and for
 * {menu, button?} the user's grants must hold both.
 * Denials are HTTP 200 with the code in the envelope, as JNPF clients expect.
 */
export function installAccessControl(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.decorateRequest('authEpoch', null);
  app.decorateRequest('dataEpoch', null);
  installSessionCache(app);
  const deny = (reply: FastifyReply, code: number, key: MessageKey) =>
    reply.code(200).send({ code, msg: tr(reply.request, key) });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const db = app.database.db;
    const settings = await getSysConfig(db);
    const resolved = await resolveSession(db, request.headers.authorization, configNumber(settings, 'tokenTimeout', 480), app.sessionCache);
    if (!resolved.ok) return deny(reply, resolved.code, codeMessage[resolved.code]);
    request.user = resolved.user;
    request.session = resolved.session;
    request.authEpoch = resolved.epoch;
    request.dataEpoch = resolved.dataEpoch;
    noteConfigEpoch(db, resolved.epoch);
    // A new or reset password must be replaced before anything else is done with it.
    if (resolved.user.mustChangePassword && !request.routeOptions.config?.beforePasswordChange) {
      return deny(reply, PASSWORD_CHANGE_CODE, 'mustChangePassword');
    }
    if (access === 'session') return;
    const grants = await requestGrants(request, db);
    if (!(await hasMenuAccess(db, grants, access, request.authEpoch))) return deny(reply, 403, 'permissionDenied');
  });
}

/** The signed-in user of a 'session' or menu route (the hook guarantees it). */
export function currentUser(request: { user: SessionUser | null }): SessionUser {
  if (!request.user) throw new Error('currentUser() on a route without a session');
  return request.user;
}

export function currentSession(request: { session: SessionRow | null }): SessionRow {
  if (!request.session) throw new Error('currentSession() on a route without a session');
  return request.session;
}
