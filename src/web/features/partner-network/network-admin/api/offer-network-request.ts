import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type OfferSentResponse,
  offerSentResponseSchema,
} from '../../../../../core/partner-network/request-offer-schemas';
import { apiPost } from '../../../../lib/api-client';
import { networkQueryKeys } from '../network-query-keys';

/** POST /api/network-partner-requests/{id}/offers: offers the request to one instructor for 48 hours. */
export function offerNetworkRequest(id: number, instructorId: number): Promise<OfferSentResponse> {
  return apiPost(`/api/network-partner-requests/${id}/offers`, { instructorId }, offerSentResponseSchema);
}

export function useOfferNetworkRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (instructorId: number) => offerNetworkRequest(id, instructorId),
    onSuccess: (sent) => queryClient.setQueryData(networkQueryKeys.requestAllocation(id), sent.allocation),
    // Refused (another tab offered it first): read where it stands.
    onError: () => queryClient.invalidateQueries({ queryKey: networkQueryKeys.requestAllocation(id) }),
  });
}
