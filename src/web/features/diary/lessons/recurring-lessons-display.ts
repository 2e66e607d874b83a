import type {
  RecurringLessonsPreview,
  RecurringLessonsResponse,
} from '../../../../core/diary/lessons/recurring-lessons-schemas';
import {
  formatDurationLabel,
  formatShortDate,
  formatTime12h,
  getIsoDateParts,
  WEEKDAY_NAMES,
} from '../../../../core/format/display-format';
import { formatHoursFromMinutes } from '../../../lib/balance-display';
import { pluralize } from '../../../lib/school-time-format';

/*
 * How a recurring series reads on the Manual Booking tab. The figures are the server's (the
 * preview's weeks and the ledger's hours left); nothing here decides whether a week is free.
 */

interface SeriesFields {
  firstDate: string;
  startTime: string;
  duration: number;
  weeks: number;
}

/** 'every Tuesday at 5:00 PM, 1.5hr' */
function describeWeeklyTime(series: SeriesFields): string {
  const weekday = WEEKDAY_NAMES[getIsoDateParts(series.firstDate).weekdayIndex];
  return `every ${weekday} at ${formatTime12h(series.startTime)}, ${formatDurationLabel(series.duration)}`;
}

/** 'Every Tuesday at 5:00 PM, 1.5hr, 10 weeks from Tue 13 Oct'. */
export function describeSeries(series: SeriesFields): string {
  const text = `${describeWeeklyTime(series)}, ${pluralize(series.weeks, 'week')} from ${formatShortDate(series.firstDate)}`;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** 'Booked 8 lessons for Sam: every Tuesday at 5:00 PM, 1.5hr, from Tue 13 Oct to Tue 15 Dec. Skipped Tue 27 Oct.' */
export function describeBookedSeries(
  series: SeriesFields,
  studentName: string,
  booked: RecurringLessonsResponse,
): string {
  const first = booked.lessons[0]?.date;
  const last = booked.lessons.at(-1)?.date;
  const span = first && last ? `, from ${formatShortDate(first)} to ${formatShortDate(last)}` : '';
  const skipped =
    booked.skippedDates.length > 0
      ? ` Skipped ${booked.skippedDates.map((date) => formatShortDate(date)).join(', ')}.`
      : '';
  return `Booked ${pluralize(booked.lessons.length, 'lesson')} for ${studentName}: ${describeWeeklyTime(series)}${span}.${skipped}`;
}

export function countClashes(preview: RecurringLessonsPreview): number {
  return preview.weeks.filter((week) => week.clash !== null).length;
}

/** What the confirm button does: 'Book 8 lessons and skip 2', or 'Book 10 lessons'. */
export function describeSeriesConfirm(preview: RecurringLessonsPreview): string {
  const clashes = countClashes(preview);
  const book = `Book ${pluralize(preview.lessonsToBook, 'lesson')}`;
  return clashes > 0 ? `${book} and skip ${clashes}` : book;
}

/** The hours the free weeks need against the learner's hours left. */
export function describeSeriesHours(preview: RecurringLessonsPreview): string {
  return `${pluralize(preview.lessonsToBook, 'lesson')} need ${formatHoursFromMinutes(preview.minutesNeeded)}; ${preview.studentName} has ${formatHoursFromMinutes(Math.max(preview.minutesLeft, 0))} left.`;
}

export function hasHoursForSeries(preview: RecurringLessonsPreview): boolean {
  return preview.minutesLeft >= preview.minutesNeeded;
}
