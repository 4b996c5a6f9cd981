import { useEffect } from 'react';
import { msg } from '@lingui/core/macro';
import { useSnapshot } from 'valtio';
import { announceSessionEnd, connectMessageSocket, notify, type FrameInfo, type SocketFrame } from '../../data';
import { getCurrentUser } from '../../data/api/auth';
import { i18n } from '../../i18n';
import { chat, resetChat } from '../../state/chat';
import { messages } from '../../state/messages';
import { session } from '../../state/session';
import { initChats, onChatRead, onReceive, onSent } from './chat/arrival';
import { answerHistory, setChatSender } from './chat/channel';

const count = (value: unknown): number => (Number.isFinite(Number(value)) ? Number(value) : 0);

/**
 * Applies one server frame (docs/product.md#jnpf-websocket; JNPF NavbarRight.vue); returns true when the
 * session has ended. The bell counts notices and system messages (unreadNoticeCount + unreadMessageCount),
 * the chat icon the unread chat messages per sender (unreadNums). A replayed push is already in the counts
 * of the initMessage before it (runtime/data/socket.ts): it moves lists, never counters.
 */
export function applyFrame(frame: SocketFrame, info: FrameInfo = { replayed: false }): boolean {
  switch (frame.method) {
    case 'initMessage':
      messages.unreadNotices = count(frame.unreadNoticeCount) + count(frame.unreadMessageCount);
      initChats(frame.unreadNums);
      return false;
    case 'messagePush':
      if (!info.replayed) messages.unreadNotices += count(frame.unreadNoticeCount) || 1;
      messages.inboxVersion += 1;
      return false;
    case 'unreadCount':
      // Absolute figures after a read or delete in any tab.
      if (!info.replayed) messages.unreadNotices = count(frame.unreadNoticeCount) + count(frame.unreadMessageCount);
      return false;
    case 'receiveMessage':
      onReceive(frame, info.replayed);
      return false;
    case 'sendMessage':
      onSent(frame);
      return false;
    case 'chatRead':
      onChatRead(frame, info.replayed);
      return false;
    case 'messageList':
      answerHistory(frame);
      return false;
    case 'resync':
      // Pushes were missed and are gone from the server's log: the open lists read everything again.
      messages.inboxVersion += 1;
      chat.reloadVersion += 1;
      return false;
    case 'error':
      notify.error(typeof frame.msg === 'string' && frame.msg ? frame.msg : i18n._(msg`请求出错，请重试`));
      return false;
    case 'logout': {
      // Signed in elsewhere or forced offline: show why for 1 s, then back to the sign-in page.
      const text = typeof frame.msg === 'string' && frame.msg ? frame.msg : i18n._(msg`登录过期,请重新登录`);
      announceSessionEnd(text, 1);
      return true;
    }
    default:
      return false;
  }
}

/** Keeps the message websocket open while signed in, and lends it to the chat drawer. */
export function useMessageSocket(): void {
  const { token } = useSnapshot(session);
  useEffect(() => {
    resetChat(); // another user's conversations must not survive a change of session
    if (!token || typeof WebSocket === 'undefined') return undefined;
    const connection = connectMessageSocket(token, {
      onFrame: (frame, info) => {
        if (applyFrame(frame, info)) connection.close();
      },
      // Any authenticated call now answers 600/601 with the reason, and the HTTP layer ends the session.
      onRefused: () => void getCurrentUser().catch(() => undefined),
    });
    setChatSender((frame) => connection.send(frame));
    return () => {
      setChatSender(null);
      connection.close();
    };
  }, [token]);
}
