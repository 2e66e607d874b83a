import { formatHourCount } from '../../format/count-format';
import { formatPounds } from '../../format/display-format';
import type { CancellationTerms } from '../../school/settings/school-figures';

const HOUR_MS = 3_600_000;

/** 'half_fee' is the late window, whatever share the school's terms forfeit in it (the name is the API's). */
export const LESSON_CHANGE_WINDOW_VALUES = ['free', 'half_fee', 'instructor_decides'] as const;
export type LessonChangeWindow = (typeof LESSON_CHANGE_WINDOW_VALUES)[number];

/**
 * Which part of the school's terms applies, by the real time left before the lesson starts
 * (instants, not wall-clock: across a clock change "48 hours" stays 48 real hours). Null once the
 * lesson has begun.
 */
export function getLessonChangeWindow(
  lessonStartsAt: Date,
  now: Date,
  terms: CancellationTerms,
): LessonChangeWindow | null {
  const msLeft = lessonStartsAt.getTime() - now.getTime();
  if (msLeft <= 0) return null;
  if (msLeft >= terms.freeChangeHours * HOUR_MS) return 'free';
  if (msLeft >= terms.lateChangeHours * HOUR_MS) return 'half_fee';
  return 'instructor_decides';
}

/**
 * The part of a booking's price that pays for one lesson: the package price shared by minutes of
 * driving (a 2-hour lesson of a 10-hour package is a fifth of it), never more than the booking cost.
 */
export function getLessonFeePence(
  bookingTotalPence: number,
  lessonMinutes: number,
  packageTotalMinutes: number,
): number {
  if (packageTotalMinutes <= 0 || lessonMinutes <= 0) return 0;
  return Math.min(bookingTotalPence, Math.round((bookingTotalPence * lessonMinutes) / packageTotalMinutes));
}

/**
 * What the terms forfeit: nothing, the late window's share (rounded down, in the learner's
 * favour), or the whole fee.
 */
export function getForfeitPence(
  window: LessonChangeWindow,
  lessonFeePence: number,
  terms: CancellationTerms,
): number {
  if (window === 'free') return 0;
  if (window === 'half_fee') return Math.floor((lessonFeePence * terms.lateChangeForfeitPercent) / 100);
  return lessonFeePence;
}

/** How many more times a booking may be moved under the terms. */
export function getReschedulesLeft(rescheduleCount: number, terms: CancellationTerms): number {
  return Math.max(0, terms.movesAllowed - rescheduleCount);
}

/** The sentence the learner reads before moving or cancelling, with the school's figures and the amount at stake. */
export function describeLessonChangeTerms(
  window: LessonChangeWindow,
  forfeitPence: number,
  terms: CancellationTerms,
): string {
  const free = formatHourCount(terms.freeChangeHours);
  if (window === 'free') {
    return `Your lesson is ${free} or more away, so moving or cancelling it is free.`;
  }
  if (window === 'half_fee') {
    if (forfeitPence === 0) {
      return `Your lesson is less than ${free} away. Under our terms nothing is forfeited if you move or cancel it now, and your instructor will be told.`;
    }
    return `Your lesson is less than ${free} away. Under our terms, ${terms.lateChangeForfeitPercent}% of the lesson fee (${formatPounds(forfeitPence)}) is forfeited if you move or cancel it now, and your instructor will be told.`;
  }
  return `Your lesson is less than ${formatHourCount(terms.lateChangeHours)} away, so your instructor decides whether it can be moved or cancelled. Under our terms the full lesson fee (${formatPounds(forfeitPence)}) is forfeited.`;
}

export interface ContiguousSlotCandidate {
  id: number;
  instructorId: number;
  startsAt: Date;
  durationMinutes: number;
}

export interface RescheduleOption {
  startsAt: Date;
  timeSlotIds: number[];
}

/**
 * Every way to fill exactly `durationMinutes` with back-to-back free slots of one instructor
 * (a 2-hour lesson fits one 2-hour slot or two 1-hour slots in a row). Slots in any order.
 */
export function findRescheduleOptions(
  slots: readonly ContiguousSlotCandidate[],
  durationMinutes: number,
): RescheduleOption[] {
  const sorted = [...slots].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const byStart = new Map(sorted.map((slot) => [`${slot.instructorId}:${slot.startsAt.getTime()}`, slot]));
  const options: RescheduleOption[] = [];
  for (const first of sorted) {
    const ids = [first.id];
    let minutes = first.durationMinutes;
    let end = first.startsAt.getTime() + first.durationMinutes * 60_000;
    while (minutes < durationMinutes) {
      const next = byStart.get(`${first.instructorId}:${end}`);
      if (!next) break;
      ids.push(next.id);
      minutes += next.durationMinutes;
      end += next.durationMinutes * 60_000;
    }
    if (minutes === durationMinutes) options.push({ startsAt: first.startsAt, timeSlotIds: ids });
  }
  return options;
}

/** True when the chosen slots are exactly one of the options (contiguous, the right length). */
export function isValidRescheduleChoice(
  slots: readonly ContiguousSlotCandidate[],
  chosenIds: readonly number[],
  durationMinutes: number,
): boolean {
  const chosen = slots.filter((slot) => chosenIds.includes(slot.id));
  if (chosen.length !== chosenIds.length || new Set(chosenIds).size !== chosenIds.length) return false;
  const [option] = findRescheduleOptions(chosen, durationMinutes);
  return option !== undefined && option.timeSlotIds.length === chosenIds.length;
}
