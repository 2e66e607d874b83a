import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { z } from 'zod';
import './provided-context';
import {
  type DatabaseHandle,
  MIGRATIONS_FOLDER,
  openPgliteDatabase,
  openPostgresDatabase,
} from '../../src/server/db/database-client';

/*
 * An empty database of its own for a migration test, on the engine of the running project
 * (PGlite in a temporary folder, or a new PostgreSQL database), and the migrations folder cut at
 * any migration: the test applies the ones before, writes rows of the old shape, then the rest.
 */

const journalSchema = z
  .object({ entries: z.array(z.object({ idx: z.number(), tag: z.string() }).passthrough()) })
  .passthrough();

const rowsSchema = z.object({ rows: z.array(z.record(z.string(), z.unknown())) });

export interface MigrationTestDatabase {
  readonly handle: DatabaseHandle;
  /** A copy of the migrations folder whose journal stops after migration `lastIndex`. */
  migrationsUpTo(lastIndex: number): string;
  /** The rows of a query, on either driver. */
  selectRows(query: SQL): Promise<Record<string, unknown>[]>;
  /** Closes the database, drops it (PostgreSQL) and removes the temporary folder. */
  close(): Promise<void>;
}

export async function openMigrationTestDatabase(name: string): Promise<MigrationTestDatabase> {
  const root = mkdtempSync(join(tmpdir(), `${name}-`));
  let dropDatabase: (() => Promise<void>) | null = null;
  let handle: DatabaseHandle;
  if (process.env.TEST_DB_ENGINE !== 'postgres') {
    handle = await openPgliteDatabase(join(root, 'data'));
  } else {
    const adminUrl = inject('postgresAdminUrl');
    const database = `${name.replaceAll('-', '_')}_${randomBytes(6).toString('hex')}`;
    const admin = async (query: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(query);
      } finally {
        await client.end();
      }
    };
    await admin(`CREATE DATABASE "${database}"`);
    dropDatabase = () => admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    handle = await openPostgresDatabase(url.toString());
  }
  return {
    handle,
    migrationsUpTo(lastIndex) {
      const folder = join(root, `migrations-to-${lastIndex}`);
      cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
      const journalPath = join(folder, 'meta', '_journal.json');
      const journal = journalSchema.parse(JSON.parse(readFileSync(journalPath, 'utf8')));
      journal.entries = journal.entries.filter((entry) => entry.idx <= lastIndex);
      writeFileSync(journalPath, JSON.stringify(journal));
      return folder;
    },
    async selectRows(query) {
      return rowsSchema.parse(await handle.db.execute(query)).rows;
    },
    async close() {
      await handle.close();
      await dropDatabase?.();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
