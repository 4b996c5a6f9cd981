import { formatDateTime } from '../../views/common/format';
import { placeText } from '../../../schemas/ip-place';
import { appState } from '../../state/app';
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
  const time = formatDateTime(user.prevLoginTime);
  if (!/^\d{4}-/.test(time)) return null;
  return {
    time,
    ip: user.prevLoginIPAddress ?? '',
    // JNPF's fixed place names (本地局域网 …) in the reader's language.
    place: placeText(user.prevLoginIPAddressName, appState.language),
  };
}
