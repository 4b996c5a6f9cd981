import type { SocketFrame } from '../../../data';
import type { ChatLine } from '../../../state/chat';
import { toChatLine } from './lines';

/**
 * The chat drawer's way to the message websocket (owned by use-message-socket.ts): it sends frames and
 * asks for history pages. The server answers MessageList without naming the request, so a reply is
 * matched to the oldest pending request with the same page and size whose partner the rows concern.
 */
type Sender = (frame: SocketFrame) => boolean;
let sender: Sender | null = null;

export function setChatSender(next: Sender | null): void {
  sender = next;
  if (!next) for (const request of pending.splice(0)) finish(request, new Error('socket closed'));
}

/** Sends a frame; false when the socket is not open. */
export const sendFrame = (frame: SocketFrame): boolean => (sender ? sender(frame) : false);

export interface HistoryQuery {
  toUserId: string;
  currentPage: number;
  pageSize: number;
  sord: 'desc' | 'asc';
  keyword: string;
}

export interface HistoryPage {
  /** Ascending by send time (the server re-sorts every page). */
  list: ChatLine[];
  total: number;
  currentPage: number;
  pageSize: number;
}

interface Pending {
  query: HistoryQuery;
  resolve: (page: HistoryPage) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

const pending: Pending[] = [];
const HISTORY_TIMEOUT_MS = 15_000;

function finish(request: Pending, error: Error): void {
  clearTimeout(request.timer);
  request.reject(error);
}

/** Asks for one page of the conversation with toUserId (30 desc in the window, 50 asc in the history view). */
export function requestHistory(query: HistoryQuery): Promise<HistoryPage> {
  return new Promise((resolve, reject) => {
    const sent = sendFrame({ method: 'MessageList', ...query, formUserId: query.toUserId });
    if (!sent) {
      reject(new Error('socket not open'));
      return;
    }
    const request: Pending = {
      query, resolve, reject,
      timer: setTimeout(() => {
        const at = pending.indexOf(request);
        if (at >= 0) pending.splice(at, 1);
        reject(new Error('no reply'));
      }, HISTORY_TIMEOUT_MS),
    };
    pending.push(request);
  });
}

const num = (value: unknown, fallback: number): number => (Number.isFinite(Number(value)) ? Number(value) : fallback);

/** Hands a messageList frame to the request it answers; false when none waits for it. */
export function answerHistory(frame: SocketFrame): boolean {
  const pagination = (frame.pagination ?? {}) as Record<string, unknown>;
  const rows = Array.isArray(frame.list) ? (frame.list as Array<Record<string, unknown>>) : [];
  const currentPage = num(pagination.currentPage, 1);
  const pageSize = num(pagination.pageSize, rows.length);
  const concerns = (peer: string) => rows.every((row) => String(row.sendUserId) === peer || String(row.receiveUserId) === peer);
  const at = pending.findIndex(({ query }) =>
    query.currentPage === currentPage && query.pageSize === pageSize && concerns(query.toUserId));
  if (at < 0) return false;
  const [request] = pending.splice(at, 1);
  clearTimeout(request.timer);
  const list = rows.map((row) => toChatLine(row)).sort((a, b) => a.sendTime - b.sendTime);
  request.resolve({ list, total: num(pagination.total, list.length), currentPage, pageSize });
  return true;
}
