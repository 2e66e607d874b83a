import { asc, eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/database-client';
import { lessons, progressNotes, skillLevels } from '../../db/schema';

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

/** Writes a note's levels (inside the caller's transaction). */
export async function insertSkillLevels(
  tx: DatabaseExecutor,
  rows: readonly NewSkillLevelRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(skillLevels).values([...rows]);
}
