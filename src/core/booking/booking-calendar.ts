/*
 * The booking page's calendar (spec learner side, sections 2 and 9): every date from today in
 * Europe/London to 3 months ahead, the slots of each date, and which page of 14 a date is on.
 */
import { addDaysToIsoDate } from '../time/london-time';
import { DATES_PER_PAGE } from './booking-rules';
import { getBookingWindow } from './booking-window';

function parseIsoDate(date: string): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number);
  return { year: year ?? 1970, month: month ?? 1, day: day ?? 1 };
}

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

const partsFormatter = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  month: 'short',
  timeZone: 'UTC',
});
const weekdayShortFormatter = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });

/** The pieces a compact calendar cell shows for a YYYY-MM-DD date. */
export function getCalendarDateParts(date: string): CalendarDateParts {
  const { year, month, day } = parseIsoDate(date);
  // Noon UTC: the same calendar date in every zone the formatter could be asked about.
  const instant = new Date(Date.UTC(year, month - 1, day, 12));
  const parts = partsFormatter.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return {
    weekdayShort: weekdayShortFormatter.format(instant),
    weekdayLong: get('weekday'),
    day,
    monthShort: get('month'),
  };
}
