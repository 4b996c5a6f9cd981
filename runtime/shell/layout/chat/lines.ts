import type { ChatContent, ChatLine } from '../../../state/chat';

/** Epoch ms from a number, a numeric string or a date text (0 when unreadable). */
export function toMs(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value) {
    if (/^\d+$/.test(value)) return Number(value);
    const parsed = Date.parse(value);
    if (Number.isFinite(parsed)) return parsed;
  }
  return 0;
}

const toContent = (value: unknown): ChatContent =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : value == null ? '' : String(value);

/** A messageList row ({id, sendUserId, sendTime, content, contentType}) as a line of the window. */
export function toChatLine(row: Record<string, unknown>): ChatLine {
  return {
    id: row.id == null ? null : String(row.id),
    sendUserId: String(row.sendUserId ?? ''),
    contentType: String(row.contentType ?? 'text'),
    content: toContent(row.content),
    sendTime: toMs(row.sendTime),
  };
}

/** The media of a message: the stored object, or its JSON text (images, voice, video, files). */
export interface ChatMedia {
  path: string;
  name?: string;
  width?: number;
  height?: number;
  /** Voice length in seconds. */
  length?: number;
}

export function mediaOf(content: ChatContent): ChatMedia | null {
  let value: unknown = content;
  if (typeof content === 'string') {
    try {
      value = JSON.parse(content);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  // Only our own file routes: a message cannot point the page at another site.
  const path = typeof record.path === 'string' && record.path.startsWith('/api/file/') ? record.path : null;
  if (!path) return null;
  const size = (v: unknown) => (Number.isFinite(Number(v)) && Number(v) > 0 ? Number(v) : undefined);
  return {
    path,
    name: typeof record.name === 'string' ? record.name : undefined,
    width: size(record.width),
    height: size(record.height),
    length: size(record.length),
  };
}

/** The text of a text message (a media object shows no text). */
export const textOf = (content: ChatContent): string => (typeof content === 'string' ? content : '');
