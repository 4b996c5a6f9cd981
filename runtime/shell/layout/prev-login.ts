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

/**
 * What the previous-login notice (and the workbench card) shows, or null when prevLogin is not 1 or
 * there is no previous login yet (the very first sign-in).
 */
export function prevLoginInfo(
  user: Pick<UserInfo, 'prevLogin' | 'prevLoginTime' | 'prevLoginIPAddress' | 'prevLoginIPAddressName'> | null | undefined,
): PrevLoginInfo | null {
  if (!user || user.prevLogin !== 1 || !user.prevLoginTime) return null;
  const when = dayjs(user.prevLoginTime);
  if (!when.isValid()) return null;
  return {
    time: when.format('YYYY-MM-DD HH:mm'),
    ip: user.prevLoginIPAddress ?? '',
    place: user.prevLoginIPAddressName ?? '',
  };
}
