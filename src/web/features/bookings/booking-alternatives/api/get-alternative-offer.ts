import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type AlternativeOffer,
  alternativeOfferSchema,
} from '../../../../../core/bookings/booking/bookings-admin-schemas';
import { apiGet } from '../../../../lib/api-client';

/** GET /api/booking-alternatives/{token}: the times the instructor offered; 404 for an unknown link. */
export function getAlternativeOffer(token: string, signal?: AbortSignal): Promise<AlternativeOffer> {
  return apiGet(`/api/booking-alternatives/${encodeURIComponent(token)}`, alternativeOfferSchema, { signal });
}

export const alternativeOfferQueryKey = (token: string) => ['booking-alternatives', token] as const;

export function alternativeOfferQueryOptions(token: string) {
  return queryOptions({
    queryKey: alternativeOfferQueryKey(token),
    queryFn: ({ signal }) => getAlternativeOffer(token, signal),
    // The offer can change (answered in another tab, expired): read it fresh on each visit.
    staleTime: 0,
  });
}

export function useAlternativeOffer(token: string) {
  return useQuery(alternativeOfferQueryOptions(token));
}
