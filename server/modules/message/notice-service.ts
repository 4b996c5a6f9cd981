import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../core/errors';
import { rowsOf } from '../../db/json-params';
import { containsAny } from '../permission/admin-query';
import { users } from '../permission/tables';
import type { RealtimeHub } from '../realtime/hub';
import { withDelivery } from './delivery';
import { sanitizeNoticeBody } from './sanitize';
import { messages } from './tables';
import { MESSAGE_TEXT } from './texts';
import { deliverUnreadCounts } from './unread-count';

/**
 * Notices (系统公告, type 1; docs/product.md#jnpf-messages): drafts an administrator writes, edits and then
 * releases once to every enabled user. Released notices are frozen (their receipts carry the release time).
 */
export const NOTICE_TYPE = 1;

export interface NoticeInput {
  title: string;
  bodyText?: string;
}

/** `realName/account` of a message's creator, as JNPF shows it; '' when the user is gone. */
export const creatorName = sql<string>`coalesce(${users.realName} || '/' || ${users.account}, '')`;

const isNotice = eq(messages.type, NOTICE_TYPE);

function cleanInput(input: NoticeInput): { title: string; bodyText: string } {
  const title = input.title.trim();
  if (!title) throw badRequest(MESSAGE_TEXT.titleRequired, 'title');
  return { title, bodyText: sanitizeNoticeBody(input.bodyText ?? '') };
}

export async function pageNotices(db: DbOrTx, q: { currentPage: number; pageSize: number; keyword?: string }) {
  const keyword = q.keyword?.trim();
  const where: SQL | undefined = and(isNotice, keyword ? containsAny(keyword, messages.title) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db.select({
      id: messages.id, title: messages.title, creatorUser: creatorName, lastModifyTime: messages.lastModifyTime,
      enabledMark: messages.enabledMark, state: messages.state,
    }).from(messages).leftJoin(users, eq(users.id, messages.creatorUserId)).where(where)
      .orderBy(desc(messages.lastModifyTime), desc(messages.id))
      .limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize),
    db.select({ total: count() }).from(messages).where(where),
  ]);
  return { list: rows.map((r) => ({ ...r, lastModifyTime: r.lastModifyTime.getTime() })), total };
}

export async function noticeInfo(db: DbOrTx, id: string) {
  const [row] = await db.select({
    id: messages.id, title: messages.title, bodyText: messages.bodyText, enabledMark: messages.enabledMark, state: messages.state,
  }).from(messages).where(and(isNotice, eq(messages.id, id)));
  if (!row) throw notFound(MESSAGE_TEXT.noticeMissing);
  return row;
}

export async function createNotice(db: DbOrTx, actorId: string, input: NoticeInput): Promise<{ id: string }> {
  const clean = cleanInput(input);
  const [row] = await db.insert(messages).values({
    type: NOTICE_TYPE, ...clean, enabledMark: 0, state: 'created', creatorUserId: actorId, lastModifyUserId: actorId,
  }).returning({ id: messages.id });
  return row;
}

/** Drafts only: the WHERE holds the rule, so an edit racing a release cannot change what was sent. */
export async function updateNotice(db: DbOrTx, actorId: string, id: string, input: NoticeInput): Promise<void> {
  const clean = cleanInput(input);
  const updated = await db.update(messages)
    .set({ ...clean, state: 'updated', lastModifyUserId: actorId, lastModifyTime: new Date() })
    .where(and(isNotice, eq(messages.id, id), eq(messages.enabledMark, 0))).returning({ id: messages.id });
  if (updated.length === 0) {
    await noticeInfo(db, id); // 404 when missing
    throw badRequest(MESSAGE_TEXT.releasedNoEdit);
  }
}

/**
 * Deletes the notice with its receipts; the users who had it unread get their new counts (unreadCount), so their
 * bells drop it at once.
 */
export async function deleteNotice(db: Db, hub: RealtimeHub, id: string): Promise<void> {
  await withDelivery(db, hub, async (tx, deliver) => {
    const unread = rowsOf<{ user_id: string }>(await tx.execute(sql`
      delete from message_receipts where message_id = ${id} and is_read = 0 returning user_id`)).map((r) => r.user_id);
    // The receipts left go by the foreign key (on delete cascade); a missing id rolls the delete above back.
    const deleted = await tx.delete(messages).where(and(isNotice, eq(messages.id, id))).returning({ id: messages.id });
    if (deleted.length === 0) throw notFound(MESSAGE_TEXT.noticeMissing);
    await deliverUnreadCounts(tx, deliver, unread);
  });
}

/**
 * Releases a draft once: in one transaction the state change, one unread receipt per enabled, not deleted user
 * (one INSERT ... SELECT) and one messagePush per receiver (one broadcast statement), published after commit.
 * The conditional UPDATE makes a second or concurrent release a 400 that writes nothing.
 */
export async function releaseNotice(db: Db, hub: RealtimeHub, actorId: string, id: string): Promise<{ receivers: number }> {
  return withDelivery(db, hub, async (tx, _deliver, broadcast) => {
    const now = new Date();
    const [released] = await tx.update(messages)
      .set({ enabledMark: 1, state: 'released', lastModifyUserId: actorId, lastModifyTime: now })
      .where(and(isNotice, eq(messages.id, id), eq(messages.enabledMark, 0)))
      .returning({ id: messages.id, title: messages.title });
    if (!released) {
      await noticeInfo(tx, id);
      throw badRequest(MESSAGE_TEXT.alreadyReleased);
    }
    const receivers = rowsOf<{ user_id: string }>(await tx.execute(sql`
      insert into message_receipts (message_id, user_id, is_read, read_count, sort_time)
      select ${id}, u.id, 0, 0, ${now.toISOString()}::timestamptz from users u
      where u.enabled_mark = 1 and u.deleted_at is null
      on conflict do nothing
      returning user_id`)).map((r) => r.user_id);
    await broadcast(receivers, { method: 'messagePush', unreadNoticeCount: 1, messageType: NOTICE_TYPE, id, title: released.title });
    return { receivers: receivers.length };
  });
}
