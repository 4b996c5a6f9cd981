import { defineConfig } from '@playwright/test';

/** Chromium flags for this closed-network machine (docs/architecture.md#stack-and-known-traps). */
const chromiumArgs = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Whole flows (sign in, fill several forms, save) on a two-core machine; a hang still fails.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: chromiumArgs },
    viewport: { width: 1366, height: 800 },
    locale: 'zh-CN',
    // The app then turns antd's motion off: clicks land on popups that have finished opening (runtime/app/reducedMotion.ts).
    contextOptions: { reducedMotion: 'reduce' },
    acceptDownloads: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
