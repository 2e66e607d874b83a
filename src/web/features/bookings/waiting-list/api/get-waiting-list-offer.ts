import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type WaitingListOfferResponse,
  waitingListOfferResponseSchema,
} from '../../../../../core/bookings/waiting-list/waiting-list-offer-schemas';
import { apiGet } from '../../../../lib/api-client';

/** GET /api/waiting-list-offers/{token}: the offered lesson and its state; 404 for an unknown link. */
export function getWaitingListOffer(token: string, signal?: AbortSignal): Promise<WaitingListOfferResponse> {
  return apiGet(`/api/waiting-list-offers/${encodeURIComponent(token)}`, waitingListOfferResponseSchema, {
    signal,
  });
}

export const waitingListOfferQueryKey = (token: string) => ['waiting-list-offers', token] as const;

export function waitingListOfferQueryOptions(token: string) {
  return queryOptions({
    queryKey: waitingListOfferQueryKey(token),
    queryFn: ({ signal }) => getWaitingListOffer(token, signal),
    // Another learner can take the time at any moment: read it fresh on each visit.
    staleTime: 0,
  });
}

export function useWaitingListOffer(token: string) {
  return useQuery(waitingListOfferQueryOptions(token));
}
