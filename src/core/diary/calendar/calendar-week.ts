import { isoWeekday } from '../../bookings/availability/availability-pattern';
import { addDaysToIsoDate } from '../../time/london-time';

/** The Monday of the week a date falls in (weeks run Monday to Sunday, as in the UK). */
export function getWeekStart(date: string): string {
  return addDaysToIsoDate(date, 1 - isoWeekday(date));
}

/** The seven dates of the week starting on `weekStart`. */
export function getWeekDates(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDaysToIsoDate(weekStart, index));
}
