import { useQuery } from '@tanstack/react-query';
import {
  type RequestMatchesResponse,
  requestMatchesResponseSchema,
} from '../../../../../core/partner-network/request-match-schemas';
import { apiGet } from '../../../../lib/api-client';
import { networkQueryKeys } from '../network-query-keys';

/** GET /api/network-partner-requests/{id}/matches: who could take the request, best first, and who not. */
export function getRequestMatches(id: number, signal?: AbortSignal): Promise<RequestMatchesResponse> {
  return apiGet(`/api/network-partner-requests/${id}/matches`, requestMatchesResponseSchema, { signal });
}

/** Free times and loads change all day: read again each time the card is shown after a minute. */
export function useRequestMatches(id: number) {
  return useQuery({
    queryKey: networkQueryKeys.requestMatches(id),
    queryFn: ({ signal }) => getRequestMatches(id, signal),
    staleTime: 60_000,
  });
}
