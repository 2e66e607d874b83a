import type { LessonChangeWindow } from '../../../../core/diary/lesson-changes/lesson-change-rules';
import type { StudentListItem } from '../../../../core/learners/students-schemas';
import type { CancellationTerms } from '../../../../core/school/settings/school-figures';
import { formatTermsHours } from '../../../../core/school/site/terms-figures';
import { SCHOOL_TIME_ZONE, zonedWallTimeToInstant } from '../../../../core/time/london-time';

/*
 * When the instructor's lesson actions apply (docs/decisions/0018-ledger.md): Done and No-show once
 * a lesson has started, Move and Cancel before. The server decides; this only keeps the buttons honest.
 */

/** A coming lesson as the student card lists it. */
export type StudentCardLesson = StudentListItem['upcomingLessons'][number];

export interface LessonWallTime {
  /** YYYY-MM-DD, Europe/London. */
  date: string;
  /** HH:MM, Europe/London. */
  startTime: string;
}

/** The instant a lesson starts, from its London date and time. */
export function getLessonStart(lesson: LessonWallTime, timeZone: string = SCHOOL_TIME_ZONE): Date {
  return zonedWallTimeToInstant(lesson.date, lesson.startTime, timeZone);
}

/** Whether the lesson's start time has come (the server's test for Done and No-show). */
export function hasLessonStarted(lesson: LessonWallTime, now: Date, timeZone: string = SCHOOL_TIME_ZONE) {
  return getLessonStart(lesson, timeZone).getTime() <= now.getTime();
}

/** Whether Move and Cancel apply: the lesson is booked and has not started (the server's test). */
export function isLessonStillToCome(
  lesson: LessonWallTime & { status: StudentCardLesson['status'] },
  now: Date,
  timeZone: string = SCHOOL_TIME_ZONE,
) {
  return lesson.status === 'scheduled' && !hasLessonStarted(lesson, now, timeZone);
}

/**
 * What the cancellation terms (the school's figures) do with the lesson's hours, in the
 * instructor's words (null: it has started, and the server will refuse).
 */
export function describeInstructorCancellationTerms(
  termsWindow: LessonChangeWindow | null,
  studentName: string,
  terms: CancellationTerms,
): string {
  const free = formatTermsHours(terms.freeChangeHours);
  switch (termsWindow) {
    case 'free':
      return `It is ${free} or more away: by the cancellation terms all its hours come back to ${studentName}.`;
    case 'half_fee': {
      const when =
        terms.lateChangeHours > 0 ? `${terms.lateChangeHours} to ${free} away` : `less than ${free} away`;
      const percent = terms.lateChangeForfeitPercent;
      if (percent <= 0)
        return `It is ${when}: by the cancellation terms all its hours come back to ${studentName}.`;
      if (percent >= 100) return `It is ${when}: by the cancellation terms all its hours are used.`;
      const share = percent === 50 ? 'half its hours' : `${percent}% of its hours`;
      return `It is ${when}: by the cancellation terms ${share} are used and the rest come back to ${studentName}.`;
    }
    case 'instructor_decides':
      return `It is less than ${formatTermsHours(terms.lateChangeHours)} away: by the cancellation terms you decide whether its hours are used.`;
    case null:
      return 'It has started, so it can no longer be cancelled: record it as done or as a no-show.';
  }
}
