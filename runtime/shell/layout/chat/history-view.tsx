import { useCallback, useEffect, useRef, useState } from 'react';
import { Empty, Input, Spin } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { ChatLine as Line, ChatPeer } from '../../../state/chat';
import { session } from '../../../state/session';
import { requestHistory } from './channel';
import { ChatLine } from './line';
import { HISTORY_THRESHOLD_PX, nearBottom } from './scroll';

/** History view pages: 50 oldest first (docs/product.md#constants). */
export const HISTORY_PAGE_SIZE = 50;

/** The whole conversation from its start, 50 at a time as the reader scrolls down, filtered by a keyword. */
export function HistoryView({ peer }: { peer: ChatPeer }) {
  const { t } = useLingui();
  const userInfo = useSnapshot(session).userInfo;
  const [keyword, setKeyword] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [loading, setLoading] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const state = useRef({ page: 0, done: false, loading: false });

  const load = useCallback(async (page: number, word: string) => {
    const s = state.current;
    if (s.loading) return;
    s.loading = true;
    setLoading(true);
    try {
      const reply = await requestHistory({ toUserId: peer.id, currentPage: page, pageSize: HISTORY_PAGE_SIZE, sord: 'asc', keyword: word });
      if (state.current !== s) return;
      setLines((current) => (page === 1 ? reply.list : [...current, ...reply.list]));
      s.page = page;
      s.done = reply.list.length < HISTORY_PAGE_SIZE || page * HISTORY_PAGE_SIZE >= reply.total;
    } catch {
      // no socket at the moment: the next scroll or search asks again
    } finally {
      s.loading = false;
      if (state.current === s) {
        setLoading(false);
        setLoaded(true);
      }
    }
  }, [peer.id]);

  useEffect(() => {
    state.current = { page: 0, done: false, loading: false };
    void load(1, keyword);
  }, [keyword, load]);

  const onScroll = () => {
    const el = box.current;
    const s = state.current;
    if (el && !s.done && !s.loading && nearBottom(el, HISTORY_THRESHOLD_PX)) void load(s.page + 1, keyword);
  };

  const nameOf = (line: Line) => (line.sendUserId === userInfo?.userId ? userInfo?.realName ?? '' : peer.realName);

  return (
    <div className="chat-history">
      <Input.Search
        allowClear
        size="small"
        placeholder={t`请输入关键词查询`}
        aria-label={t`搜索`}
        onSearch={(value) => setKeyword(value.trim())}
      />
      <div className="chat-lines chat-lines--history" ref={box} onScroll={onScroll} role="log" aria-label={t`消息记录`}>
        {lines.map((line, i) => (
          <ChatLine key={line.id ?? `i${i}`} line={line} mine={false} who={nameOf(line)} />
        ))}
        {loading ? <div className="chat-lines__loading"><Spin size="small" /></div> : null}
        {loaded && !loading && lines.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`暂无数据`} /> : null}
      </div>
    </div>
  );
}
