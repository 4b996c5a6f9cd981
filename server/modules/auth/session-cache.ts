import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { sessions, users } from '../../db/schema';

export type SessionRow = typeof sessions.$inferSelect;
/** The signed-in user as services see it: the users row without the password hash. */
export type SessionUser = Omit<typeof users.$inferSelect, 'passwordHash'>;

/** The notification channel of migration 0019. */
export const SESSION_CACHE_CHANNEL = 'session_cache';

/** A session as resolved by the round trip, with the epochs read with it. */
export interface CachedSession {
  session: SessionRow;
  user: SessionUser;
  epoch: string;
  dataEpoch: string | null;
}

const MAX_ENTRIES = 50_000;

/**
 * This process's resolved sessions by token hash (docs/architecture.md#request-cost): a request whose session is here
 * makes no round trip before its own query. An entry is valid while nothing it was read from changed; migration 0019
 * notifies every change at commit and the entries concerned are dropped. While the listener is not connected nothing
 * is served (a notification may have been missed), and (re)connecting starts empty.
 * A read that raced a drop is not kept: it takes a ticket before reading and stores only if no drop came in between.
 */
export class SessionCache {
  private listening = false;
  private generation = 0;
  private readonly byHash = new Map<string, CachedSession>();
  private readonly hashOfSession = new Map<string, string>();
  private readonly hashesOfUser = new Map<string, Set<string>>();
  private readonly syncs = new Map<string, () => void>();
  private syncSeq = 0;
  private stateWaiters: Array<{ listening: boolean; resolve: () => void }> = [];

  /** Served only while notifications are being received. */
  get(hash: string): CachedSession | undefined {
    return this.listening ? this.byHash.get(hash) : undefined;
  }

  /** Taken before the round trip; `store` keeps its result only if nothing was dropped since. */
  ticket(): number {
    return this.listening ? this.generation : -1;
  }

  store(ticket: number, hash: string, entry: CachedSession): void {
    if (!this.listening || ticket !== this.generation) return;
    if (this.byHash.size >= MAX_ENTRIES) this.clear();
    this.byHash.set(hash, entry);
    this.hashOfSession.set(entry.session.id, hash);
    let hashes = this.hashesOfUser.get(entry.user.id);
    if (!hashes) this.hashesOfUser.set(entry.user.id, (hashes = new Set()));
    hashes.add(hash);
  }

  get size(): number {
    return this.byHash.size;
  }

  get active(): boolean {
    return this.listening;
  }

  clear(): void {
    this.generation += 1;
    this.byHash.clear();
    this.hashOfSession.clear();
    this.hashesOfUser.clear();
  }

  dropSession(sessionId: string): void {
    this.generation += 1;
    const hash = this.hashOfSession.get(sessionId);
    if (hash) this.forget(hash);
  }

  dropUser(userId: string): void {
    this.generation += 1;
    for (const hash of this.hashesOfUser.get(userId) ?? []) this.forget(hash);
  }

  private forget(hash: string): void {
    const entry = this.byHash.get(hash);
    if (!entry) return;
    this.byHash.delete(hash);
    this.hashOfSession.delete(entry.session.id);
    const hashes = this.hashesOfUser.get(entry.user.id);
    hashes?.delete(hash);
    if (hashes?.size === 0) this.hashesOfUser.delete(entry.user.id);
  }

  /** A notification of migration 0019, or a sync marker of `sync`. */
  notified(payload: string): void {
    if (payload.startsWith('s:')) this.dropSession(payload.slice(2));
    else if (payload.startsWith('u:')) this.dropUser(payload.slice(2));
    else if (payload.startsWith('sync:')) this.syncs.get(payload)?.();
    else this.clear(); // 'auth', 'data', 'all' and anything unknown
  }

  /** The listener's state: entries kept before a loss or a (re)connection are not trusted. */
  listenerState(listening: boolean): void {
    this.clear();
    this.listening = listening;
    if (!listening) for (const resolve of this.syncs.values()) resolve();
    const waiting = this.stateWaiters;
    this.stateWaiters = waiting.filter((w) => w.listening !== listening);
    for (const w of waiting) if (w.listening === listening) w.resolve();
  }

  /** Resolves when the listener is (or next becomes) connected, or disconnected. */
  whenListening(listening = true): Promise<void> {
    if (this.listening === listening) return Promise.resolve();
    return new Promise((resolve) => this.stateWaiters.push({ listening, resolve }));
  }

  /**
   * Resolves once every change committed before the call has been applied here: a marker is notified through `db` and
   * PostgreSQL delivers notifications in commit order. Without a listener there is nothing to wait for.
   */
  async sync(db: Db): Promise<void> {
    if (!this.listening) return;
    const marker = `sync:${process.pid}:${(this.syncSeq += 1)}`;
    const seen = new Promise<void>((resolve) => this.syncs.set(marker, resolve));
    await db.execute(sql`select pg_notify(${SESSION_CACHE_CHANNEL}, ${marker})`);
    await seen;
    this.syncs.delete(marker);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolved sessions of this process (session-cache.ts); inactive when SESSION_CACHE is off. */
    sessionCache: SessionCache;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Creates the app's cache and, when enabled, its listener. A write answered by this node clears the cache before the
 * reply leaves (its transaction has committed by then), so this node applies its own changes exactly even before the
 * notification arrives; other nodes, jobs and SQL by hand apply at the notification.
 */
export function installSessionCache(app: FastifyInstance): void {
  const cache = new SessionCache();
  app.decorate('sessionCache', cache);
  if (!app.config.sessionCache) return;
  const listening = app.database.listen(SESSION_CACHE_CHANNEL, {
    payload: (payload) => cache.notified(payload),
    state: (up) => cache.listenerState(up),
  });
  app.addHook('preClose', async () => listening.close());
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READ_METHODS.has(request.method) && request.routeOptions.config?.read !== true) cache.clear();
    return payload;
  });
}
