import type { Preview } from '@storybook/react';
import { ConfigProvider } from 'antd';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import '../runtime/app/global.css';

// Source language (Simplified Chinese) with an empty catalog, as in the unit tests: texts render as written.
if (!i18n.locale) i18n.loadAndActivate({ locale: 'zh', messages: {} });

/** Every story inside lingui and antd's ConfigProvider, like the app's Providers. */
const preview: Preview = {
  decorators: [
    (Story) => (
      <I18nProvider i18n={i18n}>
        <ConfigProvider theme={{ token: { motion: false } }}>
          <Story />
        </ConfigProvider>
      </I18nProvider>
    ),
  ],
  parameters: { layout: 'padded' },
};

export default preview;
