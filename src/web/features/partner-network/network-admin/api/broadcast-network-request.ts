import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type OfferSentResponse,
  offerSentResponseSchema,
} from '../../../../../core/partner-network/request-offer-schemas';
import { apiPost } from '../../../../lib/api-client';
import { networkQueryKeys } from '../network-query-keys';

/** POST /api/network-partner-requests/{id}/broadcast: offers it to everyone who matches; the first to accept takes it. */
export function broadcastNetworkRequest(id: number): Promise<OfferSentResponse> {
  return apiPost(`/api/network-partner-requests/${id}/broadcast`, undefined, offerSentResponseSchema);
}

export function useBroadcastNetworkRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => broadcastNetworkRequest(id),
    onSuccess: (sent) => queryClient.setQueryData(networkQueryKeys.requestAllocation(id), sent.allocation),
    onError: () => queryClient.invalidateQueries({ queryKey: networkQueryKeys.requestAllocation(id) }),
  });
}
