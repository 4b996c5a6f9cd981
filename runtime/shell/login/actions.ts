import { login, type LoginInput } from '../../data/api/auth';
import { resetSession, session, setToken } from '../../state/session';
import { LAYOUT_TYPES, settings, type LayoutType } from '../../state/settings';
import { getItem, setItem } from '../../state/storage';

/** The layout of the login reply's theme when it is one we have, else classic. */
export function layoutFromTheme(theme: unknown): LayoutType {
  return LAYOUT_TYPES.includes(theme as LayoutType) ? (theme as LayoutType) : 'classic';
}

/** Signs in and stores the session token and layout; the router loads the user on the next navigation. */
export async function signIn(input: LoginInput): Promise<void> {
  const result = await login(input);
  resetSession();
  setToken(result.token);
  session.theme = result.theme ?? null;
  settings.layoutType = layoutFromTheme(result.theme);
}

const ACCOUNT_KEY = 'loginAccount';

export function lastAccount(): string {
  const value = getItem<string>(ACCOUNT_KEY);
  return typeof value === 'string' ? value : '';
}

export function rememberAccount(account: string): void {
  setItem(ACCOUNT_KEY, account);
}
