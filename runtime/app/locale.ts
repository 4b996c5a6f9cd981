import dayjs from 'dayjs';
import type { Locale } from 'antd/es/locale';
import type { Lang } from '../state/app';

/** antd (and dayjs) locale of a language, loaded on demand. */
export async function loadAntdLocale(lang: Lang): Promise<Locale> {
  switch (lang) {
    case 'en': {
      const m = await import('antd/es/locale/en_US');
      dayjs.locale('en');
      return m.default;
    }
    case 'zhtw': {
      const [m] = await Promise.all([import('antd/es/locale/zh_TW'), import('dayjs/locale/zh-tw')]);
      dayjs.locale('zh-tw');
      return m.default;
    }
    default: {
      const [m] = await Promise.all([import('antd/es/locale/zh_CN'), import('dayjs/locale/zh-cn')]);
      dayjs.locale('zh-cn');
      return m.default;
    }
  }
}
