import { formatTime12h } from '../../format/display-format';
import { zonedWallTimeToInstant } from '../../time/london-time';
import {
  checkSlotSelection,
  formatHours,
  type PackageHours,
  type SlotDuration,
  type SlotSelectionProblem,
} from './booking-rules';

/*
 * A single-lesson package (1 lesson of N hours) is one lesson in one continuous stretch of N hours
 * (decisions.md, booking; docs/decisions/0033). The booking page sells times in pieces (1, 1.5 and
 * 2 hours), so a 2-hour lesson may be one 2-hour time or two 1-hour times back to back: each time
 * starts the instant the one before it ends. Two times with a gap between them, on the same day or
 * not, are two lessons, and the package buys one.
 */

/** A chosen time as the booking page and the API show it: London date, HH:MM, minutes. */
export interface SlotWallTime extends SlotDuration {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
}

export const NOT_ONE_STRETCH_TITLE = 'Times Not Back to Back';

/** True when the times, in order, follow straight on from each other (none, or one, trivially do). */
export function isOneContinuousStretch(slots: readonly SlotWallTime[], timeZone: string): boolean {
  const spans = slots
    .map((slot) => {
      const startsAt = zonedWallTimeToInstant(slot.date, slot.time, timeZone).getTime();
      return { startsAt, endsAt: startsAt + slot.duration * 60_000 };
    })
    .sort((a, b) => a.startsAt - b.startsAt);
  return spans.every((span, index) => {
    const previous = spans[index - 1];
    return previous === undefined || previous.endsAt === span.startsAt;
  });
}

/** 'HH:MM' plus minutes on the same day's clock (lessons are daytime: no clock change inside one). */
function addMinutesToWallTime(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = (hours * 60 + mins + minutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The words of the refusal: what the rule is and how to pick times that keep it. */
export function describeNotOneStretch(lessonPackage: PackageHours, slots: readonly SlotWallTime[]): string {
  const hours = formatHours(lessonPackage.hours);
  const [first] = [...slots].sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
  const example = first
    ? ` (such as ${formatTime12h(first.time)} then ${formatTime12h(addMinutesToWallTime(first.time, first.duration))})`
    : '';
  return `${NOT_ONE_STRETCH_TITLE}: A ${hours}-hour lesson is one lesson driven in one go. Please choose times that follow straight on from each other${example}, or one ${hours}-hour time.`;
}

/**
 * Every rule of the chosen times, in the order the learner meets them: the hours first (the
 * spec's Payment Mismatch, more hours than bought), then, for a single lesson, one stretch.
 * The booking page runs it before submitting and the server again before holding anything.
 */
export function checkBookingSelection(
  lessonPackage: PackageHours,
  slots: readonly SlotWallTime[],
  timeZone: string,
): SlotSelectionProblem | null {
  const problem = checkSlotSelection(lessonPackage, slots);
  if (problem) return problem;
  if (lessonPackage.isSingleLesson && !isOneContinuousStretch(slots, timeZone)) {
    return { kind: 'not_one_stretch', message: describeNotOneStretch(lessonPackage, slots) };
  }
  return null;
}

/**
 * A single lesson is driven in one go, so a time offered or booked for it as a whole (an
 * alternative time, a manual lesson that sells the package) is the package's whole length: a
 * shorter one would leave hours for a second, separate piece. Null when the length fits.
 */
export function checkSingleLessonLength(
  lessonPackage: { name: string; totalMinutes: number; isSingleLesson: boolean },
  minutes: number,
): string | null {
  if (!lessonPackage.isSingleLesson || minutes === lessonPackage.totalMinutes) return null;
  const hours = formatHours(lessonPackage.totalMinutes / 60);
  return `The ${lessonPackage.name} is one ${hours}-hour lesson in one go: choose ${hours} ${hours === '1' ? 'hour' : 'hours'}.`;
}
