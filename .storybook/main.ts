import type { StorybookConfig } from '@storybook/react-vite';
import { widgetStoryIndexer } from './widget-indexer.ts';

/**
 * Storybook of the widgets and the designer panels. Written by hand: no addons (they would fetch
 * or phone home), telemetry and notifications off, so `npm run storybook` works offline.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx'],
  addons: [],
  experimental_indexers: async (existing) => [widgetStoryIndexer, ...(existing ?? [])],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true, enableCrashReports: false },
  // The builder loads vite.config.ts (react with the lingui macro, the lingui .po plugin); the app's
  // API proxy has no place here: stories use fake services and never call the server.
  // The builder keeps only build.target of it, so the app's chunk-size limit is set again.
  viteFinal(viteConfig) {
    if (viteConfig.server) viteConfig.server = { ...viteConfig.server, proxy: undefined };
    viteConfig.build = { ...viteConfig.build, chunkSizeWarningLimit: 1500 };
    return viteConfig;
  },
};

export default config;
