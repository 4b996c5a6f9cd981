import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { jsonRows, rowsOf } from '../../db/json-params';
import type { RealtimeHub } from '../realtime/hub';
import { userDeliveries } from './tables';

/**
 * Delivery that loses nothing (docs/architecture.md#message-delivery). A push is first stored in
 * user_deliveries, in the transaction that stores what it tells, under the user's next sequence number; it is
 * published only after that transaction commits. A socket that reconnects sends the last sequence it saw and is
 * given every stored push after it, so a dropped connection, a restarted node or a lost Redis publish loses
 * nothing. Taking a number locks the user's user_sequences row until commit, so one user's numbers commit in
 * order and "everything after n" never skips a push that commits late.
 */
export interface Delivery {
  userId: string;
  seq: number;
  payload: Record<string, unknown>;
}

export interface Outgoing {
  userId: string;
  payload: Record<string, unknown>;
}

/** Stores the pushes with their sequence numbers; publish the result after commit (publishDeliveries). */
export async function storeDeliveries(tx: Tx, outgoing: readonly Outgoing[]): Promise<Delivery[]> {
  if (outgoing.length === 0) return [];
  const input = jsonRows(outgoing.map((o, i) => ({ i, user_id: o.userId, payload: o.payload })));
  // Counters are taken in user-id order, so two deliveries to overlapping users cannot deadlock.
  const rows = rowsOf<{ user_id: string; seq: string | number; payload: Record<string, unknown> }>(await tx.execute(sql`
    with input as (select * from json_to_recordset(${input}::json) as x(i int, user_id text, payload jsonb)),
    counts as (select user_id, count(*)::bigint as n from input group by user_id),
    seqs as (
      insert into user_sequences (user_id, seq) select user_id, n from counts order by user_id
      on conflict (user_id) do update set seq = user_sequences.seq + excluded.seq
      returning user_id, seq
    ),
    numbered as (
      select i.i, i.user_id, i.payload, s.seq - c.n + row_number() over (partition by i.user_id order by i.i) as seq
      from input i join counts c using (user_id) join seqs s using (user_id)
    )
    insert into user_deliveries (user_id, seq, payload)
    select user_id, seq, payload from numbered order by i
    returning user_id, seq, payload`));
  return rows.map((r) => ({ userId: r.user_id, seq: Number(r.seq), payload: r.payload }));
}

/**
 * The same push to many users (a released notice to every enabled user): one statement for the numbers and one
 * for the log, whatever the number of users. `userIds` is a subquery or list the caller builds.
 */
export async function storeBroadcast(tx: Tx, userIds: readonly string[], payload: Record<string, unknown>): Promise<Delivery[]> {
  if (userIds.length === 0) return [];
  const ids = JSON.stringify([...new Set(userIds)].sort());
  const rows = rowsOf<{ user_id: string; seq: string | number }>(await tx.execute(sql`
    with seqs as (
      insert into user_sequences (user_id, seq)
      select u, 1 from jsonb_array_elements_text(${ids}::jsonb) as u order by u
      on conflict (user_id) do update set seq = user_sequences.seq + 1
      returning user_id, seq
    )
    insert into user_deliveries (user_id, seq, payload)
    select user_id, seq, ${JSON.stringify(payload)}::jsonb from seqs
    returning user_id, seq`));
  return rows.map((r) => ({ userId: r.user_id, seq: Number(r.seq), payload }));
}

/** Pushes stored deliveries to the users' sockets on every node, each frame carrying its `seq`. */
export function publishDeliveries(hub: RealtimeHub, deliveries: readonly Delivery[]): void {
  for (const d of deliveries) hub.publishToUser(d.userId, { ...d.payload, seq: d.seq });
}

/**
 * Runs `work` in one transaction with a `deliver` function; what it delivers is published once the transaction
 * has committed (never before: a push must not tell of something a rollback undoes).
 */
export async function withDelivery<T>(
  db: Db,
  hub: RealtimeHub,
  work: (tx: Tx, deliver: (outgoing: readonly Outgoing[]) => Promise<Delivery[]>, broadcast: (userIds: readonly string[], payload: Record<string, unknown>) => Promise<Delivery[]>) => Promise<T>,
): Promise<T> {
  const stored: Delivery[] = [];
  const result = await db.transaction(async (tx) => work(
    tx,
    async (outgoing) => {
      const d = await storeDeliveries(tx, outgoing);
      stored.push(...d);
      return d;
    },
    async (userIds, payload) => {
      const d = await storeBroadcast(tx, userIds, payload);
      stored.push(...d);
      return d;
    },
  ));
  publishDeliveries(hub, stored);
  return result;
}

/** The user's last sequence number (0 before the first push). */
export async function lastSequence(db: DbOrTx, userId: string): Promise<number> {
  const rows = rowsOf<{ seq: string | number }>(await db.execute(sql`select seq from user_sequences where user_id = ${userId}`));
  return rows.length ? Number(rows[0].seq) : 0;
}

/** Stored pushes after `afterSeq`, oldest first, at most `limit` (a client that missed more reloads its lists). */
export async function deliveriesSince(db: DbOrTx, userId: string, afterSeq: number, limit: number): Promise<Delivery[]> {
  const rows = await db.select().from(userDeliveries)
    .where(and(eq(userDeliveries.userId, userId), gt(userDeliveries.seq, afterSeq)))
    .orderBy(asc(userDeliveries.seq)).limit(limit);
  return rows.map((r) => ({ userId: r.userId, seq: r.seq, payload: r.payload as Record<string, unknown> }));
}

/** Rows per purge statement, as system/batch-delete.ts: no statement holds its locks for long. */
const PURGE_BATCH = 5000;

/**
 * The retention job's part: pushes older than `before` (a client offline longer reloads instead of replaying),
 * in batches; answers how many went.
 */
export async function purgeDeliveries(db: DbOrTx, before: Date, batch = PURGE_BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const old = db.select({ userId: userDeliveries.userId, seq: userDeliveries.seq }).from(userDeliveries)
      .where(lt(userDeliveries.createdAt, before)).limit(batch);
    const rows = await db.delete(userDeliveries)
      .where(sql`(${userDeliveries.userId}, ${userDeliveries.seq}) in ${old}`)
      .returning({ seq: userDeliveries.seq });
    total += rows.length;
    if (rows.length < batch) return total;
  }
}
