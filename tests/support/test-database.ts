import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import {
  type DatabaseHandle,
  openPgliteDatabase,
  openPostgresDatabase,
} from '../../src/server/db/database-client';
import './provided-context';

/** The URL of each PostgreSQL test database, for a second connection pool on it. */
const postgresUrls = new WeakMap<DatabaseHandle, string>();

export interface TestDatabaseOptions {
  /**
   * Start from the seeded template (migrated, then seeded as `createTestApp` seeds with the base
   * test environment: tests/support/test-seed.ts) instead of the migrated, empty one.
   */
  seeded?: boolean;
  /**
   * PGlite only: the database in a folder of its own (a copy of the template's files) instead of
   * in memory, for a test of what the app does with the database's files (the nightly archive).
   */
  onDisk?: boolean;
}

/** Each template archive, read once per worker (a worker runs many files: isolate is off). */
const templateDumps = new Map<string, Blob>();

function readTemplateDump(file: string): Blob {
  let dump = templateDumps.get(file);
  if (!dump) {
    dump = new Blob([readFileSync(file)]);
    templateDumps.set(file, dump);
  }
  return dump;
}

/**
 * A fresh, migrated database for one test file, on the engine of the running project
 * (TEST_DB_ENGINE): the PGlite template loaded into memory (opening a copy of its 42 MB folder and
 * closing it cost about twice as long), or a PostgreSQL database cloned from the template.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const seeded = options.seeded ?? false;
  if (process.env.TEST_DB_ENGINE === 'postgres') return createPostgresTestDatabase(seeded);
  if (!options.onDisk) {
    const dump = readTemplateDump(inject(seeded ? 'pgliteSeededTemplateDump' : 'pgliteTemplateDump'));
    return openPgliteDatabase(undefined, { loadDataDir: dump });
  }
  const root = mkdtempSync(join(tmpdir(), 'school-pglite-test-'));
  const dataDir = join(root, 'data');
  cpSync(inject(seeded ? 'pgliteSeededTemplateDir' : 'pgliteTemplateDir'), dataDir, { recursive: true });
  const handle = await openPgliteDatabase(dataDir);
  return {
    ...handle,
    async close() {
      await handle.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

async function createPostgresTestDatabase(seeded: boolean): Promise<DatabaseHandle> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = inject(seeded ? 'postgresSeededTemplateDatabase' : 'postgresTemplateDatabase');
  await withPostgresAdmin((admin) => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgresDatabase(url.toString());
  const testHandle: DatabaseHandle = {
    ...handle,
    async close() {
      await handle.close();
      await withPostgresAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
  postgresUrls.set(testHandle, url.toString());
  return testHandle;
}

/**
 * Another connection pool on the same PostgreSQL test database: what a second server process
 * would have (its own sessions, snapshots and locks), for tests of several servers at once. Its
 * opener closes it, before the test database's own close drops the database. PGlite has no such
 * thing: one process owns an embedded database.
 */
export async function openSecondConnection(database: DatabaseHandle): Promise<DatabaseHandle> {
  const url = postgresUrls.get(database);
  if (!url) throw new Error('A second connection needs a PostgreSQL test database from createTestDatabase');
  return openPostgresDatabase(url);
}

/** Runs `work` on a connection to the PostgreSQL test server's admin database (create, drop). */
export async function withPostgresAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
