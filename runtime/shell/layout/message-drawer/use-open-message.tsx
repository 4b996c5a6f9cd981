import { useCallback, useState, type ReactNode } from 'react';
import { readInfo, type InboxMessage, type MessageInfo } from '../../../data/api/message';
import { navigateTo } from '../../../data/navigate';
import { messages } from '../../../state/messages';
import { flowPathOf } from './flow-path';
import { MessageDialog } from './message-dialog';

/** Lowers the bell by `n` (never below 0); the server's absolute `unreadCount` frame corrects it afterwards. */
export function lowerBell(n: number): void {
  if (n > 0) messages.unreadNotices = Math.max(0, messages.unreadNotices - n);
}

export interface OpenMessageOptions {
  /** The item is now read (the list marks it). */
  onRead?: (id: string) => void;
  /** A flow message navigated away (the drawer closes). */
  onNavigate?: () => void;
}

/**
 * Opening a message (spec section 4 "Message read"): ReadInfo marks it read; a notice (type 1) shows in the
 * view dialog, a flow message (types 2, 3) opens its flow page. The bell drops before the call so the server's
 * absolute unreadCount frame, which may arrive before the reply, has the last word.
 */
export function useOpenMessage({ onRead, onNavigate }: OpenMessageOptions = {}): { open: (item: InboxMessage) => Promise<void>; dialog: ReactNode } {
  const [info, setInfo] = useState<MessageInfo | null>(null);
  const open = useCallback(async (item: InboxMessage) => {
    const unread = item.isRead !== '1';
    if (unread) lowerBell(1);
    let data: MessageInfo | undefined;
    try {
      data = await readInfo(item.id);
    } catch {
      if (unread) messages.unreadNotices += 1;
      return;
    }
    onRead?.(item.id);
    if (Number(item.type) === 1) {
      setInfo({ ...item, ...(data ?? {}) });
      return;
    }
    navigateTo(flowPathOf(Number(item.type), data?.bodyText ?? item.bodyText));
    onNavigate?.();
  }, [onRead, onNavigate]);
  return { open, dialog: <MessageDialog info={info} onClose={() => setInfo(null)} /> };
}
