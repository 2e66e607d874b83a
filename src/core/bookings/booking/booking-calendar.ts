/*
 * The booking page's calendar (spec learner side, sections 2 and 9): every date from today in
 * Europe/London to 3 months ahead, the slots of each date, and which page of 14 a date is on.
 */
import {
  getIsoDateParts,
  MONTH_SHORT_NAMES,
  WEEKDAY_NAMES,
  WEEKDAY_SHORT_NAMES,
} from '../../format/display-format';
import { addDaysToIsoDate } from '../../time/london-time';
import { DATES_PER_PAGE } from './booking-rules';
import { getBookingWindow } from './booking-window';

export interface CalendarDatesOptions {
  /** The last date that has a slot: the calendar stretches to it if the server offers later ones. */
  lastSlotDate?: string | undefined;
}

/**
 * Every date of the booking window (today in the school's zone to 3 months ahead, both ends
 * included), in order: the same window the server offers slots in.
 */
export function getBookingCalendarDates(
  now: Date,
  timeZone: string,
  options: CalendarDatesOptions = {},
): string[] {
  const { firstDate, lastDate: windowEnd } = getBookingWindow(now, timeZone);
  const lastDate =
    options.lastSlotDate !== undefined && options.lastSlotDate > windowEnd ? options.lastSlotDate : windowEnd;
  const dates: string[] = [];
  for (let date = firstDate; date <= lastDate; date = addDaysToIsoDate(date, 1)) dates.push(date);
  return dates;
}

/** Slots grouped by their date, each date's slots in the order given (the API sorts them by time). */
export function groupSlotsByDate<T extends { date: string }>(slots: readonly T[]): Map<string, T[]> {
  const byDate = new Map<string, T[]>();
  for (const slot of slots) {
    const group = byDate.get(slot.date);
    if (group) group.push(slot);
    else byDate.set(slot.date, [slot]);
  }
  return byDate;
}

/** The page (from 1) of `date` among `dates`, or null when it is not in the calendar. */
export function findDatePage(
  dates: readonly string[],
  date: string,
  perPage = DATES_PER_PAGE,
): number | null {
  const index = dates.indexOf(date);
  return index === -1 ? null : Math.floor(index / perPage) + 1;
}

/**
 * Splits a selection into the slots still offered and those that are not (booked by someone else
 * meanwhile), so the page can drop the latter and say so.
 */
export function keepAvailableSlots<T extends { id: number }>(
  selected: readonly T[],
  available: readonly { id: number }[],
): { kept: T[]; removed: T[] } {
  const availableIds = new Set(available.map((slot) => slot.id));
  const kept: T[] = [];
  const removed: T[] = [];
  for (const slot of selected) (availableIds.has(slot.id) ? kept : removed).push(slot);
  return { kept, removed };
}

export interface CalendarDateParts {
  /** 'Mon' */
  weekdayShort: string;
  /** 'Monday' */
  weekdayLong: string;
  /** 23 */
  day: number;
  /** 'Nov' */
  monthShort: string;
}

/** The pieces a compact calendar cell shows for a YYYY-MM-DD date. */
export function getCalendarDateParts(date: string): CalendarDateParts {
  const { monthIndex, day, weekdayIndex } = getIsoDateParts(date);
  return {
    weekdayShort: WEEKDAY_SHORT_NAMES[weekdayIndex] ?? '',
    weekdayLong: WEEKDAY_NAMES[weekdayIndex] ?? '',
    day,
    monthShort: MONTH_SHORT_NAMES[monthIndex] ?? '',
  };
}
