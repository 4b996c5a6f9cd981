import { http } from '../http';
import { encodePassword } from '../md5';
import type { Lang } from '../../state/app';
import type { LayoutType } from '../../state/settings';

const BASE = '/api/permission/Users/Current';

/** Personal data of the signed-in user (fields beyond these are passed through untouched). */
export interface BaseInfo {
  id?: string;
  account?: string;
  realName?: string;
  gender?: number | string | null;
  mobilePhone?: string | null;
  telePhone?: string | null;
  email?: string | null;
  birthday?: number | string | null;
  signature?: string | null;
  description?: string | null;
  organizeName?: string | null;
  departmentName?: string | null;
  positionName?: string | null;
  roleName?: string | null;
  headIcon?: string | null;
  [key: string]: unknown;
}

export const getBaseInfo = () => http.get<BaseInfo>(`${BASE}/BaseInfo`);
export const updateBaseInfo = (info: BaseInfo) => http.put<unknown>(`${BASE}/BaseInfo`, info);
export const updateAvatar = (fileId: string) => http.put<unknown>(`${BASE}/Avatar/${encodeURIComponent(fileId)}`);

/** The current password goes as its md5 (as at sign-in); the new one as typed, so the server checks its rule. */
export const modifyPassword = async (oldPassword: string, password: string) =>
  http.post<unknown>(`${BASE}/Actions/ModifyPassword`, {
    oldPassword: await encodePassword(oldPassword),
    password,
  });

export const setSystemTheme = (theme: LayoutType) => http.put<unknown>(`${BASE}/SystemTheme`, { theme });
export const setSystemLanguage = (language: Lang) => http.put<unknown>(`${BASE}/SystemLanguage`, { language });

export interface PagedQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  startTime?: number;
  endTime?: number;
}
export interface Paged<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

export const getMySystemLog = (query: PagedQuery & { category?: number }) =>
  http.get<Paged<Record<string, unknown>>>(`${BASE}/SystemLog`, query);
