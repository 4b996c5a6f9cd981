import { i18n } from '@lingui/core';
import type { Lang } from '../state/app';

export { i18n };

/** Language name shown in the language select. */
export const LANGUAGES: Array<{ value: Lang; label: string }> = [
  { value: 'zh', label: '简体中文' },
  { value: 'zhtw', label: '繁體中文' },
  { value: 'en', label: 'English' },
];

type Catalog = () => Promise<{ messages: Record<string, unknown> }>;

// Catalogs load on demand, so the sign-in page downloads only the active language, and of it only the texts of
// what it shows (the sign-in part, sign-in-sources.ts); the signed-in application loads the whole catalog.
const signInParts: Record<Lang, Catalog> = {
  zh: () => import('./locales/zh.po?signin'),
  zhtw: () => import('./locales/zhtw.po?signin'),
  en: () => import('./locales/en.po?signin'),
};
const wholeCatalogs: Record<Lang, Catalog> = {
  zh: () => import('./locales/zh.po'),
  zhtw: () => import('./locales/zhtw.po'),
  en: () => import('./locales/en.po'),
};
let whole = false;

export async function activateLanguage(lang: Lang): Promise<void> {
  let messages: Record<string, unknown>;
  // The whole catalog may have been asked for while the sign-in part was loading: then that one is activated.
  for (;;) {
    const asked = whole;
    ({ messages } = await (asked ? wholeCatalogs : signInParts)[lang]());
    if (asked === whole) break;
  }
  i18n.loadAndActivate({ locale: lang, messages: messages as never });
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lang === 'zhtw' ? 'zh-TW' : lang === 'en' ? 'en' : 'zh-CN';
  }
}

/** Activates the whole catalog of the current language (the signed-in application); later switches load whole ones. */
export async function loadWholeCatalog(): Promise<void> {
  if (whole) return;
  whole = true;
  if (i18n.locale) await activateLanguage(i18n.locale as Lang);
}
