import { and, desc, eq, getTableColumns, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { AUTH_EPOCH, DATA_EPOCH } from '../../db/epoch-cache';
import type { RealtimeHub } from '../realtime/hub';
import { hashToken, newToken, parseToken } from './token';
import type { SessionCache, SessionRow, SessionUser } from './session-cache';

export type { SessionRow, SessionUser } from './session-cache';

/** Why a session ended; superseded and forced answer 601, the rest 600. */
export type EndReason = 'logout' | 'superseded' | 'forced' | 'password';

/** Sliding expiry is written at most this often, so most requests cost no write. */
const TOUCH_INTERVAL_MS = 60_000;

export type Resolved =
  | { ok: true; session: SessionRow; user: SessionUser; epoch: string; dataEpoch: string | null }
  | { ok: false; code: 600 | 601 | 602 };

const { passwordHash: _hash, ...userColumns } = getTableColumns(users);
/** The version of a users row: its xmin moves with every update of the row, whichever column it sets. */
const USER_VERSION = sql<string | null>`${users}.xmin::text`;

function buildLookup(db: Db) {
  return db.select({ session: sessions, userVersion: USER_VERSION, epoch: AUTH_EPOCH, dataEpoch: DATA_EPOCH }).from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('hash'))).limit(1)
    .prepare('session_lookup');
}

type Lookup = ReturnType<typeof buildLookup>;
const lookups = new WeakMap<Db, Lookup>();

/**
 * The statement every signed-in request runs first, prepared once (docs/architecture.md#request-cost): Drizzle builds
 * it once and PostgreSQL parses and plans it once per connection. It reads the user's version, not the user's
 * seventy-odd columns: those come from the cache below. The password hash is never read here.
 */
function sessionLookup(db: Db): Lookup {
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = buildLookup(db)));
  return lookup;
}

const MAX_USERS = 10_000;
const userCaches = new WeakMap<Db, Map<string, { version: string; user: SessionUser }>>();

/**
 * The user row at `version`, from the cache or read again (a new sign-in time, a changed name or password flag all move
 * the version). A row read is kept under the version it was read with, so the cache never pairs a version with another
 * row's content.
 */
async function userAt(db: Db, userId: string, version: string): Promise<SessionUser | undefined> {
  let cache = userCaches.get(db);
  if (!cache) userCaches.set(db, (cache = new Map()));
  const hit = cache.get(userId);
  if (hit?.version === version) return hit.user;
  const [row] = await db.select({ user: userColumns, version: USER_VERSION }).from(users).where(eq(users.id, userId));
  if (!row) return undefined;
  if (cache.size >= MAX_USERS) cache.clear();
  if (row.version !== null) cache.set(userId, { version: row.version, user: row.user });
  return row.user;
}

/**
 * Finds the live session of an Authorization header value and slides its expiry.
 * Missing or malformed token -> 600, unknown hash -> 602, expired/logged out -> 600,
 * superseded/forced -> 601 (server-contract "Sign-in and sessions"). One round trip: the session, its user, the
 * authorisation epoch the request's cached rights are checked against and the data epoch of cached page totals
 * (db/epoch-cache.ts). None while `cache` holds the session (session-cache.ts): its expiry is checked against the
 * clock, and an entry whose sliding expiry is due takes the round trip, which writes it.
 */
