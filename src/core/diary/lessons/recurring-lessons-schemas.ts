import { z } from 'zod';
import { isoDateField, wallTimeField } from '../../api/date-time-schemas';
import { databaseIdField } from '../../api/id-schemas';
import { formatMinutesAsHours } from '../../bookings/booking/booking-rules';
import { formatShortDate, formatTime12h } from '../../format/display-format';
import { addDaysToIsoDate, isIsoDate, SCHOOL_TIME_ZONE } from '../../time/london-time';
import { LESSON_STATUS_VALUES, MANUAL_LESSON_DURATIONS } from './lessons-schemas';
import { expandRecurringSeries } from './recurring-lesson-dates';

/*
 * Recurring lessons (issue 20, "The week"): "every Tuesday 17:00, 90 minutes, for 10 weeks" in
 * one step. The preview lists each week, free or clashing and why, with the hours the series needs
 * against the learner's hours left; the booking books the free weeks in one transaction once the
 * instructor has agreed to skip the clashing ones.
 */

export const RECURRING_WEEKS_MIN = 2;
export const RECURRING_WEEKS_MAX = 52;
export const RECURRING_WEEKS_MESSAGE = `Choose from ${RECURRING_WEEKS_MIN} to ${RECURRING_WEEKS_MAX} weeks`;
export const SKIP_DATE_MESSAGE = 'Only the dates of this series can be skipped';
export const NOTHING_TO_BOOK_MESSAGE = 'Every week is skipped: there is nothing to book';

const recurringSeriesFields = z.object({
  studentId: databaseIdField('Please select a student'),
  firstDate: isoDateField('Please select a date'),
  startTime: wallTimeField('Please select start time'),
  duration: z.literal(MANUAL_LESSON_DURATIONS, 'Please select duration').default(60),
  weeks: z
    .number(RECURRING_WEEKS_MESSAGE)
    .int(RECURRING_WEEKS_MESSAGE)
    .min(RECURRING_WEEKS_MIN, RECURRING_WEEKS_MESSAGE)
    .max(RECURRING_WEEKS_MAX, RECURRING_WEEKS_MESSAGE),
  notes: z.string().trim().max(2000, 'Notes are too long').optional(),
});

type SeriesFields = z.output<typeof recurringSeriesFields>;

/**
 * A series the calendar holds: its last week a real date (not past 9999-12-31). False without a
 * message for a number of weeks out of range, which has its own; zod runs object refinements after
 * field issues that do not abort, so this never expands 2^31 weeks.
 */
function checkSeriesEnd(series: SeriesFields, context: z.RefinementCtx): boolean {
  const { weeks } = series;
  if (!Number.isInteger(weeks) || weeks < RECURRING_WEEKS_MIN || weeks > RECURRING_WEEKS_MAX) return false;
  if (isIsoDate(addDaysToIsoDate(series.firstDate, (weeks - 1) * 7))) return true;
  context.addIssue({ code: 'custom', path: ['firstDate'], message: 'Please select a date' });
  return false;
}

/** `POST /api/lessons/recurring/preview`; the form's fields, shared by the form and the server. */
export const recurringLessonsPreviewRequestSchema = recurringSeriesFields.superRefine((series, context) => {
  checkSeriesEnd(series, context);
});

export type RecurringLessonsPreviewRequest = z.input<typeof recurringLessonsPreviewRequestSchema>;
export type ValidRecurringLessonsPreviewRequest = z.output<typeof recurringLessonsPreviewRequestSchema>;

/**
 * `POST /api/lessons/recurring`: the same series, with the clashing dates the instructor agreed to
 * skip. A date that is not one of the series' weeks is refused, and so is skipping every week.
 */
export const createRecurringLessonsRequestSchema = recurringSeriesFields
  .extend({
    skipDates: z
      .array(isoDateField(SKIP_DATE_MESSAGE))
      .max(RECURRING_WEEKS_MAX, SKIP_DATE_MESSAGE)
      .default([]),
  })
  .superRefine((request, context) => {
    if (!checkSeriesEnd(request, context)) return;
    const dates = new Set(expandRecurringSeries(request, SCHOOL_TIME_ZONE).map((week) => week.date));
    if (request.skipDates.some((date) => !dates.has(date))) {
      context.addIssue({ code: 'custom', path: ['skipDates'], message: SKIP_DATE_MESSAGE });
    } else if (new Set(request.skipDates).size >= dates.size) {
      context.addIssue({ code: 'custom', path: ['skipDates'], message: NOTHING_TO_BOOK_MESSAGE });
    }
  });

export type CreateRecurringLessonsRequest = z.input<typeof createRecurringLessonsRequestSchema>;
export type ValidCreateRecurringLessonsRequest = z.output<typeof createRecurringLessonsRequestSchema>;

