/*
 * How money, times, dates and phone numbers look everywhere (design.md): £40 on cards, £40.00 on
 * payment pages, 12-hour times with AM/PM, long en-GB dates, UK numbers in their usual groups.
 */

import { toE164PhoneNumber } from '../messaging/reminders/phone-number';

// Money and dates are written out here rather than with Intl. The strings are simple, and the
// first Intl formatter a page builds loads the locale's data: on the booking page that was its
// longest task on a phone (~100 ms), for '£40' and 'Mon'. The tests check these against Intl.

/** en-GB's digit grouping: 1360 → '1,360'. */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Whole pounds for cards: 4000 → '£40', 5450 → '£54.50' (never hides pence that exist). */
export function formatPoundsWhole(pence: number): string {
  return pence % 100 === 0
    ? `${pence < 0 ? '-' : ''}£${groupThousands(Math.abs(pence) / 100)}`
    : formatPounds(pence);
}

/** Two decimals for payment pages: 4000 → '£40.00'. */
export function formatPounds(pence: number): string {
  const wholePence = Math.abs(Math.round(pence));
  const pounds = groupThousands(Math.floor(wholePence / 100));
  // A minus before the pound sign, as UK statements write it: -£12.50.
  return `${pence < 0 ? '-' : ''}£${pounds}.${String(wholePence % 100).padStart(2, '0')}`;
}

/** '14:00' → '2:00 PM', '00:30' → '12:30 AM'. */
export function formatTime12h(time: string): string {
  const [hoursText, minutesText] = time.split(':');
  const hours = Number(hoursText);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${minutesText ?? '00'} ${suffix}`;
}

/** 60 → '1hr', 90 → '1.5hr', 120 → '2hr', otherwise minutes. */
export function formatDurationLabel(minutes: number): string {
  if (minutes === 60) return '1hr';
  if (minutes === 90) return '1.5hr';
  if (minutes === 120) return '2hr';
  return `${minutes} min`;
}

/** en-GB's names, Sunday first (as `Date.getUTCDay` counts). */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export const WEEKDAY_SHORT_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
/** en-GB's abbreviations (CLDR): 'Sept', not 'Sep'. */
export const MONTH_SHORT_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
] as const;

export interface IsoDateParts {
  year: number;
  /** 0 (January) to 11. */
  monthIndex: number;
  day: number;
  /** 0 (Sunday) to 6. */
  weekdayIndex: number;
}

/** The calendar parts of a YYYY-MM-DD date, with its day of the week. */
export function getIsoDateParts(isoDate: string): IsoDateParts {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  return {
    year,
    monthIndex: month - 1,
    day,
    weekdayIndex: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

/** '2026-03-14' → 'Saturday 14 March 2026'. */
export function formatLongDate(isoDate: string): string {
  const { year, monthIndex, day, weekdayIndex } = getIsoDateParts(isoDate);
  return `${WEEKDAY_NAMES[weekdayIndex]} ${day} ${MONTH_NAMES[monthIndex]} ${year}`;
}

/** '2026-03-14' → 'Sat 14 Mar'. */
export function formatShortDate(isoDate: string): string {
  const { monthIndex, day, weekdayIndex } = getIsoDateParts(isoDate);
  return `${WEEKDAY_SHORT_NAMES[weekdayIndex]} ${day} ${MONTH_SHORT_NAMES[monthIndex]}`;
}

/** 'Amira' from ' Amira  Khan '; the whole name when it has no space. For greetings. */
export function getFirstName(fullName: string): string {
  const trimmed = fullName.trim();
  return trimmed.split(/\s+/)[0] ?? trimmed;
}

/** Six-digit area codes (Ofcom's mixed areas), written 015394 12345. */
const SIX_DIGIT_AREA_CODES = [
  '013873',
  '015242',
  '015394',
  '015395',
  '015396',
  '016973',
  '016974',
  '016977',
  '017683',
  '017684',
  '017687',
  '019467',
  '019755',
  '019756',
];

/** How an 11-digit UK number (with its trunk 0) is grouped: the length of each group. */
function getUkPhoneGroups(national: string): readonly number[] {
  // 020, 023, 024, 028, 029 and the like: a 3-digit code, then 4 and 4.
  if (/^0[25]/.test(national)) return [3, 4, 4];
  // Large cities (0121, 0113, ...) and non-geographic numbers (0300, 0800, 0909): 4, 3 and 4.
  if (/^01(1\d|\d1)/.test(national) || /^0[389]/.test(national)) return [4, 3, 4];
  if (SIX_DIGIT_AREA_CODES.some((code) => national.startsWith(code))) return [6, 5];
  // Other area codes (01xxx) and mobiles (07xxx).
  return [5, 6];
}

/**
 * A phone number as people read it: a UK number in its usual groups ('07700900123', '+44 7700
 * 900123' and '07700 900123' all read '07700 900123'; '01214960000' reads '0121 496 0000'), any
 * other number as it was entered. Numbers are stored as entered: this is for showing them only
 * (a tel: link keeps its digits, contact-links.ts).
 */
export function formatUkPhone(phone: string): string {
  const entered = phone.trim();
  const e164 = toE164PhoneNumber(entered);
  if (!e164?.startsWith('+44')) return entered;
  const national = `0${e164.slice(3)}`;
  if (national.length !== 11) return entered;
  const groups: string[] = [];
  let start = 0;
  for (const length of getUkPhoneGroups(national)) {
    groups.push(national.slice(start, start + length));
    start += length;
  }
  return groups.join(' ');
}
