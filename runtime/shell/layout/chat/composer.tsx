import { useRef, useState, type KeyboardEvent } from 'react';
import { Button, Input, Tooltip } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { HistoryOutlined, MessageOutlined, PictureOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { notify } from '../../../data';
import { sendFrame } from './channel';
import { EmojiPicker } from './emoji-picker';
import { sendChatImage } from './image-send';
import { CHAT_IMAGE_EXTENSIONS } from '../../../../schemas/chat-image';

/** The server refuses longer texts (docs: messaging contract). */
export const MAX_TEXT = 2000;

interface ComposerProps {
  peerId: string;
  history: boolean;
  onToggleHistory: () => void;
}

/** Tools (emoji, picture, history) and the input: Enter sends the trimmed text, Shift+Enter starts a new line. */
export function Composer({ peerId, history, onToggleHistory }: ComposerProps) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const input = useRef<TextAreaRef>(null);
  const picker = useRef<HTMLInputElement>(null);

  const send = () => {
    const content = text.trim();
    if (!content) return;
    // The socket's echo (sendMessage) puts the message in the window, once, in every tab.
    if (!sendFrame({ method: 'SendMessage', toUserId: peerId, messageType: 'text', messageContent: content })) {
      notify.error(t`消息发送失败，请稍后重试`);
      return;
    }
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  /** An emoji code goes where the caret is. */
  const insert = (code: string) => {
    const area = input.current?.resizableTextArea?.textArea;
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    const next = (text.slice(0, start) + code + text.slice(end)).slice(0, MAX_TEXT);
    setText(next);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + code.length, start + code.length);
    });
  };

  const onPicture = async (files: FileList | null) => {
    const file = files?.[0];
    if (picker.current) picker.current.value = '';
    if (!file) return;
    setUploading(true);
    try {
      await sendChatImage(peerId, file);
    } finally {
      setUploading(false);
    }
  };

  const pictureLabel = t`图片`;
  const historyLabel = history ? t`返回聊天` : t`消息记录`;
  return (
    <div className="chat-composer">
      <div className="chat-composer__tools">
        {!history && <EmojiPicker onPick={insert} />}
        {!history && (
          <Tooltip title={pictureLabel}>
            <Button type="text" size="small" icon={<PictureOutlined />} aria-label={pictureLabel} loading={uploading} onClick={() => picker.current?.click()} />
          </Tooltip>
        )}
        <input ref={picker} type="file" accept={CHAT_IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',')} hidden data-testid="chat-image-input" onChange={(e) => void onPicture(e.target.files)} />
        <Tooltip title={historyLabel}>
          <Button type="text" size="small" icon={history ? <MessageOutlined /> : <HistoryOutlined />} aria-label={historyLabel} onClick={onToggleHistory} />
        </Tooltip>
      </div>
      {!history && (
        <>
          <Input.TextArea
            ref={input}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            autoSize={{ minRows: 3, maxRows: 3 }}
            maxLength={MAX_TEXT}
            aria-label={t`输入消息`}
            variant="borderless"
          />
          <div className="chat-composer__send">
            <Button type="primary" size="small" onClick={send}>{t`发送`}</Button>
          </div>
        </>
      )}
    </div>
  );
}
