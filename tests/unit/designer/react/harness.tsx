import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';

/** Renders designer UI as the app does: lingui (source language) and antd without motion. */
export function renderUi(ui: ReactNode) {
  return render(
    <I18nProvider i18n={i18n}>
      <ConfigProvider theme={{ token: { motion: false } }}>{ui}</ConfigProvider>
    </I18nProvider>,
  );
}
