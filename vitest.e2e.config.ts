import { defineConfig } from 'vitest/config';

/**
 * The browser (end-to-end) suite: `npm run test:e2e` builds the web app, then runs this.
 * One server for the whole run (global setup); spec files run one at a time (2-core machines,
 * one Chromium per file).
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
