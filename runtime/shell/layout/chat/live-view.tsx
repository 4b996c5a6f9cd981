import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Spin } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { chat, type ChatLine as Line } from '../../../state/chat';
import { session } from '../../../state/session';
import { markRead } from './arrival';
import { requestHistory } from './channel';
import { ChatLine } from './line';
import { CHAT_SCROLL_DELAY_MS, HISTORY_THRESHOLD_PX, nearTop } from './scroll';

/** Chat window pages: 30 newest first (docs/product.md#constants). */
export const LIVE_PAGE_SIZE = 30;
const RETRIES = 5;

/** Merges history into the open window's lines: each message once, oldest first. */
export function mergeLines(current: readonly Line[], incoming: readonly Line[]): Line[] {
  const seen = new Set(current.map((l) => l.id).filter(Boolean));
  const added = incoming.filter((l) => !l.id || !seen.has(l.id));
  return [...added, ...current].sort((a, b) => a.sendTime - b.sendTime);
}

/**
 * The live conversation: the newest page first, older pages within 100 px of the top (the view stays
 * where it was), new messages (chat.lines, fed by the socket) scroll it to the bottom.
 */
export function LiveView({ peerId }: { peerId: string }) {
  const { t } = useLingui();
  const { lines, reloadVersion } = useSnapshot(chat);
  const me = useSnapshot(session).userInfo?.userId;
  const box = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const state = useRef({ page: 0, done: false, loading: false, peerId });
  const [loading, setLoading] = useState(false);
  const lastId = lines.length ? `${lines[lines.length - 1].id}:${lines.length}` : '';

  const load = useCallback(async (page: number, attempt = 0) => {
    const s = state.current;
    if (s.loading) return;
    s.loading = true;
    setLoading(true);
    try {
      const reply = await requestHistory({ toUserId: peerId, currentPage: page, pageSize: LIVE_PAGE_SIZE, sord: 'desc', keyword: '' });
      if (state.current !== s) return; // another chat (or a reload) meanwhile
      const el = box.current;
      if (page > 1 && el) anchor.current = { height: el.scrollHeight, top: el.scrollTop };
      chat.lines = mergeLines(chat.lines, reply.list);
      // Opened while the socket was down: read them now that it answers.
      if (page === 1 && chat.unread[peerId]) markRead(peerId);
      s.page = page;
      s.done = reply.list.length < LIVE_PAGE_SIZE || page * LIVE_PAGE_SIZE >= reply.total;
    } catch {
      // The socket is (re)connecting: try again shortly.
      if (state.current === s && attempt < RETRIES) setTimeout(() => { if (state.current === s) void load(page, attempt + 1); }, 1000);
    } finally {
      s.loading = false;
      if (state.current === s) setLoading(false);
    }
  }, [peerId]);

  useEffect(() => {
    state.current = { page: 0, done: false, loading: false, peerId };
    chat.lines = [];
    void load(1);
  }, [peerId, reloadVersion, load]);

  // Older page: keep the reader's place. New message at the end: show it (again once pictures have loaded).
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    if (anchor.current) {
      el.scrollTop = el.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
      return undefined;
    }
    el.scrollTop = el.scrollHeight;
    const later = setTimeout(() => { el.scrollTop = el.scrollHeight; }, CHAT_SCROLL_DELAY_MS);
    return () => clearTimeout(later);
  }, [lastId]);

  const onScroll = () => {
    const el = box.current;
    const s = state.current;
    if (el && s.page >= 1 && !s.done && !s.loading && nearTop(el, HISTORY_THRESHOLD_PX)) void load(s.page + 1);
  };

  return (
    <div className="chat-lines" ref={box} onScroll={onScroll} aria-label={t`聊天记录`} role="log">
      {loading ? <div className="chat-lines__loading"><Spin size="small" /></div> : null}
      {lines.map((line, i) => <ChatLine key={line.id ?? `i${i}`} line={line} mine={line.sendUserId === me} />)}
    </div>
  );
}
