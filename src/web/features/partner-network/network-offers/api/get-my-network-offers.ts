import { useQuery } from '@tanstack/react-query';
import {
  type MyNetworkOffersResponse,
  myNetworkOffersResponseSchema,
} from '../../../../../core/partner-network/request-offer-schemas';
import { apiGet } from '../../../../lib/api-client';
import { DASHBOARD_QUERY_ROOT } from '../../../../lib/dashboard-query-keys';

/** Under the dashboard's root: signing out drops them. */
export const myNetworkOffersQueryKey = [DASHBOARD_QUERY_ROOT, 'network-offers'] as const;

/** GET /api/network-offers: the learners offered to the signed-in instructor, still open. */
export function getMyNetworkOffers(signal?: AbortSignal): Promise<MyNetworkOffersResponse> {
  return apiGet('/api/network-offers', myNetworkOffersResponseSchema, { signal });
}

/** Read with Today, and again each minute Today is open (another instructor may take one). */
export function useMyNetworkOffers() {
  return useQuery({
    queryKey: myNetworkOffersQueryKey,
    queryFn: ({ signal }) => getMyNetworkOffers(signal),
    refetchInterval: 60_000,
  });
}
