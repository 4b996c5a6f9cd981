import { memo } from 'react';
import { Badge, Tag } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { InboxMessage } from '../../../data/api/message';
import { formatDateTime } from '../../../views/common/format';

/** The label of a message type (1 notice, 2 flow, 3 circulate). */
export function useTypeLabel(): (type: number) => string {
  const { t } = useLingui();
  return (type) => (type === 1 ? t`公告` : type === 3 ? t`抄送` : t`流程`);
}

/** One inbox line: unread dot, type, title, time and creator; a click opens it. */
export const MessageItem = memo(function MessageItem({ item, onOpen }: { item: InboxMessage; onOpen: (item: InboxMessage) => void }) {
  const typeLabel = useTypeLabel();
  const unread = item.isRead !== '1';
  return (
    <button
      type="button"
      className={`message-drawer__item${unread ? ' is-unread' : ''}`}
      onClick={() => onOpen(item)}
      data-read={unread ? '0' : '1'}
    >
      <span className="message-drawer__title">
        <Badge dot={unread} offset={[4, 0]}>
          <Tag color={Number(item.type) === 1 ? 'blue' : 'orange'}>{typeLabel(Number(item.type))}</Tag>
        </Badge>
        <span className="message-drawer__text">{item.title}</span>
      </span>
      <span className="message-drawer__meta">
        <span>{formatDateTime(item.lastModifyTime)}</span>
        {item.creatorUser ? <span>{item.creatorUser}</span> : null}
      </span>
    </button>
  );
});
