import { defineConfig } from 'vitest/config';

/*
 * Unit tests (core and web) run once. The server's API and database tests run against PGlite
 * and, when TEST_DATABASE_URL is set, again against PostgreSQL: the same files, two projects.
 */
const serverTests = ['src/server/**/*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/core/**/*.test.ts', 'src/web/**/*.test.ts', 'tests/support/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: serverTests,
          environment: 'node',
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
                include: serverTests,
                environment: 'node',
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
