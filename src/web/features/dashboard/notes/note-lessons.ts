import type { Lesson } from '../../../../core/dashboard/lessons-schemas';
import { formatDurationLabel, formatShortDate, formatTime12h } from '../../../../core/format/display-format';

/** How many of a learner's lessons the note form offers. */
export const NOTE_LESSON_CHOICES = 20;

/**
 * The lessons a note can be about: not cancelled, those due (today or earlier, still scheduled)
 * first, then the rest newest first; at most NOTE_LESSON_CHOICES.
 */
export function pickNoteLessons(lessons: readonly Lesson[], today: string): Lesson[] {
  const live = lessons.filter((lesson) => lesson.status !== 'cancelled');
  const due = live.filter((lesson) => lesson.status === 'scheduled' && lesson.date <= today);
  const rest = live.filter((lesson) => !due.includes(lesson));
  const newestFirst = (a: Lesson, b: Lesson) =>
    b.date.localeCompare(a.date) || b.startTime.localeCompare(a.startTime);
  return [...due.sort(newestFirst), ...rest.sort(newestFirst)].slice(0, NOTE_LESSON_CHOICES);
}

/** 'Wed 25 Nov, 9:00 AM (2hr) · completed' for the lesson select. */
export function describeNoteLesson(lesson: Lesson): string {
  const status = lesson.status === 'completed' ? 'completed' : 'not yet completed';
  return `${formatShortDate(lesson.date)}, ${formatTime12h(lesson.startTime)} (${formatDurationLabel(lesson.bookedDuration)}) · ${status}`;
}
