import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/json-params';
import { uploadedFiles, users } from '../../db/schema';
import { coreText } from '../../core/i18n';
import { isLive } from '../auth/session-service';
import { avatarUrl } from '../permission/user-profile';
import type { RealtimeHub } from '../realtime/hub';
import { SocketError } from '../realtime/methods';
import { parseChatContent } from './chat-content';
import { chatText } from './chat-texts';
import { withDelivery } from './delivery';
import { imContents, imReplies } from './tables';

/** Chat between two users over the websocket (docs/product.md#websocket; JNPF base_imcontent, base_imreply). */

const MAX_ID = 64;
const idOf = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 && value.length <= MAX_ID ? value : null);

export interface SendInput {
  fromUserId: string;
  /** The sender's session: a write needs it live (its socket may outlive a lost logout push by a heartbeat). */
  sessionId: string;
  toUserId: unknown;
  messageType: unknown;
  messageContent: unknown;
}

/**
 * Stores one message and, in the same transaction, moves the conversation (im_replies) and stores the two pushes:
 * `sendMessage` to every socket of the sender (their other tabs show it too) and `receiveMessage` to the recipient's.
 * The recipient must be an enabled user other than the sender; an image must be the sender's own IM upload.
 */
export async function sendChat(db: Db, hub: RealtimeHub, input: SendInput): Promise<{ id: string }> {
  const toUserId = idOf(input.toUserId);
  if (!toUserId) throw new SocketError(chatText.badRecipient);
  if (toUserId === input.fromUserId) throw new SocketError(chatText.self);
  const content = parseChatContent(input.messageType, input.messageContent);
  return withDelivery(db, hub, async (tx, deliver) => {
    const people = await tx.select({
      id: users.id, account: users.account, realName: users.realName, headIcon: users.headIcon, enabledMark: users.enabledMark, deletedAt: users.deletedAt,
    }).from(users).where(inArray(users.id, [input.fromUserId, toUserId]));
    const usable = (id: string) => people.find((p) => p.id === id && p.enabledMark === 1 && !p.deletedAt);
    const sender = usable(input.fromUserId);
    if (!sender || !(await isLive(tx, input.sessionId))) throw new SocketError(coreText('sessionExpired'));
    const recipient = usable(toUserId);
    if (!recipient) throw new SocketError(chatText.badRecipient);
    if (content.contentType === 'image') {
      const [file] = await tx.select({ name: uploadedFiles.name }).from(uploadedFiles)
        .where(and(eq(uploadedFiles.name, content.fileName), eq(uploadedFiles.type, 'IM'), eq(uploadedFiles.userId, sender.id)));
      if (!file) throw new SocketError(chatText.badImage);
    }
    const now = new Date();
    const [row] = await tx.insert(imContents).values({
      sendUserId: sender.id, receiveUserId: recipient.id, sendTime: now, contentType: content.contentType, content: content.content, state: 0,
    }).returning({ id: imContents.id });
    await tx.insert(imReplies).values({ userId: sender.id, receiveUserId: recipient.id, receiveTime: now })
      .onConflictDoUpdate({ target: [imReplies.userId, imReplies.receiveUserId], set: { receiveTime: now } });
    const at = now.getTime();
    const senderFace = { headIcon: avatarUrl(sender.headIcon), realName: sender.realName, account: sender.account };
    await deliver([
      {
        userId: sender.id,
        payload: {
          method: 'sendMessage', UserId: sender.id, toUserId: recipient.id, dateTime: at, latestDate: at, ...senderFace,
          toAccount: recipient.account, toRealName: recipient.realName, toHeadIcon: avatarUrl(recipient.headIcon),
          messageType: content.contentType, toMessage: content.shown, id: row.id,
        },
      },
      {
        userId: recipient.id,
        payload: {
          method: 'receiveMessage', formUserId: sender.id, messageType: content.contentType, formMessage: content.shown,
          dateTime: at, latestDate: at, ...senderFace, id: row.id,
        },
      },
    ]);
    return { id: row.id };
  });
}

