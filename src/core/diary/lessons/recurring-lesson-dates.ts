import { addDaysToIsoDate, toZonedParts, zonedWallTimeToInstant } from '../../time/london-time';

/*
 * A weekly series of lessons ("every Tuesday 17:00, 90 minutes, for 10 weeks") in the school's
 * wall-clock time: each week keeps its date and time on the clock, whatever the clocks did in
 * between, so a series across the October change still starts at 17:00 in London.
 */

export interface RecurringSeries {
  /** YYYY-MM-DD: the first lesson's date; the rest fall on the same weekday. */
  firstDate: string;
  /** HH:MM, London wall clock. */
  startTime: string;
  /** Minutes. */
  duration: number;
  weeks: number;
}

export interface RecurringLessonDate {
  date: string;
  startTime: string;
  /** HH:MM the lesson ends on the wall clock (a lesson across a clock change ends by real minutes). */
  endTime: string;
  /** Null when the clocks skip this time on this date (spring forward, 01:00 to 01:59). */
  startsAt: Date | null;
  endsAt: Date | null;
}

/**
 * The instant a London date and time stands for, or null when the clocks skip it that night
 * (a time the manual form refuses, and a series lists as a clash rather than moving by an hour).
 */
export function findWallTimeInstant(date: string, time: string, timeZone: string): Date | null {
  const instant = zonedWallTimeToInstant(date, time, timeZone);
  const shown = toZonedParts(instant, timeZone);
  return shown.date === date && shown.time === time ? instant : null;
}

/** Every week of the series, in order: the same weekday and wall-clock time, `weeks` times. */
export function expandRecurringSeries(series: RecurringSeries, timeZone: string): RecurringLessonDate[] {
  return Array.from({ length: series.weeks }, (_, index) => {
    const date = addDaysToIsoDate(series.firstDate, index * 7);
    const startsAt = findWallTimeInstant(date, series.startTime, timeZone);
    const endsAt = startsAt ? new Date(startsAt.getTime() + series.duration * 60_000) : null;
    return {
      date,
      startTime: series.startTime,
      endTime: endsAt ? toZonedParts(endsAt, timeZone).time : series.startTime,
      startsAt,
      endsAt,
    };
  });
}
