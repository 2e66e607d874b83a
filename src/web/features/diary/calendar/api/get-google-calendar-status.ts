import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type GoogleCalendarStatus,
  googleCalendarStatusSchema,
} from '../../../../../core/diary/calendar/calendar-schemas';
import { apiGet } from '../../../../lib/api-client';
import { calendarQueryKeys } from './calendar-query-keys';

/** GET /api/google-calendar/status: configured or not, connected or not, the last sync. */
export function getGoogleCalendarStatus(signal?: AbortSignal): Promise<GoogleCalendarStatus> {
  return apiGet('/api/google-calendar/status', googleCalendarStatusSchema, { signal });
}

export const googleCalendarStatusQueryOptions = queryOptions({
  queryKey: calendarQueryKeys.googleStatus,
  queryFn: ({ signal }) => getGoogleCalendarStatus(signal),
  // The background sync runs every few minutes: the card follows it while it is open.
  refetchInterval: 60_000,
  staleTime: 30_000,
});

export function useGoogleCalendarStatus() {
  return useQuery(googleCalendarStatusQueryOptions);
}
