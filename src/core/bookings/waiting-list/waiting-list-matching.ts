import { addDaysToIsoDate, toZonedParts, zonedWallTimeToInstant } from '../../time/london-time';
import { isoWeekday } from '../availability/availability-pattern';

/*
 * Does a freed time suit a waiting learner (issue 21)? Decisions, and why:
 * - The offered lesson starts at the freed time's start and lasts the learner's lesson length; it
 *   must end inside the freed time (a freed 2 hours suits a 1-hour wish, 1 hour does not suit a
 *   2-hour wish). Starting at the start keeps what is left of the freed time in one piece.
 * - The WHOLE lesson must lie in the periods the learner ticked for that London weekday (adjacent
 *   ticked periods join: afternoon + evening covers 16:00-18:00). Matching on the start alone
 *   would offer a 20:30-22:30 lesson to someone who said evenings end at 21:00, or a 16:00 lesson
 *   to someone who works until 17:00: an offer they cannot take is noise on their phone.
 * - Weekday, period and dates are read on the London wall clock (the school's zone), never UTC:
 *   at 07:30 BST the UTC clock still says 06:30, and in summer 23:30 UTC is already tomorrow.
 * - Not before `fromDate` (the lesson's London date is that day or later) and not in the past
 *   (the lesson starts after `now`).
 * - With a test date, only lessons on a London date BEFORE the test day: a lesson after the test is
 *   useless, and on the test day itself we do not know the test's time (a warm-up before a test is
 *   arranged with the instructor, not by the list).
 * - Only times earlier than the learner's next scheduled lesson, when they have one: the list
 *   brings a lesson forward; a time after one they hold is no improvement.
 * - "Has a lesson earlier than they asked for" (`isWaitingWishFulfilled`): the learner's next
 *   scheduled lesson starts no later than the earliest moment the list could still offer them (the
 *   start of their first ticked period from today and `fromDate` on, or now when that period is
 *   already under way). From then on nothing the list could offer is earlier than what they hold,
 *   so they leave it. A lesson they booked later than that (say as a fallback weeks ahead) keeps
 *   them on the list, which is exactly the learner who wants an earlier time.
 *   When nothing can be offered any more (the test day comes before their next ticked period),
 *   any lesson still to come fulfils it. No next lesson: never fulfilled (they wait or leave).
 */

export type WaitingListPeriodName = 'morning' | 'afternoon' | 'evening';

export interface WaitingWindowInput {
  /** ISO weekday, 1 = Monday ... 7 = Sunday. */
  weekday: number;
  period: WaitingListPeriodName;
}

/** The wishes of one entry, structurally (the zod schema is waiting-list-schemas.ts). */
export interface WaitingWishesInput {
  windows: readonly WaitingWindowInput[];
  /** YYYY-MM-DD, London. */
  fromDate: string;
  lessonMinutes: number;
  /** YYYY-MM-DD, London; null when the learner has no test booked. */
  testDate: string | null;
}

export interface TimeRange {
  startsAt: Date;
  endsAt: Date;
}

/**
 * London wall-clock bounds of each period (HH:MM, end excluded). Zero-padded HH:MM strings
 * compare in time order, so they are compared as they are.
 */
export const WAITING_PERIOD_TIMES: Record<WaitingListPeriodName, { start: string; end: string }> = {
  morning: { start: '07:00', end: '12:00' },
  afternoon: { start: '12:00', end: '17:00' },
  evening: { start: '17:00', end: '21:00' },
};

const MINUTE_MS = 60_000;

/** The chosen periods of one weekday as wall-clock ranges, earliest first. */
function getChosenRanges(windows: readonly WaitingWindowInput[], weekday: number) {
  return windows
    .filter((window) => window.weekday === weekday)
    .map((window) => WAITING_PERIOD_TIMES[window.period])
    .sort((a, b) => a.start.localeCompare(b.start));
}

/** True when the whole range lies, on one London day, inside periods the learner ticked that weekday. */
export function isWithinChosenWindows(
  range: TimeRange,
  windows: readonly WaitingWindowInput[],
  timeZone: string,
): boolean {
  const start = toZonedParts(range.startsAt, timeZone);
  const end = toZonedParts(range.endsAt, timeZone);
  // Every period ends by 21:00, so a range crossing midnight can never fit.
  if (start.date !== end.date) return false;
  let cursor = start.time;
  // Walk through the ticked periods the range needs, joining adjacent ones.
  for (const period of getChosenRanges(windows, isoWeekday(start.date))) {
    if (period.start <= cursor && cursor < period.end) cursor = period.end;
    if (cursor >= end.time) return true;
  }
  return false;
}

