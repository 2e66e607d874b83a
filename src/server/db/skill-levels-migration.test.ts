import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type MigrationTestDatabase,
  openMigrationTestDatabase,
} from '../../../tests/support/migration-test-database';
import { insertLevelsFromPractisedSkills } from '../modules/progress/skill-levels/skill-levels-repository';
import type { DatabaseHandle } from './database-client';

/*
 * Migration 0016 (skill levels, issue 25) on a database holding notes written before levels
 * existed, on the engine of the running project: every skill of the map a note ticked becomes one
 * 'prompted' level dated with its note (the practised text and the skill's name contain each other,
 * ignoring case and the text's outer spaces); blank or unmatched texts give nothing; the notes stay
 * as they were. Restoring an older backup derives levels with the same statement, checked here too.
 */

const LEVELS_MIGRATION_INDEX = 16;

let database: MigrationTestDatabase;
let handle: DatabaseHandle;
let notesBefore: Record<string, unknown>[];

/** Every level with its note, the date compared in the database (drivers return dates differently). */
function selectLevels(): Promise<Record<string, unknown>[]> {
  return database.selectRows(sql`
    SELECT s.student_id, s.progress_note_id, s.skill, s.level, s.recorded_at = n.created_at AS dated_with_note
    FROM skill_levels s JOIN progress_notes n ON n.id = s.progress_note_id
    ORDER BY s.progress_note_id, s.skill`);
}

function selectNotes(): Promise<Record<string, unknown>[]> {
  return database.selectRows(
    sql`SELECT id, student_id, skills_practiced::text AS skills, created_at::text AS created_at FROM progress_notes ORDER BY id`,
  );
}

const ARGON_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';

beforeAll(async () => {
  database = await openMigrationTestDatabase('levels-migration');
  handle = database.handle;
  await handle.migrate(undefined, database.migrationsUpTo(LEVELS_MIGRATION_INDEX - 1));
  const { db } = handle;
  // The shape before levels: notes with ticked and typed skills as texts.
  const before = `
    INSERT INTO instructors (id, email, full_name, password_hash) VALUES (1, 'i@example.com', 'Ina Structor', '${ARGON_HASH}');
    INSERT INTO users (id, username, email, full_name) VALUES
      (1, 'tia', 'tia@example.com', 'Tia Ticks'),
      (2, 'una', 'una@example.com', 'Una Matched'),
      (3, 'val', 'val@example.com', 'Val Other');
    INSERT INTO progress_notes (id, student_id, instructor_id, skills_practiced, instructor_notes, created_at) VALUES
      (1, 1, 1, ARRAY['Dual Carriageway', 'roundabouts', '', ' Parking '], 'First', '2026-10-01T18:30:00Z'),
      (2, 1, 1, ARRAY['Town centre traffic'], 'Nothing on the map', '2026-10-08T18:30:00Z'),
      (3, 1, 1, ARRAY['Roundabouts', 'MIRROR CHECKS'], 'Again', '2026-10-15T18:30:00Z'),
      (4, 2, 1, ARRAY['   '], 'Blank only', '2026-10-02T09:00:00Z'),
      (5, 3, 1, ARRAY['Mirror checks and signals'], 'Longer text holding two names', '2026-10-03T09:00:00Z')
  `;
  // One statement at a time: the drivers take one per query.
  for (const statement of before.split(';').map((text) => text.trim())) {
    if (statement !== '') await db.execute(sql.raw(statement));
  }
  notesBefore = await selectNotes();
  await handle.migrate(undefined, database.migrationsUpTo(LEVELS_MIGRATION_INDEX));
});

afterAll(async () => {
  await database?.close();
});

describe('migration 0016, skill levels', () => {
  it("turns each matched skill of the map into exactly one 'prompted' level dated with its note", async () => {
    expect(await selectLevels()).toEqual([
      {
        student_id: 1,
        progress_note_id: 1,
        skill: 'Dual Carriageways',
        level: 'prompted',
        dated_with_note: true,
      },
      { student_id: 1, progress_note_id: 1, skill: 'Parking', level: 'prompted', dated_with_note: true },
      { student_id: 1, progress_note_id: 1, skill: 'Roundabouts', level: 'prompted', dated_with_note: true },
      {
        student_id: 1,
        progress_note_id: 3,
        skill: 'Mirror Checks',
        level: 'prompted',
        dated_with_note: true,
      },
      { student_id: 1, progress_note_id: 3, skill: 'Roundabouts', level: 'prompted', dated_with_note: true },
      // A text holding two skills' names counts for both, as the skills map has always read it.
      {
        student_id: 3,
        progress_note_id: 5,
        skill: 'Mirror Checks',
        level: 'prompted',
        dated_with_note: true,
      },
      { student_id: 3, progress_note_id: 5, skill: 'Signals', level: 'prompted', dated_with_note: true },
    ]);
  });

  it('writes nothing for a blank or unmatched text, and leaves every note as it was', async () => {
    const levels = await selectLevels();
    expect(levels.filter((row) => row.progress_note_id === 2 || row.progress_note_id === 4)).toEqual([]);
    expect(await selectNotes()).toEqual(notesBefore);
  });

  it('derives the same levels with the statement an older backup’s restore runs', async () => {
    const migrated = await selectLevels();
    await handle.db.execute(sql`DELETE FROM skill_levels`);
    expect(await insertLevelsFromPractisedSkills(handle.db)).toBe(migrated.length);
    expect(await selectLevels()).toEqual(migrated);
    // Run again over notes that have their levels: nothing doubles.
    expect(await insertLevelsFromPractisedSkills(handle.db)).toBe(0);
    expect(await selectLevels()).toEqual(migrated);
  });
});
