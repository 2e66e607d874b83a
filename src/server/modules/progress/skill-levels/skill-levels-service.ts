import type { SkillLevelEntry } from '../../../../core/progress/skill-levels';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { DatabaseExecutor } from '../../../db/database-client';
import { listSkillLevelsOfStudent } from './skill-levels-repository';

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