export async function resolveSession(db: Db, header: string | undefined, timeoutMinutes: number, cache?: SessionCache): Promise<Resolved> {
  const raw = parseToken(header);
  if (!raw) return { ok: false, code: 600 };
  const hash = hashToken(raw);
  const now = Date.now();
  const hit = cache?.get(hash);
  if (hit && hit.session.expiresAt.getTime() > now && now - hit.session.lastSeenAt.getTime() <= TOUCH_INTERVAL_MS) {
    return { ok: true, ...hit };
  }
  const ticket = cache?.ticket() ?? -1;
  const [row] = await sessionLookup(db).execute({ hash });
  if (!row) return { ok: false, code: 602 };
  const { session, userVersion, epoch, dataEpoch } = row;
  if (session.endedReason === 'superseded' || session.endedReason === 'forced') return { ok: false, code: 601 };
  if (session.endedReason || session.expiresAt.getTime() <= now) return { ok: false, code: 600 };
  const user = userVersion === null ? undefined : await userAt(db, session.userId, userVersion);
  // A user disabled or deleted since sign-in loses the session at once.
  if (!user || user.deletedAt || user.enabledMark !== 1) return { ok: false, code: 600 };
  if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    const lastSeenAt = new Date(now);
    const expiresAt = new Date(now + timeoutMinutes * 60_000);
    await db.update(sessions).set({ lastSeenAt, expiresAt })
      .where(and(eq(sessions.id, session.id), isNull(sessions.endedReason)));
    Object.assign(session, { lastSeenAt, expiresAt });
  }
  const resolved = { session, user, epoch: String(epoch), dataEpoch: dataEpoch ?? null };
  cache?.store(ticket, hash, resolved);
  return { ok: true, ...resolved };
}

export interface NewSession {
  userId: string;
  deviceClass: 'pc' | 'mobile';
  ip: string;
  ipPlace: string;
  userAgent: string;
  timeoutMinutes: number;
}

/** Inserts a session; returns the token (only ever handed to the client) and the row id. */
export async function insertSession(db: DbOrTx, s: NewSession): Promise<{ token: string; sessionId: string }> {
  const { token, hash } = newToken();
  const [row] = await db.insert(sessions).values({
    tokenHash: hash,
    userId: s.userId,
    deviceClass: s.deviceClass,
    ip: s.ip,
    ipPlace: s.ipPlace,
    userAgent: s.userAgent.slice(0, 500),
    expiresAt: new Date(Date.now() + s.timeoutMinutes * 60_000),
  }).returning({ id: sessions.id });
  return { token, sessionId: row.id };
}

const live = (): SQL => and(isNull(sessions.endedReason), gt(sessions.expiresAt, new Date()))!;

/** Ends the live sessions matching `where`; returns their ids. */
export async function endSessions(db: DbOrTx, where: SQL, reason: EndReason): Promise<string[]> {
  const rows = await db.update(sessions).set({ endedReason: reason, endedAt: new Date() })
    .where(and(live(), where)).returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

export const sessionsOfUser = (userId: string, opts: { deviceClass?: string; exceptId?: string } = {}): SQL =>
  and(
    eq(sessions.userId, userId),
    opts.deviceClass ? eq(sessions.deviceClass, opts.deviceClass) : undefined,
    opts.exceptId ? ne(sessions.id, opts.exceptId) : undefined,
  )!;

export const sessionById = (id: string): SQL => eq(sessions.id, id);

/** Tells the sockets of ended sessions to sign out (client handles {method:'logout', msg}), then closes them. */
export function pushLogout(hub: RealtimeHub, sessionIds: string[], msg: string): void {
  for (const id of sessionIds) {
    hub.publishToSession(id, { method: 'logout', msg });
    hub.closeSession(id);
  }
}

/** True while the session has not ended or expired. */
export async function isLive(db: DbOrTx, sessionId: string): Promise<boolean> {
  const [row] = await db.select({ id: sessions.id }).from(sessions).where(and(sessionById(sessionId), live())).limit(1);
  return Boolean(row);
}

/** Live sessions for the online-user list, newest first. */
export async function listLiveSessions(db: DbOrTx) {
  return db.select({
    sessionId: sessions.id,
    userId: sessions.userId,
    account: users.account,
    realName: users.realName,
    deviceClass: sessions.deviceClass,
    createdAt: sessions.createdAt,
    ip: sessions.ip,
    userAgent: sessions.userAgent,
  }).from(sessions).innerJoin(users, eq(users.id, sessions.userId))
    .where(live()).orderBy(desc(sessions.createdAt));
}
