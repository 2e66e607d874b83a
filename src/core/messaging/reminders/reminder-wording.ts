import { formatLongDate, formatTime12h } from '../../format/display-format';
import { addDaysToIsoDate, toZonedParts } from '../../time/london-time';

/**
 * The lesson's day as a reminder sent at `now` should say it, in the school's time zone:
 * 'today', 'tomorrow, Saturday 14 March 2026', or 'on Saturday 14 March 2026'. Worked out from
 * the two London dates, so a 24-hour reminder across a clock change never says the wrong day.
 */
export function describeLessonDay(lessonStartsAt: Date, now: Date, timeZone: string): string {
  const lessonDate = toZonedParts(lessonStartsAt, timeZone).date;
  const today = toZonedParts(now, timeZone).date;
  if (lessonDate === today) return 'today';
  if (lessonDate === addDaysToIsoDate(today, 1)) return `tomorrow, ${formatLongDate(lessonDate)}`;
  return `on ${formatLongDate(lessonDate)}`;
}

/** The lesson's start time on the school's clock, '10:00 AM'. */
export function describeLessonTime(lessonStartsAt: Date, timeZone: string): string {
  return formatTime12h(toZonedParts(lessonStartsAt, timeZone).time);
}
