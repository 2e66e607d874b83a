import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type LearnerOpenOffersResponse,
  learnerOpenOffersResponseSchema,
} from '../../../../../core/bookings/waiting-list/waiting-list-offer-schemas';
import { apiGet } from '../../../../lib/api-client';

/** GET /api/progress/{token}/waiting-list-offers: the offers the learner can take now. */
export function getMyWaitingListOffers(
  token: string,
  signal?: AbortSignal,
): Promise<LearnerOpenOffersResponse> {
  return apiGet(
    `/api/progress/${encodeURIComponent(token)}/waiting-list-offers`,
    learnerOpenOffersResponseSchema,
    { signal },
  );
}

// Under the page's ['progress', token] key: anything that refreshes the page refreshes these too.
export const myWaitingListOffersQueryKey = (token: string) =>
  ['progress', token, 'waiting-list-offers'] as const;

export function useMyWaitingListOffers(token: string) {
  return useQuery(
    queryOptions({
      queryKey: myWaitingListOffersQueryKey(token),
      queryFn: ({ signal }) => getMyWaitingListOffers(token, signal),
      enabled: token !== '',
      // Another learner can take the time at any moment, and offers end: read it fresh.
      staleTime: 0,
      refetchInterval: 60_000,
    }),
  );
}
