import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type InstructorWaitingListResponse,
  instructorWaitingListResponseSchema,
} from '../../../../../core/bookings/waiting-list/waiting-list-schemas';
import { apiGet } from '../../../../lib/api-client';
import { DASHBOARD_QUERY_ROOT } from '../../../../lib/dashboard-query-keys';

/** Under the dashboard's root key, so signing out drops the list. */
export const waitingListQueryKey = [DASHBOARD_QUERY_ROOT, 'waiting-list'] as const;

/** GET /api/waiting-list: the waiting list in order, each with why it sits where it is. */
export function getWaitingList(signal?: AbortSignal): Promise<InstructorWaitingListResponse> {
  return apiGet('/api/waiting-list', instructorWaitingListResponseSchema, { signal });
}

export const waitingListQueryOptions = queryOptions({
  queryKey: waitingListQueryKey,
  queryFn: ({ signal }) => getWaitingList(signal),
  staleTime: 0,
  refetchOnWindowFocus: true,
});

export function useWaitingList() {
  return useQuery(waitingListQueryOptions);
}
