import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TodayOverview, todayResponseSchema } from '../../../../../core/diary/today/today-schemas';
import { apiGet } from '../../../../lib/api-client';
import { dashboardQueryKeys } from '../../../../lib/dashboard-query-keys';

/** A lesson ends, a request comes in: look again every minute, and on return to the tab. */
export const TODAY_REFETCH_MS = 60_000;

/** GET /api/dashboard/today: the instructor's day in London, with what waits for an answer. */
export function getToday(signal?: AbortSignal): Promise<TodayOverview> {
  return apiGet('/api/dashboard/today', todayResponseSchema, { signal });
}

export const todayQueryOptions = queryOptions({
  queryKey: dashboardQueryKeys.today,
  queryFn: ({ signal }) => getToday(signal),
  staleTime: 0,
  refetchInterval: TODAY_REFETCH_MS,
  refetchOnWindowFocus: true,
});

export function useToday() {
  return useQuery(todayQueryOptions);
}
