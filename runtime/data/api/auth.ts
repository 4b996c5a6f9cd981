import { http, request } from '../http';
import { encodePassword } from '../md5';
import type { MenuEntry, PermissionEntry, UserInfo } from '../../state/session';

export type LoginOrigin = 'password' | 'code' | 'scan';

export interface LoginInput {
  origin: LoginOrigin;
  account?: string;
  /** The typed password; it is sent as its MD5. */
  password?: string;
  code?: string;
  ticket?: string;
  /** Secret the server gave this browser with the ticket. */
  ticketSecret?: string;
}

export interface LoginResult {
  token: string;
  theme?: string | null;
}

export const LOGIN_QUERY = { client_id: 'admin', client_secret: '123456', scope: 'all', grant_type: 'password' } as const;

/** POST /api/oauth/Login, form-urlencoded. */
export async function login(input: LoginInput): Promise<LoginResult> {
  const form: Record<string, string> = { origin: input.origin };
  if (input.account !== undefined) form.account = input.account;
  if (input.password !== undefined) form.password = await encodePassword(input.password);
  if (input.code !== undefined) form.code = input.code;
  if (input.ticket !== undefined) form.ticket = input.ticket;
  if (input.ticketSecret !== undefined) form.ticketSecret = input.ticketSecret;
  const res = await request<LoginResult>({
    url: '/api/oauth/Login', method: 'POST', query: { ...LOGIN_QUERY }, data: form, form: true,
  });
  return res.data;
}

export interface CurrentUser {
  menuList: MenuEntry[];
  permissionList: PermissionEntry[];
  userInfo: UserInfo | null;
  /** Settings every screen needs: the time zone times are shown in, the product's name in the request's language. */
  sysConfigInfo?: { timeZone?: string; sysName?: string };
}

export const getCurrentUser = () => http.get<CurrentUser>('/api/oauth/CurrentUser');

export const logout = () => http.get<unknown>('/api/oauth/Logout', undefined, { silent: true });

/** Checks the password of the locked session. */
export const unlockScreen = async (account: string, password: string) =>
  http.post<unknown>('/api/oauth/LockScreen', { account, password: await encodePassword(password) });

/** Sends a six-digit sign-in code to the account's phone or mail. */
export const sendLoginCode = (account: string) => http.post<unknown>('/api/oauth/LoginCode', { account });

export type ScanStatus = 'pending' | 'scanned' | 'approved' | 'expired';

export const createScanTicket = () => http.post<{ ticketId: string; secret: string; expiresAt: number | string }>('/api/oauth/ScanLogin/Ticket');

export const getScanTicket = (id: string) =>
  http.get<{ status: ScanStatus }>(`/api/oauth/ScanLogin/Ticket/${encodeURIComponent(id)}`, undefined, { silent: true });

/** The browser that asked for a ticket, shown before approving (createdAt epoch ms). */
export interface ScanRequester { ip: string; ipPlace: string; userAgent: string; createdAt: number }

/** Tells the signing-in page that a signed-in device has read its QR code; answers who asked. */
export const markScanTicket = (id: string) =>
  http.post<ScanRequester>(`/api/oauth/ScanLogin/Ticket/${encodeURIComponent(id)}/Scan`, undefined, { silent: true });

/** Approves a ticket from a signed-in device. */
export const confirmScanTicket = (id: string) =>
  http.post<unknown>(`/api/oauth/ScanLogin/Ticket/${encodeURIComponent(id)}/Confirm`);
