import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import '../../../tests/support/provided-context';
import {
  type DatabaseHandle,
  MIGRATIONS_FOLDER,
  openPgliteDatabase,
  openPostgresDatabase,
} from './database-client';
import { instructors } from './schema';

/*
 * Migration 0008 on a database from before it, on the engine of the running project: 'Lead
 * Instructor', the old default of INSTRUCTOR_NAME, was never a name, so it becomes none; a real
 * name stays (docs/decisions/0019-learner-journey.md).
 */

const INSTRUCTOR_NAME_MIGRATION_INDEX = 8;
const ARGON_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';

const journalSchema = z
  .object({ entries: z.array(z.object({ idx: z.number(), tag: z.string() }).passthrough()) })
  .passthrough();

let root: string;
let handle: DatabaseHandle;
let dropDatabase: (() => Promise<void>) | null = null;

function migrationsBefore(index: number): string {
  const folder = join(root, 'migrations-before');
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = journalSchema.parse(JSON.parse(readFileSync(journalPath, 'utf8')));
  journal.entries = journal.entries.filter((entry) => entry.idx < index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

async function openEmptyDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_ENGINE !== 'postgres') return openPgliteDatabase(join(root, 'data'));
  const adminUrl = inject('postgresAdminUrl');
  const name = `instructor_name_migration_${randomBytes(6).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  dropDatabase = () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return openPostgresDatabase(url.toString());
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'instructor-name-migration-'));
  handle = await openEmptyDatabase();
  await handle.migrate(undefined, migrationsBefore(INSTRUCTOR_NAME_MIGRATION_INDEX));
  await handle.db.execute(
    sql.raw(`INSERT INTO instructors (id, email, full_name, password_hash) VALUES
      (1, 'lead@example.com', 'Lead Instructor', '${ARGON_HASH}'),
      (2, 'sarah@example.com', 'Sarah Jones', '${ARGON_HASH}')`),
  );
  await handle.migrate();
});

afterAll(async () => {
  await handle?.close();
  await dropDatabase?.();
  rmSync(root, { recursive: true, force: true });
});

describe("migration 0008, the instructor's name", () => {
  it('forgets the made-up default name and keeps a real one', async () => {
    const rows = await handle.db
      .select({ email: instructors.email, fullName: instructors.fullName })
      .from(instructors)
      .orderBy(asc(instructors.id));
    expect(rows).toEqual([
      { email: 'lead@example.com', fullName: null },
      { email: 'sarah@example.com', fullName: 'Sarah Jones' },
    ]);
  });

  it('takes a name, or none, but not a blank one', async () => {
    await expect(
      handle.db.execute(
        sql.raw(
          `INSERT INTO instructors (email, full_name, password_hash) VALUES ('blank@example.com', '  ', '${ARGON_HASH}')`,
        ),
      ),
    ).rejects.toThrow();
  });
});
