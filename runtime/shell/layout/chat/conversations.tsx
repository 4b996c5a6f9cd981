import { useEffect, useState } from 'react';
import { Avatar, Badge, Empty, Spin } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { getImReplies, type ImReplyRow } from '../../../data/api/chat';
import { chat, type ReplyEntry } from '../../../state/chat';
import { avatarSrc } from './avatar';
import { openChat } from './chat-window';
import { toMs } from './lines';
import { usePreview } from './message-content';
import { relativeTime } from './relative-time';

const toEntry = (row: ImReplyRow): ReplyEntry => ({
  id: String(row.id),
  realName: row.realName ?? '',
  account: row.account ?? '',
  headIcon: row.headIcon ?? null,
  latestMessage: row.latestMessage ?? '',
  messageType: row.messageType ?? 'text',
  latestDate: toMs(row.latestDate),
});

/** Reads the conversations again (the drawer opens, or pushes were missed). */
export async function loadReplies(): Promise<void> {
  const data = await getImReplies();
  chat.replies = (data?.list ?? []).map(toEntry);
}

/** The 消息 tab: recent conversations, latest first, with their unread badge, latest message and time. */
export function Conversations({ active }: { active: boolean }) {
  const { t } = useLingui();
  const { replies, unread, reloadVersion } = useSnapshot(chat);
  const preview = usePreview();
  const [loading, setLoading] = useState(false);
  // Ticks once a minute so "3分钟前" moves on while the drawer stays open.
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!active) return undefined;
    let live = true;
    setLoading(true);
    loadReplies().catch(() => undefined).finally(() => { if (live) setLoading(false); });
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), 60_000);
    return () => {
      live = false;
      clearInterval(tick);
    };
  }, [active, reloadVersion]);

  if (!replies) return <div className="chat-list__loading"><Spin size="small" spinning={loading} /></div>;
  if (replies.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`暂无会话`} />;
  return (
    <ul className="chat-list" aria-label={t`消息`}>
      {replies.map((entry) => (
        <li key={entry.id}>
          <button type="button" className="chat-list__item" onClick={() => openChat(entry)} data-testid="chat-conversation">
            <Badge count={unread[entry.id] ?? 0} size="small">
              <Avatar size={36} src={avatarSrc(entry.headIcon)} icon={<UserOutlined />} />
            </Badge>
            <span className="chat-list__main">
              <span className="chat-list__top">
                <span className="chat-list__name">{entry.realName}</span>
                <span className="chat-list__time">{relativeTime(entry.latestDate, now)}</span>
              </span>
              <span className="chat-list__latest">{preview(entry.messageType, entry.latestMessage)}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
