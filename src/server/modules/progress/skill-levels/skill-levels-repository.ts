import { asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MIGRATED_TICK_LEVEL, SKILL_NAMES } from '../../../../core/progress/skill-levels';
import type { DatabaseExecutor } from '../../../db/database-client';
import { lessons, progressNotes, skillLevels } from '../../../db/schema';

export type SkillLevelRow = typeof skillLevels.$inferSelect;
export type NewSkillLevelRow = typeof skillLevels.$inferInsert;

/** Every level recorded for the learner, oldest first, with the start of the note's lesson. */
export function listSkillLevelsOfStudent(db: DatabaseExecutor, studentId: number) {
  return db
    .select({ level: skillLevels, lessonStartsAt: lessons.startsAt })
    .from(skillLevels)
    .innerJoin(progressNotes, eq(progressNotes.id, skillLevels.progressNoteId))
    .leftJoin(lessons, eq(lessons.id, progressNotes.lessonId))
    .where(eq(skillLevels.studentId, studentId))
    .orderBy(asc(skillLevels.recordedAt), asc(skillLevels.id));
}

/** The levels recorded on these notes (each note's own, for the notes in API answers). */
export function listSkillLevelsOfNotes(db: DatabaseExecutor, noteIds: readonly number[]) {
  if (noteIds.length === 0) return Promise.resolve([]);
  return db
    .select({ noteId: skillLevels.progressNoteId, skill: skillLevels.skill, level: skillLevels.level })
    .from(skillLevels)
    .where(inArray(skillLevels.progressNoteId, [...noteIds]))
    .orderBy(asc(skillLevels.id));
}

/** Writes a note's levels (inside the caller's transaction). */
export async function insertSkillLevels(
  tx: DatabaseExecutor,
  rows: readonly NewSkillLevelRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(skillLevels).values([...rows]);
}

const returnedRowsSchema = z.object({ rows: z.array(z.unknown()) });

/**
 * Migration 0016's statement, for notes that arrive without levels (a backup made before 0016):
 * each skill of the map that a practised text and the skill's name contain each other (ignoring
 * case, blank texts skipped: skills-catalogue.ts's isSkillPractised) becomes one 'prompted' level
 * dated with its note. Keep the two in step; `skill-levels-migration.test.ts` compares them.
 * Returns how many levels it wrote.
 */
export async function insertLevelsFromPractisedSkills(tx: DatabaseExecutor): Promise<number> {
  const catalogue = sql.join(
    SKILL_NAMES.map((name) => sql`(${name}::text)`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    INSERT INTO "skill_levels" ("student_id", "progress_note_id", "skill", "level", "recorded_at")
    SELECT n."student_id", n."id", c."name", ${MIGRATED_TICK_LEVEL}::text, n."created_at"
    FROM "progress_notes" n
    CROSS JOIN (VALUES ${catalogue}) AS c("name")
    WHERE EXISTS (
      SELECT 1 FROM unnest(n."skills_practiced") AS p("text")
      WHERE btrim(p."text") <> ''
        AND (strpos(lower(btrim(p."text")), lower(c."name")) > 0 OR strpos(lower(c."name"), lower(btrim(p."text"))) > 0)
    )
    ON CONFLICT DO NOTHING
    RETURNING "id"`);
  return returnedRowsSchema.parse(result).rows.length;
}
