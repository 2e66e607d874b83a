import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicCalendarStatusSchema } from '../../../../../core/diary/calendar/calendar-sync-status';
import { apiGet } from '../../../../lib/api-client';

/** GET /api/calendar-status: whether a connected calendar is failing to sync (the notice shows then). */
export function getCalendarStatus(signal?: AbortSignal): Promise<{ syncIssue: boolean }> {
  return apiGet('/api/calendar-status', publicCalendarStatusSchema, { signal });
}

export const calendarStatusQueryOptions = queryOptions({
  queryKey: ['calendar-status'] as const,
  queryFn: ({ signal }) => getCalendarStatus(signal),
  staleTime: 60_000,
  refetchInterval: 5 * 60_000,
});

export function useCalendarSyncIssue(): boolean {
  return useQuery(calendarStatusQueryOptions).data?.syncIssue ?? false;
}
