import { useEffect, useRef, useState } from 'react';
import { Empty, Input, Spin } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { ChatLine as Line, ChatPeer } from '../../../state/chat';
import { session } from '../../../state/session';
import { usePagedList } from '../../../views/common/usePagedList';
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
  const box = useRef<HTMLDivElement>(null);
  // Oldest first, so a later page is simply appended; the socket's answer carries the total.
  const fetchPage = (page: number) => requestHistory({ toUserId: peer.id, currentPage: page, pageSize: HISTORY_PAGE_SIZE, sord: 'asc', keyword });
  // No socket at the moment leaves the list open: the next scroll or search asks again.
  const { list: lines, loading, loaded, loadMore, reload } = usePagedList<Line>({ fetchPage, pageSize: HISTORY_PAGE_SIZE, stopOnError: false });

  useEffect(() => { reload(); }, [peer.id, keyword, reload]);

  const onScroll = () => {
    if (box.current && nearBottom(box.current, HISTORY_THRESHOLD_PX)) loadMore();
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
