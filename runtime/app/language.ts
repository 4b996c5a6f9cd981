import { msg } from '@lingui/core/macro';
import { setSystemLanguage } from '../data/api/currentUser';
import { notify } from '../data/feedback';
import { activateLanguage, i18n } from '../i18n';
import { appState, type Lang } from '../state/app';
import { session } from '../state/session';
import { runAfterLanguageSwitch } from './after-language-switch';
import { loadAntdLocale } from './locale';

/**
 * Switches the UI language: the dayjs locale (set by loading antd's locale) first, so pages that
 * re-render on the new catalog already format dates in it; then the catalog, then the store (which
 * re-renders antd's locale).
 */
export async function switchLanguage(lang: Lang): Promise<void> {
  await loadAntdLocale(lang);
  await activateLanguage(lang);
  appState.language = lang;
}

/**
 * The user's language choice (navbar and profile): saved for the user, applied, and confirmed in the
 * NEW language (切换成功 / Switch Language Success / 切換成功). With `requireSave` a failed save leaves the
 * language as it was (the HTTP client shows why); otherwise saving is best effort and the local choice stands.
 */
export async function changeLanguage(lang: Lang, { requireSave = false } = {}): Promise<void> {
  if (requireSave) await setSystemLanguage(lang);
  // Best effort: the success message, shown after the save settles, replaces any error popup of it.
  const saved = !requireSave && session.token ? setSystemLanguage(lang).catch(() => undefined) : undefined;
  await switchLanguage(lang);
  await saved;
  // Signed in: the menu and the product's name are data in three languages, read again in the new one
  // (runtime/app/after-language-switch.ts).
  if (session.token) await runAfterLanguageSwitch();
  notify.success(i18n._(msg`切换成功`));
}
