import { isIsoDate } from '../../../../core/time/london-time';

/*
 * The calendar page's address: `?week=` (any date of the week, this week when absent), `view=day`
 * or `view=week` (by screen width when absent) and `day=` (the day the day view shows).
 */

export type CalendarViewMode = 'day' | 'week';

export interface CalendarAddress {
  week: string | null;
  day: string | null;
  view: CalendarViewMode | null;
}

export function readCalendarAddress(params: URLSearchParams): CalendarAddress {
  const date = (name: string) => {
    const value = params.get(name);
    return value !== null && isIsoDate(value) ? value : null;
  };
  const view = params.get('view');
  return { week: date('week'), day: date('day'), view: view === 'day' || view === 'week' ? view : null };
}

export function writeCalendarAddress(address: CalendarAddress): Record<string, string> {
  const params: Record<string, string> = {};
  if (address.week) params.week = address.week;
  if (address.view) params.view = address.view;
  if (address.day) params.day = address.day;
  return params;
}

/** The week to ask the server for: the one named, else the day's, else this week (null). */
export function getRequestedWeek(address: CalendarAddress): string | null {
  return address.week ?? address.day;
}
