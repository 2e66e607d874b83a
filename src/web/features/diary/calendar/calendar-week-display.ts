import type { CalendarWeekItem } from '../../../../core/diary/calendar/calendar-schemas';
import { timeOffReasonLabels } from '../../../../core/diary/time-off/time-off-schemas';
import {
  formatLongDate,
  formatShortDate,
  formatTime12h,
  getFirstName,
  getIsoDateParts,
  WEEKDAY_SHORT_NAMES,
} from '../../../../core/format/display-format';
import { addDaysToIsoDate } from '../../../../core/time/london-time';

export type WeekItemTone = 'free' | 'held' | 'hidden' | 'lesson' | 'busy' | 'off';

export interface WeekItemDisplay {
  key: string;
  time: string;
  /** What it is, in words (never colour alone). */
  label: string;
  /** The same in a word or two, for a narrow column ('Grace', 'Free'). */
  shortLabel: string;
  detail: string | null;
  tone: WeekItemTone;
}

/** '09:00' → '9:00 AM'; '24:00' (the end of the day) → '12:00 AM'. */
export function formatWallTime(time: string): string {
  return time === '24:00' ? '12:00 AM' : formatTime12h(time);
}

/** '9:00 – 11:00 AM', '11:00 AM – 1:00 PM' (the AM/PM said once when both share it); 'All day'. */
export function formatWallTimeRange(startTime: string, endTime: string, allDay = false): string {
  if (allDay) return 'All day';
  const start = formatWallTime(startTime);
  const end = formatWallTime(endTime);
  const startSuffix = start.slice(-2);
  if (startSuffix === end.slice(-2)) return `${start.slice(0, -3)} – ${end}`;
  return `${start} – ${end}`;
}

/** 'Mon 19 Apr – Sun 25 Apr 2027' */
export function formatWeekRange(weekStart: string, weekEnd: string): string {
  return `${formatShortDate(weekStart)} – ${formatShortDate(weekEnd)} ${weekEnd.slice(0, 4)}`;
}

/** 'Tuesday 3 December' (the year is the week's, said in its heading). */
export function formatDayAndMonth(date: string): string {
  return formatLongDate(date).replace(/ \d{4}$/, '');
}

/** 'Tue' and '3', for a day's column heading and the day strip. */
export function getDayLabelParts(date: string): { weekday: string; day: number } {
  const { weekdayIndex, day } = getIsoDateParts(date);
  return { weekday: WEEKDAY_SHORT_NAMES[weekdayIndex] ?? '', day };
}

/** The hours axis: 7 → '7 AM', 12 → '12 PM', 0 and 24 → '12 AM'. */
export function formatHourLabel(hour: number): string {
  const suffix = hour % 24 >= 12 ? 'PM' : 'AM';
  return `${hour % 12 === 0 ? 12 : hour % 12} ${suffix}`;
}

/** What a free-time target does, as its button's name. */
export function describeFreeTimeTarget(date: string, time: string): string {
  return `Book a lesson on ${formatDayAndMonth(date)} at ${formatTime12h(time)}`;
}

export function getAdjacentWeek(weekStart: string, direction: -1 | 1): string {
  return addDaysToIsoDate(weekStart, direction * 7);
}

export function describeWeekItem(item: CalendarWeekItem): WeekItemDisplay {
  if (item.kind === 'time_off') {
    return {
      key: 'time-off',
      time: 'All day',
      label: `Time off: ${timeOffReasonLabels[item.reason]}`,
      shortLabel: 'Off',
      detail: item.note || null,
      tone: 'off',
    };
  }
  const time = formatWallTimeRange(item.startTime, item.endTime, item.kind === 'busy' && item.allDay);
  if (item.kind === 'busy') {
    return {
      key: `busy-${item.startTime}-${item.endTime}`,
      time,
      label: 'Busy in Google Calendar',
      shortLabel: 'Busy',
      detail: null,
      tone: 'busy',
    };
  }
  if (item.kind === 'lesson') {
    return {
      key: `lesson-${item.id}-${item.startTime}`,
      time,
      label: `Lesson: ${item.studentName}`,
      shortLabel: getFirstName(item.studentName),
      detail:
        [
          item.packageName,
          item.status === 'completed' ? 'completed' : item.status === 'no_show' ? 'no-show' : null,
          item.inGoogleCalendar ? 'in Google Calendar' : null,
        ]
          .filter(Boolean)
          .join(', ') || null,
      tone: 'lesson',
    };
  }
  if (item.state === 'held') {
    return {
      key: `slot-${item.id}`,
      time,
      label: 'Requested',
      shortLabel: 'Requested',
      detail: item.studentName
        ? `by ${item.studentName}, waiting for your answer`
        : 'waiting for your answer',
      tone: 'held',
    };
  }
  if (item.state === 'busy') {
    return {
      key: `slot-${item.id}`,
      time,
      label: 'Hidden from learners',
      shortLabel: 'Hidden',
      detail: 'you are busy then in Google Calendar',
      tone: 'hidden',
    };
  }
  return { key: `slot-${item.id}`, time, label: 'Free', shortLabel: 'Free', detail: null, tone: 'free' };
}
