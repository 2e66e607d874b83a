import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type MigrationTestDatabase,
  openMigrationTestDatabase,
} from '../../../tests/support/migration-test-database';
import type { DatabaseHandle } from './database-client';
import { instructorInvitations, instructorSessions, instructors } from './schema';

/*
 * Migration 0024 on a database of the old shape (one instructor account, its session and diary),
 * on the engine of the running project: the school's one account stays its owner, active, with
 * everything it had, and gets a first profile (ADI, automatic); the invitations table starts empty
 * (docs/decisions/0046-instructors-and-roles.md).
 */

const INSTRUCTOR_ACCOUNTS_MIGRATION_INDEX = 24;
const ARGON_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';

let database: MigrationTestDatabase;
let handle: DatabaseHandle;

beforeAll(async () => {
  database = await openMigrationTestDatabase('instructor-accounts-migration');
  handle = database.handle;
  await handle.migrate(undefined, database.migrationsUpTo(INSTRUCTOR_ACCOUNTS_MIGRATION_INDEX - 1));
  await handle.db.execute(
    sql.raw(`INSERT INTO instructors (id, email, full_name, password_hash, role) VALUES
      (1, 'lead@example.com', 'Lead Instructor Name', '${ARGON_HASH}', 'owner')`),
  );
  await handle.db.execute(
    sql.raw(`INSERT INTO instructor_sessions (instructor_id, token_hash, created_at, expires_at)
      VALUES (1, 'old-session-hash', '2026-11-01T09:00:00Z', '2026-11-08T09:00:00Z')`),
  );
  await handle.db.execute(
    sql.raw(`INSERT INTO time_slots (instructor_id, starts_at, ends_at)
      VALUES (1, '2026-11-02T09:00:00Z', '2026-11-02T10:00:00Z')`),
  );
  await handle.migrate();
});

afterAll(async () => {
  await database?.close();
});

describe('migration 0024, instructor accounts', () => {
  it("keeps the school's one account as its active owner, with a first profile and everything it had", async () => {
    const rows = await handle.db
      .select({
        email: instructors.email,
        fullName: instructors.fullName,
        role: instructors.role,
        status: instructors.status,
        qualification: instructors.qualification,
        gearbox: instructors.gearbox,
        gender: instructors.gender,
        areas: instructors.areas,
        passwordHash: instructors.passwordHash,
      })
      .from(instructors)
      .orderBy(asc(instructors.id));
    expect(rows).toEqual([
      {
        email: 'lead@example.com',
        fullName: 'Lead Instructor Name',
        role: 'owner',
        status: 'active',
        qualification: 'adi',
        gearbox: 'automatic',
        gender: null,
        areas: [],
        passwordHash: ARGON_HASH,
      },
    ]);
    const sessions = await handle.db.select({ id: instructorSessions.id }).from(instructorSessions);
    expect(sessions).toHaveLength(1);
    const slots = await database.selectRows(sql`SELECT instructor_id FROM time_slots`);
    expect(slots).toEqual([{ instructor_id: 1 }]);
    expect(await handle.db.select().from(instructorInvitations)).toEqual([]);
  });

  it('refuses values outside the lists from core', async () => {
    for (const [column, value] of [
      ['status', 'deleted'],
      ['gender', 'other'],
      ['qualification', 'none'],
      ['gearbox', 'cvt'],
    ]) {
      await expect(
        handle.db.execute(sql.raw(`UPDATE instructors SET ${column} = '${value}' WHERE id = 1`)),
        column,
      ).rejects.toThrow();
    }
  });
});
