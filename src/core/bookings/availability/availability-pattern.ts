import { addDaysToIsoDate, toZonedParts, zonedWallTimeToInstant } from '../../time/london-time';

/*
 * Availability rules shared by the dashboard form and the server: a single slot must not start
 * in the past, and a weekly pattern expands into the slots it stands for, in the school's zone.
 */

/** ISO weekday of a YYYY-MM-DD date: Monday 1 ... Sunday 7. */
export function isoWeekday(isoDate: string): number {
  const day = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

function wallTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export const PAST_DATE_MESSAGE = 'The date must not be in the past';
export const PAST_TIME_MESSAGE = 'The time must not be in the past';

/**
 * Why a slot at this wall-clock date and time cannot be added now, as a field message
 * ({ date } for an earlier day, { time } for a time already gone today), or null.
 */
export function findPastSlotProblem(
  slot: { date: string; time: string },
  now: Date,
  timeZone: string,
): { field: 'date' | 'time'; message: string } | null {
  const today = toZonedParts(now, timeZone).date;
  if (slot.date < today) return { field: 'date', message: PAST_DATE_MESSAGE };
  if (zonedWallTimeToInstant(slot.date, slot.time, timeZone).getTime() <= now.getTime()) {
    return { field: 'time', message: PAST_TIME_MESSAGE };
  }
  return null;
}

export interface WeeklyPattern {
  /** YYYY-MM-DD, first day of the range (inclusive). */
  startDate: string;
  /** YYYY-MM-DD, last day of the range (inclusive). */
  endDate: string;
  /** ISO weekdays, Monday 1 ... Sunday 7. */
  weekdays: readonly number[];
  /** HH:MM: the first slot starts here. */
  startTime: string;
  /** HH:MM: no slot ends after this. */
  endTime: string;
  /** Minutes per slot. */
  duration: number;
}

export interface PatternSlot {
  date: string;
  time: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Every slot of a weekly pattern: on each chosen weekday of the range, back to back from the start
 * time while a whole slot fits before the end time. Slots that have already started are left
 * out. On the night the clocks go forward a wall time that does not exist (01:30) is left out,
 * and a slot that would overlap the previous one of the day once real time is counted is too;
 * every slot lasts exactly `duration` real minutes.
 */
export function expandWeeklyPattern(pattern: WeeklyPattern, now: Date, timeZone: string): PatternSlot[] {
  const weekdays = new Set(pattern.weekdays);
  const firstMinute = minutesOfDay(pattern.startTime);
  const lastMinute = minutesOfDay(pattern.endTime);
  const slots: PatternSlot[] = [];
  for (let date = pattern.startDate; date <= pattern.endDate; date = addDaysToIsoDate(date, 1)) {
    if (!weekdays.has(isoWeekday(date))) continue;
    const dayEnd = zonedWallTimeToInstant(date, pattern.endTime, timeZone);
    let previousEnd = Number.NEGATIVE_INFINITY;
    for (let minute = firstMinute; minute + pattern.duration <= lastMinute; minute += pattern.duration) {
      const time = wallTime(minute);
      const startsAt = zonedWallTimeToInstant(date, time, timeZone);
      const shown = toZonedParts(startsAt, timeZone);
      if (shown.date !== date || shown.time !== time) continue;
      const endsAt = new Date(startsAt.getTime() + pattern.duration * 60_000);
      if (startsAt.getTime() < previousEnd || endsAt.getTime() > dayEnd.getTime()) continue;
      previousEnd = endsAt.getTime();
      if (startsAt.getTime() <= now.getTime()) continue;
      slots.push({ date, time, startsAt, endsAt });
    }
  }
  return slots;
}
