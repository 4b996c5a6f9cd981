import type { SocketFrame } from '../../../data';
import { addUnread, chat, clearUnread, setUnreadCounts, type ChatLine, type ReplyEntry } from '../../../state/chat';
import { messages } from '../../../state/messages';
import { session } from '../../../state/session';
import { sendFrame } from './channel';
import { toMs } from './lines';

/**
 * What chat frames do (docs/product.md "Chat arrival"; JNPF NavbarRight.vue): a message from the user whose
 * chat is open is appended and marked read; otherwise that sender's unread count rises and the chat icon
 * blinks. A replayed frame (already in initMessage's counts, runtime/data/socket.ts) changes no count.
 */

const str = (value: unknown): string => (value == null ? '' : String(value));

/** Stored media arrive as objects; the conversation list keeps them as the JSON text imreply gives. */
const asLatest = (value: unknown): string => (value && typeof value === 'object' ? JSON.stringify(value) : str(value));

/** initMessage.unreadNums: [{sendUserId, unreadNum}] → the unread counts per sender. */
export function initChats(unreadNums: unknown): void {
  const counts: Record<string, number> = {};
  if (Array.isArray(unreadNums)) {
    for (const item of unreadNums as Array<Record<string, unknown>>) {
      const n = Number(item?.unreadNum);
      const sender = str(item?.sendUserId);
      if (sender && Number.isFinite(n) && n > 0) counts[sender] = (counts[sender] ?? 0) + n;
    }
  }
  setUnreadCounts(counts);
  messages.chatBlink = Object.keys(counts).length > 0;
}

/** Appends a line to the open window unless it is already there (own echo, replay). */
export function appendLine(line: ChatLine): void {
  if (line.id && chat.lines.some((l) => l.id === line.id)) return;
  chat.lines.push(line);
}

/** Moves (or adds) a conversation to the top of the 消息 tab with its latest message. */
function updateReply(entry: ReplyEntry): void {
  if (!chat.replies) return; // read from the server when the drawer opens
  const at = chat.replies.findIndex((r) => r.id === entry.id);
  const previous = at >= 0 ? chat.replies.splice(at, 1)[0] : undefined;
  chat.replies.unshift({
    ...entry,
    realName: entry.realName || previous?.realName || '',
    account: entry.account || previous?.account || '',
    headIcon: entry.headIcon ?? previous?.headIcon ?? null,
  });
}

/** receiveMessage {formUserId, messageType, formMessage, dateTime, realName, account, headIcon, id}. */
export function onReceive(frame: SocketFrame, replayed: boolean): void {
  const from = str(frame.formUserId);
  if (!from) return;
  const sendTime = toMs(frame.dateTime ?? frame.latestDate) || Date.now();
  const messageType = str(frame.messageType) || 'text';
  updateReply({
    id: from, realName: str(frame.realName), account: str(frame.account), headIcon: (frame.headIcon as string) ?? null,
    latestMessage: asLatest(frame.formMessage), messageType, latestDate: sendTime,
  });
  if (chat.peer?.id === from) {
    appendLine({ id: frame.id == null ? null : str(frame.id), sendUserId: from, contentType: messageType, content: (frame.formMessage ?? '') as ChatLine['content'], sendTime });
    // Read on the server, or (socket down) still unread there: then it counts here too.
    if (sendFrame({ method: 'UpdateReadMessage', formUserId: from })) clearUnread(from);
    else if (!replayed) addUnread(from);
    return;
  }
  if (replayed) return;
  addUnread(from);
  messages.chatBlink = true;
}

/** sendMessage: the echo of a message I sent (from this tab or another). */
export function onSent(frame: SocketFrame): void {
  const to = str(frame.toUserId);
  if (!to) return;
  const sendTime = toMs(frame.dateTime ?? frame.latestDate) || Date.now();
  const messageType = str(frame.messageType) || 'text';
  updateReply({
    id: to, realName: str(frame.toRealName), account: str(frame.toAccount), headIcon: (frame.toHeadIcon as string) ?? null,
    latestMessage: asLatest(frame.toMessage), messageType, latestDate: sendTime,
  });
  if (chat.peer?.id === to) {
    appendLine({ id: frame.id == null ? null : str(frame.id), sendUserId: str(frame.UserId) || session.userInfo?.userId || '', contentType: messageType, content: (frame.toMessage ?? '') as ChatLine['content'], sendTime });
  }
}

/** chatRead {formUserId}: I read their messages (maybe in another tab). */
export function onChatRead(frame: SocketFrame, replayed: boolean): void {
  if (!replayed) clearUnread(str(frame.formUserId));
}

/** Opening a chat reads it: the server marks their messages read and tells my other tabs. */
export function markRead(peerId: string): void {
  // Without a socket the server still counts them: the badge stays until the window's first page loads.
  if (sendFrame({ method: 'UpdateReadMessage', formUserId: peerId })) clearUnread(peerId);
}
