import { activateLanguage } from '../i18n';
import { appState, type Lang } from '../state/app';

/** Switches the UI language: catalog first, then the store (which re-renders antd's locale). */
export async function switchLanguage(lang: Lang): Promise<void> {
  await activateLanguage(lang);
  appState.language = lang;
}
