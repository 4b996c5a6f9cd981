import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { signInCatalog } from './scripts/vite-signin-catalog';

export default defineConfig({
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui(), signInCatalog()],
  test: {
    // vitest's default is one worker fewer than the cores: one on a two-core machine. The API files wait on the
    // database much of the time (PostgreSQL is another process) and PGlite files use one core each, so two workers
    // keep both cores busy; each file has its own database (tests/api/helpers.ts), so files never share rows.
    maxWorkers: 2,
    // CI collects a JSON report for its closing "N passed, N failed" line.
    reporters: process.env.VITEST_JSON ? ['default', 'json'] : ['default'],
    // React's scheduler may run one last task (passive effects of a test's final render) just after
    // vitest has torn the DOM environment down between two files, where `window` is gone. That task
    // belongs to no test and asserts nothing; every other unhandled error still fails the run.
    onUnhandledError(error) {
      const stack = String(error.stack ?? '');
      const teardownRace = error.message === 'window is not defined' && stack.includes('react-dom') && stack.includes('performWorkUntilDeadline');
      return teardownRace ? false : undefined;
    },
    outputFile: process.env.VITEST_JSON ? { json: process.env.VITEST_JSON } : undefined,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/unit/setup.ts'],
          // Whole screens render in happy-dom (antd, formily); on a busy two-core machine one test can
          // take several seconds. The limit is there to catch hangs, not to time anything.
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          // tests/.generated: a generated module's own test, written and run by tests/api/visualdev-codegen-module.test.ts.
          include: ['tests/api/**/*.test.ts', 'tests/.generated/*/tests/api/*.test.ts'],
          environment: 'node',
          // Migrates and seeds one template database per run; each test app gets a copy of it (tests/api/db-template.ts).
          globalSetup: ['tests/api/db-template-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          // Bad inputs against the live route table (tests/fuzz): a fixed seed and a small budget here, `npm run fuzz` for the big run.
          name: 'fuzz',
          include: ['tests/fuzz/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/db-template-setup.ts'],
          testTimeout: 600000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
