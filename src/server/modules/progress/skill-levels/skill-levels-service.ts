import type { SkillLevelEntry } from '../../../../core/progress/skill-levels';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { DatabaseExecutor } from '../../../db/database-client';
import {
  insertLevelsFromPractisedSkills,
  insertSkillLevels,
  listSkillLevelsOfNotes,
  listSkillLevelsOfStudent,
  type NewSkillLevelRow,
} from './skill-levels-repository';

/** The learner's level history, oldest first: what their trend chart and readiness are read from. */
export async function getSkillLevelHistory(
  db: DatabaseExecutor,
  studentId: number,
): Promise<SkillLevelEntry[]> {
  const rows = await listSkillLevelsOfStudent(db, studentId);
  return rows.map(({ level, lessonStartsAt }) => ({
    skill: level.skill,
    level: level.level,
    noteId: level.progressNoteId,
    recordedAt: level.recordedAt.toISOString(),
    lessonDate: lessonStartsAt ? toZonedParts(lessonStartsAt, SCHOOL_TIME_ZONE).date : null,
  }));
}

/**
 * Levels for notes that arrive without any (a backup made before migration 0016), made from their
 * practised skills exactly as the migration made them, in the caller's transaction. Returns how many.
 */
export function deriveSkillLevelsFromNotes(tx: DatabaseExecutor): Promise<number> {
  return insertLevelsFromPractisedSkills(tx);
}

/** Writes a note's levels (inside the caller's transaction). */
export function recordSkillLevels(tx: DatabaseExecutor, rows: readonly NewSkillLevelRow[]): Promise<void> {
  return insertSkillLevels(tx, rows);
}

/** The levels recorded on these notes (each note's own, for the notes in API answers). */
export function getSkillLevelsOfNotes(db: DatabaseExecutor, noteIds: readonly number[]) {
  return listSkillLevelsOfNotes(db, noteIds);
}
