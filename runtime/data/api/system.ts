import { http } from '../http';
import type { Paged, PagedQuery } from './currentUser';

export type { Paged, PagedQuery };

export interface PublicConfig {
  sysName?: string;
  sysVersion?: string;
  copyright?: string;
  companyName?: string;
  /** Where the user menu's 反馈 leads: an e-mail or http(s) address; empty hides the entry. */
  feedbackAddress?: string;
  /** A sign-in code sender is configured: the login page offers the code tab. */
  codeLogin?: boolean;
}

/** Product name and version for the sign-in page (no session needed). */
export const getPublicConfig = () => http.get<PublicConfig>('/api/system/SysConfig/Public', undefined, { silent: true });

/** The system configuration folded into one object. */
export const getSysConfig = () => http.get<Record<string, unknown>>('/api/system/SysConfig');

/** 1 login, 2 visit, 3 operation, 4 exception, 5 request. */
export type LogCategory = 1 | 2 | 3 | 4 | 5;

export interface LogRow {
  id: string;
  category?: number;
  type?: string | null;
  level?: string | null;
  userId?: string | null;
  userName?: string | null;
  ipAddress?: string | null;
  ipAddressName?: string | null;
  requestUrl?: string | null;
  requestMethod?: string | null;
  requestDuration?: number | null;
  abstracts?: string | null;
  json?: string | null;
  platform?: string | null;
  moduleName?: string | null;
  creatorTime?: number | string | null;
  createdAt?: number | string | null;
}

export const getLogList = (category: LogCategory, query: PagedQuery) =>
  http.get<Paged<LogRow>>(`/api/system/Log/${category}`, query);

export const deleteLogs = (ids: string[]) => http.delete<unknown>('/api/system/Log', { ids });

export interface OnlineUserRow {
  userId: string;
  userAccount?: string;
  userName?: string;
  loginTime?: number | string | null;
  loginIPAddress?: string | null;
  loginPlatForm?: string | null;
}

export const getOnlineUsers = (keyword?: string) =>
  http.get<{ list: OnlineUserRow[] }>('/api/system/OnlineUser', keyword ? { keyword } : undefined);

export const forceOffline = (userId: string) => http.delete<unknown>(`/api/system/OnlineUser/${encodeURIComponent(userId)}`);
