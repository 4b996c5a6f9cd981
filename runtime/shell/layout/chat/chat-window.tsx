import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { DraggableModal } from '../../../../widgets/common/DraggableModal';
import { chat, type ChatPeer } from '../../../state/chat';
import { markRead } from './arrival';
import { Composer } from './composer';
import { HistoryView } from './history-view';
import { LiveView } from './live-view';

/** Opens the chat with someone: their messages are read from now on (docs/product.md "Chat arrival"). */
export function openChat(peer: ChatPeer): void {
  if (chat.peer?.id !== peer.id) chat.lines = [];
  chat.peer = { id: peer.id, realName: peer.realName, account: peer.account, headIcon: peer.headIcon ?? null };
  markRead(peer.id);
}

export function closeChat(): void {
  chat.peer = null;
  chat.lines = [];
}

/** The chat window: the live conversation or its history view, with the input below. */
export function ChatWindow() {
  const { t } = useLingui();
  const { peer } = useSnapshot(chat);
  const [history, setHistory] = useState<string | null>(null);
  const inHistory = !!peer && history === peer.id;
  const title = peer ? `${peer.realName}/${peer.account}` : t`即时聊天`;
  return (
    <DraggableModal
      open={!!peer}
      title={title}
      footer={null}
      width={560}
      mask={{ closable: false }}
      destroyOnHidden
      onCancel={() => {
        setHistory(null);
        closeChat();
      }}
      className="chat-window"
    >
      {peer ? (
        <div className="chat-window__body">
          {inHistory ? <HistoryView peer={peer} /> : <LiveView peerId={peer.id} />}
          <Composer key={peer.id} peerId={peer.id} history={inHistory} onToggleHistory={() => setHistory(inHistory ? null : peer.id)} />
        </div>
      ) : null}
    </DraggableModal>
  );
}