/** Marks the messages `formUserId` sent to `me` read; the user's sockets (other tabs) get `chatRead`. */
export async function markChatRead(db: Db, hub: RealtimeHub, me: string, formUserId: unknown): Promise<number> {
  const from = idOf(formUserId);
  if (!from) throw new SocketError(coreText('invalidInput'));
  return withDelivery(db, hub, async (tx, deliver) => {
    const read = await tx.update(imContents).set({ state: 1, receiveTime: new Date() })
      .where(and(eq(imContents.sendUserId, from), eq(imContents.receiveUserId, me), eq(imContents.state, 0)))
      .returning({ id: imContents.id });
    // Nothing was unread: no tab shows a badge for this chat, so there is nothing to tell.
    if (read.length > 0) await deliver([{ userId: me, payload: { method: 'chatRead', formUserId: from } }]);
    return read.length;
  });
}

export interface HistoryQuery {
  toUserId: unknown;
  currentPage: unknown;
  pageSize: unknown;
  sord: unknown;
  keyword: unknown;
}

const MAX_PAGE_SIZE = 50;
const MAX_KEYWORD = 100;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const intIn = (value: unknown, min: number, max: number, fallback: number) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : fallback;
};

/**
 * One page of the chat between `me` and `toUserId` (either direction, never anyone else's), ordered by send time
 * as `sord` asks, the page itself ascending as the reference does. The keyword searches text messages only
 * (an image's stored JSON is no text to search).
 */
export async function chatHistory(db: DbOrTx, me: string, q: HistoryQuery) {
  const other = idOf(q.toUserId);
  if (!other) throw new SocketError(coreText('invalidInput'));
  const currentPage = intIn(q.currentPage, 1, 1_000_000, 1);
  const pageSize = intIn(q.pageSize, 1, MAX_PAGE_SIZE, 30);
  const order = q.sord === 'asc' ? asc : desc;
  const keyword = typeof q.keyword === 'string' ? q.keyword.trim().slice(0, MAX_KEYWORD) : '';
  const pair = or(
    and(eq(imContents.sendUserId, me), eq(imContents.receiveUserId, other)),
    and(eq(imContents.sendUserId, other), eq(imContents.receiveUserId, me)),
  )!;
  const where = keyword ? and(pair, eq(imContents.contentType, 'text'), ilike(imContents.content, `%${escapeLike(keyword)}%`))! : pair;
  const rows = await db.select().from(imContents).where(where)
    .orderBy(order(imContents.sendTime), order(imContents.id)).limit(pageSize).offset((currentPage - 1) * pageSize);
  const [{ total }] = await db.select({ total: count() }).from(imContents).where(where);
  const list = rows
    .sort((a, b) => a.sendTime.getTime() - b.sendTime.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((r) => ({
      id: r.id,
      sendUserId: r.sendUserId,
      sendTime: r.sendTime.getTime(),
      receiveUserId: r.receiveUserId,
      receiveTime: r.receiveTime ? r.receiveTime.getTime() : null,
      content: r.content,
      contentType: r.contentType,
      state: r.state,
    }));
  return { list, pagination: { total: Number(total), currentPage, pageSize } };
}

export interface UnreadFrom {
  sendUserId: string;
  unreadNum: number;
  /** The latest unread message: its text, or an image's stored JSON. */
  defaultMessage: string;
  defaultMessageType: string;
  defaultMessageTime: number;
}

/** Per sender, the unread messages to `me` and the latest of them (initMessage.unreadNums), newest sender first. */
export async function unreadNums(db: DbOrTx, me: string): Promise<UnreadFrom[]> {
  const rows = rowsOf<{ send_user_id: string; n: string | number; content: string; content_type: string; send_time: Date | string }>(await db.execute(sql`
    select * from (
      select distinct on (send_user_id) send_user_id, count(*) over (partition by send_user_id) as n, content, content_type, send_time
      from im_contents where receive_user_id = ${me} and state = 0
      order by send_user_id, send_time desc, id desc
    ) latest order by send_time desc`));
  return rows.map((r) => ({
    sendUserId: r.send_user_id,
    unreadNum: Number(r.n),
    defaultMessage: r.content,
    defaultMessageType: r.content_type,
    defaultMessageTime: new Date(r.send_time).getTime(),
  }));
}
