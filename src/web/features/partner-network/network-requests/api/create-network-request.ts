import { useMutation } from '@tanstack/react-query';
import {
  type CreateNetworkPartnerRequest,
  type NetworkPartnerRequestReceipt,
  networkPartnerRequestReceiptSchema,
} from '../../../../../core/partner-network/network-request-schemas';
import { apiPost } from '../../../../lib/api-client';

/** POST /api/network-partner-requests: 201 with the date the school answers by. */
export function createNetworkRequest(
  request: CreateNetworkPartnerRequest,
): Promise<NetworkPartnerRequestReceipt> {
  return apiPost('/api/network-partner-requests', request, networkPartnerRequestReceiptSchema);
}

export function useCreateNetworkRequest() {
  return useMutation({
    mutationFn: createNetworkRequest,
    // A retried POST could send the request twice: the server answers or it does not.
    retry: false,
  });
}
