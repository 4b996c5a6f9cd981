import { logout } from '../../data/api/auth';
import { currentHref, navigateTo, safeRedirect } from '../../data/navigate';
import { resetSession, setLock } from '../../state/session';
import { getItem, removeItem, setItem } from '../../state/storage';

const FROM_KEY = 'lockFrom';

/** Locks the session (flag 1) and shows the lock screen; the page being left is remembered. */
export function lockScreen(): void {
  const from = currentHref();
  if (!from.startsWith('/lockScreen')) setItem(FROM_KEY, from);
  setLock(true);
  navigateTo('/lockScreen');
}

/** Clears the lock flag and returns to the page that was locked. */
export function leaveLockScreen(): void {
  setLock(false);
  const from = safeRedirect(getItem<string>(FROM_KEY));
  removeItem(FROM_KEY);
  navigateTo(from, { replace: true });
}

/** Ends the session on the server (errors ignored), forgets it here and reloads the sign-in page. */
export async function signOut(): Promise<void> {
  try {
    await logout();
  } catch {
    /* the session ends locally anyway */
  }
  removeItem(FROM_KEY);
  resetSession();
  navigateTo('/login', { hard: true });
}
