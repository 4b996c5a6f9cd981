import { useEffect, useState } from 'react';
import { Drawer, Tabs } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { messages } from '../../../state/messages';
import { ChatWindow } from './chat-window';
import { Contacts } from './contacts';
import { Conversations } from './conversations';
import './chat.css';

type Tab = 'replies' | 'contacts';

/**
 * The instant-messaging drawer (280 px, docs/product.md "Chat drawer"): 消息 (conversations) and 联系人
 * (contacts); either opens the chat window, which stays open when the drawer closes.
 */
export function ChatDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const [tab, setTab] = useState<Tab>('replies');
  // Looking at the drawer acknowledges the blinking icon; the badge stays until the chats are read.
  useEffect(() => {
    if (open) messages.chatBlink = false;
  }, [open]);
  return (
    <>
      <Drawer title={t`即时聊天`} placement="right" size={280} open={open} onClose={onClose} className="chat-drawer">
        <Tabs
          size="small"
          activeKey={tab}
          onChange={(key) => setTab(key as Tab)}
          items={[
            { key: 'replies', label: t`消息`, children: <Conversations active={open && tab === 'replies'} /> },
            { key: 'contacts', label: t`联系人`, children: <Contacts active={open && tab === 'contacts'} /> },
          ]}
        />
      </Drawer>
      <ChatWindow />
    </>
  );
}
