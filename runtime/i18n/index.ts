import { i18n } from '@lingui/core';
import type { Lang } from '../state/app';

export { i18n };

/** Language name shown in the language select. */
export const LANGUAGES: Array<{ value: Lang; label: string }> = [
  { value: 'zh', label: '简体中文' },
  { value: 'zhtw', label: '繁體中文' },
  { value: 'en', label: 'English' },
];

// Catalogs load on demand so the sign-in page downloads only the active language.
const loaders: Record<Lang, () => Promise<{ messages: Record<string, unknown> }>> = {
  zh: () => import('./locales/zh.po'),
  zhtw: () => import('./locales/zhtw.po'),
  en: () => import('./locales/en.po'),
};

export async function activateLanguage(lang: Lang): Promise<void> {
  const { messages } = await loaders[lang]();
  i18n.loadAndActivate({ locale: lang, messages: messages as never });
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lang === 'zhtw' ? 'zh-TW' : lang === 'en' ? 'en' : 'zh-CN';
  }
}
