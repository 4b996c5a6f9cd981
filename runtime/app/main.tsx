import { createRoot } from 'react-dom/client';
import { i18n, activateLanguage } from '../i18n';
import { appState } from '../state/app';
import { Trans } from '@lingui/react/macro';
import { I18nProvider } from '@lingui/react';

await activateLanguage(appState.language);
createRoot(document.getElementById('root')!).render(
  <I18nProvider i18n={i18n}>
    <Trans>工作台</Trans>
  </I18nProvider>,
);
