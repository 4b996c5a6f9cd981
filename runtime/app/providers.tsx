import { useEffect, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import type { SizeType } from 'antd/es/config-provider/SizeContext';
import { I18nProvider } from '@lingui/react';
import { useSnapshot } from 'valtio';
import { i18n } from '../i18n';
import { appState, type Size } from '../state/app';
import { settings, THEME_COLORS } from '../state/settings';
import { loadAntdLocale } from './locale';
import { usePrefersReducedMotion } from './reducedMotion';

/** UI size select (Default, Medium, Small, Mini) to antd component sizes. */
export const COMPONENT_SIZES: Record<Size, SizeType> = { default: 'large', medium: 'middle', small: 'small', mini: 'small' };

/** Primary colour of a theme class; the white theme keeps the default blue for controls. */
export function primaryColor(themeClass: keyof typeof THEME_COLORS): string {
  return themeClass === 'white' ? THEME_COLORS.blue : THEME_COLORS[themeClass] ?? THEME_COLORS.blue;
}

/**
 * Lingui and antd configuration (locale, size, theme colour, motion unless the system asks for less) around the whole app. antd's App (message,
 * modal and notification contexts) is added by the layout route (`AppContexts`), so the sign-in page stays light.
 * Until the language's antd locale has loaded, antd's built-in English is used (a locale is always set so the tree never remounts). */
export function Providers({ children, initialLocale }: { children: ReactNode; initialLocale?: Locale }) {
  const app = useSnapshot(appState);
  const s = useSnapshot(settings);
  const reducedMotion = usePrefersReducedMotion();
  const [locale, setLocale] = useState<{ lang: string; value?: Locale }>({ lang: app.language, value: initialLocale });

  useEffect(() => {
    if (locale.lang === app.language && locale.value) return;
    let live = true;
    void loadAntdLocale(app.language).then((value) => {
      if (live) setLocale({ lang: app.language, value });
    });
    return () => { live = false; };
  }, [app.language, locale]);

  return (
    <I18nProvider i18n={i18n}>
      <ConfigProvider
        locale={locale.value ?? enUS}
        componentSize={COMPONENT_SIZES[app.size]}
        theme={{ token: { colorPrimary: primaryColor(s.themeClass), motion: !reducedMotion } }}
      >
        {children}
      </ConfigProvider>
    </I18nProvider>
  );
}
