import { memo } from 'react';
import type { ChatLine as Line } from '../../../state/chat';
import { MessageContent } from './message-content';
import { messageTime } from './relative-time';

/** One message: its time, then the bubble (mine on the right). `who` names the sender in the history view. */
export const ChatLine = memo(function ChatLine({ line, mine, who }: { line: Line; mine: boolean; who?: string }) {
  return (
    <div className={`chat-line${mine ? ' chat-line--mine' : ''}`} data-testid="chat-line">
      <div className="chat-line__meta">{who ? `${who} ` : ''}{messageTime(line.sendTime)}</div>
      <div className="chat-line__bubble">
        <MessageContent contentType={line.contentType} content={line.content} />
      </div>
    </div>
  );
});
