import { formatPounds } from '../format/display-format';

/** Terms (spec, section 9): moving or cancelling 48 hours or more before a lesson is free. */
export const FREE_CHANGE_HOURS = 48;
/** 24 to 48 hours before: allowed, half the lesson fee is forfeited. Under 24: the instructor decides. */
export const HALF_FEE_CHANGE_HOURS = 24;
/** Terms: at most 2 reschedules per booking (the database refuses a third). */
export const MAX_RESCHEDULES_PER_BOOKING = 2;

const HOUR_MS = 3_600_000;

export const LESSON_CHANGE_WINDOW_VALUES = ['free', 'half_fee', 'instructor_decides'] as const;
export type LessonChangeWindow = (typeof LESSON_CHANGE_WINDOW_VALUES)[number];

/**
 * Which part of the terms applies, by the real time left before the lesson starts (instants, not
 * wall-clock: across a clock change "48 hours" stays 48 real hours). Null once the lesson has begun.
 */
export function getLessonChangeWindow(lessonStartsAt: Date, now: Date): LessonChangeWindow | null {
  const msLeft = lessonStartsAt.getTime() - now.getTime();
  if (msLeft <= 0) return null;
  if (msLeft >= FREE_CHANGE_HOURS * HOUR_MS) return 'free';
  if (msLeft >= HALF_FEE_CHANGE_HOURS * HOUR_MS) return 'half_fee';
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

/** What the terms forfeit: nothing, half (rounded down, in the learner's favour), or the whole fee. */
export function getForfeitPence(window: LessonChangeWindow, lessonFeePence: number): number {
  if (window === 'free') return 0;
  if (window === 'half_fee') return Math.floor(lessonFeePence / 2);
  return lessonFeePence;
}

/** The sentence the learner reads before moving or cancelling, with the amount at stake. */
export function describeLessonChangeTerms(window: LessonChangeWindow, forfeitPence: number): string {
  if (window === 'free') {
    return 'Your lesson is 48 hours or more away, so moving or cancelling it is free.';
  }
  if (window === 'half_fee') {
    return `Your lesson is less than 48 hours away. Under our terms, 50% of the lesson fee (${formatPounds(forfeitPence)}) is forfeited if you move or cancel it now, and your instructor will be told.`;
  }
  return `Your lesson is less than 24 hours away, so your instructor decides whether it can be moved or cancelled. Under our terms the full lesson fee (${formatPounds(forfeitPence)}) is forfeited.`;
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
