import { useEffect } from 'react';
import { msg } from '@lingui/core/macro';
import { useSnapshot } from 'valtio';
import { announceSessionEnd, connectMessageSocket, type SocketFrame } from '../../data';
import { getCurrentUser } from '../../data/api/auth';
import { i18n } from '../../i18n';
import { messages } from '../../state/messages';
import { session } from '../../state/session';

const count = (value: unknown): number => (Number.isFinite(Number(value)) ? Number(value) : 0);

/** Applies one server frame; returns true when the session has ended. */
export function applyFrame(frame: SocketFrame): boolean {
  switch (frame.method) {
    case 'initMessage':
      messages.unreadNotices = count(frame.unreadNoticeCount);
      messages.unreadChats = count(frame.unreadMessageCount);
      messages.chatBlink = Array.isArray(frame.unreadNums) && frame.unreadNums.length > 0;
      return false;
    case 'messagePush':
      messages.unreadNotices += count(frame.unreadNoticeCount) || 1;
      messages.inboxVersion += 1;
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

/** Keeps the message websocket open while signed in. */
export function useMessageSocket(): void {
  const { token } = useSnapshot(session);
  useEffect(() => {
    if (!token || typeof WebSocket === 'undefined') return undefined;
    const connection = connectMessageSocket(token, {
      onFrame: (frame) => {
        if (applyFrame(frame)) connection.close();
      },
      // Any authenticated call now answers 600/601 with the reason, and the HTTP layer ends the session.
      onRefused: () => void getCurrentUser().catch(() => undefined),
    });
    return () => connection.close();
  }, [token]);
}
