import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { coreText, textIn, type Text } from '../../core/i18n';
import { ipPlace } from '../../core/ip-place';
import { describeUserAgent } from '../../core/user-agent';
import { configNumber, getSysConfig } from '../system/config-service';
import { LogCategory, writeLog } from '../system/log-service';
import { LOG_TEXT } from '../system/log-text';
import type { RealtimeHub } from '../realtime/hub';
import { findUserByAccountOrMobile, findUserForLogin, type UserRow } from './account-lookup';
import { refuseLogin } from './login-checks';
import { verifyLoginCode } from './login-code';
import { authText } from './messages';
import { verifyPassword } from './password';
import { minutesOf, reserveSignIn } from './login-throttle';
import { consumeTicket } from './scan-ticket';
import type { ThrottleStore } from './throttle-store';
import { endSessions, insertSession, pushLogout, sessionsOfUser } from './session-service';

export interface LoginInput {
  origin: 'password' | 'code' | 'scan';
  account?: string;
  password?: string;
  code?: string;
  ticket?: string;
  /** Secret returned with the ticket to the browser that created it. */
  ticketSecret?: string;
  ip: string;
  userAgent: string;
  deviceClass: 'pc' | 'mobile';
}

export interface LoginDeps {
  db: Db;
  hub: RealtimeHub;
  throttle: ThrottleStore;
}

export type LoginOutcome =
  | { ok: true; token: string; theme: string; userId: string; sessionId: string }
  | { ok: false; code: 400; text: Text; vars?: Record<string, number> };

const displayName = (u: Pick<UserRow, 'realName' | 'account'>) => `${u.realName}/${u.account}`;

/** Signs a user in: limits, credentials, account checks, session (single login), log (category 1). */
export async function login(deps: LoginDeps, input: LoginInput): Promise<LoginOutcome> {
  const { db } = deps;
  const accountKey = (input.account ?? '').trim().toLowerCase();
  const log = (user: UserRow | null, ok: boolean, reason?: string) => writeLog(db, {
    category: LogCategory.login,
    type: input.origin,
    userId: user?.id ?? null,
    userName: user ? displayName(user) : (input.account ?? '').slice(0, 100),
    ipAddress: input.ip,
    ipAddressName: ipPlace(input.ip),
    platform: describeUserAgent(input.userAgent),
    abstracts: ok ? LOG_TEXT.loginSuccess.zh : LOG_TEXT.loginFailed.zh,
    json: reason ? JSON.stringify({ reason }) : null,
  });
  const refuse = async (user: UserRow | null, text: Text, reason: string, vars?: Record<string, number>): Promise<LoginOutcome> => {
    await log(user, false, reason);
    return { ok: false, code: 400, text, vars };
  };

  let user: UserRow | null = null;
  if (input.origin === 'password') user = await findUserForLogin(db, input.account ?? '');
  else if (input.origin === 'code') user = await findUserByAccountOrMobile(db, input.account ?? '');
  // The try is counted before the proof is checked, so a parallel burst gets no extra guesses. An
  // alias (mobile@account) resolves to the same user id and so to the same count.
  const who = input.origin === 'scan' ? undefined : (user?.id ?? accountKey);
  const reservation = await reserveSignIn(deps.throttle, input.ip, who);
  if (!('succeeded' in reservation)) {
    return refuse(user, authText.tooManyAttempts, 'rate limited', { n: minutesOf(reservation.blockedMs) });
  }
  // A failed proof keeps its count; the reply never says which part was wrong.
  const failed = async (failedUser: UserRow | null, text: Text, reason: string) => {
    if (failedUser) await db.update(users).set({ logErrorCount: sql`${users.logErrorCount} + 1` }).where(eq(users.id, failedUser.id));
    return refuse(failedUser, text, reason);
  };

  if (input.origin === 'scan') {
    const userId = await consumeTicket(db, input.ticket ?? '', input.ticketSecret ?? '');
    if (userId) [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) return failed(null, authText.ticketInvalid, 'invalid ticket');
  } else if (input.origin === 'code') {
    const valid = await verifyLoginCode(db, input.account ?? '', input.code ?? '');
    if (!user || !valid) return failed(user, authText.codeInvalid, user ? 'wrong code' : 'unknown account');
  } else {
    const valid = await verifyPassword(user?.passwordHash, input.password ?? '');
    if (!user || !valid) return failed(user, authText.wrongCredentials, user ? 'wrong password' : 'unknown account');
  }
  await reservation.succeeded();

  const settings = await getSysConfig(db);
  const refusal = await refuseLogin(db, user, input.ip, settings);
  if (refusal) return refuse(user, refusal, refusal.en);

  const signedIn = user;
  const now = new Date();
  const { token, sessionId, superseded } = await db.transaction(async (tx) => {
    // Updating the user row first also serialises concurrent sign-ins of the same user.
    await tx.update(users).set({
      prevLogTime: signedIn.lastLogTime,
      prevLogIp: signedIn.lastLogIp,
      lastLogTime: now,
      lastLogIp: input.ip,
      firstLogTime: signedIn.firstLogTime ?? now,
      firstLogIp: signedIn.firstLogIp ?? input.ip,
      logSuccessCount: sql`${users.logSuccessCount} + 1`,
    }).where(eq(users.id, signedIn.id));
    const ended = settings.singleLogin === '0' ? []
      : await endSessions(tx, sessionsOfUser(signedIn.id, { deviceClass: input.deviceClass }), 'superseded');
    const created = await insertSession(tx, {
      userId: signedIn.id,
      deviceClass: input.deviceClass,
      ip: input.ip,
      ipPlace: ipPlace(input.ip),
      userAgent: input.userAgent,
      timeoutMinutes: configNumber(settings, 'tokenTimeout', 480),
    });
    return { ...created, superseded: ended };
  });
  pushLogout(deps.hub, superseded, textIn(signedIn.language, coreText('sessionSuperseded')));
  await log(signedIn, true);
  return { ok: true, token, theme: signedIn.theme ?? 'classic', userId: signedIn.id, sessionId };
}
