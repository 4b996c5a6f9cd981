import { proxy } from 'valtio';

/** Unread counters shown on the navbar bell and chat icons (fed by the message websocket). */
export const messages = proxy({
  unreadNotices: 0,
  unreadChats: 0,
  /** The chat icon blinks while messages from someone are unread. */
  chatBlink: false,
  /** Moves on every messagePush: the open message drawer and message centre reload their first page. */
  inboxVersion: 0,
});

export function resetMessages(): void {
  messages.unreadNotices = 0;
  messages.unreadChats = 0;
  messages.chatBlink = false;
  messages.inboxVersion = 0;
}
