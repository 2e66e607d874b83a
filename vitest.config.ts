import { configDefaults, defineConfig } from 'vitest/config';

/*
 * Unit tests (core and web) run once. The server's API and database tests run against PGlite
 * and, when TEST_DATABASE_URL is set, again against PostgreSQL: the same files, two projects.
 *
 * `isolate: false`: each worker loads the modules once instead of once per file (the API suite
 * on PGlite went from 227 s to 143 s, the unit tests from 23 s to 6 s). Every test file makes its
 * own app and database (tests/support/test-app.ts), so nothing of one file reaches another.
 */
const serverTests = ['src/server/**/*.test.ts'];
// The API test harness's own test needs the API projects' database setup, not the unit project.
const apiHarnessTest = 'tests/support/test-app.test.ts';

export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the cores: ONE on CI's two-core machine.
    // Each file has its own database (above), so two files at a time share nothing.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/core/**/*.test.ts',
            'src/web/**/*.test.ts',
            'tests/support/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, apiHarnessTest],
          environment: 'node',
          // Pure functions and server renders with no shared state: one module graph for all.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: [...serverTests, apiHarnessTest],
          environment: 'node',
          isolate: false,
          env: { TEST_DB_ENGINE: 'pglite' },
          globalSetup: ['tests/support/pglite-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'api-postgres',
                include: [...serverTests, apiHarnessTest],
                environment: 'node',
                isolate: false,
                env: { TEST_DB_ENGINE: 'postgres' },
                globalSetup: ['tests/support/postgres-global-setup.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
