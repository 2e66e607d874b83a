import type { LESSON_STATUS_VALUES, Lesson } from '../../../../core/diary/lessons/lessons-schemas';
import { formatDurationLabel, formatShortDate, formatTime12h } from '../../../../core/format/display-format';
import { SCHOOL_TIME_ZONE, zonedWallTimeToInstant } from '../../../../core/time/london-time';

type LessonStatus = (typeof LESSON_STATUS_VALUES)[number];

/** How many of a learner's lessons the note form offers. */
export const NOTE_LESSON_CHOICES = 20;

/** What the lesson select says of each status, after the lesson's time (mid-sentence, so lower case). */
export const noteLessonStatusLabels: Record<LessonStatus, string> = {
  scheduled: 'not yet completed',
  completed: 'completed',
  cancelled: 'cancelled',
  no_show: 'no-show',
};

/**
 * The lessons a note can be about: started (the server refuses a note for a lesson still to come)
 * and not cancelled; those not yet recorded as done or a no-show first, then the rest, newest
 * first; at most NOTE_LESSON_CHOICES.
 */
export function pickNoteLessons(lessons: readonly Lesson[], now: Date): Lesson[] {
  const startOf = (lesson: Lesson) =>
    zonedWallTimeToInstant(lesson.date, lesson.startTime, SCHOOL_TIME_ZONE).getTime();
  const started = lessons.filter(
    (lesson) => lesson.status !== 'cancelled' && startOf(lesson) <= now.getTime(),
  );
  const unrecorded = started.filter((lesson) => lesson.status === 'scheduled');
  const rest = started.filter((lesson) => lesson.status !== 'scheduled');
  const newestFirst = (a: Lesson, b: Lesson) => startOf(b) - startOf(a);
  return [...unrecorded.sort(newestFirst), ...rest.sort(newestFirst)].slice(0, NOTE_LESSON_CHOICES);
}

/** 'Wed 25 Nov, 9:00 AM (2hr) · completed' for the lesson select. */
export function describeNoteLesson(lesson: Lesson): string {
  return `${formatShortDate(lesson.date)}, ${formatTime12h(lesson.startTime)} (${formatDurationLabel(lesson.bookedDuration)}) · ${noteLessonStatusLabels[lesson.status]}`;
}
