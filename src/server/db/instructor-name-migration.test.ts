import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type MigrationTestDatabase,
  openMigrationTestDatabase,
} from '../../../tests/support/migration-test-database';
import type { DatabaseHandle } from './database-client';
import { instructors } from './schema';

/*
 * Migration 0008 on a database from before it, on the engine of the running project: 'Lead
 * Instructor', the old default of INSTRUCTOR_NAME, was never a name, so it becomes none; a real
 * name stays (docs/decisions/0019-learner-journey.md).
 */

const INSTRUCTOR_NAME_MIGRATION_INDEX = 8;
const ARGON_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';

let database: MigrationTestDatabase;
let handle: DatabaseHandle;

beforeAll(async () => {
  database = await openMigrationTestDatabase('instructor-name-migration');
  handle = database.handle;
  await handle.migrate(undefined, database.migrationsUpTo(INSTRUCTOR_NAME_MIGRATION_INDEX - 1));
  await handle.db.execute(
    sql.raw(`INSERT INTO instructors (id, email, full_name, password_hash) VALUES
      (1, 'lead@example.com', 'Lead Instructor', '${ARGON_HASH}'),
      (2, 'sarah@example.com', 'Sarah Jones', '${ARGON_HASH}')`),
  );
  await handle.migrate();
});

afterAll(async () => {
  await database?.close();
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
