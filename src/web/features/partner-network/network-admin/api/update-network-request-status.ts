import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type NetworkPartnerRequest,
  networkPartnerRequestSchema,
  type UpdateNetworkRequestStatus,
} from '../../../../../core/partner-network/network-request-schemas';
import { apiPatch } from '../../../../lib/api-client';
import { networkQueryKeys } from '../network-query-keys';

/** PATCH /api/network-partner-requests/{id}/status: pending, contacted, allocated or closed. */
export function updateNetworkRequestStatus(
  id: number,
  change: UpdateNetworkRequestStatus,
): Promise<NetworkPartnerRequest> {
  return apiPatch(`/api/network-partner-requests/${id}/status`, change, networkPartnerRequestSchema);
}

export function useUpdateNetworkRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: UpdateNetworkRequestStatus }) =>
      updateNetworkRequestStatus(id, change),
    onSuccess: (request) => queryClient.setQueryData(networkQueryKeys.request(request.id), request),
    // Not awaited: the refreshed list may no longer hold the card whose dialog made the change, and
    // the caller's own onSuccess (its toast) must run before that card goes.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: networkQueryKeys.requests });
    },
  });
}
