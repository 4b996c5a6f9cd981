import { activateLanguage } from '../i18n';
import { appState, type Lang } from '../state/app';
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
