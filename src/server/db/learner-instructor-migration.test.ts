import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type MigrationTestDatabase,
  openMigrationTestDatabase,
} from '../../../tests/support/migration-test-database';

/*
 * Migration 0026 on a database of the old shape, on the engine of the running project: each learner
 * gets the instructor of their latest lesson, else of their latest booking, else the owner
 * (docs/decisions/0047-who-sees-what.md). Its journal entry is the one after 0025's.
 */

const LAST_INDEX_BEFORE = 25;
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';

let database: MigrationTestDatabase;

beforeAll(async () => {
  database = await openMigrationTestDatabase('learner-instructor-migration');
  const { handle } = database;
  await handle.migrate(undefined, database.migrationsUpTo(LAST_INDEX_BEFORE));
  const run = (statement: string) => handle.db.execute(sql.raw(statement));
  await run(`INSERT INTO instructors (id, email, full_name, password_hash, role) VALUES
    (1, 'lead@example.com', 'Lead Instructor', '${HASH}', 'owner'),
    (2, 'sarah@example.com', 'Sarah Second', '${HASH}', 'instructor')`);
  await run(`INSERT INTO users (id, username, email, full_name) VALUES
    (1, 'taught', 'taught@example.com', 'Taught By Sarah Lately'),
    (2, 'booked', 'booked@example.com', 'Only Booked With Sarah'),
    (3, 'nothing', 'nothing@example.com', 'Nothing Yet')`);
  await run(`INSERT INTO packages (package_type, name, price_pence, total_minutes)
    VALUES ('single_2hour', 'Single 2 Hour Lesson', 7200, 120) ON CONFLICT DO NOTHING`);
  await run(`INSERT INTO bookings (id, student_id, instructor_id, package_type, total_amount_pence, package_minutes)
    VALUES (1, 1, 1, 'single_2hour', 7200, 120), (2, 2, 2, 'single_2hour', 7200, 120)`);
  await run(`INSERT INTO lessons (student_id, instructor_id, starts_at, ends_at) VALUES
    (1, 1, '2026-10-01T09:00:00Z', '2026-10-01T11:00:00Z'),
    (1, 2, '2026-11-01T09:00:00Z', '2026-11-01T11:00:00Z')`);
  await handle.migrate();
});

afterAll(async () => {
  await database?.close();
});

describe('migration 0026, the learner’s instructor', () => {
  it('gives each learner the instructor of their latest lesson, else latest booking, else the owner', async () => {
    const rows = await database.selectRows(sql`SELECT id, instructor_id FROM users ORDER BY id`);
    expect(rows).toEqual([
      { id: 1, instructor_id: 2 },
      { id: 2, instructor_id: 2 },
      { id: 3, instructor_id: 1 },
    ]);
  });
});
