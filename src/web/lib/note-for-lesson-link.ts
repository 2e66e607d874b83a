import { getDashboardTabPath } from './dashboard-tabs';

/*
 * The notes tab opened for one lesson (after Done, issue 34): the address names the learner and the
 * lesson, and the note form starts with them chosen.
 */

export const NOTE_STUDENT_PARAM = 'noteStudent';
export const NOTE_LESSON_PARAM = 'noteLesson';

export function getNoteForLessonPath(studentId: number, lessonId: number): string {
  return `${getDashboardTabPath('notes')}&${NOTE_STUDENT_PARAM}=${studentId}&${NOTE_LESSON_PARAM}=${lessonId}`;
}

/** The learner and lesson named in the address, when both are whole positive numbers. */
export function readNoteForLesson(params: URLSearchParams): { studentId: string; lessonId: string } | null {
  const studentId = params.get(NOTE_STUDENT_PARAM) ?? '';
  const lessonId = params.get(NOTE_LESSON_PARAM) ?? '';
  return /^[1-9]\d{0,9}$/.test(studentId) && /^[1-9]\d{0,9}$/.test(lessonId) ? { studentId, lessonId } : null;
}
