/**
 * Wall-clock conversions for the school's time zone. Everything the API speaks is a
 * Europe/London date (YYYY-MM-DD) and time (HH:MM); the database stores instants.
 * Pure functions: callers pass the zone so tests can use any.
 */
export const SCHOOL_TIME_ZONE = 'Europe/London';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isIsoDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match;
  const probe = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return probe.toISOString().slice(0, 10) === value;
}

export function isWallTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

interface ZonedParts {
  date: string;
  time: string;
}

const formatterCache = new Map<string, Intl.DateTimeFormat>();

function getFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatterCache.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatterCache.set(timeZone, formatter);
  }
  return formatter;
}

const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month: when UK clocks change. */
function lastSundayOneAmUtc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR_MS;
}

/**
 * The school's zone from its rule rather than from Intl: the first Intl formatter a page builds
 * loads the locale's data (around 100 ms on a phone), and the booking page needs no other. Since
 * 1996 UK summer time runs from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last
 * Sunday of October (UTC+1; UTC otherwise). Null for other zones and earlier years: ask Intl.
 * The tests check it against Intl's time-zone data.
 */
function ruleOffsetMinutes(instant: Date, timeZone: string): number | null {
  const year = instant.getUTCFullYear();
  if (timeZone !== SCHOOL_TIME_ZONE || !(year >= 1996 && year <= 9999)) return null;
  const time = instant.getTime();
  return time >= lastSundayOneAmUtc(year, 2) && time < lastSundayOneAmUtc(year, 9) ? 60 : 0;
}

/** The wall-clock date and time of an instant in a zone. */
export function toZonedParts(instant: Date, timeZone: string): ZonedParts {
  const ruleOffset = ruleOffsetMinutes(instant, timeZone);
  if (ruleOffset !== null) {
    const wallClock = new Date(instant.getTime() + ruleOffset * 60_000).toISOString();
    return { date: wallClock.slice(0, 10), time: wallClock.slice(11, 16) };
  }
  const parts = getFormatter(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '00';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${get('hour')}:${get('minute')}`,
  };
}

/** Offset of the zone from UTC at an instant, in minutes (London: 0 in winter, 60 in summer). */
function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const ruleOffset = ruleOffsetMinutes(instant, timeZone);
  if (ruleOffset !== null) return ruleOffset;
  const parts = getFormatter(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/**
 * The instant at which the wall clock in `timeZone` shows `date` `time`.
 * In the spring-forward gap (01:00-01:59 in London) the time does not exist: the later
 * offset is used, so 01:30 becomes 02:30 BST. In the autumn overlap the first (summer) one wins.
 */
export function zonedWallTimeToInstant(date: string, time: string, timeZone: string): Date {
  if (!isIsoDate(date) || !isWallTime(time)) {
    throw new RangeError(`Invalid wall time ${date} ${time}`);
  }
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const naiveUtc = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0);
  // The zone's offset a few hours either side covers both sides of any clock change that night.
  const offsetBefore = zoneOffsetMinutes(new Date(naiveUtc - 3 * 3_600_000), timeZone);
  const offsetAfter = zoneOffsetMinutes(new Date(naiveUtc + 3 * 3_600_000), timeZone);
  const candidates = [naiveUtc - offsetBefore * 60_000, naiveUtc - offsetAfter * 60_000].sort(
    (a, b) => a - b,
  );
  for (const candidate of candidates) {
    const shown = toZonedParts(new Date(candidate), timeZone);
    if (shown.date === date && shown.time === time) return new Date(candidate);
  }
  // In the gap: read the time with the offset in force before the change.
  return new Date(naiveUtc - offsetBefore * 60_000);
}

/** Adds whole days to a YYYY-MM-DD date (calendar arithmetic, no time zone involved). */
export function addDaysToIsoDate(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/** Whole calendar days from one YYYY-MM-DD date to another: negative when `to` is earlier. */
export function daysBetweenIsoDates(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Adds calendar months, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonthsToIsoDate(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const firstOfTarget = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0),
  ).getUTCDate();
  firstOfTarget.setUTCDate(Math.min(d ?? 1, lastDay));
  return firstOfTarget.toISOString().slice(0, 10);
}
