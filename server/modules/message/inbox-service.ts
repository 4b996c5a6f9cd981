import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../core/errors';
import { jsonTexts, rowsOf } from '../../db/json-params';
import { containsAny } from '../permission/admin-query';
import { users } from '../permission/tables';
import type { RealtimeHub } from '../realtime/hub';
import { withDelivery } from './delivery';
import { creatorName } from './notice-service';
import { messageReceipts, messages } from './tables';
import { MESSAGE_TEXT } from './texts';
import { deliverUnreadCounts } from './unread-count';

/**
 * The bell's figures for one user (initMessage, unreadCount): unread notices (type 1) and unread system/flow
 * messages (types 2, 3), each with the title and time of the user's latest one (JNPF noticeDefaultText/Time).
 * Only the user's own receipts are read, so a notice or message sent to others never shows here.
 */
export interface UnreadSummary {
  unreadNoticeCount: number;
  unreadMessageCount: number;
  noticeDefaultText: string;
  /** Epoch ms of the latest notice, null when the user has none. */
  noticeDefaultTime: number | null;
  messageDefaultText: string;
  messageDefaultTime: number | null;
}

interface Row {
  kind: string;
  unread: string | number;
  title: string | null;
  at: Date | string | null;
}

const msOf = (at: Date | string | null): number | null => (at === null ? null : new Date(at).getTime());

export async function unreadSummary(db: DbOrTx, userId: string): Promise<UnreadSummary> {
  // One statement: per kind, the unread count and the latest receipt (inbox index user_id, sort_time).
  const rows = rowsOf<Row>(await db.execute(sql`
    with mine as (
      select case when m.type = 1 then 'notice' else 'message' end as kind, r.is_read, m.title, r.sort_time, m.id
      from message_receipts r join messages m on m.id = r.message_id
      where r.user_id = ${userId}
    ),
    counts as (select kind, count(*) filter (where is_read = 0) as unread from mine group by kind),
    latest as (
      select distinct on (kind) kind, title, sort_time as at from mine order by kind, sort_time desc, id desc
    )
    select c.kind, c.unread, l.title, l.at from counts c join latest l using (kind)`));
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  const notice = byKind.get('notice');
  const message = byKind.get('message');
  return {
    unreadNoticeCount: Number(notice?.unread ?? 0),
    unreadMessageCount: Number(message?.unread ?? 0),
    noticeDefaultText: notice?.title ?? '',
    noticeDefaultTime: msOf(notice?.at ?? null),
    messageDefaultText: message?.title ?? '',
    messageDefaultTime: msOf(message?.at ?? null),
  };
}

export interface InboxQuery {
  currentPage: number;
  pageSize: number;
  sort?: 'asc' | 'desc';
  keyword?: string;
  type?: number;
  /** 0 unread, 1 read. */
  isRead?: number;
}

/** The caller's inbox: their receipts joined with the messages, by time (index message_receipts_inbox). */
export async function pageInbox(db: DbOrTx, userId: string, q: InboxQuery) {
  const keyword = q.keyword?.trim();
  const where = and(
    eq(messageReceipts.userId, userId),
    q.type ? eq(messages.type, q.type) : undefined,
    q.isRead === undefined ? undefined : eq(messageReceipts.isRead, q.isRead),
    keyword ? containsAny(keyword, messages.title) : undefined,
  );
  const order = q.sort === 'asc' ? [asc(messageReceipts.sortTime), asc(messages.id)] : [desc(messageReceipts.sortTime), desc(messages.id)];
  const [rows, [{ total }]] = await Promise.all([
    db.select({
      id: messages.id, title: messages.title, type: messages.type, isRead: messageReceipts.isRead, bodyText: messages.bodyText,
      creatorUser: creatorName, lastModifyTime: messageReceipts.sortTime,
    }).from(messageReceipts)
      .innerJoin(messages, eq(messages.id, messageReceipts.messageId))
      .leftJoin(users, eq(users.id, messages.creatorUserId))
      .where(where).orderBy(...order).limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize),
    db.select({ total: count() }).from(messageReceipts).innerJoin(messages, eq(messages.id, messageReceipts.messageId)).where(where),
  ]);
  return {
    list: rows.map((r) => ({ ...r, isRead: r.isRead ? '1' : '0', lastModifyTime: r.lastModifyTime.getTime() })),
    total,
  };
}

/** Opens one of the caller's messages and marks it read; a message without the caller's receipt is a 404. */
export async function readInfo(db: Db, hub: RealtimeHub, userId: string, messageId: string) {
  return withDelivery(db, hub, async (tx, deliver) => {
    const [receipt] = await tx.update(messageReceipts)
      .set({ isRead: 1, readTime: new Date(), readCount: sql`${messageReceipts.readCount} + 1` })
      .where(and(eq(messageReceipts.userId, userId), eq(messageReceipts.messageId, messageId)))
      .returning({ sortTime: messageReceipts.sortTime });
    if (!receipt) throw notFound(MESSAGE_TEXT.messageMissing);
    const [row] = await tx.select({ id: messages.id, title: messages.title, bodyText: messages.bodyText, creatorUser: creatorName })
      .from(messages).leftJoin(users, eq(users.id, messages.creatorUserId)).where(eq(messages.id, messageId));
    await deliverUnreadCounts(tx, deliver, [userId]);
    return { ...row, lastModifyTime: receipt.sortTime.getTime() };
  });
}

/** Marks every unread receipt of the caller read; answers how many changed. */
export async function readAll(db: Db, hub: RealtimeHub, userId: string): Promise<number> {
  return withDelivery(db, hub, async (tx, deliver) => {
    const changed = await tx.update(messageReceipts)
      .set({ isRead: 1, readTime: new Date(), readCount: sql`${messageReceipts.readCount} + 1` })
      .where(and(eq(messageReceipts.userId, userId), eq(messageReceipts.isRead, 0)))
      .returning({ id: messageReceipts.messageId });
    await deliverUnreadCounts(tx, deliver, [userId]);
    return changed.length;
  });
}

/**
 * Deletes the caller's own receipts of the listed messages (the messages stay for their other receivers).
 * Ids that are not the caller's are ignored, as they would be missing; none of the caller's at all is a 404.
 */
export async function deleteReceipts(db: Db, hub: RealtimeHub, userId: string, ids: readonly string[]): Promise<number> {
  return withDelivery(db, hub, async (tx, deliver) => {
    const deleted = await tx.delete(messageReceipts)
      .where(and(eq(messageReceipts.userId, userId), inArray(messageReceipts.messageId, jsonTexts(ids))))
      .returning({ id: messageReceipts.messageId });
    if (deleted.length === 0) throw notFound(MESSAGE_TEXT.messageMissing);
    await deliverUnreadCounts(tx, deliver, [userId]);
    return deleted.length;
  });
}
