import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type CalendarWeek,
  calendarWeekResponseSchema,
} from '../../../../../core/diary/calendar/calendar-schemas';
import { apiGet } from '../../../../lib/api-client';
import { calendarQueryKeys } from './calendar-query-keys';

/** GET /api/calendar/week?week=YYYY-MM-DD: one week of slots, lessons and busy times (this week when null). */
export function getCalendarWeek(week: string | null, signal?: AbortSignal): Promise<CalendarWeek> {
  const query = week ? `?week=${encodeURIComponent(week)}` : '';
  return apiGet(`/api/calendar/week${query}`, calendarWeekResponseSchema, { signal });
}

export function calendarWeekQueryOptions(week: string | null) {
  return queryOptions({
    queryKey: calendarQueryKeys.week(week),
    queryFn: ({ signal }) => getCalendarWeek(week, signal),
    staleTime: 30_000,
    // The old week stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useCalendarWeek(week: string | null, enabled: boolean) {
  return useQuery({ ...calendarWeekQueryOptions(week), enabled });
}
