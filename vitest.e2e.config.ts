import { defineConfig } from 'vitest/config';

/**
 * The browser (end-to-end) suite: `npm run test:e2e` builds the web app, then runs this.
 * The servers for the whole run (global setup), shared by the spec files, three at a time: much of
 * a browser test is waiting (for the server, the network going idle, animations). On a 2-core
 * machine, in Chromium's headless shell (decision 0064), the whole suite took 474 s with two
 * workers and 412-427 s with three (four: 425 s, the CPU full); the longest test took 37 s of its
 * 60. With the service worker blocked outside its own spec (decision 0064), three took 344 s. Specs never depend on counts or times another spec could change (each books its own free
 * times, its own learners).
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 3,
    // Each worker loads playwright, axe and the schemas once, not once per spec file (on a busy
    // 2-core machine that import took 10 s a file). Specs share no module state that matters: each
    // has its own browser (setUpBrowser), pages and learners, and the support modules' counters
    // only ever count up.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
