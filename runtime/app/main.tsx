import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { activateLanguage } from '../i18n';
import { appState } from '../state/app';
import { Providers } from './providers';
import { loadAntdLocale } from './locale';
import { connectNavigator, createAppRouter } from './router';
import './global.css';

async function start(): Promise<void> {
  const [, locale] = await Promise.all([activateLanguage(appState.language), loadAntdLocale(appState.language)]);
  const router = createAppRouter();
  connectNavigator(router);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers initialLocale={locale}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
