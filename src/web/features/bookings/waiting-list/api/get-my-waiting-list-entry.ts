import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type LearnerWaitingListResponse,
  learnerWaitingListResponseSchema,
} from '../../../../../core/bookings/waiting-list/waiting-list-schemas';
import { apiGet } from '../../../../lib/api-client';

/** GET /api/progress/{token}/waiting-list: the learner's own entry, or null. */
export function getMyWaitingListEntry(
  token: string,
  signal?: AbortSignal,
): Promise<LearnerWaitingListResponse> {
  return apiGet(`/api/progress/${encodeURIComponent(token)}/waiting-list`, learnerWaitingListResponseSchema, {
    signal,
  });
}

export const myWaitingListQueryKey = (token: string) => ['progress', token, 'waiting-list'] as const;

export function useMyWaitingListEntry(token: string) {
  return useQuery(
    queryOptions({
      queryKey: myWaitingListQueryKey(token),
      queryFn: ({ signal }) => getMyWaitingListEntry(token, signal),
      enabled: token !== '',
    }),
  );
}
