import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CalendarFeed, calendarFeedSchema } from '../../../../../core/diary/calendar/calendar-schemas';
import { apiGet } from '../../../../lib/api-client';
import { calendarQueryKeys } from './calendar-query-keys';

/** GET /api/calendar-feed: the private iCalendar address of the instructor's lessons. */
export function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeed> {
  return apiGet('/api/calendar-feed', calendarFeedSchema, { signal });
}

export const calendarFeedQueryOptions = queryOptions({
  queryKey: calendarQueryKeys.feed,
  queryFn: ({ signal }) => getCalendarFeed(signal),
  staleTime: 5 * 60_000,
});

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions);
}
