import dayjs from 'dayjs';
import type { UserInfo } from '../../state/session';

let arrivedFromLogin = false;

/** The login page calls this right before it navigates into the app. */
export function markArrivedFromLogin(): void {
  arrivedFromLogin = true;
}

export function hasArrivedFromLogin(): boolean {
  return arrivedFromLogin;
}

/** Reads and clears the flag: the notice is shown once per sign-in. */
export function takeArrivedFromLogin(): boolean {
  const value = arrivedFromLogin;
  arrivedFromLogin = false;
  return value;
}

export interface PrevLoginInfo {
  /** yyyy-MM-dd HH:mm */
  time: string;
  ip: string;
  place: string;
}

/** What the previous-login notice shows, or null when prevLogin is not 1. */
export function prevLoginInfo(
  user: Pick<UserInfo, 'prevLogin' | 'prevLoginTime' | 'prevLoginIPAddress' | 'prevLoginIPAddressName'> | null | undefined,
): PrevLoginInfo | null {
  if (!user || user.prevLogin !== 1) return null;
  return {
    time: user.prevLoginTime ? dayjs(user.prevLoginTime).format('YYYY-MM-DD HH:mm') : '',
    ip: user.prevLoginIPAddress ?? '',
    place: user.prevLoginIPAddressName ?? '',
  };
}
