import { formatCount } from '../../core/format/count-format';
import { formatLongDate, formatShortDate, formatTime12h } from '../../core/format/display-format';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../core/time/london-time';

/*
 * How the dashboard shows instants (requested at, link expiry) and lesson times: always in the
 * school's zone, whatever the instructor's device is set to.
 */

/** Today's date (YYYY-MM-DD) in the school's zone: the earliest date a date picker offers. */
export function getSchoolToday(now: Date, timeZone: string = SCHOOL_TIME_ZONE): string {
  return toZonedParts(now, timeZone).date;
}

/** '2026-11-22T06:21:29Z' → 'Sun 22 Nov, 6:21 AM' (London). */
export function formatSchoolDateTime(isoInstant: string, timeZone: string = SCHOOL_TIME_ZONE): string {
  const { date, time } = toZonedParts(new Date(isoInstant), timeZone);
  return `${formatShortDate(date)}, ${formatTime12h(time)}`;
}

/** '2026-12-22T06:21:29Z' → 'Tuesday 22 December 2026' (London). */
export function formatSchoolLongDate(isoInstant: string, timeZone: string = SCHOOL_TIME_ZONE): string {
  return formatLongDate(toZonedParts(new Date(isoInstant), timeZone).date);
}

/** '09:00' + 90 → '10:30'; wraps past midnight ('23:30' + 60 → '00:30'). */
export function addMinutesToWallTime(time: string, minutes: number): string {
  const [hours, mins] = time.split(':').map(Number);
  const total = ((((hours ?? 0) * 60 + (mins ?? 0) + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** '09:00' + 90 → '9:00 AM – 10:30 AM'. */
export function formatTimeRange(time: string, minutes: number): string {
  return `${formatTime12h(time)} – ${formatTime12h(addMinutesToWallTime(time, minutes))}`;
}

/** 1 → '1 lesson', 3 → '3 lessons'; `plural` for irregular words. */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return formatCount(count, singular, plural);
}
