import { useQuery } from '@tanstack/react-query';
import {
  type OfferLinkResponse,
  offerLinkResponseSchema,
} from '../../../../../core/partner-network/request-offer-schemas';
import { apiGet } from '../../../../lib/api-client';

/** GET /api/network-offer-links/{token}: the offer behind an e-mailed link; 404 for an unknown link. */
export function getNetworkOfferLink(token: string, signal?: AbortSignal): Promise<OfferLinkResponse> {
  return apiGet(`/api/network-offer-links/${encodeURIComponent(token)}`, offerLinkResponseSchema, { signal });
}

export const networkOfferLinkQueryKey = (token: string) => ['network-offer-links', token] as const;

export function useNetworkOfferLink(token: string) {
  return useQuery({
    queryKey: networkOfferLinkQueryKey(token),
    queryFn: ({ signal }) => getNetworkOfferLink(token, signal),
    // Another instructor can take it at any moment: read it fresh on each visit.
    staleTime: 0,
    retry: false,
  });
}
