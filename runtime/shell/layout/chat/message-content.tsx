import { Fragment } from 'react';
import { Image } from 'antd';
import { FileOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import type { ChatContent } from '../../../state/chat';
import { emojiText, splitEmoji } from './emoji';
import { mediaOf, textOf } from './lines';

/** A text with its emoji codes drawn as glyphs (the code stays readable as the glyph's label). */
export function EmojiText({ text }: { text: string }) {
  return (
    <>
      {splitEmoji(text).map((part, i) => ('glyph' in part
        ? <span key={i} className="chat-emoji" role="img" aria-label={part.code} title={part.code}>{part.glyph}</span>
        : <Fragment key={i}>{part.text}</Fragment>))}
    </>
  );
}

const THUMB = 160;

/** Shown size of a picture: at most 160 px either way, in its proportions. */
function thumbSize(width?: number, height?: number): { width?: number; height?: number } {
  if (!width || !height) return { width: THUMB };
  const scale = Math.min(1, THUMB / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** One message's body: text with emoji, or an image (click to preview), video, voice or file. */
export function MessageContent({ contentType, content }: { contentType: string; content: ChatContent }) {
  const { t } = useLingui();
  if (contentType === 'text') return <span className="chat-text"><EmojiText text={textOf(content)} /></span>;
  const media = mediaOf(content);
  if (!media) return <span className="chat-text">{textOf(content)}</span>;
  switch (contentType) {
    case 'image':
      return <Image className="chat-image" src={media.path} alt={t`图片`} {...thumbSize(media.width, media.height)} />;
    case 'video':
      return <video className="chat-video" src={media.path} controls preload="metadata" width={200} />;
    case 'voice':
      return (
        <span className="chat-voice">
          <audio src={media.path} controls preload="none" />
          {media.length ? <span className="chat-voice__length">{media.length}″</span> : null}
        </span>
      );
    default:
      return (
        <a className="chat-file" href={media.path} download={media.name || true} target="_blank" rel="noopener noreferrer">
          <FileOutlined /> {media.name || t`文件`}
        </a>
      );
  }
}

/** A conversation's latest message in one line: the text with glyphs, or what kind of media it was. */
export function usePreview() {
  const { t } = useLingui();
  return (messageType: string, latest: string): string => {
    switch (messageType) {
      case 'image': return t`[图片]`;
      case 'voice': return t`[语音]`;
      case 'video': return t`[视频]`;
      case 'text': case '': return emojiText(latest);
      default: return t`[文件]`;
    }
  };
}