/** The lesson offered from a freed time: at its start, the wish's length; null when it does not fit. */
export function getOfferedLesson(freed: TimeRange, lessonMinutes: number): TimeRange | null {
  const endsAt = new Date(freed.startsAt.getTime() + lessonMinutes * MINUTE_MS);
  return endsAt.getTime() <= freed.endsAt.getTime() ? { startsAt: freed.startsAt, endsAt } : null;
}

export type FreedTimeMismatch =
  | 'too_short'
  | 'started'
  | 'before_from_date'
  | 'not_before_test'
  | 'outside_chosen_times'
  | 'not_earlier_than_next_lesson';

export type FreedTimeMatch =
  | { suits: true; lesson: TimeRange }
  | { suits: false; mismatch: FreedTimeMismatch };

export interface FreedTimeMatchInput {
  freed: TimeRange;
  wishes: WaitingWishesInput;
  /** The start of the learner's next scheduled lesson, or null when they have none. */
  nextLessonStartsAt: Date | null;
  now: Date;
  timeZone: string;
}

/** Whether a freed time suits an entry, with the lesson it would be, or the first rule it fails. */
export function matchFreedTime(input: FreedTimeMatchInput): FreedTimeMatch {
  const { freed, wishes, nextLessonStartsAt, now, timeZone } = input;
  const lesson = getOfferedLesson(freed, wishes.lessonMinutes);
  if (!lesson) return { suits: false, mismatch: 'too_short' };
  if (lesson.startsAt.getTime() <= now.getTime()) return { suits: false, mismatch: 'started' };
  const lessonDate = toZonedParts(lesson.startsAt, timeZone).date;
  if (lessonDate < wishes.fromDate) return { suits: false, mismatch: 'before_from_date' };
  if (wishes.testDate !== null && lessonDate >= wishes.testDate) {
    return { suits: false, mismatch: 'not_before_test' };
  }
  if (!isWithinChosenWindows(lesson, wishes.windows, timeZone)) {
    return { suits: false, mismatch: 'outside_chosen_times' };
  }
  if (nextLessonStartsAt && lesson.startsAt.getTime() >= nextLessonStartsAt.getTime()) {
    return { suits: false, mismatch: 'not_earlier_than_next_lesson' };
  }
  return { suits: true, lesson };
}

/**
 * The earliest moment the list could still offer this learner a lesson: the start of their first
 * ticked period on or after today and `fromDate` (London), or `now` when that period is under way.
 * Null when their windows are empty or the test day comes first (nothing can be offered).
 */
export function getEarliestWishedStart(wishes: WaitingWishesInput, now: Date, timeZone: string): Date | null {
  const today = toZonedParts(now, timeZone).date;
  const firstDay = wishes.fromDate > today ? wishes.fromDate : today;
  // Eight days: today's periods may all be over, and each weekday then comes round once more.
  for (let offset = 0; offset < 8; offset += 1) {
    const date = addDaysToIsoDate(firstDay, offset);
    if (wishes.testDate !== null && date >= wishes.testDate) return null;
    for (const period of getChosenRanges(wishes.windows, isoWeekday(date))) {
      const endsAt = zonedWallTimeToInstant(date, period.end, timeZone);
      if (endsAt.getTime() <= now.getTime()) continue;
      const startsAt = zonedWallTimeToInstant(date, period.start, timeZone);
      return startsAt.getTime() > now.getTime() ? startsAt : now;
    }
  }
  return null;
}

/**
 * The learner already has a lesson earlier than they asked for (they leave the list by
 * themselves): their next scheduled lesson starts no later than the earliest moment the list
 * could offer them (see the decisions above). False without a next lesson.
 */
export function isWaitingWishFulfilled(input: {
  wishes: WaitingWishesInput;
  nextLessonStartsAt: Date | null;
  now: Date;
  timeZone: string;
}): boolean {
  const { wishes, nextLessonStartsAt, now, timeZone } = input;
  if (!nextLessonStartsAt || nextLessonStartsAt.getTime() <= now.getTime()) return false;
  const earliest = getEarliestWishedStart(wishes, now, timeZone);
  // Nothing can be offered any more (the test day comes first): the lesson they hold is the best.
  if (!earliest) return true;
  return nextLessonStartsAt.getTime() <= earliest.getTime();
}
