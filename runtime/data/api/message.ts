import { http } from '../http';
import type { Paged } from './currentUser';

/** 1 notice (公告), 2 flow todo / system message, 3 flow circulate (docs/product.md#jnpf-messages). */
export type MessageType = 1 | 2 | 3;

/** One receipt of the caller's inbox (`GET /api/message`). */
export interface InboxMessage {
  id: string;
  title: string;
  type: MessageType | number;
  /** '0' unread, '1' read. */
  isRead: '0' | '1' | string;
  /** Notice: rich-text HTML; flow message: JSON such as `{"type":2,"id":"<taskId>"}`. */
  bodyText?: string | null;
  /** 'realName/account'. */
  creatorUser?: string | null;
  /** Epoch ms. */
  lastModifyTime?: number | null;
}

export interface InboxQuery {
  currentPage: number;
  pageSize: number;
  sort?: 'desc' | 'asc';
  keyword?: string;
  type?: MessageType;
  /** Message centre filter: '0' unread, '1' read (the server may ignore it; the centre then filters nothing). */
  isRead?: '0' | '1';
}

/** What ReadInfo answers (and the view dialog shows). */
export interface MessageInfo {
  id: string;
  title: string;
  bodyText?: string | null;
  creatorUser?: string | null;
  lastModifyTime?: number | null;
}

const BASE = '/api/message';

/** The caller's inbox, newest first by default; empty keyword/type are left out. */
export const getInbox = (query: InboxQuery) => {
  const params: Record<string, unknown> = { currentPage: query.currentPage, pageSize: query.pageSize, sort: query.sort ?? 'desc' };
  if (query.keyword) params.keyword = query.keyword;
  if (query.type) params.type = query.type;
  if (query.isRead) params.isRead = query.isRead;
  return http.get<Paged<InboxMessage>>(BASE, params);
};

/** Marks the caller's receipt read and answers the message. */
export const readInfo = (id: string) => http.get<MessageInfo>(`${BASE}/ReadInfo/${encodeURIComponent(id)}`);

export const readAll = () => http.post<unknown>(`${BASE}/Actions/ReadAll`);

/** Deletes the caller's own receipts (`ids` comma separated, as JNPF sends them). */
export const deleteRecords = (ids: string[]) => http.delete<unknown>(`${BASE}/Record`, { ids: ids.join(',') });

/** Notices (系统公告 administration). The schema pages call these routes themselves; kept here for tests and code. */
export interface NoticeRow {
  id: string;
  title: string;
  creatorUser?: string | null;
  lastModifyTime?: number | null;
  enabledMark: 0 | 1 | number;
  state?: 'created' | 'updated' | 'released' | string;
}

export const getNotices = (query: { currentPage: number; pageSize: number; keyword?: string }) =>
  http.get<Paged<NoticeRow>>(`${BASE}/Notice`, query.keyword ? query : { currentPage: query.currentPage, pageSize: query.pageSize });
export const getNotice = (id: string) => http.get<{ id: string; title: string; bodyText: string; enabledMark: number; state: string }>(`${BASE}/${encodeURIComponent(id)}`);
export const createNotice = (body: { title: string; bodyText: string }) => http.post<unknown>(BASE, body);
export const updateNotice = (id: string, body: { title: string; bodyText: string }) => http.put<unknown>(`${BASE}/${encodeURIComponent(id)}`, body);
export const deleteNotice = (id: string) => http.delete<unknown>(`${BASE}/${encodeURIComponent(id)}`);
export const releaseNotice = (id: string) => http.put<unknown>(`${BASE}/${encodeURIComponent(id)}/Actions/Release`);
