import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TimeOff, timeOffListResponseSchema } from '../../../../../core/diary/time-off/time-off-schemas';
import { apiGet } from '../../../../lib/api-client';
import { timeOffQueryKey } from '../time-off-query-keys';

/** GET /api/time-off: the current and coming time off, each with the lessons and requests inside it. */
export function getTimeOff(signal?: AbortSignal): Promise<TimeOff[]> {
  return apiGet('/api/time-off', timeOffListResponseSchema, { signal });
}

export const timeOffQueryOptions = queryOptions({
  queryKey: timeOffQueryKey,
  queryFn: ({ signal }) => getTimeOff(signal),
  staleTime: 30_000,
});

export function useTimeOff() {
  return useQuery(timeOffQueryOptions);
}
