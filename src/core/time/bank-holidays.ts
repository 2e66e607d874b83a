import { addDaysToIsoDate } from './london-time';

/*
 * Bank holidays in England and Wales, computed from the year (the rules of the Banking and
 * Financial Dealings Act 1971 and the royal proclamations that follow it every year), so the
 * working-day arithmetic needs no network call and no yearly data file. One-off days and moved
 * days are proclaimed by the Crown a few months ahead: they are the small lists below, to be
 * extended when a new one is announced (gov.uk/bank-holidays lists them).
 */

export interface BankHoliday {
  /** YYYY-MM-DD */
  date: string;
  name: string;
}

/** Days added by proclamation for one year only. */
const ONE_OFF_BANK_HOLIDAYS: readonly BankHoliday[] = [
  { date: '1999-12-31', name: 'Millennium celebrations' },
  { date: '2002-06-03', name: 'Golden Jubilee of Queen Elizabeth II' },
  { date: '2011-04-29', name: 'Wedding of Prince William and Catherine Middleton' },
  { date: '2012-06-05', name: 'Diamond Jubilee of Queen Elizabeth II' },
  { date: '2022-06-03', name: 'Platinum Jubilee of Queen Elizabeth II' },
  { date: '2022-09-19', name: 'State Funeral of Queen Elizabeth II' },
  { date: '2023-05-08', name: 'Coronation of King Charles III' },
];

type MovableHoliday = 'earlyMay' | 'spring';

/** Regular bank holidays moved to another date for one year. */
const MOVED_BANK_HOLIDAYS: Readonly<Record<number, Partial<Record<MovableHoliday, string>>>> = {
  1995: { earlyMay: '1995-05-08' },
  2002: { spring: '2002-06-04' },
  2012: { spring: '2012-06-04' },
  2020: { earlyMay: '2020-05-08' },
  2022: { spring: '2022-06-02' },
};

function isoDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday, of a YYYY-MM-DD date (calendar arithmetic, no time zone). */
export function getIsoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)).getUTCDay();
}

export function isWeekend(date: string): boolean {
  const weekday = getIsoWeekday(date);
  return weekday === 0 || weekday === 6;
}

/** Easter Sunday of a year in the Gregorian calendar (the anonymous "Meeus/Jones/Butcher" computus). */
export function getEasterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

/** The first given weekday (0 = Sunday) of a month. */
function firstWeekdayOfMonth(year: number, month: number, weekday: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return isoDate(year, month, 1 + ((weekday - first + 7) % 7));
}

/** The last given weekday (0 = Sunday) of a month. */
function lastWeekdayOfMonth(year: number, month: number, weekday: number): string {
  const lastDay = new Date(Date.UTC(year, month, 0));
  const offset = (lastDay.getUTCDay() - weekday + 7) % 7;
  return isoDate(year, month, lastDay.getUTCDate() - offset);
}

/** New Year's Day, or the Monday after when it falls at a weekend. */
function newYearsDay(year: number): BankHoliday {
  const date = isoDate(year, 1, 1);
  const weekday = getIsoWeekday(date);
  if (weekday === 6) return { date: isoDate(year, 1, 3), name: "New Year's Day (substitute day)" };
  if (weekday === 0) return { date: isoDate(year, 1, 2), name: "New Year's Day (substitute day)" };
  return { date, name: "New Year's Day" };
}

/**
 * Christmas Day and Boxing Day; when either falls at a weekend the next free weekday is the
 * substitute (Saturday 25th: Monday 27th and Tuesday 28th; Sunday 25th: Monday 26th is Boxing
 * Day and Tuesday 27th the substitute for Christmas; Saturday 26th: Monday 28th).
 */
function christmasHolidays(year: number): BankHoliday[] {
  const christmas = isoDate(year, 12, 25);
  switch (getIsoWeekday(christmas)) {
    case 5:
      return [
        { date: christmas, name: 'Christmas Day' },
        { date: isoDate(year, 12, 28), name: 'Boxing Day (substitute day)' },
      ];
    case 6:
      return [
        { date: isoDate(year, 12, 27), name: 'Christmas Day (substitute day)' },
        { date: isoDate(year, 12, 28), name: 'Boxing Day (substitute day)' },
      ];
    case 0:
      return [
        { date: isoDate(year, 12, 26), name: 'Boxing Day' },
        { date: isoDate(year, 12, 27), name: 'Christmas Day (substitute day)' },
      ];
    default:
      return [
        { date: christmas, name: 'Christmas Day' },
        { date: isoDate(year, 12, 26), name: 'Boxing Day' },
      ];
  }
}

/** Every bank holiday of England and Wales in a year, in date order. */
export function getEnglandAndWalesBankHolidays(year: number): BankHoliday[] {
  const easter = getEasterSunday(year);
  const moved = MOVED_BANK_HOLIDAYS[year] ?? {};
  const holidays: BankHoliday[] = [
    newYearsDay(year),
    { date: addDaysToIsoDate(easter, -2), name: 'Good Friday' },
    { date: addDaysToIsoDate(easter, 1), name: 'Easter Monday' },
    { date: moved.earlyMay ?? firstWeekdayOfMonth(year, 5, 1), name: 'Early May bank holiday' },
    { date: moved.spring ?? lastWeekdayOfMonth(year, 5, 1), name: 'Spring bank holiday' },
    { date: lastWeekdayOfMonth(year, 8, 1), name: 'Summer bank holiday' },
    ...christmasHolidays(year),
    ...ONE_OFF_BANK_HOLIDAYS.filter((holiday) => holiday.date.startsWith(`${year}-`)),
  ];
  return holidays.sort((a, b) => a.date.localeCompare(b.date));
}

const holidayDatesByYear = new Map<number, ReadonlySet<string>>();

/** True when a YYYY-MM-DD date is a bank holiday in England and Wales. */
export function isEnglandAndWalesBankHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4));
  let dates = holidayDatesByYear.get(year);
  if (!dates) {
    dates = new Set(getEnglandAndWalesBankHolidays(year).map((holiday) => holiday.date));
    holidayDatesByYear.set(year, dates);
  }
  return dates.has(date);
}
