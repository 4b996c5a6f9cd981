import { proxy } from 'valtio';

/** Unread counters shown on the navbar bell and chat icons (fed by the message websocket). */
export const messages = proxy({
  unreadNotices: 0,
  unreadChats: 0,
  /** The chat icon blinks while messages from someone are unread. */
  chatBlink: false,
});

export function resetMessages(): void {
  messages.unreadNotices = 0;
  messages.unreadChats = 0;
  messages.chatBlink = false;
}
