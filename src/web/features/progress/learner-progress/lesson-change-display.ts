/*
 * How the learner's "move or cancel a lesson" screens read the terms and the free times (pure, tested).
 */

import type { LessonChangeWindow } from '../../../../core/diary/lesson-changes/lesson-change-rules';
import type {
  LessonChangeKind,
  LessonChangeResult,
  RescheduleOptionsResponse,
} from '../../../../core/diary/lesson-changes/lesson-change-schemas';
import {
  formatDurationLabel,
  formatLongDate,
  formatShortDate,
  formatTime12h,
} from '../../../../core/format/display-format';
import type { ProgressResponse } from '../../../../core/progress/progress-schemas';
import type { CancellationTerms } from '../../../../core/school/settings/school-figures';
import { describeLateWindowLabel } from '../../../../core/school/site/terms-figures';
import { SCHOOL_TIME_ZONE, zonedWallTimeToInstant } from '../../../../core/time/london-time';
import { formatSchoolDateTime, formatTimeRange } from '../../../lib/school-time-format';

export type LearnerLesson = ProgressResponse['lessons'][number];
export type RescheduleOption = RescheduleOptionsResponse['options'][number];

export interface RescheduleDay {
  date: string;
  options: RescheduleOption[];
}

/** The learner's lessons still to come (scheduled, not begun), soonest first. */
export function getUpcomingLessons(lessons: readonly LearnerLesson[], now: Date): LearnerLesson[] {
  const startOf = (lesson: LearnerLesson) =>
    zonedWallTimeToInstant(lesson.date, lesson.startTime, SCHOOL_TIME_ZONE).getTime();
  return lessons
    .filter((lesson) => lesson.status === 'scheduled' && startOf(lesson) > now.getTime())
    .sort((a, b) => startOf(a) - startOf(b));
}

/** The free times grouped by day, days and times in order: the learner picks a day, then a time. */
export function groupRescheduleOptionsByDate(options: readonly RescheduleOption[]): RescheduleDay[] {
  const byDate = new Map<string, RescheduleOption[]>();
  for (const option of options) {
    const day = byDate.get(option.date);
    if (day) day.push(option);
    else byDate.set(option.date, [option]);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, dayOptions]) => ({
      date,
      options: [...dayOptions].sort((a, b) => a.startTime.localeCompare(b.startTime)),
    }));
}

/** One key per option, for radio values and React keys: the slot ids it holds. */
export function getRescheduleOptionKey(option: { timeSlotIds: readonly number[] }): string {
  return option.timeSlotIds.join('-');
}

/** 'Sat 14 Mar · 3 times' for the day select. */
export function describeRescheduleDay(day: RescheduleDay): string {
  const count = day.options.length;
  return `${formatShortDate(day.date)} · ${count} ${count === 1 ? 'time' : 'times'}`;
}

/** 'Saturday 14 March 2026, 9:00 AM – 11:00 AM (2hr)': a lesson in one line. */
export function describeLessonTime(lesson: { date: string; startTime: string; duration: number }): string {
  return `${formatLongDate(lesson.date)}, ${formatTimeRange(lesson.startTime, lesson.duration)} (${formatDurationLabel(lesson.duration)})`;
}

/** 'You can move this booking 1 more time' (the server counts against the school's moves allowed). */
export function describeReschedulesLeft(reschedulesLeft: number): string {
  if (reschedulesLeft <= 0) return 'This booking has been moved as many times as our terms allow.';
  return `You can move this booking ${reschedulesLeft} more ${reschedulesLeft === 1 ? 'time' : 'times'}.`;
}

/** The window in words, shown beside its colour (colour is never the only signal); the share is the school's. */
export function getLessonChangeWindowLabel(window: LessonChangeWindow, terms: CancellationTerms): string {
  if (window === 'free') return 'Free to change';
  if (window === 'half_fee') return describeLateWindowLabel(terms);
  return 'Your instructor decides';
}

/** The confirm button: done now, or a request when the lesson is under 24 hours away. */
export function getLessonChangeConfirmLabel(kind: LessonChangeKind, window: LessonChangeWindow): string {
  if (window === 'instructor_decides') return 'Send request to my instructor';
  return kind === 'reschedule' ? 'Move my lesson' : 'Cancel my lesson';
}

export function getLessonChangePendingLabel(kind: LessonChangeKind, window: LessonChangeWindow): string {
  if (window === 'instructor_decides') return 'Sending your request…';
  return kind === 'reschedule' ? 'Moving your lesson…' : 'Cancelling your lesson…';
}

/** The toast title over the server's message. */
export function getLessonChangeToastTitle(result: Pick<LessonChangeResult, 'kind' | 'status'>): string {
  if (result.status === 'pending') return 'Request Sent';
  return result.kind === 'reschedule' ? 'Lesson Moved' : 'Lesson Cancelled';
}

/** 'You asked to move this lesson on Sat 14 Mar, 6:21 AM. …' for a request still waiting. */
export function describePendingRequest(request: { kind: LessonChangeKind; requestedAt: string }): string {
  const what = request.kind === 'reschedule' ? 'move' : 'cancel';
  return `You asked to ${what} this lesson on ${formatSchoolDateTime(request.requestedAt)}. Your instructor will reply by e-mail.`;
}

/** The WhatsApp message prefilled when a lesson cannot be changed online. */
export function getLessonChangeContactMessage(
  learnerName: string,
  lesson: { date: string; startTime: string },
): string {
  return `Hi! This is ${learnerName}. I'd like to change my lesson on ${formatLongDate(lesson.date)} at ${formatTime12h(lesson.startTime)}.`;
}

/** The free times shown may be stale: after these answers the list is fetched again. */
export const SLOT_GONE_CODES: ReadonlySet<string> = new Set(['SLOT_TAKEN', 'SLOT_UNAVAILABLE']);
