import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type NetworkPartnerRequest,
  networkPartnerRequestSchema,
} from '../../../../../core/partner-network/network-request-schemas';
import { apiGet } from '../../../../lib/api-client';
import { networkQueryKeys } from '../network-query-keys';

/** GET /api/network-partner-requests/{id}: one request, as it is now. */
export function getNetworkRequest(id: number, signal?: AbortSignal): Promise<NetworkPartnerRequest> {
  return apiGet(`/api/network-partner-requests/${id}`, networkPartnerRequestSchema, { signal });
}

export function networkRequestQueryOptions(id: number) {
  return queryOptions({
    queryKey: networkQueryKeys.request(id),
    queryFn: ({ signal }) => getNetworkRequest(id, signal),
    staleTime: 0,
  });
}

/** One request, fetched fresh when opened; the list's copy shows meanwhile. */
export function useNetworkRequest(id: number, fromList: NetworkPartnerRequest) {
  return useQuery({ ...networkRequestQueryOptions(id), placeholderData: fromList });
}
