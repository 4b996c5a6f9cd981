import { proxy } from 'valtio';
import { messages } from './messages';

/** A text, or for media the stored object (`{path, width, height}`, `{path, length}`, ...) or its JSON text. */
export type ChatContent = string | Record<string, unknown>;

/** One message of the open chat window (a messageList row or a live frame, docs/product.md#jnpf-websocket). */
export interface ChatLine {
  id: string | null;
  sendUserId: string;
  contentType: string;
  content: ChatContent;
  /** Epoch ms. */
  sendTime: number;
}

/** Who the open chat window is with. */
export interface ChatPeer {
  id: string;
  realName: string;
  account: string;
  headIcon?: string | null;
}

/** A conversation of the 消息 tab (GET /api/message/imreply). */
export interface ReplyEntry extends ChatPeer {
  latestMessage: string;
  messageType: string;
  /** Epoch ms. */
  latestDate: number;
}

/**
 * The chat drawer's state, fed by the message websocket (runtime/shell/layout/chat/arrival.ts) and the
 * drawer's own calls. Unread counts per sender are the one source of the navbar's chat badge.
 */
export const chat = proxy({
  /** The user whose chat window is open, if any. */
  peer: null as ChatPeer | null,
  /** Messages of the open chat window, oldest first. */
  lines: [] as ChatLine[],
  /** Unread messages per sender id. */
  unread: {} as Record<string, number>,
  /** Conversations of the 消息 tab, latest first (null until loaded). */
  replies: null as ReplyEntry[] | null,
  /** Moves when the lists must be read again from the server (resync after missed pushes). */
  reloadVersion: 0,
});

/** The navbar badge is the sum of the unread counts per sender. */
function total(): void {
  messages.unreadChats = Object.values(chat.unread).reduce((sum, n) => sum + n, 0);
  if (messages.unreadChats === 0) messages.chatBlink = false;
}

export function setUnreadCounts(counts: Record<string, number>): void {
  chat.unread = { ...counts };
  total();
}

export function addUnread(senderId: string, by = 1): void {
  chat.unread[senderId] = (chat.unread[senderId] ?? 0) + by;
  total();
}

export function clearUnread(senderId: string): void {
  if (!chat.unread[senderId]) return;
  delete chat.unread[senderId];
  total();
}

export function resetChat(): void {
  chat.peer = null;
  chat.lines = [];
  chat.unread = {};
  chat.replies = null;
  chat.reloadVersion = 0;
}
