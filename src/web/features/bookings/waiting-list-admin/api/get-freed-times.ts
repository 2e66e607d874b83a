import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type FreedTimesResponse,
  freedTimesResponseSchema,
} from '../../../../../core/bookings/waiting-list/waiting-list-offer-schemas';
import { apiGet } from '../../../../lib/api-client';
import { waitingListQueryKey } from './get-waiting-list';

/** Under the waiting list's key: whatever changes the list refreshes the freed times too. */
export const freedTimesQueryKey = [...waitingListQueryKey, 'freed-times'] as const;

/** The server offers freed times within a minute; the card looks again this often while shown. */
export const FREED_TIMES_REFETCH_MS = 30_000;

/** GET /api/waiting-list/freed-times: recent and coming freed times, newest first, with their offers. */
export function getFreedTimes(signal?: AbortSignal): Promise<FreedTimesResponse> {
  return apiGet('/api/waiting-list/freed-times', freedTimesResponseSchema, { signal });
}

export const freedTimesQueryOptions = queryOptions({
  queryKey: freedTimesQueryKey,
  queryFn: ({ signal }) => getFreedTimes(signal),
  staleTime: 0,
  refetchOnWindowFocus: true,
  refetchInterval: FREED_TIMES_REFETCH_MS,
});

export function useFreedTimes() {
  return useQuery(freedTimesQueryOptions);
}
