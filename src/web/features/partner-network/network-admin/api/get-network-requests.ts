import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type NetworkPartnerRequestList,
  type NetworkRequestStatus,
  networkPartnerRequestListSchema,
} from '../../../../../core/partner-network/network-request-schemas';
import { apiGet } from '../../../../lib/api-client';
import { networkQueryKeys } from '../network-query-keys';

/** New requests arrive while the tab is open: look again every minute and on return to the tab. */
export const NETWORK_LIST_REFETCH_MS = 60_000;

/** GET /api/network-partner-requests: newest first, optionally of one status, with every status's count. */
export function getNetworkRequests(
  status: NetworkRequestStatus | undefined,
  signal?: AbortSignal,
): Promise<NetworkPartnerRequestList> {
  const query = status ? `?status=${encodeURIComponent(status)}` : '';
  return apiGet(`/api/network-partner-requests${query}`, networkPartnerRequestListSchema, { signal });
}

export function networkRequestsQueryOptions(status: NetworkRequestStatus | undefined) {
  return queryOptions({
    queryKey: networkQueryKeys.requestList(status),
    queryFn: ({ signal }) => getNetworkRequests(status, signal),
    staleTime: 0,
    refetchInterval: NETWORK_LIST_REFETCH_MS,
    refetchOnWindowFocus: true,
    // Switching the filter keeps the old list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useNetworkRequests(status: NetworkRequestStatus | undefined) {
  return useQuery(networkRequestsQueryOptions(status));
}
