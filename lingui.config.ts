import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// Source texts are written in Simplified Chinese (the spec's language); zhtw and en are translations.
const config: LinguiConfig = {
  locales: ['zh', 'zhtw', 'en'],
  sourceLocale: 'zh',
  fallbackLocales: { default: 'zh' },
  catalogs: [
    {
      path: '<rootDir>/runtime/i18n/locales/{locale}',
      include: ['<rootDir>/runtime', '<rootDir>/widgets', '<rootDir>/business-screens', '<rootDir>/designer'],
    },
  ],
  // No line numbers and no creation date, so catalogs change only when texts do.
  format: formatter({ lineNumbers: false, printLinguiId: false }),
  orderBy: 'messageId',
};
export default config;
