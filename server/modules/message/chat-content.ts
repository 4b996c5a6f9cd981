import { coreText } from '../../core/i18n';
import { SocketError } from '../realtime/methods';
import { chatText } from './chat-texts';

/** Characters in a text message (docs/product.md#websocket). */
export const MAX_TEXT_CHARS = 2000;
/** Stored names of uploads are generated (file-store.ts): letters, digits, `_ . -`, never a path. */
const STORED_NAME = /^[A-Za-z0-9_.-]{1,200}$/;
const MAX_SIDE = 100_000;

export type ChatContent =
  | { contentType: 'text'; content: string; shown: string }
  | { contentType: 'image'; content: string; shown: { path: string; width: number; height: number }; fileName: string };

const side = (value: unknown): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n) || n < 0 || n > MAX_SIDE) throw new SocketError(chatText.badImage);
  return n;
};

/**
 * A SendMessage's content as stored (im_contents.content) and as pushed (toMessage/formMessage): text trimmed,
 * 1..2000 characters; an image `{name, width, height}` (an object or its JSON text) becomes
 * `{"path":"/api/file/Image/IM/<name>","width","height"}`. Whether the file is the sender's IM upload is checked
 * by the caller in its transaction. Throws SocketError for anything else.
 */
export function parseChatContent(messageType: unknown, messageContent: unknown): ChatContent {
  if (messageType === 'text') {
    if (typeof messageContent !== 'string') throw new SocketError(chatText.empty);
    const text = messageContent.trim();
    if (text === '') throw new SocketError(chatText.empty);
    if ([...text].length > MAX_TEXT_CHARS) throw new SocketError(chatText.tooLong);
    return { contentType: 'text', content: text, shown: text };
  }
  if (messageType === 'image') {
    let value: unknown = messageContent;
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value);
      } catch {
        throw new SocketError(chatText.badImage);
      }
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new SocketError(chatText.badImage);
    const { name, width, height } = value as Record<string, unknown>;
    if (typeof name !== 'string' || !STORED_NAME.test(name) || name.startsWith('.')) throw new SocketError(chatText.badImage);
    const shown = { path: `/api/file/Image/IM/${name}`, width: side(width), height: side(height) };
    return { contentType: 'image', content: JSON.stringify(shown), shown, fileName: name };
  }
  throw new SocketError(messageType === undefined ? coreText('invalidInput') : chatText.badType);
}
