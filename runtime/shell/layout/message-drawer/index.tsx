import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { Button, Drawer, Empty, Spin } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { navigateTo } from '../../../data/navigate';
import { messages } from '../../../state/messages';
import { MessageItem } from './message-item';
import { nearBottom } from './paging';
import { useInboxPages } from './use-inbox-pages';
import { useOpenMessage } from './use-open-message';
import { useConfirmReadAll } from './use-confirm-read-all';
import './message-drawer.css';

export const MESSAGE_CENTRE = '/messageRecord';

/**
 * The bell's drawer (280 px, docs/product.md "Layout and shell"): the inbox newest first with lazy paging,
 * an unread dot per item, mark all read, a link to the message centre. Opening reloads page 1, and so does
 * a messagePush (messages.inboxVersion) while it is open.
 */
export function MessageDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const { inboxVersion } = useSnapshot(messages);
  const { list, loading, finished, loadMore, reload, markRead } = useInboxPages();
  const box = useRef<HTMLDivElement>(null);
  const onRead = useCallback((id: string) => markRead([id]), [markRead]);
  const { open: openMessage, dialog } = useOpenMessage({ onRead, onNavigate: onClose });

  useEffect(() => {
    if (open) reload();
  }, [open, inboxVersion, reload]);

  // A page that does not fill the drawer leaves nothing to scroll: fetch on until it does or the list ends.
  useLayoutEffect(() => {
    if (open && !loading && !finished && box.current && nearBottom(box.current)) loadMore();
  }, [open, list, loading, finished, loadMore]);

  const onScroll = () => {
    if (box.current && nearBottom(box.current)) loadMore();
  };

  const confirmReadAll = useConfirmReadAll(useCallback(() => markRead('all'), [markRead]));

  const toCentre = () => {
    onClose();
    navigateTo(MESSAGE_CENTRE);
  };

  return (
    <Drawer
      title={t`消息`}
      placement="right"
      size={280}
      open={open}
      onClose={onClose}
      className="message-drawer"
      extra={<Button type="link" size="small" onClick={confirmReadAll} disabled={!list.length}>{t`全部已读`}</Button>}
      footer={<Button type="link" block onClick={toCentre}>{t`查看全部消息`}</Button>}
    >
      <div ref={box} className="message-drawer__list" onScroll={onScroll} data-testid="message-drawer-list">
        {list.map((item) => <MessageItem key={item.id} item={item} onOpen={(m) => void openMessage(m)} />)}
        {loading ? <div className="message-drawer__loading"><Spin size="small" /></div> : null}
        {!loading && !list.length ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`暂无数据`} /> : null}
        {!loading && finished && list.length > 0 ? <div className="message-drawer__end">{t`没有更多了`}</div> : null}
      </div>
      {dialog}
    </Drawer>
  );
}