/**
 * Why a week cannot be booked: another lesson is there, a booking request holds the time, the
 * instructor has time off that day, the clocks skip that time (spring forward), or it has passed.
 */
export const RECURRING_CLASH_REASONS = [
  'lesson',
  'booking_request',
  'time_off',
  'clocks_skip',
  'past',
] as const;
export type RecurringClashReason = (typeof RECURRING_CLASH_REASONS)[number];

export const recurringWeekSchema = z.object({
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  clash: z
    .object({
      reason: z.enum(RECURRING_CLASH_REASONS),
      /** The other lesson's or booking request's learner, when there is one. */
      studentName: z.string().nullable(),
      message: z.string(),
    })
    .nullable(),
});

export type RecurringWeek = z.infer<typeof recurringWeekSchema>;

export const recurringLessonsPreviewSchema = z.object({
  studentName: z.string(),
  weeks: z.array(recurringWeekSchema),
  /** The weeks that are free: the lessons the series would book. */
  lessonsToBook: z.number().int().nonnegative(),
  /** Minutes the free weeks need. */
  minutesNeeded: z.number().int().nonnegative(),
  /** The learner's hours left, from the ledger (negative when lessons went past what was bought). */
  minutesLeft: z.number().int(),
});

export type RecurringLessonsPreview = z.infer<typeof recurringLessonsPreviewSchema>;

export const recurringLessonsResponseSchema = z.object({
  lessons: z.array(
    z.object({
      id: z.number().int().positive(),
      date: z.string(),
      startTime: z.string(),
      duration: z.number().int(),
      status: z.enum(LESSON_STATUS_VALUES),
      /** The purchase whose hours it uses. */
      purchaseId: z.number().int().positive(),
    }),
  ),
  /** The weeks left out, as the instructor agreed. */
  skippedDates: z.array(z.string()),
});

export type RecurringLessonsResponse = z.infer<typeof recurringLessonsResponseSchema>;

export const RECURRING_CLASH_CODE = 'SERIES_CLASH';

/** The words for each clash, said the same way by the preview and by a refused booking. */
export function describeRecurringClash(
  reason: RecurringClashReason,
  details: { studentName?: string | null; startTime: string; endTime?: string; timeOff?: string },
): string {
  switch (reason) {
    case 'lesson':
      return details.studentName
        ? `Clashes with ${details.studentName}'s lesson${details.endTime ? ` (${formatTime12h(details.startTime)} to ${formatTime12h(details.endTime)})` : ''}.`
        : 'Clashes with another lesson.';
    case 'booking_request':
      return `Held by ${details.studentName ? `${details.studentName}'s` : 'a'} booking request: approve or reject it first.`;
    case 'time_off':
      return details.timeOff ? `You have time off then: ${details.timeOff}.` : 'You have time off then.';
    case 'clocks_skip':
      return `The clocks go forward that night: ${formatTime12h(details.startTime)} does not exist.`;
    case 'past':
      return 'This time has already passed.';
  }
}

/** 409 when weeks the instructor did not agree to skip clash now. */
export function describeSeriesClashes(weeks: readonly RecurringWeek[]): string {
  const dates = weeks.map((week) => formatShortDate(week.date)).join(', ');
  return weeks.length === 1
    ? `${dates} clashes now, so nothing was booked.`
    : `${weeks.length} weeks clash now (${dates}), so nothing was booked.`;
}

/**
 * 409 NO_HOURS_LEFT for a series: the learner's purchases cannot cover every lesson. Unlike a
 * single manual lesson, a series sells nothing with it: weeks of lessons may need more than one
 * package, and which to sell (and at what price) is a decision of its own, on the student card.
 */
export function describeSeriesNoHoursLeft(
  studentName: string,
  lessons: number,
  minutesNeeded: number,
  minutesLeft: number,
): string {
  const lessonsNeed = lessons === 1 ? 'this lesson needs' : `these ${lessons} lessons need`;
  if (minutesLeft >= minutesNeeded) {
    // Enough in all, but no single purchase has a whole lesson's hours left for some weeks.
    return `${studentName}'s ${formatMinutesAsHours(minutesLeft)} left are split across purchases too small for a whole lesson each. Nothing was booked: sell them hours (Sell Hours on their student card) or book fewer weeks.`;
  }
  return `${studentName} has ${formatMinutesAsHours(Math.max(minutesLeft, 0))} left, and ${lessonsNeed} ${formatMinutesAsHours(minutesNeeded)}. Nothing was booked: sell them hours (Sell Hours on their student card) or book fewer weeks.`;
}
